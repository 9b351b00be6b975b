import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/audit.js';
import { users } from '../../db/schema/auth.js';
import { snapshotField, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';
import { personNames } from '../people/index.js';

/**
 * What the membership area's audit rows are about, for the office's audit log (audit/README.md).
 * A validation and the nightly end are rows on the person ('user', described by people); here:
 * - a registry row (`member_registry`, id the member number) names the person holding that
 *   number (else the name the registry lists) and "Registro de socios, nº 00123"; an import
 *   (no id) is the registry itself;
 * - a request to leave (`membership_cancellation`) names its member: "Baja de socio".
 */

const int = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null;
const inList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  );

const REGISTRY = { es: 'Registro de socios', eus: 'Bazkideen erregistroa' };

export const memberRegistryAuditSubjects: AuditSubjectSource = {
  entity: 'member_registry',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const numbers = [...new Set(rows.flatMap((r) => (int(r.entityId) ? [int(r.entityId)!] : [])))];
    const holders =
      numbers.length === 0
        ? []
        : await db
            .select({ id: users.id, memberId: users.memberId, first: users.firstName, last: users.lastName })
            .from(users)
            .where(inArray(users.memberId, numbers));
    const byNumber = new Map(holders.map((u) => [u.memberId, { id: u.id, name: `${u.first} ${u.last}`.trim() }]));
    const out = new Map<number, AuditSubject>();
    for (const r of rows) {
      const n = int(r.entityId);
      if (n === null) {
        out.set(r.id, { person: null, about: REGISTRY });
        continue;
      }
      const listed = [snapshotField(r, 'firstName'), snapshotField(r, 'lastName')].filter((v) => typeof v === 'string').join(' ');
      const padded = String(n).padStart(5, '0');
      out.set(r.id, {
        // A number nobody's account holds yet names nobody: the registry's own name goes in the thing changed.
        person: byNumber.get(n) ?? null,
        about: {
          es: [`${REGISTRY.es}, nº ${padded}`, byNumber.has(n) ? '' : listed].filter(Boolean).join(' — '),
          eus: [`${REGISTRY.eus}, ${padded} zk.`, byNumber.has(n) ? '' : listed].filter(Boolean).join(' — '),
        },
      });
    }
    return out;
  },
  aboutPeople: (ids) =>
    sql`(${auditLog.entity} = 'member_registry' and ${auditLog.entityId} in (select ${users.memberId}::text from ${users}
      where ${and(inArray(users.id, [...ids]), gt(users.memberId, 0))}))`,
};

export const membershipCancellationAuditSubjects: AuditSubjectSource = {
  entity: 'membership_cancellation',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const names = await personNames(
      db,
      rows.flatMap((r) => (int(snapshotField(r, 'userId')) ? [int(snapshotField(r, 'userId'))!] : [])),
    );
    const out = new Map<number, AuditSubject>();
    for (const r of rows) {
      const id = int(snapshotField(r, 'userId'));
      out.set(r.id, {
        person: id !== null && names.has(id) ? { id, name: names.get(id)! } : null,
        about: { es: 'Baja de socio', eus: 'Bazkide-baja' },
      });
    }
    return out;
  },
  aboutPeople: (ids) =>
    sql`(${auditLog.entity} = 'membership_cancellation' and coalesce(${auditLog.after}->>'userId', ${auditLog.before}->>'userId') in (${inList(ids)}))`,
};

export const membershipAuditSubjects = [memberRegistryAuditSubjects, membershipCancellationAuditSubjects];
