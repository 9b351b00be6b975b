import { vatIncludedCents } from '../activities/pricing.rules.js';

/**
 * Receipts (issue 20, point 3): every booked card payment gets one receipt from one gapless
 * series (the number is allocated in the transaction that books the payment, so a rolled-back
 * booking never burns a number). Decision: one series for the club, never restarted, printed
 * with six digits and a prefix ("R-000042"), so the office can see at a glance that none is missing.
 */
export const RECEIPT_PREFIX = 'R-';
export const formatReceiptNumber = (n: number): string => `${RECEIPT_PREFIX}${String(n).padStart(6, '0')}`;

/** One line of a receipt or confirmation, in both languages (the reader's is printed). */
export interface ReceiptLine {
  es: string;
  eus: string;
  /** Signed: a discount is negative. */
  amountCents: number;
}

/** What a paid item was, in both languages: its title and its lines (base price, options, services, discounts). */
export interface ItemDescription {
  title: { es: string; eus: string };
  /** Who it is for (a person's full name), '' when it is for no one in particular. */
  person: string;
  /** Group, days, hours, pool, start date... each a short line in both languages. */
  details: { es: string; eus: string }[];
  lines: ReceiptLine[];
  /** The amount the item was charged in the attempt (its lines may not add up to it when repriced). */
  amountCents: number;
}

/** The totals printed at the bottom: prices are VAT-inclusive (pricing.rules), so VAT is what the total contains. */
export function receiptTotals(items: readonly { amountCents: number }[]): { totalCents: number; vatCents: number; baseCents: number } {
  const totalCents = items.reduce((s, i) => s + i.amountCents, 0);
  const vatCents = vatIncludedCents(totalCents);
  return { totalCents, vatCents, baseCents: totalCents - vatCents };
}
