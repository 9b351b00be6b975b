import type { Area } from '../area.js';
import { registerSeasonsAdminRoutes } from './seasons.admin.routes.js';
import { registerSeasonsRoutes } from './seasons.routes.js';

/**
 * The seasons area (issue 16). Its tickets are course signups (schema/seasons.ts), so the
 * activities area's payable kind, pending count and seat jobs already cover them.
 */
export const seasonsArea: Area = {
  name: 'seasons',
  routes: registerSeasonsRoutes,
  officeRoutes: registerSeasonsAdminRoutes,
};
