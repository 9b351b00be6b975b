import {
  adminCourseBodySchema,
  adminCourseReplySchema,
  adminSignupRowSchema,
  adminSignupStatusBodySchema,
} from '@club/domain/activities/activities.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { contentDisposition } from '../files/files.routes.js';
import { createCourse, getSignupFile, listCourseSignups, setSignupStatus, updateCourse, type AdminOutcome } from './admin.service.js';

const send = <T>(outcome: AdminOutcome<T>) => (outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext));

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ticketParams = z.object({ ticketID: z.coerce.number().int().positive().max(2_147_483_647) });

/** A course's signups as the office reads them: the contract's row plus answers, choices and the price breakdown. */
const officeSignupSchema = adminSignupRowSchema.extend({
  created_by: z.number().int(),
  email: z.string(),
  selectedVariant: z.unknown().nullable(),
  requires_card_payment: z.number().int(),
  price_breakdown: z.record(z.string(), z.unknown()),
  form_answers: z.array(z.unknown()),
  price_multi: z.unknown(),
  optional_services: z.array(z.unknown()),
  hold_expires_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
});

/**
 * The office's calls of the activities area (/api/admin/...), administrators only:
 * - POST /api/admin/courses                      body: the details shape -> {id, slug_es}; code 1 slug taken
 * - PUT  /api/admin/courses/{id}                 same body; code 1 slug taken, code 2 variant with live signups removed
 * - GET  /api/admin/courses/{id}/signups         -> [signup]
 * - POST /api/admin/signups/{ticketID}/status    {status} -> {ticketID, status}; code 3 another live ticket exists
 * - GET  /api/admin/signups/{ticketID}/files/{fileId} -> the file uploaded with that signup's form (download)
 */
export function registerActivitiesAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['activities-admin'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };

  app.post(
    '/admin/courses',
    {
      ...guard,
      bodyLimit: 4 * 1024 * 1024,
      schema: { tags, security, body: adminCourseBodySchema, response: { 200: envelope(adminCourseReplySchema), ...denied } },
    },
    async (request) => send(await createCourse(ctx, request.body, { actor: actorOf(request) })),
  );

  app.put(
    '/admin/courses/:id',
    {
      ...guard,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminCourseBodySchema,
        response: { 200: envelope(adminCourseReplySchema), ...denied },
      },
    },
    async (request) => send(await updateCourse(ctx, request.params.id, request.body, actorOf(request))),
  );

  app.get(
    '/admin/courses/:id/signups',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(z.array(officeSignupSchema)), ...denied } } },
    async (request) => ok(await listCourseSignups(ctx, request.params.id)),
  );

  app.post(
    '/admin/signups/:ticketID/status',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: ticketParams,
        body: adminSignupStatusBodySchema,
        response: { 200: envelope(z.object({ ticketID: z.number().int(), status: z.number().int() })), ...denied },
      },
    },
    async (request) => send(await setSignupStatus(ctx, request.params.ticketID, request.body.status, actorOf(request))),
  );

  app.get(
    '/admin/signups/:ticketID/files/:fileId',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: ticketParams.extend({ fileId: z.coerce.number().int().positive().max(2_147_483_647) }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await getSignupFile(ctx, request.params.ticketID, request.params.fileId);
      return reply
        .type(file.mimeType)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
}
