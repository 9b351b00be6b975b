import { ledgerPageSchema, officeNoteBodySchema, paymentsQuerySchema, refundReplySchema } from '@club/domain/admin/payments.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { listPayments, markRefunded } from './payments.admin.service.js';

const send = <T>(outcome: AdminOutcome<T>) => (outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext));
const intId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The office's payment calls (administrators only):
 * - GET  /api/admin/payments?state=&from=&to=&course=&person=&page=  the ledger with notifications and verdicts
 * - POST /api/admin/payments/{id}/refunded       {note}  code 1 not paid; the money goes back in the bank's console
 */
export function registerPaymentsAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-payments'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };

  app.get(
    '/admin/payments',
    { ...guard, schema: { tags, security, querystring: paymentsQuerySchema, response: { 200: envelope(ledgerPageSchema), ...denied } } },
    async (request) => ok(await listPayments(ctx, request.query)),
  );

  app.post(
    '/admin/payments/:id/refunded',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: z.object({ id: intId }),
        body: officeNoteBodySchema,
        response: { 200: envelope(refundReplySchema), ...denied },
      },
    },
    async (request) => send(await markRefunded(ctx, request.params.id, request.body.note, actorOf(request))),
  );
}
