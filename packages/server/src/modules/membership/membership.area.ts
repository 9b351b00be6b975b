import type { Area } from '../area.js';
import { registerChargeSource } from '../billing/index.js';
import { endLapsedMemberships } from './membership.admin.service.js';
import { registerMembershipAdminRoutes } from './membership.admin.routes.js';
import { registerMembershipRoutes } from './membership.routes.js';
import { membershipQuotaSource } from './membership.quotas.js';
import { membershipJoinPayable } from './membership.service.js';

// The monthly quotas are collected by the billing area's remittance (PHASE3 contract 1).
registerChargeSource(membershipQuotaSource);

export const membershipArea: Area = {
  name: 'membership',
  routes: registerMembershipRoutes,
  officeRoutes: registerMembershipAdminRoutes,
  payableKinds: [membershipJoinPayable],
  // A confirmed request to leave ends the membership the day after its notice runs out.
  jobs: [{ name: 'membership-end-lapsed', cron: '20 3 * * *', run: endLapsedMemberships }],
};
