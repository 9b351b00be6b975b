import { z } from 'zod';
import { flagSchema as flag01Reply, pagedSchema, pageQuerySchema } from '../admin/paging.schemas.js';
import { flag01 } from '../shared/flags.js';
import { isoDaySchema, slotTimeSchema } from './requests.schemas.js';
import { MAX_SLOTS_PER_DAY } from './medical-exam.rules.js';

/**
 * The office's calls of the members' requests (issue 17 "The contract the office and the tests
 * rely on"): `/api/admin/...`, administrators only, lists paged by 50 as {rows, total, page,
 * page_size}, every write in the audit log.
 */

/** Business outcomes of the office's requests calls (HTTP 200, success 0). */
export const OFFICE_REQUEST_CODE = {
  /** A licence request is processed once its licences are paid (the federation's fee). */
  licenceNotPaid: 1,
  /** A slot already exists at that date and time. */
  slotExists: 2,
  /** A slot cannot hold fewer places than it has bookings, nor be removed with bookings. */
  slotHasBookings: 3,
  /** A slot is made for today or later. */
  slotInPast: 4,
  // 5 is retired (was requestPaid: a paid licence request could not be rejected). A paid request
  // is now rejected with its money owed back in the ledger (rejectLicenceRequest on the server);
  // the number is not reused so an old console never misreads a reply.
  /** The request was already processed or rejected (an exam appointment already cancelled): it can be neither rejected nor processed again. */
  requestClosed: 6,
  /** An exam appointment is cancelled only before its time and before the office marked attendance (ext: 'past' or 'attended'). */
  appointmentNotFuture: 7,
} as const;

// The reason of a rejection is the office's one contract for every area (admin/reject.schemas.ts).
export { REJECT_REASON_MAX, rejectBodySchema, type RejectBody } from '../admin/reject.schemas.js';

/** An optional 0/1 filter in a query string. */
const optionalFlagQuery = z
  .enum(['0', '1', ''])
  .optional()
  .transform((v) => (v === '0' ? 0 : v === '1' ? 1 : null));

// Licences ---------------------------------------------------------------------------------

/** GET /api/admin/licence-requests?processed=&paid=&q=&page= */
export const licenceRequestsQuerySchema = z.object({
  processed: optionalFlagQuery,
  paid: optionalFlagQuery,
  q: z.string().trim().max(100).default(''),
  page: pageQuerySchema,
});
export type LicenceRequestsQuery = z.output<typeof licenceRequestsQuerySchema>;

export const licenceRequestRowSchema = z.object({
  reqid: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** 1 when the request asks for the territorial licence. */
  local: flag01Reply,
  /** 1 when the request asks for the state licence. */
  state: flag01Reply,
  /** 1 when every licence it asks for is paid. */
  paid: flag01Reply,
  /** Euros paid by card for its licences: what rejecting it owes back (0 when nothing is paid). */
  paid_amount: z.number(),
  processed: flag01Reply,
  /** 1 when the office rejected it (never processed then); the reason is in reject_reason. */
  rejected: flag01Reply,
  season: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  processed_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
});
export type LicenceRequestRow = z.output<typeof licenceRequestRowSchema>;
export const licenceRequestsPageSchema = pagedSchema(licenceRequestRowSchema);

export const reqidParamsSchema = z.object({ reqid: z.coerce.number().int().positive().max(2_147_483_647) });
export const licenceProcessedReplySchema = z.object({ reqid: z.number().int(), processed: z.literal(1) });
/** `refund`: euros the rejection put in the ledger's to-refund (0 for an unpaid request). */
export const licenceRejectedReplySchema = z.object({ reqid: z.number().int(), rejected: z.literal(1), refund: z.number() });

/** GET /api/admin/licence-requests/export.xlsx?processed= : the federation's list (paid requests, one line per licence). */
export const licenceExportQuerySchema = z.object({ processed: optionalFlagQuery });

// Medical exam --------------------------------------------------------------------------------

const placesSchema = z.coerce
  .number({ error: 'places: a whole number from 1 to 500' })
  .int({ error: 'places: a whole number from 1 to 500' })
  .min(1, { error: 'places: a whole number from 1 to 500' })
  .max(500, { error: 'places: a whole number from 1 to 500' });

