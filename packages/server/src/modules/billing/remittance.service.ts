import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import {
  BILLING_CODE,
  type Remittance,
  type RemittanceExclusion,
  type RemittanceRow as RemittanceListRow,
  type RemittanceTransaction,
} from '@club/domain/billing/billing.schemas';
import { centsToEuros, type MandateMode } from '@club/domain/billing/charges.rules';
import { collectionDateProblem, debitStatus } from '@club/domain/billing/collection.rules';
import { planRemittance, type DebtorFacts, type RemittancePlan, type SignedMandate } from '@club/domain/billing/remittance.rules';
import { endToEndId, remittanceInformation } from '@club/domain/billing/sepa-text.rules';
import { madridDate } from '@club/domain/shared/dates';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { ChargeRow } from '../../db/schema/billing.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { HttpError, notFound } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { materialiseCharges } from './charges.service.js';
import { lockGatheredCharges, markChargesInRemittance } from './charges.repository.js';
import * as repo from './remittance.repository.js';
import { writePain008 } from './pain008.js';

/**
 * One remittance at a time, across every node: the key of its transaction-level advisory lock.
 * The charges are locked too (FOR UPDATE), but two remittances must not even plan at once: the
 * second one waits, then finds the first one's charges collected and gathers only what is left.
 */
const REMITTANCE_LOCK = 0x62696c6c; // 'bill'

type Line = RemittanceTransaction['lines'][number];

const nameOf = (u: { firstName: string; lastName: string } | undefined) => (u ? `${u.firstName} ${u.lastName}`.trim() : '');
const lineOf = (
  c: Pick<ChargeRow, 'kind' | 'period' | 'personId' | 'conceptEs' | 'conceptEus' | 'amountCents'> & { id: number | null },
): Line => ({
  charge_id: c.id,
  kind: c.kind,
  period: c.period,
  person_id: c.personId,
  concept: c.conceptEs,
  concept_eus: c.conceptEus,
  amount: centsToEuros(c.amountCents),
});

/** The facts the mandate rule needs about each debtor: bank data of both modes, signed mandates, their use. */
async function loadFacts(tx: Db, debtorIds: number[]) {
  const debtors = new Map((await repo.loadDebtors(tx, debtorIds)).map((d) => [d.id, d]));
  const mandateRows = await repo.loadSignedMandates(tx, debtorIds);
  const last = await repo.lastCollections(tx, [...new Set(mandateRows.map((m) => m.id))]);
  const mandatesOf = new Map<number, SignedMandate[]>();
  for (const m of mandateRows) {
    const list = mandatesOf.get(m.debtorId) ?? [];
    list.push({
      id: m.id,
      reference: m.reference,
      mode: m.mode as MandateMode,
      iban: m.iban,
      bic: m.bic,
      signedOn: madridDate(m.signedAt),
      lastCollectedOn: last.get(m.id) ?? null,
    });
    mandatesOf.set(m.debtorId, list);
  }
  const facts = new Map<number, DebtorFacts>();
  for (const [id, d] of debtors) {
    facts.set(id, {
      bank: {
        1: { iban: d.gkIban, bic: d.gkSwift, needsUpdate: d.gkNeedsUpdate },
        2: { iban: d.pmIban, bic: d.pmSwift, needsUpdate: d.pmNeedsUpdate },
      },
      mandates: mandatesOf.get(id) ?? [],
    });
  }
  return { debtors, facts };
}

type Debtors = Awaited<ReturnType<typeof loadFacts>>['debtors'];

const exclusionsOf = (plan: RemittancePlan<ChargeRow>, debtors: Debtors): RemittanceExclusion[] =>
  plan.excluded.map((e) => ({
    user_id: e.debtorId,
    name: nameOf(debtors.get(e.debtorId)),
    reason: e.reason,
    mode: e.mode,
    amount: centsToEuros(e.amountCents),
    lines: e.charges.map(lineOf),
  }));

/** Thrown inside the preview's transaction to roll back what the charge sources added. */
class PreviewDone extends Error {
  constructor(readonly data: Remittance) {
    super('preview');
  }
}

function assertCollectable(ctx: AppContext, collectionDate: string): void {
  const problem = collectionDateProblem(collectionDate, madridDate(ctx.now()));
  if (problem) throw new HttpError(400, 'validation', `body.collection_date: ${problem}`);
}

/**
 * POST /api/admin/remittances/preview: what a remittance on that date would collect and whom it
 * would exclude, and why. It runs the generation itself (sources, locks, plan) and rolls back, so
 * the preview is exactly what generating would do at that moment; nothing is stored.
 */
