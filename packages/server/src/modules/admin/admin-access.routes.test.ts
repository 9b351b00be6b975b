import { sql } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, memberWithToken } from '../../test/activities-fixtures.js';
import { call, createTestApp, type TestApp } from '../../test/helpers.js';
import { createQuiz } from '../quiz/quiz.service.js';

/**
 * THE office's 403 sweep: walks EVERY registered route under /api/admin (app.routeTable, so a
 * route added later is covered without editing this file), with every method, and expects 401
 * without a token and 403 for a signed-in member who is not an administrator, and no change in
 * any table: a digest of every row of every table, the audit log included, before and after.
 */
let t: TestApp;
let memberToken: string;

/** Tables a request may legitimately touch whoever sends it (session last-seen, throttles). */
const VOLATILE = new Set(['sessions', 'rate_limits', 'login_failures', 'diag_routes', 'diag_error_reports']);

async function digestAll(): Promise<Record<string, string>> {
  const tables = (await t.ctx.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (VOLATILE.has(name)) continue;
    const id = sql.identifier(name);
    const [row] = (
      (await t.ctx.db.execute(
        sql`SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS d FROM ${id} x`,
      )) as unknown as { rows: { n: string; d: string | null }[] }
    ).rows;
    out[name] = `${row!.n}:${row!.d ?? ''}`;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  // Real ids behind the path parameters, so a refusal is the guard's and not a 404.
  await makeCourse(t.ctx, { date: '2026-12-01' });
  await createQuiz(t.ctx, { title: { es: 'Encuesta' }, items: [{ type: 'text', label: { es: 'Nombre' } }], links: [{ id: '1' }] });
  memberToken = (await memberWithToken(t.ctx)).token;
});

function adminRoutes() {
  const seen = new Set<string>();
  return t.app.routeTable
    .filter((r) => r.url.startsWith('/api/admin'))
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method: method as HTTPMethods, url: r.url })))
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (r.method === 'HEAD' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('every /api/admin route', () => {
  it('finds the office routes', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/admin/courses',
        'GET /api/admin/seasons',
        'POST /api/admin/seasons',
        'PUT /api/admin/seasons/:id',
        'GET /api/admin/seasons/:id/signups',
        'POST /api/admin/seasons/:id/lottery/preview',
        'POST /api/admin/seasons/:id/lottery/publish',
        'GET /api/admin/seasons/:id/lottery',
        'POST /api/admin/season-signups/:ticketID/move',
        'POST /api/admin/season-signups/:ticketID/payment',
        'POST /api/admin/people/:id/level',
        'PUT /api/admin/courses/:id',
        'GET /api/admin/courses/:id/signups',
        'POST /api/admin/signups/:ticketID/status',
        'GET /api/admin/signups/:ticketID/files/:fileId',
        'GET /api/admin/audit',
        'GET /api/admin/people',
        'GET /api/admin/people/:id',
        'GET /api/admin/people/:id/documents/:documentId',
        'POST /api/admin/people/:id/delegation',
        'POST /api/admin/people/:id/admin',
        'GET /api/admin/requests',
        'POST /api/admin/requests/:id/grant',
        'POST /api/admin/requests/:id/reject',
        'GET /api/admin/payments',
        'POST /api/admin/signups/:ticketID/transfer',
        'POST /api/admin/payments/:id/refunded',
        'GET /api/admin/payments/export.csv',
        'GET /api/admin/payments/export.xlsx',
        'GET /api/admin/remittances',
        'POST /api/admin/remittances',
        'POST /api/admin/remittances/preview',
        'GET /api/admin/remittances/:id',
        'GET /api/admin/remittances/:id/pain008',
        'POST /api/admin/remittances/:id/transactions/:txId/return',
        'POST /api/admin/people/:id/needs-update',
        'POST /api/admin/equipment/files',
        'GET /api/admin/equipment/items',
        'POST /api/admin/equipment/items',
        'PUT /api/admin/equipment/items/:id',
        'GET /api/admin/equipment/orders',
        'POST /api/admin/equipment/orders/:id/status',
        'POST /api/admin/equipment/orders/status',
        'GET /api/admin/news',
        'POST /api/admin/news',
        'PUT /api/admin/news/:id',
        'DELETE /api/admin/news/:id',
        'GET /api/admin/quizzes',
        'POST /api/admin/quizzes',
        'GET /api/admin/quizzes/:id',
        'PUT /api/admin/quizzes/:id',
        'DELETE /api/admin/quizzes/:id',
        'POST /api/admin/quizzes/:id/links',
        'PUT /api/admin/quizzes/:id/links/:linkId',
        'POST /api/admin/quizzes/:id/links/:linkId/revoke',
        'GET /api/admin/quizzes/:id/responses',
        'GET /api/admin/quizzes/:id/files/:fileId',
        'GET /api/admin/quizzes/:id/answers.csv',
        'GET /api/admin/quizzes/:id/answers.xlsx',
        'GET /api/admin/quizzes/:id/files.zip',
        ...['slides', 'banners', 'record-groups', 'membership-types'].flatMap((c) => [
          `GET /api/admin/${c}`,
          `POST /api/admin/${c}`,
          `PUT /api/admin/${c}/:id`,
          `DELETE /api/admin/${c}/:id`,
        ]),
      ]),
    );
  });

  it('publishes every office route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    const documented = Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'));
    const registered = new Set(adminRoutes().map((r) => r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')));
    expect(documented.sort()).toEqual([...registered].sort());
  });

  it('answers 401 without a token and 403 to a member, and changes nothing', { timeout: 120_000 }, async () => {
    const before = await digestAll();
    const failures: string[] = [];
    for (const r of adminRoutes()) {
      const url = r.url.replace(/:[A-Za-z0-9_]+/g, '1');
      const payload = r.method === 'GET' || r.method === 'DELETE' ? undefined : { status: 2, allow: 1, isGod: 1, note: 'x' };
      const anonymous = await call(t.app, { method: r.method, url, payload });
      if (anonymous.status !== 401) failures.push(`${r.method} ${r.url} without a token: ${anonymous.status}`);
      const member = await call(t.app, { method: r.method, url, payload, token: memberToken });
      if (member.status !== 403 || member.body.success !== 0) failures.push(`${r.method} ${r.url} as a member: ${member.status}`);
    }
    expect(failures).toEqual([]);
    expect(await digestAll()).toEqual(before);
  });
});
