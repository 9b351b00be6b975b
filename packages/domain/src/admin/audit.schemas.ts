import { z } from 'zod';
import { isoDateQuerySchema, pagedSchema, pageQuerySchema } from './paging.schemas.js';

/** GET /api/admin/audit query: every filter optional; `actor` is an account id. */
export const auditQuerySchema = z.object({
  entity: z.string().trim().min(1).max(50).optional(),
  entity_id: z.string().trim().min(1).max(100).optional(),
  actor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: isoDateQuerySchema.optional(),
  to: isoDateQuerySchema.optional(),
  page: pageQuerySchema,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = pagedSchema(auditRowSchema);