/** POST /api/admin/medical-exam/slots: one slot `{date, time, places}` -> {id}. */
export const examSlotBodySchema = z.object({ date: isoDaySchema, time: slotTimeSchema, places: placesSchema });

/**
 * POST /api/admin/medical-exam/slots with `times`: a day's slots in one go (the console computes
 * the times with slotTimesBetween) -> {ids, skipped}; a time that already has a slot is skipped.
 */
export const examDaySlotsBodySchema = z.object({
  date: isoDaySchema,
  times: z
    .array(slotTimeSchema)
    .min(1, { error: 'times: at least one HH:MM' })
    .max(MAX_SLOTS_PER_DAY, { error: `times: at most ${MAX_SLOTS_PER_DAY}` }),
  places: placesSchema,
});
export const examSlotsBodySchema = z.union([examDaySlotsBodySchema, examSlotBodySchema]);
export type ExamSlotsBody = z.output<typeof examSlotsBodySchema>;
export const examSlotReplySchema = z.object({ id: z.number().int() });
export const examDaySlotsReplySchema = z.object({ ids: z.array(z.number().int()), skipped: z.array(z.string()) });

/** GET /api/admin/medical-exam/slots?from=&to=&page= : the slots with their bookings. */
export const examSlotsQuerySchema = z.object({
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  page: pageQuerySchema,
});
export const examSlotRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  places: z.number().int(),
  booked: z.number().int(),
  places_left: z.number().int(),
});
export type ExamSlotRow = z.output<typeof examSlotRowSchema>;
export const examSlotsPageSchema = pagedSchema(examSlotRowSchema);

export const slotIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** PATCH /api/admin/medical-exam/slots/{id}: change the places (never below its bookings). */
export const examSlotPatchSchema = z.object({ places: placesSchema });

/** GET /api/admin/medical-exam/requests?date=&page= : the bookings (of a day, or from today on). */
export const examRequestsQuerySchema = z.object({ date: isoDaySchema.optional(), page: pageQuerySchema });
export const examRequestRowSchema = z.object({
  meid: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  date: z.string(),
  time: z.string(),
  paid: flag01Reply,
  /** null until the office marks it; then 1 came, 0 did not. */
  attended: flag01Reply.nullable(),
  created_at: z.string(),
});
export type ExamRequestRow = z.output<typeof examRequestRowSchema>;
export const examRequestsPageSchema = pagedSchema(examRequestRowSchema);

export const meidParamsSchema = z.object({ meid: z.coerce.number().int().positive().max(2_147_483_647) });
/** POST /api/admin/medical-exam/requests/{meid}/attendance {attended: 0|1} */
export const examAttendanceBodySchema = z.object({ attended: flag01 });
export const examAttendanceReplySchema = z.object({ meid: z.number().int(), attended: flag01Reply });
/**
 * POST /api/admin/medical-exam/requests/{meid}/cancel {reason} (the shared reject body): the
 * office cancels a future appointment; `refund` is what goes back to the card (euros, 0 if unpaid).
 */
export const examCancelledReplySchema = z.object({ meid: z.number().int(), cancelled: z.literal(1), refund: z.number() });

// Sports card ---------------------------------------------------------------------------------

/** GET /api/admin/sportscard-requests?processed=&page= */
export const sportscardRequestsQuerySchema = z.object({ processed: optionalFlagQuery, page: pageQuerySchema });
export const sportscardRequestRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The signed document the request rests on (downloaded with /api/admin/files/{id} or file/?id=). */
  file_id: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
  processed: flag01Reply,
  processed_at: z.string().nullable(),
  rejected: flag01Reply,
  reject_reason: z.string().nullable(),
});
export type SportscardRequestRow = z.output<typeof sportscardRequestRowSchema>;
export const sportscardRequestsPageSchema = pagedSchema(sportscardRequestRowSchema);
export const sportscardIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** POST /api/admin/sportscard-requests/{id}/processed -> {id, processed: 1} */
export const sportscardProcessedReplySchema = z.object({ id: z.number().int(), processed: z.literal(1) });
export const sportscardRejectedReplySchema = z.object({ id: z.number().int(), rejected: z.literal(1) });
