import zlib from 'node:zlib';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { membershipTypes } from '../db/schema/content.js';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../app.js';
import { startNotifyListener } from './notify-listener.js';
import { CONTENT_CHANNEL, installPublicCache } from './public-cache.js';
import { openDatabase } from '../db/client.js';
import { addMembershipTypes, call, contentNotificationsSettled } from '../test/helpers.js';
import { createTestCluster, type TestNode } from '../test/nodes.js';

const TYPES = '/api/v2/memberships/membership_types';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('public-read cache on two nodes, invalidated by LISTEN/NOTIFY', async () => {
  const cluster = await createTestCluster(2, { overrides: { PUBLIC_CACHE_SECONDS: 60 } });
  const [a, b] = cluster.nodes as [TestNode, TestNode];
  const [type] = await a.ctx.db
    .insert(membershipTypes)
    .values({ type: 1, nameEs: 'Socio', nameEus: 'Bazkidea', priceMonth: '10.00', months: 12, firstMonth: 9, lastMonth: 8 })
    .returning();

  /**
   * A write no trigger sees (replication role "replica" skips them): what a node serves after
   * it can only come from its memory.
   */
  async function silently(statement: string, values: unknown[] = []): Promise<void> {
    const c = new pg.Client({ connectionString: cluster.url });
    await c.connect();
    try {
      await c.query('SET session_replication_role = replica');
      await c.query(statement, values);
    } finally {
      await c.end();
    }
  }
  const nameOn = async (node: TestNode, url = TYPES) => {
    const res = await call(node.app, { method: 'GET', url });
    expect(res.status).toBe(200);
    return (res.body.data as { id: number; name_es?: string; nameEs?: string }[]).find((t) => t.id === type!.id);
  };

  /** Both nodes have taken every notification sent so far (test/helpers.ts), and emptied their caches. */
  let markers = 0;
  async function settled(): Promise<void> {
    await contentNotificationsSettled(a.ctx, [a.ctx.cache!, b.ctx.cache!], `settled-${++markers}`);
    expect([a.ctx.cache!.size, b.ctx.cache!.size]).toEqual([0, 0]);
  }

  it('both nodes listen', () => {
    expect(a.ctx.cache!.listening).toBe(true);
    expect(b.ctx.cache!.listening).toBe(true);
  });

  it('serves a public read from memory, and every node drops it when the content changes anywhere', async () => {
    await settled();
    const first = await nameOn(b);
    expect(JSON.stringify(first)).toContain('Socio');
    // Changed behind the cache's back: node b still answers from memory.
    await silently('UPDATE membership_types SET name_es = $1 WHERE id = $2', ['Oculto', type!.id]);
    expect(JSON.stringify(await nameOn(b))).toContain('Socio');
    // Changed by node a (the trigger notifies): node b serves the new value within 2 s.
    await a.ctx.db.update(membershipTypes).set({ nameEs: 'Socio familiar' }).where(eq(membershipTypes.id, type!.id));
    const until = Date.now() + 2_000;
    let seen = JSON.stringify(await nameOn(b));
    while (!seen.includes('Socio familiar') && Date.now() < until) {
      await sleep(50);
      seen = JSON.stringify(await nameOn(b));
    }
    expect(seen).toContain('Socio familiar');
    // And node a, whose own write it was, too.
    expect(JSON.stringify(await nameOn(a))).toContain('Socio familiar');
  });

  it('ignores unknown query parameters: they neither mint entries nor get around the cache', async () => {
    await settled();
    await nameOn(a);
    await silently('UPDATE membership_types SET name_es = $1 WHERE id = $2', ['Oculto 2', type!.id]);
    const sizeBefore = a.ctx.cache!.size;
    for (let i = 0; i < 20; i += 1) {
      expect(JSON.stringify(await nameOn(a, `${TYPES}?nocache=${i}&_=${Math.random()}`))).toContain('Socio familiar');
    }
    expect(a.ctx.cache!.size).toBe(sizeBefore);

    // The same on a route with a query schema: news/pub, news/pub?rs=0 and news/pub?rs=0&x=1 are one entry.
    await call(a.app, { method: 'GET', url: '/api/v2/news/pub?rs=0' });
    const withNews = a.ctx.cache!.size;
    for (const url of ['/api/v2/news/pub', '/api/v2/news/pub?rs=0&x=1', '/api/v2/news/pub?x=2&rs=0']) {
      expect((await call(a.app, { method: 'GET', url })).status).toBe(200);
    }
    expect(a.ctx.cache!.size).toBe(withNews);
  });

  it('does not keep a 404: an item published afterwards is found at once', async () => {
    const url = '/api/v2/news/details?slug=proxima-travesia';
    expect((await call(a.app, { method: 'GET', url })).status).toBe(404);
    const size = a.ctx.cache!.size;
    expect((await call(a.app, { method: 'GET', url })).status).toBe(404);
    expect(a.ctx.cache!.size).toBe(size);
    // Published without a NOTIFY: only a 404 served from memory could still say "not found".
    await silently(
      `WITH n AS (INSERT INTO news (date, slug_es) VALUES ('2026-11-20', 'proxima-travesia') RETURNING id)
       INSERT INTO news_translations (news_id, lang, title) SELECT id, 'es', 'Próxima travesía' FROM n`,
    );
    const res = await call(a.app, { method: 'GET', url });
    expect(res.status).toBe(200);
    expect(res.body.data.translations.es.title).toBe('Próxima travesía');
  });

  it('reads a memo once for the misses that arrive together, and never hands a load begun before a change to a later caller', async () => {
    const cache = a.ctx.cache!;
    const key = `memo-test:${Date.now()}`;
    const loads: ((v: string) => void)[] = [];
    const load = () => new Promise<string>((resolve) => loads.push(resolve));
    // The night enrolment opens: 200 enrolments ask for the same course before it is read.
    const together = Array.from({ length: 200 }, () => cache.memo(key, load));
    expect(loads).toHaveLength(1);
    // The course changes meanwhile: a caller after the change starts a load of its own.
    cache.invalidate();
    const after = cache.memo(key, load);
    expect(loads).toHaveLength(2);
    loads[0]!('before the change');
    loads[1]!('after the change');
    expect(new Set(await Promise.all(together))).toEqual(new Set(['before the change']));
    expect(await after).toBe('after the change');
    // Only the load that began after the change is kept.
    expect(await cache.memo(key, load)).toBe('after the change');
    expect(loads).toHaveLength(2);
    cache.forget(key);
  });

  it('keeps the very bytes an uncached node serialises, and after an invalidation the new ones', async () => {
    // A third node on the same database with the cache off: every reply serialised afresh.
    const database = await openDatabase({ databaseUrl: cluster.url, migrate: false });
    const { app: fresh } = await buildApp(
      { ...a.ctx.config, PUBLIC_CACHE_SECONDS: 0, SESSION_CACHE_SECONDS: 0 },
      { database, logger: false },
    );
    try {
      await settled();
      const bytes = async (app: typeof fresh, url: string) => (await app.inject({ method: 'GET', url })).rawPayload;
      const urls = [TYPES, '/api/v2/news/pub?rs=0', '/api/v2/landing/slider', '/api/v2/courses/active', '/api/v2/records/getrecords'];
      for (const url of urls) {
        await bytes(a.app, url);
        // The second read is served from memory.
        expect((await bytes(a.app, url)).equals(await bytes(fresh, url))).toBe(true);
      }
      expect(a.ctx.cache!.size).toBeGreaterThanOrEqual(urls.length);
      await silently('UPDATE membership_types SET name_es = $1 WHERE id = $2', ['Socio de invierno', type!.id]);
      expect((await bytes(a.app, TYPES)).equals(await bytes(fresh, TYPES))).toBe(false);
      a.ctx.cache!.invalidate();
      const after = await bytes(a.app, TYPES);
      expect(after.toString()).toContain('Socio de invierno');
      expect(after.equals(await bytes(fresh, TYPES))).toBe(true);
      expect((await bytes(a.app, TYPES)).equals(after)).toBe(true);
    } finally {
      await fresh.close();
      await database.close();
    }
  });

  it('sends a kept reply in the coding the browser asks for, made once with the entry, and says it varies', async () => {
    // Enough membership types for a reply worth compressing (1 kB or more).
    await addMembershipTypes(a.ctx, 12);
    await settled();
    const get = (encoding?: string) =>
      b.app.inject({ method: 'GET', url: TYPES, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
    const plain = await get();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(b.ctx.cache!.size).toBeGreaterThan(0);
    const gz = await get('gzip, deflate');
    const br = await get('gzip, deflate, br, zstd');
    expect([gz.headers['content-encoding'], br.headers['content-encoding']]).toEqual(['gzip', 'br']);
    expect([gz.headers.vary, br.headers.vary]).toEqual(['accept-encoding', 'accept-encoding']);
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // A coding refused (q=0) is not sent; the same entry is served compressed again, unchanged.
    expect((await get('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    // The JSON reply's security headers ride along (plugins/security-headers.ts).
    expect(br.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-type': 'application/json; charset=utf-8' });
  });

  it('builds a missing reply once for the misses that arrive together, serves an aged entry while it is rebuilt, and lets each go its own way when there is nothing to keep', async () => {
    // A route of its own, on an app of its own with the node's cache plugin and a LISTEN
    // connection to the same database: the test counts and holds the handler's runs.
    const listener = await startNotifyListener({ databaseUrl: cluster.url, channels: [CONTENT_CHANNEL], log: a.app.log });
    const app = Fastify();
    try {
      let clock = Date.now();
      const cache = await installPublicCache(app, { ttlSeconds: 60, listener, now: () => clock });
      let runs = 0;
      let open: () => void = () => {};
      let gate = new Promise<void>((resolve) => (open = resolve));
      const hold = () => (gate = new Promise<void>((resolve) => (open = resolve)));
      app.get<{ Params: { what: string } }>('/list/:what', { config: { publicCache: true } }, async (request, reply) => {
        const run = ++runs;
        await gate;
        if (request.params.what === 'missing') return reply.code(404).send({ success: 0, code: 404 });
        if (request.params.what === 'broken') throw new Error('the database went away');
        return { success: 1, data: { what: request.params.what, run } };
      });
      await app.ready();
      const waitListening = Date.now() + 5_000;
      while (!listener.listening && Date.now() < waitListening) await sleep(20);
      expect(cache.listening).toBe(true);
      const fifty = (url: string) => Array.from({ length: 50 }, () => app.inject({ method: 'GET', url }));
      const ticks = () => new Promise((r) => setTimeout(r, 20));

      // Fifty phones ask for the catalogue at once when nothing is kept: one build, fifty replies.
      hold();
      let together = fifty('/list/courses');
      await ticks();
      expect(runs).toBe(1);
      open();
      let replies = await Promise.all(together);
      expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      expect(new Set(replies.map((r) => r.body))).toEqual(new Set([JSON.stringify({ success: 1, data: { what: 'courses', run: 1 } })]));
      // Kept: the next asks run nothing.
      await app.inject({ method: 'GET', url: '/list/courses' });
      expect(runs).toBe(1);

      // A minute later the entry has aged out: the first caller rebuilds it, and the others are
      // served the aged entry meanwhile instead of waiting.
      clock += 61_000;
      hold();
      const rebuild = app.inject({ method: 'GET', url: '/list/courses' });
      await ticks();
      expect(runs).toBe(2);
      replies = await Promise.all(Array.from({ length: 49 }, () => app.inject({ method: 'GET', url: '/list/courses' })));
      expect(new Set(replies.map((r) => JSON.parse(r.body).data.run))).toEqual(new Set([1]));
      open();
      expect(JSON.parse((await rebuild).body).data.run).toBe(2);
      expect(JSON.parse((await app.inject({ method: 'GET', url: '/list/courses' })).body).data.run).toBe(2);
      expect(runs).toBe(2);

      // A change while a build is under way: the callers after it start a build of their own,
      // and only that one is kept.
      cache.invalidate();
      hold();
      const before = fifty('/list/courses');
      await ticks();
      cache.invalidate();
      const after = fifty('/list/courses');
      await ticks();
      expect(runs).toBe(4);
      open();
      const bodies = (rs: { body: string }[]) => new Set(rs.map((r) => JSON.parse(r.body).data.run));
      expect(bodies(await Promise.all(before))).toEqual(new Set([3]));
      expect(bodies(await Promise.all(after))).toEqual(new Set([4]));
      expect(JSON.parse((await app.inject({ method: 'GET', url: '/list/courses' })).body).data.run).toBe(4);
      expect(runs).toBe(4);

      // Nothing to keep (a 404, a failure): every caller that waited runs the handler itself and
      // gets its own answer, none is left hanging.
      for (const [what, status] of [
        ['missing', 404],
        ['broken', 500],
      ] as const) {
        runs = 0;
        hold();
        together = fifty(`/list/${what}`);
        await ticks();
        expect(runs).toBe(1);
        open();
        replies = await Promise.all(together);
        expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(status));
        expect(runs).toBe(50);
      }
    } finally {
      await app.close();
      await listener.close();
    }
  });

  it("drops this node's cache after an office write at once, before any NOTIFY, and only after the office's writes that succeed", async () => {
    // Routes of their own (no trigger fires, so no NOTIFY can do the dropping): a public read, a
    // member's write beside it, and the office's writes in the scope given to dropAfterWrites.
    const listener = await startNotifyListener({ databaseUrl: cluster.url, channels: [CONTENT_CHANNEL], log: a.app.log });
    const app = Fastify();
    try {
      const cache = await installPublicCache(app, { ttlSeconds: 60, listener });
      let runs = 0;
      app.get('/api/v2/list', { config: { publicCache: true } }, async () => ({ success: 1, data: { run: ++runs } }));
      app.post('/api/v2/mine', async () => ({ success: 1 }));
      await app.register(async (office) => {
        cache.dropAfterWrites(office);
        office.get('/api/admin/list', async () => ({ success: 1 }));
        office.post('/api/admin/list', async () => ({ success: 1 }));
        office.put('/api/admin/list', async (_request, reply) => reply.code(422).send({ success: 0, code: 422 }));
      });
      await app.ready();
      const waitListening = Date.now() + 5_000;
      while (!listener.listening && Date.now() < waitListening) await sleep(20);
      expect(cache.listening).toBe(true);
      const read = async () => JSON.parse((await app.inject({ method: 'GET', url: '/api/v2/list' })).body).data.run as number;

      expect(await read()).toBe(1);
      expect(await read()).toBe(1);
      // Kept through a member's write, an office read and an office write that was refused.
      await app.inject({ method: 'POST', url: '/api/v2/mine' });
      await app.inject({ method: 'GET', url: '/api/admin/list' });
      expect((await app.inject({ method: 'PUT', url: '/api/admin/list' })).statusCode).toBe(422);
      expect(await read()).toBe(1);
      // The office's write that succeeds: the very next read is built afresh.
      await app.inject({ method: 'POST', url: '/api/admin/list' });
      expect(await read()).toBe(2);
      expect(await read()).toBe(2);
    } finally {
      await app.close();
      await listener.close();
    }
  });

  it('serves nothing from memory while its LISTEN connection is lost, and listens again by itself', async () => {
    await nameOn(b);
    // The database ends node b's LISTEN connection (a restart, a failover, an administrator).
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      const ended = await admin.query(
        "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      expect(ended.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    const until = Date.now() + 2_000;
    while (b.ctx.cache!.listening && Date.now() < until) await sleep(20);
    expect(b.ctx.cache!.listening).toBe(false);
    // A change nobody is told about while it is deaf is still served at once: no stale reply.
    await silently('UPDATE membership_types SET name_es = $1 WHERE id = $2', ['Socio juvenil', type!.id]);
    expect(JSON.stringify(await nameOn(b))).toContain('Socio juvenil');
    // It comes back, and then a change made anywhere reaches it again.
    const back = Date.now() + 5_000;
    while (!(a.ctx.cache!.listening && b.ctx.cache!.listening) && Date.now() < back) await sleep(50);
    expect(b.ctx.cache!.listening).toBe(true);
    expect(JSON.stringify(await nameOn(b))).toContain('Socio juvenil');
    await a.ctx.db.update(membershipTypes).set({ nameEs: 'Socio de honor' }).where(eq(membershipTypes.id, type!.id));
    const seen = Date.now() + 2_000;
    let body = JSON.stringify(await nameOn(b));
    while (!body.includes('Socio de honor') && Date.now() < seen) {
      await sleep(50);
      body = JSON.stringify(await nameOn(b));
    }
    expect(body).toContain('Socio de honor');
  });
});
