import {
  doEnrolV2BodySchema,
  doEnrolV2ReplySchema,
  getPendingSignupBodySchema,
  getPendingSignupReplySchema,
  levelsReplySchema,
  seasonPendingDetailQuerySchema,
  seasonRefusalDataSchema,
} from '@club/domain/seasons/seasons.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import { registerCoursePaymentHooks, seats } from '../activities/index.js';
import { registerSeasonProfileReader } from '../people/index.js';
import { readSeasonProfiles } from './season-profile.js';
import { pickSeasonWaiting } from './season-waiting.js';
import { registerChargeSource } from '../billing/index.js';
import { registerContinuousSignups } from '../family/index.js';
import { seasonFeeSource } from './fees.service.js';
import { describeSeasonTickets } from './season-receipt.js';
import { enrolV2, listCurrentLevels } from './seasons.service.js';
import { continuousSignups, leveledPending, pendingSignup, seasonPendingDetail } from './signups.service.js';

/**
 * The seasons area's calls (spec 001 §7, issue 16):
 * public, live (seats left):
 * - GET  v2/courses/levels/ -> {success, season, season_name, data: [level]} (404 without a current season)
 * login required:
 * - POST v3/enrol/do_enrol_v2/ -> data {ticketID, status, payment_status, payment_price};
 *        refusals success 0, code 4, ext (the first reason word), data.reasons; someone else's person 403
 * - POST v3/enrol/get_pending_signup/ {userData} -> data {ticketID, payment_price, level_id}; none: success 0, code 1
 * - GET  v2/manage_payments/get_season_pending_detail/?ticketID= -> data {sig, url} (403 not yours, 404 not a season ticket)
 * and, through the hooks of the areas they belong to: `leveled` of v2/manage_payments/get_pending,
 * `continuous` of v3/delegated_acct/signups.
 */
const perAccount = (max: number, timeWindow = '1 minute') => ({ rateLimit: { max, timeWindow } });

export function registerSeasonsRoutes(root: FastifyInstance, ctx: AppContext): void {
  registerCoursePaymentHooks({ leveled: leveledPending, describeTickets: describeSeasonTickets });
  registerContinuousSignups(continuousSignups);
  // The monthly fees are materialised by every remittance (billing's entry).
  registerChargeSource(seasonFeeSource);
  // The season_* fields of every profile (auth/ping, the family's sysProfile).
  registerSeasonProfileReader(readSeasonProfiles);
  // A freed seat of a priority group goes to the next in the draw's order (the seat code asks).
  seats.registerWaitingPicker(pickSeasonWaiting);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['seasons'];
  const auth = { onRequest: app.requireUser };
  const security = [{ bearer: [] }];

  app.get(
    '/v2/courses/levels',
    {
      // The same for everyone, seats left included: server-rendered pages carry it (issue 19).
      config: { renderedLive: true },
      schema: {
        tags,
        response: {
          200: levelsReplySchema,
          404: envelope(),
        },
      },
    },
    async () => ({ success: 1 as const, ...(await listCurrentLevels(ctx)) }),
  );

  app.post(
    '/v3/enrol/do_enrol_v2',
    {
      ...auth,
      config: perAccount(20),
      schema: {
        tags,
        security,
        body: doEnrolV2BodySchema,
        response: { 200: envelope(z.union([doEnrolV2ReplySchema, seasonRefusalDataSchema])), 403: envelope(), 404: envelope() },
      },
    },
    async (request) => {
      const outcome = await enrolV2(ctx, currentUser(request), request.body);
      return outcome.ok ? ok(outcome.data) : { ...fail(outcome.code, outcome.ext), data: outcome.data };
    },
  );

  app.post(
    '/v3/enrol/get_pending_signup',
    {
      ...auth,
      config: perAccount(60),
      schema: {
        tags,
        security,
        body: getPendingSignupBodySchema,
        response: { 200: envelope(getPendingSignupReplySchema), 403: envelope() },
      },
    },
    async (request) => {
      const outcome = await pendingSignup(ctx, currentUser(request), request.body.userData.user_id);
      return outcome.ok ? ok(outcome.data) : fail(outcome.code, 'NoPendingSignup');
    },
  );

  app.get(
    '/v2/manage_payments/get_season_pending_detail',
    {
      ...auth,
      config: perAccount(30),
      schema: {
        tags,
        security,
        querystring: seasonPendingDetailQuerySchema,
        response: {
          200: envelope(
            z.object({
              sig: z.object({ Ds_SignatureVersion: z.string(), Ds_MerchantParameters: z.string(), Ds_Signature: z.string() }),
              url: z.string(),
            }),
          ),
          403: envelope(),
          404: envelope(),
        },
      },
    },
    async (request) => {
      const outcome = await seasonPendingDetail(ctx, currentUser(request), request.query.ticketID);
      return outcome.ok ? ok(outcome.data) : fail(outcome.code);
    },
  );
}
