import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import type { MailMessage } from '../mail/mailer.js';
import { atFileEnd } from './file-end.js';
import { openTestDatabase, prepareTestRuntime } from './helpers.js';

export interface TestNode {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
}

export interface TestCluster {
  nodes: TestNode[];
  /** The shared database's URL (raw SQL, a third pool). */
  url: string;
  outbox: MailMessage[];
  clock: { set(d: Date | string): void; advance(ms: number): void; now(): Date };
}

/**
 * Several app instances on ONE fresh test database, each with a pool of its own, as two portal
 * nodes behind a load balancer would be. They share a movable clock and an outbox. Closed after
 * the test file.
 */
export async function createTestCluster(
  count: number,
  opts: {
    overrides?: Partial<Config>;
    beforeReady?: (node: TestNode, index: number) => Promise<unknown>;
    serveWeb?: BuildOptions['serveWeb'];
  } = {},
): Promise<TestCluster> {
  const { database: first, drop } = await openTestDatabase();
  const { dataDir, outbox, mailer, clock, config } = prepareTestRuntime(opts.overrides);
  const nodes: TestNode[] = [];
  for (let i = 0; i < count; i += 1) {
    const database = i === 0 ? first : await openDatabase({ databaseUrl: first.url, migrate: false });
    const { app } = await buildApp(config, { database, mailer, now: clock.now, logger: false, serveWeb: opts.serveWeb });
    const node = { app, ctx: app.ctx, database };
    // Hooks (the job queue's onClose) can only be added before ready.
    await opts.beforeReady?.(node, i);
    await app.ready();
    nodes.push(node);
  }
  atFileEnd(async () => {
    for (const n of nodes) await n.app.close();
    for (const n of nodes) await n.database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { nodes, url: first.url, outbox, clock };
}
