import { ADULT_AGE_YEARS, LOGIN_FAILURES } from '../shared/constants.js';

/** Whole years between an ISO birth date and `today` (Europe/Madrid calendar day given by the caller). */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Whole months between an ISO birth date and `on`. */
export function ageInMonths(dateOfBirth: string, on: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const months = (on.getUTCFullYear() - y) * 12 + (on.getUTCMonth() + 1 - m);
  return on.getUTCDate() < d ? months - 1 : months;
}

export const isAdult = (dateOfBirth: string, today: Date): boolean => ageInYears(dateOfBirth, today) >= ADULT_AGE_YEARS;

/** A real calendar date in ISO form, not in the future and not before 1900. */
export function isPlausibleBirthDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && date.getTime() <= today.getTime();
}

export type LoginFailureOutcome = 'message' | 'strong_message' | 'recover';

/** What the login form does after its n-th rejection (1-based). */
export function loginFailureOutcome(failures: number): LoginFailureOutcome {
  if (failures > LOGIN_FAILURES.recoverAfter) return 'recover';
  if (failures > LOGIN_FAILURES.strongMessageAfter) return 'strong_message';
  return 'message';
}

/** The basic data of spec 000 §5: the profile fields that may not be blank. */
export const BASIC_DATA_FIELDS = ['date_of_birth', 'phone', 'person_id', 'address', 'city', 'zipcode', 'country'] as const;
export type BasicData = Record<Exclude<(typeof BASIC_DATA_FIELDS)[number], 'date_of_birth'>, string> & { date_of_birth: string | null };

/** The basic-data fields of a profile that are blank, in the order of BASIC_DATA_FIELDS. */
export const blankBasicDataFields = (p: BasicData): (typeof BASIC_DATA_FIELDS)[number][] =>
  BASIC_DATA_FIELDS.filter((k) => !p[k] || !String(p[k]).trim());

/** Basic data is missing when any of these is blank (spec 000 §5). */
export const isBasicDataMissing = (p: BasicData): boolean => blankBasicDataFields(p).length > 0;
