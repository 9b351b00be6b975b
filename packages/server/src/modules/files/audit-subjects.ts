import type { AuditLogRow } from '../../db/schema/audit.js';
import { snapshotField, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';

/**
 * An uploaded file's audit row (office-upload.ts: a course's, a news item's, the kit shop's
 * covers, the public content's files) is about the file: its name as stored, in both languages.
 */
export const fileAuditSubjects: AuditSubjectSource = {
  entity: 'file',
  describe(_db, rows: readonly AuditLogRow[]) {
    const out = new Map<number, AuditSubject>();
    for (const r of rows) {
      const name = snapshotField(r, 'filename');
      if (typeof name === 'string' && name !== '') out.set(r.id, { person: null, about: { es: name, eus: name } });
    }
    return Promise.resolve(out);
  },
};
