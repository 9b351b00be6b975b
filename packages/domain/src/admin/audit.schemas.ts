import { z } from 'zod';
import { isoDateQuerySchema, pagedSchema, pageQuerySchema } from './paging.schemas.js';

/**
 * GET /api/admin/audit query: every filter optional; `actor` is an account id; `person` a piece
 * of the name of the person a change concerns (2 to 100 characters); `course` a course id;
 * `action` the kind of change ('signup.status').
 */
export const auditQuerySchema = z.object({
  person: z.string().trim().min(2, { error: 'validation.tooShort' }).max(100).optional(),
  course: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]{1,60}$/)
    .optional(),
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
  /** The person the change concerns, when the row's area describes it (issue 20, point 10). */
  person: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What was changed in words, per language ("Cursillo de verano, Fadura 17:00-18:00"). */
  about: z.object({ es: z.string(), eus: z.string() }).nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = pagedSchema(auditRowSchema);
