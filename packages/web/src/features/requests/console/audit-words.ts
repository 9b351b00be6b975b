import type { AuditWords } from '../../../components/console/audit-words';

/** The requests' audit actions in words (components/console/audit-words.ts). */
export const requestsAuditWords: AuditWords[] = [
  { action: 'licence-request.processed' },
  { action: 'exam-slot.create' },
  { action: 'exam-request.attendance' },
  { action: 'exam-request.cancelled' },
  { action: 'sportscard-request.processed' },
];
