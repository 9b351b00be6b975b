import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { newsTranslations } from '../../db/schema/news.js';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { insertFile } from '../files/files.repository.js';

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

const auditOf = (id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'news'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
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
