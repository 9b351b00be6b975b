import type { Db } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { findPaymentByOrder, insertPaymentEvent } from './payments.repository.js';

/**
 * Appends a payment event and, in the same transaction, its audit row with the ledger row before
 * and after ('payment.created', 'payment.paid', 'payment.failed', 'payment.overpaid': money for
 * items another attempt had paid, 'payment.refund-due': the price of an item the club gave up is owed back, 'payment.refunded',
 * 'payment.overpayment-refunded', 'payment.owed-back-refunded', 'payment.refund-withdrawn': an undone cancellation). `actor` is null for the bank's notifications and the member's own attempt.
 */
export async function recordPaymentEvent(
  tx: Db,
  e: {
    payment: PaymentRow;
    type: string;
    dsResponse?: string | null;
    notificationId?: number | null;
    at: Date;
    actor?: AuditActor | null;
    note?: string;
  },
): Promise<void> {
  await insertPaymentEvent(tx, {
    paymentId: e.payment.id,
    type: e.type,
    dsResponse: e.dsResponse,
    notificationId: e.notificationId,
    at: e.at,
  });
  const after = await findPaymentByOrder(tx, e.payment.order);
  await recordAudit(tx, {
    actor: e.actor ?? null,
    action: `payment.${e.type}`,
    entity: 'payment',
    entityId: e.payment.id,
    before: e.type === 'created' ? null : e.payment,
    after: { ...after, ...(e.notificationId ? { notification_id: e.notificationId } : {}), ...(e.note ? { note: e.note } : {}) },
    at: e.at,
  });
}
