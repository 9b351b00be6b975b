import type { AuditQuery } from '@club/domain/admin/audit.schemas';
import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { auditSubjectSources, describeAuditRows } from './audit-subjects.js';
import { findPeopleByName, listAuditRows } from './audit.repository.js';

/**
 * Decision: audit rows are kept 6 years, the bookkeeping retention of the Spanish commercial code
 * (Código de Comercio art. 30) that covers the payment records they describe; the job
 * 'purge-audit-log' deletes older rows. The database enforces the same floor: the trigger of
 * migration audit_append_only refuses to delete a row younger than 6 years (keep both in step).
 */
export const AUDIT_RETENTION_YEARS = 6;

/** Who did it: an office call's user and request, or null for the system (a bank notification). */
export interface AuditActor {
  id: number | null;
  email: string | null;
  requestId?: string | null;
  ip?: string | null;
}

export interface AuditEntry {
  actor?: AuditActor | null;
  /** '<entity>.<verb>', e.g. 'course.update'. */
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

/** JSON-safe copy of a row (Dates as ISO strings, undefined dropped). */
const snapshot = (v: unknown): unknown => (v === undefined || v === null ? null : JSON.parse(JSON.stringify(v)));

/** Appends one audit row. Call it with the transaction that makes the change. */
export async function recordAudit(tx: Db, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    ...(e.at ? { at: e.at } : {}),
    actorId: e.actor?.id ?? null,
    actorEmail: e.actor?.email ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId === null ? null : String(e.entityId),
    before: snapshot(e.before),
    after: snapshot(e.after),
    requestId: e.actor?.requestId ?? null,
    ip: e.actor?.ip ?? null,
  });
}

/**
 * The only delete the audit log allows: rows older than the retention time, by the app's clock
 * and never later than the database's own (the trigger refuses younger rows and would fail the
 * whole statement).
 */
export async function purgeOldAuditRows(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  const cutoff = new Date(ctx.now());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_RETENTION_YEARS);
  const gone = await ctx.db
    .delete(auditLog)
    .where(sql`${auditLog.at} < least(${cutoff.toISOString()}::timestamptz, now() - make_interval(years => ${AUDIT_RETENTION_YEARS}))`)
    .returning({ id: auditLog.id });
  return gone.length;
}

const DAY_MS = 24 * 3600_000;

/** The OR of the areas' conditions for the person and course filters (false when nothing can match). */
async function aboutFilter(db: Db, q: AuditQuery): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (q.person) {
    const ids = await findPeopleByName(db, q.person);
    const conds = ids.length === 0 ? [] : auditSubjectSources().flatMap((s) => (s.aboutPeople ? [s.aboutPeople(ids)] : []));
    parts.push(conds.length === 0 ? sql`false` : or(...conds)!);
  }
  if (q.course) {
    const conds = auditSubjectSources().flatMap((s) => (s.aboutCourse ? [s.aboutCourse(q.course!)] : []));
    parts.push(conds.length === 0 ? sql`false` : or(...conds)!);
  }
  return parts.length === 0 ? undefined : and(...parts);
}

/** GET /api/admin/audit: the audit log, newest first, paged; each row with what it is about (the areas' descriptions). */
export async function listAudit(ctx: Pick<AppContext, 'db'>, q: AuditQuery) {
  const { rows, total } = await listAuditRows(
    ctx.db,
    {
      entity: q.entity,
      entityId: q.entity_id,
      actorId: q.actor,
      action: q.action,
      about: await aboutFilter(ctx.db, q),
      from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
      until: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    },
    ADMIN_PAGE_SIZE,
    (q.page - 1) * ADMIN_PAGE_SIZE,
  );
  const subjects = await describeAuditRows(ctx.db, rows);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor_id: r.actorId,
      actor_email: r.actorEmail,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
      request_id: r.requestId,
      ip: r.ip,
      person: subjects.get(r.id)?.person ?? null,
      about: subjects.get(r.id)?.about ?? null,
    })),
    total,
    page: q.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}
