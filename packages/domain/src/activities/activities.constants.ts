/*
 * The activities area's constants (spec 001), without zod: a public page that only needs a status
 * number or a refusal code (the course detail, the activities home) does not load and build the
 * whole schema library with it. The schemas re-export them (course.schemas.ts, enrol.schemas.ts).
 */

/** `price_extended` of an option that has no extended schedule (spec 001 §5). */
export const DISABLED_PRICE = 999;

/**
 * Decision: a course without variants has no seat limit; its availability (courses/availability)
 * answers this figure, far above the "plenty" colour threshold, and a page says "no limit"
 * instead of the number.
 */
export const UNLIMITED_SEATS = 999;

/** The club's pools: 1 Fadura, 2 Gobela. */
export const POOLS = { fadura: 1, gobela: 2 } as const;

/** A course discount's type: 0 early enrolment, 1 several members of a family. */
export const DISCOUNT_TYPES = { earlyEnrolment: 0, familyMembers: 1 } as const;

/** The kinds of field a course's signup form can have. */
export const FORM_FIELD_TYPES = ['text', 'number', 'text_header', 'textarea', 'date', 'checkbox', 'radio', 'file', 'separator'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A file answer as a base64 data URL: at most ~6 MB of file (8 MB of base64). */
export const MAX_SIGNUP_FILE_DATA_URL = 8 * 1024 * 1024;

/** Course signup status (spec 001 §4). */
export const SIGNUP_STATUS = { pending: 0, assigned: 1, problem: 2, waitingList: 3, abandoned: 4, finished: 5 } as const;

/** Payment status: 0 pending, 1 completed, any other number the card provider's SIS code. */
export const PAYMENT_STATUS = { pending: 0, completed: 1 } as const;

/**
 * How long a seat offered from the waiting list waits to be paid, in hours: the server's
 * OFFER_HOURS default (config.ts), and what the enrolment form tells a person who joins the
 * waiting list of a card course. Decision: the browser shows this default; a deployment that sets
 * OFFER_HOURS otherwise should change it here too (the offer mail always states the exact time).
 */
export const DEFAULT_OFFER_HOURS = 24;

/** The signup status that asks the refund question when the signup is paid: 4, abandoned. */
export const REFUND_QUESTION_STATUS = 4;

/**
 * Stable refusal codes of an enrolment. do_enroll answers `{success: 0, code: 4, ext: <first code>,
 * data: {reasons: [...]}}`; the web turns the code into words (spec 001 §8: with code 4 the
 * reason is shown instead of the generic failure text).
 */
export const ENROL_REFUSALS = [
  'ExternalCourse',
  'SignupClosed',
  'AlreadySignedUp',
  'MembersOnly',
  'OutOfAgeLimit',
  'OutOfLevelLimit',
  'VariantRequired',
  'VariantNotAllowed',
  'OptionUnavailable',
  'InvalidChoice',
  'EmptyChoice',
  'InvalidService',
  'FormIncomplete',
  'ProfileIncomplete',
] as const;
export type EnrolRefusal = (typeof ENROL_REFUSALS)[number];
export const ENROLL_CODE = { refused: 4 } as const;
