import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import { LICENCE_FEE_CENTS, LICENCE_KINDS, licenceItemId } from '@club/domain/requests/licences.rules';
import { examCancelRefusal, isSlotBookable } from '@club/domain/requests/medical-exam.rules';
import {
  OFFICE_REQUEST_CODE,
  type ExamRequestRow,
  type ExamSlotRow,
  type ExamSlotsBody,
  type LicenceRequestRow,
  type LicenceRequestsQuery,
  type SportscardRequestRow,
} from '@club/domain/requests/office.schemas';
import { madridDate } from '@club/domain/shared/dates';
import type { SheetData } from 'write-excel-file/node';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/reply.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { recordRefundDue } from '../payments/index.js';
import { LICENCE_KIND } from './licences.service.js';
import type { Outcome } from './outcome.js';
import { MEDICAL_EXAM_KIND } from './medical-exam.service.js';
import { examCancelledMail, familyAddressee, requestProcessedMail, requestRejectedMail, type RequestKind } from './request-mail.js';
import * as repo from './requests.repository.js';
import { xlsxBuffer } from '../../lib/spreadsheet.js';

/**
 * The office's side of the members' requests: licence requests (processed, the federation's
 * XLSX), exam slots and bookings (attendance), sports-card requests. Every write is audited in
 * its own transaction.
 */

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);
const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
const page = <T>(rows: T[], total: number, p: number) => ({ rows, total, page: p, page_size: ADMIN_PAGE_SIZE });
const offsetOf = (p: number) => (p - 1) * ADMIN_PAGE_SIZE;

// Licences -------------------------------------------------------------------------------------

export async function listLicenceRequests(ctx: AppContext, q: LicenceRequestsQuery) {
  const { rows, total } = await repo.pageLicenceRequests(ctx.db, q, ADMIN_PAGE_SIZE, offsetOf(q.page));
  const out: LicenceRequestRow[] = rows.map(({ request: r, firstName, lastName, paid }) => ({
    reqid: r.id,
    user_id: r.userId,
    first_name: firstName,
    last_name: lastName,
    local: flag(r.local),
    state: flag(r.state),
    paid: flag(Boolean(paid)),
    // What a rejection would owe back: the licences of the request paid (each at the fee).
    paid_amount: (((r.local && r.localPaidAt ? 1 : 0) + (r.state && r.statePaidAt ? 1 : 0)) * LICENCE_FEE_CENTS) / 100,
    processed: flag(r.processedAt !== null),
    rejected: flag(r.rejectedAt !== null),
    season: r.season,
    created_at: r.createdAt.toISOString(),
    paid_at: iso(
      [r.local ? r.localPaidAt : null, r.state ? r.statePaidAt : null].reduce<Date | null>(
        (a, b) => (a && b ? (a > b ? a : b) : (a ?? b)),
        null,
      ),
    ),
    processed_at: iso(r.processedAt),
    reject_reason: r.rejectReason,
  }));
  return page(out, total, q.page);
}

/** The family's procedures page, named in the request mails. */
const familyUrl = (ctx: AppContext) => `${ctx.config.PUBLIC_URL}/myfamily`;

/** Mails the family (in the holder's language) inside the decision's transaction: sent only if it commits. */
async function mailFamily(
  ctx: AppContext,
  tx: Db,
  personId: number,
  what: RequestKind,
  rejectedFor: string | null,
  refundCents: number | null = null,
): Promise<void> {
  const to = await familyAddressee(tx, personId);
  if (!to) return;
  const mail =
    rejectedFor === null
      ? requestProcessedMail(to, what, familyUrl(ctx))
      : requestRejectedMail(to, what, rejectedFor, familyUrl(ctx), refundCents);
  await queueMailWithin(ctx, tx, [{ to: to.to, ...mail }]);
}

const licenceKind = (r: { season: string; local: boolean; state: boolean }): RequestKind => ({
  kind: 'licence',
  season: r.season,
  local: r.local,
  state: r.state,
});

