import { z } from 'zod';
import { flag01 } from '../shared/flags.js';
import { isSetDate, NO_DATE } from '../shared/dates.js';
import { FORM_FIELD_TYPES, MAX_SIGNUP_FILE_DATA_URL } from './activities.constants.js';

/**
 * The course (activity) as the API carries it (spec 001 §3 Course/activity, Variant, price_multi
 * option, Form field). Field names are the specification's, snake_case included.
 *
 * Money: euros, never cents, in the API. `price_guests`, `price_members`, option prices, service
 * prices and the reductions are numbers of euros (45.5); a variant's `price` is the comma-decimal
 * string of the spec ("45,50"). Every euro field also accepts the other form ("45,50" / 45.5 /
 * "45.50") so an office form can send what it has; the pricing rules (pricing.rules.ts) turn all
 * of them into integer cents.
 */

/** `date_end` of a course without an end date. */
export { NO_DATE };
export {
  DISABLED_PRICE,
  DISCOUNT_TYPES,
  FORM_FIELD_TYPES,
  MAX_SIGNUP_FILE_DATA_URL,
  POOLS,
  type FormFieldType,
} from './activities.constants.js';

const isRealDate = (v: string) => {
  const d = new Date(`${v}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** ISO `YYYY-MM-DD` of a real calendar day. */
export const isoDateSchema = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(isRealDate, { error: 'validation.date' });
/** An end date or a deadline: a real day, or none ('0000-01-01', '' and null all mean none). */
export const optionalDateSchema = z
  .union([z.literal(NO_DATE), z.literal(''), z.null(), isoDateSchema])
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? NO_DATE : v));

/** Euros as a number or a decimal string with a comma or a point: 45.5, "45,50", "45.50", "45". */
export const euroAmountSchema = z.union(
  [
    z
      .number()
      .min(0, { error: 'validation.price_negative' })
      .max(1_000_000, { error: 'validation.price' })
      .finite({ error: 'validation.price' }),
    z
      .string()
      .trim()
      .regex(/^\d{1,7}([.,]\d{1,2})?$/, {
        // A minus sign is the one mistake worth its own words; anything else is "not an amount".
        error: (issue) => (/^\s*-/.test(String(issue.input)) ? 'validation.price_negative' : 'validation.price'),
      }),
  ],
  { error: 'validation.price' },
);
export type EuroAmount = z.infer<typeof euroAmountSchema>;

const text = (max: number) => z.string().max(max, { error: 'validation.too_long' });
const label = (max = 500) => text(max).default('');
/** Most seats a group may have; the office's message names it ("de 0 a 100.000"). */
export const MAX_SEATS = 100_000;
const count = z
  .number({ error: 'validation.seats' })
  .int({ error: 'validation.seats' })
  .min(0, { error: 'validation.seats' })
  .max(MAX_SEATS, { error: 'validation.seats' });
/** A course's age bound in months, 0 = none. */
const ageMonths = z
  .number({ error: 'validation.age_months' })
  .int({ error: 'validation.age_months' })
  .min(0, { error: 'validation.age_months' })
  .max(2000, { error: 'validation.age_months' })
  .default(0);

export const variantSchema = z.object({
  /** Any 8-4-4-4-12 hex identifier; the server makes new ones with crypto.randomUUID(). */
  uuid: z.guid(),
  /** 1 Fadura, 2 Gobela. */
  poolID: z.union([z.literal(1), z.literal(2)], { error: 'validation.pool' }),
  /** 0 Monday ... 6 Sunday. */
  selected_days: z.array(z.number().int().min(0).max(6)).max(7),
  schedule: text(200),
  /** Seats of the variant (the remaining ones come from courses/availability). */
  max_seating: count,
  /** Comma-decimal euros ("45,50"); '' when the variant has no price of its own. */
  price: z.union([euroAmountSchema, z.literal('')]).default(''),
  /** 1 shown, 0 hidden. */
  visibility: flag01.default(1),
  /** 0-6 (used by season priority ranking). */
  priority: z
    .number({ error: 'validation.priority' })
    .int({ error: 'validation.priority' })
    .min(0, { error: 'validation.priority' })
    .max(6, { error: 'validation.priority' })
    .default(0),
});
export type Variant = z.output<typeof variantSchema>;

export const priceMultiOptionSchema = z.object({
  item_es: text(300),
  item_eus: label(300),
  /** Euros for the basic schedule. */
  price_base: euroAmountSchema,
  /** Euros for the extended schedule; 999 disables the whole option (spec 001 §5). */
  price_extended: euroAmountSchema.default(0),
  /** 1: choosing it deselects every other option. */
  exclusive: flag01.default(0),
  /** The preselection of the form (the person's choice travels in do_enroll's priceMulti). */
  selected: flag01.default(0),
  extended_schedule_selected: flag01.default(0),
  has_extended_schedule: flag01.default(0),
  /** Below 1 disables the option. */
  max_seating: z
    .number({ error: 'validation.option_seats' })
    .int({ error: 'validation.option_seats' })
    .min(-1, { error: 'validation.option_seats' })
    .max(MAX_SEATS, { error: 'validation.option_seats' }),
  schedule: label(200),
  extended_schedule: label(200),
});
export type PriceMultiOption = z.output<typeof priceMultiOptionSchema>;

export const discountMetaSchema = z
  .object({
    /** 0 early enrolment (valid while today <= date), 1 several members of a family. */
    type: z.union([z.literal(0), z.literal(1)], { error: 'validation.discount_type' }),
    /** The last day of an early-enrolment discount; ignored for type 1. */
    date: optionalDateSchema,
    discountPercent: z.number().min(0).max(100),
    /** 1: stacks with other `multiple` discounts. */
    multiple: flag01.default(0),
  })
  .refine((d) => d.type !== 0 || d.date !== NO_DATE, { error: 'validation.discount_date', path: ['date'] });
export type DiscountMeta = z.output<typeof discountMetaSchema>;

export const optionalServiceSchema = z.object({
  name: text(300),
  /** Decision: a Basque name beside the spec's `name` (every visible string in both languages); '' falls back to `name`. */
  name_eus: label(300),
  /** Euros per unit. */
  price: euroAmountSchema,
  /** 1: a quantity can be chosen and the price is shown per unit. */
  multiple: flag01.default(0),
});
export type OptionalService = z.output<typeof optionalServiceSchema>;

export const signupFileSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.file' }).max(255),
  content: z
    .string()
    .max(MAX_SIGNUP_FILE_DATA_URL, { error: 'validation.file_too_big' })
    .regex(/^data:[^,]*;base64,[A-Za-z0-9+/=\s]*$/, { error: 'validation.file' }),
});
export type SignupFile = z.output<typeof signupFileSchema>;

export const formFieldOptionSchema = z.object({
  value: z.union([text(200), z.number()]),
  label_es: text(300),
  label_eus: label(300),
  label_en: label(300),
});

export const formFieldSchema = z.object({
  id: z.union([text(100), z.number()]),
  type: z.enum(FORM_FIELD_TYPES, { error: 'validation.form_field_type' }),
  required: flag01.default(0),
  /** The answer: text, number, checkbox state, radio value or a file; empty in the course details. */
  inputdata: z.union([text(10_000), z.number(), z.boolean(), z.null(), signupFileSchema]).optional(),
  /** Browser-side validation state; the server ignores it. */
  validationstate: z.union([z.boolean(), z.null(), z.string().max(100), z.number()]).optional(),
  label_es: label(),
  label_eus: label(),
  label_en: label(),
  placeholder_es: label(),
  placeholder_eus: label(),
  placeholder_en: label(),
  /** The choices of a radio field. */
  children: z.array(formFieldOptionSchema).max(50).optional(),
});
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

export const activityTranslationsSchema = z.object({
  title_es: z.string().trim().min(1, { error: 'validation.title' }).max(300),
  title_eus: label(300),
  title_en: label(300),
  description_es: label(4000),
  description_eus: label(4000),
  description_en: label(4000),
  /** Sanitised HTML. */
  content_es: label(200_000),
  content_eus: label(200_000),
  content_en: label(200_000),
});
export type ActivityTranslations = z.output<typeof activityTranslationsSchema>;

export const courseFileSchema = z.object({ data: z.object({ fileType: z.string(), path: z.string(), filename: z.string() }) });

/**
 * The activity-106 reductions carried as data: euros taken off the multi-option total for 2, 3,
 * 4, 5, 6 chosen options (index 0 = two options), basic and extended schedules counted apart.
 * Empty when the course has none.
 */
export const multiOptionReductionsSchema = z.object({
  basic: z.array(z.number().min(0).max(100_000)).max(5).default([]),
  extended: z.array(z.number().min(0).max(100_000)).max(5).default([]),
});
export type MultiOptionReductions = z.output<typeof multiOptionReductionsSchema>;

/** The fields a course carries everywhere (details reply and office body). */
export const courseBodyShape = {
  slug_es: z.string(),
  slug_en: z.string(),
  translations: activityTranslationsSchema,
  /** First day. */
  date: isoDateSchema,
  /** Last day, '0000-01-01' when none. */
  date_end: optionalDateSchema,
  /** Last day to sign up, '0000-01-01' when none (then the start date rules). */
  max_signup_date: optionalDateSchema,
  allow_override_signupdate: flag01.default(0),
  location: label(300),
  /** Decision (issue 20): the location in Basque beside the spec's `location`; '' reads as `location`. */
  location_eus: label(300),
  /** `HH:MM - HH:MM` (or the office's free text); a group's own schedule wins. */
  schedule: label(300),
  /**
   * A course without groups carries its own class days like a group (0-6, Monday first), so its
   * days are written out in each language and its sessions are weekly events in the family
   * calendar; [] when it has none (a one-day activity, or days unknown).
   */
  selected_days: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .default([])
    .transform((d) => [...new Set(d)].sort((a, b) => a - b)),
  files: z.array(courseFileSchema).max(50).default([]),
  is_external: flag01.default(0),
  external_link: label(1000),
  has_variants: flag01.default(0),
  variants: z.array(variantSchema).max(60).default([]),
  has_price_multi: flag01.default(0),
  price_multi: z.array(priceMultiOptionSchema).max(30).default([]),
  price_guests: euroAmountSchema.default(0),
  price_members: euroAmountSchema.default(0),
  discounts_meta: z.array(discountMetaSchema).max(10).default([]),
  optional_services_meta: z.array(optionalServiceSchema).max(30).default([]),
  signup_form_data: z.array(formFieldSchema).max(100).default([]),
  /** 0 none; above 3 a season level the person must hold (see eligibility.rules.ts). */
  required_level: z.number().int().min(0).max(1000).default(0),
  /** 1: members only ('exclusive'). */
  requires_membership: flag01.default(0),
  requires_bank_transfer: flag01.default(0),
  requires_card_payment: flag01.default(0),
  /** 0 = no bound. */
  age_min_months: ageMonths,
  age_max_months: ageMonths,
  /** The `cat` of the catalogue calls; 0 = general. */
  category_id: z.number().int().min(0).max(100_000).default(0),
  multi_option_reductions: multiOptionReductionsSchema.default({ basic: [], extended: [] }),
};

/** GET courses/details/?slug= -> data. */
export const courseDetailsSchema = z.object({
  id: z.number().int(),
  ...courseBodyShape,
  coverID: z.number().int().nullable(),
  cover: z.object({ path: z.string() }).nullable(),
});
export type CourseDetails = z.output<typeof courseDetailsSchema>;
export type CourseDetailsInput = z.input<typeof courseDetailsSchema>;

type CourseDatesAndAges = {
  date: string;
  date_end: string;
  max_signup_date: string;
  allow_override_signupdate: 0 | 1;
  age_min_months: number;
  age_max_months: number;
};

/**
 * The rules between a course's fields that no single field can check (the office's form and the
 * server both run them through adminCourseBodySchema), each reported on the field to change:
 * - the last day (when set) is not before the first;
 * - the last signup day (when set) is not after the last day;
 * - the last signup day is not after the first day, unless the course takes late signups
 *   (`allow_override_signupdate`). Decision: without the tick a course is closed from its start
 *   day (spec 001 §4, isCourseExpired), so a deadline after the start would promise days on
 *   which nobody can sign up; with the tick the office lets people join a course under way (a
 *   term's swimming lessons) and a deadline after the start is what it means;
 * - the minimum age is not above the maximum when both are set (0 = no bound).
 * '0000-01-01' means "no date" (isSetDate).
 */
export function checkCourseCrossFields(c: CourseDatesAndAges, ctx: z.RefinementCtx): void {
  const hasEnd = isSetDate(c.date_end);
  if (hasEnd && c.date_end < c.date) ctx.addIssue({ code: 'custom', message: 'validation.end_before_start', path: ['date_end'] });
  if (isSetDate(c.max_signup_date)) {
    if (hasEnd && c.max_signup_date > c.date_end)
      ctx.addIssue({ code: 'custom', message: 'validation.signup_after_end', path: ['max_signup_date'] });
    else if (c.max_signup_date > c.date && c.allow_override_signupdate !== 1)
      ctx.addIssue({ code: 'custom', message: 'validation.signup_after_start', path: ['max_signup_date'] });
  }
  if (c.age_min_months > 0 && c.age_max_months > 0 && c.age_min_months > c.age_max_months)
    ctx.addIssue({ code: 'custom', message: 'validation.age_order', path: ['age_max_months'] });
}
