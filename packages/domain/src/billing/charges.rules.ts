import { SEPA_MODES, type SepaMode } from '../documents/sepa.rules.js';
import { ITEM_ID_PATTERN, ITEM_KIND_PATTERN } from '../payments/paid-items.rules.js';
import { isIsoDay, isPeriod } from './collection.rules.js';

/**
 * A charge: what an account owes the club, to be collected by SEPA direct debit (issue 16
 * "Money"; PHASE3 contract 1). Areas add theirs through the billing entry: season monthly fees,
 * membership quotas, kit orders.
 */

/** The mandate a charge belongs to: 1 membership quota / member payment data (gk_*), 2 activities (pm_*). */
export const MANDATE_MODES = SEPA_MODES;
export type MandateMode = SepaMode;

export interface ChargeInput {
  /** The account whose bank data and signed mandate pay (for a child without bank data, the holder). */
  debtorId: number;
  /** The person the charge is for (the swimmer, the member, whoever ordered the kit). */
  personId: number;
  /** What it is: 'season-fee', 'membership-quota', 'equipment-order'... */
  kind: string;
  /** The area's id of the thing charged (a ticket, an order...), as text. */
  itemId: string;
  /** `YYYY-MM` for a monthly charge, '' for a one-off. */
  period: string;
  conceptEs: string;
  conceptEus: string;
  amountCents: number;
  /** The first collection date that may gather it. */
  dueOn: string;
  mandateMode: MandateMode;
}

/** Longest concept kept; a bank statement line is shorter still (see sepaText). */
export const CONCEPT_MAX = 140;
/** The largest single SEPA amount (999,999,999.99 EUR). */
export const MAX_AMOUNT_CENTS = 99_999_999_999;

const isId = (n: number) => Number.isInteger(n) && n > 0;

/**
 * The problem of a charge an area wants to add, in words, or null. These are programming errors
 * of the calling area (the amounts and concepts are its own), so addCharge throws with them.
 */
export function chargeInputProblem(c: ChargeInput): string | null {
  if (!isId(c.debtorId)) return `invalid debtor ${c.debtorId}`;
  if (!isId(c.personId)) return `invalid person ${c.personId}`;
  if (!ITEM_KIND_PATTERN.test(c.kind)) return `invalid kind '${c.kind}'`;
  if (!ITEM_ID_PATTERN.test(c.itemId)) return `invalid item id '${c.itemId}'`;
  if (!isPeriod(c.period)) return `invalid period '${c.period}' (YYYY-MM or '')`;
  if (!c.conceptEs.trim() || !c.conceptEus.trim()) return 'a charge needs its concept in Spanish and in Basque';
  if (c.conceptEs.length > CONCEPT_MAX || c.conceptEus.length > CONCEPT_MAX) return `a concept is at most ${CONCEPT_MAX} characters`;
  if (!Number.isInteger(c.amountCents) || c.amountCents <= 0 || c.amountCents > MAX_AMOUNT_CENTS) {
    return `invalid amount ${c.amountCents} (whole cents, more than 0)`;
  }
  if (!isIsoDay(c.dueOn)) return `invalid due date '${c.dueOn}'`;
  if (!(MANDATE_MODES as readonly number[]).includes(c.mandateMode)) return `invalid mandate mode ${c.mandateMode}`;
  return null;
}

/** The identity of a charge: adding it twice adds it once. */
export const chargeKey = (c: { kind: string; itemId: string; period: string }): string => `${c.kind}\u0000${c.itemId}\u0000${c.period}`;

/** Cents as the API's euros (a number with two decimals): 2750 -> 27.5. */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** Euros (a number, or a string with a comma or a point) as whole cents, without float drift. */
export function eurosToCents(euros: number | string): number {
  const s = typeof euros === 'number' ? euros.toFixed(2) : euros.trim().replace(',', '.');
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return Number.NaN;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** The sum of whole-cent amounts (integers: no rounding can creep in). */
export const sumCents = (items: readonly { amountCents: number }[]): number => items.reduce((s, i) => s + i.amountCents, 0);
