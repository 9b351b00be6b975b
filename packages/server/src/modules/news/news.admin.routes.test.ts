import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { newsTranslations } from '../../db/schema/news.js';
import { auditRowsOf, call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { insertFile } from '../files/files.repository.js';
import { multipart, PNG } from '../../test/multipart.js';

/** The office's news calls, with the public cache ON: a change shows on the public list at once. */
let t: TestApp;
let token: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 60 });
  const admin = await createUser(t.ctx, { isGod: true });
  adminId = admin.id;
  token = await createSession(t.ctx, admin.id);
});

const auditOf = (id: number) => auditRowsOf(t.ctx, 'news', id);
const publicSlugs = async () =>
  (await call(t.app, { method: 'GET', url: '/api/v2/news/pub' })).body.data.news.map((n: { slug_es: string }) => n.slug_es);

const body = (over: Record<string, unknown> = {}) => ({
  date: '2026-11-20',
  translations: {
    es: {
      title: 'Campeonato <b>de Euskadi</b>',
      description: 'Resumen',
      content: '<p>Texto<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    },
    eus: { title: 'Euskadiko txapelketa', description: 'Laburpena', content: '<p>Testua</p>' },
  },
  ...over,
});

describe('/api/admin/news', () => {
  it('creates, edits and deletes an item; the cached public list follows each change; every write audited', async () => {
    await publicSlugs(); // primes the cache
    const cover = await insertFile(t.ctx.db, {
      purpose: 'news',
      filename: 'portada.jpg',
      mimeType: 'image/jpeg',
      content: Buffer.from('jpg'),
    });
    const created = await call(t.app, { method: 'POST', url: '/api/admin/news', token, payload: body({ cover_file_id: cover.id }) });
    expect(created.body).toEqual({ success: 1, data: { id: expect.any(Number), slug_es: 'campeonato-de-euskadi' } });
    const id = created.body.data.id as number;
    expect(await publicSlugs()).toContain('campeonato-de-euskadi');

    const [es] = await t.ctx.db
      .select()
      .from(newsTranslations)
      .where(and(eq(newsTranslations.newsId, id), eq(newsTranslations.lang, 'es')));
    expect(es!.title).toBe('Campeonato de Euskadi');
    expect(es!.content).not.toMatch(/script|onerror/);
    expect(es!.content).toContain('<p>Texto</p>');

    const again = await call(t.app, { method: 'POST', url: '/api/admin/news', token, payload: body() });
    expect(again.body).toMatchObject({ success: 0, code: 1 });
    const missingFile = await call(t.app, {
      method: 'POST',
      url: '/api/admin/news',
      token,
      payload: body({ slug_es: 'otra', files: [99999] }),
    });
    expect(missingFile.status).toBe(400);

    const draft = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      token,
      payload: body({ is_published: 0, cover_file_id: cover.id }),
    });
    expect(draft.body.success).toBe(1);
    expect(await publicSlugs()).not.toContain('campeonato-de-euskadi');
    const list = await call(t.app, { method: 'GET', url: '/api/admin/news', token });
    expect(list.body.data.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, is_published: 0, cover_file_id: cover.id })]),
    );

    const del = await call(t.app, { method: 'DELETE', url: `/api/admin/news/${id}`, token });
    expect(del.body).toEqual({ success: 1, data: { id } });
    expect((await call(t.app, { method: 'DELETE', url: `/api/admin/news/${id}`, token })).status).toBe(404);

    const rows = await auditOf(id);
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([
      ['news.create', adminId],
      ['news.update', adminId],
      ['news.delete', adminId],
    ]);
    expect(rows[0]).toMatchObject({ before: null, after: { isPublished: true, coverFileId: cover.id } });
    expect(rows[1]).toMatchObject({ before: { isPublished: true }, after: { isPublished: false } });
    expect(rows[2]).toMatchObject({ before: { slugEs: 'campeonato-de-euskadi' }, after: null });
    expect((rows[0]!.after as { translations: unknown[] }).translations).toHaveLength(2);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const fileAudit = () => t.ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'file')).orderBy(asc(auditLog.id));
const upload = (m: ReturnType<typeof multipart>) => call(t.app, { method: 'POST', url: '/api/admin/news/files', token, ...m });

