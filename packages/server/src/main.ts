import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { startJobs } from './jobs/queue.js';
import { DataDirBusyError } from './platform/data-dir-lock.js';
import { embeddedDir, startDatabaseServer } from './platform/database-server.js';
import { installProcessStop, StopRequested, type ProcessStop } from './platform/process-stop.js';
import { seedDemo } from './seed/index.js';

/**
 * From SIGTERM to the end of the process, whatever it is doing: a stuck request, a stuck exit.
 * Well under 10 s, what an orchestrator (docker stop, Playwright) waits before its own SIGKILL:
 * the watchdog comes 300 ms later, and a loaded machine needs a moment to deliver the kill. At
 * 8 s, the CI machine at load 14 (the browser tests and four portals seeding beside) saw the
 * deadline's kill land after 9.1-10.4 s; at 7 s, a run at load 14.5 saw it land after 10.37 s
 * (a SIGTERM while seeding, 3.1 s late). At 6 s there are 4 s for that; a portal's normal stop,
 * its in-flight requests drained, takes about 2 s.
 */
const SHUTDOWN_DEADLINE_MS = 6_000;

/**
 * Connections the kernel may hold ready for the portal to accept (the listen backlog; the
 * kernel caps it at net.core.somaxconn, 4096 on current Linux). Node's default is 511: when the
 * night enrolment opens, a thousand families connect within the same few milliseconds, the
 * accept queue overflowed (TcpExtListenOverflows) and the dropped connections were retried by
 * their browsers only after TCP's 1 s retransmission timeout, so the rush's slowest replies took
 * 1-3 s more whatever the server did (bench -- rush, -- seasons, -- exam).
 */
const LISTEN_BACKLOG = 4096;

// SIGTERM/SIGINT at any moment (starting the database, seeding, serving): the requests in flight
// finish (idle keep-alive sockets are closed at once, busy ones after their reply), the job
// queue and the listeners stop (app onClose hooks), the pool closes, the embedded server stops,
// exit 0 (platform/process-stop.ts). A start-up that fails undoes what it made and exits 1.
async function main(config: Config, stop: ProcessStop): Promise<void> {
  const say = (line: string) => console.log(line);
  const server = await stop.step(startDatabaseServer(config, say), (s) => s.release());
  const database = await stop.step(openDatabase({ databaseUrl: server.url, max: config.DATABASE_POOL_SIZE }), (d) => d.close());
  const { app } = await stop.step(buildApp(config, { database, serveWeb: true }), ({ app }) => app.close());
  await stop.step(startJobs(app, database));
  if (config.SEED_DEMO) await stop.interruptible(seedDemo(app.ctx, app.log));
  await stop.step(app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG }));
  app.log.info(`Club portal on ${config.PUBLIC_URL} — database: ${server.description}`);
}

// The reader of the portal's output may go away (a closed terminal, a log collector that died):
// a write to it then fails with EPIPE, and Node ends a process whose stdout or stderr emits an
// error nobody handles (exit 1, in the middle of serving or of a stop). The logger and console
// already drop such writes; any other direct write is dropped here too, and the portal goes on
// serving and stops as usual. Other stream errors stay fatal.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
  });
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const stop = installProcessStop({
  deadlineMs: SHUTDOWN_DEADLINE_MS,
  clusterDir: config.DATABASE_URL ? null : embeddedDir(config),
  say: (line) => console.log(line),
});
// Once the stop has begun, work it cut short (a job past the queue's 5 s grace whose database
// pool has since closed) may still fail in the background: that is the expected end of a forced
// stop (pg-boss runs the job again after the restart), so it is logged, never a crash with exit 1.
// Before the stop, an unhandled rejection stays fatal as Node makes it.
process.on('unhandledRejection', (err) => {
  if (stop.stopping) {
    console.error('After the stop began:', err instanceof Error ? err.message : err);
    return;
  }
  throw err;
});
main(config, stop).catch((err: unknown) => {
  if (err instanceof StopRequested || stop.stopping) return;
  console.error(err instanceof DataDirBusyError ? err.message : err);
  stop.end(1);
});
