import type { JobDefinition } from '../../jobs/job-definition.js';
import { registerAuditRoutes } from './audit.admin.routes.js';
import { purgeOldAuditRows } from './audit.service.js';

// The only delete the audit log allows: rows past the 6-year retention (audit.service.ts).
const purgeAuditLog: JobDefinition = { name: 'purge-audit-log', cron: '37 4 * * *', run: (ctx) => purgeOldAuditRows(ctx) };

// A shared part's description is typed where it is assembled (modules/index.ts, `Area[]`): the
// type `Area` names the payment ledger's kinds, so importing it here would run back up.
export const auditArea = { name: 'audit', officeRoutes: registerAuditRoutes, jobs: [purgeAuditLog] };
