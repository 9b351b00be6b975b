import type { Area } from '../area.js';
import { registerAuditRoutes } from './audit.admin.routes.js';
import { purgeOldAuditRows } from './audit.service.js';

export const auditArea: Area = {
  name: 'audit',
  officeRoutes: registerAuditRoutes,
  // The only delete the audit log allows: rows past the 6-year retention (audit.service.ts).
  jobs: [{ name: 'purge-audit-log', cron: '37 4 * * *', run: (ctx) => purgeOldAuditRows(ctx) }],
};
