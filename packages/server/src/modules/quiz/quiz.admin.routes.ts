import {
  adminQuizBodySchema,
  adminQuizDetailSchema,
  adminQuizExportQuerySchema,
  adminQuizIdReplySchema,
  adminQuizLinkBodySchema,
  adminQuizLinkReplySchema,
  adminQuizLinkUpdateSchema,
  adminQuizPageQuerySchema,
  adminQuizPageSchema,
  adminQuizResponsePageSchema,
} from '@club/domain/admin/quiz.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import {
  createLink,
  deleteQuiz,
  getAnswerFile,
  getOfficeQuiz,
  listOfficeQuizzes,
  listQuizResponses,
  revokeLink,
  saveQuiz,
  updateLink,
} from './quiz.admin.service.js';
import { buildAnswerTable, toCsv, toXlsx, zipAnswerFiles } from './quiz.export.js';

const send = <T>(outcome: AdminOutcome<T>) => (outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext));
const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: dbId });
const linkParams = idParams.extend({ linkId: z.string().min(1).max(200) });

/**
 * The office's quiz calls (administrators only):
 * - GET    /api/admin/quizzes?page=                          quizzes with counts of items, links and answers
 * - POST   /api/admin/quizzes                                {title_*, intro_*, items} -> {id}
 * - GET    /api/admin/quizzes/{id}                           the quiz for the builder, with its links
 * - PUT    /api/admin/quizzes/{id}                           same body; codes 1-3 an answered item would lose its answers
 * - DELETE /api/admin/quizzes/{id}                           with its links, answers and answer files
 * - POST   /api/admin/quizzes/{id}/links                     {kind: general|single, note, expires_at} -> {id}; code 4 expiry past
 * - PUT    /api/admin/quizzes/{id}/links/{linkId}            {note, expires_at}; code 4 expiry past
 * - POST   /api/admin/quizzes/{id}/links/{linkId}/revoke     expires now; code 5 already closed
 * - GET    /api/admin/quizzes/{id}/responses?page=           answers, newest first
 * - GET    /api/admin/quizzes/{id}/files/{fileId}            a file uploaded as an answer (download)
 * - GET    /api/admin/quizzes/{id}/answers.csv|.xlsx?lang=   every answer as a table
 * - GET    /api/admin/quizzes/{id}/files.zip                 every answer file
 */
export function registerQuizAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-quiz'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };
  const download = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

  app.get(
    '/admin/quizzes',
    {
      ...guard,
      schema: { tags, security, querystring: adminQuizPageQuerySchema, response: { 200: envelope(adminQuizPageSchema), ...denied } },
    },
    async (request) => ok(await listOfficeQuizzes(ctx, request.query.page)),
  );

  app.post(
    '/admin/quizzes',
    { ...guard, schema: { tags, security, body: adminQuizBodySchema, response: { 200: envelope(adminQuizIdReplySchema), ...denied } } },
    async (request) => send(await saveQuiz(ctx, null, request.body, actorOf(request))),
  );

  app.get(
    '/admin/quizzes/:id',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(adminQuizDetailSchema), ...denied } } },
    async (request) => ok(await getOfficeQuiz(ctx, request.params.id)),
  );

  app.put(
    '/admin/quizzes/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminQuizBodySchema,
        response: { 200: envelope(adminQuizIdReplySchema), ...denied },
      },
    },
    async (request) => send(await saveQuiz(ctx, request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    '/admin/quizzes/:id',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(adminQuizIdReplySchema), ...denied } } },
    async (request) => ok(await deleteQuiz(ctx, request.params.id, actorOf(request))),
  );

  app.post(
    '/admin/quizzes/:id/links',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminQuizLinkBodySchema,
        response: { 200: envelope(adminQuizLinkReplySchema), ...denied },
      },
    },
    async (request) => send(await createLink(ctx, request.params.id, request.body, actorOf(request))),
  );

  app.put(
    '/admin/quizzes/:id/links/:linkId',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: linkParams,
        body: adminQuizLinkUpdateSchema,
        response: { 200: envelope(adminQuizLinkReplySchema), ...denied },
      },
    },
    async (request) => send(await updateLink(ctx, request.params.id, request.params.linkId, request.body, actorOf(request))),
  );

  app.post(
    '/admin/quizzes/:id/links/:linkId/revoke',
    { ...guard, schema: { tags, security, params: linkParams, response: { 200: envelope(adminQuizLinkReplySchema), ...denied } } },
    async (request) => send(await revokeLink(ctx, request.params.id, request.params.linkId, actorOf(request))),
  );

  app.get(
    '/admin/quizzes/:id/responses',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        querystring: adminQuizPageQuerySchema,
        response: { 200: envelope(adminQuizResponsePageSchema), ...denied },
      },
    },
    async (request) => ok(await listQuizResponses(ctx, request.params.id, request.query.page)),
  );

  app.get(
    '/admin/quizzes/:id/files/:fileId',
    { ...guard, schema: { tags, security, params: idParams.extend({ fileId: dbId }), produces: ['application/octet-stream'] } },
    async (request, reply) => {
      const file = await getAnswerFile(ctx, request.params.id, request.params.fileId);
      return reply
        .type(file.mimeType)
        .headers(download)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .send(file.content);
    },
  );

  app.get(
    '/admin/quizzes/:id/answers.csv',
    { ...guard, schema: { tags, security, params: idParams, querystring: adminQuizExportQuerySchema, produces: ['text/csv'] } },
    async (request, reply) => {
      const table = await buildAnswerTable(ctx, request.params.id, request.query.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .headers(download)
        .header('content-disposition', contentDisposition('attachment', `${table.basename}.csv`))
        .send(toCsv(table));
    },
  );

  app.get(
    '/admin/quizzes/:id/answers.xlsx',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        querystring: adminQuizExportQuerySchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const table = await buildAnswerTable(ctx, request.params.id, request.query.lang);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .headers(download)
        .header('content-disposition', contentDisposition('attachment', `${table.basename}.xlsx`))
        .send(await toXlsx(table));
    },
  );

  app.get(
    '/admin/quizzes/:id/files.zip',
    { ...guard, schema: { tags, security, params: idParams, produces: ['application/zip'] } },
    async (request, reply) => {
      const zip = await zipAnswerFiles(ctx, request.params.id, ctx.now());
      return reply
        .type('application/zip')
        .headers(download)
        .header('content-disposition', contentDisposition('attachment', `${zip.basename}.zip`))
        .send(zip.stream);
    },
  );
}
