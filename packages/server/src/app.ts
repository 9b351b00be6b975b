import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { jobDefinitions, registerApiAreas, registerRootAreas } from './modules/index.js';
import { pendingPaymentsSql, pendingSourcesVersion } from './modules/payments/index.js';
import { registerGatewaySimulator } from './gateway/redsys/simulator/simulator.routes.js';
import authPlugin from './plugins/auth.js';
import { installErrorEnvelope } from './plugins/error-envelope.js';
import { installInputGuard } from './plugins/input-guard.js';
import { installHotReplies } from './plugins/prepared-replies.js';
import { CONTENT_CHANNEL, installPublicCache } from './plugins/public-cache.js';
import { startNotifyListener, type NotifyListener } from './plugins/notify-listener.js';
import { createSessionCache, SESSIONS_CHANNEL } from './plugins/session-cache.js';
import { installSecurityHeaders, securityHeaderSets } from './plugins/security-headers.js';
import { postgresRateLimitStore, rateLimitKey } from './plugins/rate-limit-store.js';
import { BOOT_SCRIPT_HASH } from './plugins/page-paint.js';
import { registerStaticWeb, type StaticWebOptions } from './plugins/static-web.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route as registered (the robustness test walks them all). */
    routeTable: RouteOptions[];
  }
}

export interface BuildOptions {
  /** The open database (main.ts opens the embedded server's or DATABASE_URL; tests a clone). */
  database: Database;
  mailer?: Mailer;
  now?: () => Date;
  /** Serve the built web app (off in API tests); tests of the rendered pages pass their own renderer. */
  serveWeb?: boolean | Pick<StaticWebOptions, 'renderer' | 'indexHtml' | 'webDist'>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Secrets never reach the log, whatever route they travel on. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.current',
  'req.body.new',
  'req.body.repeat',
  'req.body.recoveryCode',
];

export async function buildApp(config: Config, opts: BuildOptions): Promise<{ app: FastifyInstance; database: Database }> {
  const { database } = opts;
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      fromNameEus: config.MAIL_FROM_NAME_EUS,
      outboxDir: path.join(config.DATA_DIR, 'mail'),
    });
  const ctx: AppContext = { db: database.db, lockingDb: database.lockingDb, config, mailer, now: opts.now ?? (() => new Date()) };

  const app = Fastify({
    logger:
      opts.logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    // On close: idle keep-alive sockets are closed at once, busy ones after their reply.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // Once closing, every reply says `Connection: close`, so its socket closes when the reply is
  // sent. Without it a connection busy at SIGTERM stayed open as keep-alive after its reply (Node
  // closes idle sockets only once, when close begins) and held the shutdown until the client let
  // go: a browser keeps one for minutes, so the portal only left at its 9 s deadline. Found by
  // the shutdown process test.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const headerSets = securityHeaderSets({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the server-rendered pages' boot (plugins/page-paint.ts), by its hash.
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        formAction: ["'self'", 'https://sis-t.redsys.es:25443', 'https://sis.redsys.es', config.REDSYS_URL],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The first onRequest hook: a hot reply is answered before any other (plugins/prepared-replies.ts).
  installHotReplies(app, { securityHeaders: headerSets.api, isClosing: () => closing });
  installErrorEnvelope(app);
  installInputGuard(app);
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routeTable.push(route as RouteOptions));
  app.decorate('routeTable', routeTable);

  installSecurityHeaders(app, headerSets);
  // One LISTEN connection for the node's memory caches (public reads, sessions), when any is on.
  let listener: NotifyListener | undefined;
  if (config.PUBLIC_CACHE_SECONDS > 0 || config.SESSION_CACHE_SECONDS > 0) {
    const l = (listener = await startNotifyListener({
      databaseUrl: database.url,
      channels: [CONTENT_CHANNEL, SESSIONS_CHANNEL],
      log: app.log,
    }));
    app.addHook('onClose', async () => l.close());
  }
  // Before the modules: it wraps the handlers of the routes marked `publicCache` as they register.
  // And before compression: a cached read is sent in codings made once per entry, so its route
  // opts out of @fastify/compress's per-request hooks (plugins/public-cache.ts).
  ctx.cache = await installPublicCache(app, { ttlSeconds: config.PUBLIC_CACHE_SECONDS, listener });
  ctx.onContentChanged = () => ctx.cache?.invalidate();
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: rateLimitKey,
    store: postgresRateLimitStore(database.pool),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Club portal API', version: '4.1.4', description: 'Public site and members area of the club' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  ctx.sessions = createSessionCache({ ttlSeconds: config.SESSION_CACHE_SECONDS, listener });
  // The pending-payment count folded into the session query: the sum of the areas' sources (payments ledger).
  await app.register(authPlugin, {
    db: database.db,
    now: ctx.now,
    pendingPayments: { sql: pendingPaymentsSql, version: pendingSourcesVersion },
    cache: config.SESSION_CACHE_SECONDS > 0 ? ctx.sessions : undefined,
  });

  // The multipart parser only where the office uploads files: @fastify/multipart adds an async
  // onRequest and onResponse hook to every call of the scope it is registered in, and a
  // multipart body anywhere else is refused (415) before it is read. The public cache's drop
  // after an office write is an onResponse hook of that scope too, off the hot reads' way.
  await app.register(
    async (api) =>
      registerApiAreas(api, ctx, {
        prepareOfficeScope: async (office) => {
          ctx.cache?.dropAfterWrites(office);
          await office.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 20 } });
        },
      }),
    { prefix: '/api' },
  );
  await registerRootAreas(app, ctx);
  // What startJobs runs (main.ts; tests that need the queue start it): every area's jobs.
  app.decorate('jobDefinitions', jobDefinitions);
  // The card gateway simulator, only when no bank is configured (REDSYS_URL unset).
  await registerGatewaySimulator(app, ctx);

  if (opts.serveWeb) {
    const web = opts.serveWeb === true ? { webDist: config.WEB_DIST ?? defaultWebDist } : opts.serveWeb;
    await registerStaticWeb(app, { ...web, cache: ctx.cache });
  }

  return { app, database };
}
