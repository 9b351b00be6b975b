import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import { PAYMENTS_CODE, type LedgerTotals, type PaymentsExportQuery, type PaymentsQuery } from '@club/domain/admin/payments.schemas';
import { isUndeliverableEmail } from '@club/domain/family/persons.rules';
import { conceptInWords } from '@club/domain/payments/ledger.rules';
import { centsToEuros } from '@club/domain/activities/pricing.rules';
import { compareItems, itemRefundState, refundDueCents } from '@club/domain/payments/paid-items.rules';
import { formatReceiptNumber } from '@club/domain/payments/receipt.rules';
import { isAuthorisedResponse, paymentStatusKey } from '@club/domain/payments/sis-codes';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { listPaymentItems, recordPaymentEvent } from './index.js';
import type { AuditActor } from '../audit/index.js';
import * as repo from './payments.admin.repository.js';
import { findReceiptsOfPayments } from './receipts.repository.js';
import { describePayments } from './receipts.service.js';
import { markItemsRefunded } from './refund-due.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;
const tx$ = (tx: unknown) => tx as Db;
const DAY_MS = 24 * 3600_000;

/** The i18n key of a Ds_Response's text (the web turns it into words). */
const responseKey = (ds: string | null) => (ds === null ? null : isAuthorisedResponse(ds) ? 'authorised' : paymentStatusKey(ds));

/** The ledger's filters from the office's query (`to` includes its whole day). */
export function ledgerFilterOf(q: Omit<PaymentsQuery, 'page'>): repo.LedgerFilter {
  return {
    state: q.state,
    from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
    until: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    courseId: q.course,
    userId: typeof q.person === 'number' ? q.person : undefined,
    payerText: typeof q.person === 'string' ? q.person : undefined,
  };
}

/** Every attempt the filter matches, counted and summed per state (euros). */
export async function ledgerTotalsOf(db: Db, filter: repo.LedgerFilter): Promise<LedgerTotals> {
  const rows = await repo.ledgerTotals(db, filter);
  const states = rows
    .map((r) => ({ state: r.state, count: Number(r.n), amount: centsToEuros(Number(r.cents)) }))
    .sort((a, b) => a.state.localeCompare(b.state));
  return {
    count: states.reduce((n, r) => n + r.count, 0),
    amount: centsToEuros(rows.reduce((n, r) => n + Number(r.cents), 0)),
    to_refund: centsToEuros(rows.reduce((n, r) => n + Number(r.toRefundCents), 0)),
    states,
  };
}

type LedgerDbRow = Awaited<ReturnType<typeof repo.listLedgerRows>>[number];

/**
 * A ledger row as the office reads it: the payer's placeholder address is no address (null:
 * "no e-mail"), member number 0 is "not a member" (null), and what was paid for in words in both
 * languages (the items' descriptions, never a code).
 */
async function describeRows(db: Db, rows: LedgerDbRow[]) {
  const described = await describePayments(
    db,
    rows.map((r) => r.payment),
  );
  return rows.map((r) => {
    const items = described.get(r.payment.id) ?? [];
    return {
      ...r,
      email: isUndeliverableEmail(r.email) ? null : r.email,
      memberId: r.memberId && r.memberId > 0 ? r.memberId : null,
      concept: {
        es: conceptInWords(items, 'es') || r.payment.description,
        eus: conceptInWords(items, 'eus') || r.payment.description,
      },
    };
  });
}

