import type { AuditWords } from '../../../components/console/audit-words';

/** The family's audit actions in words (components/console/audit-words.ts). */
export const familyAuditWords: AuditWords[] = [{ action: 'delegation.grant-at-once' }];
