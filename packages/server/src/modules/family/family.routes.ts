import { isUserSignedUpReplySchema, updateMyProfileBodySchema } from '@club/domain/activities/activities.schemas';
import {
  addUserBodySchema,
  doImpersonatedEnrollBodySchema,
  doImpersonatedEnrollReplySchema,
  familyRefusalDataSchema,
  familySignupsQuerySchema,
  familySignupsReplySchema,
  isImpersonatedSignedUpQuerySchema,
  linkedUserSchema,
  linkedUsersQuerySchema,
  updateImpersonatedProfileBodySchema,
} from '@club/domain/family/family.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok, okCode } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import { registerAccountPart } from '../settings/index.js';
import { enrolFamily } from './family-enrol.service.js';
import { registerFamilyPayments } from './family-payments.js';
import {
  addFamilyMember,
  familyAccountParts,
  isImpersonatedUserSignedUp,
  listFamilySignups,
  listLinkedUsers,
  updateImpersonatedProfile,
} from './family.service.js';

/**
 * The family calls (spec 001 §7 "Extended enrolment", "Family"; issue 9). Login required; every
 * id of a person goes through family/access.ts (403 for anyone else's):
 * - GET  v3/delegated_acct/users/?slug=                    -> data [Linked user]
 * - GET  v2/extended_enroll/get_impersonated_users/?slug=  -> data [Linked user]
 * - POST v3/delegated_acct/add_user/                       -> data Linked user | code 1, 2, 3 (403 without allow_impersonate)
 * - POST v2/extended_enroll/create_impersonated_user/      -> the same
 * - POST v2/extended_enroll/update_impersonated_profile/ {userID, slug_en, slug_es, form_data} -> data {updated}
 * - GET  v2/extended_enroll/is_impersonated_user_signed_up/?type=0&userID=&slug= -> code as is_user_signed_up
 * - POST v2/extended_enroll/do_impersonated_enroll/ {type, slug_en, slug_es, form_data: queue}
 *        -> data {ticketID, orderID, tickets, payment_price} | code 4 with data {reasons, users}
 * - GET  v3/delegated_acct/signups/?user_id=               -> data {continuous, independent}
 * Also: myaccount/get's impersonatedUsers and impco, get_pending's users and impersonated, and
 * the family order's single card payment through get_pm_impersonated_detail (family-payments.ts).
 */

/** A queue carries form answers with files (data URLs): a few persons of a few files of 5 MB. */
const FAMILY_ENROL_BODY_LIMIT = 48 * 1024 * 1024;
const perAccount = (max: number, timeWindow = '1 minute') => ({ rateLimit: { max, timeWindow } });

export function registerFamilyRoutes(root: FastifyInstance, ctx: AppContext): void {
  registerFamilyPayments();
  registerAccountPart(familyAccountParts);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['family'];
  const security = [{ bearer: [] }];
  const auth = { onRequest: app.requireUser };

  const linkedUsers = {
    ...auth,
    config: perAccount(120),
    schema: { tags, security, querystring: linkedUsersQuerySchema, response: { 200: envelope(z.array(linkedUserSchema)) } },
  };
  for (const path of ['/v3/delegated_acct/users', '/v2/extended_enroll/get_impersonated_users']) {
    app.get(path, linkedUsers, async (request) => ok(await listLinkedUsers(ctx, currentUser(request), request.query.slug || undefined)));
  }

  const addUser = {
    ...auth,
    config: perAccount(20, '10 minutes'),
    schema: { tags, security, body: addUserBodySchema, response: { 200: envelope(linkedUserSchema), 403: envelope() } },
  };
  for (const path of ['/v3/delegated_acct/add_user', '/v2/extended_enroll/create_impersonated_user']) {
    app.post(path, addUser, async (request) => {
      const outcome = await addFamilyMember(ctx, currentUser(request), request.body);
      return outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext);
    });
  }

  app.post(
    '/v2/extended_enroll/update_impersonated_profile',
    {
      ...auth,
      config: perAccount(30),
      schema: {
        tags,
        security,
        body: updateImpersonatedProfileBodySchema,
        response: { 200: envelope(z.object({ updated: z.array(z.string()) })), 403: envelope(), 404: envelope() },
      },
    },
    async (request) => {
      const { userID, ...rest } = request.body;
      return ok(await updateImpersonatedProfile(ctx, currentUser(request), userID, updateMyProfileBodySchema.parse(rest)));
    },
  );

  app.get(
    '/v2/extended_enroll/is_impersonated_user_signed_up',
    {
      ...auth,
      config: perAccount(240),
      schema: {
        tags,
        security,
        querystring: isImpersonatedSignedUpQuerySchema,
        response: { 200: envelope(isUserSignedUpReplySchema), 403: envelope(), 404: envelope() },
      },
    },
    async (request) => {
      const { code, data } = await isImpersonatedUserSignedUp(ctx, currentUser(request), request.query.userID, request.query.slug);
      return okCode(code, data);
    },
  );

  app.post(
    '/v2/extended_enroll/do_impersonated_enroll',
    {
      ...auth,
      bodyLimit: FAMILY_ENROL_BODY_LIMIT,
      config: perAccount(20),
      schema: {
        tags,
        security,
        body: doImpersonatedEnrollBodySchema,
        response: { 200: envelope(z.union([doImpersonatedEnrollReplySchema, familyRefusalDataSchema])), 403: envelope(), 404: envelope() },
      },
    },
    async (request) => {
      const outcome = await enrolFamily(ctx, currentUser(request), request.body);
      return outcome.ok ? ok(outcome.data) : { ...fail(outcome.code, outcome.ext), data: outcome.data };
    },
  );

  app.get(
    '/v3/delegated_acct/signups',
    {
      ...auth,
      config: perAccount(120),
      schema: {
        tags,
        security,
        querystring: familySignupsQuerySchema,
        response: { 200: envelope(familySignupsReplySchema), 403: envelope() },
      },
    },
    async (request) => ok(await listFamilySignups(ctx, currentUser(request), request.query.user_id)),
  );
}
