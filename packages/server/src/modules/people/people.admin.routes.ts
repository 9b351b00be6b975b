import {
  adminFlagBodySchema,
  delegationBodySchema,
  flagReplySchema,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  requestReplySchema,
  requestRowSchema,
  requestsQuerySchema,
} from '@club/domain/admin/people.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { getPerson, getPersonDocumentFile, searchPeople, setPersonFlag } from './people.admin.service.js';
import { listOfficeRequests, resolveOfficeRequest } from './requests.admin.service.js';

const send = <T>(outcome: AdminOutcome<T>) => (outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext));
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The office's people calls (administrators only):
 * - GET  /api/admin/people?q=&page=            accounts and managed persons -> {rows, total, page, page_size}
 * - GET  /api/admin/people/{id}                the person, their family, its signups, payments and documents
 * - GET  /api/admin/people/{id}/documents/{documentId}  one of those documents (download)
 * - POST /api/admin/people/{id}/delegation     {allow: 0|1}; granting closes their pending delegation requests
 * - POST /api/admin/people/{id}/admin          {isGod: 0|1}; code 2 revoking your own rights
 * - GET  /api/admin/requests?status=           pending (default), granted, rejected or all
 * - POST /api/admin/requests/{id}/grant|reject code 1 not pending
 */
export function registerPeopleRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-people'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };

  app.get(
    '/admin/people',
    { ...guard, schema: { tags, security, querystring: peopleQuerySchema, response: { 200: envelope(peoplePageSchema), ...denied } } },
    async (request) => ok(await searchPeople(ctx, request.query)),
  );

  app.get(
    '/admin/people/:id',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(personDetailSchema), ...denied } } },
    async (request) => ok(await getPerson(ctx, request.params.id)),
  );

  app.get(
    '/admin/people/:id/documents/:documentId',
    {
      ...guard,
      schema: { tags, security, params: idParams.extend({ documentId: idParams.shape.id }), produces: ['application/octet-stream'] },
    },
    async (request, reply) => {
      const file = await getPersonDocumentFile(ctx, request.params.id, request.params.documentId);
      return reply
        .type(file.mimeType)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  app.post(
    '/admin/people/:id/delegation',
    {
      ...guard,
      schema: { tags, security, params: idParams, body: delegationBodySchema, response: { 200: envelope(flagReplySchema), ...denied } },
    },
    async (request) => send(await setPersonFlag(ctx, request.params.id, 'allowImpersonate', request.body.allow === 1, actorOf(request))),
  );

  app.post(
    '/admin/people/:id/admin',
    {
      ...guard,
      schema: { tags, security, params: idParams, body: adminFlagBodySchema, response: { 200: envelope(flagReplySchema), ...denied } },
    },
    async (request) => send(await setPersonFlag(ctx, request.params.id, 'isGod', request.body.isGod === 1, actorOf(request))),
  );

  app.get(
    '/admin/requests',
    {
      ...guard,
      schema: { tags, security, querystring: requestsQuerySchema, response: { 200: envelope(z.array(requestRowSchema)), ...denied } },
    },
    async (request) => ok(await listOfficeRequests(ctx, request.query.status)),
  );

  for (const [verb, status] of [
    ['grant', 'granted'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/admin/requests/:id/${verb}`,
      { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(requestReplySchema), ...denied } } },
      async (request) => send(await resolveOfficeRequest(ctx, request.params.id, status, actorOf(request))),
    );
  }
}
