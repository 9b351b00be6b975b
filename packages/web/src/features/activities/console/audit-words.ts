import { fieldChange, type AuditWords } from '../../../components/console/audit-words';

/** The activities' audit actions in words (components/console/audit-words.ts). */
export const activitiesAuditWords: AuditWords[] = [
  { action: 'signup.status', change: (r, t) => fieldChange(r, 'status', (s) => t(`console:status.${String(s)}`)) },
  { action: 'signup.transfer' },
  { action: 'course.create' },
  { action: 'course.update' },
  { action: 'course.publish' },
  { action: 'course.unpublish' },
  { action: 'course.duplicate' },
  { action: 'course.mail' },
  { action: 'file.upload' },
];
