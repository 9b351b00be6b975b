import { pendingPaymentSchema } from '@club/domain/account/account.schemas';
import {
  availabilityBodySchema,
  availabilityReplySchema,
  catalogueQuerySchema,
  courseDetailsQuerySchema,
  doEnrollBodySchema,
  doEnrollReplySchema,
  enrolRefusalDataSchema,
  expiredQuerySchema,
  isUserSignedUpQuerySchema,
  isUserSignedUpReplySchema,
  updateMyProfileBodySchema,
} from '@club/domain/activities/activities.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok, okCode } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import * as catalogue from './catalogue.service.js';
import { getCoursePaymentDetail, getTicketPaymentDetail, listPendingPayments, type DetailOutcome } from './course-payments.service.js';
import { enrol, isUserSignedUp } from './enrol.service.js';
import { updateMyProfile } from './my-profile.service.js';
import { catalogueCardReplySchema, courseDetailsReplySchema } from './reply.schemas.js';

/**
 * The activities area (spec 001 §7, issue 8):
 *
 * public, cacheable (pure functions of the database and the day):
 * - GET  v2/courses/active/?cat=            -> data [card]
 * - GET  v2/courses/expired/?skip=&cat=     -> data [card], pages of 10, empty = end
 * - GET  v2/courses/summer/?cat=            -> data [card]
 * - GET  v2/courses/details/?slug=          -> data course (404 unknown or unpublished)
 * public, live:
 * - POST v2/courses/availability {slug, variant} -> data {seats}
 * login required:
 * - POST v2/enroll/do_enroll/               -> data {ticketID, status, payment_status, payment_price};
 *                                              refusals: success 0, code 4, ext (human), data.reasons
 * - GET  v2/enroll/is_user_signed_up/?type=0&slug_es= -> code (see SIGNED_UP_CODE), data
 * - POST v2/myaccount/update_my_profile/    -> data {updated}
 * - GET  v2/manage_payments/get_pm_detail/?slug_es=          -> data {sig, url}
 * - GET  v2/manage_payments/get_pm_impersonated_detail/?ticketID= -> data {sig, url} (403 not yours)
 * - GET  v2/manage_payments/get_pending     -> data {direct, users, impersonated, leveled, returned, membership}
 * office: see activities.admin.routes.ts.
 */

/** File answers travel inside the JSON body as data URLs: a few files of 5 MB. */
const ENROL_BODY_LIMIT = 24 * 1024 * 1024;

/**
 * Limits count per account on signed-in calls (the platform's key, plugins/rate-limit-store.ts):
 * on the night enrolment opens many families share one address behind a router, and must not
 * throttle each other.
 */
const perAccount = (max: number, timeWindow = '1 minute') => ({ rateLimit: { max, timeWindow } });
/** Public catalogue reads served from memory (plugins/public-cache.ts); never seats. */
const cached = { publicCache: true } as const;

const sendDetail = (outcome: DetailOutcome) => (outcome.ok ? ok(outcome.data) : fail(outcome.code));

