import { z } from 'zod';
import { ageInYears, isAdult, isPlausibleBirthDate } from '../auth/auth.rules.js';
import { emailSchema } from '../auth/auth.schemas.js';
import { digitsOnly } from '../account/account.rules.js';
import { MIN } from '../shared/constants.js';
import { personIdLetterProblem } from '../shared/spanish-id.rules.js';
import { imageUseInputSchema } from '../shared/image-use.js';
import { isOn, type FlagLike } from '../shared/flags.js';
import type { FamilyRelation } from './persons.rules.js';

/**
 * Rules of the family area (spec 001 §4, §5; issue 9). Messages are i18n keys of the
 * `validation` block (the web's family namespace carries them); the form's failure text is
 * 'Por favor, rellena todos los datos del formulario'.
 */

/** add_user / create_impersonated_user reply codes (spec 001 §8). */
export const ADD_USER_CODE = {
  /** The e-mail, person id or member number belongs to another account ('Éste usuario ya existe...'). */
  userExists: 1,
  /** A rule of the form is broken ('Error al procesar los datos'); ext names the field. */
  processingError: 2,
  /** The family code is not valid, or another person of the family already has it. */
  familyCodeInvalid: 3,
} as const;

const text = (min: number, key: string, max = 200) =>
  z.string({ error: key }).trim().min(min, { error: key }).max(max, { error: 'validation.too_long' });

/** Optional, but when filled it must reach the minimum (an empty string is "not asked"). */
const optionalText = (min: number, key: string, max = 200) =>
  z
    .string({ error: key })
    .trim()
    .max(max, { error: 'validation.too_long' })
    .refine((v) => v === '' || v.length >= min, { error: key })
    .optional()
    .transform((v) => v ?? '');

/** Digits only, exactly n of them when filled; '' and 0 mean "not asked". */
const optionalDigits = (n: number, key: string) =>
  z
    .union([z.string(), z.number()], { error: key })
    .optional()
    .nullable()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return null;
      const s = typeof v === 'number' ? (Number.isInteger(v) && v >= 0 ? String(v).padStart(n, '0') : 'x') : v.trim();
      if (s === '' || (typeof v === 'number' && v === 0)) return null;
      if (!new RegExp(`^\\d{${n}}$`).test(s)) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return Number(s);
    });

/**
 * The New linked user / child form (spec 001 §3) with the rules of §5:
 * - identity: optional; when filled it must be a valid e-mail (when empty the server gives the
 *   person a placeholder address, persons.rules.ts);
 * - firstname, lastname: at least 3; date_of_birth: required, a real past date;
 * - address, city, zipcode, country: the form asks them or not; whatever is filled must pass
 *   (address 6, city 3, zipcode exactly 5 digits, country 3);
 * - gkmemberid (5 digits) and gkfamilyid (2 digits): both or neither;
 * - person_id at least 5 and phone at least 9 when filled;
 * - acceptTerms and authPictures: the child form's ticks (see termsStamps).
 */
