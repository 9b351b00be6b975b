import { compareItems, itemKey, splitSettlement, type PaidItemLine } from '@club/domain/payments/paid-items.rules';
import type { Db } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { findPayableKind, type PayableKind } from './payables.js';
import { claimPaidItems, findPaidItemKeys, listPaymentItems, setItemOutcome } from './paid-items.repository.js';

/**
 * Settling an attempt's items inside the notification's transaction (the ledger row is locked).
 * Every item is locked and claimed in one fixed order (compareItems), so notifications that
 * share items queue behind each other instead of deciding from what they read before.
 */

interface Prepared {
  lines: PaidItemLine[];
  kindOf: (line: PaidItemLine) => PayableKind;
}

async function prepare(tx: Db, row: PaymentRow): Promise<Prepared> {
  const lines = (await listPaymentItems(tx, [row.id]))
    .map((r) => ({ kind: r.itemKind, id: r.itemId, amountCents: r.amountCents }))
    .sort(compareItems);
  if (lines.length === 0) throw new Error(`payment ${row.id} has no items`);
  const kinds = new Map<string, PayableKind>();
  for (const l of lines) {
    const k = findPayableKind(l.kind);
    // Unknown kind: the transaction fails, nothing changes, and the bank's retry settles it.
    if (!k) throw new Error(`no payable kind '${l.kind}' is registered`);
    kinds.set(l.kind, k);
  }
  for (const [name, k] of kinds) {
    if (k.lockItems)
      await k.lockItems(
        tx,
        lines.filter((l) => l.kind === name).map((l) => l.id),
      );
  }
  return { lines, kindOf: (l) => kinds.get(l.kind)! };
}

/** The items their kinds say were settled without a card (read after the kinds' locks). */
async function settledElsewhere(tx: Db, lines: PaidItemLine[], kindOf: Prepared['kindOf']): Promise<Set<string>> {
  const out = new Set<string>();
  for (const kind of new Set(lines.map((l) => l.kind))) {
    const of = lines.filter((l) => l.kind === kind);
    const k = kindOf(of[0]!);
    if (!k.settledElsewhere) continue;
    const ids = await k.settledElsewhere(
      tx,
      of.map((l) => l.id),
    );
    for (const l of of) if (ids.has(l.id)) out.add(itemKey(l));
  }
  return out;
}

/**
 * The bank authorised the attempt: it pays every item nobody had paid (each kind told once),
 * and the money for the others is an overpayment (to refund).
 */
export async function payItems(
  tx: Db,
  row: PaymentRow,
  at: Date,
): Promise<{ paid: PaidItemLine[]; overpaid: PaidItemLine[]; overpaidCents: number }> {
  const { lines, kindOf } = await prepare(tx, row);
  const elsewhere = await settledElsewhere(tx, lines, kindOf);
  const claimed = await claimPaidItems(
    tx,
    row.id,
    lines.filter((l) => !elsewhere.has(itemKey(l))),
    at,
  );
  const settled = splitSettlement(lines, claimed);
  for (const l of settled.paid) await kindOf(l).markPaid(tx, l.id, at);
  await setItemOutcome(tx, row.id, settled.paid, 'paid');
  await setItemOutcome(tx, row.id, settled.overpaid, 'overpaid');
  return settled;
}

/** The bank refused the attempt: each item nobody has paid hears the code; a paid item is left alone. */
export async function failItems(tx: Db, row: PaymentRow, code: number, at: Date): Promise<void> {
  const { lines, kindOf } = await prepare(tx, row);
  const paid = await findPaidItemKeys(tx, lines);
  for (const l of lines) {
    if (!paid.has(itemKey(l))) await kindOf(l).markFailed(tx, l.id, code, at);
  }
}
