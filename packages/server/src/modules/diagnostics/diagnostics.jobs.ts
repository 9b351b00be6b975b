import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { diagErrorReports, diagRoutes } from '../../db/schema/diagnostics.js';
import type { JobDefinition } from '../../jobs/job-definition.js';

/**
 * Decision: diagnostics rows (routes walked, browser error reports) are kept 90 days: long enough
 * to look into a problem a family reports after a holiday, short enough not to keep a record of
 * people's browsing.
 */
export const DIAGNOSTICS_RETENTION_DAYS = 90;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export async function deleteOldDiagnostics(ctx: AppContext): Promise<number> {
  const before = ago(ctx.now(), DIAGNOSTICS_RETENTION_DAYS * 24 * 3600_000);
  const routes = await ctx.db.delete(diagRoutes).where(lt(diagRoutes.receivedAt, before)).returning({ id: diagRoutes.id });
  const errors = await ctx.db
    .delete(diagErrorReports)
    .where(lt(diagErrorReports.receivedAt, before))
    .returning({ id: diagErrorReports.id });
  return routes.length + errors.length;
}

export const diagnosticsJobs: JobDefinition[] = [
  { name: 'cleanup-diagnostics', cron: '23 3 * * *', run: (ctx) => deleteOldDiagnostics(ctx) },
];
