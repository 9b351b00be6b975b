import {
  idParamSchema,
  needsUpdateBodySchema,
  needsUpdateReplySchema,
  remittanceBodySchema,
  remittanceSchema,
  remittancesPageSchema,
  remittancesQuerySchema,
  returnBodySchema,
  returnReplySchema,
  transactionParamsSchema,
} from '@club/domain/billing/billing.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { envelope, fail, notFound, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { generateRemittance, getRemittance, listRemittances, previewRemittance, remittanceFile } from './remittance.service.js';
import { markReturned, setNeedsUpdate } from './returns.service.js';

const send = <T>(outcome: AdminOutcome<T>) => (outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext));

/**
 * The office's billing calls (administrators only; README.md beside this file):
 * - GET  /api/admin/remittances?page=                  the history, newest first
 * - POST /api/admin/remittances/preview {collection_date}  what it would collect and exclude (stores nothing)
 * - POST /api/admin/remittances {collection_date}      generates it; code 2 when nothing can be collected
 * - GET  /api/admin/remittances/{id}                   its debits (with their lines) and exclusions
 * - GET  /api/admin/remittances/{id}/pain008           the pain.008.001.02 file
 * - POST /api/admin/remittances/{id}/transactions/{txId}/return {reason}  the bank returned it; code 1 already
 * - POST /api/admin/people/{id}/needs-update {type, needs_update}  ask for the bank data again (issue 18)
 */
export function registerBillingRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-billing'];
  const security = [{ bearer: [] }];
  const denied = { 400: envelope(), 401: envelope(), 403: envelope(), 404: envelope() };

  app.get(
    '/admin/remittances',
    {
      ...guard,
      schema: { tags, security, querystring: remittancesQuerySchema, response: { 200: envelope(remittancesPageSchema), ...denied } },
    },
    async (request) => ok(await listRemittances(ctx, request.query.page)),
  );

  app.post(
    '/admin/remittances/preview',
    { ...guard, schema: { tags, security, body: remittanceBodySchema, response: { 200: envelope(remittanceSchema), ...denied } } },
    async (request) => ok(await previewRemittance(ctx, request.body.collection_date)),
  );

  app.post(
    '/admin/remittances',
    { ...guard, schema: { tags, security, body: remittanceBodySchema, response: { 200: envelope(remittanceSchema), ...denied } } },
    async (request) => send(await generateRemittance(ctx, request.body.collection_date, actorOf(request))),
  );

  app.get(
    '/admin/remittances/:id',
    { ...guard, schema: { tags, security, params: idParamSchema, response: { 200: envelope(remittanceSchema), ...denied } } },
    async (request) => {
      const remittance = await getRemittance(ctx, request.params.id);
      if (!remittance) throw notFound();
      return ok(remittance);
    },
  );

  app.get(
    '/admin/remittances/:id/pain008',
    { ...guard, schema: { tags, security, params: idParamSchema, produces: ['application/xml'] } },
    async (request, reply) => {
      const file = await remittanceFile(ctx, request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.xml);
    },
  );

  app.post(
    '/admin/remittances/:id/transactions/:txId/return',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: transactionParamsSchema,
        body: returnBodySchema,
        response: { 200: envelope(returnReplySchema), ...denied },
      },
    },
    async (request) => send(await markReturned(ctx, request.params.id, request.params.txId, request.body.reason, actorOf(request))),
  );

  app.post(
    '/admin/people/:id/needs-update',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: needsUpdateBodySchema,
        response: { 200: envelope(needsUpdateReplySchema), ...denied },
      },
    },
    async (request) => ok(await setNeedsUpdate(ctx, request.params.id, request.body.type, request.body.needs_update, actorOf(request))),
  );
}
