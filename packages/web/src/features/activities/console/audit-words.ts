import { signupStatusLabel } from '@club/domain/activities/labels';
import { fieldChange, type AuditWords } from '../../../components/console/audit-words';

/** A signup's status in the domain's words, in the reader's language. */
const signupStatus = (v: unknown, _t: unknown, lang: string) => signupStatusLabel(Number(v))[lang === 'eus' ? 'eus' : 'es'];

/** The activities' audit actions in words (components/console/audit-words.ts). */
export const activitiesAuditWords: AuditWords[] = [
  {
    action: 'signup.status',
    change: (r, t) => fieldChange(r, 'status', (s) => t(`console:status.${String(s)}`)),
    values: { status: signupStatus },
  },
  { action: 'signup.transfer', values: { status: signupStatus } },
  { action: 'course.create' },
  { action: 'course.update' },
  { action: 'course.publish' },
  { action: 'course.unpublish' },
  { action: 'course.duplicate' },
  { action: 'course.mail' },
  { action: 'file.upload' },
];
