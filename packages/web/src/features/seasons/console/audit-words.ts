import type { AuditWords } from '../../../components/console/audit-words';

/** The seasons' audit actions in words (components/console/audit-words.ts). */
export const seasonsAuditWords: AuditWords[] = [
  { action: 'season.create' },
  { action: 'season.update' },
  { action: 'season.lottery.publish' },
  { action: 'season-signup.move' },
  { action: 'season-signup.payment' },
  { action: 'person.level' },
];
