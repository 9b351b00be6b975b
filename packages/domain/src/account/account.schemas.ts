import { z } from 'zod';
import { flagSchema } from '../shared/flags.js';
import { isPlausibleBirthDate } from '../auth/auth.rules.js';
import { emailSchema } from '../auth/auth.schemas.js';
import { MIN } from '../shared/constants.js';
import { digitsOnly } from './account.rules.js';
import { personIdLetterProblem } from '../shared/spanish-id.rules.js';
import { imageUseBodySchema, imageUseInputSchema } from '../shared/image-use.js';

/**
 * Contracts of the account area (spec 000 §3, §5, §7, §8). Messages are i18n keys; the web's
 * `account` namespace carries a `validation` block with every key used here.
 */

/** update_user reply codes (spec 000 §8). */
export const UPDATE_USER_CODE = { userExists: 1, processingError: 2, familyCodeInvalid: 3 } as const;
/** update_payment_method / update_bank_payment_data reply codes (spec 000 §8). */
export const UPDATE_PAYMENT_CODE = { permissionDenied: 1, ibanInvalid: 2, swiftInvalid: 3 } as const;
/** update_profile_picture reply codes (the spec gives only the browser's toast for these). */
export const AVATAR_CODE = { unsupportedType: 1, unreadable: 2 } as const;
/** set_my_account reply codes: the e-mail belongs to another account; the membership pair is taken. */
export const SET_ACCOUNT_CODE = { emailTaken: 1, memberTaken: 3 } as const;

const trimmed = (min: number, key: string, max = 200) =>
  z.string({ error: key }).trim().min(min, { error: key }).max(max, { error: 'validation.too_long' });

/** Optional on the form, but when filled it must reach the minimum. */
const optionalMin = (min: number, key: string, max: number) =>
  z
    .string({ error: key })
    .trim()
    .max(max, { error: 'validation.too_long' })
    .refine((v) => v === '' || v.length >= min, { error: key });

const birthDate = (today: Date) =>
  z.string({ error: 'validation.date_of_birth' }).refine((v) => isPlausibleBirthDate(v, today), { error: 'validation.date_of_birth' });

/** Exactly 5 digits once everything that is not a digit is stripped ('48 990' is fine). */
export const zipcodeSchema = z
  .string({ error: 'validation.zipcode' })
  .transform(digitsOnly)
  .refine((v) => v.length === MIN.zipcodeDigits, { error: 'validation.zipcode' });

/** A membership number written on the card: exactly n digits (leading zeros allowed). */
const exactDigits = (n: number, key: string) =>
  z.union([z.string(), z.number()], { error: key }).transform((v, ctx) => {
    const s = typeof v === 'number' ? (Number.isInteger(v) && v >= 0 ? String(v).padStart(n, '0') : '') : v.trim();
    if (!new RegExp(`^\\d{${n}}$`).test(s)) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    return Number(s);
  });
export const memberIdSchema = exactDigits(MIN.memberIdDigits, 'validation.member_id');
export const familyIdSchema = exactDigits(MIN.familyIdDigits, 'validation.family_id');

/** 0 (not a member yet) or a 5-digit member number; the profile carries numbers. */
const optionalMembership = (n: number, key: string) =>
  z.union([z.string(), z.number()], { error: key }).transform((v, ctx) => {
    const s = String(v).trim();
    if (s === '' || s === '0') return 0;
    const parsed = exactDigits(n, key).safeParse(typeof v === 'number' ? v : s);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    return parsed.data;
  });