/**
 * Rejects a licence request not yet processed, with the office's reason: audited, and the family
 * is mailed the reason; the person may then ask for the licence again (the season's unique
 * indexes leave rejected requests out).
 *
 * A request with licences paid by card is rejected too: in the same transaction (the request's
 * row locked first, then each ledger row by recordRefundDue) every paid licence is owed back by
 * the attempt that paid it (reason `request-rejected`), so the ledger's «Por devolver» shows it
 * until the office returns it in the bank's console and marks it; the family's mail says how much
 * goes back to the card. Decision: there is no state in which a paid licence cannot be rejected
 * any more (the old code 5 is retired): licences are only paid by card, and an attempt the office
 * already refunded whole owes nothing more (recordRefundDue answers null), so the mail then
 * promises no refund. A card payment of an unpaid request already under way when it is rejected
 * still lands (the bank's word is a fact): the row then shows rejected and paid, and the office
 * refunds it from Pagos. No new payment can be started for a rejected request (licencePayment
 * skips it).
 */
export async function rejectLicenceRequest(
  ctx: AppContext,
  actor: AuditActor,
  reqid: number,
  reason: string,
): Promise<Outcome<{ reqid: number; rejected: 1; refund: number }>> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await repo.lockLicenceRequest(tx, reqid);
    if (!before) throw notFound('licence_request_not_found');
    if (before.processedAt || before.rejectedAt) return { ok: false, code: OFFICE_REQUEST_CODE.requestClosed };
    const now = ctx.now();
    const after = await repo.markLicenceRejected(tx, reqid, actor.id ?? 0, now, reason);
    const paidKinds = LICENCE_KINDS.filter((k) => (k === 'local' ? before.localPaidAt : before.statePaidAt) !== null);
    let refundCents = 0;
    const owed: { item: string; order: string; cents: number }[] = [];
    for (const kind of paidKinds) {
      const item = licenceItemId(reqid, kind);
      const due = await recordRefundDue(tx, { kind: LICENCE_KIND, ref: item, reason: 'request-rejected', actor, at: now });
      if (!due) continue;
      refundCents += due.amountCents;
      owed.push({ item, order: due.order, cents: due.amountCents });
    }
    await recordAudit(tx, {
      actor,
      action: 'licence-request.rejected',
      entity: 'licence_request',
      entityId: reqid,
      before,
      after: { ...after, refund_due: owed },
    });
    await mailFamily(ctx, tx, before.userId, licenceKind(before), reason, refundCents);
    return { ok: true, data: { reqid, rejected: 1 as const, refund: refundCents / 100 } };
  });
}

/**
 * Marks a licence request processed (the office sent it to the federation). Only once what it
 * asks is paid (code 1 otherwise); a second mark answers the same without a second audit row.
 */
export async function markLicenceRequestProcessed(
  ctx: AppContext,
  actor: AuditActor,
  reqid: number,
): Promise<Outcome<{ reqid: number; processed: 1 }>> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await repo.lockLicenceRequest(tx, reqid);
    if (!before) throw notFound('licence_request_not_found');
    if (before.processedAt) return { ok: true, data: { reqid, processed: 1 as const } };
    if (before.rejectedAt) return { ok: false, code: OFFICE_REQUEST_CODE.requestClosed };
    const paid = (!before.local || before.localPaidAt !== null) && (!before.state || before.statePaidAt !== null);
    if (!paid) return { ok: false, code: OFFICE_REQUEST_CODE.licenceNotPaid };
    const after = await repo.markLicenceProcessed(tx, reqid, actor.id ?? 0, ctx.now());
    await recordAudit(tx, { actor, action: 'licence-request.processed', entity: 'licence_request', entityId: reqid, before, after });
    await mailFamily(ctx, tx, before.userId, licenceKind(before), null);
    return { ok: true, data: { reqid, processed: 1 as const } };
  });
}

const LICENCE_NAMES = { local: 'Territorial / Lurraldekoa', state: 'Estatal / Estatukoa' } as const;

/**
 * The federation's list as XLSX: one line per paid licence with the person's data the
 * federation's forms ask for. Every text is written as a string cell, never a formula.
 */
