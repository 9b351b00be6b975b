import type { Area } from '../area.js';
import { registerActivitiesAdminRoutes } from './activities.admin.routes.js';
import { activityJobs } from './activities.jobs.js';
import { countCardPaymentsDueSql } from './activities.repository.js';
import { registerActivitiesRoutes } from './activities.routes.js';
import { courseSignupPayable } from './course-payments.service.js';

export const activitiesArea: Area = {
  name: 'activities',
  routes: registerActivitiesRoutes,
  officeRoutes: registerActivitiesAdminRoutes,
  jobs: activityJobs,
  // Course tickets are paid by card through the ledger; a ticket's card payment due is pending.
  payableKinds: [courseSignupPayable],
  pendingPaymentSources: [countCardPaymentsDueSql],
};
