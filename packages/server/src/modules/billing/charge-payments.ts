import { centsToEuros } from '@club/domain/activities/pricing.rules';
import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/auth.js';
import { charges } from '../../db/schema/billing.js';
import { canActFor } from '../people/index.js';
import { startCardPayment, type DescribedPayableKind, type SignedPayment } from '../payments/index.js';
import { lockCharges } from './charges.repository.js';

/**
 * A returned charge paid by card from the family's pending payments (billing README, "A returned
 * debit"): the payable kind `billing-charge`, item id = the charge's id.
 *
 * Never collected twice, by a remittance and a card payment:
 * - both lock the charge's row first (the remittance its gathered charges, the card settlement
 *   `lockItems`), so one of them decides after the other has committed;
 * - the card settlement pays the charge only while it is still `returned`; a charge a remittance
 *   collected meanwhile (or paid by another attempt) is `settledElsewhere`, so the card's money is
 *   an overpayment the office refunds (the ledger's "to refund");
 * - a remittance leaves out a returned charge whose card payment is still at the bank
 *   (CARD_ATTEMPT_GRACE_MINUTES, remittance.repository), so the family's payment normally wins.
 */
export const BILLING_CHARGE_KIND = 'billing-charge';

const chargeOf = (ref: string): number | null => (/^\d{1,9}$/.test(ref) ? Number(ref) : null);
const idsOf = (refs: string[]) => refs.map(chargeOf).filter((id): id is number => id !== null);

async function markChargePaid(tx: Db, ref: string, at: Date): Promise<void> {
  const id = chargeOf(ref);
  if (id === null) return;
  await tx
    .update(charges)
    .set({ state: 'paid', updatedAt: at })
    .where(and(eq(charges.id, id), eq(charges.state, 'returned')));
}

async function describeCharges(tx: Db, refs: string[]): Promise<Map<string, ItemDescription>> {
  const out = new Map<string, ItemDescription>();
  const ids = idsOf(refs);
  if (ids.length === 0) return out;
  const rows = await tx
    .select({ c: charges, firstName: users.firstName, lastName: users.lastName })
    .from(charges)
    .innerJoin(users, eq(users.id, charges.personId))
    .where(inArray(charges.id, ids));
  for (const { c, firstName, lastName } of rows) {
    out.set(String(c.id), {
      title: { es: c.conceptEs, eus: c.conceptEus || c.conceptEs },
      person: `${firstName} ${lastName}`.trim(),
      details: [{ es: 'Recibo domiciliado devuelto por el banco', eus: 'Bankuak itzulitako helbideratutako ordainagiria' }],
      lines: [{ es: c.conceptEs, eus: c.conceptEus || c.conceptEs, amountCents: c.amountCents }],
      amountCents: c.amountCents,
    });
  }
  return out;
}

export const billingChargePayable: DescribedPayableKind = {
  kind: BILLING_CHARGE_KIND,
  lockItems: async (tx, refs) => {
    await lockCharges(tx, idsOf(refs));
  },
  settledElsewhere: async (tx, refs) => {
    const ids = idsOf(refs);
    if (ids.length === 0) return new Set();
    const rows = await tx.select({ id: charges.id, state: charges.state }).from(charges).where(inArray(charges.id, ids));
    return new Set(rows.filter((r) => r.state !== 'returned').map((r) => String(r.id)));
  },
  markPaid: markChargePaid,
  // A refused card leaves the charge returned: payable again, or collected by the next remittance.
  markFailed: async () => {},
  describeItems: describeCharges,
};

/** The pending count (auth/ping): the account's returned charges, payable by card. */
export const countReturnedChargesSql = (userId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${charges} WHERE ${charges.debtorId} = ${userId} AND ${charges.state} = 'returned')`;

/** get_pending's `returned` rows: each returned charge of the account, the oldest first. */
export async function listReturnedCharges(db: Db, debtorId: number) {
  const rows = await db
    .select()
    .from(charges)
    .where(and(eq(charges.debtorId, debtorId), eq(charges.state, 'returned')))
    .orderBy(asc(charges.dueOn), asc(charges.id));
  return rows.map((c) => ({
    ticketID: c.id,
    item: { kind: BILLING_CHARGE_KIND, title_es: c.conceptEs, title_eus: c.conceptEus || c.conceptEs, period: c.period },
    sticket: { payment_status: 0, payment_price: centsToEuros(c.amountCents) },
  }));
}

export type ChargeDetailOutcome = { ok: true; data: { sig: SignedPayment['sig']; url: string } } | { ok: false; code: number };

/**
 * GET manage_payments/get_charge_detail/?chargeID=: the signed card payment of a returned charge,
 * for its debtor account or anyone who may act for it (the family access rule); anybody else, or
 * a charge that does not exist: 403 (as a ticket's). Code 1: nothing to pay (not returned).
 */
export async function getChargePaymentDetail(ctx: AppContext, user: UserRow, chargeId: number): Promise<ChargeDetailOutcome | null> {
  const [c] = await ctx.db.select().from(charges).where(eq(charges.id, chargeId));
  if (!c || !(await canActFor(ctx, user, c.debtorId))) return null;
  if (c.state !== 'returned') return { ok: false, code: 1 };
  const signed = await startCardPayment(ctx, {
    kind: BILLING_CHARGE_KIND,
    ref: String(c.id),
    userId: user.id,
    amountCents: c.amountCents,
    description: c.conceptEs,
    lang: user.preferredLanguage === 'eus' ? 'eus' : 'es',
  });
  return { ok: true, data: { sig: signed.sig, url: signed.url } };
}
