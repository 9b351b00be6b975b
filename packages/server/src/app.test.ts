import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_HASH } from './plugins/page-paint.js';
import { call, createTestApp } from './test/helpers.js';

describe('the app shell', async () => {
  const { app } = await createTestApp();

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await call(app, { method: 'GET', url: '/api/v2/nothing/here' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: 0, code: 'not_found' });
  });

  it('reads a multipart body only on the office upload calls: anywhere else it is refused as a media type, nothing read', async () => {
    const boundary = 'x-club-boundary';
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="identity"\r\n\r\nsocio@cngetxo.eus\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: 0 });
  });

  it('publishes the OpenAPI document generated from the zod contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { version: '4.1.4' } });
  });

  it('serves the API documentation page and its files (swagger-ui over @fastify/static)', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const style = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toMatch(/text\/css/);
  });

  // The document set: the pages, files and anything else a browser may open as a document.
  const documentHeaders = () => ({
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;" +
      `form-action 'self' https://sis-t.redsys.es:25443 https://sis.redsys.es ${app.ctx.config.REDSYS_URL};` +
      // The one inline script allowed: the server-rendered pages' boot, by its hash (plugins/page-paint.ts).
      `frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self' ${BOOT_SCRIPT_HASH};script-src-attr 'none';` +
      "style-src 'self' 'unsafe-inline'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });

  it("sends every JSON reply of the API the headers that protect it, and none of a document's", async () => {
    const replies = [
      await app.inject({ method: 'GET', url: '/api/v2/landing/slider' }),
      await app.inject({ method: 'GET', url: '/api/v2/nothing/here' }),
      await app.inject({ method: 'GET', url: '/api/v2/auth/ping' }),
      await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { identity: 'no' } }),
      await app.inject({ method: 'GET', url: '/api/openapi.json' }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 404, 401, 400, 200]);
    for (const res of replies) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const security = Object.fromEntries(
        Object.entries(res.headers).filter(([name]) => name in documentHeaders() || name === 'cross-origin-embedder-policy'),
      );
      // Never sniffed, never framed nor run if opened, HTTPS only, not loadable by other sites.
      expect(security).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends the whole document set on pages and on API replies a browser may open (HTML, files)', async () => {
    const replies = [
      // The OpenAPI viewer is HTML under /api; a path outside /api (a page, a file, a 404 there).
      await app.inject({ method: 'GET', url: '/api/docs/' }),
      await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
      await app.inject({ method: 'GET', url: '/nothing/here' }),
    ];
    expect(replies.map((r) => [r.statusCode, String(r.headers['content-type']).split(';')[0]])).toEqual([
      [200, 'text/html'],
      [200, 'text/css'],
      [404, 'application/json'],
    ]);
    for (const res of replies) {
      expect(res.headers).toMatchObject(documentHeaders());
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