export async function licenceExportXlsx(ctx: AppContext, processed: 0 | 1 | null): Promise<Buffer> {
  const rows = await repo.listPaidLicenceRequestsForExport(ctx.db, processed);
  const header = [
    'Solicitud',
    'Temporada',
    'Licencia',
    'Nombre',
    'Apellidos',
    'DNI/NIE',
    'Nacimiento',
    'Sexo',
    'Dirección',
    'CP',
    'Población',
    'Nº socio',
    'Tramitada',
  ];
  const sexOf = (g: number) => (g === 0 ? 'M' : g === 1 ? 'H' : '');
  const lines: (string | number)[][] = [];
  for (const { request: r, person: p } of rows) {
    for (const kind of ['local', 'state'] as const) {
      if (!r[kind]) continue;
      lines.push([
        r.id,
        r.season,
        LICENCE_NAMES[kind],
        p.firstName,
        p.lastName,
        p.personId,
        p.dateOfBirth ?? '',
        sexOf(p.genre),
        p.address,
        p.zipcode,
        p.city,
        p.memberId > 0 ? String(p.memberId).padStart(5, '0') : '',
        r.processedAt ? madridDate(r.processedAt) : '',
      ]);
    }
  }
  const data: SheetData = [
    header.map((h) => ({ value: h, type: String, fontWeight: 'bold' as const })),
    ...lines.map((row) => row.map((v) => (typeof v === 'number' ? { value: v, type: Number } : { value: v, type: String }))),
  ];
  return xlsxBuffer(data, { columns: header.map(() => ({ width: 16 })), sheet: 'Licencias' });
}

// Medical exam ---------------------------------------------------------------------------------

/**
 * Creates one slot ({date, time, places} -> {id}) or a day's slots in one go ({date, times,
 * places} -> {ids, skipped}: a time that already has a slot is skipped). A slot is made for today
 * or later (code 4); a single slot that already exists is code 2. One audit row per slot made.
 */
export async function createExamSlots(
  ctx: AppContext,
  actor: AuditActor,
  body: ExamSlotsBody,
): Promise<Outcome<{ id: number } | { ids: number[]; skipped: string[] }>> {
  const now = ctx.now();
  if (!isSlotBookable(body.date, madridDate(now))) return { ok: false, code: OFFICE_REQUEST_CODE.slotInPast };
  const times = 'times' in body ? [...new Set(body.times)].sort() : [body.time];
  return ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    const skipped: string[] = [];
    for (const time of times) {
      const id = await repo.insertSlot(tx, { date: body.date, time, places: body.places, at: now });
      if (id === null) {
        skipped.push(time);
        continue;
      }
      ids.push(id);
      await recordAudit(tx, {
        actor,
        action: 'exam-slot.create',
        entity: 'exam_slot',
        entityId: id,
        after: { id, date: body.date, time, places: body.places },
      });
    }
    if ('times' in body) return { ok: true, data: { ids, skipped } };
    return ids[0] === undefined ? { ok: false, code: OFFICE_REQUEST_CODE.slotExists } : { ok: true, data: { id: ids[0] } };
  });
}

/**
 * PATCH /api/admin/medical-exam/slots/{id} {places}: the slot's places, never below its bookings
 * (code 3, ext = how many bookings it has). The slot's row is locked as a booking locks it, so a
 * booking and a shrink of the last place are decided one after the other, never both.
 */
export async function editExamSlotPlaces(ctx: AppContext, actor: AuditActor, id: number, places: number): Promise<Outcome<ExamSlotRow>> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await repo.lockSlotRow(tx, id);
    if (!before) throw notFound('exam_slot_not_found');
    if (places < before.booked) return { ok: false, code: OFFICE_REQUEST_CODE.slotHasBookings, ext: String(before.booked) };
    const after = places === before.places ? before : await repo.setSlotPlaces(tx, id, places);
    if (!after) return { ok: false, code: OFFICE_REQUEST_CODE.slotHasBookings, ext: String(before.booked) };
    if (after !== before) {
      await recordAudit(tx, { actor, action: 'exam-slot.places', entity: 'exam_slot', entityId: id, before, after });
    }
    return { ok: true, data: { ...slotRowOf(after) } };
  });
}

/**
 * DELETE /api/admin/medical-exam/slots/{id}: removes a slot no one booked. One with bookings is
 * code 3 (ext = how many): the office cannot drop a family's booking by removing its hour. Under
 * the slot's lock, as a booking, so a booking of the last place and the removal never both succeed.
 */
