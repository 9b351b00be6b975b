/**
 * The payments area's public entry: what other areas use to charge by card through the one ledger
 * (README.md beside this file has the item model). An area that sells something:
 * 1. registers each kind of item it sells once at start-up (`registerPayableKind`: how to lock,
 *    mark paid and mark refused one item of that kind);
 * 2. starts an attempt with the items it charges (`startCardPayment({ kind, ref, items, ... })`);
 * 3. may add what a person has to pay to the pending counts (`registerPendingPaymentSource`).
 * The bank's notification then settles each item once, whatever attempt paid it.
 */
export type { PaidItemLine } from '@club/domain/payments/paid-items.rules';
export { registerPayableKind, type PayableKind } from './payables.js';
export { startCardPayment, type SignedPayment } from './payments.service.js';
export { registerPendingPaymentSource, countPendingPayments, type PendingPaymentSource } from './pending-sources.js';
export { recordPaymentEvent } from './payment-audit.js';
export { listPaymentItems } from './paid-items.repository.js';
