import type {
  AdminCourseBody,
  CatalogueCard,
  CourseDetails,
  DiscountMeta,
  FormField,
  MultiOptionReductions,
  OptionalService,
  PriceMultiOption,
  Variant,
} from '@club/domain/activities/activities.schemas';
import { NO_DATE } from '@club/domain/activities/activities.schemas';
import type { CourseRow, CourseVariantRow, NewCourseRow } from '../../db/schema/activities.js';
import { fileUrl } from '../files/index.js';
import { sanitizeNewsHtml } from '../news/index.js';
import { centsToCommaString, centsToEuros, toCents } from '@club/domain/activities/pricing.rules';

/** Rows of the course tables <-> the API shape (spec 001 §3). Money: cents inside, euros outside. */

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

export function toTranslations(c: CourseRow): CourseDetails['translations'] {
  return {
    title_es: c.titleEs,
    title_eus: c.titleEus,
    title_en: c.titleEn,
    description_es: c.descriptionEs,
    description_eus: c.descriptionEus,
    description_en: c.descriptionEn,
    content_es: c.contentEs,
    content_eus: c.contentEus,
    content_en: c.contentEn,
  };
}

const coverOf = (c: CourseRow, coverFilename: string | null) =>
  c.coverFileId && coverFilename ? { path: fileUrl(c.coverFileId, coverFilename) } : null;

export function toCard(c: CourseRow, coverFilename: string | null): CatalogueCard {
  return {
    id: c.id,
    slug_es: c.slugEs,
    slug_en: c.slugEn,
    translations: toTranslations(c),
    date: c.date,
    date_end: c.dateEnd ?? NO_DATE,
    max_signup_date: c.maxSignupDate ?? NO_DATE,
    allow_override_signupdate: flag(c.allowOverrideSignupdate),
    location: c.location,
    location_eus: c.locationEus,
    schedule: c.schedule,
    selected_days: c.selectedDays,
    coverID: c.coverFileId,
    cover: coverOf(c, coverFilename),
    is_external: flag(c.isExternal),
    external_link: c.externalLink,
    requires_membership: flag(c.requiresMembership),
    category_id: c.categoryId,
  };
}

export function toVariant(v: CourseVariantRow): Variant {
  return {
    uuid: v.id,
    poolID: v.poolId === 2 ? 2 : 1,
    selected_days: v.selectedDays,
    schedule: v.schedule,
    max_seating: v.maxSeating,
    price: v.priceCents === null ? '' : centsToCommaString(v.priceCents),
    visibility: v.visibility === 1 ? 1 : 0,
    priority: v.priority,
  };
}

/** The stored JSON documents, typed as the contracts that validated them on the way in. */
export const priceMultiOf = (c: CourseRow) => c.priceMulti as PriceMultiOption[];
export const discountsOf = (c: CourseRow) => c.discountsMeta as DiscountMeta[];
export const servicesOf = (c: CourseRow) => c.optionalServicesMeta as OptionalService[];
export const formOf = (c: CourseRow) => c.signupFormData as FormField[];
export const reductionsOf = (c: CourseRow): MultiOptionReductions =>
  (c.multiReductions as MultiOptionReductions | null) ?? { basic: [], extended: [] };

export interface CourseFileRef {
  id: number;
  filename: string;
  mimeType: string;
}

export function toDetails(
  c: CourseRow,
  coverFilename: string | null,
  variants: CourseVariantRow[],
  attachments: CourseFileRef[],
  opts: { hiddenVariants?: boolean } = {},
): CourseDetails {
  const byId = new Map(attachments.map((f) => [f.id, f]));
  return {
    ...toCard(c, coverFilename),
    files: c.fileIds.flatMap((id) => {
      const f = byId.get(id);
      return f ? [{ data: { fileType: f.mimeType, path: fileUrl(f.id, f.filename), filename: f.filename } }] : [];
    }),
    has_variants: flag(c.hasVariants),
    // Hidden variants (visibility 0) are the office's; the public detail shows only visible ones.
    variants: variants.filter((v) => opts.hiddenVariants || v.visibility === 1).map(toVariant),
    has_price_multi: flag(c.hasPriceMulti),
    price_multi: priceMultiOf(c),
    price_guests: centsToEuros(c.priceGuestsCents),
    price_members: centsToEuros(c.priceMembersCents),
    discounts_meta: discountsOf(c),
    optional_services_meta: servicesOf(c),
    signup_form_data: formOf(c),
    required_level: c.requiredLevel,
    requires_bank_transfer: flag(c.requiresBankTransfer),
    requires_card_payment: flag(c.requiresCardPayment),
    age_min_months: c.ageMinMonths,
    age_max_months: c.ageMaxMonths,
    multi_option_reductions: reductionsOf(c),
  };
}

const dateOrNull = (d: string): string | null => (d === NO_DATE ? null : d);

/** Money in the stored JSON documents is kept as the office sent it, normalised to euros (numbers). */
const euros = (v: PriceMultiOption['price_base'] | '') => centsToEuros(toCents(v));

/** The course columns of an office body (slugs resolved by the caller). */
export function courseValuesOf(b: AdminCourseBody, slugs: { es: string; en: string }): Omit<NewCourseRow, 'id'> {
  const t = b.translations;
  return {
    slugEs: slugs.es,
    slugEn: slugs.en,
    titleEs: t.title_es,
    titleEus: t.title_eus,
    titleEn: t.title_en,
    descriptionEs: t.description_es,
    descriptionEus: t.description_eus,
    descriptionEn: t.description_en,
    // The office types HTML for the detail page: the news sanitiser keeps structure and links only.
    contentEs: sanitizeNewsHtml(t.content_es),
    contentEus: sanitizeNewsHtml(t.content_eus),
    contentEn: sanitizeNewsHtml(t.content_en),
    date: b.date,
    dateEnd: dateOrNull(b.date_end),
    maxSignupDate: dateOrNull(b.max_signup_date),
    allowOverrideSignupdate: b.allow_override_signupdate === 1,
    location: b.location,
    locationEus: b.location_eus,
    schedule: b.schedule,
    selectedDays: b.selected_days,
    categoryId: b.category_id,
    coverFileId: b.cover_file_id,
    fileIds: b.files.flatMap((f) => {
      const m = /^\/files\/(\d+)\//.exec(f.data.path);
      return m ? [Number(m[1])] : [];
    }),
    isExternal: b.is_external === 1,
    externalLink: b.external_link,
    requiresMembership: b.requires_membership === 1,
    ageMinMonths: b.age_min_months,
    ageMaxMonths: b.age_max_months,
    requiredLevel: b.required_level,
    requiresBankTransfer: b.requires_bank_transfer === 1,
    requiresCardPayment: b.requires_card_payment === 1,
    priceGuestsCents: toCents(b.price_guests),
    priceMembersCents: toCents(b.price_members),
    hasVariants: b.has_variants === 1,
    hasPriceMulti: b.has_price_multi === 1,
    priceMulti: b.price_multi.map((o) => ({ ...o, price_base: euros(o.price_base), price_extended: euros(o.price_extended) })),
    multiReductions: b.multi_option_reductions,
    discountsMeta: b.discounts_meta,
    optionalServicesMeta: b.optional_services_meta.map((s) => ({ ...s, price: euros(s.price) })),
    // The form as the office designed it: answers never belong in the course.
    signupFormData: b.signup_form_data.map(({ inputdata: _answer, validationstate: _state, ...field }) => field),
    published: b.published === 1,
  };
}
