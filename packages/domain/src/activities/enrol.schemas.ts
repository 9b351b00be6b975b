import { z } from 'zod';
import { flag01 } from '../shared/flags.js';
import { ENROL_REFUSALS, REFUND_QUESTION_STATUS } from './activities.constants.js';
import { checkCourseCrossFields, courseBodyShape, courseDetailsSchema, formFieldSchema, variantSchema } from './course.schemas.js';

export {
  ENROL_REFUSALS,
  ENROLL_CODE,
  PAYMENT_STATUS,
  REFUND_QUESTION_STATUS,
  SIGNUP_STATUS,
  type EnrolRefusal,
} from './activities.constants.js';

/**
 * Catalogue, enrolment and office calls of the activities area (spec 001 §7, issue 8). Money in
 * replies is euros (numbers); see course.schemas.ts.
 */

/** A whole number sent as a number or a numeric string (query strings, old forms). */
const intLike = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,9}$/),
    ])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const slugText = z.string().trim().min(1).max(300);

/** What the courses/active|expired|summer lists carry per course: the card and its excerpt sources. */
export const catalogueCardSchema = courseDetailsSchema.pick({
  id: true,
  slug_es: true,
  slug_en: true,
  translations: true,
  date: true,
  date_end: true,
  max_signup_date: true,
  allow_override_signupdate: true,
  location: true,
  location_eus: true,
  schedule: true,
  selected_days: true,
  coverID: true,
  cover: true,
  is_external: true,
  external_link: true,
  requires_membership: true,
  category_id: true,
});
export type CatalogueCard = z.output<typeof catalogueCardSchema>;

/** `?cat=` of courses/active and courses/summer; absent = every category. */
export const catalogueQuerySchema = z.object({ cat: intLike(0, 100_000).optional() });
/** courses/expired/?skip=&cat= (pages of 10, an empty page means the end). */
export const expiredQuerySchema = z.object({ skip: intLike(0, 1_000_000).default(0), cat: intLike(0, 100_000).optional() });
export const courseDetailsQuerySchema = z.object({ slug: slugText });

/** A URL-safe slug: lower-case letters, digits and single hyphens. */
const slugSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.slug' });

/**
 * POST /api/admin/courses and PUT /api/admin/courses/{id}: the details shape without id and cover,
 * plus `published` and `cover_file_id`. A variant without uuid is a new one (the server gives it
 * one); slugs left out are made from the Spanish title.
 */
export const adminCourseBodySchema = z
  .object({
    ...courseBodyShape,
    slug_es: slugSchema.optional(),
    slug_en: slugSchema.optional(),
    variants: variantSchema.extend({ uuid: z.guid().optional() }).array().max(60).default([]),
    published: flag01.default(1),
    cover_file_id: z.number().int().positive().nullable().default(null),
  })
  .superRefine(checkCourseCrossFields);
export type AdminCourseBody = z.output<typeof adminCourseBodySchema>;
export type AdminCourseBodyInput = z.input<typeof adminCourseBodySchema>;
export const adminCourseReplySchema = z.object({ id: z.number().int(), slug_es: z.string() });

export const signupStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type SignupStatus = z.output<typeof signupStatusSchema>;

/** POST /api/admin/signups/{ticketID}/status */
/**
 * POST /api/admin/signups/{ticketID}/status. `refund` (1 yes, 0 no) is the office's answer to "give
 * the money back?", required when a paid signup is abandoned (issue 20, point 9) and recorded
 * with the change; the refund itself is made in the bank's console and marked in the ledger.
 */
export const adminSignupStatusBodySchema = z.object({ status: intLike(0, 5), refund: intLike(0, 1).optional() });

/**
 * Whether moving this signup to `status` must carry the office's refund answer: it is paid
 * (payment status 1) for money (a free signup is "paid" at 0 €: nothing to give back).
 */
export const asksRefund = (s: { status: number; payment_status: number; payment_price: number }, status: number): boolean =>
  status === REFUND_QUESTION_STATUS && s.status !== REFUND_QUESTION_STATUS && s.payment_status === 1 && s.payment_price > 0;

/** A row of GET /api/admin/courses/{id}/signups. */
export const adminSignupRowSchema = z.object({
  ticketID: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  variant: z.string().nullable(),
  status: z.number().int(),
  payment_status: z.number().int(),
  /**
   * The card payment of the ticket in the ledger: 'due' when the club owes it back (a place
   * cancelled with a refund), 'refunded' once the office marked it returned; null otherwise.
   */
  payment_refund: z.enum(['due', 'refunded']).nullable(),
  /** Euros. */
  payment_price: z.number(),
  signup_dt: z.string(),
  /** The person's choice on the use of their images: 1 yes, 0 no (issue 20). */
  image_use: z.number().int(),
});
export type AdminSignupRow = z.output<typeof adminSignupRowSchema>;

