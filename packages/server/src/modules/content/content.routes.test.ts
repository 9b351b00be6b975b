import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/activities.js';
import { banners, recordGroups, slides, teamMembers } from '../../db/schema/content.js';
import { seedContent } from '../../seed/content.seed.js';
import { call, createTestApp } from '../../test/helpers.js';

/** The text drawn on a pdf-lib PDF: its content streams inflated and their hex strings decoded (WinAnsi ≈ latin1). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const text = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
      for (const h of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(h[1]!, 'hex').toString('latin1'));
    } catch {
      // Not a deflated stream (fonts, images): nothing to read.
    }
  }
  return out.join('\n');
}

describe('public content', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');
  await seedContent(ctx);

  describe('GET landing/slider', () => {
    it('lists the slides in both languages with a cover the server serves', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/landing/slider' });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(1);
      const slider = res.body.data.slider;
      expect(slider.length).toBe(3);
      expect(slider[0]).toMatchObject({ header_text_es: expect.stringContaining('2025-2026'), link: '/actividades/temporada' });
      expect(slider[0].header_text_eus).toContain('denboraldia');
      expect(slider[0].cover.fileType).toBe('image/svg+xml');
      const img = await app.inject({ method: 'GET', url: slider[0].cover.path });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toContain('image/svg+xml');
      expect(img.body).toContain('<svg');
    });

    it('hides slides marked invisible and answers an empty list when none are left', async () => {
      await ctx.db.update(slides).set({ visible: false });
      const res = await call(app, { method: 'GET', url: '/api/v2/landing/slider/' });
      expect(res.body.data.slider).toEqual([]);
      await ctx.db.update(slides).set({ visible: true });
    });
  });

  describe('GET landing/banners', () => {
    it('lists the banners shown today with their English texts', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/landing/banners' });
      expect(res.status).toBe(200);
      expect(res.body.data.banners.length).toBe(3);
      expect(res.body.data.banners[0]).toMatchObject({
        header_text_es: 'Control de marcas en Fadura',
        header_text_eng: 'Time trials at Fadura',
        cover: { path: expect.stringMatching(/^\/files\/\d+\//) },
      });
    });

    it('leaves out banners outside their date window', async () => {
      const [first] = await ctx.db.select().from(banners).limit(1);
      await ctx.db.update(banners).set({ shownUntil: '2026-03-01' }).where(eq(banners.id, first!.id));
      const [second] = await ctx.db.select().from(banners).where(eq(banners.position, 2));
      await ctx.db.update(banners).set({ shownFrom: '2026-03-09' }).where(eq(banners.id, second!.id));
      const res = await call(app, { method: 'GET', url: '/api/v2/landing/banners' });
      expect(res.body.data.banners.map((b: { id: number }) => b.id)).not.toContain(first!.id);
      expect(res.body.data.banners.length).toBe(1);
      clock.set('2026-03-09T10:00:00Z');
      const later = await call(app, { method: 'GET', url: '/api/v2/landing/banners' });
      expect(later.body.data.banners.length).toBe(2);
      clock.set('2026-03-02T10:00:00Z');
      await ctx.db.update(banners).set({ shownFrom: null, shownUntil: null });
    });
  });

  describe('GET landing/courses', () => {
    it('lists upcoming courses (start today or later) soonest first, without past ones', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/landing/courses' });
      expect(res.status).toBe(200);
      const list = res.body.data.courses as { slug_es: string; date: string; date_end: string; translations: Record<string, string> }[];
      expect(list.length).toBe(5);
      expect(list.map((c) => c.slug_es)).not.toContain('travesia-puerto-viejo');
      expect(list.every((c) => c.date >= '2026-03-02')).toBe(true);
      expect([...list].sort((a, b) => a.date.localeCompare(b.date))).toEqual(list);
      expect(list[0]!.translations.title_eus).toBe('Haurrentzako igeriketa ikastaro trinkoa');
      const openWater = list.find((c) => c.slug_es === 'bautismo-aguas-abiertas-ereaga')! as (typeof list)[number] & {
        location: string;
        location_eus: string;
      };
      expect(openWater.date_end).toBe('0000-01-01');
      // Its place in both languages, the page shows the reader's.
      expect([openWater.location, openWater.location_eus]).toEqual(['Playa de Ereaga', 'Ereagako hondartza']);
    });

    it('counts a course that starts today and drops it the day after; unpublished courses never show', async () => {
      const [first] = await ctx.db.select().from(courses).where(eq(courses.slugEs, 'cursillo-intensivo-natacion-infantil'));
      clock.set(`${first!.date}T08:00:00Z`);
      let res = await call(app, { method: 'GET', url: '/api/v2/landing/courses' });
      expect(res.body.data.courses[0].slug_es).toBe('cursillo-intensivo-natacion-infantil');
      clock.advance(24 * 3600 * 1000);
      res = await call(app, { method: 'GET', url: '/api/v2/landing/courses' });
      expect(res.body.data.courses.map((c: { slug_es: string }) => c.slug_es)).not.toContain('cursillo-intensivo-natacion-infantil');
      clock.set('2026-03-02T10:00:00Z');
      await ctx.db.update(courses).set({ published: false }).where(eq(courses.slugEs, 'campus-waterpolo'));
      res = await call(app, { method: 'GET', url: '/api/v2/landing/courses' });
      expect(res.body.data.courses.map((c: { slug_es: string }) => c.slug_es)).not.toContain('campus-waterpolo');
      await ctx.db.update(courses).set({ published: true });
    });
  });

  describe('GET records/getrecords/', () => {
    it('lists each record group with its title and files', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/records/getrecords/' });
      expect(res.status).toBe(200);
      const groups = res.body.data as { title: string; title_eus: string; files: { data: { path: string; filename: string } }[] }[];
      expect(groups.length).toBe(4);
      expect(groups[0]!.title).toBe('Récords absolutos · piscina de 25 metros');
      expect(groups[0]!.files.map((f) => f.data.filename)).toEqual([
        'Records absolutos femeninos 25m.pdf',
        'Records absolutos masculinos 25m.pdf',
      ]);
      const eus = await call(app, { method: 'GET', url: '/api/v2/records/getrecords/?lang=eus' });
      expect(eus.body.data[0].title).toBe('Errekor absolutuak · 25 metroko igerilekua');
    });

    it('serves a record file as a PDF download with its name', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/records/getrecords' });
      const file = res.body.data[0].files[0].data;
      const dl = await app.inject({ method: 'GET', url: `${file.path}?download=1` });
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-type']).toBe('application/pdf');
      expect(dl.headers['content-disposition']).toContain('attachment; filename="Records absolutos femeninos 25m.pdf"');
      expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(dl.rawPayload);
      expect(text).toContain('Récords del club · Klubeko errekorrak');
      expect(text).toContain('1500 libre m');
      const pdf = await PDFDocument.load(dl.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    });

    it('rejects an unknown language with 400', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/records/getrecords/?lang=fr' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: 0, code: 'validation' });
    });

    it('answers an empty list when no group is published', async () => {
      await ctx.db.update(recordGroups).set({ visible: false });
      const res = await call(app, { method: 'GET', url: '/api/v2/records/getrecords/' });
      expect(res.body).toEqual({ success: 1, data: [] });
      await ctx.db.update(recordGroups).set({ visible: true });
    });
  });

  describe('GET memberships/membership_types/', () => {
    it('lists the membership types with the fees and months of the season', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/memberships/membership_types/' });
      expect(res.status).toBe(200);
      const types = res.body.data as {
        type: number;
        gibke_member_type_name_es: string;
        price_month: string;
        months: number;
        first_month: number;
        last_month: number;
      }[];
      const byName = Object.fromEntries(types.map((t) => [t.gibke_member_type_name_es, t]));
      expect(byName['Escuela de waterpolo']).toMatchObject({ price_month: '27.00', months: 10, first_month: 9, last_month: 6, type: 1 });
      expect(byName['Equipo federado de waterpolo']).toMatchObject({ price_month: '37.00', months: 10, type: 2 });
      expect(byName['Equipo escuela de natación']).toMatchObject({ price_month: '37.00', months: 10 });
      expect(byName['Equipo escuela de natación sin licencia']).toMatchObject({ price_month: '27.00', months: 10, type: 0 });
      expect(byName['Equipo federado de natación']).toMatchObject({ price_month: '37.00', months: 11, last_month: 7, type: 3 });
      expect(res.body.data[0]).toHaveProperty('member_type_description_eus');
    });
  });

  describe('GET content/team', () => {
    it('gives the four swimming coaches and the contact mail', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/content/team?section=swimming' });
      expect(res.status).toBe(200);
      expect(res.body.data.section).toMatchObject({ key: 'swimming', contact_email: 'igeriketa@cngetxo.eus' });
      expect(res.body.data.members.length).toBe(4);
      expect(res.body.data.members[0].photo.path).toMatch(/\.svg$/);
    });

    it('gives six water-polo players with their cap numbers and the board with its roles', async () => {
      const wp = await call(app, { method: 'GET', url: '/api/v2/content/team?section=waterpolo' });
      expect(wp.body.data.members.length).toBe(6);
      expect(wp.body.data.members.every((m: { number: number | null }) => typeof m.number === 'number')).toBe(true);
      const board = await call(app, { method: 'GET', url: '/api/v2/content/team?section=board' });
      expect(board.body.data.members[0]).toMatchObject({ role_es: 'Presidente', role_eus: 'Lehendakaria' });
    });

    it('hides a member marked invisible', async () => {
      const [coach] = await ctx.db.select().from(teamMembers).where(eq(teamMembers.section, 'swimming')).limit(1);
      await ctx.db.update(teamMembers).set({ visible: false }).where(eq(teamMembers.id, coach!.id));
      const res = await call(app, { method: 'GET', url: '/api/v2/content/team?section=swimming' });
      expect(res.body.data.members.length).toBe(3);
      await ctx.db.update(teamMembers).set({ visible: true }).where(eq(teamMembers.id, coach!.id));
    });

    it('rejects a missing or unknown section with 400', async () => {
      expect((await call(app, { method: 'GET', url: '/api/v2/content/team' })).status).toBe(400);
      const bad = await call(app, { method: 'GET', url: '/api/v2/content/team?section=%27%3Bdrop' });
      expect(bad.status).toBe(400);
      expect(bad.body.ext).toContain('section');
    });
  });

  describe('GET content/history and content/schedules', () => {
    it('lists the milestones in year order with photos', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/content/history' });
      expect(res.status).toBe(200);
      const years = res.body.data.milestones.map((m: { year: number }) => m.year);
      expect(years).toEqual([...years].sort((a, b) => a - b));
      expect(res.body.data.milestones[0]).toMatchObject({ year: 1971, title_eus: 'Sorrera Algortan' });
      expect(res.body.data.section.title_es).toBe('Nuestra historia');
    });

    it('lists the timetable with pools 1 and 2 and days Monday first', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/content/schedules' });
      expect(res.status).toBe(200);
      const slots = res.body.data.slots as { pool_id: number; days: number[] }[];
      expect(new Set(slots.map((s) => s.pool_id))).toEqual(new Set([1, 2]));
      for (const s of slots) expect(s.days).toEqual([...s.days].sort((a, b) => a - b));
      expect(res.body.data.section.title_es).toContain('2025-2026');
    });
  });

  describe('GET content/legal/:doc', () => {
    it('gives the terms with their two tabs and the privacy policy with five, in the language asked for', async () => {
      const terms = await call(app, { method: 'GET', url: '/api/v2/content/legal/terms?lang=es' });
      expect(terms.body.data.sections.map((s: { key: string }) => s.key)).toEqual(['general', 'cookies']);
      const privacy = await call(app, { method: 'GET', url: '/api/v2/content/legal/privacy?lang=eus' });
      expect(privacy.body.data).toMatchObject({ lang: 'eus', title: 'Pribatutasun politika' });
      expect(privacy.body.data.sections.length).toBe(5);
      const all = privacy.body.data.sections.map((s: { body: string }) => s.body).join('\n');
      expect(all).toContain('12 hilabetez');
      expect(all).toContain('datuak@cngetxo.eus');
      expect(all).toContain('Posta arruntez');
    });

    it('gives the six tabs of the club rules with the figures of the rules', async () => {
      const res = await call(app, { method: 'GET', url: '/api/v2/content/legal/rules' });
      const keys = res.body.data.sections.map((s: { key: string }) => s.key);
      expect(keys).toEqual(['preamble', 'athletes', 'staff', 'competitions', 'disciplinary', 'sanctions']);
      const text = res.body.data.sections.map((s: { body: string }) => s.body).join('\n');
      for (const phrase of [
        'más del 30% de los entrenamientos',
        'hasta la expulsión de hasta una semana',
        'entre 1 y 15 días',
        'desde 15 días hasta la expulsión definitiva',
        'de 5 días hábiles para presentar alegaciones',
        'en el plazo de 10 días hábiles',
        'en el plazo de 30 días',
        'entre 5 y 20 días hábiles',
        'prescriben a los 3 años',
        '(1 año)',
        '(1 mes)',
      ]) {
        expect(text).toContain(phrase);
      }
    });

    it('answers English readers with the Spanish text, an unknown document with 404 and a bad language with 400', async () => {
      const en = await call(app, { method: 'GET', url: '/api/v2/content/legal/terms?lang=en' });
      expect(en.body.data.lang).toBe('es');
      const missing = await call(app, { method: 'GET', url: '/api/v2/content/legal/nope' });
      expect(missing.status).toBe(404);
      expect(missing.body.success).toBe(0);
      expect((await call(app, { method: 'GET', url: '/api/v2/content/legal/terms?lang=xx' })).status).toBe(400);
    });
  });

  describe('GET content/legal/:doc/pdf', () => {
    it('builds the club rules PDF from the same text as the page, in Spanish', async () => {
      const page = await call(app, { method: 'GET', url: '/api/v2/content/legal/rules?lang=es' });
      const res = await app.inject({ method: 'GET', url: '/api/v2/content/legal/rules/pdf?lang=es' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Normativa%20interna%20-%20Club%20Nataci%C3%B3n%20Getxo.pdf");
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      for (const s of page.body.data.sections as { title: string }[]) expect(text).toContain(s.title);
      expect(text).toContain('Régimen disciplinario');
      expect(text).toContain('Normativa interna');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getTitle()).toContain('Normativa interna');
    });

    it('builds the statutes in Basque with the Basque name', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v2/content/legal/statutes/pdf?lang=eus' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Estatutuak - Getxo Igeriketa Kluba.pdf"');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('I. kapitulua. Izena, egoitza eta xedea');
      expect(text).toContain('Estatutuak');
    });

    it('refuses documents without a PDF (404) and languages without one (400)', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/v2/content/legal/terms/pdf' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/v2/content/legal/%2e%2e/pdf' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/v2/content/legal/rules/pdf?lang=en' })).statusCode).toBe(400);
    });
  });

  describe('seeding', () => {
    it('adds nothing when run again', async () => {
      const before = await call(app, { method: 'GET', url: '/api/v2/landing/slider' });
      const team = await call(app, { method: 'GET', url: '/api/v2/content/team?section=board' });
      await seedContent(ctx);
      expect((await call(app, { method: 'GET', url: '/api/v2/landing/slider' })).body.data.slider.length).toBe(
        before.body.data.slider.length,
      );
      expect((await call(app, { method: 'GET', url: '/api/v2/content/team?section=board' })).body.data.members.length).toBe(
        team.body.data.members.length,
      );
    });
  });
});

describe('public content on an empty database', async () => {
  const { app } = await createTestApp();

  it('answers empty lists, never an error', async () => {
    expect((await call(app, { method: 'GET', url: '/api/v2/landing/slider' })).body).toEqual({ success: 1, data: { slider: [] } });
    expect((await call(app, { method: 'GET', url: '/api/v2/landing/banners' })).body).toEqual({ success: 1, data: { banners: [] } });
    expect((await call(app, { method: 'GET', url: '/api/v2/landing/courses' })).body).toEqual({ success: 1, data: { courses: [] } });
    expect((await call(app, { method: 'GET', url: '/api/v2/records/getrecords/' })).body).toEqual({ success: 1, data: [] });
    expect((await call(app, { method: 'GET', url: '/api/v2/memberships/membership_types/' })).body).toEqual({ success: 1, data: [] });
    const team = await call(app, { method: 'GET', url: '/api/v2/content/team?section=swimming' });
    expect(team.status).toBe(200);
    expect(team.body.data.members).toEqual([]);
  });

  it('answers 404 for a legal document that was never loaded', async () => {
    expect((await call(app, { method: 'GET', url: '/api/v2/content/legal/rules' })).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v2/content/legal/rules/pdf' })).statusCode).toBe(404);
  });
});
