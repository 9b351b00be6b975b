import type { AuditWords } from '../../../components/console/audit-words';

/** The billing area's audit actions in words (components/console/audit-words.ts). */
export const billingAuditWords: AuditWords[] = [
  { action: 'remittance.create' },
  { action: 'remittance.return' },
  { action: 'person.needs_update' },
];