export async function deleteExamSlot(ctx: AppContext, actor: AuditActor, id: number): Promise<Outcome<{ id: number; deleted: 1 }>> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await repo.lockSlotRow(tx, id);
    if (!before) throw notFound('exam_slot_not_found');
    if (before.booked > 0 || !(await repo.deleteEmptySlot(tx, id))) {
      return { ok: false, code: OFFICE_REQUEST_CODE.slotHasBookings, ext: String(before.booked) };
    }
    await recordAudit(tx, { actor, action: 'exam-slot.delete', entity: 'exam_slot', entityId: id, before, after: null });
    return { ok: true, data: { id, deleted: 1 as const } };
  });
}

const slotRowOf = (s: { id: number; date: string; time: string; places: number; booked: number }): ExamSlotRow => ({
  id: s.id,
  date: s.date,
  time: s.time,
  places: s.places,
  booked: s.booked,
  places_left: s.places - s.booked,
});

export async function listExamSlots(ctx: AppContext, q: { from?: string | undefined; to?: string | undefined; page: number }) {
  const { rows, total } = await repo.pageSlots(
    ctx.db,
    { from: q.from ?? madridDate(ctx.now()), to: q.to ?? null },
    ADMIN_PAGE_SIZE,
    offsetOf(q.page),
  );
  const out: ExamSlotRow[] = rows.map(slotRowOf);
  return page(out, total, q.page);
}

export async function listExamRequests(ctx: AppContext, q: { date?: string | undefined; page: number }) {
  const { rows, total } = await repo.pageBookings(
    ctx.db,
    { date: q.date ?? null, from: madridDate(ctx.now()) },
    ADMIN_PAGE_SIZE,
    offsetOf(q.page),
  );
  const out: ExamRequestRow[] = rows.map(({ booking: b, slot: s, firstName, lastName }) => ({
    meid: b.id,
    user_id: b.userId,
    first_name: firstName,
    last_name: lastName,
    date: s.date,
    time: s.time,
    paid: flag(b.paidAt !== null),
    attended: b.attended === null ? null : flag(b.attended === 1),
    created_at: b.createdAt.toISOString(),
  }));
  return page(out, total, q.page);
}

/** Marks whether the person came to the exam (1) or not (0); audited. */
export async function markExamAttendance(
  ctx: AppContext,
  actor: AuditActor,
  meid: number,
  attended: 0 | 1,
): Promise<Outcome<{ meid: number; attended: 0 | 1 }>> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockBooking(tx, meid);
    if (!before) throw notFound('exam_request_not_found');
    // A cancelled appointment (cancelExamBooking) took place for nobody: nothing to mark.
    if (before.cancelledAt) return { ok: false, code: OFFICE_REQUEST_CODE.requestClosed };
    const after = await repo.setAttendance(tx, meid, attended);
    await recordAudit(tx, { actor, action: 'exam-request.attendance', entity: 'exam_booking', entityId: meid, before, after });
    return { ok: true, data: { meid, attended } };
  });
}

/**
 * POST /api/admin/medical-exam/requests/{meid}/cancel {reason}: the office cancels a family's
 * appointment still ahead (domain examCancelRefusal: code 7, ext 'past' or 'attended'; one already
 * cancelled is code 6). In one transaction, locked in a booking's order (the slot's row, then the
 * booking): the booking is marked cancelled (kept, see the schema), its place goes back to the
 * slot (bookable at once by the next booking that locks the slot), a paid booking's price is owed
 * back by the card attempt that paid it (recordRefundDue, reason `request-rejected`: the club
 * turns down what the family paid for; the ledger's «Por devolver» shows it), the audit row is
 * written and the family's holder is mailed in their language (sent only if this commits). The
 * family's exam section then offers to book again (bookingsOfPerson leaves cancelled ones out).
 */
