import { itemKey, type PaidItemLine } from '@club/domain/payments/paid-items.rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paidItems, paymentItems, type PaymentItemRow } from '../../db/schema/payments.js';

/** The items an attempt pays, written in the transaction that writes the attempt. */
export async function insertPaymentItems(tx: Db, paymentId: number, lines: readonly PaidItemLine[]): Promise<void> {
  await tx.insert(paymentItems).values(lines.map((l) => ({ paymentId, itemKind: l.kind, itemId: l.id, amountCents: l.amountCents })));
}

export async function listPaymentItems(db: Db, paymentIds: number[]): Promise<PaymentItemRow[]> {
  if (paymentIds.length === 0) return [];
  return db.select().from(paymentItems).where(inArray(paymentItems.paymentId, paymentIds));
}

/**
 * Claims the items for this attempt, one by one in the order given (callers pass the locking
 * order), and returns the keys of those it got. An item another transaction is claiming makes
 * this one wait for it: taken if that one commits, ours if it rolls back. Nothing is read before
 * deciding, so two notifications at the same instant cannot both see the item free.
 */
export async function claimPaidItems(tx: Db, paymentId: number, lines: readonly PaidItemLine[], at: Date): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (const l of lines) {
    const rows = await tx
      .insert(paidItems)
      .values({ itemKind: l.kind, itemId: l.id, paymentId, paidAt: at })
      .onConflictDoNothing()
      .returning({ kind: paidItems.itemKind });
    if (rows.length > 0) claimed.add(itemKey(l));
  }
  return claimed;
}

/** Which of these items some attempt has paid already (a refusal must not undo them). */
export async function findPaidItemKeys(db: Db, lines: readonly PaidItemLine[]): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  const pairs = sql.join(
    lines.map((l) => sql`(${l.kind}, ${l.id})`),
    sql`, `,
  );
  const rows = await db
    .select({ kind: paidItems.itemKind, id: paidItems.itemId })
    .from(paidItems)
    .where(sql`(${paidItems.itemKind}, ${paidItems.itemId}) in (${pairs})`);
  return new Set(rows.map(itemKey));
}

export async function setItemOutcome(
  tx: Db,
  paymentId: number,
  lines: readonly PaidItemLine[],
  outcome: 'paid' | 'overpaid',
): Promise<void> {
  for (const l of lines) {
    await tx
      .update(paymentItems)
      .set({ outcome })
      .where(and(eq(paymentItems.paymentId, paymentId), eq(paymentItems.itemKind, l.kind), eq(paymentItems.itemId, l.id)));
  }
}
