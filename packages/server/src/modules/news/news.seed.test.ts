import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news } from '../../db/schema/news.js';
import { quizLinks, quizzes } from '../../db/schema/quiz.js';
import { seedNews } from '../../seed/news.seed.js';
import { demoQuizLinks, seedQuiz } from '../../seed/quiz.seed.js';
import { call, createTestApp } from '../../test/helpers.js';

describe('demo news and quiz', async () => {
  const { app, ctx } = await createTestApp();
  await seedNews(ctx);
  await seedQuiz(ctx);

  it('is idempotent', async () => {
    await seedNews(ctx);
    await seedQuiz(ctx);
    const [n] = await ctx.db.select({ n: count() }).from(news);
    expect(n!.n).toBeGreaterThanOrEqual(10);
    expect(n!.n).toBeLessThanOrEqual(14);
    const [q] = await ctx.db.select({ n: count() }).from(quizzes);
    expect(q!.n).toBe(1);
    const [l] = await ctx.db.select({ n: count() }).from(quizLinks);
    expect(l!.n).toBe(4);
  });

  it('spreads the news over the last year, some with covers, some with files, in Spanish and Basque', async () => {
    const first = (await call(app, { method: 'GET', url: '/api/v2/news/pub?rs=0' })).body.data;
    const rest = (await call(app, { method: 'GET', url: '/api/v2/news/pub?rs=1' })).body.data;
    const all = [...first.news, ...rest.news];
    const today = ctx.now().toISOString().slice(0, 10);
    const yearAgo = new Date(ctx.now().getTime() - 366 * 86_400_000).toISOString().slice(0, 10);
    expect(all.every((n: any) => n.date <= today && n.date >= yearAgo)).toBe(true);
    expect(all.some((n: any) => n.cover) && all.some((n: any) => !n.cover)).toBe(true);
    expect(all.filter((n: any) => n.has_files).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((n: any) => n.translations.eus.lang === 'eus').length).toBeGreaterThanOrEqual(10);

    for (const card of all.filter((n: any) => n.cover || n.has_files)) {
      const item = (await call(app, { method: 'GET', url: `/api/v2/news/details?slug=${card.slug_es}` })).body.data;
      if (item.cover) {
        const res = await app.inject({ method: 'GET', url: item.cover.path });
        expect(res.headers['content-type']).toContain('image/svg+xml');
      }
      for (const f of item.files) {
        const res = await app.inject({ method: 'GET', url: `${f.path}?download=1` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
      }
    }
  });

  it('opens the general and one-person links and refuses the expired one', async () => {
    const general = await call(app, { method: 'GET', url: `/api/v2/quiz/quiz?link_id=${demoQuizLinks.general}` });
    expect(general.body.data.title_es).toBe('Encuesta de satisfacción de la temporada');
    expect(new Set(general.body.data.quiz.map((i: any) => i.type))).toEqual(
      new Set(['text', 'textarea', 'date', 'checkbox', 'radio', 'file']),
    );
    const mine = await call(app, { method: 'GET', url: `/api/v2/quiz/quiz?link_id=${demoQuizLinks.onePerson}` });
    expect(mine.body.data.single_use).toBe(true);
    const expired = await call(app, { method: 'GET', url: `/api/v2/quiz/quiz?link_id=${demoQuizLinks.expired}` });
    expect(expired.body).toEqual({ success: 0, code: 1 });
  });
});
