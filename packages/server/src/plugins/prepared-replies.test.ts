import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { sessions } from '../db/schema/auth.js';
import { hashToken } from './auth.js';
import {
  addMembershipTypes,
  contentNotificationsSettled,
  createSession,
  createUser,
  openTestDatabase,
  prepareTestRuntime,
} from '../test/helpers.js';

/**
 * Issue 19, the hot reads: a public read kept in memory and a signed-in profile (auth/ping) are
 * answered before Fastify's lifecycle (plugins/prepared-replies.ts). Over a real socket, since a
 * hot reply is written straight to it: the hot reply must be the very reply the full way sends,
 * header by header, in every coding; and it must never answer what the full way would refuse.
 */
const TYPES = '/api/v2/memberships/membership_types';

describe('hot replies', async () => {
  const { database, drop } = await openTestDatabase();
  const { dataDir, mailer, clock, config } = prepareTestRuntime({ PUBLIC_CACHE_SECONDS: 60, SESSION_CACHE_SECONDS: 60 });
  const { app } = await buildApp(config, { database, mailer, now: clock.now, logger: false });
  // Which requests went the full way: this hook runs after validation, before every handler.
  const fullWay: string[] = [];
  app.addHook('preHandler', (request, _reply, done) => {
    fullWay.push(`${request.method} ${request.url}`);
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Enough membership types for a reply worth compressing (1 kB or more).
  await addMembershipTypes(app.ctx, 12);
  const port = (app.server.address() as AddressInfo).port;
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A GET over a real socket: status, headers as sent (but the date) and raw body. */
  const get = (url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
    new Promise<{ status: number; headers: [string, string][]; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode!, headers: pairs.filter(([name]) => name !== 'date'), body: Buffer.concat(chunks) });
        });
      });
      req.on('error', reject);
      req.end();
    });
  const wentFullWay = async (ask: () => Promise<unknown>) => {
    const before = fullWay.length;
    await ask();
    return fullWay.length > before;
  };

  // The setup's writes NOTIFY the content channel, and the cache drops everything when that
  // arrives: on a loaded machine (CI, beside the browser tests) it arrived in the middle of the
  // first case and dropped the entry that case had just filled (test/helpers.ts).
  await contentNotificationsSettled(app.ctx, [app.ctx.cache!], 'hot-replies-settled');
  const codings = [{}, { 'accept-encoding': 'gzip, deflate' }, { 'accept-encoding': 'gzip, deflate, br, zstd' }];

  it('answers a public read from memory with the reply the full way sent, header by header, in every coding', async () => {
    for (const url of ['/api/v2/courses/active', '/api/v2/landing/slider', '/api/v2/news/pub?rs=0', `${TYPES}/`, TYPES]) {
      for (const headers of codings) {
        let first: Awaited<ReturnType<typeof get>> | undefined;
        let hot: Awaited<ReturnType<typeof get>> | undefined;
        // A notification still on its way (see above) may drop the entry between the two
        // requests: the pair is asked again then, and the pair checked is the one whose second
        // request was served from memory.
        let fromMemory = false;
        for (let attempt = 0; attempt < 3 && !fromMemory; attempt += 1) {
          app.ctx.cache!.invalidate();
          expect(await wentFullWay(async () => (first = await get(url, headers)))).toBe(true);
          fromMemory = !(await wentFullWay(async () => (hot = await get(url, headers))));
        }
        expect(fromMemory).toBe(true);
        expect(hot!.status).toBe(200);
        expect(hot!.headers).toEqual(first!.headers);
        expect(hot!.body.equals(first!.body)).toBe(true);
        expect(hot!.headers).toContainEqual(['x-content-type-options', 'nosniff']);
      }
    }
    // What the codings carry is the same reply.
    const [plain, gz, br] = await Promise.all(codings.map((h) => get(TYPES, h)));
    expect(plain!.body.length).toBeGreaterThanOrEqual(1024);
    expect([gz, br].map((r) => r!.headers.find(([name]) => name === 'content-encoding')?.[1])).toEqual(['gzip', 'br']);
    expect(zlib.gunzipSync(gz!.body).equals(plain!.body)).toBe(true);
    expect(zlib.brotliDecompressSync(br!.body).equals(plain!.body)).toBe(true);
  });

  it('takes the full way for a HEAD, a URL not yet seen, and anything after a content change', async () => {
    await get('/api/v2/landing/banners');
    expect(await wentFullWay(() => get('/api/v2/landing/banners', {}, 'HEAD'))).toBe(true);
    // The same read under another URL (an unknown parameter) is first validated, then hot too.
    expect(await wentFullWay(() => get('/api/v2/landing/banners?x=1'))).toBe(true);
    expect(await wentFullWay(() => get('/api/v2/landing/banners?x=1'))).toBe(false);
    app.ctx.cache!.invalidate();
    expect(await wentFullWay(() => get('/api/v2/landing/banners'))).toBe(true);
    // A refused request is never kept: it is refused each time.
    for (let i = 0; i < 2; i += 1) expect((await get('/api/v2/news/pub?rs=zz')).status).toBe(400);
  });

  it('answers auth/ping from memory for a session used in the last minute, and never for a session that is gone', async () => {
    const user = await createUser(app.ctx, { firstName: 'Garazi' });
    // Opened at the app's clock (test/helpers.ts), which the minute below is counted on.
    const token = await createSession(app.ctx, user.id);
    const auth = { authorization: `Bearer ${token}` };
    for (const headers of codings) {
      const first = await get('/api/v2/auth/ping', { ...auth, ...headers });
      let hot: Awaited<ReturnType<typeof get>> | undefined;
      expect(await wentFullWay(async () => (hot = await get('/api/v2/auth/ping', { ...auth, ...headers })))).toBe(false);
      expect(hot!.status).toBe(200);
      expect(hot!.headers).toEqual(first.headers);
      expect(hot!.headers).toContainEqual(['cache-control', 'no-store']);
      expect(hot!.body.equals(first.body)).toBe(true);
    }
    const profile = JSON.parse((await get('/api/v2/auth/ping', auth)).body.toString());
    expect(profile.data).toMatchObject({ user_id: user.id, first_name: 'Garazi', loggedIn: 1 });

    // A token nobody holds, a malformed one, none: the full way, which refuses them.
    for (const headers of [{ authorization: `Bearer ${'x'.repeat(43)}` }, { authorization: 'Bearer ???' }, {}]) {
      expect((await get('/api/v2/auth/ping', headers)).status).toBe(401);
    }

    // Idle for more than a minute: the full way, which records the use (the session's touch).
    clock.advance(61_000);
    expect(await wentFullWay(() => get('/api/v2/auth/ping', auth))).toBe(true);
    const [row] = await app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.lastAccessAt.getTime()).toBe(clock.now().getTime());
    expect(await wentFullWay(() => get('/api/v2/auth/ping', auth))).toBe(false);

    // Logged out: the very next ping is refused.
    expect((await post(app, '/api/v2/auth/logout', token)).statusCode).toBe(200);
    expect((await get('/api/v2/auth/ping', auth)).status).toBe(401);
  });
});

async function post(app: FastifyInstance, url: string, token: string) {
  return app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: {} });
}
