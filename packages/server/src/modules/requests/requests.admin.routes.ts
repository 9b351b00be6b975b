import {
  examAttendanceBodySchema,
  examAttendanceReplySchema,
  examCancelledReplySchema,
  examDaySlotsReplySchema,
  examRequestsPageSchema,
  examRequestsQuerySchema,
  examSlotReplySchema,
  examSlotsBodySchema,
  examSlotsPageSchema,
  examSlotsQuerySchema,
  examSlotPatchSchema,
  examSlotRowSchema,
  licenceRejectedReplySchema,
  rejectBodySchema,
  slotIdParamsSchema,
  sportscardRejectedReplySchema,
  licenceExportQuerySchema,
  licenceProcessedReplySchema,
  licenceRequestsPageSchema,
  licenceRequestsQuerySchema,
  meidParamsSchema,
  reqidParamsSchema,
  sportscardIdParamsSchema,
  sportscardProcessedReplySchema,
  sportscardRequestsPageSchema,
  sportscardRequestsQuerySchema,
} from '@club/domain/requests/office.schemas';
import { madridDate } from '@club/domain/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { z } from 'zod';
import {
  cancelExamBooking,
  createExamSlots,
  deleteExamSlot,
  editExamSlotPlaces,
  rejectLicenceRequest,
  rejectSportscardRequest,
  licenceExportXlsx,
  listExamRequests,
  listExamSlots,
  listLicenceRequests,
  listSportscardRequests,
  markExamAttendance,
  markLicenceRequestProcessed,
  markSportscardRequestProcessed,
} from './requests.admin.service.js';

/**
 * The office's calls of the members' requests (administrators only; lists paged by 50; every
 * write audited):
 * - GET  /api/admin/licence-requests?processed=&paid=&q=&page=
 * - POST /api/admin/licence-requests/{reqid}/processed        -> {reqid, processed: 1} (code 1 not paid, 6 rejected); mails the family
 * - POST /api/admin/licence-requests/{reqid}/reject {reason}  -> {reqid, rejected: 1} (code 5 paid, 6 processed or rejected); mails the family
 * - GET  /api/admin/licence-requests/export.xlsx?processed=   the federation's list, one line per paid licence
 * - POST /api/admin/medical-exam/slots {date, time, places} -> {id}; {date, times[], places} -> {ids, skipped}
 * - GET  /api/admin/medical-exam/slots?from=&to=&page=
 * - PATCH  /api/admin/medical-exam/slots/{id} {places}       -> the slot (code 3 below its bookings, ext = bookings)
 * - DELETE /api/admin/medical-exam/slots/{id}                -> {id, deleted: 1} (code 3 with bookings, ext = bookings)
 * - GET  /api/admin/medical-exam/requests?date=&page=         the bookings (of a day, or from today on)
 * - POST /api/admin/medical-exam/requests/{meid}/attendance {attended: 0|1}
 * - POST /api/admin/medical-exam/requests/{meid}/cancel {reason} -> {meid, cancelled: 1, refund} (code 7 past or attended, ext
 *        'past' | 'attended'; 6 already cancelled); the place goes back to the slot, a paid one is owed back; mails the family
 * - GET  /api/admin/sportscard-requests?processed=&page=      with the signed document's file id
 * - POST /api/admin/sportscard-requests/{id}/processed        -> {id, processed: 1} (code 6 rejected); mails the family
 * - POST /api/admin/sportscard-requests/{id}/reject {reason}  -> {id, rejected: 1} (code 6 processed or rejected); mails the family
 */
