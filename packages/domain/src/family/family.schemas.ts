import { z } from 'zod';
import { doEnrollBodySchema } from '../activities/enrol.schemas.js';
import { profileFormSchema } from '../activities/enrol.schemas.js';
import { requestsProfileSchema } from '../requests/profile.schemas.js';
import { membershipProfileFieldsShape } from '../membership/profile-fields.schemas.js';
import { imageUseBodySchema } from '../shared/image-use.js';
import { seasonProfileSchema } from '../seasons/profile.schemas.js';

/**
 * Contracts of the family calls (spec 001 §3 and §7, spec 000 §7; issue 9). Money in replies is
 * euros. Request shapes here are types and sizes only (400 when wrong); the rules of
 * family.rules.ts give the catalogue's codes.
 */

/** A positive database id sent as a number or a numeric string (query strings, old forms). */
export const idLike = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/),
  ])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

/** POST v3/delegated_acct/add_user/ and extended_enroll/create_impersonated_user/: the New linked user / child form. */
export const addUserBodySchema = z.object({
  identity: z.string().max(254).optional().nullable(),
  firstname: z.string().max(300).optional(),
  lastname: z.string().max(300).optional(),
  person_id: z.string().max(40).optional().nullable(),
  phone: z.string().max(40).optional().nullable(),
  date_of_birth: z.string().max(30).optional(),
  address: z.string().max(300).optional().nullable(),
  city: z.string().max(150).optional().nullable(),
  zipcode: z.string().max(20).optional().nullable(),
  country: z.string().max(150).optional().nullable(),
  gkmemberid: z
    .union([z.number(), z.string().max(10)])
    .optional()
    .nullable(),
  gkfamilyid: z
    .union([z.number(), z.string().max(10)])
    .optional()
    .nullable(),
  slug: z.string().max(300).optional().nullable(),
  acceptTerms: z
    .union([z.boolean(), z.number(), z.string().max(10)])
    .optional()
    .nullable(),
  authPictures: z
    .union([z.boolean(), z.number(), z.string().max(10)])
    .optional()
    .nullable(),
  /** 1 yes, 0 no: the use of the person's images (issue 20; shared/image-use.ts). */
  image_use: imageUseBodySchema,
});
export type AddUserBody = z.output<typeof addUserBodySchema>;

/** Bank details as the profile carries them (spec 001 §3 pm_details / gibke_payment_details). */
const bankDetailsSchema = z.object({ iban: z.string(), swift: z.string(), needs_update: z.union([z.literal(0), z.literal(1)]) });

/** sysProfile of a Linked user: the person's profile fields (spec 001 §3 Profile/person). */
export const personProfileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable(),
  genre: z.number().int(),
  phone: z.string(),
  person_id: z.string(),
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  country: z.string(),
  member_id: z.number().int(),
  family_id: z.number().int(),
  profile_picture: z.string().nullable(),
  /** The person's own address, or '' when they have a placeholder one (they read no mail). */
  user_mail: z.string(),
  auto_generated: z.union([z.literal(0), z.literal(1)]),
  accepted_terms_conditions: z.string().nullable(),
  accepted_terms_pictures_treatment: z.string().nullable(),
  /** The use of the person's images: 1 yes, 0 no (also when never asked: image_use_date null). */
  image_use: z.union([z.literal(0), z.literal(1)]),
  image_use_date: z.string().nullable(),
  memberProfile: z.object({ discounts: z.number(), current_level: z.number().int(), limit_poolid: z.number().int() }),
  pm_details: bankDetailsSchema,
  gibke_payment_details: bankDetailsSchema,
  ...membershipProfileFieldsShape,
  /** 'self' for the holder, else the link's relation. */
  relation: z.enum(['self', 'child', 'delegated']),
  /** The person can log in with a password of their own. */
  has_login: z.union([z.literal(0), z.literal(1)]),
  /** The person's requests (issue 17): licences, last exam booking, unpaid bookings, sports card. */
  ...requestsProfileSchema.shape,
  /** The person's season signup (spec 001 §3): season_active, season_signup_completed, season_signup_status. */
  ...seasonProfileSchema.shape,
});
export type PersonProfile = z.output<typeof personProfileSchema>;

/** A Linked user (spec 001 §3), a row of v3/delegated_acct/users and extended_enroll/get_impersonated_users. */
export const linkedUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /**
   * With `?slug=` (a course's slug_es): the is_user_signed_up code of the person for that course
   * (0 none, 1 paid, 2 card due, 3 card refused, 4 waiting list, 5 office, 6 paid another way);
   * without it 0.
   */
  isSignedUp: z.number().int(),
  /** 0 none, 1 active, 2 requested with payment pending, 3 awaiting validation (the person's users.gibke_membership_state). */
  gibke_membership_state: z.number().int(),
  /** With `?slug=`: the course's signup form (fields, no answers) the person's assistant fills; else []. */
  form: z.array(z.unknown()),
  sysProfile: personProfileSchema,
});
export type LinkedUser = z.output<typeof linkedUserSchema>;

/** ?slug= of the linked-users lists. */
export const linkedUsersQuerySchema = z.object({ slug: z.string().trim().max(300).optional() });

/** POST extended_enroll/update_impersonated_profile/ */
export const updateImpersonatedProfileBodySchema = z.object({
  userID: idLike,
  slug_en: z.string().max(300).optional(),
  slug_es: z.string().trim().min(1).max(300),
  form_data: profileFormSchema,
});

/** GET extended_enroll/is_impersonated_user_signed_up/?type=0&userID=&slug= */
export const isImpersonatedSignedUpQuerySchema = z.object({
  type: z.enum(['0']).default('0'),
  userID: idLike,
  slug: z.string().trim().min(1).max(300),
});

