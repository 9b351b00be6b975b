import {
  killOtherSessionsSchema,
  myAccountSchema,
  removeAccountSchema,
  settingsSchema,
  switchAdminSettingsSchema,
  switchNewsletterSchema,
  updatePasswordSchema,
} from '@club/domain/auth/myaccount.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok, okCode } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import { countPendingPayments } from '../payments/index.js';
import {
  getMyAccount,
  killOtherSessions,
  removeMyAccount,
  updateAdminSetting,
  updateNewsletter,
  updatePassword,
} from './settings.service.js';

const bearer = [{ bearer: [] }];
const tags = ['myaccount'];

/** The account's settings and sessions: myaccount/get, passwords, removal, switches, pending count. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a call without a live token is 401 before its body is even parsed or validated.
  // The bodies here are a few hundred bytes; far bigger is refused with 413 before parsing.
  const auth = { onRequest: app.requireUser, bodyLimit: 16 * 1024 };

  r.get(
    '/v2/myaccount/get',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Account summary: sessions, settings and the parts of later areas',
        security: bearer,
        response: { 200: envelope(myAccountSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getMyAccount(ctx, currentUser(request), request.auth!.sessionId));
    },
  );

  r.post(
    '/v2/myaccount/kill_other_sessions',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Close every other session of the account',
        security: bearer,
        body: killOtherSessionsSchema,
        response: { 200: envelope(z.object({ closed: z.number() })) },
      },
    },
    async (request) => ok({ closed: await killOtherSessions(ctx, currentUser(request), request.auth!.sessionId, request.body.user) }),
  );

  r.post(
    '/v2/myaccount/update_password',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change the password (ends the other sessions); code 1 wrong current, 2 too short, 3 repeat differs',
        security: bearer,
        body: updatePasswordSchema,
        response: { 200: envelope() },
      },
    },
    async (request) => {
      const result = await updatePassword(
        ctx,
        { user: currentUser(request), sessionId: request.auth!.sessionId, ip: request.ip, log: request.log },
        request.body,
      );
      return result.ok ? ok() : fail(result.code);
    },
  );

  r.post(
    '/v2/myaccount/remove_my_account',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Delete the account and all its sessions; code 1 wrong password, 2 records to keep (ask the office)',
        security: bearer,
        body: removeAccountSchema,
        response: { 200: envelope() },
      },
    },
    async (request) => {
      const result = await removeMyAccount(ctx, { user: currentUser(request), ip: request.ip }, request.body.current);
      return result.ok ? ok() : fail(result.code);
    },
  );

  r.post(
    '/v2/myaccount/switch_newsletter',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Turn the newsletter on or off',
        security: bearer,
        body: switchNewsletterSchema,
        response: { 200: envelope(settingsSchema) },
      },
    },
    async (request) => {
      const { settings, value } = request.body;
      return ok(await updateNewsletter(ctx, currentUser(request), settings === 'receive_newsletter' ? value : settings));
    },
  );

  r.post(
    '/v2/myaccount/switch_admin_settings',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Flip (or set) an administrator notification switch; administrators only',
        security: bearer,
        body: switchAdminSettingsSchema,
        response: { 200: envelope(settingsSchema) },
      },
    },
    async (request) => ok(await updateAdminSetting(ctx, currentUser(request), request.body.settings, request.body.value)),
  );

  r.get(
    '/v2/myaccount/payment_process_count',
    {
      ...auth,
      config: { withPendingPayments: true },
      schema: { tags, summary: 'How many payments wait for the user, in `code`', security: bearer, response: { 200: envelope() } },
    },
    async (request) => okCode(request.auth?.pendingPayments ?? (await countPendingPayments(ctx.db, currentUser(request).id))),
  );
}
