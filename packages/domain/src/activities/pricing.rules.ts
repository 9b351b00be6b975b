import { formatEuros } from '../content/content.rules.js';
import { isOn, type FlagLike } from '../shared/flags.js';
import type { EuroAmount } from './course.schemas.js';

/**
 * The price of an activity signup (spec 001 §5, §9; issue 8), in integer cents. The server
 * prices every signup with `priceSignup` and stores `totalCents`; the web calls the same function
 * for the summary. The API speaks euros (see course.schemas.ts); cents exist only in here and in
 * the database.
 *
 * Decision (rounding): every percentage step is rounded to whole cents, half up (12,345 -> 12,35),
 * on its own: member discount, then the catalogue discount on what is left. Reductions and
 * service prices are whole cents already.
 *
 * Decision (VAT): prices are VAT-inclusive (they are what the member pays). The web shows under
 * the total "IVA incluido (21 %): x €" / "BEZa barne (% 21): x €" with x = vatIncludedCents(total).
 */

export const VAT_PERCENT = 21;

/** Cents of euros written as 45.5, "45,50", "45.50" or "45"; null when empty or not an amount. */
export function parseEuroCents(v: EuroAmount | '' | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? Math.round(v * 100) : null;
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(v.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Cents of an amount, 0 when it is empty or not an amount. */
export const toCents = (v: EuroAmount | '' | null | undefined): number => parseEuroCents(v) ?? 0;
/** Euros of cents, the form the API answers in (4550 -> 45.5). */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
/** '45,50 €'. */
export const formatCents = (cents: number): string => formatEuros(centsToEuros(cents));
/** The comma-decimal string of a variant price (4550 -> '45,50'). */
export const centsToCommaString = (cents: number): string => (Math.round(cents) / 100).toFixed(2).replace('.', ',');

/** `percent` % of `cents`, rounded half up to a whole cent; the percent is clamped to 0-100. */
export function percentOfCents(cents: number, percent: number): number {
  const p = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.round((cents * Math.round(p * 100)) / 10_000);
}

/** The VAT inside a VAT-inclusive total: total - round(total / 1.21). */
export const vatIncludedCents = (totalCents: number): number => totalCents - Math.round((totalCents * 100) / (100 + VAT_PERCENT));

interface MultiOption {
  price_base: EuroAmount;
  price_extended: EuroAmount;
}
export interface MultiChoice {
  index: number;
  extended: FlagLike;
}
export interface Reductions {
  basic: readonly number[];
  extended: readonly number[];
}

/** The reduction (cents) for `count` options from a list of euros for 2, 3, ... options; beyond the list, its last figure. */
export function reductionCents(euros: readonly number[], count: number): number {
  if (count < 2 || euros.length === 0) return 0;
  return toCents(euros[Math.min(count - 2, euros.length - 1)]);
}

/** Each chosen option once (the first choice of an index), in range. */
export const distinctChoices = <T extends { index: number }>(choices: readonly T[], length: number): T[] =>
  choices.filter(
    (c, i) => Number.isInteger(c.index) && c.index >= 0 && c.index < length && choices.findIndex((o) => o.index === c.index) === i,
  );

/**
 * A multi-option total: the basic prices of the options chosen with the basic schedule, less the
 * reduction for their count, plus the extended ones likewise (activity 106: 10, 30, 60, 100, 150
 * euros off for 2-6 options, the two schedules counted apart). Neither part goes below 0.
 */
export function multiOptionCents(
  options: readonly MultiOption[],
  choices: readonly MultiChoice[],
  reductions: Reductions = { basic: [], extended: [] },
): { basicCents: number; extendedCents: number; totalCents: number } {
  const chosen = distinctChoices(choices, options.length);
  const part = (extended: boolean, euros: readonly number[]) => {
    const picked = chosen.filter((c) => isOn(c.extended) === extended);
    const sum = picked.reduce((s, c) => s + toCents(extended ? options[c.index]!.price_extended : options[c.index]!.price_base), 0);
    return Math.max(0, sum - reductionCents(euros, picked.length));
  };
  const basicCents = part(false, reductions.basic);
  const extendedCents = part(true, reductions.extended);
  return { basicCents, extendedCents, totalCents: basicCents + extendedCents };
}

interface Discount {
  type: number;
  date?: string | null;
  discountPercent: number;
  multiple: FlagLike;
}

/**
 * The catalogue discounts that apply, at most two (spec 001 §9): type 0 (early enrolment) while
 * today <= its date; type 1 when the family enrols more than one person in the same order.
 */
export function applicableDiscounts<D extends Discount>(discounts: readonly D[], today: string, familySignups: number): D[] {
  return discounts
    .filter((d) => (d.type === 0 ? !!d.date && d.date !== '0000-01-01' && today <= d.date : d.type === 1 && familySignups > 1))
    .slice(0, 2);
}

/** The percent of the considered discounts: their sum (at most 100) when all are `multiple`, else the largest. */
export function combinedDiscountPercent(considered: readonly Discount[]): number {
  if (considered.length === 0) return 0;
  const percents = considered.map((d) => Math.min(100, Math.max(0, d.discountPercent)));
  return considered.every((d) => isOn(d.multiple))
    ? Math.min(
        100,
        percents.reduce((a, b) => a + b, 0),
      )
    : Math.max(...percents);
}

export interface PricingCourse {
  price_guests: EuroAmount;
  price_members: EuroAmount;
  has_variants?: FlagLike;
  variants?: readonly { price: EuroAmount | '' }[];
  has_price_multi?: FlagLike;
  price_multi?: readonly MultiOption[];
  multi_option_reductions?: Reductions;
  optional_services_meta?: readonly { price: EuroAmount; multiple: FlagLike }[];
  discounts_meta?: readonly Discount[];
}
export interface PricingPerson {
  /** Non-zero for club members. */
  member_id: number | null | undefined;
  /** memberProfile.discounts: the member's own discount percent. */
  discountPercent?: number | null;
}
export interface PricingChoice {
  /** Index of the chosen variant in `variants` (null/absent: none). */
  variantIndex?: number | null;
  priceMulti?: readonly MultiChoice[];
  services?: readonly { index: number; quantity: number }[];
}
export interface PricingContext {
  /** Europe/Madrid day, ISO. */
  today: string;
  /** Persons of the family in the same order (1 for a self signup). */
  familySignups?: number;
}

export interface PriceBreakdown {
  /** Course or variant price; 0 for a multi-option course (its options are the price). */
  baseCents: number;
  optionsCents: number;
  servicesCents: number;
  memberDiscountCents: number;
  /** The catalogue discount percent applied (0 when none). */
  discountPercent: number;
  discountCents: number;
  totalCents: number;
  /** VAT included in the total. */
  vatCents: number;
}

export const isMember = (p: { member_id: number | null | undefined }): boolean => (p.member_id ?? 0) > 0;

/** Optional services: price x quantity when `multiple`, the price once otherwise. */
export function servicesCents(services: PricingCourse['optional_services_meta'], choices: PricingChoice['services']): number {
  const list = services ?? [];
  return distinctChoices(choices ?? [], list.length).reduce((sum, c) => {
    const s = list[c.index]!;
    return sum + toCents(s.price) * (isOn(s.multiple) ? Math.max(1, Math.trunc(c.quantity)) : 1);
  }, 0);
}

/**
 * The price of one person's signup. Order: base (members' or guests' price, replaced by the
 * variant's own price when it has one) or the multi-option total; minus the member's discount
 * percent; minus the catalogue discount on what is left; plus optional services.
 * Decisions: for a multi-option course `price_guests`/`price_members` are ignored (the options
 * are the price); optional services are extras and take no discount; the member discount applies
 * only to members (member_id non-zero).
 */
export function priceSignup(course: PricingCourse, choice: PricingChoice, person: PricingPerson, ctx: PricingContext): PriceBreakdown {
  const multi = isOn(course.has_price_multi) && (course.price_multi?.length ?? 0) > 0;
  let baseCents = 0;
  let optionsCents = 0;
  if (multi) {
    optionsCents = multiOptionCents(course.price_multi!, choice.priceMulti ?? [], course.multi_option_reductions).totalCents;
  } else {
    baseCents = toCents(isMember(person) ? course.price_members : course.price_guests);
    const variant = isOn(course.has_variants) && choice.variantIndex != null ? course.variants?.[choice.variantIndex] : undefined;
    const variantCents = variant ? parseEuroCents(variant.price) : null;
    if (variantCents !== null) baseCents = variantCents;
  }
  const coursePrice = baseCents + optionsCents;
  const memberDiscountCents = isMember(person) ? percentOfCents(coursePrice, person.discountPercent ?? 0) : 0;
  const considered = applicableDiscounts(course.discounts_meta ?? [], ctx.today, ctx.familySignups ?? 1);
  const discountPercent = combinedDiscountPercent(considered);
  const discountCents = percentOfCents(coursePrice - memberDiscountCents, discountPercent);
  const extrasCents = servicesCents(course.optional_services_meta, choice.services);
  const totalCents = coursePrice - memberDiscountCents - discountCents + extrasCents;
  return {
    baseCents,
    optionsCents,
    servicesCents: extrasCents,
    memberDiscountCents,
    discountPercent,
    discountCents,
    totalCents,
    vatCents: vatIncludedCents(totalCents),
  };
}
