import { eq } from 'drizzle-orm';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions, users } from './db/schema/auth.js';
import { hashToken, newToken } from './plugins/auth.js';
import { createSession, createTestApp, createUser } from './test/helpers.js';
import { plausible, shapeOf, type AnySchema } from './test/plausible.js';

/**
 * Walks EVERY registered route (collected by the app's onRoute hook, so routes added later are
 * covered without editing this file) with malformed input — wrong types, missing and extra
 * fields, 100 kB strings, deep nesting, bad JSON, odd content types, bad path parameters and
 * query strings — without a token, with a dead one, and with live member and administrator
 * tokens. Client input must never produce a 5xx.
 */

const HUGE = 'a'.repeat(100 * 1024);
const nested = (depth: number, leaf: string, open: string, close: string) => open.repeat(depth) + leaf + close.repeat(depth);
const DEEP_ARRAY = nested(10_000, '1', '[', ']');
const DEEP_OBJECT = nested(10_000, '1', '{"a":', '}');

/** A string a form would send for this field name, so validation of the others passes. */
function plausibleString(key: string): string {
  if (/mail|identity/i.test(key)) return 'robust-placeholder@example.com';
  if (/date|birth/i.test(key)) return '1990-01-01';
  if (/password|current|new|repeat/i.test(key)) return 'robustez1';
  if (/zip/i.test(key)) return '48990';
  if (/phone/i.test(key)) return '600123456';
  return 'xxxxxxx';
}

const WRONG_VALUES: [string, unknown][] = [
  ['number', 12345],
  ['huge number', 1e308],
  ['bool', false],
  ['null', null],
  ['array', ['x', 1]],
  ['object', { a: 1 }],
  ['empty', ''],
  ['huge string', HUGE],
  ['unicode', '\u0000\uffff\ud83d\ude00 ñ ü <script>'],
];

interface Case {
  name: string;
  /** A mutation of one field of the body or query. */
  perField?: boolean;
  url: string;
  payload?: string;
  contentType?: string;
}

