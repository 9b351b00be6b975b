import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemo } from './seed/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await buildApp(config, { serveWeb: true });
  if (config.SEED_DEMO) await seedDemo(app.ctx);
  await app.listen({ port: config.PORT, host: config.HOST });
  const db = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}/pglite`;
  app.log.info(`Club portal on ${config.PUBLIC_URL} — database: ${db}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
