import { describe, expect, it } from 'vitest';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { storeFile } from './files.service.js';

describe('GET /files/:id/:name', async () => {
  const { app, ctx } = await createTestApp();
  const owner = await createUser(ctx);
  const other = await createUser(ctx);
  const ownerToken = await createSession(ctx, owner.id);
  const otherToken = await createSession(ctx, other.id);
  const pdf = Buffer.from('%PDF-1.4\n%test\n');
  const pub = await storeFile(ctx, { purpose: 'records', filename: 'Récords 2026.pdf', mimeType: 'application/pdf', content: pdf });
  const priv = await storeFile(ctx, {
    purpose: 'sepa',
    filename: 'mandato.pdf',
    mimeType: 'application/pdf',
    content: pdf,
    ownerId: owner.id,
    isPublic: false,
  });

  it('serves a public file with its type and a download name', async () => {
    const res = await app.inject({ method: 'GET', url: `${pub.path}?download=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="R_cords 2026.pdf"; filename*=UTF-8\'\'R%C3%A9cords%202026.pdf',
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 for a file that does not exist or a malformed id', async () => {
    expect((await call(app, { method: 'GET', url: '/files/999999/x.pdf' })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: '/files/abc/x.pdf' })).status).toBe(400);
  });

  it('shows a private file only to its owner', async () => {
    expect((await app.inject({ method: 'GET', url: priv.path })).statusCode).toBe(404);
    expect((await call(app, { method: 'GET', url: priv.path, token: otherToken })).status).toBe(403);
    const mine = await call(app, { method: 'GET', url: priv.path, token: ownerToken });
    expect(mine.status).toBe(200);
  });
});
