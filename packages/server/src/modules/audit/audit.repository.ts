import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';

export interface AuditFilter {
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
