import { BILLING_CODE, type ReturnReason } from '@club/domain/billing/billing.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { notFound } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { lockUser, updateUserRow } from '../people/index.js';
import { markChargesReturned } from './charges.repository.js';
import * as repo from './remittance.repository.js';

/** Which bank data a mandate mode debits: 1 the member payment data (gk_*), 2 activities (pm_*). */
export const bankDataOfMode = (mode: number): 'gk' | 'pm' => (mode === 1 ? 'gk' : 'pm');

/**
 * POST /api/admin/remittances/{id}/transactions/{txId}/return {reason}: the bank returned this
 * debit (a "devolución"). In one transaction: the debit is marked returned with the bank's
 * reason; its charges are due again ('returned': the next remittance gathers them, and the family
 * sees them in its pending payments and may pay them by card); the debtor's bank data of the
 * mandate's mode is flagged needs_update (pm or gk), which keeps them out of the next
 * remittances until the family saves its bank data again. One audit row.
 */
export async function markReturned(
  ctx: AppContext,
  remittanceId: number,
  transactionId: number,
  reason: ReturnReason,
  actor: AuditActor,
): Promise<AdminOutcome<{ id: number; status: 'returned'; charges: number[]; flagged: 'pm' | 'gk' }>> {
  const at = ctx.now();
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await repo.lockTransaction(tx, remittanceId, transactionId);
    if (!row) throw notFound();
    if (row.status === 'returned') return { ok: false, code: BILLING_CODE.alreadyReturned, ext: 'already_returned' };
    const chargeIds = await repo.chargeIdsOfTransaction(tx, row.id);
    const dueAgain = await markChargesReturned(tx, chargeIds, remittanceId, at);
    await repo.markTransactionReturned(tx, row.id, reason, at);
    const flagged = bankDataOfMode(row.mode);
    if (row.debtorId !== null && (await lockUser(tx, row.debtorId))) {
      await updateUserRow(tx, row.debtorId, flagged === 'pm' ? { pmNeedsUpdate: true } : { gkNeedsUpdate: true });
    }
    await recordAudit(tx, {
      actor,
      action: 'remittance.return',
      entity: 'remittance_transaction',
      entityId: row.id,
      before: { status: row.status, charges: chargeIds },
      after: { status: 'returned', reason, charges_due_again: dueAgain, needs_update: { user_id: row.debtorId, type: flagged } },
      at,
    });
    return { ok: true, data: { id: row.id, status: 'returned' as const, charges: dueAgain, flagged } };
  });
}

/**
 * POST /api/admin/people/{id}/needs-update {type, needs_update} (issue 18): the office asks a
 * person to enter their bank data again (type true: activities pm_*, false: member payment data
 * gk_*), or withdraws the request. Saving the data (update_payment_method,
 * update_bank_payment_data) clears it. One audit row with the flag before and after.
 */
export async function setNeedsUpdate(
  ctx: AppContext,
  userId: number,
  activities: boolean,
  needsUpdate: 0 | 1,
  actor: AuditActor,
): Promise<{ id: number; type: boolean; needs_update: 0 | 1 }> {
  const at = ctx.now();
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const user = await lockUser(tx, userId);
    if (!user) throw notFound();
    const before = activities ? user.pmNeedsUpdate : user.gkNeedsUpdate;
    const on = needsUpdate === 1;
    await updateUserRow(tx, userId, activities ? { pmNeedsUpdate: on } : { gkNeedsUpdate: on });
    await recordAudit(tx, {
      actor,
      action: 'person.needs_update',
      entity: 'user',
      entityId: userId,
      before: { type: activities ? 'pm' : 'gk', needs_update: before },
      after: { type: activities ? 'pm' : 'gk', needs_update: on },
      at,
    });
    return { id: userId, type: activities, needs_update: needsUpdate };
  });
}
