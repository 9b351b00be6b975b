import {
  adminNewsBodySchema,
  adminNewsFileSchema,
  adminNewsPageSchema,
  adminNewsPreviewBodySchema,
  adminNewsPreviewReplySchema,
  adminNewsQuerySchema,
  adminNewsReplySchema,
  adminNewsRowSchema,
  NEWS_FILE_MAX_BYTES,
} from '@club/domain/admin/news.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { readMultipartUpload } from '../files/index.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { deleteNews, getOfficeNews, listOfficeNews, previewNewsHtml, saveNews, uploadNewsFile } from './news.admin.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The office's news calls (administrators only); a change shows on the public site at once:
 * - GET    /api/admin/news?page=     every item, drafts included, with its texts and files
 * - GET    /api/admin/news/{id}      one item, for the editor
 * - POST   /api/admin/news/preview   {html}: the HTML as a save would store it (writes nothing)
 * - POST   /api/admin/news/files     multipart, one part `file`: a cover or attachment (JPEG, PNG, WebP, GIF, PDF; 8 MB)
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

  app.get(
    '/admin/news/:id',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(adminNewsRowSchema), ...denied } } },
    async (request) => ok(await getOfficeNews(ctx, request.params.id)),
  );

  app.post(
    '/admin/news/preview',
    {
      ...guard,
      bodyLimit,
      schema: { tags, security, body: adminNewsPreviewBodySchema, response: { 200: envelope(adminNewsPreviewReplySchema), ...denied } },
    },
    async (request) => ok(previewNewsHtml(request.body.html)),
  );

  app.post(
    '/admin/news/files',
    {
      ...guard,
      bodyLimit: NEWS_FILE_MAX_BYTES + 64 * 1024,
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: envelope(adminNewsFileSchema), ...denied } },
    },
    async (request) => ok(await uploadNewsFile(ctx, await readMultipartUpload(request, NEWS_FILE_MAX_BYTES), actorOf(request))),
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
