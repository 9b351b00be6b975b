import { madridDate } from '@club/domain/shared/dates';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.js';
import {
  banners,
  historyMilestones,
  legalDocuments,
  legalSections,
  membershipTypes,
  recordFiles,
  recordGroups,
  slides,
  teamMembers,
  teamSections,
  trainingSchedules,
} from '../db/schema/content.js';
import { buildRecordsPdf } from '../writers/records-pdf.js';
import { seedLandingCourses } from './activities.seed.js';
import { storeFile } from '../modules/files/files.service.js';
import * as landing from './assets/content/landing.js';
import { privacyDocument } from './assets/content/legal/privacy.js';
import { rulesDocument } from './assets/content/legal/rules.js';
import { statutesDocument } from './assets/content/legal/statutes.js';
import { termsDocument } from './assets/content/legal/terms.js';
import { membershipTypes as membershipSeeds } from './assets/content/memberships.js';
import { recordGroups as recordSeeds } from './assets/content/records.js';
import { PALETTES, portraitSvg, sceneSvg, type Palette, type SceneKind } from './assets/content/svg.js';
import * as team from './assets/content/team.js';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'mailer' | 'onContentChanged'>;

/** The sports season of a day: it starts in September ('2025-2026'). */
export function seasonOf(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const start = m >= 7 ? y : y - 1;
  return `${start}-${start + 1}`;
}

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function isEmpty(ctx: Ctx, table: PgTable): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0) === 0;
}

const storeSvg = (ctx: Ctx, filename: string, svg: string) =>
  storeFile(ctx, { purpose: 'content', filename, mimeType: 'image/svg+xml', content: Buffer.from(svg) });

const storeScene = (ctx: Ctx, filename: string, kind: SceneKind, palette: Palette, size: [number, number], label: string, aged = false) =>
  storeSvg(ctx, filename, sceneSvg(kind, { width: size[0], height: size[1], palette, label, aged }));

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Demo content of the public site: slides, banners, upcoming courses, record groups with their
 * PDF tables, membership types, team pages, history, timetables and the legal texts. Each part
 * is seeded only when its table is empty, so a restart adds nothing twice and the office's own
 * edits are never overwritten.
 */
