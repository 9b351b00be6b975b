import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import { describeMedicalExam } from '@club/domain/requests/describe.rules';
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
import { batcherPer, KeyedBatcher } from '../../lib/keyed-batcher.js';
import { forbidden } from '../../lib/reply.js';
import { startCardPayment, type DescribedPayableKind, type SignedPayment } from '../payments/index.js';
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
 * slot, a full slot.
 *
 * The rush (bench -- exam: 500 members for 20 places over 5 slots): the bookings of one slot that
 * arrive together are decided together (lib/keyed-batcher.ts; the first goes at once):
 * - a plain read of the slot first, without any lock: a slot read full is the answer for the
 *   whole batch, so once a slot is full its refusals cost one read per batch and never queue on
 *   the slot's lock. The office's cancellation gives a place back (cancelExamBooking, under the
 *   same lock): a batch that read the slot full before that commit is refused as it would have
 *   been a moment earlier; every read after it sees the place and locks the slot for it;
 * - otherwise ONE transaction on the small locking pool locks the slot's row, counts the places
 *   left under the lock, locks the rows of the persons next in arrival order (as many as places
 *   are left, in id order; more only when some of them already hold a booking), refuses those
 *   who hold a booking from today on, gives the places in arrival order and writes the places
 *   taken and the bookings in one statement each.
 * Lock order: the slot, then its persons. Exact across nodes (the rows are locked in the
 * database); one person's second booking, in the same batch or another, is refused (their row is
 * locked before their bookings are read). A batch that fails is split until the failing booking
 * is alone (its error is its own).
 *
 * Measured against the batched version of branch wip/membership-speed (d710282), which locked
 * every person of the batch (up to 250 rows) before the slot, even when no place was left: here
 * a batch locks at most the persons who can get a place.
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
  const ask: BookingAsk = { date: body.date, time: body.time, personId: person.id, createdBy: actor.id, today, at: now };
  return bookingBatcherFor(ctx).submit(`exam-slot:${body.date}|${body.time}`, ask);
}

/** One booking waiting for its slot's batch. */
interface BookingAsk {
  date: string;
  time: string;
  personId: number;
  createdBy: number;
  today: string;
  at: Date;
}
type BookingOutcome = Outcome<{ meid: number }>;

/** The bookings of one slot in arrival order (see bookExam). */
async function placeBookings(ctx: AppContext, asks: BookingAsk[]): Promise<BookingOutcome[]> {
  const { date, time, today } = asks[0]!;
  const full = (): BookingOutcome => ({ ok: false, code: REQUEST_CODE.examSlotFull });
  const seen = await repo.findSlotAt(ctx.db, date, time);
  if (!seen) return asks.map(() => ({ ok: false, code: REQUEST_CODE.examSlotUnknown }));
  if (seen.booked >= seen.places) return asks.map(full);
  return ctx.lockingDb.transaction(async (t) => {
    const tx = t as unknown as Db;
    const slot = await repo.lockSlot(tx, seen.id);
    // The office removed the slot between the read and the lock: it no longer exists.
    if (!slot) return asks.map((): BookingOutcome => ({ ok: false, code: REQUEST_CODE.examSlotUnknown }));
    let left = slot.places - slot.booked;
    const outcomes: (BookingOutcome | null)[] = asks.map(() => null);
    const holding = new Set<number>();
    const taken: BookingAsk[] = [];
    const decided = new Set<number>();
    // The persons next in arrival order, as many as places are left; again while places remain
    // and some of them were refused for a booking they already hold.
    while (left > 0) {
      const next: number[] = [];
      for (const a of asks) if (!decided.has(a.personId) && !next.includes(a.personId) && next.length < left) next.push(a.personId);
      if (next.length === 0) break;
      await repo.lockPersons(
        tx,
        [...next].sort((a, b) => a - b),
      );
      const booked = await repo.personsWithBookingFrom(tx, next, today);
      for (const id of next) {
        decided.add(id);
        if (booked.has(id)) holding.add(id);
      }
      asks.forEach((a, i) => {
        if (outcomes[i] || !next.includes(a.personId)) return;
        if (holding.has(a.personId)) outcomes[i] = { ok: false, code: REQUEST_CODE.examAlreadyBooked };
        else if (left > 0) {
          left -= 1;
          holding.add(a.personId);
          taken.push(a);
          outcomes[i] = { ok: true, data: { meid: 0 } };
        } else outcomes[i] = full();
      });
    }
    if (taken.length > 0) {
      await repo.takeSlotPlaces(tx, seen.id, taken.length);
      const meids = await repo.insertBookings(
        tx,
        taken.map((a) => ({ userId: a.personId, slotId: seen.id, createdBy: a.createdBy, at: a.at })),
      );
      asks.forEach((a, i) => {
        const o = outcomes[i];
        if (o?.ok) outcomes[i] = { ok: true, data: { meid: meids.get(a.personId)! } };
      });
    }
    return outcomes.map((o) => o ?? full());
  });
}

const bookingBatcherFor = batcherPer((ctx: AppContext) => new KeyedBatcher((asks: BookingAsk[]) => placeBookings(ctx, asks)));

/**
 * get_meschddetail: the card payment of a booking, 24,00 €. The booking must be the person's (403
 * otherwise, as for any id of somebody else's); a paid one is code 37, a past one code 36.
 */
export async function examPayment(ctx: AppContext, actor: UserRow, q: { id: number; meid: number }): Promise<Outcome<SignedPayment>> {
  const person = await personForActor(ctx, actor, q.id);
  const found = await repo.findBooking(ctx.db, q.meid);
  if (!found || found.booking.userId !== person.id) throw forbidden();
  // An appointment the office cancelled is gone for the family (its place went back): nothing to pay.
  if (found.booking.cancelledAt) return { ok: false, code: REQUEST_CODE.examSlotUnknown };
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
export const medicalExamPayable: DescribedPayableKind = {
  kind: MEDICAL_EXAM_KIND,
  lockItems: async (tx, ids) => void (await repo.lockBookings(tx, bookingIds(ids))),
  markPaid: async (tx, id, at) => {
    const [meid] = bookingIds([id]);
    if (meid) await repo.markBookingPaid(tx, meid, at);
  },
  // A refused card keeps the place: the booking stays in pending_ctransactions to pay again.
  markFailed: async () => {},
  describeItems: async (tx, ids) => {
    const rows = await repo.listBookingsForReceipt(tx, bookingIds(ids));
    return new Map<string, ItemDescription>(
      rows.map((r) => [
        String(r.id),
        describeMedicalExam({
          date: r.date,
          time: r.time,
          person: `${r.firstName} ${r.lastName}`.trim(),
          amountCents: MEDICAL_EXAM_FEE_CENTS,
        }),
      ]),
    );
  },
};
