import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerToken, resolveSession } from '../../plugins/auth.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { forbidden, notFound } from '../../lib/reply.js';
import { canActFor } from '../people/index.js';
import { findFile } from './files.repository.js';

/**
 * Types a browser shows without running anything, and which the office's uploads check by their
 * bytes (office-upload.ts): raster images and PDF.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'application/pdf']);
/** Types a browser would run as a document of the portal's origin (scripts in SVG, HTML, XML). */
const ACTIVE_TYPE = /svg|html|xml|javascript|ecmascript/i;

/**
 * How a stored file is served (issue 14.6). Decision: a file is shown in the browser (inline) only
 * when the portal or the office published it (public, no owner: news, content, records, course
 * covers and files, uploaded through office-upload.ts) and it is a checked raster image or a PDF.
 * Everything a member uploads (signup-form files, documents, quiz answers, avatars) and every SVG,
 * HTML or XML, the demo's own SVG covers included, is an attachment with a sandboxing CSP: opened
 * from a link it is saved, never rendered on the portal's origin. An <img> ignores both, so
 * covers and avatars still show on the pages. A member's upload of a type a browser could run
 * also goes as application/octet-stream, in case a client ignores the disposition; the published
 * SVG covers keep their type, without which an <img> would not draw them.
 */
export function servingOf(
  file: { isPublic: number; ownerId: number | null; mimeType: string },
  askedDownload: boolean,
): { disposition: 'inline' | 'attachment'; type: string; sandbox: boolean } {
  const published = file.isPublic === 1 && file.ownerId === null;
  if (published && !askedDownload && INLINE_TYPES.has(file.mimeType)) return { disposition: 'inline', type: file.mimeType, sandbox: false };
  const type = !published && ACTIVE_TYPE.test(file.mimeType) ? 'application/octet-stream' : file.mimeType;
  return { disposition: 'attachment', type, sandbox: true };
}

/**
 * GET /files/:id/:name — public files to anyone; private ones only to their owner and to whoever
 * may act for the owner (their family's holder, the office: family/access.ts). A bearer token is
 * required, so private files are fetched by the app, not by plain links. Without one a private
 * file is 404; signed in, somebody else's private file and an unknown id are both 403.
 * Inline or attachment: servingOf; `?download=1` always asks the browser to save.
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
        const auth = token ? await resolveSession(ctx.db, token, ctx.now()) : null;
        if (!auth) throw notFound('file_not_found');
        if (!file || file.ownerId === null || !(await canActFor(ctx, auth.user, file.ownerId))) throw forbidden();
        reply.header('cache-control', 'private, no-store');
      } else {
        reply.header('cache-control', 'public, max-age=86400');
      }
      const serving = servingOf(file, request.query.download === '1');
      if (serving.sandbox) reply.header('content-security-policy', "default-src 'none'; sandbox");
      return reply
        .type(serving.type)
        .header('content-disposition', contentDisposition(serving.disposition, file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
}
