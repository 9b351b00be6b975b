import { centsToEuros } from '@club/domain/activities/pricing.rules';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import { poolName } from '@club/domain/activities/labels';
import type { ContinuousSignup, LeveledPending } from '@club/domain/seasons/seasons.schemas';
import { LEVELED_PAYMENT } from '@club/domain/seasons/seasons.schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { courseSignups, type CourseSignupRow } from '../../db/schema/activities.js';
import type { UserRow } from '../../db/schema/auth.js';
import { notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { getTicketPaymentDetail, seats, type DetailOutcome } from '../activities/index.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { listFamilyPersonIds, personForActor } from '../people/index.js';
import * as repo from './seasons.repository.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'jobs'>;
const tx$ = (tx: unknown) => tx as Db;

/** get_pending_signup's refusal: the person has no season signup with the initial payment due. */
export const PENDING_SIGNUP_CODE = { none: 1 } as const;

/** A group as the families read it: "Fadura · L-X 17:00-18:00" style text of pool and schedule. */
const groupText = (v: { poolId: number; schedule: string } | null): string => (v ? `${poolName(v.poolId)} · ${v.schedule}` : '');

/**
 * POST v3/enrol/get_pending_signup/: the person's (the caller's or a family person's: else 403)
 * signup of the current season whose initial payment is still due (seat held or offered, not
 * paid): the assistant's recovery opens at step 5 with it. None: success 0, code 1.
 */
export async function pendingSignup(ctx: Pick<AppContext, 'db' | 'now'>, actor: UserRow, userId: number) {
  const person = await personForActor(ctx, actor, userId);
  const season = await repo.findCurrentSeason(ctx.db, clubToday(ctx.now()));
  const live = season ? await repo.findLiveSeasonSignup(ctx.db, season.id, person.id) : null;
  const s = live?.signup;
  if (!s || !live || !(s.status === 0 && s.paymentStatus !== 1 && s.priceCents > 0 && seats.isSeatHolder(s, ctx.now())))
    return { ok: false as const, code: PENDING_SIGNUP_CODE.none };
  return { ok: true as const, data: { ticketID: s.id, payment_price: centsToEuros(s.priceCents), level_id: live.levelId } };
}

/**
 * GET manage_payments/get_season_pending_detail/?ticketID=: the initial payment of a season
 * signup, signed for the bank exactly as a course ticket's (the same access rule, hold and
 * `course-signup` item: paid twice is an overpayment); someone else's ticket 403, a course
 * ticket 404.
 */
export async function seasonPendingDetail(ctx: AppContext, actor: UserRow, ticketId: number): Promise<DetailOutcome> {
  const s = (await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, ticketId)))[0];
  const level = s ? await repo.findLevelOfCourse(ctx.db, s.courseId) : null;
  // The access rule first (403 whether or not the ticket exists), then "not a season ticket" (404).
  const outcome = await getTicketPaymentDetail(ctx, actor, ticketId);
  if (!level) throw notFound('signup_not_found');
  return outcome;
}

/** The persons whose season payments the user sees: themselves and, with delegation, their family's. */
async function personsOf(db: Db, user: UserRow): Promise<number[]> {
  return user.allowImpersonate ? [user.id, ...(await listFamilyPersonIds(db, user.id))] : [user.id];
}

/** manage_payments/get_pending `leveled`: the season signups with the initial payment due. */
export async function leveledPending(ctx: Pick<AppContext, 'db'>, user: UserRow): Promise<LeveledPending[]> {
  const rows = await repo.listLeveledDue(ctx.db, await personsOf(ctx.db, user));
  return rows.map((r) => ({
    ticketID: r.signup.id,
    sticket: { payment_status: r.signup.paymentStatus, payment_price: centsToEuros(r.signup.priceCents), status: r.signup.status },
    item: {
      level_id: r.level.levelId,
      title_es: r.course.titleEs,
      title_eus: r.course.titleEus,
      season_name: r.season.name,
      schedule: groupText(r.variant),
      poolID: r.variant?.poolId ?? null,
    },
    users: { user_id: r.signup.userId, first_name: r.firstName, last_name: r.lastName },
    price_acc: centsToEuros(r.signup.priceCents),
  }));
}

/** v3/delegated_acct/signups `continuous`: the person's season signups (the family access rule is the caller's). */
export async function continuousSignups(ctx: Pick<AppContext, 'db'>, personId: number): Promise<ContinuousSignup[]> {
  const rows = await repo.listSignupsOfPersons(ctx.db, [personId]);
  const groupIds = [...new Set(rows.flatMap((r) => (r.ranking ?? []).map((x) => x.uuid)))];
  const groups = new Map((await seats.listVariantsByIds(ctx.db, groupIds)).map((g) => [g.id, g]));
  return rows.map((r) => ({
    ticketID: r.signup.id,
    level: { id: r.level.levelId, name_es: r.course.titleEs, name_eus: r.course.titleEus },
    current_season: { id: r.season.id, name: r.season.name, name_eus: r.season.nameEus, begin: r.season.dateBegin, end: r.season.dateEnd },
    status: r.signup.status,
    payment_status: r.signup.paymentStatus,
    payment_price: centsToEuros(r.variant?.priceCents ?? r.signup.priceCents),
    schedule: r.signup.status === 3 ? '' : groupText(r.variant),
    selectedVariant:
      r.variant && r.signup.status !== 3
        ? { uuid: r.variant.id, poolID: r.variant.poolId, selected_days: r.variant.selectedDays, schedule: r.variant.schedule }
        : null,
    alternative_variants: [...(r.ranking ?? [])]
      .sort((a, b) => a.rank - b.rank)
      .flatMap((x) => {
        const g = groups.get(x.uuid);
        return g ? [{ uuid: g.id, priority: x.rank, poolID: g.poolId, selected_days: g.selectedDays, schedule: g.schedule }] : [];
      }),
    is_price_multi: 0 as const,
    price_multi: [],
    user: { user_id: r.signup.userId, first_name: r.firstName, last_name: r.lastName },
  }));
}

