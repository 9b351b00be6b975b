import type { Area } from '../area.js';
import { registerMembershipAdminRoutes } from './membership.admin.routes.js';
import { registerMembershipRoutes } from './membership.routes.js';
import { membershipJoinPayable } from './membership.service.js';

export const membershipArea: Area = {
  name: 'membership',
  routes: registerMembershipRoutes,
  officeRoutes: registerMembershipAdminRoutes,
  payableKinds: [membershipJoinPayable],
};
