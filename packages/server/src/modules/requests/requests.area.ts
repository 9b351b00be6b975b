import type { Area } from '../area.js';
import { requestsAuditSubjects } from './audit-subjects.js';
import { licencePayable } from './licences.service.js';
import { medicalExamPayable } from './medical-exam.service.js';
import { registerRequestsAdminRoutes } from './requests.admin.routes.js';
import { registerRequestsRoutes } from './requests.routes.js';

/** The members' requests: licences and exam bookings are paid by card through the one ledger. */
export const requestsArea: Area = {
  name: 'requests',
  routes: registerRequestsRoutes,
  officeRoutes: registerRequestsAdminRoutes,
  payableKinds: [licencePayable, medicalExamPayable],
  // What its audit rows are about, for the office's audit log (audit/README.md).
  auditSubjects: requestsAuditSubjects,
};
