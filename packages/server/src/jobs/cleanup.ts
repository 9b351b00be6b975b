import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { RATE_LIMIT_TABLE } from '../plugins/rate-limit-store.js';
import type { JobDefinition } from './job-definition.js';

/** The platform's own housekeeping (the areas' clean-ups are their own jobs). */

/** Rate-limit counters whose window ended more than an hour ago. */
export async function deleteExpiredRateLimits(ctx: AppContext): Promise<void> {
  await ctx.db.execute(sql`DELETE FROM ${sql.identifier(RATE_LIMIT_TABLE)} WHERE expire < ${ctx.now().getTime() - 3600_000}`);
}

export const platformJobs: JobDefinition[] = [
  { name: 'cleanup-rate-limits', cron: '*/10 * * * *', run: (ctx) => deleteExpiredRateLimits(ctx) },
];
