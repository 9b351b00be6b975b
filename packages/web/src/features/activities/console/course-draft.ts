import type { AdminCourseBodyInput, FormFieldType } from '@club/domain/activities/activities.schemas';
import type { AdminCourse } from '@club/domain/activities/office.schemas';

/**
 * The course editor's working copy (every field of spec 001 §3) and its way back to the body of
 * POST/PUT /api/admin/courses. Inputs hold what the office types (`Num` is a number as loaded or
 * the text being typed); a value nobody touched goes back exactly as it came, so loading a
 * course and saving it unchanged changes nothing (course-draft.test.ts, and the server's
 * courses-office test for every demo course).
 */

export type Num = number | string;
export type Flag = 0 | 1;
export const LANGS = ['es', 'eus', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export interface VariantDraft {
  uuid?: string;
  poolID: 1 | 2;
  selected_days: number[];
  schedule: string;
  max_seating: Num;
  price: Num;
  visibility: Flag;
  priority: Num;
}

export interface OptionDraft {
  item_es: string;
  item_eus: string;
  price_base: Num;
  price_extended: Num;
  exclusive: Flag;
  selected: Flag;
  extended_schedule_selected: Flag;
  has_extended_schedule: Flag;
  max_seating: Num;
  schedule: string;
  extended_schedule: string;
}

export interface DiscountDraft {
  type: 0 | 1;
  date: string;
  discountPercent: Num;
  multiple: Flag;
}

export interface ServiceDraft {
  name: string;
  name_eus: string;
  price: Num;
  multiple: Flag;
}

export interface ChoiceDraft {
  value: string | number;
  label_es: string;
  label_eus: string;
  label_en: string;
}

export interface FieldDraft {
  id: string | number;
  type: FormFieldType;
  required: Flag;
  label_es: string;
  label_eus: string;
  label_en: string;
  placeholder_es: string;
  placeholder_eus: string;
  placeholder_en: string;
  children?: ChoiceDraft[];
}

export interface CourseFileDraft {
  data: { fileType: string; path: string; filename: string };
}

export interface CourseDraft {
  slug_es: string;
  slug_en: string;
  translations: Record<string, string>;
  date: string;
  date_end: string;
  max_signup_date: string;
  allow_override_signupdate: Flag;
  location: string;
  location_eus: string;
  schedule: string;
  selected_days: number[];
  category_id: Num;
  is_external: Flag;
  external_link: string;
  requires_membership: Flag;
  requires_bank_transfer: Flag;
  requires_card_payment: Flag;
  required_level: Num;
  age_min_months: Num;
  age_max_months: Num;
  price_guests: Num;
  price_members: Num;
  has_variants: Flag;
  variants: VariantDraft[];
  has_price_multi: Flag;
  price_multi: OptionDraft[];
  multi_option_reductions: { basic: Num[]; extended: Num[] };
  discounts_meta: DiscountDraft[];
  optional_services_meta: ServiceDraft[];
  signup_form_data: FieldDraft[];
  cover_file_id: number | null;
  /** Where the cover is shown from (not sent). */
  cover_path: string | null;
  files: CourseFileDraft[];
  published: Flag;
}

const TEXT_KEYS = ['title', 'description', 'content'] as const;

export const emptyDraft = (): CourseDraft => ({
  slug_es: '',
  slug_en: '',
  translations: Object.fromEntries(LANGS.flatMap((l) => TEXT_KEYS.map((k) => [`${k}_${l}`, '']))),
  date: '',
  date_end: '',
  max_signup_date: '',
  allow_override_signupdate: 0,
  location: '',
  location_eus: '',
  schedule: '',
  selected_days: [],
  category_id: 0,
  is_external: 0,
  external_link: '',
  requires_membership: 0,
  requires_bank_transfer: 0,
  requires_card_payment: 0,
  required_level: 0,
  age_min_months: 0,
  age_max_months: 0,
  price_guests: 0,
  price_members: 0,
  has_variants: 0,
  variants: [],
  has_price_multi: 0,
  price_multi: [],
  multi_option_reductions: { basic: [], extended: [] },
  discounts_meta: [],
  optional_services_meta: [],
  signup_form_data: [],
  cover_file_id: null,
  cover_path: null,
  files: [],
  // Decision (issue 20, point 9): a new course starts unpublished, so a half-written course never
  // shows on the public site; the office ticks "published" when it is ready.
  published: 0,
});

const NO_DATE = '0000-01-01';
const shownDate = (d: string | null | undefined) => (!d || d === NO_DATE ? '' : d);

/** A loaded course as the editor's working copy. */
export function draftOf(c: AdminCourse): CourseDraft {
  return {
    slug_es: c.slug_es,
    slug_en: c.slug_en,
    translations: { ...(c.translations as unknown as Record<string, string>) },
    date: c.date,
    date_end: shownDate(c.date_end),
    max_signup_date: shownDate(c.max_signup_date),
    allow_override_signupdate: c.allow_override_signupdate,
    location: c.location,
    location_eus: c.location_eus,
    schedule: c.schedule,
    selected_days: [...c.selected_days],
    category_id: c.category_id,
    is_external: c.is_external,
    external_link: c.external_link,
    requires_membership: c.requires_membership,
    requires_bank_transfer: c.requires_bank_transfer,
    requires_card_payment: c.requires_card_payment,
    required_level: c.required_level,
    age_min_months: c.age_min_months,
    age_max_months: c.age_max_months,
    price_guests: c.price_guests,
    price_members: c.price_members,
    has_variants: c.has_variants,
    variants: c.variants.map((v) => ({ ...v })),
    has_price_multi: c.has_price_multi,
    price_multi: c.price_multi.map((o) => ({ ...o })),
    multi_option_reductions: { basic: [...c.multi_option_reductions.basic], extended: [...c.multi_option_reductions.extended] },
    discounts_meta: c.discounts_meta.map((d) => ({ ...d, date: shownDate(d.date) })),
    optional_services_meta: c.optional_services_meta.map((s) => ({ ...s })),
    signup_form_data: c.signup_form_data.map(({ inputdata: _a, validationstate: _v, ...f }) => ({
      ...f,
      ...(f.children ? { children: f.children.map((ch) => ({ ...ch })) } : {}),
    })),
    cover_file_id: c.cover_file_id,
    cover_path: c.cover?.path ?? null,
    files: c.files.map((f) => ({ data: { ...f.data } })),
    published: c.published,
  };
}

/** A whole number typed in an input: a number when it reads as one, else the text (the schema names the field). */
export const int = (v: Num): Num => (typeof v === 'number' ? v : /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
/** A decimal (a percentage): a number when it reads as one, with a comma or a point. */
export const decimal = (v: Num): Num => (typeof v === 'number' ? v : /^\s*\d+([.,]\d+)?\s*$/.test(v) ? Number(v.replace(',', '.')) : v);
/** Euros: a number as loaded, or the typed text ("45,50"), which the schema reads. */
const euros = (v: Num): Num => (typeof v === 'number' ? v : v.trim());

/** The body of POST/PUT /api/admin/courses. */
export function bodyOf(d: CourseDraft): AdminCourseBodyInput {
  const body = {
    ...(d.slug_es.trim() ? { slug_es: d.slug_es.trim() } : {}),
    ...(d.slug_en.trim() ? { slug_en: d.slug_en.trim() } : {}),
    translations: d.translations,
    date: d.date,
    date_end: d.date_end,
    max_signup_date: d.max_signup_date,
    allow_override_signupdate: d.allow_override_signupdate,
    location: d.location,
    location_eus: d.location_eus,
    schedule: d.schedule,
    selected_days: d.selected_days,
    category_id: int(d.category_id),
    is_external: d.is_external,
    external_link: d.external_link,
    requires_membership: d.requires_membership,
    requires_bank_transfer: d.requires_bank_transfer,
    requires_card_payment: d.requires_card_payment,
    required_level: int(d.required_level),
    age_min_months: int(d.age_min_months),
    age_max_months: int(d.age_max_months),
    price_guests: euros(d.price_guests),
    price_members: euros(d.price_members),
    has_variants: d.has_variants,
    variants: d.variants.map((v) => ({ ...v, max_seating: int(v.max_seating), price: euros(v.price), priority: int(v.priority) })),
    has_price_multi: d.has_price_multi,
    price_multi: d.price_multi.map((o) => ({
      ...o,
      price_base: euros(o.price_base),
      price_extended: euros(o.price_extended),
      max_seating: int(o.max_seating),
    })),
    multi_option_reductions: {
      basic: d.multi_option_reductions.basic.map(decimal),
      extended: d.multi_option_reductions.extended.map(decimal),
    },
    discounts_meta: d.discounts_meta.map((x) => ({ ...x, discountPercent: decimal(x.discountPercent) })),
    optional_services_meta: d.optional_services_meta.map((s) => ({ ...s, price: euros(s.price) })),
    signup_form_data: d.signup_form_data,
    cover_file_id: d.cover_file_id,
    files: d.files,
    published: d.published,
  };
  // Numbers still being typed are sent as text: the schema refuses them and names the field.
  return body as unknown as AdminCourseBodyInput;
}

/** Moves item `i` of a list one place up (-1) or down (+1). */
export function move<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

let fieldCounter = 0;
/** A new form field's id: unique within the form, stable once saved. */
export const newFieldId = (): string => `f${Date.now().toString(36)}${(fieldCounter++).toString(36)}`;
