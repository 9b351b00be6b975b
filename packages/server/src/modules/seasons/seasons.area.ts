import type { Area } from '../area.js';
import { seasonAuditSubjects } from './audit-subjects.js';
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
  // What its audit rows are about, for the office's audit log (audit/README.md).
  auditSubjects: [seasonAuditSubjects],
};