export function registerActivitiesRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];
  const auth = { onRequest: app.requireUser };
  const security = [{ bearer: [] }];
  const cards = envelope(z.array(catalogueCardReplySchema));

  app.get(
    '/v2/courses/active',
    { config: cached, schema: { tags, querystring: catalogueQuerySchema, response: { 200: cards } } },
    async (request) => ok(await catalogue.listActiveCourses(ctx, request.query.cat)),
  );

  app.get(
    '/v2/courses/expired',
    { config: cached, schema: { tags, querystring: expiredQuerySchema, response: { 200: cards } } },
    async (request) => ok(await catalogue.listExpiredCourses(ctx, request.query.skip, request.query.cat)),
  );

  app.get(
    '/v2/courses/summer',
    { config: cached, schema: { tags, querystring: catalogueQuerySchema, response: { 200: cards } } },
    async (request) => ok(await catalogue.listSummerCourses(ctx, request.query.cat)),
  );

  app.get(
    '/v2/courses/details',
    {
      config: cached,
      schema: {
        tags,
        querystring: courseDetailsQuerySchema,
        response: { 200: envelope(courseDetailsReplySchema), 404: envelope() },
      },
    },
    async (request) => ok(await catalogue.getCourseDetails(ctx, request.query.slug)),
  );

  app.post(
    '/v2/courses/availability',
    {
      // A signed-in parent is counted per account, a visitor per address.
      onRequest: app.optionalUser,
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: { tags, body: availabilityBodySchema, response: { 200: envelope(availabilityReplySchema), 404: envelope() } },
    },
    async (request) => ok(await catalogue.getAvailability(ctx, request.body.slug, request.body.variant)),
  );

  app.post(
    '/v2/enroll/do_enroll',
    {
      ...auth,
      bodyLimit: ENROL_BODY_LIMIT,
      config: perAccount(20),
      schema: {
        tags,
        security,
        body: doEnrollBodySchema,
        response: { 200: envelope(z.union([doEnrollReplySchema, enrolRefusalDataSchema])), 404: envelope() },
      },
    },
    async (request) => {
      const outcome = await enrol(ctx, currentUser(request), request.body);
      return outcome.ok ? ok(outcome.data) : { ...fail(outcome.code, outcome.ext), data: outcome.data };
    },
  );

  app.get(
    '/v2/enroll/is_user_signed_up',
    {
      ...auth,
      config: perAccount(120),
      schema: {
        tags,
        security,
        querystring: isUserSignedUpQuerySchema,
        response: { 200: envelope(isUserSignedUpReplySchema), 404: envelope() },
      },
    },
    async (request) => {
      const { code, data } = await isUserSignedUp(ctx, currentUser(request), request.query.slug_es);
      return okCode(code, data);
    },
  );

  app.post(
    '/v2/myaccount/update_my_profile',
    {
      ...auth,
      config: perAccount(30),
      schema: {
        tags,
        security,
        body: updateMyProfileBodySchema,
        response: { 200: envelope(z.object({ updated: z.array(z.string()) })), 404: envelope() },
      },
    },
    async (request) => ok(await updateMyProfile(ctx, currentUser(request), request.body)),
  );

  const signed = envelope(
    z.object({
      sig: z.object({ Ds_SignatureVersion: z.string(), Ds_MerchantParameters: z.string(), Ds_Signature: z.string() }),
      url: z.string(),
    }),
  );

  app.get(
    '/v2/manage_payments/get_pm_detail',
    {
      ...auth,
      config: perAccount(30),
      schema: {
        tags,
        security,
        querystring: z.object({ slug_es: z.string().trim().min(1).max(300) }),
        response: { 200: signed, 404: envelope() },
      },
    },
    async (request) => sendDetail(await getCoursePaymentDetail(ctx, currentUser(request), request.query.slug_es)),
  );

  app.get(
    '/v2/manage_payments/get_pm_impersonated_detail',
    {
      ...auth,
      config: perAccount(30),
      schema: {
        tags,
        security,
        querystring: z.object({ ticketID: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: signed, 403: envelope(), 404: envelope() },
      },
    },
    async (request) => sendDetail(await getTicketPaymentDetail(ctx, currentUser(request), request.query.ticketID)),
  );

  app.get(
    '/v2/manage_payments/get_pending',
    {
      ...auth,
      config: perAccount(120),
      schema: {
        tags,
        security,
        response: {
          200: envelope(
            z.object({
              direct: z.array(pendingPaymentSchema),
              users: z.array(pendingPaymentSchema),
              impersonated: z.array(pendingPaymentSchema),
              leveled: z.array(pendingPaymentSchema),
              returned: z.array(pendingPaymentSchema),
              membership: z.array(pendingPaymentSchema),
            }),
          ),
        },
      },
    },
    async (request) => ok(await listPendingPayments(ctx, currentUser(request))),
  );
}
