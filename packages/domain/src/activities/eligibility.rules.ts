import { ageInMonths } from '../auth/auth.rules.js';
import { isOn, type FlagLike } from '../shared/flags.js';
import { isCourseExpired, isSignupOpen } from './catalogue.rules.js';
import { ENROL_REFUSALS, type EnrolRefusal } from './enrol.schemas.js';

/**
 * Who may sign up for an activity (spec 001 §4, §5): age, level, membership, dates and one signup
 * per person and course. Pure: today, the person and "already signed up" are parameters. The
 * server refuses with these codes; the web uses the same functions to preview the button.
 */

export interface EligibilityCourse {
  date: string;
  max_signup_date?: string | null;
  allow_override_signupdate?: FlagLike;
  is_external?: FlagLike;
  requires_membership?: FlagLike;
  required_level?: number | null;
  age_min_months?: number | null;
  age_max_months?: number | null;
}

export interface EligibilityPerson {
  /** ISO birth date; null or '' when the profile lacks it. */
  date_of_birth: string | null | undefined;
  /** Non-zero for club members. */
  member_id: number | null | undefined;
  /** memberProfile.current_level: the person's season level (0/null: none). */
  current_level?: number | null;
}

export interface EligibilityContext {
  /** Europe/Madrid day, ISO. */
  today: string;
  /** The person already holds a signup for this course (any status). */
  alreadySignedUp?: boolean;
  /** Extended (third-party) signup: a delegate enrols a family member. */
  extended?: boolean;
}

const hasDate = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Whole months of age on an ISO day. */
export const ageInMonthsOn = (dateOfBirth: string, onIso: string): number => ageInMonths(dateOfBirth, new Date(`${onIso}T12:00:00Z`));

/** Whether the course has an age limit (a bound of 0 is no bound). */
export const hasAgeLimit = (c: EligibilityCourse): boolean => (c.age_min_months ?? 0) > 0 || (c.age_max_months ?? 0) > 0;

/**
 * The age rule (spec 001 §5): the age in months on the course's start day within
 * age_min_months..age_max_months, both included; a bound of 0 is ignored. 'unknown' when there
 * is a limit and no birth date (the signup asks for the missing personal data first).
 */
export function ageCheck(c: EligibilityCourse, dateOfBirth: string | null | undefined): 'ok' | 'out' | 'unknown' {
  if (!hasAgeLimit(c)) return 'ok';
  if (!hasDate(dateOfBirth)) return 'unknown';
  const months = ageInMonthsOn(dateOfBirth, c.date);
  const min = c.age_min_months ?? 0;
  const max = c.age_max_months ?? 0;
  return (min > 0 && months < min) || (max > 0 && months > max) ? 'out' : 'ok';
}

/**
 * The level rule (spec 001 §5): a required level above 3 must equal the person's level; 10 and
 * 11 (Marrazoa, Master) accept any level above 9; in extended mode 8 (Olagarroa) accepts 8 and
 * above. Levels 0-3 are no requirement. A person without a level is refused when one is needed.
 */
export function isLevelAllowed(
  requiredLevel: number | null | undefined,
  personLevel: number | null | undefined,
  extended = false,
): boolean {
  const required = requiredLevel ?? 0;
  if (required <= 3) return true;
  const level = personLevel ?? 0;
  if (level === required) return true;
  if ((required === 10 || required === 11) && level > 9) return true;
  return extended && required === 8 && level > 8;
}

/** Members-only courses (requires_membership 1) need a member_id that is not 0. */
export const isMembershipMissing = (c: EligibilityCourse, p: Pick<EligibilityPerson, 'member_id'>): boolean =>
  isOn(c.requires_membership) && !((p.member_id ?? 0) > 0);

/**
 * Every reason the person may not sign up, in the stable order of ENROL_REFUSALS; empty when
 * they may. The choice and the form are checked apart (choice.rules.ts, signup-form.rules.ts).
 */
export function enrolmentRefusals(c: EligibilityCourse, p: EligibilityPerson, ctx: EligibilityContext): EnrolRefusal[] {
  const found = new Set<EnrolRefusal>();
  if (isOn(c.is_external)) found.add('ExternalCourse');
  if (!isSignupOpen(c, ctx.today)) found.add('SignupClosed');
  if (ctx.alreadySignedUp) found.add('AlreadySignedUp');
  if (isMembershipMissing(c, p)) found.add('MembersOnly');
  const age = ageCheck(c, p.date_of_birth);
  if (age === 'out') found.add('OutOfAgeLimit');
  if (age === 'unknown') found.add('ProfileIncomplete');
  if (!isLevelAllowed(c.required_level, p.current_level, ctx.extended)) found.add('OutOfLevelLimit');
  return ENROL_REFUSALS.filter((r) => found.has(r));
}

export const SIGNUP_BUTTON_STATES = ['external', 'already_signed_up', 'date_expired', 'login', 'out_of_age', 'can_signup'] as const;
export type SignupButtonState = (typeof SIGNUP_BUTTON_STATES)[number];

/**
 * The signup button of the detail page (spec 001 §4). Precedence, first match wins (the order of
 * SIGNUP_BUTTON_STATES):
 * 1. external: the course signs up elsewhere, nothing else matters;
 * 2. already_signed_up (logged in): a member who is in sees that, even once signups have closed;
 * 3. date_expired: started or past the deadline (unless overridden); a visitor is not asked to
 *    log in for a course nobody can join any more;
 * 4. login: a visitor, whose age and level are unknown;
 * 5. out_of_age: the person's age on the start day is outside the limits;
 * 6. can_signup. Members-only and level refusals are explained in the assistant (with their
 *    codes), not by the button, as the specification lists no button state for them.
 */
export function signupButtonState(
  c: EligibilityCourse,
  viewer: { person: EligibilityPerson | null; alreadySignedUp?: boolean },
  today: string,
): SignupButtonState {
  if (isOn(c.is_external)) return 'external';
  if (viewer.person && viewer.alreadySignedUp) return 'already_signed_up';
  if (!isSignupOpen(c, today)) return 'date_expired';
  if (!viewer.person) return 'login';
  if (ageCheck(c, viewer.person.date_of_birth) === 'out') return 'out_of_age';
  return 'can_signup';
}

/** The card's expired badge and dark button (a shorthand the catalogue shares with the detail page). */
export const showsExpiredBadge = (c: EligibilityCourse, today: string): boolean => isCourseExpired(c, today);
