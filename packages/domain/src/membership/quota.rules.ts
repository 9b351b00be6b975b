import { MEMBERSHIP_CANCELLATION_NOTICE_MONTHS, monthInWords } from '../content/content.rules.js';
import type { ItemDescription } from '../payments/receipt.rules.js';

/**
 * Monthly membership quotas (spec 001 §9, issue 17): an active member pays their membership
 * type's monthly fee for each month of its period (September to June; to July for federated
 * swimming: the type's first_month..last_month, across the new year), except the first, which the
 * join fee paid. Cancelling needs two months' notice. Months are 'YYYY-MM'.
 */

export type YearMonth = string;

export interface QuotaPeriod {
  /** 1-12, the first month charged in a season (9: September). */
  first_month: number;
  /** 1-12, the last month charged (6: June; 7: July for federated swimming). */
  last_month: number;
}

const YM = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isYearMonth = (v: string): boolean => YM.test(v);

export const yearMonth = (year: number, month: number): YearMonth => `${year}-${String(month).padStart(2, '0')}`;

export function parseYearMonth(ym: YearMonth): { year: number; month: number } {
  const m = YM.exec(ym);
  if (!m) throw new Error(`not a YYYY-MM month: ${ym}`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

/** The month an ISO day falls in. */
export const monthOfDay = (isoDay: string): YearMonth => isoDay.slice(0, 7);

export function addMonths(ym: YearMonth, n: number): YearMonth {
  const { year, month } = parseYearMonth(ym);
  const index = year * 12 + (month - 1) + n;
  return yearMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** The months of a period in the order they are charged: 9..6 is [9, 10, 11, 12, 1, ..., 6]. */
export function periodMonths(p: QuotaPeriod): number[] {
  const out: number[] = [];
  for (let m = p.first_month, i = 0; i < 12; i++, m = (m % 12) + 1) {
    out.push(m);
    if (m === p.last_month) break;
  }
  return out;
}

/** Whether a month (1-12) is one the type charges. */
export const isInPeriod = (month: number, p: QuotaPeriod): boolean => periodMonths(p).includes(month);

/** The year a season starts in: the period of September 2026 to June 2027 is season 2026. */
export function seasonOf(ym: YearMonth, p: QuotaPeriod): number {
  const { year, month } = parseYearMonth(ym);
  return month >= p.first_month ? year : year - 1;
}

/** The last month of the season that `ym` belongs to (or, outside the period, of the season before). */
export function seasonLastMonth(ym: YearMonth, p: QuotaPeriod): YearMonth {
  const start = seasonOf(ym, p);
  return yearMonth(p.last_month >= p.first_month ? start : start + 1, p.last_month);
}

/** The last day of a month, ISO. */
export function lastDayOf(ym: YearMonth): string {
  const { year, month } = parseYearMonth(ym);
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${ym}-${String(day).padStart(2, '0')}`;
}

/**
 * The month the join fee pays (Decision): the month the join is paid in when the period charges
 * it; otherwise (a join paid in July or August) the first month of the next period. So a member
 * never pays a quota for a month they were not a member, nor twice for one.
 */
export function joinCoveredMonth(paidOnIsoDay: string, p: QuotaPeriod): YearMonth {
  let ym = monthOfDay(paidOnIsoDay);
  for (let i = 0; i < 12 && !isInPeriod(parseYearMonth(ym).month, p); i++) ym = addMonths(ym, 1);
  return ym;
}

/**
 * The last month a member who asks to leave on `requestedOnIsoDay` still pays (spec 001 §9: two
 * months' notice). Decision: the notice runs from the day the member asks (not from the office's
 * confirmation, which only records it); a month is charged when it starts before the notice ends.
 * Asked on 15 March, the notice ends on 15 May: March, April and May are charged, June is not.
 * Asked on 1 March, it ends on 1 May: April is the last month.
 */
export function lastQuotaMonth(requestedOnIsoDay: string, noticeMonths = MEMBERSHIP_CANCELLATION_NOTICE_MONTHS): YearMonth {
  const day = Number(requestedOnIsoDay.slice(8, 10));
  const month = monthOfDay(requestedOnIsoDay);
  return day === 1 ? addMonths(month, noticeMonths - 1) : addMonths(month, noticeMonths);
}

/** The day the membership ends for a request of that day: the last day of its last quota month. */
export const membershipEndsOn = (requestedOnIsoDay: string): string => lastDayOf(lastQuotaMonth(requestedOnIsoDay));

/**
 * The quota months a member owes up to `through` (the month of a remittance's collection date):
 * every month of the type's period after `covered` (the month the join fee paid), and not after
 * `last` (the last month of a cancelled membership) when there is one.
 */
export function quotaMonthsDue(o: { covered: YearMonth; period: QuotaPeriod; through: YearMonth; last?: YearMonth | null }): YearMonth[] {
  const end = o.last && o.last < o.through ? o.last : o.through;
  const out: YearMonth[] = [];
  // A member is never owed more than a few seasons at once; the bound keeps a bad date from looping.
  for (let ym = addMonths(o.covered, 1), i = 0; ym <= end && i < 120; ym = addMonths(ym, 1), i++) {
    if (isInPeriod(parseYearMonth(ym).month, o.period)) out.push(ym);
  }
  return out;
}

/** The day a quota is due: the first day of its month. */
export const quotaDueOn = (ym: YearMonth): string => `${ym}-01`;

/** The concept of a quota on the bank statement and in the remittance, in both languages. */
export function quotaConcept(ym: YearMonth, typeName: { es: string; eus: string }): { es: string; eus: string } {
  return {
    es: `Cuota de socio, ${monthInWords(ym, 'es')} (${typeName.es})`,
    eus: `Bazkide kuota, ${monthInWords(ym, 'eus')} (${typeName.eus})`,
  };
}

/**
 * What a membership join fee was, for the receipt, the return page and the paid mail
 * (PayableKind.describeItems): 'Alta de socio' with the type and the person, the month the fee
 * pays when it is known (set when the bank confirms), and one line at the fee.
 */
/** The title of an unpaid join fee in the pending payments: the receipt's title and the type. */
export function joinFeeTitle(typeName: { es: string; eus: string } | null): { es: string; eus: string } {
  const t = { es: 'Alta de socio del club', eus: 'Klubeko bazkide-alta' };
  return typeName ? { es: `${t.es}: ${typeName.es}`, eus: `${t.eus}: ${typeName.eus}` } : t;
}

export function describeMembershipJoin(o: {
  person: string;
  typeName: { es: string; eus: string } | null;
  coveredMonth: YearMonth | null;
  amountCents: number;
}): ItemDescription {
  const details: { es: string; eus: string }[] = [];
  if (o.typeName) details.push({ es: `Tipo de socio: ${o.typeName.es}`, eus: `Bazkide mota: ${o.typeName.eus}` });
  if (o.coveredMonth && isYearMonth(o.coveredMonth)) {
    details.push({
      es: `Paga el primer mes: ${monthInWords(o.coveredMonth, 'es')}`,
      eus: `Lehen hilabetea ordaintzen du: ${monthInWords(o.coveredMonth, 'eus')}`,
    });
  }
  return {
    title: joinFeeTitle(null),
    person: o.person,
    details,
    lines: [{ es: 'Cuota de alta (primer mes)', eus: 'Alta-kuota (lehen hilabetea)', amountCents: o.amountCents }],
    amountCents: o.amountCents,
  };
}

/** A member's request to leave as the quotas read it. */
export interface LeaveRequest {
  requested_on: string;
  last_quota_month: YearMonth;
  status: 'pending' | 'confirmed' | 'rejected';
}

/**
 * The last month a membership that began with a join paid on `paidOnIsoDay` is charged, or null
 * while it runs on: the first request to leave asked on or after that day that the office has
 * not rejected. Decision: a request still waiting for the office already stops the months after
 * its notice (the member asked with two months' notice; the office only records it); if the
 * office rejects it, the next remittance charges the months it held back.
 */
export function quotaLastMonth(paidOnIsoDay: string, requests: readonly LeaveRequest[]): YearMonth | null {
  const open = requests
    .filter((r) => r.status !== 'rejected' && r.requested_on >= paidOnIsoDay)
    .sort((a, b) => a.requested_on.localeCompare(b.requested_on));
  return open[0]?.last_quota_month ?? null;
}