/**
 * The chosen variant as the specification's clients send it: its uuid, its index in the course's
 * `variants`, or the Variant object of spec 001 §3 as courses/details returns it. Of an object
 * only the `uuid` is read (kept): its price, seats and schedule are the client's copy, and the
 * server takes them from the course. Out: the uuid (a string) or the index (a number).
 */
export const variantChoiceSchema = z.union([z.guid(), intLike(0, 1000), z.object({ uuid: z.guid() }).transform((v) => v.uuid)]);
export type VariantChoice = z.output<typeof variantChoiceSchema>;

/** POST courses/availability: `variant` as do_enroll takes it (variantChoiceSchema); absent for a course without variants. */
export const availabilityBodySchema = z.object({
  slug: slugText,
  variant: variantChoiceSchema.nullable().optional(),
});
/** -> data: remaining seats (0 or fewer: the next signup goes to the waiting list). */
export const availabilityReplySchema = z.object({ seats: z.number().int() });

/** One chosen multi-option: its index in `price_multi`, with the extended schedule or not. */
export const priceMultiChoiceSchema = z.object({ index: intLike(0, 100), extended: flag01.default(0) });
export type PriceMultiChoice = z.output<typeof priceMultiChoiceSchema>;
/** One chosen optional service: its index in `optional_services_meta`; quantity counts only when `multiple`. */
export const serviceChoiceSchema = z.object({ index: intLike(0, 100), quantity: intLike(1, 99).default(1) });
export type ServiceChoice = z.output<typeof serviceChoiceSchema>;

/** POST enroll/do_enroll/ — a choice, never an amount: the server prices it. */
export const doEnrollBodySchema = z.object({
  slug_en: z.string().max(300).optional(),
  slug_es: slugText,
  type: z.union([z.literal(0), z.literal('0')]).transform(() => 0 as const),
  /** The course's signup form with the answers in `inputdata`. */
  form_data: z.array(formFieldSchema).max(100).default([]),
  /** Wins over `variantIndex` when both are sent. */
  variant: variantChoiceSchema.nullable().optional(),
  variantIndex: intLike(-1, 1000).nullable().optional(),
  priceMulti: z.array(priceMultiChoiceSchema).max(30).default([]),
  optional_services: z.array(serviceChoiceSchema).max(30).default([]),
});
export type DoEnrollBody = z.output<typeof doEnrollBodySchema>;
export type DoEnrollBodyInput = z.input<typeof doEnrollBodySchema>;

export const doEnrollReplySchema = z.object({
  ticketID: z.number().int(),
  status: z.number().int(),
  payment_status: z.number().int(),
  /** Euros. */
  payment_price: z.number(),
});
export type DoEnrollReply = z.output<typeof doEnrollReplySchema>;

export const enrolRefusalDataSchema = z.object({ reasons: z.array(z.enum(ENROL_REFUSALS)) });

/** GET enroll/is_user_signed_up/?type=0&slug_es= */
export const isUserSignedUpQuerySchema = z.object({ type: z.enum(['0']).default('0'), slug_es: slugText });
/**
 * Reply: `code` 1 when the signup's payment is done (spec 001 §7), 0 otherwise (also when there is
 * no signup); `data` says whether there is one and its state.
 */
export const isUserSignedUpReplySchema = z.object({
  signed_up: z.boolean(),
  ticketID: z.number().int().nullable(),
  status: z.number().int().nullable(),
  payment_status: z.number().int().nullable(),
  payment_price: z.number().nullable(),
});
export type IsUserSignedUpReply = z.output<typeof isUserSignedUpReplySchema>;

/** The personal data a signup may need to complete (spec 001 §3 Profile). Shape only; account rules check it. */
export const profileFormSchema = z
  .object({
    first_name: z.string().max(300),
    last_name: z.string().max(300),
    date_of_birth: z.string().max(30),
    person_id: z.string().max(40),
    phone: z.string().max(40),
    address: z.string().max(300),
    city: z.string().max(150),
    zipcode: z.string().max(20),
    country: z.string().max(150),
    genre: z.union([z.number().int().min(0).max(2), z.enum(['0', '1', '2']).transform(Number)]),
  })
  .partial();
export type ProfileForm = z.output<typeof profileFormSchema>;

/** POST myaccount/update_my_profile/ */
export const updateMyProfileBodySchema = z.object({
  slug_en: z.string().max(300).optional(),
  slug_es: slugText,
  form_data: profileFormSchema,
});
export type UpdateMyProfileBody = z.output<typeof updateMyProfileBodySchema>;
