import {
  adminCourseBodySchema,
  adminCourseReplySchema,
  adminSignupRowSchema,
  adminSignupStatusBodySchema,
} from '@club/domain/activities/activities.schemas';
import {
  adminCourseFileBodySchema,
  adminCourseFileReplySchema,
  adminCourseMailBodySchema,
  adminCourseMailReplySchema,
  adminCourseRowSchema,
  adminMailRecipientsQuerySchema,
  adminPublishBodySchema,
} from '@club/domain/activities/office.schemas';
import { officeNoteBodySchema, transferReplySchema } from '@club/domain/admin/payments.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { courseDetailsReplySchema } from './reply.schemas.js';
import { recordTransfer } from './bank-transfer.service.js';
import { uploadCourseFile } from './course-files.service.js';
import { listMailRecipients, mailCourseList } from './course-mail.service.js';
import { duplicateCourse, getOfficeCourse, listOfficeCourses, setCoursePublished } from './courses-office.service.js';
import { createCourse, getSignupFile, listCourseSignups, setSignupStatus, updateCourse } from './admin.service.js';
import type { AdminOutcome } from '../../lib/outcome.js';

const send = <T>(outcome: AdminOutcome<T>) => (outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext));

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ticketParams = z.object({ ticketID: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/admin/courses/{id}: the details reply with hidden variants, `published` and `cover_file_id` (domain adminCourseSchema). */
const officeCourseSchema = courseDetailsReplySchema.extend({
  published: z.union([z.literal(0), z.literal(1)]),
  cover_file_id: z.number().int().nullable(),
});

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
 * - GET  /api/admin/courses                      -> [course row] every course, unpublished ones too
 * - GET  /api/admin/courses/{id}                 -> the details shape with hidden variants, `published`, `cover_file_id`
 * - POST /api/admin/courses/{id}/published       {published} -> {id, published}
 * - POST /api/admin/courses/{id}/duplicate       -> {id, slug_es} next season's unpublished copy
 * - GET  /api/admin/courses/{id}/mail-recipients?statuses=0,1,3 -> {recipients}
 * - POST /api/admin/courses/{id}/mail            {subject, body, statuses?} -> {recipients, failed}
 * - POST /api/admin/courses/files                {kind, name, content: data URL} -> {id, path, filename, mimeType}
 * - GET  /api/admin/courses/{id}/signups         -> [signup]
 * - POST /api/admin/signups/{ticketID}/status    {status, refund?} -> {ticketID, status}; code 3 another live ticket exists,
 *        4 a paid signup abandoned without the answer to "refund?" (refund 1 yes, 0 no: recorded with the change)
 * - GET  /api/admin/signups/{ticketID}/files/{fileId} -> the file uploaded with that signup's form (download)
 * - POST /api/admin/signups/{ticketID}/transfer  {note} -> {ticketID, status, payment_status}; code 2 not a transfer signup, 3 not waiting for it
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
    '/admin/courses',
    { ...guard, schema: { tags, security, response: { 200: envelope(z.array(adminCourseRowSchema)), ...denied } } },
    async () => ok(await listOfficeCourses(ctx)),
  );

  app.get(
    '/admin/courses/:id',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(officeCourseSchema), ...denied } } },
    async (request) => ok(await getOfficeCourse(ctx, request.params.id)),
  );

  app.post(
    '/admin/courses/:id/published',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminPublishBodySchema,
        response: { 200: envelope(z.object({ id: z.number().int(), published: z.number().int() })), ...denied },
      },
    },
    async (request) => ok(await setCoursePublished(ctx, request.params.id, request.body.published === 1, actorOf(request))),
  );

  app.post(
    '/admin/courses/:id/duplicate',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(adminCourseReplySchema), ...denied } } },
    async (request) => ok(await duplicateCourse(ctx, request.params.id, actorOf(request))),
  );

  app.get(
    '/admin/courses/:id/mail-recipients',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        querystring: adminMailRecipientsQuerySchema,
        response: { 200: envelope(adminCourseMailReplySchema), ...denied },
      },
    },
    async (request) => ok({ recipients: (await listMailRecipients(ctx, request.params.id, request.query.statuses)).length }),
  );

  app.post(
    '/admin/courses/:id/mail',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminCourseMailBodySchema,
        response: { 200: envelope(adminCourseMailReplySchema.extend({ failed: z.number().int() })), ...denied },
      },
    },
    async (request) => ok(await mailCourseList(ctx, request.params.id, request.body, actorOf(request))),
  );

  app.post(
    '/admin/courses/files',
    {
      ...guard,
      bodyLimit: 9 * 1024 * 1024,
      schema: { tags, security, body: adminCourseFileBodySchema, response: { 200: envelope(adminCourseFileReplySchema), ...denied } },
    },
    async (request) => ok(await uploadCourseFile(ctx, request.body, actorOf(request))),
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
    async (request) =>
      send(await setSignupStatus(ctx, request.params.ticketID, request.body.status, actorOf(request), request.body.refund)),
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

  // The bank transfer of a signup that waits for one arrived (the office's payments screen).
  app.post(
    '/admin/signups/:ticketID/transfer',
    {
      ...guard,
      schema: {
        tags: ['admin-payments'],
        security,
        params: ticketParams,
        body: officeNoteBodySchema,
        response: { 200: envelope(transferReplySchema), ...denied },
      },
    },
    async (request) => send(await recordTransfer(ctx, request.params.ticketID, request.body.note, actorOf(request))),
  );
}
