import { describe, expect, it } from 'vitest';
import { call, createTestApp } from './test/helpers.js';

describe('the app shell', async () => {
  const { app } = await createTestApp();

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await call(app, { method: 'GET', url: '/api/v2/nothing/here' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: 0, code: 'not_found' });
  });

  it('publishes the OpenAPI document generated from the zod contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { version: '4.1.4' } });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
