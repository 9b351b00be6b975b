import { fieldChange, yesNo, type AuditWords } from '../../../components/console/audit-words';

/** The office's changes to people and members' requests, in words (components/console/audit-words.ts). */
export const accountAuditWords: AuditWords[] = [
  { action: 'person.delegation', change: (r, t) => fieldChange(r, 'allowImpersonate', yesNo(t)) },
  { action: 'person.admin', change: (r, t) => fieldChange(r, 'isGod', yesNo(t)) },
  { action: 'request.grant' },
  { action: 'request.reject' },
];
