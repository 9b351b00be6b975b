/**
 * The activities area's public entry: what other areas may use of it (the family enrols and pays
 * through it; the content shows course texts). Its routes, office routes, jobs and payable kind
 * are handed to the composition by activities.area.ts, not from here.
 */
export { findCourseById, findCourseBySlug, findLiveSignup } from './activities.repository.js';
export { toTranslations } from './course-mapper.js';
export {
  COURSE_SIGNUP_KIND,
  graceForPayment,
  registerCoursePaymentHooks,
  type CoursePaymentHooks,
  type DetailOutcome,
} from './course-payments.service.js';
export {
  isUniqueViolation,
  isUserSignedUp,
  loadEnrolCourse,
  placeEnrolments,
  prepareEnrolment,
  type EnrolCourse,
  type PreparedEnrolment,
} from './enrol.service.js';
export { updateMyProfile } from './my-profile.service.js';
export { refusalText } from './refusal-texts.js';
/** Who reads a signup's mails and in which language (a season signup's too). */
export { addresseeOf } from './signup-mail.js';
/** The card payment of one ticket (the seasons' initial payment is a course ticket's). */
export { getTicketPaymentDetail } from './course-payments.service.js';
export { isSeatHolder } from './admin.service.js';
/** The seat code (lock the group, count, seat or waiting list, batcher, holds and offers): seats.ts. */
export * as seats from './seats.js';
