import { z } from 'zod';
import { idLike } from '../family/family.schemas.js';
import { flagSchema } from '../shared/flags.js';

export * from './profile.schemas.js';

/**
 * Contracts of the members' requests (issue 17; spec 001 §3, §4, §7): federation licences, the
 * medical exam and the sports card. Request shapes here are types and sizes only (400 when
 * wrong); the rules beside this file decide, and a refusal is HTTP 200 with `success: 0` and one
 * of the codes below.
 */

/**
 * Business outcomes of the requests calls (HTTP 200, success 0). Numbered apart from the
 * membership codes 10/11/12 so one table in the web turns any of them into words.
 */
export const REQUEST_CODE = {
  /** request_license with neither licence: 'Debes seleccionar al menos un tipo de licencia'. */
  licenceNoneChosen: 21,
  /** A chosen licence was already asked for this licence season. */
  licenceAlreadyRequested: 22,
  /** A licence of the person still waits to be paid: pay it before asking for another. */
  licencePaymentPending: 23,
  /** get_mbreq names no licence of that person still to pay. */
  licenceNothingToPay: 24,
  /** The medical exam is for club members (membership state above 0). */
  examNotMember: 31,
  /** Genre 0 under 132 months, genre 1 under 144 months. */
  examTooYoung: 32,
  /** Genre 2 (unknown) or no birth date: the person's data must be updated first. */
  examDataMissing: 33,
  /** The person already holds a booking from today on. */
  examAlreadyBooked: 34,
  /** The slot has no place left: the full-slot answer. */
  examSlotFull: 35,
  /** No slot at that date and time, or its day has passed. */
  examSlotUnknown: 36,
  /** get_meschddetail for a booking already paid. */
  examAlreadyPaid: 37,
  /** request_sportscard without a signed document (type 3). */
  sportscardDocumentMissing: 41,
  /** A sports-card request of the person still waits for the office. */
  sportscardPending: 42,
} as const;
export type RequestCode = (typeof REQUEST_CODE)[keyof typeof REQUEST_CODE];

/** The spec's step messages, word for word (spec 001 §5). */
export const LICENCE_NONE_CHOSEN_TEXT = 'Debes seleccionar al menos un tipo de licencia';
export const SPORTSCARD_DOCUMENT_TEXT = 'Necesitamos que subas la documentación firmada para poder tramitar la solicitud';

/** ISO day `YYYY-MM-DD` that is a real calendar day. */
export const isoDaySchema = z
  .string({ error: 'date: YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date: YYYY-MM-DD' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: 'date: YYYY-MM-DD' },
  );

/** A time of day `HH:MM`, 24 hours (a single-digit hour `9:30` is read as `09:30`). */
export const slotTimeSchema = z
  .string({ error: 'time: HH:MM' })
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: 'time: HH:MM' })
  .transform((v) => v.padStart(5, '0'));

// ---------------------------------------------------------------------------------------------
// Licences

/** POST v2/member_requests/request_license/: booleans, `1`/`0` (and their strings) accepted. */
export const requestLicenseBodySchema = z.object({
  user_id: idLike,
  local: flagSchema.default(false),
  state: flagSchema.default(false),
});
export type RequestLicenseBody = z.output<typeof requestLicenseBodySchema>;
export const requestLicenseReplySchema = z.object({ reqid: z.number().int() });

/** An optional id in a query: absent, '', 0 or null mean "not named". */
const optionalIdLike = z
  .union([z.literal(''), z.literal('0'), z.literal(0), z.null(), idLike])
  .optional()
  .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

/** GET manage_payments/get_mbreq/?id={userid}&terid={local response_code}&stid={state response_code} */
export const mbreqQuerySchema = z.object({ id: idLike, terid: optionalIdLike, stid: optionalIdLike });
export type MbreqQuery = z.output<typeof mbreqQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Medical exam

/** GET v2/member_requests/medical_exam_schedules/: date -> time -> places left (a full slot stays with 0). */
export const examSchedulesSchema = z.record(z.string(), z.record(z.string(), z.number().int().min(0)));
export type ExamSchedules = z.output<typeof examSchedulesSchema>;

/** POST v2/member_requests/medical_exam_schedule/ */
export const examScheduleBodySchema = z.object({ user_id: idLike, date: isoDaySchema, time: slotTimeSchema });
export type ExamScheduleBody = z.output<typeof examScheduleBodySchema>;
export const examScheduleReplySchema = z.object({ meid: z.number().int() });

/** GET manage_payments/get_meschddetail/?id={userid}&meid={booking} */
export const meschddetailQuerySchema = z.object({ id: idLike, meid: idLike });

// ---------------------------------------------------------------------------------------------
// Sports card

/** GET v2/member_requests/gkmember_tpl/?userid= -> data {name, result} (the template PDF as a data URL). */
export const gkmemberTplQuerySchema = z.object({ userid: idLike });

/** POST v2/member_requests/request_sportscard/ */
export const requestSportscardBodySchema = z.object({ user_id: idLike });
export const requestSportscardReplySchema = z.object({ id: z.number().int() });