export function newFamilyMemberSchema(today: Date) {
  return z
    .object({
      identity: z
        .string({ error: 'validation.email' })
        .optional()
        .nullable()
        .transform((v, ctx) => {
          const s = (v ?? '').trim();
          if (s === '') return undefined;
          const parsed = emailSchema.safeParse(s);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: 'validation.email' });
            return z.NEVER;
          }
          return parsed.data;
        }),
      firstname: text(MIN.name, 'validation.first_name', 100),
      lastname: text(MIN.name, 'validation.last_name', 100),
      date_of_birth: z
        .string({ error: 'validation.date_of_birth' })
        .trim()
        .refine((v) => isPlausibleBirthDate(v, today), { error: 'validation.date_of_birth' }),
      person_id: optionalText(MIN.personId, 'validation.person_id', 20).refine((v) => personIdLetterProblem(v) === null, {
        error: 'validation.person_id_letter',
      }),
      phone: optionalText(MIN.phone, 'validation.phone', 20),
      address: optionalText(MIN.address, 'validation.address', 200),
      city: optionalText(MIN.cityEdit, 'validation.city', 100),
      zipcode: z
        .string({ error: 'validation.zipcode' })
        .optional()
        .transform((v) => (v === undefined || v.trim() === '' ? '' : digitsOnly(v)))
        .refine((v) => v === '' || v.length === MIN.zipcodeDigits, { error: 'validation.zipcode' }),
      country: optionalText(MIN.country, 'validation.country', 100),
      gkmemberid: optionalDigits(MIN.memberIdDigits, 'validation.member_id'),
      gkfamilyid: optionalDigits(MIN.familyIdDigits, 'validation.family_id'),
      slug: z.string().trim().max(300).optional().nullable(),
      acceptTerms: z
        .unknown()
        .optional()
        .transform((v) => isOn(v as FlagLike)),
      authPictures: z
        .unknown()
        .optional()
        .transform((v) => isOn(v as FlagLike)),
      /** The free yes/no on the use of the person's images (shared/image-use.ts). */
      image_use: imageUseInputSchema,
    })
    .superRefine((v, ctx) => {
      if ((v.gkmemberid === null) !== (v.gkfamilyid === null)) {
        ctx.addIssue({
          code: 'custom',
          path: [v.gkmemberid === null ? 'gkmemberid' : 'gkfamilyid'],
          message: v.gkmemberid === null ? 'validation.member_id' : 'validation.family_id',
        });
      }
    });
}
export type NewFamilyMemberInput = z.input<ReturnType<typeof newFamilyMemberSchema>>;
export type NewFamilyMember = z.output<ReturnType<typeof newFamilyMemberSchema>>;

/** The family code problem of a new person, if any: 00 is no position; one position per family. */
export function familyCodeProblem(familyId: number | null, familyIdsInUse: readonly number[]): 'invalid' | 'taken' | null {
  if (familyId === null) return null;
  if (familyId <= 0) return 'invalid';
  return familyIdsInUse.includes(familyId) ? 'taken' : null;
}

/** The child form (spec 001 §5): submit is disabled until both ticks are on. */
export const isChildFormReady = (f: { acceptTerms?: FlagLike; authPictures?: FlagLike }): boolean =>
  isOn(f.acceptTerms) && isOn(f.authPictures);

/**
 * What the child form adds (Decision): each tick is the holder's acceptance, on the person's
 * behalf, of the club's terms (acceptTerms) and of the treatment of pictures (authPictures); a
 * ticked box stamps the person's accepted_terms_conditions / accepted_terms_pictures_treatment
 * with the time of creation. An unticked box leaves it empty, and the data review
 * (update_user) asks for it before the person's first enrolment.
 */
export function termsStamps(f: { acceptTerms: boolean; authPictures: boolean }, now: Date) {
  return { acceptedTermsConditions: f.acceptTerms ? now : null, acceptedTermsPicturesTreatment: f.authPictures ? now : null };
}

/**
 * Decision: a person under 18 on the day they are added is a 'child'; an adult is 'delegated'
 * (they gave the holder delegation; they may later get a login, persons.rules.ts mayClaimLogin).
 */
export const relationFor = (dateOfBirth: string, today: Date): FamilyRelation => (isAdult(dateOfBirth, today) ? 'delegated' : 'child');

/**
 * The 'multiple family members' discount (spec 001 §9, discount type 1): the number of persons
 * enrolled together in one family order. Decision: only the persons of the same order count
 * (one do_impersonated_enroll call); with two or more, every one of them gets it. Earlier
 * tickets of the family are not repriced.
 */
export const familySignupsOf = (queueLength: number): number => Math.max(1, Math.trunc(queueLength));

/** Age from which a Spanish DNI is compulsory. */
export const PERSON_ID_REQUIRED_FROM_YEARS = 14;

/**
 * Profile fields a person enrolled by their holder may lack (Decision): a child under 14 often
 * has no DNI/NIE (compulsory only from 14), so the basic-data check of an enrolment does not ask
 * a person id of a managed child under 14; the holder's identity stands for them.
 */
