import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startJobs } from './jobs/queue.js';
import { DataDirBusyError } from './platform/data-dir-lock.js';
import { startDatabaseServer } from './platform/database-server.js';
import { seedDemo } from './seed/index.js';

/** Past this, a shutdown that is still waiting (a stuck request) exits anyway. */
const SHUTDOWN_DEADLINE_MS = 9_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const say = (line: string) => console.log(line);
  const server = await startDatabaseServer(config, say);
  let database;
  try {
    database = await openDatabase({ databaseUrl: server.url, max: config.DATABASE_POOL_SIZE });
  } catch (err) {
    await server.release();
    throw err;
  }
  const { app } = await buildApp(config, { database, serveWeb: true });
  await startJobs(app, database);
  if (config.SEED_DEMO) await seedDemo(app.ctx, app.log);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Club portal on ${config.PUBLIC_URL} — database: ${server.description}`);

  // SIGTERM/SIGINT: stop accepting, let the requests in flight finish (idle keep-alive sockets
  // are closed at once, busy ones after their reply), stop the job queue and the listeners
  // (app onClose hooks), close the pool, stop the embedded server, exit 0.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const deadline = setTimeout(() => {
      console.error('Shutdown took too long; exiting with requests still open.');
      process.exit(0);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    void (async () => {
      try {
        await app.close();
        await database.close();
      } catch (err) {
        console.error(err);
      }
      await server.release().catch((err: unknown) => console.error(err));
      process.exit(0);
    })();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DataDirBusyError ? err.message : err);
  process.exit(1);
});
