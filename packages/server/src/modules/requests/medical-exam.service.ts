import { examRefusal, isSlotBookable, MEDICAL_EXAM_FEE_CENTS, type ExamRefusal } from '@club/domain/requests/medical-exam.rules';
import {
  REQUEST_CODE,
  type ExamScheduleBody,
  type ExamSchedules,
  type LastMe,
  type PendingCtransaction,
} from '@club/domain/requests/requests.schemas';
import { madridDate } from '@club/domain/shared/dates';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import { forbidden } from '../../lib/reply.js';
import { startCardPayment, type PayableKind, type SignedPayment } from '../payments/index.js';
import { personForActor } from '../people/index.js';
import { payLanguage, type Outcome } from './outcome.js';
import * as repo from './requests.repository.js';

/** The payment item kind of a medical exam booking (item id: the meid). */
export const MEDICAL_EXAM_KIND = 'medical-exam';

const REFUSAL_CODE: Record<ExamRefusal, number> = {
  not_member: REQUEST_CODE.examNotMember,
  too_young: REQUEST_CODE.examTooYoung,
  data_missing: REQUEST_CODE.examDataMissing,
};

/** medical_exam_schedules: every slot from today on (Europe/Madrid) with its places left; a full one with 0. */
export async function examSchedules(ctx: AppContext): Promise<ExamSchedules> {
  const out: ExamSchedules = {};
  for (const s of await repo.listSlotsFrom(ctx.db, madridDate(ctx.now()))) {
    (out[s.date] ??= {})[s.time] = Math.max(0, s.places - s.booked);
  }
  return out;
}

/**
 * medical_exam_schedule: books one place of a slot for the person. Refused: a non-member, an age
 * or data problem (domain examRefusal), a booking of the person from today on, an unknown or past
 * slot, a full slot. The person's row is locked first, so two bookings of one person at once end
 * as one booking and one refusal; the place is taken with one conditional UPDATE on the slot.
 */
export async function bookExam(ctx: AppContext, actor: UserRow, body: ExamScheduleBody): Promise<Outcome<{ meid: number }>> {
  const person = await personForActor(ctx, actor, body.user_id);
  const now = ctx.now();
  const refusal = examRefusal(
    { genre: person.genre, date_of_birth: person.dateOfBirth, gibke_membership_state: person.gibkeMembershipState },
    now,
  );
  if (refusal) return { ok: false, code: REFUSAL_CODE[refusal] };
  const today = madridDate(now);
  if (!isSlotBookable(body.date, today)) return { ok: false, code: REQUEST_CODE.examSlotUnknown };
  const slot = await repo.findSlotAt(ctx.db, body.date, body.time);
  if (!slot) return { ok: false, code: REQUEST_CODE.examSlotUnknown };
  // A full slot stays full (places are never given back), so a read that finds it full is the
  // answer: the rush on a popular slot is refused without taking any lock.
  if (slot.booked >= slot.places) return { ok: false, code: REQUEST_CODE.examSlotFull };
  return ctx.db.transaction(async (tx): Promise<Outcome<{ meid: number }>> => {
    await repo.lockPerson(tx, person.id);
    if (await repo.findCurrentBooking(tx, person.id, today)) return { ok: false, code: REQUEST_CODE.examAlreadyBooked };
    if (!(await repo.takeSlotPlace(tx, slot.id))) return { ok: false, code: REQUEST_CODE.examSlotFull };
    const meid = await repo.insertBooking(tx, { userId: person.id, slotId: slot.id, createdBy: actor.id, at: now });
    return { ok: true, data: { meid } };
  });
}

/**
 * get_meschddetail: the card payment of a booking, 24,00 €. The booking must be the person's (403
 * otherwise, as for any id of somebody else's); a paid one is code 37, a past one code 36.
 */
export async function examPayment(ctx: AppContext, actor: UserRow, q: { id: number; meid: number }): Promise<Outcome<SignedPayment>> {
  const person = await personForActor(ctx, actor, q.id);
  const found = await repo.findBooking(ctx.db, q.meid);
  if (!found || found.booking.userId !== person.id) throw forbidden();
  if (found.booking.paidAt) return { ok: false, code: REQUEST_CODE.examAlreadyPaid };
  if (!isSlotBookable(found.slot.date, madridDate(ctx.now()))) return { ok: false, code: REQUEST_CODE.examSlotUnknown };
  const signed = await startCardPayment(ctx, {
    kind: MEDICAL_EXAM_KIND,
    ref: String(found.booking.id),
    userId: actor.id,
    amountCents: MEDICAL_EXAM_FEE_CENTS,
    description:
      `Reconocimiento médico / Azterketa medikoa ${found.slot.date} ${found.slot.time}: ${person.firstName} ${person.lastName}`.slice(
        0,
        125,
      ),
    lang: payLanguage(actor.preferredLanguage),
  });
  return { ok: true, data: signed };
}

/** last_me and pending_ctransactions of the profile. */
export async function examProfile(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ last_me: LastMe; pending_ctransactions: PendingCtransaction[] }> {
  const rows = await repo.bookingsOfPerson(db, userId);
  const today = madridDate(now);
  const last = rows[0];
  return {
    last_me: last ? { id: last.id, date: last.date, timeframe: last.time } : null,
    // Decision: an unpaid booking of a day gone by is no longer payable, so it no longer pends.
    pending_ctransactions: rows.filter((r) => r.paidAt === null && r.date >= today).map((r) => ({ type: 0 as const, id: r.id })),
  };
}

const bookingIds = (ids: string[]) => ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** Exam bookings in the payment ledger. */
export const medicalExamPayable: PayableKind = {
  kind: MEDICAL_EXAM_KIND,
  lockItems: async (tx, ids) => void (await repo.lockBookings(tx, bookingIds(ids))),
  markPaid: async (tx, id, at) => {
    const [meid] = bookingIds([id]);
    if (meid) await repo.markBookingPaid(tx, meid, at);
  },
  // A refused card keeps the place: the booking stays in pending_ctransactions to pay again.
  markFailed: async () => {},
};
