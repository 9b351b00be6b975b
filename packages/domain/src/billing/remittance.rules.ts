import { ibanProblem, isValidSwift, normalizeIban, normalizeSwift } from '../account/bank.rules.js';
import { sumCents, type MandateMode } from './charges.rules.js';

/**
 * The remittance (issue 16 "The remittance"; PHASE3 contract 1): the charges due by a collection
 * date, one SEPA direct debit per debtor account whose amount is the sum of its charges, under
 * that account's signed mandate; debtors that cannot be collected are listed apart with the
 * reason, and their charges stay due.
 *
 * THE MANDATE RULE. Each charge belongs to a mandate mode (1 the membership quota, paid from the
 * member payment data gk_*; 2 activities, paid from pm_*). A debtor gets ONE transaction per
 * remittance, so one mandate carries all of its charges:
 * - charges of one mode only: that mode's mandate, nothing else (the family signed it for them);
 * - charges of both modes: the quota mandate (mode 1) when it can be used, else the activities
 *   mandate (mode 2). Mode 1 first because it is the member's own account, the one the club's
 *   "next member fee" names (spec 001 §9: kit orders go on it), and the same every month, so a
 *   family's debit does not hop between accounts and sequences from one month to the next.
 * - when no mandate of a mode it owes can be used, the debtor is excluded with the reason of the
 *   first one tried (mode 1 before mode 2).
 * A mandate can be used when the account's bank data of its mode is not flagged `needs_update`,
 * holds a valid IBAN (ibantools, SEPA countries, Spanish CCC digits), and a signed mandate of that
 * mode was signed for that very IBAN (a changed IBAN needs the new mandate sepa_tpl issues) and
 * has not lapsed (36 months without a collection, EPC rulebook 4.1).
 */

export interface BankData {
  iban: string;
  bic: string;
  needsUpdate: boolean;
}

/** A signed mandate as the remittance needs it (sepa_mandates + its collection history). */
export interface SignedMandate {
  id: number;
  /** MndtId. */
  reference: string;
  mode: MandateMode;
  /** The IBAN printed on the mandate, as signed. */
  iban: string;
  bic: string;
  /** DtOfSgntr, `YYYY-MM-DD`. */
  signedOn: string;
  /** The collection date of the latest earlier transaction under it (returned or not), or null. */
  lastCollectedOn: string | null;
}

export interface DebtorFacts {
  bank: Readonly<Record<MandateMode, BankData>>;
  /** The signed mandates that may debit this account (any mode, any IBAN). */
  mandates: readonly SignedMandate[];
}