// ---- the office ----------------------------------------------------------------------------

/** Office outcomes (HTTP 200, success 0). */
export const SIGNUP_CODE = {
  /** The target group has no seat left. */
  groupFull: 2,
  /** The target group is not of the signup's level, or the signup is not a season signup. */
  otherLevel: 3,
  /** Only a live signup (0-3) moves. */
  notLive: 4,
} as const;

const signupOut = (s: CourseSignupRow) => ({ ticketID: s.id, status: s.status, payment_status: s.paymentStatus, uuid: s.variantId });

/**
 * POST /api/admin/season-signups/{ticketID}/move {uuid}: to another group of the same level,
 * seat-safe. Lock order of the seat code: the signup, then the two groups in uuid order. The
 * target must have a seat left (counting holders under its lock, this ticket apart); a waiting
 * signup moved into a free seat keeps its status 3 -> the seat is held as an offer would be
 * (status 0 until OFFER_HOURS, or 1 when nothing is due). The seat left behind is offered to its
 * waiting list in the same transaction.
 */
export async function moveSignup(ctx: Ctx, ticketId: number, uuid: string, actor?: AuditActor) {
  return ctx.db.transaction(async (t): Promise<AdminOutcome<ReturnType<typeof signupOut>>> => {
    const tx = tx$(t);
    const [s] = await tx.select().from(courseSignups).where(eq(courseSignups.id, ticketId)).for('update');
    if (!s) throw notFound('signup_not_found');
    const level = await repo.findLevelOfCourse(tx, s.courseId);
    if (!level) return { ok: false, code: SIGNUP_CODE.otherLevel, ext: 'not a season signup' };
    if (s.status > 3) return { ok: false, code: SIGNUP_CODE.notLive, ext: `status ${s.status}` };
    const target = uuid.toLowerCase();
    const ids = [...new Set([target, ...(s.variantId ? [s.variantId] : [])])].sort();
    const locked = new Map<string, Awaited<ReturnType<typeof seats.lockVariant>>>();
    for (const id of ids) locked.set(id, await seats.lockVariant(tx, id));
    const g = locked.get(target);
    if (!g || g.courseId !== s.courseId) return { ok: false, code: SIGNUP_CODE.otherLevel, ext: 'group of another level' };
    if (s.variantId === target && s.status !== 3) return { ok: true, data: signupOut(s) };
    const now = ctx.now();
    const left = g.maxSeating - (await seats.countSeatHolders(tx, target, now, s.id));
    if (left <= 0) return { ok: false, code: SIGNUP_CODE.groupFull, ext: 'group full' };
    const wasHolding = seats.isSeatHolder(s, now);
    const from = s.variantId;
    const priceCents = s.paymentStatus === 1 ? s.priceCents : (g.priceCents ?? 0);
    const patch: Partial<typeof courseSignups.$inferInsert> = { variantId: target, priceCents, updatedAt: now };
    if (!wasHolding) {
      // Waiting (or a lapsed hold): the seat is now theirs to take, as a freed seat's offer.
      const due = s.paymentStatus !== 1 && priceCents > 0;
      Object.assign(patch, {
        status: due ? 0 : 1,
        offerExpiresAt: due ? new Date(now.getTime() + ctx.config.OFFER_HOURS * 3_600_000) : null,
        holdExpiresAt: null,
      });
    }
    await tx.update(courseSignups).set(patch).where(eq(courseSignups.id, s.id));
    const [after] = await tx.select().from(courseSignups).where(eq(courseSignups.id, s.id));
    await recordAudit(tx, { actor, action: 'season-signup.move', entity: 'signup', entityId: s.id, before: s, after });
    if (wasHolding && from && from !== target) await seats.promoteWaitingList(ctx, tx, from);
    return { ok: true, data: signupOut(after!) };
  });
}

/**
 * POST /api/admin/season-signups/{ticketID}/payment {payment_status}: the office validates (1) or
 * rejects (2) a leveled payment, or puts it back to pending (0). Validating a signup whose seat is
 * held puts it in place (1), as the bank's confirmation would; rejecting leaves the seat to its
 * hold (the family may still pay by card until it lapses).
 */
export async function setLeveledPayment(ctx: Ctx, ticketId: number, paymentStatus: number, actor?: AuditActor) {
  return ctx.db.transaction(async (t): Promise<AdminOutcome<ReturnType<typeof signupOut>>> => {
    const tx = tx$(t);
    const [s] = await tx.select().from(courseSignups).where(eq(courseSignups.id, ticketId)).for('update');
    if (!s) throw notFound('signup_not_found');
    if (!(await repo.findLevelOfCourse(tx, s.courseId))) return { ok: false, code: SIGNUP_CODE.otherLevel, ext: 'not a season signup' };
    const now = ctx.now();
    const validated = paymentStatus === LEVELED_PAYMENT.validated;
    await tx
      .update(courseSignups)
      .set({
        paymentStatus,
        updatedAt: now,
        ...(validated ? { paidAt: now, holdExpiresAt: null, offerExpiresAt: null, ...(s.status === 0 ? { status: 1 } : {}) } : {}),
      })
      .where(eq(courseSignups.id, s.id));
    const [after] = await tx.select().from(courseSignups).where(eq(courseSignups.id, s.id));
    await recordAudit(tx, { actor, action: 'season-signup.payment', entity: 'signup', entityId: s.id, before: s, after });
    return { ok: true, data: signupOut(after!) };
  });
}
