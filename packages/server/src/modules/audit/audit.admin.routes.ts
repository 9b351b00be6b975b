import { auditPageSchema, auditQuerySchema } from '@club/domain/admin/audit.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope, ok } from '../../lib/reply.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { listAudit } from './audit.service.js';

/** GET /api/admin/audit?entity=&entity_id=&actor=&from=&to=&page= (administrators only). */
export function registerAuditRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin(root),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: envelope(auditPageSchema), 401: envelope(), 403: envelope() },
      },
    },
    async (request) => ok(await listAudit(ctx, request.query)),
  );
}
