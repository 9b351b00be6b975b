import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client.js';
import { runningServer, startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded.js';
import { createBoss } from '../jobs/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's `postgres` database URL. */
    postgresUrl: string;
    /** The migrated template every test file's database is cloned from. */
    postgresTemplate: string;
  }
}

/**
 * One embedded PostgreSQL 17 server for the whole run (fsync off, in a temporary folder), and one
 * migrated template database on it, job-queue schema included; every test file then gets a
 * database of its own with CREATE DATABASE ... TEMPLATE (a few hundred milliseconds).
 * TEST_DATABASE_URL points the suite at another server instead.
 */
let server: EmbeddedServer | null = null;
let tmp: string | null = null;

/**
 * `npm test` stops the suite with SIGTERM when another step fails, and a person with Ctrl-C:
 * vitest's teardown does not run then, and `pg_ctl` has detached the server, which would be left
 * running with its temporary folder. On those signals the server gets an immediate shutdown
 * (SIGQUIT: nothing in it is worth keeping), its folder goes, and the process ends as the signal
 * would have ended it.
 */
function stopOnSignal(signal: NodeJS.Signals): void {
  const cluster = tmp ? path.join(tmp, 'cluster') : null;
  const left = cluster ? runningServer(cluster) : null;
  if (left) {
    try {
      process.kill(left.pid, 'SIGQUIT');
    } catch {
      /* already gone */
    }
    const until = Date.now() + 3_000;
    while (runningServer(cluster!) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(128 + (os.constants.signals[signal] ?? 15));
}
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'club-test-pg-'));
    for (const signal of SIGNALS) process.once(signal, stopOnSignal);
    server = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'cluster'), durable: false });
    url = server.url;
  }
  const digest = createHash('sha256');
  for (const f of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const p = path.join(migrationsFolder, f);
    if (fs.statSync(p).isFile()) digest.update(f).update(fs.readFileSync(p));
  }
  const template = `club_template_${digest.digest('hex').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
  if (exists.rowCount === 0) {
    await admin.query(`CREATE DATABASE ${template}`);
    const db = await openDatabase({ databaseUrl: withDatabase(url, template) });
    // The job queue's schema too, so an app that starts its queue in a test does not build it.
    const boss = createBoss(db, { schedule: false });
    await boss.start();
    await boss.stop({ graceful: false, wait: true, close: false });
    await db.close();
  }
  await admin.end();
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', template);
  return async () => {
    for (const signal of SIGNALS) process.off(signal, stopOnSignal);
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
