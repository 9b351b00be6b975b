/**
 * The payments area's public entry (a shared part: the one ledger of card payments; it uses no
 * feature area). What other areas use to charge by card (README.md beside this file has the item
 * model). An area that sells something:
 * 1. hands each kind of item it sells to the composition (`payableKinds` of its `<area>.area.ts`,
 *    a PayableKind: how to lock, mark paid and mark refused one item of that kind), which
 *    registers it (`registerPayableKind`);
 * 2. starts an attempt with the items it charges (`startCardPayment({ kind, ref, items, ... })`);
 * 3. may hand what a person has to pay to the pending counts (`pendingPaymentSources`);
 * 4. when it gives up an item that was paid (a cancelled signup, a rejected request), records the
 *    money owed back (`recordRefundDue`) inside its own transaction.
 * The bank's notification then settles each item once, whatever attempt paid it.
 */
export type { PaidItemLine } from '@club/domain/payments/paid-items.rules';
export { registerPayableKind, type DescribedPayableKind, type PayableKind } from './payables.js';
export { startCardPayment, type SignedPayment } from './payments.service.js';
export {
  countPendingPayments,
  pendingPaymentsSql,
  pendingSourcesVersion,
  registerPendingPaymentSource,
  type PendingPaymentSource,
} from './pending-sources.js';
export { recordPaymentEvent } from './payment-audit.js';
export { listPaymentItems } from './paid-items.repository.js';
export { findItemRefundStates, recordRefundDue, withdrawRefundDue, type RefundDue } from './refund-due.js';
