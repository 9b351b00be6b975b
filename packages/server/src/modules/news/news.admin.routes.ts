import { adminNewsBodySchema, adminNewsPageSchema, adminNewsQuerySchema, adminNewsReplySchema } from '@club/domain/admin/news.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { deleteNews, listOfficeNews, saveNews } from './news.admin.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The office's news calls (administrators only); a change shows on the public site at once:
 * - GET    /api/admin/news?page=     every item, drafts included, with its texts and files
 * - POST   /api/admin/news           {date, slug_es?, slug_en?, cover_file_id, is_published, translations: {es, eus?, en?}, files}
 * - PUT    /api/admin/news/{id}      same body; code 1 slug taken
 * - DELETE /api/admin/news/{id}
 */
export function registerNewsAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-news'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };
  const bodyLimit = 4 * 1024 * 1024;

  app.get(
    '/admin/news',
    {
      ...guard,
      schema: { tags, security, querystring: adminNewsQuerySchema, response: { 200: envelope(adminNewsPageSchema), ...denied } },
    },
    async (request) => ok(await listOfficeNews(ctx, request.query.page)),
  );

  app.post(
    '/admin/news',
    {
      ...guard,
      bodyLimit,
      schema: { tags, security, body: adminNewsBodySchema, response: { 200: envelope(adminNewsReplySchema), ...denied } },
    },
    async (request) => {
      const outcome = await saveNews(ctx, null, request.body, actorOf(request));
      return outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext);
    },
  );

  app.put(
    '/admin/news/:id',
    {
      ...guard,
      bodyLimit,
      schema: { tags, security, params: idParams, body: adminNewsBodySchema, response: { 200: envelope(adminNewsReplySchema), ...denied } },
    },
    async (request) => {
      const outcome = await saveNews(ctx, request.params.id, request.body, actorOf(request));
      return outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext);
    },
  );

  app.delete(
    '/admin/news/:id',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(z.object({ id: z.number().int() })), ...denied } } },
    async (request) => ok(await deleteNews(ctx, request.params.id, actorOf(request))),
  );
}
