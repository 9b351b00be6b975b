import { and, eq, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { loginFailures, recoveryCodes, sessions } from '../../db/schema/auth.js';
import type { JobDefinition } from '../../jobs/job-definition.js';
import { SESSION_IDLE_MS } from '../../plugins/auth.js';

/** A lapsed recovery code is kept one day after its expiry (its per-inbox mail cap counts an hour). */
const RECOVERY_KEEP_MS = 24 * 3600_000;
const LOGIN_FAILURE_KEEP_MS = 24 * 3600_000;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Sessions past their idle limit: 30 days, or 12 hours when the user did not ask to be remembered. */
export async function deleteExpiredSessions(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const gone = await ctx.db
    .delete(sessions)
    .where(
      or(
        and(eq(sessions.remember, true), lt(sessions.lastAccessAt, ago(now, SESSION_IDLE_MS.remember))),
        and(eq(sessions.remember, false), lt(sessions.lastAccessAt, ago(now, SESSION_IDLE_MS.forget))),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
}

/** Used codes are deleted when used; these are the ones that lapsed unused, and old login failures. */
export async function deleteLapsedRecoveryCodes(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const codes = await ctx.db
    .delete(recoveryCodes)
    .where(lt(recoveryCodes.expiresAt, ago(now, RECOVERY_KEEP_MS)))
    .returning({ id: recoveryCodes.userId });
  await ctx.db.delete(loginFailures).where(lt(loginFailures.failedAt, ago(now, LOGIN_FAILURE_KEEP_MS)));
  return codes.length;
}

/** The auth area's clean-ups: expired sessions, lapsed recovery codes and old login failures. */
export const authJobs: JobDefinition[] = [
  { name: 'cleanup-sessions', cron: '17 * * * *', run: (ctx) => deleteExpiredSessions(ctx) },
  { name: 'cleanup-recovery-codes', cron: '41 * * * *', run: (ctx) => deleteLapsedRecoveryCodes(ctx) },
];
