/** Constants of the specification shared by server and web. */
export const APP_VERSION = '4.1.4';
export const LANGUAGES = ['es', 'eus', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages a user can pick in the interface (en is accepted by the setter only). */
export const UI_LANGUAGES = ['es', 'eus'] as const;
export const DEFAULT_LANGUAGE: Language = 'es';
export const DEFAULT_COUNTRY = 'España';
export const ADULT_AGE_YEARS = 18;

export const MIN = {
  password: 6,
  name: 3,
  personId: 5,
  phone: 9,
  address: 6,
  /** City minimum at signup; the edit-user form asks for 3. */
  citySignup: 2,
  cityEdit: 3,
  zipcodeDigits: 5,
  memberIdDigits: 5,
  familyIdDigits: 2,
  swift: 8,
  iban: 20,
  /** The joined IBAN entry check. */
  ibanEntry: 22,
  country: 3,
} as const;

export const LOGIN_FAILURES = {
  /** More than this many rejections shows the stronger message (from the 4th). */
  strongMessageAfter: 3,
  /** More than this many sends the user to /recover_account (at the 6th). */
  recoverAfter: 5,
} as const;

export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;
