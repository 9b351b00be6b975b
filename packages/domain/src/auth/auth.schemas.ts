import { z } from 'zod';
import { flagSchema } from '../shared/flags.js';
import { DEFAULT_COUNTRY, LANGUAGES, MIN } from '../shared/constants.js';
import { isAdult, isPlausibleBirthDate } from './auth.rules.js';
import { requestsProfileSchema } from '../requests/profile.schemas.js';
import { membershipProfileFieldsShape } from '../membership/profile-fields.schemas.js';
import { personIdLetterProblem } from '../shared/spanish-id.rules.js';
import { seasonProfileSchema } from '../seasons/profile.schemas.js';

/**
 * Messages are i18n keys of the `validation` namespace; the web turns them into words.
 * Strings are trimmed before their length is checked.
 */
export const emailSchema = z
  .string({ error: 'validation.email' })
  .trim()
  .max(254, { error: 'validation.email' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: 'validation.password_min' })
  .min(MIN.password, { error: 'validation.password_min' })
  .max(200, { error: 'validation.password_max' });

const text = (min: number, key: string, max = 200) =>
  z.string({ error: key }).trim().min(min, { error: key }).max(max, { error: 'validation.too_long' });

export const loginSchema = z.object({
  identity: emailSchema,
  password: passwordSchema,
  /** Keep the session for 30 idle days (the default) or only 12 idle hours when false. */
  remember: flagSchema.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

/** Login reply codes: a rejection is HTTP 200 with success 0 and this code. */
export const LOGIN_CODE = { badCredentials: 1 } as const;

/** Signup (spec 000 §3 and §5). The clock is a parameter: the adult check needs today's date. */
export function signupSchema(today: Date) {
  return z.object({
    identity: emailSchema,
    password: passwordSchema,
    firstName: text(MIN.name, 'validation.first_name'),
    surname: text(MIN.name, 'validation.surname'),
    date_of_birth: z
      .string({ error: 'validation.date_of_birth' })
      .refine((v) => isPlausibleBirthDate(v, today), { error: 'validation.date_of_birth' })
      .refine((v) => isAdult(v, today), { error: 'validation.adult' }),
    person_id: text(MIN.personId, 'validation.person_id', 20).refine((v) => personIdLetterProblem(v) === null, {
      error: 'validation.person_id_letter',
    }),
    phone: text(MIN.phone, 'validation.phone', 20),
    address: text(MIN.address, 'validation.address'),
    city: text(MIN.citySignup, 'validation.city', 100),
    zipcode: text(MIN.zipcodeDigits, 'validation.zipcode', 10),
    country: text(2, 'validation.country', 100).default(DEFAULT_COUNTRY),
    remember: flagSchema.default(true),
    terms: flagSchema.pipe(z.literal(true, { error: 'validation.terms' })),
    newsletter: flagSchema.default(false),
    /** The interface language at signup; the welcome mail and the profile use it. */
    lang: z.enum(LANGUAGES).optional(),
  });
}
export type SignupInput = z.input<ReturnType<typeof signupSchema>>;
export type Signup = z.output<ReturnType<typeof signupSchema>>;

/** Register reply codes (spec 000 §8). */
export const REGISTER_CODE = { accountExists: 1, formError: 2 } as const;

export const languageSchema = z.enum(LANGUAGES);
export const updateLanguageSchema = z.object({ lang: languageSchema });
export type UpdateLanguageInput = z.input<typeof updateLanguageSchema>;

/** Recovery (spec 000 §3, §8). */
export const recoverySchema = z.object({
  identity: emailSchema,
  step: z.number().int().min(0).max(4),
  recoveryCode: z.string().max(20).optional().default(''),
  password: z.string().max(200).optional().default(''),
  retryCode: flagSchema.optional().default(false),
});
export type RecoveryInput = z.input<typeof recoverySchema>;

export const RECOVERY_CODE = {
  unknownError: 0,
  alreadyLoggedIn: 1,
  noAccount: 2,
  codeSent: 3,
  codeExpired: 4,
  codeValid: 5,
  codeMismatch: 6,
  passwordUpdated: 7,
  updateFailed: 8,
  invalidCode: 9,
} as const;

const bankDetails = z.object({ iban: z.string(), swift: z.string(), needs_update: z.union([z.literal(0), z.literal(1)]) });
const flag01 = z.union([z.literal(0), z.literal(1)]);

/** The logged-in user as returned by auth/ping (spec 000 §3). */
export const profileSchema = z.object({
  admin_notify_careers: flag01,
  admin_notify_courses: flag01,
  admin_notify_members: flag01,
  admin_notify_other: flag01,
  receive_newsletter: flag01,
  allow_impersonate: flag01,
  isAreaAdmin: flag01,
  isGod: flag01,
  isPublic: flag01,
  loggedIn: z.literal(1),
  user_id: z.number(),
  user_mail: z.string(),
  user_name: z.string(),
  member_id: z.number(),
  family_id: z.number(),
  date_of_birth: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  profile_picture: z.string().nullable(),
  person_id: z.string(),
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  country: z.string(),
  genre: z.number(),
  preferred_language: languageSchema,
  auto_generated: flag01,
  accepted_terms_conditions: z.string().nullable(),
  accepted_terms_pictures_treatment: z.string().nullable(),
  /** The use of the person's images: 1 yes, 0 no (also when never asked: image_use_date null). */
  image_use: flag01,
  image_use_date: z.string().nullable(),
  pm_details: bankDetails,
  gibke_payment_details: bankDetails,
  /**
   * The member data the signup rules read (spec 001 §3 memberProfile): the member discount, the
   * swimmer's season level (current_level, 0 none) and the pool limit. The same as each family
   * person's sysProfile carries, so the pages judge the holder's own signups as the family's.
   */
  memberProfile: z.object({ discounts: z.number(), current_level: z.number().int(), limit_poolid: z.number().int() }),
  ...membershipProfileFieldsShape,
  /** The external management site; sent to administrators (isGod) only. */
  management_url: z.string().optional(),
  /** How many payments wait for this user (the same count as myaccount/payment_process_count). */
  pending_payments: z.number().int().min(0).optional(),
  /** The caller's requests (issue 17): licences, last exam booking, unpaid bookings, sports card. */
  ...requestsProfileSchema.shape,
  /** The caller's season signup (spec 001 §3): season_active, season_signup_completed, season_signup_status. */
  ...seasonProfileSchema.shape,
});
export type Profile = z.infer<typeof profileSchema>;

export const loginReplySchema = z.object({ token: z.string() });
/** A successful register logs the new user in (spec 000 §4: "the user is logged in automatically"). */
export const registerReplySchema = loginReplySchema;

/** A row of the sessions list (spec 000 §3). */
export const sessionInfoSchema = z.object({
  id: z.string(),
  browser: z.string(),
  version: z.string(),
  platform: z.string(),
  isPhone: z.boolean(),
  isCurrent: z.boolean(),
  last_access: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
