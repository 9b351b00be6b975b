import type { ChargeInput } from '@club/domain/billing/charges.rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { charges, type ChargeRow } from '../../db/schema/billing.js';
import { paymentItems, payments } from '../../db/schema/payments.js';

/** Drizzle queries of the charges; every function accepts a transaction. */

/** Inserts the charge unless (kind, item, period) exists: then returns the existing one. */
export async function insertCharge(tx: Db, c: ChargeInput): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(charges)
    .values({
      debtorId: c.debtorId,
      personId: c.personId,
      kind: c.kind,
      itemId: c.itemId,
      period: c.period,
      conceptEs: c.conceptEs.trim(),
      conceptEus: c.conceptEus.trim(),
      amountCents: c.amountCents,
      dueOn: c.dueOn,
      mandateMode: c.mandateMode,
    })
    .onConflictDoNothing({ target: [charges.kind, charges.itemId, charges.period] })
    .returning({ id: charges.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await tx
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.kind, c.kind), eq(charges.itemId, c.itemId), eq(charges.period, c.period)));
  return { id: existing!.id, created: false };
}

/**
 * How long a card payment of a returned charge keeps it out of the remittances: the bank's pages
 * (card, 3-D Secure) take minutes; an attempt older than this was abandoned, and the charge is
 * collected again.
 */
export const CARD_ATTEMPT_GRACE_MINUTES = 60;

/**
 * Every charge a remittance collecting on `collectionDate` gathers (due or returned, due by that
 * day), locked in id order: a card payment of a returned charge locks the same rows first
 * (lockItems), so the two never collect one charge both, and never wait in a circle. A returned
 * charge whose card payment (billing-charge) is still at the bank is left for the family's card.
 */
export async function lockGatheredCharges(tx: Db, collectionDate: string, now: Date): Promise<ChargeRow[]> {
  const since = new Date(now.getTime() - CARD_ATTEMPT_GRACE_MINUTES * 60_000);
  return tx
    .select()
    .from(charges)
    .where(
      and(
        inArray(charges.state, ['due', 'returned']),
        sql`${charges.dueOn} <= ${collectionDate}::date`,
        // CASE: only a returned charge can have a card attempt, so due ones never run the lookup.
        sql`CASE WHEN ${charges.state} = 'returned' THEN NOT EXISTS (SELECT 1 FROM ${paymentItems} JOIN ${payments} ON ${payments.id} = ${paymentItems.paymentId}
          WHERE ${paymentItems.itemKind} = 'billing-charge' AND ${paymentItems.itemId} = ${charges.id}::text
            AND ${payments.state} = 'pending' AND ${payments.createdAt} > ${since.toISOString()}::timestamptz) ELSE true END`,
      ),
    )
    .orderBy(asc(charges.id))
    .for('update');
}

/**
 * The charges a remittance gathered: stored 'collected' with its remittance_id, which means "in
 * that remittance, handed to the bank", not money received. Nothing shows them as collected from
 * this state alone: the remittance's debit says sent up to its collection date and collected
 * after it, unless returned (domain billing/collection.rules.ts debitStatus, the one rule).
 */
export async function markChargesInRemittance(tx: Db, ids: number[], remittanceId: number, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(charges)
    .set({ state: 'collected', remittanceId, updatedAt: at })
    .where(sql`${charges.id} = ANY(${sql.param(ids)}::int[])`);
}

/** The charges of a returned debit: due again ('returned'), payable by card. */
export async function markChargesReturned(tx: Db, ids: number[], remittanceId: number, at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(charges)
    .set({ state: 'returned', updatedAt: at })
    .where(and(sql`${charges.id} = ANY(${sql.param(ids)}::int[])`, eq(charges.state, 'collected'), eq(charges.remittanceId, remittanceId)))
    .returning({ id: charges.id });
  return rows.map((r) => r.id);
}

/** Locks these charges in id order (the card settlement's lockItems). */
export async function lockCharges(tx: Db, ids: number[]): Promise<ChargeRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(charges)
    .where(sql`${charges.id} = ANY(${sql.param(ids)}::int[])`)
    .orderBy(asc(charges.id))
    .for('update');
}

export async function setChargeState(tx: Db, id: number, state: ChargeRow['state'], at: Date): Promise<void> {
  await tx.update(charges).set({ state, updatedAt: at }).where(eq(charges.id, id));
}
