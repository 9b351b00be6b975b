import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import { PAYMENTS_CODE, type PaymentsQuery } from '@club/domain/admin/payments.schemas';
import { centsToEuros } from '@club/domain/activities/pricing.rules';
import { compareItems, refundDueCents } from '@club/domain/payments/paid-items.rules';
import { isAuthorisedResponse, paymentStatusKey } from '@club/domain/payments/sis-codes';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { listPaymentItems, recordPaymentEvent } from './index.js';
import type { AuditActor } from '../audit/index.js';
import * as repo from './payments.admin.repository.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;
const tx$ = (tx: unknown) => tx as Db;
const DAY_MS = 24 * 3600_000;

/** The i18n key of a Ds_Response's text (the web turns it into words). */
const responseKey = (ds: string | null) => (ds === null ? null : isAuthorisedResponse(ds) ? 'authorised' : paymentStatusKey(ds));

/** GET /api/admin/payments: the ledger, newest first, each attempt with the notifications received for it. */
export async function listPayments(ctx: Pick<AppContext, 'db'>, q: PaymentsQuery) {
  const { rows, total } = await repo.listLedger(
    ctx.db,
    {
      state: q.state,
      from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
      until: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
      courseId: q.course,
      userId: typeof q.person === 'number' ? q.person : undefined,
      payerText: typeof q.person === 'string' ? q.person : undefined,
    },
    ADMIN_PAGE_SIZE,
    (q.page - 1) * ADMIN_PAGE_SIZE,
  );
  const ids = rows.map((r) => r.payment.id);
  const [notifications, items] = await Promise.all([repo.listNotificationsOf(ctx.db, ids), listPaymentItems(ctx.db, ids)]);
  return {
    rows: rows.map(({ payment: p, email, firstName, lastName, courseId }) => ({
      id: p.id,
      order: p.order,
      kind: p.kind,
      ref: p.ref,
      description: p.description,
      user_id: p.userId,
      email,
      first_name: firstName,
      last_name: lastName,
      course_id: courseId === null ? null : Number(courseId),
      amount: centsToEuros(p.amountCents),
      state: p.state,
      overpaid: centsToEuros(p.overpaidCents),
      to_refund: centsToEuros(refundDueCents(p)),
      items: items
        .filter((i) => i.paymentId === p.id)
        .map((i) => ({ kind: i.itemKind, id: i.itemId, amountCents: i.amountCents, outcome: i.outcome }))
        .sort(compareItems)
        .map((i) => ({ kind: i.kind, id: i.id, amount: centsToEuros(i.amountCents), outcome: i.outcome as 'paid' | 'overpaid' | null })),
      ds_response: p.dsResponse,
      ds_response_key: responseKey(p.dsResponse),
      created_at: p.createdAt.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
      notifications: notifications
        .filter((n) => n.paymentId === p.id)
        .map((n) => ({ id: n.id, at: n.createdAt.toISOString(), verdict: n.verdict, signature_ok: n.signatureOk ? 1 : 0 })),
    })),
    total,
    page: q.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/**
 * POST /api/admin/payments/{id}/refunded: the office tells the ledger that money of a paid attempt
 * went back in the bank's own console. Decision: while the attempt has an overpayment to refund,
 * that is what the office marks (the items the attempt paid stay paid by it; the state says
 * 'refunded' only when the overpayment was the whole attempt); otherwise the whole attempt is
 * marked refunded. The item it paid keeps its state either way: the office changes the signup
 * apart if the person leaves.
 */
export async function markRefunded(
  ctx: Ctx,
  id: number,
  note: string,
  actor: AuditActor,
): Promise<AdminOutcome<{ id: number; state: 'refunded' | 'paid' }>> {
  return ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const before = await repo.lockPaymentById(tx, id);
    if (!before) throw notFound('payment_not_found');
    if (before.state !== 'paid') return { ok: false, code: PAYMENTS_CODE.notPaid, ext: `payment ${id} is ${before.state}` };
    const at = ctx.now();
    const due = refundDueCents(before);
    if (due > 0 && due < before.amountCents) {
      await repo.markOverpaymentRefunded(tx, id, at);
      await recordPaymentEvent(tx, { payment: before, type: 'overpayment-refunded', at, actor, note });
      return { ok: true, data: { id, state: 'paid' as const } };
    }
    await repo.markPaymentRefunded(tx, id, at, due > 0);
    await recordPaymentEvent(tx, { payment: before, type: 'refunded', at, actor, note });
    return { ok: true, data: { id, state: 'refunded' as const } };
  });
}
