import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerToken, resolveSession } from '../../plugins/auth.js';
import { forbidden, notFound } from '../../lib/reply.js';
import { canActFor } from '../family/access.js';
import { findFile } from './files.repository.js';

/** RFC 6266 Content-Disposition with a UTF-8 name and an ASCII fallback. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * GET /files/:id/:name — public files to anyone; private ones only to their owner and to whoever
 * may act for the owner (their family's holder, the office: family/access.ts). A bearer token is
 * required, so private files are fetched by the app, not by plain links. Without one a private
 * file is 404; signed in, somebody else's private file and an unknown id are both 403.
 * `?download=1` asks the browser to save instead of display.
 */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:id/:name',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), name: z.string().max(300) }),
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const file = await findFile(ctx.db, request.params.id);
      if (!file?.isPublic) {
        const token = bearerToken(request);
        const auth = token ? await resolveSession(ctx.db, token) : null;
        if (!auth) throw notFound('file_not_found');
        if (!file || file.ownerId === null || !(await canActFor(ctx, auth.user, file.ownerId))) throw forbidden();
        reply.header('cache-control', 'private, no-store');
      } else {
        reply.header('cache-control', 'public, max-age=86400');
      }
      const kind = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type(file.mimeType)
        .header('content-disposition', contentDisposition(kind, file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
}
