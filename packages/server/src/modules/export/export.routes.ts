import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { collectExport, zipStream } from './export.service.js';

/**
 * GET v3/myaccount/export: the account area's data export (issue 9, beyond the spec), a ZIP of
 * JSON files, the person's files and a README. Rate-limited: it reads every file of the family.
 */
export function registerExportRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v3/myaccount/export',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { tags: ['account'], security: [{ bearer: [] }] },
    },
    async (request, reply) => {
      const now = ctx.now();
      const entries = await collectExport(ctx, currentUser(request));
      const name = `cngetxo-datos-${now.toISOString().slice(0, 10)}.zip`;
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(zipStream(entries, now));
    },
  );
}