export async function cancelExamBooking(
  ctx: AppContext,
  actor: AuditActor,
  meid: number,
  reason: string,
): Promise<Outcome<{ meid: number; cancelled: 1; refund: number }>> {
  // The slot is found from the booking first (a booking never changes slot), then locked first.
  const seen = await repo.findBooking(ctx.db, meid);
  if (!seen) throw notFound('exam_request_not_found');
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const slot = await repo.lockSlotRow(tx, seen.slot.id);
    const before = await repo.lockBooking(tx, meid);
    if (!slot || !before) throw notFound('exam_request_not_found');
    if (before.cancelledAt) return { ok: false, code: OFFICE_REQUEST_CODE.requestClosed };
    const now = ctx.now();
    const refusal = examCancelRefusal({ date: slot.date, time: slot.time, attended: before.attended }, now);
    if (refusal) return { ok: false, code: OFFICE_REQUEST_CODE.appointmentNotFuture, ext: refusal };
    const after = await repo.markBookingCancelled(tx, meid, actor.id ?? 0, now, reason);
    const freed = await repo.giveSlotPlaceBack(tx, slot.id);
    if (!after || !freed) throw new Error(`exam booking ${meid}: not cancelled under its locks`);
    const due = before.paidAt
      ? await recordRefundDue(tx, { kind: MEDICAL_EXAM_KIND, ref: String(meid), reason: 'request-rejected', actor, at: now })
      : null;
    const refundCents = due?.amountCents ?? 0;
    await recordAudit(tx, {
      actor,
      action: 'exam-request.cancelled',
      entity: 'exam_booking',
      entityId: meid,
      before: { ...before, date: slot.date, time: slot.time },
      after: {
        ...after,
        date: slot.date,
        time: slot.time,
        slot_booked: freed.booked,
        refund_due: due ? [{ item: String(meid), order: due.order, cents: due.amountCents }] : [],
      },
    });
    const to = await familyAddressee(tx, before.userId);
    if (to) {
      const mail = examCancelledMail(to, { date: slot.date, time: slot.time }, reason, familyUrl(ctx), refundCents);
      await queueMailWithin(ctx, tx, [{ to: to.to, ...mail }]);
    }
    return { ok: true, data: { meid, cancelled: 1 as const, refund: refundCents / 100 } };
  });
}

// Sports card ----------------------------------------------------------------------------------

export async function listSportscardRequests(ctx: AppContext, q: { processed: 0 | 1 | null; page: number }) {
  const { rows, total } = await repo.pageSportscardRequests(ctx.db, q.processed, ADMIN_PAGE_SIZE, offsetOf(q.page));
  const out: SportscardRequestRow[] = rows.map(({ request: r, firstName, lastName, fileName }) => ({
    id: r.id,
    user_id: r.userId,
    first_name: firstName,
    last_name: lastName,
    file_id: r.fileId,
    file_name: fileName,
    created_at: r.createdAt.toISOString(),
    processed: flag(r.processedAt !== null),
    processed_at: iso(r.processedAt),
    rejected: flag(r.rejectedAt !== null),
    reject_reason: r.rejectReason,
  }));
  return page(out, total, q.page);
}

/**
 * Marks a sports-card request processed (the card was issued) and mails the family; idempotent,
 * audited and mailed once. A rejected request is code 6.
 */
export async function markSportscardRequestProcessed(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
): Promise<Outcome<{ id: number; processed: 1 }>> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await repo.lockSportscardRequest(tx, id);
    if (!before) throw notFound('sportscard_request_not_found');
    if (before.rejectedAt) return { ok: false, code: OFFICE_REQUEST_CODE.requestClosed };
    if (!before.processedAt) {
      const after = await repo.markSportscardProcessed(tx, id, actor.id ?? 0, ctx.now());
      await recordAudit(tx, { actor, action: 'sportscard-request.processed', entity: 'sportscard_request', entityId: id, before, after });
      await mailFamily(ctx, tx, before.userId, { kind: 'sportscard' }, null);
    }
    return { ok: true, data: { id, processed: 1 as const } };
  });
}

/**
 * Rejects a sports-card request not yet processed, with the reason mailed to the family; audited.
 * The sports card has no fee (nothing to refund); the person may ask again (with a new signed
 * document when that was the reason).
 */
export async function rejectSportscardRequest(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  reason: string,
): Promise<Outcome<{ id: number; rejected: 1 }>> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await repo.lockSportscardRequest(tx, id);
    if (!before) throw notFound('sportscard_request_not_found');
    if (before.processedAt || before.rejectedAt) return { ok: false, code: OFFICE_REQUEST_CODE.requestClosed };
    const after = await repo.markSportscardRejected(tx, id, actor.id ?? 0, ctx.now(), reason);
    await recordAudit(tx, { actor, action: 'sportscard-request.rejected', entity: 'sportscard_request', entityId: id, before, after });
    await mailFamily(ctx, tx, before.userId, { kind: 'sportscard' }, reason);
    return { ok: true, data: { id, rejected: 1 as const } };
  });
}
