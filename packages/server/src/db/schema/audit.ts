import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The office's audit log: every change made through /api/admin and every payment event, with the
 * row before and after. Append-only for the application: the trigger of migration
 * audit_append_only refuses UPDATE, TRUNCATE, and DELETE of any row younger than the retention
 * time (modules/admin/audit.service.ts, AUDIT_RETENTION_YEARS).
 *
 * Decision: `actor_id` has no foreign key: removing an account must not touch (or be blocked by)
 * the record of what that account did; `actor_email` keeps who it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    /** '<entity>.<verb>', e.g. 'course.update', 'payment.paid'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
