import type { Area } from '../area.js';
import { registerCoursePaymentHooks } from '../activities/index.js';
import { membershipAuditSubjects } from './audit-subjects.js';
import { registerChargeSource } from '../billing/index.js';
import { endLapsedMemberships } from './membership.admin.service.js';
import { registerMembershipAdminRoutes } from './membership.admin.routes.js';
import { registerMembershipRoutes } from './membership.routes.js';
import { membershipQuotaSource } from './membership.quotas.js';
import { countUnpaidJoinsSql } from './membership.repository.js';
import { registerMemberNumberLinker } from '../people/index.js';
import { listUnpaidJoinPayments, memberNumberLinker, membershipJoinPayable } from './membership.service.js';

// The monthly quotas are collected by the billing area's remittance (PHASE3 contract 1).
registerChargeSource(membershipQuotaSource);
// An unpaid join fee is listed with the other pending payments (get_pending's `membership`).
registerCoursePaymentHooks({ membership: listUnpaidJoinPayments });
// A member number typed in the family's and the account's forms is checked against the registry.
registerMemberNumberLinker(memberNumberLinker);

export const membershipArea: Area = {
  name: 'membership',
  routes: registerMembershipRoutes,
  officeRoutes: registerMembershipAdminRoutes,
  payableKinds: [membershipJoinPayable],
  // An unpaid join fee counts in the pending payments (auth/ping, the warning), the person's and their holder's.
  pendingPaymentSources: [countUnpaidJoinsSql],
  // What its audit rows are about, for the office's audit log (audit/README.md).
  auditSubjects: membershipAuditSubjects,
  // A confirmed request to leave ends the membership the day after its notice runs out.
  jobs: [{ name: 'membership-end-lapsed', cron: '20 3 * * *', run: endLapsedMemberships }],
};
