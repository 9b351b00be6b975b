import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/auth.js';

/** Most people a name filter matches (a piece of a surname shared by a few families). */
const PEOPLE_MAX = 500;

/**
 * Accounts and managed persons whose name contains the text (any case; the people search's
 * rule). Decision: the audit log reads the users table itself rather than another area's search,
 * as it is a shared part that uses no area (README.md).
 */
export async function findPeopleByName(db: Db, text: string): Promise<number[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`)
    .limit(PEOPLE_MAX);
  return rows.map((r) => r.id);
}

export interface AuditFilter {
  action?: string;
  /** OR of the areas' conditions (a person's or a course's rows); false matches nothing. */
  about?: SQL;
  entity?: string;
  entityId?: string;
  actorId?: number;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.about,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.until ? lt(auditLog.at, f.until) : undefined,
  );
}

/** Newest first. */
export async function listAuditRows(db: Db, f: AuditFilter, limit: number, offset: number) {
  const where = whereOf(f);
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total!.n };
}