export function optionalProfileFieldsFor(p: { date_of_birth: string | null; isManaged: boolean }, today: Date): string[] {
  if (!p.isManaged || !p.date_of_birth) return [];
  return ageInYears(p.date_of_birth, today) < PERSON_ID_REQUIRED_FROM_YEARS ? ['person_id'] : [];
}

/** Family-view labels of a course signup status (spec 001 §4). */
export const FAMILY_STATUS_LABELS = ['pending', 'in_place', 'contact_us', 'waiting_list', 'abandoned', 'end_of_cycle'] as const;
export type FamilyStatusLabel = (typeof FAMILY_STATUS_LABELS)[number];
export const familyStatusLabel = (status: number): FamilyStatusLabel => FAMILY_STATUS_LABELS[status] ?? 'contact_us';

/** The state of a linked person's card in the extended signup (spec 001 §4). */
export type LinkedUserState = 'loading' | 'out_of_age' | 'available' | 'missing_data' | 'ready' | 'enrolled';

export function linkedUserState(p: {
  loading: boolean;
  /** is_impersonated_user_signed_up code: 0 none. */
  signedUpCode: number | null;
  outOfAgeLimit: boolean;
  queued: boolean;
  /** Profile fields or form answers still missing. */
  missing: number;
}): LinkedUserState {
  if (p.loading || p.signedUpCode === null) return 'loading';
  if (p.signedUpCode !== 0) return 'enrolled';
  if (p.outOfAgeLimit) return 'out_of_age';
  if (!p.queued) return 'available';
  return p.missing > 0 ? 'missing_data' : 'ready';
}

export interface HeldPersonFacts {
  id: number;
  relation: FamilyRelation;
  /** The person can log in (a password is set). */
  hasLogin: boolean;
}

/**
 * What happens to the persons when their holder deletes the account (Decision): a person who
 * cannot log in (no password: a child or an adult who never claimed a login) has nobody else to
 * look after their data, so they are removed with the holder; their signups and files go with
 * them. If the club must keep records pointing at one of them (the activity log of a signup,
 * payments), nothing is removed and remove_my_account answers 2 'contact the office', as for the
 * holder's own records. A person with a login of their own keeps the account and only loses the
 * link.
 */
export function personsRemovedWithHolder(persons: readonly HeldPersonFacts[]): number[] {
  return persons.filter((p) => !p.hasLogin).map((p) => p.id);
}

/** An address compared as people type it: case, accents, punctuation and spacing do not matter. */
const addressKey = (s: string | null | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * Delegation at once (issue 20, point 1). The specification's permission to act for family
 * members (`allow_impersonate`) is granted by the office on request; but a parent adding their own
 * child must not wait for an office that opens in the morning when enrolment opens at night.
 * Rule: an adult holder (18 or over, with a date of birth, not held by anyone) who adds a person
 * under 18 living at the holder's address (address and zip code left empty, which means the
 * holder's, or the same once case, accents and punctuation are ignored) gets `allow_impersonate`
 * at once; the grant is written to the audit log and the office may withdraw it. Every other
 * case (an adult relative, a child at another address, a holder without a date of birth) still
 * asks the office, which grants with one click.
 */
export function grantsDelegationAtOnce(
  holder: {
    date_of_birth: string | null | undefined;
    address: string | null | undefined;
    zipcode: string | null | undefined;
    isHeld: boolean;
  },
  person: { date_of_birth: string; address?: string | null; zipcode?: string | null },
  today: Date,
): boolean {
  if (holder.isHeld || !holder.date_of_birth || !isPlausibleBirthDate(holder.date_of_birth, today)) return false;
  if (!isAdult(holder.date_of_birth, today) || isAdult(person.date_of_birth, today)) return false;
  const sameAddress = !addressKey(person.address) || addressKey(person.address) === addressKey(holder.address);
  const sameZip = !digitsOnly(person.zipcode ?? '') || digitsOnly(person.zipcode ?? '') === digitsOnly(holder.zipcode ?? '');
  return sameAddress && sameZip;
}
