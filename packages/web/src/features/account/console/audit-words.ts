import { fieldChange, yesNo, type AuditWords } from '../../../components/console/audit-words';

/** The office's changes to people and members' requests, in words (components/console/audit-words.ts). */
export const accountAuditWords: AuditWords[] = [
  { action: 'person.delegation', change: (r, t) => fieldChange(r, 'allowImpersonate', yesNo(t)) },
  { action: 'person.admin', change: (r, t) => fieldChange(r, 'isGod', yesNo(t)) },
  // The person's own answer on the use of their images (or their holder's, or the office's).
  { action: 'person.image-use', change: (r, t) => fieldChange(r, 'imageUse', yesNo(t)) },
  { action: 'request.grant' },
  { action: 'request.reject' },
];
