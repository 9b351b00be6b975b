import { activityGalleryImage, courseSummary, EXCERPT, type CourseTexts } from '../content/content.rules.js';
import type { Language } from '../shared/constants.js';
import { isSetDate, madridDate } from '../shared/dates.js';
import { isOn, type FlagLike } from '../shared/flags.js';

/**
 * Catalogue rules of spec 001 §4 and §9: expiry, signup deadline, date ranges, the summer page,
 * excerpts and gallery pictures. "Today" is always a parameter: the Europe/Madrid calendar day
 * as ISO `YYYY-MM-DD` (`clubToday(now)`); ISO days compare as strings.
 */

/** The club's calendar day of an instant (Europe/Madrid), the `today` every rule here takes. */
export const clubToday = (now: Date): string => madridDate(now);

export { isSetDate };

interface ExpiryFields {
  date: string;
  allow_override_signupdate?: FlagLike | null;
}

/**
 * The course has started (its start day is before today) and the office did not keep signups
 * open: the expired badge, the dark button and no signup (spec 001 §4).
 */
export const isCourseExpired = (c: ExpiryFields, today: string): boolean => c.date < today && !isOn(c.allow_override_signupdate);

/**
 * The signup deadline has passed: today is after `max_signup_date` (the deadline day itself is
 * still open).
 * Decision: `allow_override_signupdate` lifts the deadline too, as it lifts `signup_end` of a
 * season level (spec 001 §4): the office ticks it to take late signups, and a deadline that
 * still refused them would make the tick useless.
 */
export const isSignupDeadlinePassed = (c: ExpiryFields & { max_signup_date?: string | null }, today: string): boolean =>
  isSetDate(c.max_signup_date) && today > c.max_signup_date && !isOn(c.allow_override_signupdate);

/** Signups are open: not expired and the deadline not passed. */
export const isSignupOpen = (c: ExpiryFields & { max_signup_date?: string | null }, today: string): boolean =>
  !isCourseExpired(c, today) && !isSignupDeadlinePassed(c, today);

/**
 * The dates to show: one day, or a range when the course has an end date after its start.
 * `to` is null for a one-day course or one without an end ('0000-01-01').
 */
export function courseDateRange(date: string, dateEnd: string | null | undefined): { from: string; to: string | null } {
  return { from: date, to: isSetDate(dateEnd) && dateEnd > date ? dateEnd : null };
}

/**
 * Summer courses (spec 001 §9): starting in June or July, or at the end of May.
 * Decision: "end of May" is the last seven days, 25 to 31 May: the summer camps that begin in
 * the last week of May (before the schools close in June) belong on the summer page; a course
 * starting earlier in May is a spring course.
 */
export const SUMMER_END_OF_MAY_FROM_DAY = 25;
export function isSummerCourse(date: string): boolean {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return month === 6 || month === 7 || (month === 5 && day >= SUMMER_END_OF_MAY_FROM_DAY);
}

/** Where a card is shown: the landing and summer pages use the long excerpt, the other lists the short one. */
export type ExcerptLength = 'long' | 'short';
export const excerptMax = (length: ExcerptLength): number => (length === 'long' ? EXCERPT.activityLong : EXCERPT.activityShort);

/**
 * A card's excerpt (spec 001 §9): the translation only when its content exceeds 64 characters
 * (otherwise Spanish); the description when it has at least 64 characters, otherwise the content;
 * at most 392 (long) or 128 (short) characters. The same rule as the landing page's.
 */
export const catalogueExcerpt = (t: CourseTexts, lang: Language, length: ExcerptLength): string =>
  courseSummary(t, lang, excerptMax(length));

/**
 * The fallback cover (one of 27, spec 001 §9), derived from the course id so the list, the
 * detail page and the landing page show the same picture (same function as the landing's).
 */
export const courseGalleryImage = (courseId: number): string => activityGalleryImage(courseId);

/** The number (1-27) of the fallback picture, read back from its path. */
export const courseGalleryNumber = (courseId: number): number => Number(/activity-(\d+)\.svg$/.exec(activityGalleryImage(courseId))?.[1]);

/** Expired courses come in pages of 10 (`courses/expired/?skip=`); an empty page means the end. */
export const EXPIRED_PAGE_SIZE = 10;
