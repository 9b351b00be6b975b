import type { PendingPayment, PendingPayments } from '@club/domain/account/account.schemas';
import { centsToEuros } from '@club/domain/activities/pricing.rules';
import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import { COURSE_SIGNUP_KIND } from '@club/domain/payments/paid-items.rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { CourseSignupRow } from '../../db/schema/activities.js';
import type { UserRow } from '../../db/schema/auth.js';
import { notFound } from '../../lib/reply.js';
import { assertCanActForTicket } from './ticket-access.js';
import { type DescribedPayableKind, type SignedPayment, startCardPayment } from '../payments/index.js';
import { listReturnedCharges } from '../billing/index.js';
import * as repo from './activities.repository.js';
import { toTranslations } from './course-mapper.js';
import { isSeatHolder } from './admin.service.js';
import { freeSeats } from './waiting-list.service.js';
import { describeCourseSignups } from './course-receipt.js';

/**
 * Card payments of course signups: the 'course-signup' payable item kind (item id = ticket id),
 * which a ticket's own payment and a family order's payment both pay, and the calls around it.
 */

export { COURSE_SIGNUP_KIND };

/** get_pm_detail refusals (HTTP 200, success 0). */
export const PAYMENT_DETAIL_CODE = {
  /** Nothing to pay: free, already paid, or not paid by card. */
  nothingToPay: 1,
  /** On the waiting list: there is no seat to pay for yet. */
  waitingList: 2,
  /** The hold (or the waiting-list offer) lapsed; the seat is no longer kept. */
  holdLapsed: 3,
} as const;

export const ticketOf = (ref: string): number | null => (/^\d{1,9}$/.test(ref) ? Number(ref) : null);

/** Locks the tickets an attempt pays (ascending ids, the settlement's order) before any is settled. */
export async function lockCourseSignups(tx: Db, ids: string[]): Promise<void> {
  const tickets = ids.map(ticketOf).filter((id): id is number => id !== null);
  for (const id of [...new Set(tickets)].sort((a, b) => a - b)) await repo.lockSignup(tx, id);
}

/**
 * The bank confirmed the payment of a ticket (inside the notification's transaction). A seat
 * still held becomes assigned (1). Decision, when the money arrives after the hold or the offer
 * lapsed (the money is real): the person keeps a seat if one is free now; otherwise the signup
 * goes to 2 ('Hay un problema en la inscripción') for the office to refund or to seat by hand.
 * If the person enrolled again meanwhile (a new live ticket), the paid lapsed one stays 4 with
 * payment status 1, which the office's list shows as a refund to make. Idempotent.
 */
export async function markCourseSignupPaid(tx: Db, ref: string, at: Date): Promise<void> {
  const id = ticketOf(ref);
  const s = id === null ? null : await repo.lockSignup(tx, id);
  if (!s || s.paymentStatus === 1) return;
  const to = await statusOnPayment(tx, s, at);
  await repo.updateSignup(tx, s.id, { paymentStatus: 1, paidAt: at, holdExpiresAt: null, offerExpiresAt: null, status: to });
  await repo.logEvent(tx, { courseId: s.courseId, signupId: s.id, type: 'paid', detail: { from: s.status, to }, at });
}

/** The status a signup takes when its payment is confirmed (see markCourseSignupPaid). */
async function statusOnPayment(tx: Db, s: CourseSignupRow, at: Date): Promise<number> {
  if (s.status === 1 || s.status === 2 || s.status === 5) return s.status;
  if (s.status === 0 && isSeatHolder(s, at)) return 1;
  if (s.status === 4 && (await repo.findLiveSignup(tx, s.courseId, s.userId))) return 4;
  if (!s.variantId) return 1;
  const variant = await repo.lockVariant(tx, s.variantId);
  return !variant || (await freeSeats(tx, variant, at, s.id)) > 0 ? 1 : 2;
}

