import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Where payments can wait for a user: direct enrolments, delegated users' enrolments, season
 * items... Each area that creates payable items registers one counter here, as a scalar SQL
 * subquery over the user's id, so the count behind myaccount/payment_process_count and the
 * profile's pending_payments (auth/ping) is folded into the one query that loads the session.
 */
export type PendingPaymentSource = (userId: SQL) => SQL<number>;

const sources: PendingPaymentSource[] = [];
let version = 0;

/**
 * Adds a counter (once: registering the same function again changes nothing). Returns its
 * removal, for a test that adds a counter of its own: the registry is the process's, and the
 * server suite runs many test files in one process.
 */
export function registerPendingPaymentSource(source: PendingPaymentSource): () => void {
  if (!sources.includes(source)) {
    sources.push(source);
    version += 1;
  }
  return () => {
    const at = sources.indexOf(source);
    if (at < 0) return;
    sources.splice(at, 1);
    version += 1;
  };
}

/** Changes whenever a source is added or removed (prepared statements that embed the sum are rebuilt). */
export const pendingSourcesVersion = (): number => version;

/** The sum of every source for the user whose id `userId` is (a column or a parameter); 0 with none. */
export function pendingPaymentsSql(userId: SQL): SQL<number> {
  if (sources.length === 0) return sql<number>`0`;
  const parts = sources.map((source) => sql`COALESCE((${source(userId)}), 0)`);
  return sql<number>`(${sql.join(parts, sql` + `)})::int`;
}

export async function countPendingPayments(db: Db, userId: number): Promise<number> {
  const result = (await db.execute(sql`SELECT ${pendingPaymentsSql(sql`${userId}::int`)} AS n`)) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
