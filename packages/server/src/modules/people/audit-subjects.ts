import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/audit.js';
import { users } from '../../db/schema/auth.js';
import type { AuditSubject, AuditSubjectSource } from '../audit/index.js';

/**
 * The audit rows about a person ('user': a level, bank data to update, a delegation granted at
 * once; 'person': the office's delegation and administrator switches) name that person
 * (audit/README.md). The row's entity id is the person's id.
 */
function personSource(entity: 'user' | 'person'): AuditSubjectSource {
  return {
    entity,
    async describe(db: Db, rows: readonly AuditLogRow[]) {
      const ids = [...new Set(rows.flatMap((r) => (r.entityId && /^\d{1,9}$/.test(r.entityId) ? [Number(r.entityId)] : [])))];
      const out = new Map<number, AuditSubject>();
      if (ids.length === 0) return out;
      const found = await db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(inArray(users.id, ids));
      const names = new Map(found.map((u) => [u.id, `${u.first} ${u.last}`.trim()]));
      for (const r of rows) {
        const id = Number(r.entityId);
        if (names.has(id)) out.set(r.id, { person: { id, name: names.get(id)! }, about: null });
      }
      return out;
    },
    aboutPeople: (ids) =>
      sql`(${auditLog.entity} = ${entity} and ${auditLog.entityId} in (${sql.join(
        ids.map((id) => sql`${String(id)}`),
        sql`, `,
      )}))`,
  };
}

export const personAuditSubjects: AuditSubjectSource[] = [personSource('user'), personSource('person')];
