import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { NEWS } from '@club/domain/news/news.rules';
import { news, newsTranslations } from '../../db/schema/news.js';
import { call, createTestApp } from '../../test/helpers.js';
import { storeFile } from '../files/files.service.js';
import { createNews } from './news.service.js';

const para = (s: string) => `<p>${s} ${'Texto de relleno para que la noticia tenga cuerpo suficiente. '.repeat(6)}</p>`;
const eusPara = (s: string) => `<p>${s} ${'Albistearen testua, luzea izan dadin idatzia. '.repeat(6)}</p>`;
const date = (i: number) => `2026-0${1 + Math.floor(i / 3)}-${String(10 + i).padStart(2, '0')}`;

describe('news', async () => {
  const { app, ctx } = await createTestApp();

  const pdfDoc = await PDFDocument.create();
  pdfDoc.addPage().drawText('Resultados');
  const pdf = Buffer.from(await pdfDoc.save());
  const attachment = await storeFile(ctx, {
    purpose: 'news',
    filename: 'Resultados Bizkaia.pdf',
    mimeType: 'application/pdf',
    content: pdf,
  });
  const coverSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"><rect width="12" height="6" fill="#06c"/></svg>';
  const cover = await storeFile(ctx, {
    purpose: 'news',
    filename: 'portada.svg',
    mimeType: 'image/svg+xml',
    content: Buffer.from(coverSvg),
  });

  // Ten items: item i has date(i); the newest is the last one.
  for (let i = 0; i < 10; i++) {
    await createNews(ctx, {
      date: date(i),
      slugEs: `noticia-${i}`,
      slugEn: i === 9 ? 'news-9' : null,
      coverFileId: i === 9 ? cover.id : null,
      fileIds: i === 9 ? [attachment.id] : [],
      translations: [
        { lang: 'es', title: `Noticia ${i}`, description: `Descripción ${i}`, content: para(`Contenido ${i}.`) },
        // Item 8 has a Basque text too short to be used (64 characters or fewer).
        {
          lang: 'eus',
          title: `Albistea ${i}`,
          description: `Deskribapena ${i}`,
          content: i === 8 ? '<p>Laburra.</p>' : eusPara(`Edukia ${i}.`),
        },
      ],
    });
  }
  await createNews(ctx, {
    date: '2026-12-31',
    slugEs: 'borrador',
    slugEn: null,
    coverFileId: null,
    fileIds: [],
    isPublished: false,
    translations: [{ lang: 'es', title: 'Borrador', description: '', content: para('No publicado') }],
  });

  it('GET news/pub?rs=0 returns the first batch, newest first, then rs=1 the rest', async () => {
    const first = await call(app, { method: 'GET', url: '/api/v2/news/pub/?rs=0' });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(1);
    expect(first.body.data.news).toHaveLength(NEWS.firstBatchSize);
    expect(first.body.data.remaining).toBe(10 - NEWS.firstBatchSize);
    expect(first.body.data.news.map((n: any) => n.slug_es)).toEqual([
      'noticia-9',
      'noticia-8',
      'noticia-7',
      'noticia-6',
      'noticia-5',
      'noticia-4',
    ]);

    const rest = await call(app, { method: 'GET', url: '/api/v2/news/pub?rs=1' });
    expect(rest.body.data.news.map((n: any) => n.slug_es)).toEqual(['noticia-3', 'noticia-2', 'noticia-1', 'noticia-0']);
    expect(rest.body.data.remaining).toBe(0);
  });

  it('gives each card a short text of at most 256 characters and a cover or a gallery picture', async () => {
    const { body } = await call(app, { method: 'GET', url: '/api/v2/news/pub?rs=0' });
    const [withCover, withoutCover] = body.data.news;
    expect(withCover.cover).toEqual({ path: cover.path });
    expect(withCover.coverID).toBe(cover.id);
    expect(withCover.has_files).toBe(true);
    expect(withoutCover.cover).toBeNull();
    expect(withoutCover.gallery).toMatch(/^\/images\/gallery\/gallery-(0[1-9]|1\d|2[0-4])\.svg$/);
    for (const card of body.data.news) {
      for (const lang of ['es', 'eus', 'en']) {
        expect(card.translations[lang].text.length).toBeLessThanOrEqual(256);
        expect(card.translations[lang].text).not.toContain('<');
      }
    }
  });

  it('uses a Basque text only when longer than 64 characters, Spanish otherwise (and for English here)', async () => {
    const { body } = await call(app, { method: 'GET', url: '/api/v2/news/pub?rs=0' });
    const [nine, eight] = body.data.news;
    expect(nine.translations.eus).toMatchObject({ lang: 'eus', title: 'Albistea 9' });
    expect(eight.translations.eus).toMatchObject({ lang: 'es', title: 'Noticia 8' });
    expect(nine.translations.en).toMatchObject({ lang: 'es', title: 'Noticia 9' });
  });

  it('refuses a malformed batch number with 400', async () => {
    for (const rs of ['2', 'abc', '-1']) {
      const res = await call(app, { method: 'GET', url: `/api/v2/news/pub?rs=${rs}` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: 0, code: 'validation' });
    }
  });

  it('GET news/details by either slug returns the item with its files, which download with a name', async () => {
    const res = await call(app, { method: 'GET', url: '/api/v2/news/details/?slug=noticia-9' });
    expect(res.status).toBe(200);
    const item = res.body.data;
    expect(item).toMatchObject({ slug_es: 'noticia-9', slug_en: 'news-9', date: date(9), cover: { path: cover.path } });
    expect(item.translations.es.title).toBe('Noticia 9');
    expect(item.translations.eus.title).toBe('Albistea 9');
    expect(item.files).toEqual([
      { id: attachment.id, filename: 'Resultados Bizkaia.pdf', mime_type: 'application/pdf', size: pdf.length, path: attachment.path },
    ]);
    const byEn = await call(app, { method: 'GET', url: '/api/v2/news/details?slug=news-9' });
    expect(byEn.body.data.id).toBe(item.id);

    const file = await app.inject({ method: 'GET', url: `${item.files[0].path}?download=1` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Resultados Bizkaia.pdf"');
    const coverRes = await app.inject({ method: 'GET', url: cover.path });
    expect(coverRes.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 for an unknown, odd or unpublished slug and 400 for an empty or huge one, never 5xx', async () => {
    for (const slug of ['no-existe', "'; drop table news; --", '%00', '../../etc/passwd', 'borrador']) {
      const res = await call(app, { method: 'GET', url: `/api/v2/news/details?slug=${encodeURIComponent(slug)}` });
      expect(res.status, slug).toBe(404);
      expect(res.body).toMatchObject({ success: 0, code: 'news_not_found' });
    }
    expect((await call(app, { method: 'GET', url: '/api/v2/news/details?slug=' })).status).toBe(400);
    expect((await call(app, { method: 'GET', url: '/api/v2/news/details' })).status).toBe(400);
    expect((await call(app, { method: 'GET', url: `/api/v2/news/details?slug=${'a'.repeat(400)}` })).status).toBe(400);
  });

  it('never lets a script through: stored content is sanitised, and so is what is served', async () => {
    const evil =
      '<p onclick="alert(1)">Hola</p><script>alert("x")</script><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">uno</a><a href="JaVaScRiPt&colon;alert(1)">dos</a><a href="https://cngetxo.eus">club</a>' +
      '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>' +
      para('Resto');
    await createNews(ctx, {
      date: '2025-01-01',
      slugEs: 'maliciosa',
      slugEn: null,
      coverFileId: null,
      fileIds: [],
      translations: [
        {
          lang: 'es',
          title: '<script>alert(1)</script>Título <b>limpio</b>',
          description: '<img src=x onerror=alert(1)>Desc',
          content: evil,
        },
      ],
    });
    const stored = await ctx.db.select().from(newsTranslations);
    const row = stored.find((r) => r.title.includes('limpio'))!;
    for (const text of [row.title, row.description, row.content]) {
      expect(text).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<img|<svg/i);
    }
    expect(row.title).toBe('Título limpio');
    expect(row.content).toContain('<a href="https://cngetxo.eus" rel="noopener noreferrer" target="_blank">club</a>');

    // A row written around the service (a console, an old import) is cleaned on the way out.
    const [raw] = await ctx.db.insert(news).values({ date: '2025-01-02', slugEs: 'cruda' }).returning();
    await ctx.db
      .insert(newsTranslations)
      .values({ newsId: raw!.id, lang: 'es', title: '<script>alert(2)</script>Cruda', description: '', content: evil });
    for (const slug of ['maliciosa', 'cruda']) {
      const res = await app.inject({ method: 'GET', url: `/api/v2/news/details?slug=${slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<img|<svg/i);
      expect(res.json().data.translations.es.content).toContain('<p>Hola</p>');
    }
    const list = await app.inject({ method: 'GET', url: '/api/v2/news/pub?rs=1' });
    expect(list.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('GET landing/news returns the latest items with a 128-character excerpt and a cover path or null', async () => {
    const res = await call(app, { method: 'GET', url: '/api/v2/landing/news' });
    expect(res.status).toBe(200);
    const items = res.body.data.news;
    expect(items).toHaveLength(NEWS.landingCount);
    expect(items[0]).toMatchObject({ slug: 'noticia-9', date: date(9), title: 'Noticia 9', cover: cover.path });
    expect(items[1].cover).toBeNull();
    expect(items[1].gallery).toMatch(/^\/images\/gallery\//);
    for (const item of items) {
      expect(item.text.length).toBeLessThanOrEqual(128);
      expect(item.text.length).toBeGreaterThan(64);
    }
    const eus = await call(app, { method: 'GET', url: '/api/v2/landing/news?lang=eus' });
    expect(eus.body.data.news[0].title).toBe('Albistea 9');
    expect(eus.body.data.news[1].title).toBe('Noticia 8');
    expect((await call(app, { method: 'GET', url: '/api/v2/landing/news?lang=fr' })).status).toBe(400);
  });
});