/** The bank refused: the SIS code becomes the payment status; the seat stays held until the hold lapses, so the person can retry. */
export async function markCourseSignupFailed(tx: Db, ref: string, code: number, at: Date): Promise<void> {
  const id = ticketOf(ref);
  const s = id === null ? null : await repo.lockSignup(tx, id);
  if (!s || s.paymentStatus === 1) return;
  // 0 and 1 mean pending and paid: a refusal must never read as either.
  const stored = code === 0 || code === 1 ? 9999 : code;
  await repo.updateSignup(tx, s.id, { paymentStatus: stored });
  await repo.logEvent(tx, { courseId: s.courseId, signupId: s.id, type: 'payment-failed', detail: { code: stored }, at });
}

/** Course signups as an item the payment ledger settles (the composition registers it: activities.area.ts). */
export const courseSignupPayable: DescribedPayableKind = {
  kind: COURSE_SIGNUP_KIND,
  lockItems: lockCourseSignups,
  markPaid: markCourseSignupPaid,
  markFailed: markCourseSignupFailed,
  // A season signup is a course ticket: the seasons area describes its own (level, season, group).
  describeItems: async (tx, ids) => {
    const own = hooks.describeTickets ? await hooks.describeTickets(tx, ids) : new Map<string, ItemDescription>();
    const rest = ids.filter((id) => !own.has(id));
    const described = rest.length > 0 ? await describeCourseSignups(tx, rest) : new Map<string, ItemDescription>();
    for (const [id, d] of own) described.set(id, d);
    return described;
  },
};

export type DetailOutcome = { ok: true; data: { sig: SignedPayment['sig']; url: string } } | { ok: false; code: number };

const payLanguage = (lang: string): 'es' | 'eus' | 'en' => (lang === 'eus' || lang === 'en' ? lang : 'es');

/** Time the bank's pages may take (card, 3-D Secure) once a payment starts. */
export const PAYMENT_GRACE_MINUTES = 10;

/**
 * Decision: a payment started in the last minutes of a hold gets PAYMENT_GRACE_MINUTES to
 * finish, so a parent on the bank's page is not overtaken by the expiry job; the hold never
 * grows beyond twice PAYMENT_HOLD_MINUTES from the signup, so retrying cannot keep a seat.
 */
export async function graceForPayment(ctx: AppContext, s: CourseSignupRow): Promise<void> {
  if (!s.holdExpiresAt) return;
  const now = ctx.now();
  const cap = s.createdAt.getTime() + 2 * ctx.config.PAYMENT_HOLD_MINUTES * 60_000;
  const until = new Date(Math.min(now.getTime() + PAYMENT_GRACE_MINUTES * 60_000, cap));
  await repo.extendLiveHold(ctx.db, s.id, until, now);
}

async function signFor(ctx: AppContext, s: CourseSignupRow, titleEs: string, payer: UserRow): Promise<DetailOutcome> {
  if (!s.requiresCardPayment || s.priceCents <= 0 || s.paymentStatus === 1) return { ok: false, code: PAYMENT_DETAIL_CODE.nothingToPay };
  if (s.status === 3) return { ok: false, code: PAYMENT_DETAIL_CODE.waitingList };
  if (s.status !== 0 && s.status !== 1) return { ok: false, code: PAYMENT_DETAIL_CODE.nothingToPay };
  if (!isSeatHolder(s, ctx.now())) return { ok: false, code: PAYMENT_DETAIL_CODE.holdLapsed };
  await graceForPayment(ctx, s);
  const signed = await startCardPayment(ctx, {
    kind: COURSE_SIGNUP_KIND,
    ref: String(s.id),
    userId: payer.id,
    amountCents: s.priceCents,
    description: `Inscripción ${s.id}: ${titleEs}`,
    lang: payLanguage(payer.preferredLanguage),
  });
  return { ok: true, data: { sig: signed.sig, url: signed.url } };
}

