import {
  requestAccessSchema,
  setMyAccountBodySchema,
  setImageUseBodySchema,
  setImageUseReplySchema,
  updateBankPaymentDataSchema,
  updatePaymentMethodSchema,
  updateProfilePictureSchema,
  updateUserBodySchema,
  updateUserQuerySchema,
} from '@club/domain/account/account.schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import {
  requestAccessPublicOffers,
  setMyAccount,
  setImageUse,
  updateBankPaymentData,
  updatePaymentMethod,
  updateProfilePicture,
  updateUser,
  type Outcome,
} from './account.service.js';

/** Pictures travel as data URLs inside JSON: these two routes take up to 9 MB. */
const PICTURE_BODY_LIMIT = 9 * 1024 * 1024;
const perTenMinutes = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });

function send<T>(reply: FastifyReply, outcome: Outcome<T>) {
  if (outcome.ok) return ok(outcome.data);
  if (outcome.status) reply.status(outcome.status);
  return fail(outcome.code, outcome.ext);
}

/** Routes of the account area (spec 000 §7): the holder's data, picture, bank details, requests. */
export function registerAccountRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // onRequest: a call without a valid token is 401 before its body is even parsed.
  const auth = { onRequest: app.requireUser };

  app.post(
    '/v2/myaccount/set_my_account',
    {
      ...auth,
      config: perTenMinutes(60),
      schema: { tags: ['account'], security: [{ bearer: [] }], body: setMyAccountBodySchema, response: { 200: envelope() } },
    },
    async (request, reply) => send(reply, await setMyAccount(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/v2/myaccount/update_profile_picture',
    {
      ...auth,
      bodyLimit: PICTURE_BODY_LIMIT,
      config: perTenMinutes(30),
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: updateProfilePictureSchema,
        response: { 200: envelope(z.object({ profile_picture: z.string() })) },
      },
    },
    async (request, reply) => send(reply, await updateProfilePicture(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/v2/myaccount/request_access_public_offers',
    {
      ...auth,
      config: perTenMinutes(10),
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: requestAccessSchema,
        response: {
          200: envelope(z.object({ status: z.enum(['granted', 'pending', 'requested']), requestId: z.number().optional() })),
        },
      },
    },
    async (request) => {
      const result = await requestAccessPublicOffers(ctx, currentUser(request), request.body.user);
      return ok(result);
    },
  );

  app.post(
    '/v2/myaccount/update_bank_payment_data',
    {
      ...auth,
      config: perTenMinutes(30),
      schema: { tags: ['account'], security: [{ bearer: [] }], body: updateBankPaymentDataSchema, response: { 200: envelope() } },
    },
    async (request, reply) => send(reply, await updateBankPaymentData(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/v3/delegated_acct/update_payment_method',
    {
      ...auth,
      config: perTenMinutes(30),
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: updatePaymentMethodSchema,
        response: { 200: envelope(), 403: envelope() },
      },
    },
    async (request, reply) => send(reply, await updatePaymentMethod(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/v3/delegated_acct/set_image_use',
    {
      ...auth,
      config: perTenMinutes(60),
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: setImageUseBodySchema,
        response: { 200: envelope(setImageUseReplySchema), 403: envelope() },
      },
    },
    async (request) => ok(await setImageUse(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/v3/delegated_acct/update_user',
    {
      ...auth,
      bodyLimit: PICTURE_BODY_LIMIT,
      config: perTenMinutes(60),
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        querystring: updateUserQuerySchema,
        body: updateUserBodySchema,
        response: { 200: envelope() },
      },
    },
    async (request, reply) => send(reply, await updateUser(ctx, currentUser(request), request.body, request.query.mID)),
  );
}
