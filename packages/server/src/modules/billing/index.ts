/**
 * The billing area's public entry (README.md beside this file): what an account owes the club,
 * collected by SEPA direct debit in the office's monthly remittance. Another area plugs in by
 * - `addCharge(tx, input)`: a one-off charge (a kit order), inside its own transaction;
 * - `registerChargeSource({ kind, materialise })`: periodic charges (season monthly fees,
 *   membership quotas) that it adds through addCharge when a remittance is generated.
 */
export type { ChargeInput, MandateMode } from '@club/domain/billing/charges.rules';
export { addCharge, registerChargeSource, type ChargeSource } from './charges.service.js';
/** Returned charges paid by card: get_pending's `returned` list. */
export { listReturnedCharges, BILLING_CHARGE_KIND } from './charge-payments.js';
