import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/activities.js';
import { seedActivities } from '../../seed/activities.seed.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { makeCourse, uuid } from '../../test/activities-fixtures.js';

describe('activities catalogue (public)', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');
  const changed: string[] = [];
  ctx.onContentChanged = (area) => void changed.push(area);
  await seedActivities(ctx);
  await seedActivities(ctx); // a restart adds nothing twice

  const get = (url: string) => call(app, { method: 'GET', url });

  it('seeds the demo catalogue once, through the office service, with the multi-option camp as id 106', async () => {
    const all = await ctx.db.select().from(courses);
    expect(all.length).toBe(10);
    expect(new Set(all.map((c) => c.slugEs)).size).toBe(10);
    const camp = all.find((c) => c.id === 106)!;
    expect(camp.slugEs).toBe('campus-verano-multideporte');
    expect(camp.multiReductions).toEqual({ basic: [10, 30, 60, 100, 150], extended: [10, 30, 60, 100, 150] });
    expect(changed.filter((a) => a === 'courses').length).toBe(10);
    // The serial continues above 106.
    const next = await makeCourse(ctx, { date: '2026-04-01', published: 0 });
    expect(next.id).toBeGreaterThan(106);
  });

  it('keeps the landing page working with the courses created through the service', async () => {
    const res = await get('/api/v2/landing/courses');
    expect(res.body.data.courses.length).toBe(6);
    expect(res.body.data.courses.map((c: { slug_es: string }) => c.slug_es)).not.toContain('travesia-puerto-viejo');
  });

  it('lists the active courses soonest first, without expired or unpublished ones', async () => {
    const res = await get('/api/v2/courses/active/');
    expect(res.status).toBe(200);
    const list = res.body.data as { slug_es: string; date: string; translations: { title_eus: string } }[];
    expect(list.map((c) => c.slug_es)).not.toContain('travesia-puerto-viejo');
    expect(list.every((c) => c.date >= '2026-03-02')).toBe(true);
    expect([...list].sort((a, b) => a.date.localeCompare(b.date))).toEqual(list);
    expect(list.length).toBe(9);
  });

  it('filters the lists by category', async () => {
    const c = await makeCourse(ctx, { date: '2026-05-01', category_id: 7 });
    const seven = await get('/api/v2/courses/active/?cat=7');
    expect(seven.body.data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await get('/api/v2/courses/active/?cat=8')).body.data).toEqual([]);
    expect((await get('/api/v2/courses/active/?cat=abc')).status).toBe(400);
  });

  it('pages the expired courses ten at a time, most recent first, until an empty page', async () => {
    for (let i = 1; i <= 11; i++) await makeCourse(ctx, { date: `2025-10-${String(i + 10).padStart(2, '0')}` });
    const first = await get('/api/v2/courses/expired/?skip=0');
    expect(first.body.data.length).toBe(10);
    expect(first.body.data[0].slug_es).toBe('travesia-puerto-viejo');
    const second = await get('/api/v2/courses/expired/?skip=10');
    expect(second.body.data.length).toBe(2);
    expect((await get('/api/v2/courses/expired/?skip=20')).body.data).toEqual([]);
    // allow_override_signupdate keeps a started course among the active ones.
    const kept = await makeCourse(ctx, { date: '2026-02-01', allow_override_signupdate: 1 });
    expect((await get('/api/v2/courses/active')).body.data.map((x: { id: number }) => x.id)).toContain(kept.id);
  });

  it('lists the summer courses: June, July and the end of May', async () => {
    const res = await get('/api/v2/courses/summer');
    const slugs = res.body.data.map((c: { slug_es: string }) => c.slug_es);
    // Aquagym starts on 31 May (seed day + 90): the end-of-May rule puts it on the summer page.
    expect(slugs).toEqual(['aquagym-gobela', 'cursillos-verano-natacion', 'campus-verano-multideporte']);
    const may = await makeCourse(ctx, { date: '2026-05-26' });
    const earlyMay = await makeCourse(ctx, { date: '2026-05-10' });
    const ids = (await get('/api/v2/courses/summer')).body.data.map((c: { id: number }) => c.id);
    expect(ids).toContain(may.id);
    expect(ids).not.toContain(earlyMay.id);
  });

  it('answers the details of a course with variants, prices in euros, form and files', async () => {
    const res = await get('/api/v2/courses/details/?slug=cursillo-intensivo-natacion-infantil');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      slug_es: 'cursillo-intensivo-natacion-infantil',
      has_variants: 1,
      price_guests: 75,
      price_members: 60,
      requires_card_payment: 1,
      age_min_months: 60,
      date_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(d.variants.map((v: { poolID: number; price: string }) => [v.poolID, v.price])).toEqual([
      [1, '75,00'],
      [1, '75,00'],
      [2, '70,00'],
      [2, '55,50'],
    ]);
    expect(d.variants[3].selected_days).toEqual([0, 2, 4]);
    expect(d.cover.path).toMatch(/^\/files\/\d+\//);
    const camp = (await get('/api/v2/courses/details/?slug=campus-waterpolo')).body.data;
    expect(camp.signup_form_data.map((f: { type: string }) => f.type).sort()).toEqual(
      ['checkbox', 'date', 'file', 'number', 'radio', 'separator', 'text', 'text_header', 'textarea'].sort(),
    );
    const multi = (await get('/api/v2/courses/details/?slug=campus-verano-multideporte')).body.data;
    expect(multi.id).toBe(106);
    expect(multi.price_multi[0]).toMatchObject({ price_base: 95, price_extended: 125, has_extended_schedule: 1 });
    const open = (await get('/api/v2/courses/details/?slug=bautismo-aguas-abiertas-ereaga')).body.data;
    expect(open.date_end).toBe('0000-01-01');
    expect(open.requires_membership).toBe(1);
  });

  it('answers the details of every demo course in the reply shape', async () => {
    const all = await ctx.db.select({ slug: courses.slugEs }).from(courses).where(eq(courses.published, true));
    for (const { slug } of all) {
      const res = await get(`/api/v2/courses/details/?slug=${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body.data.slug_es).toBe(slug);
    }
  });

  it('answers 404 for an unknown or unpublished course', async () => {
    expect((await get('/api/v2/courses/details/?slug=no-existe')).status).toBe(404);
    const hidden = await makeCourse(ctx, { date: '2026-06-01', published: 0 });
    expect((await get(`/api/v2/courses/details/?slug=${hidden.slug_es}`)).status).toBe(404);
    expect((await get('/api/v2/courses/details/')).status).toBe(400);
  });

  it('answers the remaining seats of a variant by uuid or index, and unlimited without variants', async () => {
    const slug = 'cursillo-intensivo-natacion-infantil';
    const byUuid = await call(app, {
      method: 'POST',
      url: '/api/v2/courses/availability',
      payload: { slug, variant: '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e04' },
    });
    expect(byUuid.body).toEqual({ success: 1, data: { seats: 8 } });
    const byIndex = await call(app, { method: 'POST', url: '/api/v2/courses/availability', payload: { slug, variant: 2 } });
    expect(byIndex.body.data.seats).toBe(10);
    const unknown = await call(app, { method: 'POST', url: '/api/v2/courses/availability', payload: { slug, variant: uuid(99) } });
    expect(unknown.status).toBe(404);
    const free = await call(app, { method: 'POST', url: '/api/v2/courses/availability', payload: { slug: 'aquagym-gobela' } });
    expect(free.body.data.seats).toBe(999);
    const bad = await call(app, { method: 'POST', url: '/api/v2/courses/availability', payload: { slug: 5 } });
    expect(bad.status).toBe(400);
  });

  it('unpublishing a course hides it from every list', async () => {
    await ctx.db.update(courses).set({ published: false }).where(eq(courses.slugEs, 'aquagym-gobela'));
    expect((await get('/api/v2/courses/active')).body.data.map((c: { slug_es: string }) => c.slug_es)).not.toContain('aquagym-gobela');
    await ctx.db.update(courses).set({ published: true }).where(eq(courses.slugEs, 'aquagym-gobela'));
  });

  it('keeps the office routes for administrators: 401 without token, 403 for a member', async () => {
    const member = await createUser(ctx);
    const token = await createSession(ctx, member.id);
    const body = { translations: { title_es: 'Nuevo' }, date: '2026-05-05' };
    expect((await call(app, { method: 'POST', url: '/api/admin/courses', payload: body })).status).toBe(401);
    expect((await call(app, { method: 'POST', url: '/api/admin/courses', payload: body, token })).status).toBe(403);
    expect((await call(app, { method: 'PUT', url: '/api/admin/courses/106', payload: body, token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/admin/courses/106/signups', token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/admin/courses/106/signups' })).status).toBe(401);
    expect((await call(app, { method: 'POST', url: '/api/admin/signups/1/status', payload: { status: 4 }, token })).status).toBe(403);
  });
});
