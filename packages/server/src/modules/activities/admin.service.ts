import { randomUUID } from 'node:crypto';
import type { AdminCourseBody } from '@club/domain/activities/activities.schemas';
import { centsToEuros, toCents } from '@club/domain/activities/pricing.rules';
import { asksRefund, REFUND_QUESTION_STATUS } from '@club/domain/activities/enrol.schemas';
import { COURSE_ADMIN_CODE } from '@club/domain/activities/office.schemas';
import { COURSE_SIGNUP_KIND } from '@club/domain/payments/paid-items.rules';
import type { AppContext } from '../../context.js';
import { retryAborted, type Db } from '../../db/client.js';
import type { CourseRow, CourseSignupRow } from '../../db/schema/activities.js';
import { HttpError, notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { slugify } from '../../lib/slug.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { findFile } from '../files/index.js';
import * as repo from './activities.repository.js';
import { courseValuesOf, toVariant } from './course-mapper.js';
import { promoteWaitingList } from './waiting-list.service.js';
import { findItemRefundStates, recordRefundDue, withdrawRefundDue } from '../payments/index.js';
import { placeCancelledMail } from '../../mail/templates/activities.js';
import { addresseeOf, announce } from './signup-mail.js';

/**
 * The office's side of the activities area (/api/admin/...), and the path the demo seed takes:
 * courses are created and edited only through here.
 */

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'jobs' | 'onContentChanged'>;
const tx$ = (tx: unknown) => tx as Db;

/** Business outcomes of the office calls (HTTP 200, success 0): the domain's list, shared with the console. */
export const ADMIN_CODE = COURSE_ADMIN_CODE;

/** A course with its variants, as the audit log keeps it. */
const courseSnapshot = async (tx: Db, id: number) => ({
  course: await repo.findCourseById(tx, id),
  variants: await repo.listVariants(tx, id),
});

/** Files must exist (a cover or an attachment that is not there is a 400, not a broken page). */
async function checkFiles(db: Db, body: AdminCourseBody, fileIds: number[]): Promise<void> {
  const wanted = [...new Set([...(body.cover_file_id ? [body.cover_file_id] : []), ...fileIds])];
  const found = new Set((await repo.listFilesByIds(db, wanted)).filter((f) => f.isPublic === 1).map((f) => f.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw new HttpError(400, 'validation', `body: file ${missing} does not exist or is not public`);
}

/** Variant uuids of the body must be new or already this course's. */
async function saveVariants(tx: Db, courseId: number, body: AdminCourseBody, existing: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [position, v] of body.variants.entries()) {
    const id = v.uuid ?? randomUUID();
    if (v.uuid && !existing.includes(v.uuid) && (await repo.lockVariant(tx, v.uuid))) {
      throw new HttpError(400, 'validation', `body.variants.${position}.uuid: belongs to another course`);
    }
    if (ids.includes(id)) throw new HttpError(400, 'validation', `body.variants.${position}.uuid: repeated`);
    ids.push(id);
    await repo.upsertVariant(tx, {
      id,
      courseId,
      poolId: v.poolID,
      selectedDays: [...new Set(v.selected_days)].sort(),
      schedule: v.schedule,
      maxSeating: v.max_seating,
      priceCents: v.price === '' ? null : toCents(v.price),
      visibility: v.visibility,
      priority: v.priority,
      position,
    });
  }
  return ids;
}

/**
 * POST /api/admin/courses. `opts.id` (the seed only) creates the course under a fixed id and moves
 * the id sequence above it.
 */
export async function createCourse(
  ctx: Ctx,
  body: AdminCourseBody,
  opts: { id?: number; actor?: AuditActor } = {},
): Promise<AdminOutcome<{ id: number; slug_es: string }>> {
  const slugEs = body.slug_es ?? slugify(body.translations.title_es);
  const slugEn = body.slug_en ?? slugify(body.translations.title_en || body.translations.title_es);
  const values = courseValuesOf(body, { es: slugEs, en: slugEn });
  const outcome = await ctx.db.transaction(async (t): Promise<AdminOutcome<{ id: number; slug_es: string }>> => {
    const tx = tx$(t);
    if (await repo.isSlugTaken(tx, slugEs)) return { ok: false, code: ADMIN_CODE.slugTaken, ext: `slug_es '${slugEs}' is taken` };
    await checkFiles(tx, body, values.fileIds ?? []);
    const course = await repo.insertCourse(tx, opts.id ? { ...values, id: opts.id } : values);
    if (opts.id) await repo.bumpCourseSequence(tx);
    await saveVariants(tx, course.id, body, []);
    await repo.logEvent(tx, {
      courseId: course.id,
      actorId: opts.actor?.id ?? null,
      type: 'course-created',
      detail: { slug_es: slugEs },
      at: ctx.now(),
    });
    if (opts.actor)
      await recordAudit(tx, {
        actor: opts.actor,
        action: 'course.create',
        entity: 'course',
        entityId: course.id,
        after: await courseSnapshot(tx, course.id),
      });
    return { ok: true, data: { id: course.id, slug_es: course.slugEs } };
  });
  if (outcome.ok) ctx.onContentChanged?.('courses');
  return outcome;
}

/** PUT /api/admin/courses/{id}: replaces the course; seats added to a variant go to its waiting list at once. */
export async function updateCourse(
  ctx: Ctx,
  id: number,
  body: AdminCourseBody,
  actor?: AuditActor,
): Promise<AdminOutcome<{ id: number; slug_es: string }>> {
  const outcome = await ctx.db.transaction(async (t): Promise<AdminOutcome<{ id: number; slug_es: string }>> => {
    const tx = tx$(t);
    const current = await repo.lockCourse(tx, id);
    if (!current) throw notFound('course_not_found');
    const before = await courseSnapshot(tx, id);
    const slugEs = body.slug_es ?? current.slugEs;
    const slugEn = body.slug_en ?? current.slugEn;
    if (await repo.isSlugTaken(tx, slugEs, id)) return { ok: false, code: ADMIN_CODE.slugTaken, ext: `slug_es '${slugEs}' is taken` };
    const values = courseValuesOf(body, { es: slugEs, en: slugEn });
    await checkFiles(tx, body, values.fileIds ?? []);
    const existing = (await repo.listVariants(tx, id)).map((v) => v.id);
    const kept = body.variants.flatMap((v) => (v.uuid ? [v.uuid] : []));
    for (const gone of existing.filter((v) => !kept.includes(v))) {
      if ((await repo.countSeatHolders(tx, gone, ctx.now())) + (await repo.countWaiting(tx, gone)) > 0) {
        return { ok: false, code: ADMIN_CODE.variantInUse, ext: `variant ${gone} has live signups` };
      }
    }
    await repo.updateCourse(tx, id, values);
    const ids = await saveVariants(tx, id, body, existing);
    await repo.deleteVariantsExcept(tx, id, ids);
    await repo.logEvent(tx, {
      courseId: id,
      actorId: actor?.id ?? null,
      type: 'course-updated',
      detail: { slug_es: slugEs, variants: ids.length },
      at: ctx.now(),
    });
    await recordAudit(tx, { actor, action: 'course.update', entity: 'course', entityId: id, before, after: await courseSnapshot(tx, id) });
    // Offers (and their mails, in this transaction) for the seats the change added.
    for (const v of ids) await promoteWaitingList(ctx, tx, v);
    return { ok: true, data: { id, slug_es: slugEs } };
  });
  if (outcome.ok) {
    ctx.onContentChanged?.('courses');
    return { ok: true, data: outcome.data };
  }
  return outcome;
}

/** GET /api/admin/courses/{id}/signups: every signup with person, variant, state, price and answers. */
export async function listCourseSignups(ctx: Pick<AppContext, 'db'>, courseId: number) {
  if (!(await repo.findCourseById(ctx.db, courseId))) throw notFound('course_not_found');
  const rows = await repo.listCourseSignups(ctx.db, courseId);
  // The card payment's refund of each ticket, from the one ledger ("Devuelto" in the Pago column).
  const refunds = await findItemRefundStates(
    ctx.db,
    COURSE_SIGNUP_KIND,
    rows.map((r) => String(r.signup.id)),
  );
  return rows.map(({ signup: s, firstName, lastName, email, imageUse, variant }) => ({
    ticketID: s.id,
    user_id: s.userId,
    created_by: s.createdBy,
    first_name: firstName,
    last_name: lastName,
    email,
    variant: variant?.id ?? null,
    selectedVariant: variant ? toVariant(variant) : null,
    status: s.status,
    payment_status: s.paymentStatus,
    payment_refund: refunds.get(String(s.id)) ?? null,
    payment_price: centsToEuros(s.priceCents),
    image_use: imageUse === 1 ? 1 : 0,
    requires_card_payment: s.requiresCardPayment ? 1 : 0,
    price_breakdown: s.priceBreakdown as Record<string, unknown>,
    form_answers: s.formAnswers as unknown[],
    price_multi: s.priceMultiChoice as unknown,
    optional_services: s.optionalServices as unknown[],
    hold_expires_at: s.holdExpiresAt?.toISOString() ?? null,
    offer_expires_at: s.offerExpiresAt?.toISOString() ?? null,
    signup_dt: s.createdAt.toISOString(),
  }));
}

/**
 * Whether the office may record a bank transfer for this signup: it waits (status 0) on a course
 * paid by transfer, and is not a card signup. Moving it to 1 then sets payment_status 1.
 */
export const isAwaitingTransfer = (s: CourseSignupRow, course: CourseRow | null): boolean =>
  s.status === 0 && !!course?.requiresBankTransfer && !s.requiresCardPayment;

/** Whether a signup occupies a seat at `now` (the rule of repo.holdsSeatAt, for one row in memory). */
export const isSeatHolder = (s: CourseSignupRow, now: Date): boolean =>
  s.status === 1 || (s.status === 0 && (!s.holdExpiresAt || s.holdExpiresAt > now) && (!s.offerExpiresAt || s.offerExpiresAt > now));

/**
 * POST /api/admin/signups/{ticketID}/status. Freeing a seat (a seat holder moved to 2, 3, 4 or 5)
 * offers it to the waiting list in the same transaction.
 * Decision: the office moving a bank-transfer signup from 0 to 1 records the transfer
 * (payment_status 1); the office may also seat a person directly (3 -> 1) even when the variant
 * is full — the office's call, as at the counter.
 */
export async function setSignupStatus(
  ctx: Ctx,
  ticketId: number,
  status: number,
  actor?: AuditActor,
  refund?: number,
): Promise<AdminOutcome<{ ticketID: number; status: number }>> {
  // Run again if PostgreSQL breaks a deadlock against the bank's notification (db/client.ts retryAborted).
  const outcome = await retryAborted(() =>
    ctx.db.transaction(async (t): Promise<AdminOutcome<{ ticketID: number; status: number }>> => {
      const tx = tx$(t);
      const s = await repo.lockSignup(tx, ticketId);
      if (!s) throw notFound('signup_not_found');
      // Abandoning a paid signup asks whether the money goes back (issue 20, point 9): the answer
      // is recorded with the change (its event and audit row); no answer, no change.
      const question = asksRefund({ status: s.status, payment_status: s.paymentStatus, payment_price: s.priceCents / 100 }, status);
      if (question && refund === undefined)
        return { ok: false, code: ADMIN_CODE.refundAnswerMissing, ext: `ticket ${s.id} is paid: answer refund 1 or 0` };
      const refundAnswer = question ? (refund === 1 ? 'yes' : 'no') : undefined;
      if (s.status === 4 && status !== 4) {
        const live = await repo.findLiveSignup(tx, s.courseId, s.userId);
        if (live && live.id !== s.id)
          return { ok: false, code: ADMIN_CODE.alreadySignedUp, ext: `ticket ${live.id} is live for this person` };
      }
      const course = await repo.findCourseById(tx, s.courseId);
      const wasHolding = isSeatHolder(s, ctx.now());
      const recordsTransfer = status === 1 && isAwaitingTransfer(s, course);
      await repo.updateSignup(tx, s.id, {
        status,
        ...(recordsTransfer ? { paymentStatus: 1, paidAt: ctx.now() } : {}),
        ...(status !== 0 ? { holdExpiresAt: null, offerExpiresAt: null } : {}),
      });
      await repo.logEvent(tx, {
        courseId: s.courseId,
        signupId: s.id,
        actorId: actor?.id ?? null,
        type: 'status-changed',
        detail: {
          from: s.status,
          to: status,
          ...(recordsTransfer ? { transfer_recorded: true } : {}),
          ...(refundAnswer ? { refund: refundAnswer } : {}),
        },
        at: ctx.now(),
      });
      const after = await repo.findSignup(tx, s.id);
      await recordAudit(tx, {
        actor,
        action: 'signup.status',
        entity: 'signup',
        entityId: s.id,
        before: s,
        after: refundAnswer ? { ...after, refund: refundAnswer } : after,
      });
      if (question) await cancelPaidPlace(ctx, tx, s, course, refundAnswer === 'yes', actor);
      // The one-minute undo of a cancelled place: what it owed back is owed no more.
      if (s.status === REFUND_QUESTION_STATUS && status !== REFUND_QUESTION_STATUS)
        await withdrawRefundDue(tx, { kind: COURSE_SIGNUP_KIND, ref: String(s.id), actor, at: ctx.now() });
      if (wasHolding && status !== 1 && status !== 0 && s.variantId) await promoteWaitingList(ctx, tx, s.variantId);
      return { ok: true, data: { ticketID: s.id, status } };
    }),
  );
  return outcome;
}

/**
 * A paid place the office cancelled (the "refund?" question answered): with "yes" the card
 * payment that paid the ticket owes its price back in the ledger (payments' recordRefundDue: the
 * office returns it in the bank's console and marks it there); with "no" no money moves. Either
 * way the family (the signup's addressee: the holder who enrolled a managed member) is told, in
 * their language, in this transaction. Decision (not shown in the spec): only this cancellation is
 * mailed; other status changes by the office stay silent as before.
 */
async function cancelPaidPlace(ctx: Ctx, tx: Db, s: CourseSignupRow, course: CourseRow | null, isRefund: boolean, actor?: AuditActor) {
  const owed = isRefund
    ? await recordRefundDue(tx, { kind: COURSE_SIGNUP_KIND, ref: String(s.id), reason: 'signup-cancelled', actor, at: ctx.now() })
    : null;
  const who = await addresseeOf(ctx, tx, s, course);
  if (!who) return;
  const refund = isRefund ? { euros: centsToEuros(owed?.amountCents ?? s.priceCents), toCard: owed !== null } : null;
  await announce(ctx, tx, [{ to: who.to, mail: placeCancelledMail(who.lang, who.facts, refund) }]);
}

/**
 * GET /api/admin/signups/{ticketID}/files/{fileId}: a file a person uploaded with a signup form,
 * for the office. Only a file the ticket's answers point to; anything else is 404.
 */
export async function getSignupFile(ctx: Pick<AppContext, 'db'>, ticketId: number, fileId: number) {
  const s = await repo.findSignup(ctx.db, ticketId);
  const answers = (s?.formAnswers ?? []) as { inputdata?: { fileId?: unknown } | null }[];
  if (!s || !answers.some((a) => a.inputdata?.fileId === fileId)) throw notFound('file_not_found');
  const file = await findFile(ctx.db, fileId);
  if (!file) throw notFound('file_not_found');
  return file;
}