export const EXCLUSION_REASONS = [
  'needs_update',
  'no_iban',
  'invalid_iban',
  'no_mandate',
  'mandate_other_iban',
  'mandate_expired',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export type SequenceType = 'FRST' | 'RCUR';

/**
 * FRST for a mandate's first collection, RCUR after. Decision: a collection the bank later
 * returned still counts as the first one (the EPC rulebook lets the next collection after a
 * return or refund be RCUR; only a rejection before settlement, which the portal never sees,
 * would call for FRST again).
 */
export const sequenceType = (m: Pick<SignedMandate, 'lastCollectedOn'>): SequenceType => (m.lastCollectedOn === null ? 'FRST' : 'RCUR');

/** A mandate lapses after 36 months without a collection (EPC Core rulebook 4.1, AT-25). */
export const MANDATE_LAPSE_MONTHS = 36;

function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whether a mandate has lapsed by the collection date (its last use, or its signature, 36 months before). */
export const hasLapsed = (m: Pick<SignedMandate, 'signedOn' | 'lastCollectedOn'>, collectionDate: string): boolean =>
  addMonths(m.lastCollectedOn ?? m.signedOn, MANDATE_LAPSE_MONTHS) < collectionDate;

/** The BIC to print: the mandate's, else the bank data's, when well formed and of the IBAN's country; '' otherwise (NOTPROVIDED). */
function bicFor(iban: string, ...candidates: string[]): string {
  for (const c of candidates) {
    const bic = normalizeSwift(c);
    if (isValidSwift(bic) && bic.slice(4, 6) === iban.slice(0, 2)) return bic;
  }
  return '';
}

export type MandateChoice =
  | { ok: true; mode: MandateMode; mandate: SignedMandate; iban: string; bic: string; sequence: SequenceType }
  | { ok: false; mode: MandateMode; reason: ExclusionReason };

/**
 * Whether the debtor can be collected under its mandate of `mode` on `collectionDate`, and under
 * which one. Among the usable mandates, one already collected (the latest used) is kept, so the
 * series goes on as RCUR; else the newest signed. `taken` are mandates another debtor of the same
 * remittance already uses (a child's activities mandate names the holder's IBAN: one debit each).
 */
export function chooseMandate(
  debtor: DebtorFacts,
  mode: MandateMode,
  collectionDate: string,
  taken: ReadonlySet<number> = new Set(),
): MandateChoice {
  const bank = debtor.bank[mode];
  if (bank.needsUpdate) return { ok: false, mode, reason: 'needs_update' };
  if (!bank.iban.trim()) return { ok: false, mode, reason: 'no_iban' };
  if (ibanProblem(bank.iban)) return { ok: false, mode, reason: 'invalid_iban' };
  const iban = normalizeIban(bank.iban);
  const ofMode = debtor.mandates.filter((m) => m.mode === mode && !taken.has(m.id));
  if (ofMode.length === 0) return { ok: false, mode, reason: 'no_mandate' };
  const forIban = ofMode.filter((m) => normalizeIban(m.iban) === iban);
  if (forIban.length === 0) return { ok: false, mode, reason: 'mandate_other_iban' };
  const alive = forIban.filter((m) => !hasLapsed(m, collectionDate));
  if (alive.length === 0) return { ok: false, mode, reason: 'mandate_expired' };
  const best = [...alive].sort(
    (a, b) => (b.lastCollectedOn ?? '').localeCompare(a.lastCollectedOn ?? '') || b.signedOn.localeCompare(a.signedOn) || b.id - a.id,
  )[0]!;
  return { ok: true, mode, mandate: best, iban, bic: bicFor(iban, best.bic, bank.bic), sequence: sequenceType(best) };
}

/** The mandate modes tried for a debtor owing these modes, in order (the rule above). */
export function modesToTry(owed: ReadonlySet<MandateMode>): MandateMode[] {
  return ([1, 2] as const).filter((m) => owed.has(m));
}

export interface DueCharge {
  id: number;
  debtorId: number;
  mandateMode: MandateMode;
  amountCents: number;
  dueOn: string;
}

export interface PlannedTransaction<C extends DueCharge> {
  debtorId: number;
  mode: MandateMode;
  mandate: SignedMandate;
  iban: string;
  bic: string;
  sequence: SequenceType;
  amountCents: number;
  charges: C[];
}

export interface PlannedExclusion<C extends DueCharge> {
  debtorId: number;
  mode: MandateMode;
  reason: ExclusionReason;
  amountCents: number;
  charges: C[];
}

export interface RemittancePlan<C extends DueCharge> {
  transactions: PlannedTransaction<C>[];
  excluded: PlannedExclusion<C>[];
  totalCents: number;
}

const NO_FACTS: DebtorFacts = {
  bank: { 1: { iban: '', bic: '', needsUpdate: false }, 2: { iban: '', bic: '', needsUpdate: false } },
  mandates: [],
};

/** The due charges grouped per debtor account (ascending ids), each group's charges in due order. */
export function groupByDebtor<C extends DueCharge>(charges: readonly C[]): Map<number, C[]> {
  const groups = new Map<number, C[]>();
  const sorted = [...charges].sort((a, b) => a.debtorId - b.debtorId || a.dueOn.localeCompare(b.dueOn) || a.id - b.id);
  for (const c of sorted) {
    const g = groups.get(c.debtorId);
    if (g) g.push(c);
    else groups.set(c.debtorId, [c]);
  }
  return groups;
}

/**
 * The remittance of these due charges: one transaction per debtor that a mandate can collect
 * (amount = the sum of its charges, in cents), the others excluded with the reason. Pure: the
 * caller passes the charges due by the collection date and each debtor's facts.
 */
export function planRemittance<C extends DueCharge>(
  charges: readonly C[],
  factsOf: (debtorId: number) => DebtorFacts | undefined,
  collectionDate: string,
): RemittancePlan<C> {
  const transactions: PlannedTransaction<C>[] = [];
  const excluded: PlannedExclusion<C>[] = [];
  const taken = new Set<number>();
  for (const [debtorId, group] of groupByDebtor(charges)) {
    const facts = factsOf(debtorId) ?? NO_FACTS;
    const amountCents = sumCents(group);
    const choices = modesToTry(new Set(group.map((c) => c.mandateMode))).map((mode) => chooseMandate(facts, mode, collectionDate, taken));
    const chosen = choices.find((c) => c.ok);
    if (chosen?.ok) {
      taken.add(chosen.mandate.id);
      const { mode, mandate, iban, bic, sequence } = chosen;
      transactions.push({ debtorId, mode, mandate, iban, bic, sequence, amountCents, charges: group });
    } else {
      const first = choices[0] as Extract<MandateChoice, { ok: false }>;
      excluded.push({ debtorId, mode: first.mode, reason: first.reason, amountCents, charges: group });
    }
  }
  return { transactions, excluded, totalCents: sumCents(transactions) };
}
