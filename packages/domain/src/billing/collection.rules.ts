/**
 * When a SEPA Core direct debit can be collected, and which charges a collection date gathers
 * (issue 16 "The remittance"). Dates are ISO `YYYY-MM-DD` calendar days; "today" is the club's
 * (Europe/Madrid, see shared/dates.ts) and is always a parameter.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `s` is an ISO `YYYY-MM-DD` of a real calendar day. */
export function isIsoDay(s: string): boolean {
  const m = ISO_DAY.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

const toUtc = (day: string): Date => new Date(`${day}T00:00:00Z`);
const fromUtc = (d: Date): string => d.toISOString().slice(0, 10);

/** The day `n` calendar days after `day` (before it when negative). */
export const addDays = (day: string, n: number): string => fromUtc(new Date(toUtc(day).getTime() + n * DAY_MS));

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Whether SEPA debits settle on this day: a TARGET2 business day. TARGET is closed on Saturdays,
 * Sundays, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. A collection date on
 * a closed day is refused (the bank would move or reject it), so the office picks a real one.
 */
export function isTargetBusinessDay(day: string): boolean {
  const weekday = toUtc(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const md = day.slice(5);
  if (md === '01-01' || md === '05-01' || md === '12-25' || md === '12-26') return false;
  const easter = easterSunday(Number(day.slice(0, 4)));
  return day !== addDays(easter, -2) && day !== addDays(easter, 1);
}

/** The first TARGET business day on or after `day`. */
export function nextBusinessDay(day: string): string {
  let d = day;
  while (!isTargetBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/**
 * The earliest collection date of a remittance made today. SEPA Core (EPC rulebook since
 * November 2016) asks the creditor's bank to receive a collection, first or recurrent, at least
 * one TARGET business day before its due date: the file handed in on the next business day
 * (today when today is one) can be collected on the business day after it.
 */
export const earliestCollectionDate = (today: string): string => nextBusinessDay(addDays(nextBusinessDay(today), 1));

/**
 * Decision: a collection date more than a year ahead is refused as a typo (2207 for 2027): the
 * remittance is the office's monthly one, and its date decides which monthly fees are charged.
 */
export const MAX_DAYS_AHEAD = 366;

export type CollectionDateProblem = 'format' | 'too_soon' | 'closed_day' | 'too_far';

/** Why a remittance cannot be collected on `day` when generated `today`, or null when it can. */
export function collectionDateProblem(day: string, today: string): CollectionDateProblem | null {
  if (!isIsoDay(day)) return 'format';
  if (day < earliestCollectionDate(today)) return 'too_soon';
  if (!isTargetBusinessDay(day)) return 'closed_day';
  if (day > addDays(today, MAX_DAYS_AHEAD)) return 'too_far';
  return null;
}

/** `YYYY-MM` of a day: the month of a collection date, whose monthly fees its remittance charges. */
export const periodOf = (day: string): string => day.slice(0, 7);

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A charge's period: `YYYY-MM` for a monthly charge, '' for a one-off. */
export const isPeriod = (p: string): boolean => p === '' || PERIOD.test(p);

/** The first day of a `YYYY-MM` period: the day a monthly charge falls due. */
export const firstDayOf = (period: string): string => `${period}-01`;

/**
 * The months a charge source materialises for a collection date: every period from `from` up to
 * the month of the collection date, both included (a month missed by an earlier remittance is
 * caught up; nothing after the collection month is charged ahead).
 */
export function periodsUpTo(from: string, collectionDate: string): string[] {
  const last = periodOf(collectionDate);
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  for (let p = from; p <= last; ) {
    out.push(p);
    m += 1;
    if (m === 13) {
      m = 1;
      y += 1;
    }
    p = `${y}-${String(m).padStart(2, '0')}`;
  }
  return out;
}

/**
 * What an account owes, in its life, as stored: `due` (to collect), `collected` (put in the
 * remittance `remittance_id`: handed to the bank, NOT yet money received; what it is shown as
 * follows from its collection date, debitStatus below), `returned` (the bank gave the money back:
 * due again, collected by the next remittance or paid by card from the family's pending
 * payments), `paid` (paid by card after a return).
 */
export const CHARGE_STATES = ['due', 'collected', 'returned', 'paid'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

/** The states a remittance gathers: never collected, or collected and returned by the bank. */
export const GATHERED_STATES: readonly ChargeState[] = ['due', 'returned'];

/** Whether a remittance collecting on `collectionDate` gathers this charge. */
export const isGathered = (c: { state: ChargeState; dueOn: string }, collectionDate: string): boolean =>
  GATHERED_STATES.includes(c.state) && c.dueOn <= collectionDate;

/**
 * What a debit of a remittance (and each charge in it) is shown as, everywhere (the office's
 * remittance, its list and its spreadsheet):
 * - `sent`: in a remittance, handed to the bank, up to and including its collection date. The
 *   bank has not collected yet (the file may not even have reached it), so it is not money in;
 * - `collected`: from the day after the collection date, when the bank has settled it, unless it
 *   was returned;
 * - `returned`: the office marked it returned (the bank's R-transaction: a reject before the
 *   collection date or a return after it); its charges are due again.
 * Decision: "collected" is a fact of the calendar plus the returns mechanism, not of generating
 * the file: a return the bank reports later turns a collected debit into `returned` (the office
 * marks it), which is the same as every SEPA creditor books it.
 */
export const DEBIT_STATUSES = ['sent', 'collected', 'returned'] as const;
export type DebitStatus = (typeof DEBIT_STATUSES)[number];

export function debitStatus(stored: 'collected' | 'returned', collectionDate: string, today: string): DebitStatus {
  if (stored === 'returned') return 'returned';
  return today > collectionDate ? 'collected' : 'sent';
}

/**
 * How many TARGET business days a collection date must be after today at least (SEPA Core D-1,
 * earliestCollectionDate): the number the office's message quotes.
 */
export const COLLECTION_LEAD_BUSINESS_DAYS = 1;
