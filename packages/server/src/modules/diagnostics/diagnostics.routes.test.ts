import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diagErrorReports, diagRoutes } from '../../db/schema/diagnostics.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { insertRouteEvent } from './diagnostics.repository.js';

const routeEvent = (over: Record<string, unknown> = {}) => ({
  begin: 1767225600000,
  end: 1767225612000,
  thispath: '/noticias/home',
  newpath: '/actividades',
  seconds: 12,
  runtimeID: 'rt-1',
  browser: { userAgent: 'Mozilla/5.0', language: 'eu', screen: '390x844' },
  ...over,
});

describe('diagnostics', async () => {
  const { app, ctx } = await createTestApp();
  const latestRoute = async () => (await ctx.db.select().from(diagRoutes).orderBy(desc(diagRoutes.id)).limit(1))[0]!;

  it('stores a route change from a visitor, and attaches the user when a live token comes along', async () => {
    expect(await call(app, { method: 'POST', url: '/api/v2/diag/route/', payload: routeEvent() })).toMatchObject({
      status: 200,
      body: { success: 1 },
    });
    expect(await latestRoute()).toMatchObject({
      runtimeId: 'rt-1',
      userId: null,
      thisPath: '/noticias/home',
      newPath: '/actividades',
      beginAt: '1767225600000',
      seconds: 12,
      browser: '{"userAgent":"Mozilla/5.0","language":"eu","screen":"390x844"}',
    });
    const user = await createUser(ctx);
    const token = await createSession(ctx, user.id);
    await call(app, { method: 'POST', url: '/api/v2/diag/route', payload: routeEvent({ runtimeID: 'rt-2' }), token });
    expect(await latestRoute()).toMatchObject({ runtimeId: 'rt-2', userId: user.id });
    // A dead token is no reason to refuse a report.
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/diag/route',
      payload: routeEvent({ runtimeID: 'rt-3' }),
      token: 'y'.repeat(43),
    });
    expect(res.status).toBe(200);
    expect(await latestRoute()).toMatchObject({ runtimeId: 'rt-3', userId: null });
  });

  it('stores an error report', async () => {
    const payload = {
      runtimeID: 'rt-9',
      error: { browser: 'Firefox 128', errordata: { status: 500, path: 'auth/ping', code: 'internal' } },
    };
    expect((await call(app, { method: 'POST', url: '/api/v2/diag/error_report/', payload })).body).toEqual({ success: 1 });
    const [row] = await ctx.db.select().from(diagErrorReports).orderBy(desc(diagErrorReports.id)).limit(1);
    expect(row).toMatchObject({
      runtimeId: 'rt-9',
      browser: 'Firefox 128',
      errorData: '{"status":500,"path":"auth/ping","code":"internal"}',
    });
  });

  it('truncates oversized fields, refuses absurd ones and bodies over 64 KiB', async () => {
    await call(app, {
      method: 'POST',
      url: '/api/v2/diag/route',
      payload: routeEvent({ thispath: `/${'a'.repeat(5000)}`, browser: 'b'.repeat(9000) }),
    });
    const row = await latestRoute();
    expect(row.thisPath).toHaveLength(2048);
    expect(row.browser).toHaveLength(4096);
    expect(
      (await call(app, { method: 'POST', url: '/api/v2/diag/route', payload: routeEvent({ runtimeID: 'r'.repeat(801) }) })).status,
    ).toBe(400);
    const big = { runtimeID: 'rt', error: { errordata: 'e'.repeat(70 * 1024) } };
    expect((await call(app, { method: 'POST', url: '/api/v2/diag/error_report', payload: big })).status).toBe(413);
    const fits = { runtimeID: 'rt-big', error: { errordata: { stack: 'e'.repeat(40 * 1024) } } };
    expect((await call(app, { method: 'POST', url: '/api/v2/diag/error_report', payload: fits })).status).toBe(200);
    const [report] = await ctx.db.select().from(diagErrorReports).orderBy(desc(diagErrorReports.id)).limit(1);
    expect(report!.errorData).toHaveLength(16384);
  });

  it('accepts deeply nested browser data without failing', async () => {
    let deep: unknown = 'fondo';
    for (let i = 0; i < 3000; i++) deep = { d: deep };
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/diag/route',
      payload: routeEvent({ runtimeID: 'rt-deep', browser: deep }),
    });
    expect(res.status).toBe(200);
    expect((await latestRoute()).browser.length).toBeLessThanOrEqual(4096);
  });

  it('keeps only the newest rows of a table', async () => {
    const row = (n: number) => ({ runtimeId: `cap-${n}`, receivedAt: new Date() });
    for (let n = 0; n < 6; n++) await insertRouteEvent(ctx.db, row(n), 3);
    const left = await ctx.db.select({ id: diagRoutes.runtimeId }).from(diagRoutes);
    expect(left.map((r) => r.id)).toEqual(['cap-3', 'cap-4', 'cap-5']);
  });

  it('rate-limits one address', async () => {
    const remoteAddress = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      statuses.push((await call(app, { method: 'POST', url: '/api/v2/diag/route', payload: routeEvent(), remoteAddress })).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    expect(
      (await call(app, { method: 'POST', url: '/api/v2/diag/route', payload: routeEvent(), remoteAddress: '198.51.100.24' })).status,
    ).toBe(200);
  });
});
