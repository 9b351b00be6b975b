import type { Db } from '../../db/client.js';

/**
 * Where payments can wait for a user: direct enrolments, delegated users' enrolments, season
 * items... Each area that creates payable items registers one counter here; the count behind
 * myaccount/payment_process_count and the profile's pending_payments is their sum.
 */
export type PendingPaymentSource = (db: Db, userId: number) => Promise<number>;

const sources: PendingPaymentSource[] = [];

export function registerPendingPaymentSource(source: PendingPaymentSource): void {
  if (!sources.includes(source)) sources.push(source);
}

export async function countPendingPayments(db: Db, userId: number): Promise<number> {
  const counts = await Promise.all(sources.map((count) => count(db, userId)));
  return counts.reduce((sum, n) => sum + (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0), 0);
}
