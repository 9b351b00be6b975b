/**
 * The audit log's public entry (a shared part: every area may use it; it uses no area). Every
 * office change and every payment event is one append-only row, written with `recordAudit(tx, …)`
 * in the same transaction as the change (README.md beside this file).
 */
export { recordAudit, type AuditActor, type AuditEntry } from './audit.service.js';
export {
  loadForEntityIds,
  numericEntityIds,
  registerAuditSubjects,
  snapshotField,
  type AuditSubject,
  type AuditSubjectSource,
} from './audit-subjects.js';
