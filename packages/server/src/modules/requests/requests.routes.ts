import { signedPaymentSchema } from '@club/domain/payments/payments.schemas';
import {
  examScheduleBodySchema,
  examScheduleReplySchema,
  examSchedulesSchema,
  gkmemberTplQuerySchema,
  mbreqQuerySchema,
  meschddetailQuerySchema,
  requestLicenseBodySchema,
  requestLicenseReplySchema,
  requestSportscardBodySchema,
  requestSportscardReplySchema,
} from '@club/domain/requests/requests.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import { licencePayment, requestLicence } from './licences.service.js';
import { bookExam, examPayment, examSchedules } from './medical-exam.service.js';
import type { Outcome } from './outcome.js';
import { requestSportscard, sportscardTemplate } from './sportscard.service.js';

/**
 * The members' requests (issue 17; spec 001 §7), every call for the person, their holder with
 * delegation or the office (403 otherwise):
 * - POST v2/member_requests/request_license/ {user_id, local, state} -> {reqid}
 * - GET  v2/manage_payments/get_mbreq/?id=&terid=&stid= -> {sig, url, order} (67,00 € per unpaid licence named)
 * - GET  v2/member_requests/medical_exam_schedules/ -> {date: {time: places_left}}
 * - POST v2/member_requests/medical_exam_schedule/ {user_id, date, time} -> {meid}
 * - GET  v2/manage_payments/get_meschddetail/?id=&meid= -> {sig, url, order} (24,00 €)
 * - GET  v2/member_requests/gkmember_tpl/?userid= -> {name, result} (the template PDF as a data URL)
 * - POST v2/member_requests/request_sportscard/ {user_id} -> {id}
 * Refusals are HTTP 200 with success 0 and a code of REQUEST_CODE (and the spec's text in ext).
 */

/**
 * Per account (the platform's key): a holder doing a family's paperwork at the start of a season
 * makes at least 30 of each a minute.
 */
const perAccount = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const personal = { 'cache-control': 'private, no-store' };

function send<T>(o: Outcome<T>) {
  return o.ok ? ok(o.data) : fail(o.code, o.ext);
}

export function registerRequestsRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const tags = ['requests'];
  const security = [{ bearer: [] }];
  const denied = { 403: envelope() };

  app.post(
    '/v2/member_requests/request_license',
    {
      ...auth,
      config: perAccount(60),
      schema: { tags, security, body: requestLicenseBodySchema, response: { 200: envelope(requestLicenseReplySchema), ...denied } },
    },
    async (request) => send(await requestLicence(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/v2/manage_payments/get_mbreq',
    {
      ...auth,
      config: perAccount(60),
      schema: { tags, security, querystring: mbreqQuerySchema, response: { 200: envelope(signedPaymentSchema), ...denied } },
    },
    async (request) => send(await licencePayment(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/v2/member_requests/medical_exam_schedules',
    { ...auth, config: perAccount(120), schema: { tags, security, response: { 200: envelope(examSchedulesSchema) } } },
    async () => ok(await examSchedules(ctx)),
  );

  app.post(
    '/v2/member_requests/medical_exam_schedule',
    {
      ...auth,
      config: perAccount(60),
      schema: { tags, security, body: examScheduleBodySchema, response: { 200: envelope(examScheduleReplySchema), ...denied } },
    },
    async (request) => send(await bookExam(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/v2/manage_payments/get_meschddetail',
    {
      ...auth,
      config: perAccount(60),
      schema: { tags, security, querystring: meschddetailQuerySchema, response: { 200: envelope(signedPaymentSchema), ...denied } },
    },
    async (request) => send(await examPayment(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/v2/member_requests/gkmember_tpl',
    {
      ...auth,
      config: perAccount(60),
      schema: {
        tags,
        security,
        querystring: gkmemberTplQuerySchema,
        response: { 200: envelope(z.object({ name: z.string(), result: z.string() })), ...denied },
      },
    },
    async (request, reply) => {
      const data = await sportscardTemplate(ctx, currentUser(request), request.query.userid);
      reply.headers(personal);
      return ok(data);
    },
  );

  app.post(
    '/v2/member_requests/request_sportscard',
    {
      ...auth,
      config: perAccount(60),
      schema: { tags, security, body: requestSportscardBodySchema, response: { 200: envelope(requestSportscardReplySchema), ...denied } },
    },
    async (request) => send(await requestSportscard(ctx, currentUser(request), request.body.user_id)),
  );
}
