import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loginFailures, recoveryCodes, sessions } from '../db/schema/auth.js';
import { diagErrorReports, diagRoutes } from '../db/schema/diagnostics.js';
import { SESSION_IDLE_MS, hashToken, newToken } from '../plugins/auth.js';
import { call, createUser } from '../test/helpers.js';
import { createTestCluster, type TestNode } from '../test/nodes.js';
import { deleteExpiredSessions, deleteLapsedRecoveryCodes } from '../modules/auth/auth.jobs.js';
import { deleteOldDiagnostics, DIAGNOSTICS_RETENTION_DAYS } from '../modules/diagnostics/diagnostics.jobs.js';
import type { JobDefinition } from './job-definition.js';
import { createBoss, startJobs, type JobQueue } from './queue.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that leaves a row saying which node ran it. */
const probe = (node: number): JobDefinition => ({
  name: 'probe',
  run: async (ctx, data) => {
    await ctx.db.execute(sql`INSERT INTO queue_probe (node, tag) VALUES (${node}, ${String(data.tag ?? '')})`);
  },
});

async function probeRows(url: string): Promise<{ node: number; tag: string }[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ node: number; tag: string }>('SELECT node, tag FROM queue_probe ORDER BY id')).rows;
  } finally {
    await c.end();
  }
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let v = await read();
  while (!done(v) && Date.now() < until) {
    await sleep(100);
    v = await read();
  }
  return v;
}

describe('job queue on two nodes', async () => {
  const queues: JobQueue[] = [];
  const cluster = await createTestCluster(2, {
    beforeReady: async (node, i) => {
      if (i === 0) await node.ctx.db.execute(sql`CREATE TABLE queue_probe (id serial PRIMARY KEY, node int NOT NULL, tag text NOT NULL)`);
      queues.push(await startJobs(node.app, node.database, { definitions: [probe(i)], schedule: false, pollingIntervalSeconds: 0.5 }));
    },
  });
  const [a, b] = cluster.nodes as [TestNode, TestNode];
  const [qa, qb] = queues as [JobQueue, JobQueue];

  it('runs a job sent by both nodes at once with the same singleton key exactly once', async () => {
    const ids = await Promise.all([
      a.ctx.jobs!.send('probe', { tag: 'slot-1' }, { singletonKey: 'slot-1', singletonSeconds: 60 }),
      b.ctx.jobs!.send('probe', { tag: 'slot-1' }, { singletonKey: 'slot-1', singletonSeconds: 60 }),
    ]);
    // One node got the job, the other was told it already exists (null).
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    const rows = await waitFor(
      () => probeRows(cluster.url),
      (r) => r.length >= 1,
    );
    expect(rows).toHaveLength(1);
    // Several more polls of both nodes: nobody runs it a second time.
    await sleep(2_000);
    expect(await probeRows(cluster.url)).toHaveLength(1);
  });

  it('runs jobs with different keys each once, spread over whichever node polls first', async () => {
    await Promise.all(
      ['k1', 'k2', 'k3', 'k4'].map((tag, i) => (i % 2 ? qa : qb).send('probe', { tag }, { singletonKey: tag, singletonSeconds: 60 })),
    );
    const rows = await waitFor(
      () => probeRows(cluster.url),
      (r) => r.length >= 5,
    );
    await sleep(1_500);
    const tags = (await probeRows(cluster.url)).map((r) => r.tag).sort();
    expect(tags).toEqual(['k1', 'k2', 'k3', 'k4', 'slot-1']);
    expect(rows.length).toBe(5);
  });

  it('app.close() stops the queue: no error, the boss says stopped, and nothing is fetched afterwards', async () => {
    const stopped = Promise.all([qa, qb].map((q) => new Promise<void>((resolve) => q.boss.once('stopped', () => resolve()))));
    await expect(a.app.close()).resolves.toBeUndefined();
    await expect(b.app.close()).resolves.toBeUndefined();
    await stopped;
    // A job queued now by a third party (a boss that only sends) stays unrun: nobody polls any more.
    const sender = createBoss(a.database, { schedule: false });
    await sender.start();
    expect(await sender.send('probe', { tag: 'after-close' })).toBeTruthy();
    await sleep(2_000);
    await sender.stop({ graceful: false, wait: true, close: false });
    expect((await probeRows(cluster.url)).map((r) => r.tag)).not.toContain('after-close');
  });
});