export async function previewRemittance(ctx: AppContext, collectionDate: string): Promise<Remittance> {
  assertCollectable(ctx, collectionDate);
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${REMITTANCE_LOCK})`);
      await materialiseCharges(tx, { collectionDate, now });
      const gathered = await lockGatheredCharges(tx, collectionDate, now);
      const { debtors, facts } = await loadFacts(tx, [...new Set(gathered.map((c) => c.debtorId))]);
      const plan = planRemittance(gathered, (id) => facts.get(id), collectionDate);
      throw new PreviewDone({
        id: 0,
        collection_date: collectionDate,
        created_at: now.toISOString(),
        total: centsToEuros(plan.totalCents),
        transactions: plan.transactions.map((p) => ({
          id: 0,
          user_id: p.debtorId,
          name: nameOf(debtors.get(p.debtorId)),
          iban: p.iban,
          amount: centsToEuros(p.amountCents),
          mode: p.mode,
          mandate_ref: p.mandate.reference,
          mandate_signed_on: p.mandate.signedOn,
          sequence: p.sequence,
          end_to_end_id: '',
          // Not even generated: with the bank only once generated, collected after its date.
          status: 'sent' as const,
          returned_at: null,
          return_reason: null,
          lines: p.charges.map(lineOf),
        })),
        excluded: exclusionsOf(plan, debtors),
      });
    });
  } catch (e) {
    if (e instanceof PreviewDone) return e.data;
    throw e;
  }
  throw new Error('previewRemittance: the preview did not end');
}

/**
 * POST /api/admin/remittances {collection_date}: in ONE transaction under the remittance lock,
 * materialises every registered charge source up to the collection date, locks every charge due
 * by then and not collected (due, or returned by the bank), plans one debit per debtor account
 * (domain remittance.rules: the mandate rule, the exclusions), stores the remittance with a copy
 * of what its file says, and marks its charges as in it (stored 'collected': with the bank; shown
 * as collected only after the collection date, collection.rules debitStatus). Excluded debtors are stored
 * with the reason; their charges stay due. A card payment of a returned charge locks the same
 * charge rows first (billing-charge's lockItems), so the two never take one charge both.
 */
export async function generateRemittance(ctx: AppContext, collectionDate: string, actor: AuditActor): Promise<AdminOutcome<Remittance>> {
  assertCollectable(ctx, collectionDate);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REMITTANCE_LOCK})`);
    await materialiseCharges(tx, { collectionDate, now });
    const gathered = await lockGatheredCharges(tx, collectionDate, now);
    const { debtors, facts } = await loadFacts(tx, [...new Set(gathered.map((c) => c.debtorId))]);
    const plan = planRemittance(gathered, (id) => facts.get(id), collectionDate);
    if (plan.transactions.length === 0) return null;
    const remittance = await repo.insertRemittance(tx, {
      collectionDate,
      totalCents: plan.totalCents,
      createdAt: now,
      createdBy: actor.id,
    });
    const txIds = await repo.insertTransactions(
      tx,
      plan.transactions.map((p) => {
        const d = debtors.get(p.debtorId)!;
        // The statement line in the debtor's language (the file's text is plain Latin either way).
        const eus = d.preferredLanguage === 'eus';
        return {
          remittanceId: remittance.id,
          debtorId: p.debtorId,
          debtorName: nameOf(d),
          iban: p.iban,
          bic: p.bic,
          mode: p.mode,
          mandateId: p.mandate.id,
          mandateRef: p.mandate.reference,
          mandateSignedOn: p.mandate.signedOn,
          sequence: p.sequence,
          collectionDate,
          amountCents: p.amountCents,
          remittanceInfo: remittanceInformation(p.charges.map((c) => (eus ? c.conceptEus : c.conceptEs))),
        };
      }),
    );
    await repo.insertLines(
      tx,
      plan.transactions.flatMap((p) =>
        p.charges.map((c) => ({
          transactionId: txIds.get(p.debtorId)!,
          chargeId: c.id,
          kind: c.kind,
          period: c.period,
          personId: c.personId,
          conceptEs: c.conceptEs,
          conceptEus: c.conceptEus,
          amountCents: c.amountCents,
        })),
      ),
    );
    await repo.insertExclusions(
      tx,
      plan.excluded.map((e) => ({
        remittanceId: remittance.id,
        debtorId: e.debtorId,
        debtorName: nameOf(debtors.get(e.debtorId)),
        mode: e.mode,
        reason: e.reason,
        amountCents: e.amountCents,
        lines: e.charges.map(lineOf),
      })),
    );
    await markChargesInRemittance(
      tx,
      plan.transactions.flatMap((p) => p.charges.map((c) => c.id)),
      remittance.id,
      now,
    );
    await recordAudit(tx, {
      actor,
      action: 'remittance.create',
      entity: 'remittance',
      entityId: remittance.id,
      after: {
        collection_date: collectionDate,
        transactions: plan.transactions.length,
        total_cents: plan.totalCents,
        excluded: plan.excluded.map((e) => ({ user_id: e.debtorId, reason: e.reason })),
      },
      at: now,
    });
    return remittance.id;
  });
  if (id === null) return { ok: false, code: BILLING_CODE.nothingToCollect, ext: 'nothing_to_collect' };
  return { ok: true, data: (await getRemittance(ctx, id))! };
}

