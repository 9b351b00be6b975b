import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/audit.js';
import { accountRequests } from '../../db/schema/account.js';
import { users } from '../../db/schema/auth.js';
import { loadForEntityIds, numericEntityIds, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';
import { personNames } from './persons.repository.js';

/**
 * The audit rows about a person ('user': a level, bank data to update, a delegation granted at
 * once; 'person': the office's delegation and administrator switches) name that person
 * (audit/README.md). The row's entity id is the person's id.
 */
function personSource(entity: 'user' | 'person'): AuditSubjectSource {
  return {
    entity,
    async describe(db: Db, rows: readonly AuditLogRow[]) {
      const out = new Map<number, AuditSubject>();
      const names = await personNames(db, numericEntityIds(rows));
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

/**
 * A member's request to the office ('request': granted or turned down) names the member who
 * asked and what for: the delegation to manage the family (the only kind asked today), else the
 * kind as stored.
 */
const KINDS: Record<string, { es: string; eus: string }> = {
  public_offers: { es: 'Delegación (gestionar a la familia)', eus: 'Ordezkaritza (familia kudeatzea)' },
};
const requestSource: AuditSubjectSource = {
  entity: 'request',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const out = new Map<number, AuditSubject>();
    const found = await loadForEntityIds(rows, (ids) =>
      db
        .select({ id: accountRequests.id, kind: accountRequests.kind, userId: users.id, first: users.firstName, last: users.lastName })
        .from(accountRequests)
        .innerJoin(users, sql`${users.id} = ${accountRequests.userId}`)
        .where(inArray(accountRequests.id, ids)),
    );
    const byId = new Map(found.map((f) => [f.id, f]));
    for (const r of rows) {
      const f = byId.get(Number(r.entityId));
      if (!f) continue;
      out.set(r.id, {
        person: { id: f.userId, name: `${f.first} ${f.last}`.trim() },
        about: KINDS[f.kind] ?? { es: f.kind, eus: f.kind },
      });
    }
    return out;
  },
  aboutPeople: (ids) =>
    sql`(${auditLog.entity} = 'request' and ${auditLog.entityId} in (select ${accountRequests.id}::text from ${accountRequests}
      where ${inArray(accountRequests.userId, [...ids])}))`,
};

export const personAuditSubjects: AuditSubjectSource[] = [personSource('user'), personSource('person'), requestSource];