export function registerRequestsAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-requests'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  app.get(
    '/admin/licence-requests',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: licenceRequestsQuerySchema,
        response: { 200: envelope(licenceRequestsPageSchema), ...denied },
      },
    },
    async (request) => ok(await listLicenceRequests(ctx, request.query)),
  );

  app.post(
    '/admin/licence-requests/:reqid/processed',
    {
      ...guard,
      schema: { tags, security, params: reqidParamsSchema, response: { 200: envelope(licenceProcessedReplySchema), ...denied } },
    },
    async (request) => {
      const o = await markLicenceRequestProcessed(ctx, actorOf(request), request.params.reqid);
      return o.ok ? ok(o.data) : fail(o.code);
    },
  );

  app.post(
    '/admin/licence-requests/:reqid/reject',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: reqidParamsSchema,
        body: rejectBodySchema,
        response: { 200: envelope(licenceRejectedReplySchema), ...denied },
      },
    },
    async (request) => {
      const o = await rejectLicenceRequest(ctx, actorOf(request), request.params.reqid, request.body.reason);
      return o.ok ? ok(o.data) : fail(o.code);
    },
  );

  app.get(
    '/admin/licence-requests/export.xlsx',
    { ...guard, schema: { tags, security, querystring: licenceExportQuerySchema, produces: [xlsx] } },
    async (request, reply) =>
      reply
        .type(xlsx)
        .headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' })
        .header('content-disposition', contentDisposition('attachment', `licencias-${madridDate(ctx.now())}.xlsx`))
        .send(await licenceExportXlsx(ctx, request.query.processed)),
  );

  app.post(
    '/admin/medical-exam/slots',
    {
      ...guard,
      schema: {
        tags,
        security,
        body: examSlotsBodySchema,
        response: { 200: envelope(examSlotReplySchema.or(examDaySlotsReplySchema)), ...denied },
      },
    },
    async (request) => {
      const o = await createExamSlots(ctx, actorOf(request), request.body);
      return o.ok ? ok(o.data) : fail(o.code);
    },
  );

  app.get(
    '/admin/medical-exam/slots',
    {
      ...guard,
      schema: { tags, security, querystring: examSlotsQuerySchema, response: { 200: envelope(examSlotsPageSchema), ...denied } },
    },
    async (request) => ok(await listExamSlots(ctx, request.query)),
  );

  app.patch(
    '/admin/medical-exam/slots/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: slotIdParamsSchema,
        body: examSlotPatchSchema,
        response: { 200: envelope(examSlotRowSchema), ...denied },
      },
    },
    async (request) => {
      const o = await editExamSlotPlaces(ctx, actorOf(request), request.params.id, request.body.places);
      return o.ok ? ok(o.data) : fail(o.code, o.ext);
    },
  );

  app.delete(
    '/admin/medical-exam/slots/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: slotIdParamsSchema,
        response: { 200: envelope(z.object({ id: z.number().int(), deleted: z.literal(1) })), ...denied },
      },
    },
    async (request) => {
      const o = await deleteExamSlot(ctx, actorOf(request), request.params.id);
      return o.ok ? ok(o.data) : fail(o.code, o.ext);
    },
  );

  app.get(
    '/admin/medical-exam/requests',
    {
      ...guard,
      schema: { tags, security, querystring: examRequestsQuerySchema, response: { 200: envelope(examRequestsPageSchema), ...denied } },
    },
    async (request) => ok(await listExamRequests(ctx, request.query)),
  );

  app.post(
    '/admin/medical-exam/requests/:meid/attendance',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: meidParamsSchema,
        body: examAttendanceBodySchema,
        response: { 200: envelope(examAttendanceReplySchema), ...denied },
      },
    },
    async (request) => {
      const o = await markExamAttendance(ctx, actorOf(request), request.params.meid, request.body.attended);
      return o.ok ? ok(o.data) : fail(o.code, o.ext);
    },
  );

  app.post(
    '/admin/medical-exam/requests/:meid/cancel',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: meidParamsSchema,
        body: rejectBodySchema,
        response: { 200: envelope(examCancelledReplySchema), ...denied },
      },
    },
    async (request) => {
      const o = await cancelExamBooking(ctx, actorOf(request), request.params.meid, request.body.reason);
      return o.ok ? ok(o.data) : fail(o.code, o.ext);
    },
  );

  app.get(
    '/admin/sportscard-requests',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: sportscardRequestsQuerySchema,
        response: { 200: envelope(sportscardRequestsPageSchema), ...denied },
      },
    },
    async (request) => ok(await listSportscardRequests(ctx, request.query)),
  );

  app.post(
    '/admin/sportscard-requests/:id/processed',
    {
      ...guard,
      schema: { tags, security, params: sportscardIdParamsSchema, response: { 200: envelope(sportscardProcessedReplySchema), ...denied } },
    },
    async (request) => {
      const o = await markSportscardRequestProcessed(ctx, actorOf(request), request.params.id);
      return o.ok ? ok(o.data) : fail(o.code);
    },
  );

  app.post(
    '/admin/sportscard-requests/:id/reject',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: sportscardIdParamsSchema,
        body: rejectBodySchema,
        response: { 200: envelope(sportscardRejectedReplySchema), ...denied },
      },
    },
    async (request) => {
      const o = await rejectSportscardRequest(ctx, actorOf(request), request.params.id, request.body.reason);
      return o.ok ? ok(o.data) : fail(o.code);
    },
  );
}