describe('/api/admin/news/preview', () => {
  it('returns the HTML as a save stores it: no script, no event attribute, structure kept; writes nothing', async () => {
    const before = (await t.ctx.db.select().from(auditLog)).length;
    const html = '<p>Hola <strong>equipo</strong><script>alert(1)</script></p><ul><li>uno</li></ul><img src=x onerror=alert(1)>';
    const res = await call(t.app, { method: 'POST', url: '/api/admin/news/preview', token, payload: { html } });
    expect(res.body).toEqual({ success: 1, data: { html: '<p>Hola <strong>equipo</strong></p><ul><li>uno</li></ul>' } });
    expect((await t.ctx.db.select().from(auditLog)).length).toBe(before);

    // The same body saved: stored exactly as previewed.
    const saved = await call(t.app, {
      method: 'POST',
      url: '/api/admin/news',
      token,
      payload: { date: '2026-11-21', slug_es: 'vista-previa', translations: { es: { title: 'Vista previa', content: html } } },
    });
    expect(saved.body.success).toBe(1);
    const one = await call(t.app, { method: 'GET', url: `/api/admin/news/${saved.body.data.id}`, token });
    expect(one.body.data.translations.es.content).toBe(res.body.data.html);
    expect(one.body.data.translations.es.content).not.toMatch(/script|onerror|alert/);
  });

  it('refuses bad input with 400', async () => {
    for (const payload of [{}, { html: 5 }, { html: 'x'.repeat(500_001) }]) {
      const res = await call(t.app, { method: 'POST', url: '/api/admin/news/preview', token, payload });
      expect(res.status).toBe(400);
      expect(res.body.ext).toMatch(/html/);
    }
  });
});

describe('GET /api/admin/news/:id', () => {
  it('is 404 for an unknown item', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/admin/news/999999', token })).status).toBe(404);
  });
});

describe('/api/admin/news/files', () => {
  it('stores a cover image and a PDF as public news files, audited; the editor gets their names back', async () => {
    const auditBefore = (await fileAudit()).length;
    const cover = await upload(multipart(PNG, 'portada.png', 'image/png'));
    expect(cover.body).toEqual({
      success: 1,
      data: {
        id: expect.any(Number),
        filename: 'portada.png',
        mime_type: 'image/png',
        size: PNG.length,
        path: expect.stringMatching(/^\/files\/\d+\/portada\.png$/),
      },
    });
    // The type comes from the bytes: a PDF claiming to be an image is stored as a PDF.
    const pdf = await upload(multipart(PDF, 'C:\\docs\\bases.pdf', 'image/png'));
    expect(pdf.body.data).toMatchObject({ filename: 'bases.pdf', mime_type: 'application/pdf' });

    const served = await t.app.inject({ method: 'GET', url: cover.body.data.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const rows = await fileAudit();
    expect(rows.length - auditBefore).toBe(2);
    expect(rows.at(-2)).toMatchObject({
      action: 'news.file.upload',
      actorId: adminId,
      entityId: String(cover.body.data.id),
      before: null,
      after: { filename: 'portada.png' },
    });

    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/news',
      token,
      payload: {
        date: '2026-11-22',
        slug_es: 'con-archivos',
        cover_file_id: cover.body.data.id,
        files: [pdf.body.data.id],
        translations: { es: { title: 'Con archivos' } },
      },
    });
    expect(created.body.success).toBe(1);
    const one = await call(t.app, { method: 'GET', url: `/api/admin/news/${created.body.data.id}`, token });
    expect(one.body.data).toMatchObject({ cover_file_id: cover.body.data.id, files: [pdf.body.data.id] });
    expect(one.body.data.file_meta.map((f: { filename: string }) => f.filename)).toEqual(['portada.png', 'bases.pdf']);
    const detail = await call(t.app, { method: 'GET', url: '/api/v2/news/details?slug=con-archivos' });
    expect(JSON.stringify(detail.body.data)).toContain('bases.pdf');

    // A PDF cannot be the cover.
    const pdfCover = await call(t.app, {
      method: 'POST',
      url: '/api/admin/news',
      token,
      payload: { date: '2026-11-22', slug_es: 'portada-pdf', cover_file_id: pdf.body.data.id, translations: { es: { title: 'X' } } },
    });
    expect(pdfCover.status).toBe(400);
    expect(pdfCover.body.ext).toMatch(/cover_file_id.*not an image/);
  });

  it('refuses with 400, storing nothing: another type, an empty or oversized file, no file part, a body that is not multipart', async () => {
    const auditBefore = (await fileAudit()).length;
    const cases: [string, Awaited<ReturnType<typeof upload>>][] = [
      ['unsupported_type', await upload(multipart(Buffer.from('<html><script>x</script></html>'), 'a.html', 'text/html'))],
      ['unsupported_type', await upload(multipart(Buffer.from('MZ\x90\x00 not a program'), 'a.exe'))],
      ['validation', await upload(multipart(Buffer.alloc(0), 'vacio.png', 'image/png'))],
      ['file_too_large', await upload(multipart(Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]), 'grande.png', 'image/png'))],
      ['validation', await upload(multipart(PNG, { filename: 'otro.png', type: 'image/png', field: 'other' }))],
      ['validation', await call(t.app, { method: 'POST', url: '/api/admin/news/files', token, payload: { file: 'x' } })],
      [
        'validation',
        await call(t.app, {
          method: 'POST',
          url: '/api/admin/news/files',
          token,
          headers: { 'content-type': 'multipart/form-data' },
          payload: 'garbage',
        }),
      ],
    ];
    for (const [code, res] of cases) expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code });
    expect((await fileAudit()).length).toBe(auditBefore);
  });
});
