import { monthInWords } from '../content/content.rules.js';
/**
 * The season's monthly fees (issue 16 "Monthly fees"; PHASE3 contract 1): the initial card payment
 * is the group's monthly fee and pays the first month; each later month of the season is charged
 * once by SEPA direct debit to a signup in place, at its group's price.
 */

/** 'YYYY-MM' of an ISO day. */
export const monthOf = (isoDay: string): string => isoDay.slice(0, 7);

/** The months a season spans, 'YYYY-MM', from its first day's month to its last day's, in order. */
export function seasonMonths(dateBegin: string, dateEnd: string): string[] {
  const months: string[] = [];
  let [y, m] = monthOf(dateBegin).split('-').map(Number) as [number, number];
  const last = monthOf(dateEnd);
  for (let guard = 0; guard < 240; guard++) {
    const period = `${y}-${String(m).padStart(2, '0')}`;
    if (period > last) break;
    months.push(period);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/**
 * The periods to charge a signup in place when a remittance collects on `collectionDate`: the
 * season's months after its first one, up to the collection date's month.
 * Decision: also after the month the signup was placed (its initial payment, or the office's
 * validation): a swimmer who gets a freed seat in January pays January by card and is charged
 * from February, never for the months before joining. Months a remittance missed (none was
 * generated that month) are charged by the next one, each once (the billing entry is idempotent
 * on kind, signup and period).
 */
export function feePeriodsDue(season: { date_begin: string; date_end: string }, placedOn: string, collectionDate: string): string[] {
  const [first, ...rest] = seasonMonths(season.date_begin, season.date_end);
  if (!first) return [];
  const placed = monthOf(placedOn);
  const upTo = monthOf(collectionDate);
  return rest.filter((p) => p > placed && p <= upTo);
}

/** The day a month's fee falls due: the 1st of that month. */
export const feeDueOn = (period: string): string => `${period}-01`;

/**
 * Who pays a season fee (issue 16): the signed-up person's account, or, for a managed person
 * without bank details of their own, the holder's.
 */
export function feeDebtor(p: { userId: number; holderId: number | null; hasOwnBankData: boolean }): number {
  return p.hasOwnBankData || p.holderId === null ? p.userId : p.holderId;
}

/** The mandate mode season fees are collected under: 2, activities (pm_details). */
export const SEASON_FEE_MANDATE_MODE = 2;
/** The charge kind of the billing entry. */
export const SEASON_FEE_KIND = 'season-fee';

/**
 * The concept of a monthly fee on the bank statement, in es and eus, the month named as every
 * fee of the club names it (content.rules monthInWords): 'Cuota Igela, octubre de 2026',
 * 'Igela kuota, 2026ko urria' ('2025eko', '2030eko': the Basque year takes its own suffix).
 */
export function feeConcept(levelEs: string, levelEus: string, period: string): { es: string; eus: string } {
  return {
    es: `Cuota ${levelEs}, ${monthInWords(period, 'es')}`,
    eus: `${levelEus || levelEs} kuota, ${monthInWords(period, 'eus')}`,
  };
}
