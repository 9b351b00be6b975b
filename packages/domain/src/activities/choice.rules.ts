import { isOn, type FlagLike } from '../shared/flags.js';
import { DISABLED_PRICE } from './course.schemas.js';
import { ENROL_REFUSALS, type EnrolRefusal } from './enrol.schemas.js';
import { multiOptionCents, toCents, type MultiChoice, type Reductions } from './pricing.rules.js';

/**
 * What a person picks when enrolling (spec 001 §5): a variant (pool and schedule), multi-options
 * with a basic or extended schedule, and optional services. The server checks the choice with
 * `choiceRefusals`; the web uses the same helpers to disable and toggle.
 */

export interface ChoiceVariant {
  uuid?: string;
  poolID: number;
  visibility?: FlagLike;
}
export interface ChoiceOption {
  price_base: number | string;
  price_extended: number | string;
  exclusive?: FlagLike;
  has_extended_schedule?: FlagLike;
  max_seating: number;
}
export interface ChoiceCourse {
  has_variants?: FlagLike;
  variants?: readonly ChoiceVariant[];
  has_price_multi?: FlagLike;
  price_multi?: readonly ChoiceOption[];
  multi_option_reductions?: Reductions;
  optional_services_meta?: readonly { multiple?: FlagLike }[];
}
export interface EnrolChoice {
  /** The variant's uuid or its index (enrol.schemas' variantChoiceSchema); wins over `variantIndex` when both are sent. */
  variant?: string | number | null;
  variantIndex?: number | null;
  priceMulti?: readonly MultiChoice[];
  services?: readonly { index: number; quantity: number }[];
}

/** A variant must be chosen when the course has variants. */
export const needsVariant = (c: ChoiceCourse): boolean => isOn(c.has_variants) && (c.variants?.length ?? 0) > 0;
/** The course is priced by multi-options. */
export const isMultiOption = (c: ChoiceCourse): boolean => isOn(c.has_price_multi) && (c.price_multi?.length ?? 0) > 0;

/** The index of the chosen variant, by uuid or by index; null when none or unknown. */
export function resolveVariantIndex(
  variants: readonly ChoiceVariant[],
  choice: Pick<EnrolChoice, 'variant' | 'variantIndex'>,
): number | null {
  if (typeof choice.variant === 'string' && choice.variant) {
    const i = variants.findIndex((v) => v.uuid === choice.variant);
    return i >= 0 ? i : null;
  }
  const i = typeof choice.variant === 'number' ? choice.variant : choice.variantIndex;
  return i != null && Number.isInteger(i) && i >= 0 && i < variants.length ? i : null;
}

/**
 * A variant the person may pick: shown (visibility 1; a missing flag counts as shown) and in the
 * pool the member is limited to (memberProfile.limit_poolid; 0 or none = any pool).
 */
export const isVariantAllowed = (v: ChoiceVariant, limitPoolId: number | null | undefined): boolean =>
  (v.visibility === undefined || isOn(v.visibility)) && (!limitPoolId || v.poolID === limitPoolId);

/** Indexes of the variants the person may pick, for the web's list. */
export const allowedVariantIndexes = (variants: readonly ChoiceVariant[], limitPoolId: number | null | undefined): number[] =>
  variants.flatMap((v, i) => (isVariantAllowed(v, limitPoolId) ? [i] : []));

/** An option is disabled when it has no seats (max_seating below 1) or its extended price is 999. */
export const isOptionDisabled = (o: ChoiceOption): boolean => o.max_seating < 1 || toCents(o.price_extended) === DISABLED_PRICE * 100;

/** The extended schedule can be chosen: the option is enabled and has one. */
export const canChooseExtended = (o: ChoiceOption): boolean => !isOptionDisabled(o) && isOn(o.has_extended_schedule);

const sortByIndex = (choices: MultiChoice[]): MultiChoice[] => [...choices].sort((a, b) => a.index - b.index);

/**
 * The choice after clicking option `index` (basic or extended schedule): a disabled option does
 * nothing; clicking the same choice again removes it; switching schedule replaces it; an
 * exclusive option deselects every other, and choosing any option drops a chosen exclusive one.
 */
export function toggleOption(
  options: readonly ChoiceOption[],
  choices: readonly MultiChoice[],
  index: number,
  extended = false,
): MultiChoice[] {
  const option = options[index];
  if (!option || isOptionDisabled(option) || (extended && !canChooseExtended(option))) return [...choices];
  const current = choices.find((c) => c.index === index);
  const others = choices.filter((c) => c.index !== index);
  if (current && isOn(current.extended) === extended) return sortByIndex(others);
  const next: MultiChoice = { index, extended: extended ? 1 : 0 };
  if (isOn(option.exclusive)) return [next];
  return sortByIndex([...others.filter((c) => !isOn(options[c.index]?.exclusive)), next]);
}

/** Refusals of a multi-option choice. */
function multiOptionRefusals(c: ChoiceCourse, choices: readonly MultiChoice[]): EnrolRefusal[] {
  const options = c.price_multi ?? [];
  const out = new Set<EnrolRefusal>();
  const seen = new Set<number>();
  for (const ch of choices) {
    const o = options[ch.index];
    if (!o || seen.has(ch.index)) {
      out.add('InvalidChoice');
      continue;
    }
    seen.add(ch.index);
    if (isOptionDisabled(o)) out.add('OptionUnavailable');
    else if (isOn(ch.extended) && !canChooseExtended(o)) out.add('InvalidChoice');
  }
  if (choices.length > 1 && choices.some((ch) => isOn(options[ch.index]?.exclusive))) out.add('InvalidChoice');
  if (choices.length === 0 || multiOptionCents(options, choices, c.multi_option_reductions).totalCents <= 0) out.add('EmptyChoice');
  return [...out];
}

/**
 * Every reason the choice is refused: no or an unknown variant (VariantRequired), a hidden one or
 * one outside the member's pool (VariantNotAllowed); a disabled option (OptionUnavailable), a
 * repeated or unknown option, an extended schedule the option lacks or an exclusive option with
 * others (InvalidChoice), no option or a total that is not positive (EmptyChoice); an unknown or
 * repeated service, or a quantity above 1 for a service that is not `multiple` (InvalidService).
 * A full variant is no refusal: the signup goes to the waiting list.
 */
export function choiceRefusals(c: ChoiceCourse, choice: EnrolChoice, person: { limit_poolid?: number | null }): EnrolRefusal[] {
  const out = new Set<EnrolRefusal>();
  if (needsVariant(c)) {
    const variants = c.variants ?? [];
    const i = resolveVariantIndex(variants, choice);
    if (i === null) out.add('VariantRequired');
    else if (!isVariantAllowed(variants[i]!, person.limit_poolid)) out.add('VariantNotAllowed');
  }
  if (isMultiOption(c)) for (const r of multiOptionRefusals(c, choice.priceMulti ?? [])) out.add(r);
  const services = c.optional_services_meta ?? [];
  const seen = new Set<number>();
  for (const s of choice.services ?? []) {
    const meta = services[s.index];
    if (!meta || seen.has(s.index) || s.quantity < 1 || (s.quantity > 1 && !isOn(meta.multiple))) out.add('InvalidService');
    seen.add(s.index);
  }
  return ENROL_REFUSALS.filter((r) => out.has(r));
}
