import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { loginFailures, recoveryCodes, sessions } from '../db/schema/auth.js';
import { diagErrorReports, diagRoutes } from '../db/schema/diagnostics.js';
import { SESSION_IDLE_MS } from '../plugins/auth.js';
import { RATE_LIMIT_TABLE } from '../plugins/rate-limit-store.js';

/**
 * Decision: diagnostics rows (routes walked, browser error reports) are kept 90 days: long enough
 * to look into a problem a family reports after a holiday, short enough not to keep a record of
 * people's browsing.
 */
export const DIAGNOSTICS_RETENTION_DAYS = 90;
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

export async function deleteOldDiagnostics(ctx: AppContext): Promise<number> {
  const before = ago(ctx.now(), DIAGNOSTICS_RETENTION_DAYS * 24 * 3600_000);
  const routes = await ctx.db.delete(diagRoutes).where(lt(diagRoutes.receivedAt, before)).returning({ id: diagRoutes.id });
  const errors = await ctx.db
    .delete(diagErrorReports)
    .where(lt(diagErrorReports.receivedAt, before))
    .returning({ id: diagErrorReports.id });
  return routes.length + errors.length;
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

/** Rate-limit counters whose window ended more than an hour ago. */
export async function deleteExpiredRateLimits(ctx: AppContext): Promise<void> {
  await ctx.db.execute(sql`DELETE FROM ${sql.identifier(RATE_LIMIT_TABLE)} WHERE expire < ${ctx.now().getTime() - 3600_000}`);
}
