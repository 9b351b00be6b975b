import { calendarStatusSchema, calendarUrlSchema } from '@club/domain/documents/documents.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, notFound, ok } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import { calendarForToken, calendarStatus, createCalendarUrl, revokeCalendarUrl } from './calendar.service.js';

const perTenMinutes = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });

/**
 * The family's private calendar feed (issue 9, beyond the spec): the holder makes, sees and
 * revokes the address in the account; calendars fetch the .ics without a login (the token in the
 * address is the credential).
 */
export function registerCalendarRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const security = [{ bearer: [] }];
  const tags = ['calendar'];

  app.get(
    '/v3/delegated_acct/calendar_url',
    { ...auth, schema: { tags, security, response: { 200: envelope(calendarStatusSchema) } } },
    async (request) => ok(await calendarStatus(ctx, currentUser(request))),
  );

  app.post(
    '/v3/delegated_acct/calendar_url',
    { ...auth, config: perTenMinutes(10), schema: { tags, security, response: { 200: envelope(calendarUrlSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await createCalendarUrl(ctx, currentUser(request)));
    },
  );

  app.post(
    '/v3/delegated_acct/calendar_url/revoke',
    { ...auth, config: perTenMinutes(10), schema: { tags, security, response: { 200: envelope(calendarStatusSchema) } } },
    async (request) => ok(await revokeCalendarUrl(ctx, currentUser(request))),
  );

  app.get(
    '/v2/calendar/:token.ics',
    {
      config: perTenMinutes(60),
      schema: { tags, params: z.object({ token: z.string().max(100) }) },
    },
    async (request, reply) => {
      const body = await calendarForToken(ctx, request.params.token);
      if (body === null) throw notFound('calendar_not_found');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="familia.ics"')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );
}
