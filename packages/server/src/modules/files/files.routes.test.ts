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

  it('shows inline only the checked images and PDFs the office published; every member upload and every SVG is an attachment', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const office = (filename: string, mimeType: string, content: Buffer) =>
      storeFile(ctx, { purpose: 'news', filename, mimeType, content });
    const member = (purpose: string, filename: string, mimeType: string, content: Buffer, isPublic = false) =>
      storeFile(ctx, { purpose, filename, mimeType, content, ownerId: owner.id, isPublic });
    const disposition = async (path: string) =>
      (await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${ownerToken}` } })).headers[
        'content-disposition'
      ]!.split(';')[0];
    expect(await disposition((await office('portada.png', 'image/png', png)).path)).toBe('inline');
    expect(await disposition(pub.path)).toBe('inline');
    const cover = await app.inject({ method: 'GET', url: (await office('portada.svg', 'image/svg+xml', svg)).path });
    expect(cover.headers['content-disposition']).toMatch(/^attachment;/);
    // Its own type, without which an <img> would not draw it; sandboxed if opened.
    expect([cover.headers['content-type'], cover.headers['content-security-policy']]).toEqual([
      'image/svg+xml',
      "default-src 'none'; sandbox",
    ]);
    expect(await disposition((await office('hoja.xml', 'application/xml', svg)).path)).toBe('attachment');
    // A member's avatar is public (an <img> shows it, and ignores the disposition): still an attachment when opened.
    expect(await disposition((await member('avatar', 'avatar.webp', 'image/webp', png, true)).path)).toBe('attachment');
    expect(await disposition((await member('person-document', 'dni.png', 'image/png', png)).path)).toBe('attachment');
    expect(await disposition((await member('signup', 'foto.png', 'image/png', png)).path)).toBe('attachment');
    expect(await disposition(priv.path)).toBe('attachment');
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
