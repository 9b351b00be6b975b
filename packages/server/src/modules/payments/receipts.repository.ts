import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { payments, receipts, receiptSeries, type ReceiptRow } from '../../db/schema/payments.js';

/**
 * The next number of the one receipt series. The upsert takes the series row's lock until the
 * caller's transaction ends, so concurrent bookings queue here and numbers have no gaps: a
 * booking that rolls back releases its number with its transaction.
 */
export async function nextReceiptNumber(tx: Db): Promise<number> {
  const rows = await tx
    .insert(receiptSeries)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptSeries.id, set: { lastNumber: sql`${receiptSeries.lastNumber} + 1` } })
    .returning({ n: receiptSeries.lastNumber });
  return rows[0]!.n;
}

export async function insertReceipt(tx: Db, row: typeof receipts.$inferInsert): Promise<ReceiptRow> {
  const [r] = await tx.insert(receipts).values(row).returning();
  return r!;
}

export async function findReceiptOfPayment(db: Db, paymentId: number): Promise<ReceiptRow | null> {
  const rows = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
  return rows[0] ?? null;
}

export async function findReceiptsOfPayments(db: Db, paymentIds: number[]): Promise<Map<number, ReceiptRow>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.select().from(receipts).where(inArray(receipts.paymentId, paymentIds));
  return new Map(rows.map((r) => [r.paymentId, r]));
}

export async function findPayerIdentity(db: Db, userId: number) {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, personId: users.personId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** The payments of these payers, newest first (the history of "my enrolments"). */
export async function listPaymentsOfUsers(db: Db, userIds: number[], limit: number) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.userId, userIds))
    .orderBy(sql`${payments.createdAt} desc`, sql`${payments.id} desc`)
    .limit(limit);
}
