import { itemRefundState, type ItemRefundState, type RefundReason } from '@club/domain/payments/paid-items.rules';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paidItems, paymentItems, payments } from '../../db/schema/payments.js';
import type { AuditActor } from '../audit/index.js';
import { recordPaymentEvent } from './payment-audit.js';

export interface RefundDue {
  /** The attempt that paid the item (the ledger row that now owes its price back). */
  paymentId: number;
  order: string;
  /** The item's price in that attempt: what the club owes back for it. */
  amountCents: number;
  /** false when this item was already owed back (a second call changes nothing). */
  isNew: boolean;
}

/**
 * The club gives up an item a family paid by card (the office cancelled the signup answering
 * "refund: yes", rejected a paid request...): the attempt that paid it (`paid_items`) owes the
 * item's price back. Call it inside the caller's transaction, after locking the caller's own row
 * for the item, so the owed money is written if and only if the caller's change is.
 *
 * - The item's `payment_items` row gets `refund_due_at` and the reason; the attempt's
 *   `refund_due_cents` grows by the item's amount; a `refund-due` payment event and its audit row
 *   are written. The ledger then shows it "to refund" (filter, totals, CSV) until the office marks
 *   the money returned (`POST /api/admin/payments/{id}/refunded`, with its note).
 * - Idempotent per item: a second call for the same item only returns what is owed.
 * - Returns null when no card attempt paid the item (paid by transfer, or never paid), or when the
 *   attempt is no longer `paid` (the office refunded all of it already): the ledger owes nothing.
 */
export async function recordRefundDue(
  tx: Db,
  r: { kind: string; ref: string; reason: RefundReason; actor?: AuditActor | null; at: Date },
): Promise<RefundDue | null> {
  const [paid] = await tx
    .select({ paymentId: paidItems.paymentId })
    .from(paidItems)
    .where(and(eq(paidItems.itemKind, r.kind), eq(paidItems.itemId, r.ref)));
  if (!paid) return null;
  // The ledger row first (the order the office's "mark refunded" takes), then the item.
  const [before] = await tx.select().from(payments).where(eq(payments.id, paid.paymentId)).for('update');
  if (!before || before.state !== 'paid') return null;
  const itemWhere = and(eq(paymentItems.paymentId, before.id), eq(paymentItems.itemKind, r.kind), eq(paymentItems.itemId, r.ref));
  const [marked] = await tx
    .update(paymentItems)
    .set({ refundDueAt: r.at, refundReason: r.reason })
    .where(and(itemWhere, isNull(paymentItems.refundDueAt)))
    .returning({ amountCents: paymentItems.amountCents });
  if (!marked) {
    const [item] = await tx.select({ amountCents: paymentItems.amountCents }).from(paymentItems).where(itemWhere);
    return { paymentId: before.id, order: before.order, amountCents: item?.amountCents ?? 0, isNew: false };
  }
  await tx
    .update(payments)
    .set({ refundDueCents: sql`${payments.refundDueCents} + ${marked.amountCents}`, updatedAt: r.at })
    .where(eq(payments.id, before.id));
  await recordPaymentEvent(tx, {
    payment: before,
    type: 'refund-due',
    at: r.at,
    actor: r.actor ?? null,
    note: `${r.reason}: ${r.kind} ${r.ref}`,
  });
  return { paymentId: before.id, order: before.order, amountCents: marked.amountCents, isNew: true };
}

/** The office marked an attempt's owed money returned: its items owed back read refunded. */
export async function markItemsRefunded(tx: Db, paymentId: number, at: Date): Promise<void> {
  await tx
    .update(paymentItems)
    .set({ refundedAt: at })
    .where(and(eq(paymentItems.paymentId, paymentId), isNotNull(paymentItems.refundDueAt), isNull(paymentItems.refundedAt)));
}

/**
 * How the items of one kind that some card attempt paid read now: 'due' (the club owes their
 * money back) or 'refunded'; items with neither are left out. For an area's lists (the office's
 * signups "Pago" column).
 */
export async function findItemRefundStates(db: Db, kind: string, ids: readonly string[]): Promise<Map<string, ItemRefundState>> {
  const out = new Map<string, ItemRefundState>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: paidItems.itemId,
      refundDueAt: paymentItems.refundDueAt,
      refundedAt: paymentItems.refundedAt,
      outcome: paymentItems.outcome,
      state: payments.state,
    })
    .from(paidItems)
    .innerJoin(payments, eq(payments.id, paidItems.paymentId))
    .innerJoin(
      paymentItems,
      and(
        eq(paymentItems.paymentId, paidItems.paymentId),
        eq(paymentItems.itemKind, paidItems.itemKind),
        eq(paymentItems.itemId, paidItems.itemId),
      ),
    )
    .where(and(eq(paidItems.itemKind, kind), inArray(paidItems.itemId, [...ids])));
  for (const r of rows) {
    const s = itemRefundState(r, r.state);
    if (s) out.set(r.id, s);
  }
  return out;
}

/**
 * The office took back its decision to give up the item (the one-minute undo of a cancelled
 * place): the price still owed for it is owed no more. Money the office has already marked
 * returned stays returned. Returns the cents withdrawn (0 when nothing was owed).
 */
export async function withdrawRefundDue(tx: Db, r: { kind: string; ref: string; actor?: AuditActor | null; at: Date }): Promise<number> {
  const [paid] = await tx
    .select({ paymentId: paidItems.paymentId })
    .from(paidItems)
    .where(and(eq(paidItems.itemKind, r.kind), eq(paidItems.itemId, r.ref)));
  if (!paid) return 0;
  const [before] = await tx.select().from(payments).where(eq(payments.id, paid.paymentId)).for('update');
  if (!before || before.state !== 'paid') return 0;
  const [cleared] = await tx
    .update(paymentItems)
    .set({ refundDueAt: null, refundReason: null })
    .where(
      and(
        eq(paymentItems.paymentId, before.id),
        eq(paymentItems.itemKind, r.kind),
        eq(paymentItems.itemId, r.ref),
        isNotNull(paymentItems.refundDueAt),
        isNull(paymentItems.refundedAt),
      ),
    )
    .returning({ amountCents: paymentItems.amountCents });
  if (!cleared) return 0;
  await tx
    .update(payments)
    .set({ refundDueCents: sql`${payments.refundDueCents} - ${cleared.amountCents}`, updatedAt: r.at })
    .where(eq(payments.id, before.id));
  await recordPaymentEvent(tx, { payment: before, type: 'refund-withdrawn', at: r.at, actor: r.actor ?? null, note: `${r.kind} ${r.ref}` });
  return cleared.amountCents;
}
