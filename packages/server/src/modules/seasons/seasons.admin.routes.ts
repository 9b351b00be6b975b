import {
  adminSeasonRowSchema,
  adminSeasonSchema,
  adminSeasonSignupSchema,
  leveledPaymentBodySchema,
  lotteryBodySchema,
  lotteryRecordSchema,
  lotteryReplySchema,
  moveSignupBodySchema,
  personLevelBodySchema,
  personLevelReplySchema,
  seasonBodySchema,
  seasonIdReplySchema,
  seasonSignupReplySchema,
} from '@club/domain/seasons/seasons.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { getLotteryRecord, previewLottery, publishLottery } from './lottery.service.js';
import { createSeason, getOfficeSeason, listOfficeSeasons, listOfficeSignups, setPersonLevel, updateSeason } from './seasons.service.js';
import { moveSignup, setLeveledPayment } from './signups.service.js';

const send = <T>(outcome: AdminOutcome<T>) => (outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext));
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ticketParams = z.object({ ticketID: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The office's calls of the seasons area (/api/admin/...), administrators only, every write audited:
 * - GET  /api/admin/seasons                        -> [season row]
 * - POST /api/admin/seasons                        {name, dates, levels} -> {id}; code 2 a level/group dropped with live signups
 * - GET  /api/admin/seasons/{id}                   -> the season with its levels and groups (hidden ones too), lottery state
 * - PUT  /api/admin/seasons/{id}                   same body -> {id}
 * - GET  /api/admin/seasons/{id}/signups           -> [signup]
 * - POST /api/admin/seasons/{id}/lottery/preview   {seed} -> {seed, order, placements}; changes nothing
 * - POST /api/admin/seasons/{id}/lottery/publish   {seed} -> the same, applied; code 1 already published
 * - GET  /api/admin/seasons/{id}/lottery           -> the kept record (null before)
 * - POST /api/admin/season-signups/{ticketID}/move {uuid} -> signup; code 2 group full, 3 another level, 4 not live
 * - POST /api/admin/season-signups/{ticketID}/payment {payment_status 0|1|2} -> signup
 * - POST /api/admin/people/{id}/level              {current_level} -> {user_id, current_level}
 * A season signup's status changes go through the courses' POST /api/admin/signups/{ticketID}/status
 * (the same ticket, the same seat rules).
 */
export function registerSeasonsAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['seasons-admin'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };

  app.get(
    '/admin/seasons',
    { ...guard, schema: { tags, security, response: { 200: envelope(z.array(adminSeasonRowSchema)), ...denied } } },
    async () => ok(await listOfficeSeasons(ctx)),
  );

  app.post(
    '/admin/seasons',
    {
      ...guard,
      bodyLimit: 8 * 1024 * 1024,
      schema: { tags, security, body: seasonBodySchema, response: { 200: envelope(seasonIdReplySchema), ...denied } },
    },
    async (request) => send(await createSeason(ctx, request.body, actorOf(request))),
  );

  app.get(
    '/admin/seasons/:id',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(adminSeasonSchema), ...denied } } },
    async (request) => ok(await getOfficeSeason(ctx, request.params.id)),
  );

  app.put(
    '/admin/seasons/:id',
    {
      ...guard,
      bodyLimit: 8 * 1024 * 1024,
      schema: { tags, security, params: idParams, body: seasonBodySchema, response: { 200: envelope(seasonIdReplySchema), ...denied } },
    },
    async (request) => send(await updateSeason(ctx, request.params.id, request.body, actorOf(request))),
  );

  app.get(
    '/admin/seasons/:id/signups',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(z.array(adminSeasonSignupSchema)), ...denied } } },
    async (request) => ok(await listOfficeSignups(ctx, request.params.id)),
  );

  app.post(
    '/admin/seasons/:id/lottery/preview',
    {
      ...guard,
      schema: { tags, security, params: idParams, body: lotteryBodySchema, response: { 200: envelope(lotteryReplySchema), ...denied } },
    },
    async (request) => ok(await previewLottery(ctx, request.params.id, request.body.seed)),
  );

  app.post(
    '/admin/seasons/:id/lottery/publish',
    {
      ...guard,
      schema: { tags, security, params: idParams, body: lotteryBodySchema, response: { 200: envelope(lotteryReplySchema), ...denied } },
    },
    async (request) => send(await publishLottery(ctx, request.params.id, request.body.seed, actorOf(request))),
  );

  app.get(
    '/admin/seasons/:id/lottery',
    { ...guard, schema: { tags, security, params: idParams, response: { 200: envelope(lotteryRecordSchema.nullable()), ...denied } } },
    async (request) => ok(await getLotteryRecord(ctx, request.params.id)),
  );

  app.post(
    '/admin/season-signups/:ticketID/move',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: ticketParams,
        body: moveSignupBodySchema,
        response: { 200: envelope(seasonSignupReplySchema), ...denied },
      },
    },
    async (request) => send(await moveSignup(ctx, request.params.ticketID, request.body.uuid, actorOf(request))),
  );

  app.post(
    '/admin/season-signups/:ticketID/payment',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: ticketParams,
        body: leveledPaymentBodySchema,
        response: { 200: envelope(seasonSignupReplySchema), ...denied },
      },
    },
    async (request) => send(await setLeveledPayment(ctx, request.params.ticketID, request.body.payment_status, actorOf(request))),
  );

  app.post(
    '/admin/people/:id/level',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        body: personLevelBodySchema,
        response: { 200: envelope(personLevelReplySchema), ...denied },
      },
    },
    async (request) => ok(await setPersonLevel(ctx, request.params.id, request.body.current_level, actorOf(request))),
  );
}