/** GET /api/admin/payments: the ledger, newest first, each attempt with the notifications received for it, and the filter's totals. */
export async function listPayments(ctx: Pick<AppContext, 'db'>, q: PaymentsQuery) {
  const filter = ledgerFilterOf(q);
  const [{ rows: dbRows, total }, totals] = await Promise.all([
    repo.listLedger(ctx.db, filter, ADMIN_PAGE_SIZE, (q.page - 1) * ADMIN_PAGE_SIZE),
    ledgerTotalsOf(ctx.db, filter),
  ]);
  const rows = await describeRows(ctx.db, dbRows);
  const ids = rows.map((r) => r.payment.id);
  const [notifications, items, receipts] = await Promise.all([
    repo.listNotificationsOf(ctx.db, ids),
    listPaymentItems(ctx.db, ids),
    findReceiptsOfPayments(ctx.db, ids),
  ]);
  return {
    rows: rows.map(({ payment: p, email, firstName, lastName, courseId, memberId, concept }) => ({
      id: p.id,
      order: p.order,
      kind: p.kind,
      ref: p.ref,
      description: p.description,
      user_id: p.userId,
      email,
      member_id: memberId,
      concept,
      first_name: firstName,
      last_name: lastName,
      course_id: courseId === null ? null : Number(courseId),
      amount: centsToEuros(p.amountCents),
      state: p.state,
      overpaid: centsToEuros(p.overpaidCents),
      to_refund: centsToEuros(refundDueCents(p)),
      items: items
        .filter((i) => i.paymentId === p.id)
        .map((i) => ({ ...i, kind: i.itemKind, id: i.itemId }))
        .sort(compareItems)
        .map((i) => ({
          kind: i.kind,
          id: i.id,
          amount: centsToEuros(i.amountCents),
          outcome: i.outcome as 'paid' | 'overpaid' | null,
          refund: itemRefundState(i, p.state),
          refund_reason: i.refundDueAt ? i.refundReason : null,
        })),
      ds_response: p.dsResponse,
      ds_response_key: responseKey(p.dsResponse),
      receipt_number: receipts.has(p.id) ? formatReceiptNumber(receipts.get(p.id)!.number) : null,
      created_at: p.createdAt.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
      notifications: notifications
        .filter((n) => n.paymentId === p.id)
        .map((n) => ({ id: n.id, at: n.createdAt.toISOString(), verdict: n.verdict, signature_ok: n.signatureOk ? 1 : 0 })),
    })),
    total,
    page: q.page,
    page_size: ADMIN_PAGE_SIZE,
    totals,
  };
}

/**
 * Most rows one export reads (a club's card attempts of several seasons); past it the office
 * narrows the dates. Decision: a refusal with a 4xx rather than a file silently cut short.
 */
export const LEDGER_EXPORT_MAX = 50_000;

/** Every attempt the filter matches (no pages), described, newest first: the export's rows. */
export async function listLedgerForExport(ctx: Pick<AppContext, 'db'>, q: PaymentsExportQuery) {
  const filter = ledgerFilterOf(q);
  const totals = await ledgerTotalsOf(ctx.db, filter);
  if (totals.count > LEDGER_EXPORT_MAX) return { ok: false as const, count: totals.count };
  const rows = await describeRows(ctx.db, await repo.listLedgerRows(ctx.db, filter, LEDGER_EXPORT_MAX, 0));
  return { ok: true as const, rows, totals };
}

/**
 * POST /api/admin/payments/{id}/refunded: the office tells the ledger that money of a paid attempt
 * went back in the bank's own console. Decision: while the attempt owes money back (an
 * overpayment, items the club gave up: refundDueCents), that is what the office marks: the items
 * owed back then read "refunded", the others stay paid by it, and the state says 'refunded' only
 * when what went back, with what had gone back before, is the whole attempt. Otherwise the whole
 * attempt is marked refunded. The items keep their own state (a signup stays as the office left
 * it); their refund shows beside it.
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
    await markItemsRefunded(tx, id, at);
    if (due > 0 && before.returnedCents + due < before.amountCents) {
      await repo.markOwedBackReturned(tx, before, at);
      const type = before.refundDueCents > 0 ? 'owed-back-refunded' : 'overpayment-refunded';
      await recordPaymentEvent(tx, { payment: before, type, at, actor, note });
      return { ok: true, data: { id, state: 'paid' as const } };
    }
    await repo.markPaymentRefunded(tx, before, at);
    await recordPaymentEvent(tx, { payment: before, type: 'refunded', at, actor, note });
    return { ok: true, data: { id, state: 'refunded' as const } };
  });
}
