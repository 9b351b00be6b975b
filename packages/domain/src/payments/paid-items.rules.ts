/**
 * What a payment attempt pays for, and what money for an item already paid means (issue 14).
 *
 * An attempt (one Redsys order) pays one or more items: a course ticket, and later a season
 * signup, a licence, a medical exam, a membership quota, a kit order. An item is named by its
 * kind and its id inside that kind ('course-signup' / '30'). The first attempt the bank confirms
 * for an item pays it; money any other attempt brings for the same item is an overpayment, which
 * the office refunds.
 */

export interface PaidItemLine {
  kind: string;
  id: string;
  amountCents: number;
}

/** An item kind: lower case, digits and dashes (it names a registered handler). */
export const ITEM_KIND_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/**
 * The item kind of a course ticket (activities registers its handler). The office's ledger reads
 * it too: its course column and filter follow the tickets a payment pays.
 */
export const COURSE_SIGNUP_KIND = 'course-signup';
/** An item id inside its kind: a row id, or a short key such as '2026:123'. */
export const ITEM_ID_PATTERN = /^[A-Za-z0-9:._-]{1,100}$/;

export const itemKey = (i: { kind: string; id: string }): string => `${i.kind}\u0000${i.id}`;

const numeric = /^\d{1,15}$/;

/**
 * The one order in which every settlement locks and claims items (kind, then id: numerically
 * when both ids are numbers), so two notifications that share items never wait for each other in
 * a circle.
 */
export function compareItems(a: { kind: string; id: string }, b: { kind: string; id: string }): number {
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  if (numeric.test(a.id) && numeric.test(b.id)) return Number(a.id) - Number(b.id);
  if (numeric.test(a.id) !== numeric.test(b.id)) return numeric.test(a.id) ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The lines of an attempt, checked and in locking order: at least one, no item twice, positive
 * whole cents, and together exactly the amount charged. Returns the problem in words, or the lines.
 */
export function checkItemLines(lines: readonly PaidItemLine[], amountCents: number): PaidItemLine[] | string {
  if (lines.length === 0) return 'an attempt pays at least one item';
  const seen = new Set<string>();
  for (const l of lines) {
    if (!ITEM_KIND_PATTERN.test(l.kind)) return `invalid item kind '${l.kind}'`;
    if (!ITEM_ID_PATTERN.test(l.id)) return `invalid item id '${l.id}'`;
    if (!Number.isInteger(l.amountCents) || l.amountCents < 0) return `invalid amount ${l.amountCents} for ${l.kind} ${l.id}`;
    if (seen.has(itemKey(l))) return `item ${l.kind} ${l.id} twice`;
    seen.add(itemKey(l));
  }
  const sum = lines.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== amountCents) return `the items add up to ${sum}, the attempt charges ${amountCents}`;
  return [...lines].sort(compareItems);
}

/**
 * Splits an authorised attempt's lines into the items it pays now (those it claimed: nobody had
 * paid them) and the overpaid ones (another attempt had), with the money to refund.
 */
export function splitSettlement<L extends PaidItemLine>(
  lines: readonly L[],
  claimed: ReadonlySet<string>,
): { paid: L[]; overpaid: L[]; overpaidCents: number } {
  const paid = lines.filter((l) => claimed.has(itemKey(l)));
  const overpaid = lines.filter((l) => !claimed.has(itemKey(l)));
  return { paid, overpaid, overpaidCents: overpaid.reduce((s, l) => s + l.amountCents, 0) };
}

/**
 * What the office still has to give back for an attempt ("owed back"): its overpaid money (items
 * another attempt had paid) plus the price of items it paid that the club gave up (a signup the
 * office cancelled with a refund, a rejected request), less what the office has marked returned.
 * Only a paid attempt owes anything; a refunded one has given everything back.
 */
export function refundDueCents(p: { state: string; overpaidCents: number; refundDueCents: number; returnedCents: number }): number {
  if (p.state !== 'paid') return 0;
  return Math.max(0, p.overpaidCents + p.refundDueCents - p.returnedCents);
}

/** Why an attempt owes money back, for the item that made it owe: the reasons the ledger records. */
export const REFUND_REASONS = ['signup-cancelled', 'request-rejected'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * How an item a family paid reads once the club owes its money back: 'due' until the office marks
 * the money returned, then 'refunded' (also when the office refunded the whole attempt).
 */
export type ItemRefundState = 'due' | 'refunded';
export function itemRefundState(
  i: { refundDueAt: Date | string | null; refundedAt: Date | string | null; outcome: string | null },
  paymentState: string,
): ItemRefundState | null {
  if (i.refundedAt || (paymentState === 'refunded' && i.outcome === 'paid')) return 'refunded';
  return i.refundDueAt ? 'due' : null;
}
