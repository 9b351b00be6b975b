import { FORM_FIELD_TYPES } from '@club/domain/activities/activities.schemas';
import { courseTranslationsSchema } from '@club/domain/content/content.schemas';
import { z } from 'zod';

/**
 * The catalogue and detail replies as they leave the server. The domain's contracts
 * (catalogueCardSchema, courseDetailsSchema) describe what the office may send — 0/1 flags given
 * as booleans or strings, '' dates, defaults — through transforms, which the zod serializer's
 * encode step cannot run backwards. These are the same fields in their one output form (flags
 * 0|1, dates 'YYYY-MM-DD' or '0000-01-01', euros as numbers, variant prices as "45,50"), so the
 * replies are checked and documented in the OpenAPI description.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const euros = z.union([z.number(), z.string()]);

export const catalogueCardReplySchema = z.object({
  id: z.number().int(),
  slug_es: z.string(),
  slug_en: z.string(),
  translations: courseTranslationsSchema,
  date: day,
  date_end: day,
  max_signup_date: day,
  allow_override_signupdate: flag,
  location: z.string(),
  location_eus: z.string(),
  schedule: z.string(),
  selected_days: z.array(z.number().int()),
  coverID: z.number().int().nullable(),
  cover: z.object({ path: z.string() }).nullable(),
  is_external: flag,
  external_link: z.string(),
  requires_membership: flag,
  category_id: z.number().int(),
});

const variant = z.object({
  uuid: z.string(),
  poolID: z.union([z.literal(1), z.literal(2)]),
  selected_days: z.array(z.number().int()),
  schedule: z.string(),
  max_seating: z.number().int(),
  /** Comma-decimal euros, '' when the variant has no price of its own. */
  price: z.string(),
  visibility: flag,
  priority: z.number().int(),
});

const option = z.object({
  item_es: z.string(),
  item_eus: z.string(),
  price_base: euros,
  price_extended: euros,
  exclusive: flag,
  selected: flag,
  extended_schedule_selected: flag,
  has_extended_schedule: flag,
  max_seating: z.number().int(),
  schedule: z.string(),
  extended_schedule: z.string(),
});

const discount = z.object({ type: z.union([z.literal(0), z.literal(1)]), date: day, discountPercent: z.number(), multiple: flag });
const service = z.object({ name: z.string(), name_eus: z.string(), price: euros, multiple: flag });

const formField = z.object({
  id: z.union([z.string(), z.number()]),
  type: z.enum(FORM_FIELD_TYPES),
  required: flag,
  label_es: z.string(),
  label_eus: z.string(),
  label_en: z.string(),
  placeholder_es: z.string(),
  placeholder_eus: z.string(),
  placeholder_en: z.string(),
  children: z
    .array(z.object({ value: z.union([z.string(), z.number()]), label_es: z.string(), label_eus: z.string(), label_en: z.string() }))
    .optional(),
});

export const courseDetailsReplySchema = catalogueCardReplySchema.extend({
  files: z.array(z.object({ data: z.object({ fileType: z.string(), path: z.string(), filename: z.string() }) })),
  has_variants: flag,
  variants: z.array(variant),
  has_price_multi: flag,
  price_multi: z.array(option),
  price_guests: z.number(),
  price_members: z.number(),
  discounts_meta: z.array(discount),
  optional_services_meta: z.array(service),
  signup_form_data: z.array(formField),
  required_level: z.number().int(),
  requires_bank_transfer: flag,
  requires_card_payment: flag,
  age_min_months: z.number().int(),
  age_max_months: z.number().int(),
  multi_option_reductions: z.object({ basic: z.array(z.number()), extended: z.array(z.number()) }),
});
