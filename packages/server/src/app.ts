import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerFileRoutes } from './modules/files/files.routes.js';
import { modules } from './modules/index.js';
import { registerGatewaySimulator } from './payments/simulator/simulator.routes.js';
import authPlugin from './plugins/auth.js';
import { installErrorEnvelope } from './plugins/error-envelope.js';
import { installInputGuard } from './plugins/input-guard.js';
import { registerStaticWeb } from './plugins/static-web.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route as registered (the robustness test walks them all). */
    routeTable: RouteOptions[];
  }
}

export interface BuildOptions {
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
  mailer?: Mailer;
  now?: () => Date;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
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

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<{ app: FastifyInstance; database: Database }> {
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pglite') }));
  const mailer =
    opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'mail') });
  const ctx: AppContext = { db: database.db, config, mailer, now: opts.now ?? (() => new Date()) };

  const app = Fastify({
    logger:
      opts.logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  installErrorEnvelope(app);
  installInputGuard(app);
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routeTable.push(route as RouteOptions));
  app.decorate('routeTable', routeTable);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        formAction: ["'self'", 'https://sis-t.redsys.es:25443', 'https://sis.redsys.es', config.REDSYS_URL],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Club portal API', version: '4.1.4', description: 'Public site and members area of the club' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(authPlugin, { db: database.db, now: ctx.now });

  await app.register(
    async (api) => {
      for (const register of modules) await register(api, ctx);
    },
    { prefix: '/api' },
  );

  registerFileRoutes(app, ctx);
  // The card gateway simulator, only when no bank is configured (REDSYS_URL unset).
  await registerGatewaySimulator(app, ctx);

  if (opts.serveWeb) await registerStaticWeb(app, config.WEB_DIST ?? defaultWebDist);

  app.addHook('onClose', async () => {
    if (!opts.database) await database.close();
  });
  return { app, database };
}