function bodyCases(schema: AnySchema | undefined): Case[] {
  // Each case gets its own e-mail address, so a signup-like route goes past "account exists".
  const json = (name: string, value: unknown): Case => ({
    name,
    url: '',
    payload: JSON.stringify(value).replaceAll('robust-placeholder', `robust-${Math.random().toString(36).slice(2, 10)}`),
    contentType: 'application/json',
  });
  const raw = (name: string, payload: string, contentType = 'application/json'): Case => ({ name, url: '', payload, contentType });
  const cases: Case[] = [
    { name: 'no body', url: '' },
    raw('bad json', '{"identity": '),
    raw('bad json 2', '{identity: x}'),
    raw('json null', 'null'),
    raw('json number', '42'),
    raw('json string', '"x"'),
    raw('json array', '[1,2,3]'),
    raw('empty object', '{}'),
    raw('empty body with json type', ''),
    raw('proto pollution', '{"__proto__": {"isGod": true}, "constructor": {"prototype": {"x": 1}}}'),
    raw('deep array', DEEP_ARRAY),
    raw('deep object', DEEP_OBJECT),
    raw('huge field', JSON.stringify({ x: HUGE, identity: HUGE, password: HUGE })),
    raw('text body', 'hello', 'text/plain'),
    raw('xml body', '<a>1</a>', 'application/xml'),
    raw('form body', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    raw(
      'multipart junk',
      '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png\r\n--X--\r\n',
      'multipart/form-data; boundary=X',
    ),
    raw('multipart no boundary', 'garbage', 'multipart/form-data'),
  ];
  const shape = shapeOf(schema);
  if (shape) {
    const base = plausible(schema, plausibleString) as Record<string, unknown>;
    cases.push(json('plausible', base), json('plausible + extra fields', { ...base, extra: 'x', isGod: 1, user_id: 1 }));
    const perField: Case[] = [];
    for (const key of Object.keys(shape)) {
      const { [key]: _dropped, ...without } = base;
      perField.push(json(`missing ${key}`, without));
      for (const [label, value] of WRONG_VALUES) perField.push(json(`${key}: ${label}`, { ...base, [key]: value }));
      perField.push(
        raw(`${key}: deep nesting`, JSON.stringify({ ...base, [key]: '__DEEP__' }).replace('"__DEEP__"', nested(5_000, '1', '[', ']'))),
      );
    }
    cases.push(...perField.map((c) => ({ ...c, perField: true })));
  }
  return cases;
}

const PARAM_VALUES = [
  'x',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(300),
  '%E0%A4%A',
  "'%3B DROP TABLE users--",
];

function pathCases(url: string): Case[] {
  const fill = (v: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, v).replace(/\*$/, `${v}/x`);
  if (!/[:*]/.test(url)) return [{ name: 'path', url }];
  return PARAM_VALUES.map((v) => ({ name: `param ${v.slice(0, 20)}`, url: fill(v) }));
}

function queryCases(schema: AnySchema | undefined): { generic: string[]; perField: string[] } {
  const qs = [
    '',
    '?a=1&a=2',
    '?%',
    '?a=%ZZ&b=%E0%A4%A',
    '?__proto__[isGod]=1&constructor[prototype][x]=1',
    '?rs=abc&slug=&link_id[]=1&ticketID[x]=y&mID=maybe&download=2',
    `?q=${HUGE}`,
  ];
  const perField: string[] = [];
  for (const key of Object.keys(shapeOf(schema) ?? {})) {
    perField.push(`?${key}=`, `?${key}=-1`, `?${key}=1e400`, `?${key}[]=x&${key}[]=y`, `?${key}=${HUGE}`, `?${key}=%00`);
  }
  return { generic: qs, perField };
}

describe('robustness: every route survives malformed input', async () => {
  const { app, ctx } = await createTestApp();
  const member = { id: (await createUser(ctx)).id };
  const admin = { id: (await createUser(ctx, { isGod: true })).id };

  /**
   * A fresh live session for every request (a route may end sessions or even remove its user),
   * inserted in bulk per route; a removed user is created again.
   */
  async function tokensOf(who: { id: number }, isGod: boolean, count: number): Promise<string[]> {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, who.id));
    if (!row) who.id = (await createUser(ctx, { isGod })).id;
    const tokens = Array.from({ length: count }, () => newToken());
    for (let i = 0; i < tokens.length; i += 500) {
      await ctx.db
        .insert(sessions)
        .values(tokens.slice(i, i + 500).map((t) => ({ userId: who.id, tokenHash: hashToken(t), userAgent: 'robustness' })));
    }
    return tokens;
  }

  const seen = new Set<string>();
  const routes = app.routeTable
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method: method as HTTPMethods, url: r.url, schema: r.schema })),
    )
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      // Fastify answers HEAD with the GET handler: walking the GET route covers it.
      if (r.method === 'HEAD' && seen.has(`GET ${r.url}`)) return false;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });

  it('collects the routes of every area', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /api/v2/auth/login', 'GET /api/v2/auth/ping', 'POST /api/v2/diag/route']));
  });

  it('refuses a NUL character anywhere with 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/diag/route', payload: { runtimeID: 'rt', thispath: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, code: 'validation', ext: 'body.thispath: contains a NUL character' });
    const q = await app.inject({ method: 'POST', url: '/api/v2/diag/error_report?x=%00', payload: { runtimeID: 'rt', error: {} } });
    expect(q.statusCode).toBe(400);
    expect(q.json().ext).toBe('querystring.x: contains a NUL character');
  });

  it('refuses a body too large to check with 413 (a NUL hidden behind 200,001 values)', async () => {
    // update_user keeps keys it does not know (passthrough): the guard walks them.
    const token = await createSession(ctx, (await createUser(ctx)).id);
    const hidden = { first_name: 'Ane', zz: [...new Array(200_001).fill(0), 'a\u0000b'] };
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/delegated_acct/update_user',
      headers: { authorization: `Bearer ${token}` },
      payload: hidden,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: 0, code: 'too_large', ext: 'body: more than 200000 values' });
  });

  it('never answers 5xx', { timeout: 900_000 }, async () => {
    type Auth = 'none' | 'dead' | 'member' | 'admin';
    const failures: string[] = [];
    let requests = 0;
    const started = Date.now();
    for (const route of routes) {
      const schema = (route.schema ?? {}) as { body?: AnySchema; querystring?: AnySchema };
      const cases: Case[] = [];
      const q = queryCases(schema.querystring);
      for (const p of pathCases(route.url)) {
        for (const g of q.generic) cases.push({ name: `${p.name} query ${g.slice(0, 40)}`, url: p.url + g });
        for (const f of q.perField) cases.push({ name: `${p.name} query ${f.slice(0, 40)}`, url: p.url + f, perField: true });
      }
      if (!['GET', 'HEAD', 'OPTIONS'].includes(route.method)) {
        const firstUrl = pathCases(route.url)[0]!.url;
        for (const b of bodyCases(schema.body)) cases.push({ ...b, url: firstUrl });
      }
      const jobs: { c: Case; auth: Auth; token?: string }[] = [];
      for (const c of cases) {
        // Every case runs without a token and with a live member token; the dead and the
        // administrator tokens see the generic cases (field-by-field mutations take the same path).
        const heavy = c.perField || /huge|deep|\?q=/.test(c.name + c.url);
        for (const auth of (heavy ? ['none', 'member'] : ['none', 'dead', 'member', 'admin']) as Auth[]) jobs.push({ c, auth });
      }
      const memberTokens = await tokensOf(member, false, jobs.filter((j) => j.auth === 'member').length);
      const adminTokens = await tokensOf(admin, true, jobs.filter((j) => j.auth === 'admin').length);
      for (const j of jobs) {
        if (j.auth === 'member') j.token = memberTokens.pop();
        if (j.auth === 'admin') j.token = adminTokens.pop();
        if (j.auth === 'dead') j.token = 'A'.repeat(43);
      }

      let next = 0;
      // A few requests in flight: password hashing runs on other threads while the database works.
      const worker = async () => {
        while (next < jobs.length) {
          const { c, auth, token } = jobs[next++]!;
          const n = requests++;
          const headers: Record<string, string> = {};
          if (c.contentType) headers['content-type'] = c.contentType;
          if (token) headers.authorization = `Bearer ${token}`;
          // Spread over many addresses so per-address limits do not hide the code behind them.
          const opts: InjectOptions = { method: route.method, url: c.url, headers, remoteAddress: `10.9.${n % 250}.${(n >> 8) % 250}` };
          if (c.payload !== undefined) opts.payload = c.payload;
          const where = `${route.method} ${route.url} [${c.name}] (${auth})`;
          try {
            const res = await app.inject(opts);
            if (res.statusCode >= 500) failures.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          } catch (err) {
            failures.push(`${where} threw ${(err as Error).message}`);
          }
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
    }
    if (process.env.ROBUSTNESS_TIMING) console.log(`${requests} requests over ${routes.length} routes in ${Date.now() - started} ms`);
    expect(requests).toBeGreaterThan(routes.length);
    expect(failures).toEqual([]);
  });
});
