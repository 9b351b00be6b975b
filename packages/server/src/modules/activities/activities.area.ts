import type { Area } from '../area.js';
import { registerActivitiesAdminRoutes } from './activities.admin.routes.js';
import { activityJobs } from './activities.jobs.js';
import { countCardPaymentsDueSql } from './activities.repository.js';
import { registerActivitiesRoutes } from './activities.routes.js';
import { courseAuditSubjects, signupAuditSubjects } from './audit-subjects.js';
import { courseSignupPayable } from './course-payments.service.js';

export const activitiesArea: Area = {
  name: 'activities',
  routes: registerActivitiesRoutes,
  officeRoutes: registerActivitiesAdminRoutes,
  jobs: activityJobs,
  // Course tickets are paid by card through the ledger; a ticket's card payment due is pending.
  payableKinds: [courseSignupPayable],
  pendingPaymentSources: [countCardPaymentsDueSql],
  // Its audit rows name the person and the course with its group (audit/README.md).
  auditSubjects: [signupAuditSubjects, courseAuditSubjects],
};