/** POST myaccount/set_my_account/ — the base data and address sections of /myaccount. */
export function setMyAccountSchema(today: Date) {
  return z.object({
    email: emailSchema,
    person_id: trimmed(MIN.personId, 'validation.person_id', 20).refine((v) => personIdLetterProblem(v) === null, {
      error: 'validation.person_id_letter',
    }),
    date_of_birth: birthDate(today),
    address: trimmed(MIN.address, 'validation.address'),
    city: trimmed(MIN.cityEdit, 'validation.city', 100),
    zipcode: zipcodeSchema,
    country: trimmed(MIN.country, 'validation.country', 100),
    member_id: optionalMembership(MIN.memberIdDigits, 'validation.member_id').default(0),
    family_id: optionalMembership(MIN.familyIdDigits, 'validation.family_id').default(0),
    phone: trimmed(MIN.phone, 'validation.phone', 20),
  });
}
export type SetMyAccountInput = z.input<ReturnType<typeof setMyAccountSchema>>;
export type SetMyAccount = z.output<ReturnType<typeof setMyAccountSchema>>;

/** The base shape of set_my_account for the route (types and sizes); the rules are applied after. */
export const setMyAccountBodySchema = z.object({
  email: z.string().max(254),
  person_id: z.string().max(40),
  date_of_birth: z.string().max(10),
  address: z.string().max(300),
  city: z.string().max(150),
  zipcode: z.string().max(20),
  country: z.string().max(150),
  member_id: z.union([z.string().max(10), z.number()]).optional(),
  family_id: z.union([z.string().max(10), z.number()]).optional(),
  phone: z.string().max(40),
});

/** A picture as a data URL: at most ~6 MB of image (8 MB of base64). */
export const MAX_PICTURE_DATA_URL = 8 * 1024 * 1024;

/** POST myaccount/update_profile_picture/ */
export const updateProfilePictureSchema = z.object({
  user: z.coerce.number().int().positive(),
  profile: z.string().min(1).max(MAX_PICTURE_DATA_URL),
});

/** POST myaccount/request_access_public_offers/ */
export const requestAccessSchema = z.object({ user: z.coerce.number().int().positive() });

/** POST myaccount/update_bank_payment_data/ (the account holder's own activity payments). */
export const updateBankPaymentDataSchema = z.object({
  swift: z.string().max(40),
  iban: z.string().max(60),
});

/**
 * POST v3 delegated_acct/set_image_use/ {user_id?, image_use}: the free yes/no on the use of a
 * person's images, changed from /myfamily (issue 20). Reply data {image_use, image_use_date}.
 */
export const setImageUseBodySchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  image_use: z.union([z.literal(0), z.literal(1)]),
});
export const setImageUseReplySchema = z.object({ image_use: z.union([z.literal(0), z.literal(1)]), image_use_date: z.string() });

/** POST v3 delegated_acct/update_payment_method/ — type true: activities (pm_*), false: membership (gk_*). */
export const updatePaymentMethodSchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  iban: z.string().max(60),
  swift: z.string().max(40),
  type: flagSchema,
});

export interface EditUserOptions {
  today: Date;
  /** Address, city, zipcode and country are part of the form. */
  askAddress?: boolean;
  /** Member number and family code are part of the form (update_user ?mID=true). */
  askMembership?: boolean;
  /** Both terms must be ticked (they were never accepted). */
  requireTerms?: boolean;
}