describe('clean-up jobs', async () => {
  // One node with the portal's own job definitions started (not scheduled: the test sends them).
  const { nodes, clock } = await createTestCluster(1, {
    beforeReady: (node) => startJobs(node.app, node.database, { schedule: false, pollingIntervalSeconds: 0.5 }),
  });
  const { app, ctx } = nodes[0]!;
  const now = new Date('2027-03-10T12:00:00Z');
  clock.set(now);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('deletes sessions idle past their limit (30 days remembered, 12 hours not) and keeps the rest usable', async () => {
    const user = await createUser(ctx);
    const add = async (remember: boolean, idleMs: number) => {
      const token = newToken();
      await ctx.db.insert(sessions).values({
        userId: user.id,
        tokenHash: hashToken(token),
        remember,
        createdAt: ago(idleMs + HOUR),
        lastAccessAt: ago(idleMs),
      });
      return token;
    };
    const keptRemembered = await add(true, SESSION_IDLE_MS.remember - HOUR);
    await add(true, SESSION_IDLE_MS.remember + HOUR);
    const keptForgotten = await add(false, SESSION_IDLE_MS.forget - 60_000);
    await add(false, SESSION_IDLE_MS.forget + 60_000);
    // A not-remembered session 2 days idle is gone; the same idleness is fine when remembered.
    const keptRemembered2d = await add(true, 2 * DAY);
    await add(false, 2 * DAY);

    expect(await deleteExpiredSessions(ctx)).toBe(3);
    const left = await ctx.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(left.map((s) => s.hash).sort()).toEqual([keptRemembered, keptForgotten, keptRemembered2d].map(hashToken).sort());
    // What is kept still opens the account, through HTTP.
    for (const token of [keptRemembered, keptForgotten, keptRemembered2d]) {
      expect((await call(app, { method: 'GET', url: '/api/v2/auth/ping', token })).status).toBe(200);
    }
    expect(await deleteExpiredSessions(ctx)).toBe(0);
  });

  it(`deletes diagnostics older than ${DIAGNOSTICS_RETENTION_DAYS} days and keeps younger ones`, async () => {
    const limit = DIAGNOSTICS_RETENTION_DAYS * DAY;
    const route = (runtimeId: string, receivedAt: Date) => ({ runtimeId, receivedAt });
    await ctx.db
      .insert(diagRoutes)
      .values([route('old-1', ago(limit + HOUR)), route('old-2', ago(400 * DAY)), route('young', ago(limit - HOUR))]);
    await ctx.db.insert(diagErrorReports).values([route('old-err', ago(limit + DAY)), route('young-err', ago(DAY))]);

    expect(await deleteOldDiagnostics(ctx)).toBe(3);
    expect((await ctx.db.select({ r: diagRoutes.runtimeId }).from(diagRoutes)).map((x) => x.r)).toEqual(['young']);
    expect((await ctx.db.select({ r: diagErrorReports.runtimeId }).from(diagErrorReports)).map((x) => x.r)).toEqual(['young-err']);
  });

  it('deletes recovery codes lapsed more than a day ago and old login failures; keeps live and freshly lapsed codes', async () => {
    const [lapsedLong, lapsedRecently, live] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    const code = (userId: number, expiresAt: Date) => ({
      userId,
      codeHash: 'x',
      salt: 'y',
      expiresAt,
      windowStartedAt: ago(2 * DAY),
      createdAt: ago(2 * DAY),
    });
    await ctx.db
      .insert(recoveryCodes)
      .values([
        code(lapsedLong!.id, ago(DAY + HOUR)),
        code(lapsedRecently!.id, ago(DAY - HOUR)),
        code(live!.id, new Date(now.getTime() + HOUR)),
      ]);
    await ctx.db.insert(loginFailures).values([
      { identity: 'old@example.com', ip: '10.0.0.1', failedAt: ago(DAY + HOUR) },
      { identity: 'new@example.com', ip: '10.0.0.1', failedAt: ago(HOUR) },
    ]);

    expect(await deleteLapsedRecoveryCodes(ctx)).toBe(1);
    const left = await ctx.db.select({ userId: recoveryCodes.userId }).from(recoveryCodes);
    expect(left.map((r) => r.userId).sort()).toEqual([lapsedRecently!.id, live!.id].sort());
    expect((await ctx.db.select({ i: loginFailures.identity }).from(loginFailures)).map((r) => r.i)).toEqual(['new@example.com']);
  });

  it('the portal’s own clean-up definitions run through the queue', async () => {
    const user = await createUser(ctx);
    await ctx.db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(newToken()),
      remember: false,
      lastAccessAt: ago(SESSION_IDLE_MS.forget + HOUR),
    });
    expect(await ctx.jobs!.send('cleanup-sessions')).toBeTruthy();
    const left = await waitFor(
      () => ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)),
      (rows) => rows.length === 0,
    );
    expect(left).toEqual([]);
  });
});
