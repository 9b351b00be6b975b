import type { PendingPayment, PendingPayments } from '@club/domain/account/account.schemas';
import { centsToEuros } from '@club/domain/activities/pricing.rules';
import type { AppContext } from '../../context.js';
import type { CourseSignupRow } from '../../db/schema/activities.js';
import type { UserRow } from '../../db/schema/auth.js';
import * as activities from '../activities/index.js';
import {
  COURSE_SIGNUP_KIND,
  type DetailOutcome,
  graceForPayment,
  isSeatHolder,
  registerCoursePaymentHooks,
  toTranslations,
} from '../activities/index.js';
import { startCardPayment } from '../payments/index.js';
import * as repo from './family.repository.js';

/**
 * ONE card payment for a family order (Decision, issue 9): a parent on a phone pays the persons
 * enrolled together once, not once per child. get_pm_impersonated_detail/?ticketID= with any
 * ticket of an order the caller made charges, in one ledger row of kind 'family-order', the sum
 * of that order's tickets with a card payment due and a seat held now (waiting-list places are
 * paid when a seat is offered: then the order's due tickets are charged again together). The
 * attempt's items are exactly the tickets charged ('course-signup' items, each at its price;
 * issue 14), so the bank's confirmation settles exactly what was charged, even if another ticket
 * of the order became payable meanwhile, and a ticket some other attempt paid first (an earlier
 * family payment, the person from their own login, the office) is an overpayment to refund, not
 * a second payment. The ledger's ref is the order's id, a label only.
 */
export const FAMILY_ORDER_KIND = 'family-order';

const payLanguage = (lang: string): 'es' | 'eus' | 'en' => (lang === 'eus' || lang === 'en' ? lang : 'es');

/** A ticket the holder may pay by card now. */
const isDueNow = (s: CourseSignupRow, now: Date) =>
  s.requiresCardPayment && s.priceCents > 0 && s.paymentStatus !== 1 && (s.status === 0 || s.status === 1) && isSeatHolder(s, now);

/** The hook of get_pm_impersonated_detail: the order's payment, or null to pay the ticket alone. */
export async function familyOrderPaymentDetail(ctx: AppContext, user: UserRow, s: CourseSignupRow): Promise<DetailOutcome | null> {
  const order = await repo.findOrderOfTicket(ctx.db, s.id);
  if (!order || order.holderId !== user.id) return null;
  const now = ctx.now();
  const due = (await repo.listOrderSignups(ctx.db, order.id)).filter((t) => isDueNow(t, now));
  // Nothing due in the order: the ticket's own answer (nothing to pay, waiting list, lapsed).
  if (due.length === 0) return null;
  for (const t of due) await graceForPayment(ctx, t);
  const course = await activities.findCourseById(ctx.db, order.courseId);
  const signed = await startCardPayment(ctx, {
    kind: FAMILY_ORDER_KIND,
    ref: String(order.id),
    items: due.map((t) => ({ kind: COURSE_SIGNUP_KIND, id: String(t.id), amountCents: t.priceCents })),
    userId: user.id,
    amountCents: due.reduce((sum, t) => sum + t.priceCents, 0),
    description: `Inscripción familiar ${order.id} (${due.length}): ${course?.titleEs ?? ''}`,
    lang: payLanguage(user.preferredLanguage),
  });
  return { ok: true, data: { sig: signed.sig, url: signed.url } };
}

/**
 * get_pending's family lists (spec 000 §3 "Pending payment"):
 * - `impersonated`: what the holder enrolled for others, one row per family order (a ticket
 *   outside any order is a group of its own): ticketID (the first due ticket: pay it with
 *   get_pm_impersonated_detail), item (the course), users (the persons), stickets (each ticket),
 *   price_acc (the total in euros) and sticket (the first ticket's payment status, the total);
 * - `users`: tickets of the holder's persons made by somebody else (the person from their own
 *   login, the office), one row per ticket, with `users` the person.
 */
export async function familyPendingLists(
  ctx: Pick<AppContext, 'db'>,
  user: UserRow,
): Promise<Pick<PendingPayments, 'users' | 'impersonated'>> {
  const rows = await repo.listFamilyCardPaymentsDue(ctx.db, user.id);
  const groups = new Map<string, typeof rows>();
  const users: PendingPayment[] = [];
  for (const r of rows) {
    if (r.signup.createdBy !== user.id) {
      users.push(toPending([r]));
      continue;
    }
    const key = r.orderId === null ? `t${r.signup.id}` : `o${r.orderId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return { users, impersonated: [...groups.values()].map(toPending) };
}

function toPending(group: Awaited<ReturnType<typeof repo.listFamilyCardPaymentsDue>>): PendingPayment {
  const first = group[0]!;
  const c = first.course;
  const total = group.reduce((sum, r) => sum + r.signup.priceCents, 0);
  return {
    ticketID: first.signup.id,
    item: { id: c.id, slug_es: c.slugEs, slug_en: c.slugEn, translations: toTranslations(c), status: first.signup.status },
    users: group.map((r) => ({ user_id: r.person.id, first_name: r.person.firstName, last_name: r.person.lastName })),
    stickets: group.map((r) => ({
      ticketID: r.signup.id,
      user_id: r.person.id,
      status: r.signup.status,
      payment_status: r.signup.paymentStatus,
      payment_price: centsToEuros(r.signup.priceCents),
    })),
    price_acc: centsToEuros(total),
    sticket: { payment_status: first.signup.paymentStatus, payment_price: centsToEuros(total) },
  };
}

/**
 * Plugs the family order into the ticket payment calls (idempotent). Its pending count is handed
 * to the composition (family.area.ts).
 */
export function registerFamilyPayments(): void {
  registerCoursePaymentHooks({ ticketDetail: familyOrderPaymentDetail, pendingLists: familyPendingLists });
}
