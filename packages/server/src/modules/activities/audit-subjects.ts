import { poolName } from '@club/domain/shared/pools';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, courseVariants } from '../../db/schema/activities.js';
import { auditLog, type AuditLogRow } from '../../db/schema/audit.js';
import { snapshotField, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';
import { personNames } from '../people/index.js';

/**
 * What the activities' audit rows are about, for the office's audit log (audit/README.md):
 * a signup (a course's or a season level's: the same table) names its person and its course
 * with the group ("Cursillo de verano, Fadura 17:00-18:00"); a course names itself.
 */

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null;

async function titlesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { es: string; eus: string }>();
  const rows = await db
    .select({ id: courses.id, es: courses.titleEs, eus: courses.titleEus })
    .from(courses)
    .where(inArray(courses.id, ids));
  return new Map(rows.map((r) => [r.id, { es: r.es, eus: r.eus || r.es }]));
}

async function groupsOf(db: Db, ids: string[]) {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: courseVariants.id, pool: courseVariants.poolId, schedule: courseVariants.schedule })
    .from(courseVariants)
    .where(inArray(courseVariants.id, uuids));
  return new Map(rows.map((r) => [r.id, [poolName(r.pool), r.schedule].filter(Boolean).join(' ')]));
}

export const signupAuditSubjects: AuditSubjectSource = {
  entity: 'signup',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const facts = rows.map((r) => ({
      id: r.id,
      userId: num(snapshotField(r, 'userId')),
      courseId: num(snapshotField(r, 'courseId')),
      variantId: typeof snapshotField(r, 'variantId') === 'string' ? (snapshotField(r, 'variantId') as string) : null,
    }));
    const [names, titles, groups] = await Promise.all([
      personNames(db, [...new Set(facts.flatMap((f) => (f.userId ? [f.userId] : [])))]),
      titlesOf(db, [...new Set(facts.flatMap((f) => (f.courseId ? [f.courseId] : [])))]),
      groupsOf(db, [...new Set(facts.flatMap((f) => (f.variantId ? [f.variantId] : [])))]),
    ]);
    const out = new Map<number, AuditSubject>();
    for (const f of facts) {
      const title = f.courseId ? titles.get(f.courseId) : undefined;
      const group = f.variantId ? groups.get(f.variantId) : undefined;
      out.set(f.id, {
        person: f.userId && names.has(f.userId) ? { id: f.userId, name: names.get(f.userId)! } : null,
        about: title ? { es: [title.es, group].filter(Boolean).join(', '), eus: [title.eus, group].filter(Boolean).join(', ') } : null,
      });
    }
    return out;
  },
  aboutPeople: (ids) =>
    sql`(${auditLog.entity} = 'signup' and coalesce(${auditLog.after}->>'userId', ${auditLog.before}->>'userId') in (${sql.join(
      ids.map((id) => sql`${String(id)}`),
      sql`, `,
    )}))`,
  aboutCourse: (courseId) =>
    sql`(${auditLog.entity} = 'signup' and coalesce(${auditLog.after}->>'courseId', ${auditLog.before}->>'courseId') = ${String(courseId)})`,
};

export const courseAuditSubjects: AuditSubjectSource = {
  entity: 'course',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const titles = await titlesOf(db, [...new Set(rows.flatMap((r) => (num(r.entityId) ? [num(r.entityId)!] : [])))]);
    return new Map(rows.map((r) => [r.id, { person: null, about: titles.get(num(r.entityId) ?? 0) ?? null }]));
  },
  aboutCourse: (courseId) => sql`(${auditLog.entity} = 'course' and ${eq(auditLog.entityId, String(courseId))})`,
};
