import { diagErrorReportSchema, diagRouteSchema } from '@club/domain/diagnostics/diagnostics.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope, ok } from '../../lib/reply.js';
import { recordErrorReport, recordRouteChange } from './diagnostics.service.js';

/**
 * Diagnostics from the browser, accepted without login (the user is attached when a live token
 * comes along). Bounded three ways: the body (64 KiB, else 413), each field (truncated), and
 * the tables (capped by rows); and rate-limited per address (120 a minute, else 429).
 */
export function registerDiagnosticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opts = {
    onRequest: app.optionalUser,
    bodyLimit: 64 * 1024,
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
  };
  const who = (request: { auth: { user: { id: number } } | null; ip: string }) => ({
    userId: request.auth?.user.id ?? null,
    // A beacon sent as the page goes away can arrive on a socket already closed: no address then.
    ip: (request.ip as string | undefined) ?? '',
  });

  r.post(
    '/v2/diag/route',
    {
      ...opts,
      schema: { tags: ['diagnostics'], summary: 'A route change in the web app', body: diagRouteSchema, response: { 200: envelope() } },
    },
    async (request) => {
      await recordRouteChange(ctx, who(request), request.body);
      return ok();
    },
  );

  r.post(
    '/v2/diag/error_report',
    {
      ...opts,
      schema: {
        tags: ['diagnostics'],
        summary: 'A failed call or error seen by the web app',
        body: diagErrorReportSchema,
        response: { 200: envelope() },
      },
    },
    async (request) => {
      await recordErrorReport(ctx, who(request), request.body);
      return ok();
    },
  );
}