/** One queued person of a family enrolment: do_enroll's choice plus whom it is for. */
export const familyQueueEntrySchema = doEnrollBodySchema
  .pick({ variant: true, variantIndex: true, priceMulti: true, optional_services: true, form_data: true })
  .extend({ userID: idLike });
export type FamilyQueueEntry = z.output<typeof familyQueueEntrySchema>;

/** The most persons one family order may hold. */
export const MAX_FAMILY_QUEUE = 10;

/**
 * POST extended_enroll/do_impersonated_enroll/: `form_data` is the queue, each entry with its
 * userID (a person of the caller's family, or the caller), variant/variantIndex, priceMulti,
 * optional_services and the course form answers (`form_data`). No person twice.
 */
export const doImpersonatedEnrollBodySchema = z.object({
  type: z.union([z.literal(0), z.literal('0')]).transform(() => 0 as const),
  slug_en: z.string().max(300).optional(),
  slug_es: z.string().trim().min(1).max(300),
  form_data: z
    .array(familyQueueEntrySchema)
    .min(1)
    .max(MAX_FAMILY_QUEUE)
    .refine((q) => new Set(q.map((e) => e.userID)).size === q.length, { error: 'validation.duplicate_user' }),
});
export type DoImpersonatedEnrollBody = z.output<typeof doImpersonatedEnrollBodySchema>;
export type DoImpersonatedEnrollBodyInput = z.input<typeof doImpersonatedEnrollBodySchema>;

export const familyTicketSchema = z.object({
  userID: z.number().int(),
  ticketID: z.number().int(),
  status: z.number().int(),
  payment_status: z.number().int(),
  /** Euros. */
  payment_price: z.number(),
});

/**
 * Reply data of do_impersonated_enroll: every ticket, the first one's id (what the spec's client
 * reads, and what get_pm_impersonated_detail takes to pay the whole order), and `payment_price`,
 * the total to pay by card now: the persons with a seat (waiting-list places are paid when a
 * seat is offered).
 */
export const doImpersonatedEnrollReplySchema = z.object({
  ticketID: z.number().int(),
  orderID: z.number().int(),
  tickets: z.array(familyTicketSchema),
  payment_price: z.number(),
});
export type DoImpersonatedEnrollReply = z.output<typeof doImpersonatedEnrollReplySchema>;

/** A refused family enrolment (code 4): the reasons of every refused person. */
export const familyRefusalDataSchema = z.object({
  reasons: z.array(z.string()),
  users: z.array(z.object({ userID: z.number().int(), reasons: z.array(z.string()) })),
});

/** GET v3/delegated_acct/signups/?user_id= */
export const familySignupsQuerySchema = z.object({ user_id: idLike });

/** A course signup in the family view (spec 001 §3 "Signups in family view", course form). */
export const familyCourseSignupSchema = z.object({
  ticketID: z.number().int(),
  status: z.number().int(),
  /** pending, in_place, contact_us, waiting_list, abandoned, end_of_cycle */
  status_label: z.string(),
  payment_status: z.number().int(),
  /** Euros. */
  payment_price: z.number(),
  requires_card_payment: z.union([z.literal(0), z.literal(1)]),
  schedule: z.string(),
  selectedVariant: z.object({ poolID: z.number().int(), selected_days: z.array(z.number().int()), schedule: z.string() }).nullable(),
  slug_es: z.string(),
  date: z.string(),
  date_end: z.string(),
  signup_dt: z.string(),
  translations: z.object({ title_es: z.string(), title_eus: z.string(), title_en: z.string() }),
  user: z.object({ user_id: z.number().int(), first_name: z.string(), last_name: z.string() }),
});
export type FamilyCourseSignup = z.output<typeof familyCourseSignupSchema>;

/**
 * A season signup in the family view (spec 001 §3 "Signups in family view"): an entry of
 * v3/delegated_acct/signups `continuous`. Its contract lives here, with the family view that
 * shows it, so the family needs nothing of the seasons area; the seasons area fills it (its
 * source registered with the family) and re-exports it as `continuousSignupSchema`.
 */
export const familySeasonSignupSchema = z.object({
  ticketID: z.number().int(),
  level: z.object({ id: z.number().int(), name_es: z.string(), name_eus: z.string() }),
  current_season: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The name in Basque ('' = as in Spanish). */
    name_eus: z.string(),
    begin: z.string(),
    end: z.string(),
  }),
  /** 0 seat held until the initial payment, 1 in place, 2 problem, 3 waiting (list, ranking, level 39), 5 finished. */
  status: z.number().int(),
  payment_status: z.number().int(),
  /** Euros: the monthly fee. */
  payment_price: z.number(),
  /** The group held: pool and days and hours; '' while none. */
  schedule: z.string(),
  selectedVariant: z
    .object({ uuid: z.string(), poolID: z.number().int(), selected_days: z.array(z.number().int()), schedule: z.string() })
    .nullable(),
  /** The ranked groups of a priority level, first choice first (empty otherwise). */
  alternative_variants: z.array(
    z.object({
      uuid: z.string(),
      priority: z.number().int(),
      poolID: z.number().int(),
      selected_days: z.array(z.number().int()),
      schedule: z.string(),
    }),
  ),
  is_price_multi: z.literal(0),
  price_multi: z.array(z.never()),
  user: z.object({ user_id: z.number().int(), first_name: z.string(), last_name: z.string() }),
});
export type FamilySeasonSignup = z.output<typeof familySeasonSignupSchema>;

export const familySignupsReplySchema = z.object({
  /** Season-level signups, filled by the seasons area (empty without it). */
  continuous: z.array(familySeasonSignupSchema),
  independent: z.array(familyCourseSignupSchema),
});
export type FamilySignupsReply = z.output<typeof familySignupsReplySchema>;