/** The edit-user form (spec 000 §3) with every rule of §5. */
export function editUserSchema(o: EditUserOptions) {
  const notBlankName = (key: string) => trimmed(MIN.name, key, 100);
  const ticked = (key: string) =>
    o.requireTerms
      ? z.literal(true, { error: key })
      : z
          .unknown()
          .optional()
          .transform((v) => v === true);
  return z.object({
    user_id: z.coerce.number().int().positive().optional(),
    first_name: notBlankName('validation.first_name'),
    last_name: notBlankName('validation.last_name'),
    person_id: optionalMin(MIN.personId, 'validation.person_id', 20).refine((v) => personIdLetterProblem(v) === null, {
      error: 'validation.person_id_letter',
    }),
    phone: optionalMin(MIN.phone, 'validation.phone', 20),
    genre: z.coerce
      .number({ error: 'validation.genre' })
      .int({ error: 'validation.genre' })
      .refine((g) => g === 0 || g === 1, { error: 'validation.genre' }),
    date_of_birth: birthDate(o.today),
    identity: z.union([emailSchema, z.literal('').transform(() => undefined)]).optional(),
    address: o.askAddress === false ? z.string().max(300).optional() : trimmed(MIN.address, 'validation.address'),
    city: o.askAddress === false ? z.string().max(150).optional() : trimmed(MIN.cityEdit, 'validation.city', 100),
    zipcode: o.askAddress === false ? z.string().max(20).optional() : zipcodeSchema,
    country: o.askAddress === false ? z.string().max(150).optional() : trimmed(MIN.country, 'validation.country', 100),
    gkmemberid: o.askMembership
      ? memberIdSchema
      : z
          .unknown()
          .optional()
          .transform(() => undefined),
    gkfamilyid: o.askMembership
      ? familyIdSchema
      : z
          .unknown()
          .optional()
          .transform(() => undefined),
    accepted_terms_conditions: ticked('validation.terms_conditions'),
    accepted_terms_pictures_treatment: ticked('validation.terms_pictures'),
    profile_picture: z.string().max(MAX_PICTURE_DATA_URL).optional().nullable(),
    validation_profilepic: z.union([z.boolean(), z.number(), z.string()]).optional().nullable(),
    /** The free yes/no on the use of the person's images (shared/image-use.ts); never required to save. */
    image_use: imageUseInputSchema,
  });
}
export type EditUserInput = z.input<ReturnType<typeof editUserSchema>>;
export type EditUser = z.output<ReturnType<typeof editUserSchema>>;

/** The route's shape of update_user: types and sizes only (400 when wrong); rules give code 2. */
export const updateUserBodySchema = z
  .object({
    user_id: z.union([z.number(), z.string().max(12)]).optional(),
    first_name: z.string().max(300).optional(),
    last_name: z.string().max(300).optional(),
    person_id: z.string().max(40).optional(),
    phone: z.string().max(40).optional(),
    genre: z.union([z.number(), z.string().max(2)]).optional(),
    date_of_birth: z.string().max(30).optional(),
    identity: z.string().max(254).optional(),
    address: z.string().max(300).optional(),
    city: z.string().max(150).optional(),
    zipcode: z.string().max(20).optional(),
    country: z.string().max(150).optional(),
    gkmemberid: z
      .union([z.number(), z.string().max(10)])
      .optional()
      .nullable(),
    gkfamilyid: z
      .union([z.number(), z.string().max(10)])
      .optional()
      .nullable(),
    accepted_terms_conditions: z
      .union([z.boolean(), z.string().max(40)])
      .optional()
      .nullable(),
    accepted_terms_pictures_treatment: z
      .union([z.boolean(), z.string().max(40)])
      .optional()
      .nullable(),
    profile_picture: z.string().max(MAX_PICTURE_DATA_URL).optional().nullable(),
    validation_profilepic: z
      .union([z.boolean(), z.number(), z.string().max(40)])
      .optional()
      .nullable(),
    image_use: imageUseBodySchema,
  })
  .passthrough();

export const updateUserQuerySchema = z.object({
  mID: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** A row of manage_payments/get_pending (spec 000 §3 "Pending payment"); filled by the payments issue. */
export const pendingPaymentSchema = z.object({
  ticketID: z.union([z.number(), z.string()]).optional(),
  item: z.unknown().optional(),
  users: z.unknown().optional(),
  stickets: z.unknown().optional(),
  price_acc: z.number().optional(),
  sticket: z
    .object({ payment_status: z.union([z.number(), z.string()]), payment_price: z.number().optional() })
    .partial()
    .optional(),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;
export interface PendingPayments {
  direct: PendingPayment[];
  users: PendingPayment[];
  impersonated: PendingPayment[];
  leveled: PendingPayment[];
  /** SEPA debits the bank returned (billing), payable by card: item {title_es, title_eus, period}. */
  returned: PendingPayment[];
  /**
   * Join fees not paid yet (membership), the caller's and their family's, each payable by card
   * with manage_payments/get_quota_details/?id={user_id}: ticketID = the person's user id, item
   * {kind: 'membership-join', title_es, title_eus}, users [{first_name, last_name}].
   */
  membership: PendingPayment[];
}