/** GET manage_payments/get_pm_detail/?slug_es=: the caller's own live signup of that course. */
export async function getCoursePaymentDetail(ctx: AppContext, user: UserRow, slugEs: string): Promise<DetailOutcome> {
  const found = await repo.findCourseBySlug(ctx.db, slugEs);
  const s = found ? await repo.findLiveSignup(ctx.db, found.course.id, user.id) : null;
  if (!found || !s) throw notFound('signup_not_found');
  return signFor(ctx, s, found.course.titleEs, user);
}

/**
 * GET manage_payments/get_pm_impersonated_detail/?ticketID=: a ticket the caller may pay — their
 * own, one they made for someone else (created_by) or one of a person they act for
 * (family/access.ts). Anybody else's ticket, or one that does not exist: 403.
 */
export async function getTicketPaymentDetail(ctx: AppContext, user: UserRow, ticketId: number): Promise<DetailOutcome> {
  const s = await assertCanActForTicket(ctx, user, ticketId);
  const grouped = hooks.ticketDetail ? await hooks.ticketDetail(ctx, user, s) : null;
  if (grouped) return grouped;
  const course = await repo.findCourseById(ctx.db, s.courseId);
  return signFor(ctx, s, course?.titleEs ?? '', user);
}

/**
 * GET manage_payments/get_pending: the caller's course signups with a card payment due or refused
 * (`direct`), the family's, the seasons' and the membership's lists through their hooks, and the
 * account's SEPA debits the bank returned (`returned`, billing's entry), each payable by card.
 */
export async function listPendingPayments(ctx: Pick<AppContext, 'db'>, user: UserRow): Promise<PendingPayments> {
  const rows = await repo.listCardPaymentsDue(ctx.db, user.id);
  const direct: PendingPayment[] = rows.map(({ signup: s, course: c }) => ({
    ticketID: s.id,
    item: { id: c.id, slug_es: c.slugEs, slug_en: c.slugEn, translations: toTranslations(c), status: s.status },
    sticket: { payment_status: s.paymentStatus, payment_price: centsToEuros(s.priceCents) },
  }));
  const family = hooks.pendingLists ? await hooks.pendingLists(ctx, user) : { users: [], impersonated: [] };
  const leveled = hooks.leveled ? await hooks.leveled(ctx, user) : [];
  const membership = hooks.membership ? await hooks.membership(ctx, user) : [];
  return { direct, ...family, leveled, returned: await listReturnedCharges(ctx.db, user.id), membership };
}

/**
 * Where the family area plugs into the ticket payment calls (issue 9) without this module
 * depending on it: a ticket of a family order is paid together with the rest of the order, and
 * the pending lists `users` and `impersonated` are the family's.
 */
export interface CoursePaymentHooks {
  /** A signed payment for a group that holds this ticket, or null to pay the ticket alone. */
  ticketDetail?: (ctx: AppContext, user: UserRow, s: CourseSignupRow) => Promise<DetailOutcome | null>;
  pendingLists?: (ctx: Pick<AppContext, 'db'>, user: UserRow) => Promise<Pick<PendingPayments, 'users' | 'impersonated'>>;
  /** The season signups' initial payments (the seasons area): `leveled`. */
  leveled?: (ctx: Pick<AppContext, 'db'>, user: UserRow) => Promise<PendingPayments['leveled']>;
  /** The unpaid join fees (the membership area): `membership`. */
  membership?: (ctx: Pick<AppContext, 'db'>, user: UserRow) => Promise<PendingPayments['membership']>;
  /** The seasons area's description of its tickets (receipts, return page, paid mail); others are the courses'. */
  describeTickets?: (tx: Db, ids: string[]) => Promise<Map<string, ItemDescription>>;
}
const hooks: CoursePaymentHooks = {};
export function registerCoursePaymentHooks(h: CoursePaymentHooks): void {
  Object.assign(hooks, h);
}
