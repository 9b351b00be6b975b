import {
  LOGIN_CODE,
  loginReplySchema,
  loginSchema,
  profileSchema,
  type Profile,
  RECOVERY_CODE,
  recoverySchema,
  registerReplySchema,
  signupSchema,
  updateLanguageSchema,
} from '@club/domain/auth/auth.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { madridDate } from '@club/domain/shared/dates';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { bearerToken, currentUser, hashToken, sessionInMemory } from '../../plugins/auth.js';
import { prepareReply, sendPrepared, type PreparedReply } from '../../plugins/prepared-replies.js';
import { buildProfile, login, logout, register, updateLanguage, type ClientInfo } from './auth.service.js';
import { recoverPassword } from './recovery.service.js';

const bearer = [{ bearer: [] }];

/**
 * The club's day (Europe/Madrid) of an instant, worked out once a minute: Madrid's offsets are
 * whole hours, so its day only ever changes on a whole minute.
 */
function clubDayOf(): (nowMs: number) => string {
  let minute = Number.NaN;
  let day = '';
  return (nowMs) => {
    const m = Math.floor(nowMs / 60_000);
    if (m !== minute) {
      minute = m;
      day = madridDate(new Date(nowMs));
    }
    return day;
  };
}
const pingReply = envelope(profileSchema);
const noSessionCache = { memo: <T>(_key: string, _part: string, load: () => Promise<T>) => load() };
/** These forms are a few hundred bytes; anything far bigger is refused with 413 before parsing. */
const bodyLimit = 16 * 1024;
const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  acceptLanguage: request.headers['accept-language'],
});
/** Replies that carry a token or personal data are never cached. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v2/auth/login',
    {
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; a rejection is success 0 code 1, too many rejections 429',
        body: loginSchema,
        response: { 200: envelope(loginReplySchema), 429: envelope() },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const result = await login(ctx, request.body, client(request));
      if (result.kind === 'throttled') {
        return reply.status(429).header('retry-after', String(result.retryAfterSeconds)).send(fail('throttled', 'login'));
      }
      if (result.kind === 'rejected') return fail(LOGIN_CODE.badCredentials);
      return ok({ token: result.token });
    },
  );

  r.post(
    '/v2/auth/logout',
    {
      onRequest: app.requireUser,
      schema: { tags: ['auth'], summary: 'End this session', security: bearer, response: { 200: envelope() } },
    },
    async (request) => {
      await logout(ctx, request.auth!.sessionId);
      return ok();
    },
  );

  // The reply is checked against its schema, serialised and compressed once per cached session
  // (and club day and pending count): a cached ping then costs neither a query nor the schema's
  // walk over the profile, which alone took as long as a whole bare route, nor a compression per
  // request (1.3 kB: @fastify/compress gzipped it on every call a browser made, a quarter of the
  // pace of one that sends no Accept-Encoding). Dropped with the session (its README).
  const clubDay = clubDayOf();
  const pingKey = (nowMs: number, pending: number | undefined) => `ping:${clubDay(nowMs)}:${pending}`;
  const sessions = ctx.sessions;
  r.get(
    '/v2/auth/ping',
    {
      onRequest: app.requireUser,
      compress: false,
      config: {
        withPendingPayments: true,
        // A session this node holds, used in the last minute, with its profile ready: answered
        // from memory before the auth hook (plugins/prepared-replies.ts). The memory is dropped
        // on every node within a second of a logout, a password or profile change, a payment…
        // (plugins/session-cache.ts), and a session due a touch takes the whole way.
        hotReply: sessions
          ? (request) => {
              const token = bearerToken(request);
              if (!token) return undefined;
              const hash = hashToken(token);
              const nowMs = ctx.now().getTime();
              const session = sessionInMemory(sessions, hash, nowMs, true);
              return session ? (sessions.peek(hash, pingKey(nowMs, session.pending)) as PreparedReply | undefined) : undefined;
            }
          : undefined,
        hotReplyHeaders: { 'cache-control': 'no-store' },
      },
      schema: { tags: ['auth'], summary: 'The logged-in profile', security: bearer, response: { 200: pingReply } },
    },
    async (request, reply) => {
      noStore(reply);
      currentUser(request);
      const auth = request.auth!;
      const prepared = await (sessions ?? noSessionCache).memo(
        auth.tokenHash,
        pingKey(ctx.now().getTime(), auth.pendingPayments),
        async () => prepareReply(Buffer.from(JSON.stringify(pingReply.parse(ok(await buildProfile(ctx, auth)))))),
      );
      return sendPrepared(request, reply, prepared) as unknown as ReturnType<typeof ok<Profile>>;
    },
  );

  r.post(
    '/v2/myaccount/register',
    {
      // The form is validated in the service, not here: a form that breaks a signup rule is a
      // business outcome (success 0, code 2, ext naming the field), not a 400. The schema below
      // documents the contract in OpenAPI; only bad JSON is refused before the handler.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      bodyLimit,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Sign up (adults only) and log in; code 1 account exists, code 2 form error (ext names the field)',
        body: signupSchema(new Date()),
        response: { 200: envelope(registerReplySchema) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const result = await register(ctx, request.body as unknown, client(request));
      return result.kind === 'ok' ? ok({ token: result.token }) : fail(result.code, result.ext);
    },
  );

  r.post(
    '/v2/myaccount/upd_lang',
    {
      onRequest: app.requireUser,
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Save the interface language',
        security: bearer,
        body: updateLanguageSchema,
        response: { 200: envelope() },
      },
    },
    async (request) => {
      await updateLanguage(ctx, currentUser(request).id, request.body.lang);
      return ok();
    },
  );

  r.post(
    '/v2/myaccount/recover_password',
    {
      onRequest: app.optionalUser,
      bodyLimit,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Password recovery wizard; the reply code drives the steps (spec 000 §8)',
        body: recoverySchema,
        response: { 200: envelope() },
      },
    },
    async (request) => {
      const code = await recoverPassword(ctx, request.body, { loggedIn: Boolean(request.auth), log: request.log });
      const advanced =
        code === RECOVERY_CODE.codeSent ||
        code === RECOVERY_CODE.passwordUpdated ||
        (code === RECOVERY_CODE.codeValid && request.body.step === 1);
      return { success: advanced ? (1 as const) : (0 as const), code };
    },
  );
}