/** GET /api/admin/remittances/{id}: null when unknown. Each debit's status as of today (debitStatus). */
export async function getRemittance(ctx: Pick<AppContext, 'db' | 'now'>, id: number): Promise<Remittance | null> {
  const today = madridDate(ctx.now());
  const r = await repo.findRemittance(ctx.db, id);
  if (!r) return null;
  const [transactions, lines, exclusions] = await Promise.all([
    repo.listTransactions(ctx.db, id),
    repo.listLines(ctx.db, id),
    repo.listExclusions(ctx.db, id),
  ]);
  const linesOf = new Map<number, Line[]>();
  for (const l of lines) {
    const list = linesOf.get(l.transactionId) ?? [];
    list.push(lineOf({ ...l, id: l.chargeId }));
    linesOf.set(l.transactionId, list);
  }
  return {
    id: r.id,
    collection_date: r.collectionDate,
    created_at: r.createdAt.toISOString(),
    total: centsToEuros(r.totalCents),
    transactions: transactions.map((t) => ({
      id: t.id,
      user_id: t.debtorId,
      name: t.debtorName,
      iban: t.iban,
      amount: centsToEuros(t.amountCents),
      mode: t.mode as MandateMode,
      mandate_ref: t.mandateRef,
      mandate_signed_on: t.mandateSignedOn,
      sequence: t.sequence as 'FRST' | 'RCUR',
      end_to_end_id: endToEndId(r.id, t.id),
      status: debitStatus(t.status as 'collected' | 'returned', r.collectionDate, today),
      returned_at: t.returnedAt?.toISOString() ?? null,
      return_reason: t.returnReason,
      lines: linesOf.get(t.id) ?? [],
    })),
    excluded: exclusions.map((e) => ({
      user_id: e.debtorId,
      name: e.debtorName,
      reason: e.reason as RemittanceExclusion['reason'],
      mode: e.mode as MandateMode,
      amount: centsToEuros(e.amountCents),
      lines: e.lines as Line[],
    })),
  };
}

/** GET /api/admin/remittances?page=: the history, newest first. */
export async function listRemittances(ctx: Pick<AppContext, 'db' | 'now'>, page: number) {
  const { rows, total } = await repo.listRemittancePage(ctx.db, page);
  const today = madridDate(ctx.now());
  const out: RemittanceListRow[] = rows.map((x) => ({
    id: x.r.id,
    collection_date: x.r.collectionDate,
    created_at: x.r.createdAt.toISOString(),
    total: centsToEuros(x.r.totalCents),
    transactions: x.transactions,
    excluded: x.excluded,
    returned: x.returned,
    returned_total: centsToEuros(x.returnedCents),
    // As debitStatus: nothing is money in until the collection date has passed.
    status: debitStatus('collected', x.r.collectionDate, today) === 'collected' ? ('collected' as const) : ('sent' as const),
    collected_total:
      debitStatus('collected', x.r.collectionDate, today) === 'collected' ? centsToEuros(x.r.totalCents - x.returnedCents) : 0,
  }));
  return { rows: out, total, page, page_size: ADMIN_PAGE_SIZE };
}

/**
 * GET /api/admin/remittances/{id}/pain008: the file, written again from what the remittance
 * stored (names, IBANs, mandates, sequences as they were when it was generated), so the same
 * remittance always gives the same message. A returned debit stays in it: the file is what was
 * handed to the bank.
 */
export async function remittanceFile(ctx: AppContext, id: number): Promise<{ filename: string; xml: string }> {
  const r = await repo.findRemittance(ctx.db, id);
  if (!r) throw notFound();
  const transactions = await repo.listTransactions(ctx.db, id);
  const xml = writePain008({
    remittanceId: r.id,
    createdAt: r.createdAt,
    collectionDate: r.collectionDate,
    creditor: {
      id: ctx.config.CLUB_SEPA_CREDITOR_ID,
      name: ctx.config.CLUB_LEGAL_NAME,
      iban: ctx.config.CLUB_SEPA_IBAN,
      bic: ctx.config.CLUB_SEPA_BIC,
    },
    transactions: transactions.map((t) => ({
      id: t.id,
      debtorName: t.debtorName,
      iban: t.iban,
      bic: t.bic,
      mandateRef: t.mandateRef,
      mandateSignedOn: t.mandateSignedOn,
      sequence: t.sequence as 'FRST' | 'RCUR',
      amountCents: t.amountCents,
      remittanceInfo: t.remittanceInfo,
    })),
  });
  return { filename: `remesa-${r.collectionDate}-${r.id}.xml`, xml };
}
