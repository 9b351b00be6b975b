import type { AppContext } from '../context.js';
import { activityJobs } from '../modules/activities/activities.jobs.js';
import { sendSignupMail, SIGNUP_MAIL_JOB } from '../modules/activities/enrol.service.js';
import { purgeOldAuditRows } from '../modules/audit/audit.service.js';
import { deleteExpiredRateLimits, deleteExpiredSessions, deleteLapsedRecoveryCodes, deleteOldDiagnostics } from './cleanup.js';

/** A kind of background work: a handler that calls a service, and when it runs by itself. */
export interface JobDefinition {
  name: string;
  /** Cron (Europe/Madrid) for periodic work; none for work that is only sent. */
  cron?: string;
  retryLimit?: number;
  /** Jobs fetched per poll (default 1). */
  batchSize?: number;
  run(ctx: AppContext, data: Record<string, unknown>): Promise<unknown>;
}

/** Every job of the portal. Areas add theirs here. */
export const jobDefinitions: JobDefinition[] = [
  { name: 'cleanup-sessions', cron: '17 * * * *', run: (ctx) => deleteExpiredSessions(ctx) },
  { name: 'cleanup-diagnostics', cron: '23 3 * * *', run: (ctx) => deleteOldDiagnostics(ctx) },
  { name: 'cleanup-recovery-codes', cron: '41 * * * *', run: (ctx) => deleteLapsedRecoveryCodes(ctx) },
  { name: 'cleanup-rate-limits', cron: '*/10 * * * *', run: (ctx) => deleteExpiredRateLimits(ctx) },
  // The only delete the audit log allows: rows past the 6-year retention (modules/admin/audit.service.ts).
  { name: 'purge-audit-log', cron: '37 4 * * *', run: (ctx) => purgeOldAuditRows(ctx) },
  // Payment holds, their reminders and waiting-list offers (modules/activities/waiting-list.service.ts).
  ...activityJobs,
  // Signup confirmations, queued with the signups (activities/enrol.service.ts queueSignupMails).
  { name: SIGNUP_MAIL_JOB, retryLimit: 5, batchSize: 50, run: sendSignupMail },
];
