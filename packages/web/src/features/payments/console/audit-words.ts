import { fieldChange, type AuditWords } from '../../../components/console/audit-words';

const stateChange: AuditWords['change'] = (r, t) =>
  fieldChange(r, 'state', (s) => t(`console:ledger.states.${String(s)}`, { defaultValue: String(s) }));

/** The payment ledger's events in words (components/console/audit-words.ts): each with the attempt's state before and after. */
export const paymentsAuditWords: AuditWords[] = [
  'created',
  'paid',
  'failed',
  'overpaid',
  'refunded',
  'overpayment-refunded',
  'refund-due',
  'owed-back-refunded',
  'refund-withdrawn',
  'abandoned',
].map((type) => ({
  action: `payment.${type}`,
  change: stateChange,
  values: { state: (s, t) => t(`console:ledger.states.${String(s)}`, { defaultValue: String(s) }) },
}));
