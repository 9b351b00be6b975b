import {
  CONTENT_BODY_SCHEMAS,
  CONTENT_COLLECTIONS,
  contentFileReplySchema,
  contentReplySchema,
  MAX_CONTENT_FILE_BYTES,
} from '@club/domain/admin/content.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { readMultipartUpload } from '../files/index.js';
import { envelope, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { storeContentFile } from './content-files.admin.service.js';
import { deleteContent, listContent, saveContent } from './content.admin.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The office's public-content calls (administrators only), for each collection of
 * CONTENT_COLLECTIONS (slides, banners, record-groups, membership-types):
 * - GET    /api/admin/<collection>        every row, hidden ones included, in page order
 * - POST   /api/admin/<collection>        the collection's body (domain admin/content.schemas.ts) -> {id}
 * - PUT    /api/admin/<collection>/{id}   same body (replaces the row; a record group's files too)
 * - DELETE /api/admin/<collection>/{id}
 * - POST   /api/admin/content/files       multipart, one part `file` (JPEG, PNG, WebP, GIF or PDF, 8 MB)
 *                                         -> {id, path, filename, mime_type, size}: a public file to
 *                                         put in a slide's or banner's cover_file_id or a record group's files
 */
export function registerContentAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-content'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };
  const saved = { 200: envelope(contentReplySchema), ...denied };

  for (const c of CONTENT_COLLECTIONS) {
    const body = CONTENT_BODY_SCHEMAS[c];
    app.get(
      `/admin/${c}`,
      { ...guard, schema: { tags, security, response: { 200: envelope(z.array(z.record(z.string(), z.unknown()))), ...denied } } },
      async () => ok(await listContent(ctx, c)),
    );
    app.post(`/admin/${c}`, { ...guard, schema: { tags, security, body, response: saved } }, async (request) =>
      ok(await saveContent(ctx, c, null, request.body as Record<string, unknown>, actorOf(request))),
    );
    app.put(`/admin/${c}/:id`, { ...guard, schema: { tags, security, params: idParams, body, response: saved } }, async (request) =>
      ok(await saveContent(ctx, c, request.params.id, request.body as Record<string, unknown>, actorOf(request))),
    );
    app.delete(`/admin/${c}/:id`, { ...guard, schema: { tags, security, params: idParams, response: saved } }, async (request) =>
      ok(await deleteContent(ctx, c, request.params.id, actorOf(request))),
    );
  }

  app.post(
    '/admin/content/files',
    {
      ...guard,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(contentFileReplySchema), 400: envelope(), ...denied },
      },
    },
    async (request) => ok(await storeContentFile(ctx, await readMultipartUpload(request, MAX_CONTENT_FILE_BYTES), actorOf(request))),
  );
}
