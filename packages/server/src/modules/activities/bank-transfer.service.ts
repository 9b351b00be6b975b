import { PAYMENTS_CODE } from '@club/domain/admin/payments.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { notFound } from '../../lib/reply.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import * as activities from './activities.repository.js';
import { isAwaitingTransfer } from './admin.service.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;
const tx$ = (tx: unknown) => tx as Db;

/**
 * POST /api/admin/signups/{ticketID}/transfer: the bank transfer of a signup that waits for one
 * arrived. The rule is the activities office's (isAwaitingTransfer): status 1, payment_status 1.
 */
export async function recordTransfer(
  ctx: Ctx,
  ticketId: number,
  note: string,
  actor: AuditActor,
): Promise<AdminOutcome<{ ticketID: number; status: number; payment_status: number }>> {
  return ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const s = await activities.lockSignup(tx, ticketId);
    if (!s) throw notFound('signup_not_found');
    const course = await activities.findCourseById(tx, s.courseId);
    if (!course?.requiresBankTransfer || s.requiresCardPayment)
      return { ok: false, code: PAYMENTS_CODE.notTransfer, ext: `ticket ${ticketId} is not paid by bank transfer` };
    if (!isAwaitingTransfer(s, course))
      return { ok: false, code: PAYMENTS_CODE.notAwaitingTransfer, ext: `ticket ${ticketId} has status ${s.status}` };
    const at = ctx.now();
    await activities.updateSignup(tx, s.id, { status: 1, paymentStatus: 1, paidAt: at, holdExpiresAt: null, offerExpiresAt: null });
    await activities.logEvent(tx, {
      courseId: s.courseId,
      signupId: s.id,
      actorId: actor.id,
      type: 'status-changed',
      detail: { from: s.status, to: 1, transfer_recorded: true, note },
      at,
    });
    const after = await activities.findSignup(tx, s.id);
    await recordAudit(tx, { actor, action: 'signup.transfer', entity: 'signup', entityId: s.id, before: s, after: { ...after, note } });
    return { ok: true, data: { ticketID: s.id, status: 1, payment_status: 1 } };
  });
}