export async function seedContent(ctx: Ctx): Promise<void> {
  const today = madridDate(ctx.now());
  const season = seasonOf(today);

  if (await isEmpty(ctx, slides)) {
    let position = 0;
    for (const s of landing.slides(season)) {
      const cover = await storeScene(ctx, `slide-${++position}.svg`, s.scene, s.palette, [1200, 520], s.header_text_es);
      const { scene: _scene, palette: _palette, ...texts } = s;
      await ctx.db.insert(slides).values({
        headerTextEs: texts.header_text_es,
        headerTextEus: texts.header_text_eus,
        subTextEs: texts.sub_text_es,
        subTextEus: texts.sub_text_eus,
        link: texts.link,
        coverFileId: cover.id,
        position,
      });
    }
  }

  if (await isEmpty(ctx, banners)) {
    let position = 0;
    for (const b of landing.banners) {
      const cover = await storeScene(ctx, `banner-${++position}.svg`, b.scene, b.palette, [600, 340], b.header_text_es);
      await ctx.db.insert(banners).values({
        headerTextEs: b.header_text_es,
        headerTextEus: b.header_text_eus,
        headerTextEng: b.header_text_eng,
        subTextEs: b.sub_text_es,
        subTextEus: b.sub_text_eus,
        subTextEng: b.sub_text_eng,
        link: b.link,
        coverFileId: cover.id,
        position,
      });
    }
  }

  // The landing's upcoming courses go through the office's course service (issue 8).
  await seedLandingCourses(ctx);
  if (await isEmpty(ctx, recordGroups)) {
    const [y, m, d] = addDays(today, -30).split('-');
    let position = 0;
    for (const g of recordSeeds(`${d}/${m}/${y}`)) {
      const [group] = await ctx.db
        .insert(recordGroups)
        .values({ titleEs: g.title_es, titleEus: g.title_eus, position: ++position })
        .returning({ id: recordGroups.id });
      let filePosition = 0;
      for (const f of g.files) {
        const stored = await storeFile(ctx, {
          purpose: 'records',
          filename: f.filename,
          mimeType: 'application/pdf',
          content: await buildRecordsPdf(f.sheet),
        });
        await ctx.db.insert(recordFiles).values({ groupId: group!.id, fileId: stored.id, position: ++filePosition });
      }
    }
  }

  if (await isEmpty(ctx, membershipTypes)) {
    await ctx.db.insert(membershipTypes).values(
      membershipSeeds.map((t, i) => ({
        type: t.type,
        nameEs: t.name_es,
        nameEus: t.name_eus,
        descriptionEs: t.description_es,
        descriptionEus: t.description_eus,
        priceMonth: t.price_month,
        months: t.months,
        firstMonth: t.first_month,
        lastMonth: t.last_month,
        includesLicence: t.includes_licence,
        position: i + 1,
      })),
    );
  }

  await ctx.db
    .insert(teamSections)
    .values(
      team.sections(season).map((s) => ({
        key: s.key,
        titleEs: s.title_es,
        titleEus: s.title_eus,
        introEs: s.intro_es,
        introEus: s.intro_eus,
        contactEmail: s.contact_email,
      })),
    )
    .onConflictDoNothing();

  if (await isEmpty(ctx, teamMembers)) {
    const people = [
      ['swimming', team.coaches],
      ['waterpolo', team.players],
      ['board', team.board],
    ] as const;
    for (const [section, members] of people) {
      let position = 0;
      for (const m of members) {
        const photo = await storeSvg(ctx, `${slug(m.name)}.svg`, portraitSvg({ ...m.portrait, label: m.name }));
        await ctx.db.insert(teamMembers).values({
          section,
          name: m.name,
          roleEs: m.role_es,
          roleEus: m.role_eus,
          bioEs: m.bio_es,
          bioEus: m.bio_eus,
          number: m.number ?? null,
          photoFileId: photo.id,
          position: ++position,
        });
      }
    }
  }

  if (await isEmpty(ctx, historyMilestones)) {
    for (const h of team.milestones) {
      const photo = h.scene
        ? await storeScene(ctx, `historia-${h.year}.svg`, h.scene.kind, PALETTES[h.scene.palette], [640, 420], h.title_es, h.scene.aged)
        : null;
      await ctx.db.insert(historyMilestones).values({
        year: h.year,
        titleEs: h.title_es,
        titleEus: h.title_eus,
        textEs: h.text_es,
        textEus: h.text_eus,
        photoFileId: photo?.id ?? null,
      });
    }
  }

  if (await isEmpty(ctx, trainingSchedules)) {
    await ctx.db.insert(trainingSchedules).values(
      team.schedules.map((s, i) => ({
        groupEs: s.group_es,
        groupEus: s.group_eus,
        poolId: s.pool,
        days: s.days,
        startTime: s.start,
        endTime: s.end,
        noteEs: s.note_es ?? '',
        noteEus: s.note_eus ?? '',
        position: i + 1,
      })),
    );
  }

  for (const doc of [termsDocument, privacyDocument, rulesDocument, statutesDocument]) {
    const inserted = await ctx.db
      .insert(legalDocuments)
      .values({ key: doc.key, titleEs: doc.title_es, titleEus: doc.title_eus, updatedOn: doc.updated_on })
      .onConflictDoNothing()
      .returning({ key: legalDocuments.key });
    if (inserted.length === 0) continue;
    await ctx.db.insert(legalSections).values(
      doc.sections.map((s, i) => ({
        document: doc.key,
        key: s.key,
        titleEs: s.title_es,
        titleEus: s.title_eus,
        bodyEs: s.body_es,
        bodyEus: s.body_eus,
        position: i + 1,
      })),
    );
  }
}
