import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuditLogRow } from '../../db/schema/audit.js';

/**
 * What an audit row is about, so the office reads it as a sentence (issue 20, point 10): the
 * person the change concerns and the thing changed in words ("Cursillo de verano, Fadura
 * 17:00-18:00"), in Spanish and Basque. The audit log knows no area: each area describes the
 * entities it writes by handing an AuditSubjectSource to the composition (`auditSubjects` of its
 * `<area>.area.ts`), which registers it here. README.md beside this file has the contract.
 */
export interface AuditSubject {
  person: { id: number; name: string } | null;
  about: { es: string; eus: string } | null;
}

export interface AuditSubjectSource {
  /** The `entity` of the audit rows this source describes ('signup', 'payment', 'user'...). */
  entity: string;
  /** For each row (by audit id) what it is about; read only, one query per kind of thing, not per row. */
  describe(db: Db, rows: readonly AuditLogRow[]): Promise<Map<number, AuditSubject>>;
  /** SQL over `audit_log` true for this entity's rows about one of these people (the person filter). */
  aboutPeople?(personIds: readonly number[]): SQL;
  /** SQL over `audit_log` true for this entity's rows about this course (the course filter). */
  aboutCourse?(courseId: number): SQL;
}

const sources = new Map<string, AuditSubjectSource>();

/** Registers (or replaces: a test app registers again) the description of one entity. */
export function registerAuditSubjects(source: AuditSubjectSource): void {
  sources.set(source.entity, source);
}

export const auditSubjectSources = (): AuditSubjectSource[] => [...sources.values()];

/** Every row's subject; rows of an entity nobody describes get none (the sentence names the entity and id). */
export async function describeAuditRows(db: Db, rows: readonly AuditLogRow[]): Promise<Map<number, AuditSubject>> {
  const out = new Map<number, AuditSubject>();
  const byEntity = new Map<string, AuditLogRow[]>();
  for (const r of rows) byEntity.set(r.entity, [...(byEntity.get(r.entity) ?? []), r]);
  for (const [entity, list] of byEntity) {
    const found = await sources.get(entity)?.describe(db, list);
    for (const [id, s] of found ?? []) out.set(id, s);
  }
  return out;
}

/** The rows' entity ids that are row numbers, once each, for the sources' describe. */
export function numericEntityIds(rows: readonly Pick<AuditLogRow, 'entityId'>[]): number[] {
  return [...new Set(rows.flatMap((r) => (r.entityId && /^\d{1,9}$/.test(r.entityId) ? [Number(r.entityId)] : [])))];
}

/**
 * The things the rows are about, read in one query by their numeric entity ids (and no query when
 * no row has one), for the sources' describe: `load` gets the ids, once each.
 */
export async function loadForEntityIds<T>(
  rows: readonly Pick<AuditLogRow, 'entityId'>[],
  load: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  const ids = numericEntityIds(rows);
  return ids.length === 0 ? [] : load(ids);
}

/** The row's snapshot field (after, else before) as a value, for the sources' describe. */
export function snapshotField(row: Pick<AuditLogRow, 'before' | 'after'>, key: string): unknown {
  const pick = (v: unknown) => (v && typeof v === 'object' && key in v ? (v as Record<string, unknown>)[key] : undefined);
  return pick(row.after) ?? pick(row.before);
}
