import type {
  Banner,
  HistoryReply,
  LandingCourse,
  LegalDocument,
  MembershipType,
  RecordGroup,
  SchedulesReply,
  Slide,
  TeamReply,
  TeamSection,
} from '@club/domain/content/content.schemas';
import { isLegalDocumentKey, isLegalPdfDocumentKey } from '@club/domain/content/content.schemas';
import { NO_DATE } from '@club/domain/activities/activities.schemas';
import { sortDays } from '@club/domain/content/content.rules';
import type { Language } from '@club/domain/shared/constants';
import { madridDate } from '@club/domain/shared/dates';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/reply.js';
import { buildLegalPdf, legalPdfFilename } from '../../writers/legal-pdf.js';
import { toTranslations } from '../activities/index.js';
import { fileUrl } from '../files/index.js';
import * as repo from './content.repository.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;
type FileRef = { fileId: number | null; filename: string | null; mimeType: string | null };

const pathOf = (f: FileRef): string | null => (f.fileId && f.filename ? fileUrl(f.fileId, f.filename) : null);
const coverOf = (f: FileRef) => {
  const path = pathOf(f);
  return path ? { path, fileType: f.mimeType ?? 'application/octet-stream' } : null;
};
const photoOf = (f: FileRef) => {
  const path = pathOf(f);
  return path ? { path } : null;
};

/** How many upcoming activities the landing page shows. */
export const LANDING_COURSES_LIMIT = 6;

export async function getSlider(ctx: Ctx): Promise<Slide[]> {
  const rows = await repo.listVisibleSlides(ctx.db);
  return rows.map(({ slide, ...f }) => ({
    id: slide.id,
    header_text_es: slide.headerTextEs,
    header_text_eus: slide.headerTextEus,
    sub_text_es: slide.subTextEs,
    sub_text_eus: slide.subTextEus,
    link: slide.link,
    cover: coverOf(f),
  }));
}

export async function getBanners(ctx: Ctx): Promise<Banner[]> {
  const rows = await repo.listBannersShownOn(ctx.db, madridDate(ctx.now()));
  return rows.map(({ banner, ...f }) => ({
    id: banner.id,
    header_text_es: banner.headerTextEs,
    header_text_eus: banner.headerTextEus,
    header_text_eng: banner.headerTextEng,
    sub_text_es: banner.subTextEs,
    sub_text_eus: banner.subTextEus,
    sub_text_eng: banner.subTextEng,
    link: banner.link,
    cover: photoOf(f),
  }));
}

/** Upcoming activities: published courses whose start day is today or later (Europe/Madrid). */
export async function getLandingCourses(ctx: Ctx): Promise<LandingCourse[]> {
  const rows = await repo.listCoursesFrom(ctx.db, madridDate(ctx.now()), LANDING_COURSES_LIMIT);
  return rows.map(({ course: c, ...f }) => ({
    id: c.id,
    slug_es: c.slugEs,
    slug_en: c.slugEn,
    translations: toTranslations(c),
    date: c.date,
    date_end: c.dateEnd ?? NO_DATE,
    max_signup_date: c.maxSignupDate,
    location: c.location,
    location_eus: c.locationEus,
    schedule: c.schedule,
    selected_days: c.selectedDays,
    coverID: c.coverFileId,
    cover: coverOf(f),
  }));
}

export async function getRecordGroups(ctx: Ctx, lang: Language): Promise<RecordGroup[]> {
  const rows = await repo.listRecordGroupsWithFiles(ctx.db);
  const groups = new Map<number, RecordGroup>();
  for (const { group, ...f } of rows) {
    let g = groups.get(group.id);
    if (!g) {
      g = {
        id: group.id,
        title: lang === 'eus' ? group.titleEus || group.titleEs : group.titleEs,
        title_es: group.titleEs,
        title_eus: group.titleEus,
        files: [],
      };
      groups.set(group.id, g);
    }
    const path = pathOf(f);
    if (path) g.files.push({ data: { path, filename: f.filename!, fileType: f.mimeType! } });
  }
  return [...groups.values()];
}

export async function getMembershipTypes(ctx: Ctx): Promise<MembershipType[]> {
  const rows = await repo.listVisibleMembershipTypes(ctx.db);
  return rows.map((m) => ({
    id: m.id,
    type: m.type,
    gibke_member_type_name_es: m.nameEs,
    gibke_member_type_name_eus: m.nameEus,
    member_type_description_es: m.descriptionEs,
    member_type_description_eus: m.descriptionEus,
    price_month: Number(m.priceMonth).toFixed(2),
    months: m.months,
    first_month: m.firstMonth,
    last_month: m.lastMonth,
    includes_licence: m.includesLicence,
  }));
}

async function sectionOf(ctx: Ctx, key: TeamSection['key']): Promise<TeamSection> {
  const s = await repo.findTeamSection(ctx.db, key);
  // A page whose section was never set up still shows, with an empty heading from the web's texts.
  return {
    key,
    title_es: s?.titleEs ?? '',
    title_eus: s?.titleEus ?? '',
    intro_es: s?.introEs ?? '',
    intro_eus: s?.introEus ?? '',
    contact_email: s?.contactEmail ?? '',
  };
}

export async function getTeam(ctx: Ctx, section: 'swimming' | 'waterpolo' | 'board'): Promise<TeamReply> {
  const [head, rows] = await Promise.all([sectionOf(ctx, section), repo.listTeamMembers(ctx.db, section)]);
  return {
    section: head,
    members: rows.map(({ member: m, ...f }) => ({
      id: m.id,
      name: m.name,
      role_es: m.roleEs,
      role_eus: m.roleEus,
      bio_es: m.bioEs,
      bio_eus: m.bioEus,
      number: m.number,
      photo: photoOf(f),
    })),
  };
}

export async function getHistory(ctx: Ctx): Promise<HistoryReply> {
  const [head, rows] = await Promise.all([sectionOf(ctx, 'history'), repo.listMilestones(ctx.db)]);
  return {
    section: head,
    milestones: rows.map(({ milestone: m, ...f }) => ({
      id: m.id,
      year: m.year,
      title_es: m.titleEs,
      title_eus: m.titleEus,
      text_es: m.textEs,
      text_eus: m.textEus,
      photo: photoOf(f),
    })),
  };
}

export async function getSchedules(ctx: Ctx): Promise<SchedulesReply> {
  const [head, rows] = await Promise.all([sectionOf(ctx, 'schedules'), repo.listScheduleSlots(ctx.db)]);
  return {
    section: head,
    slots: rows.map((s) => ({
      id: s.id,
      group_es: s.groupEs,
      group_eus: s.groupEus,
      pool_id: s.poolId,
      days: sortDays(s.days),
      start_time: s.startTime,
      end_time: s.endTime,
      note_es: s.noteEs,
      note_eus: s.noteEus,
    })),
  };
}

/** A legal document in one language; English readers get the Spanish text (no English version). */
export async function getLegalDocument(ctx: Ctx, key: string, lang: Language): Promise<LegalDocument> {
  if (!isLegalDocumentKey(key)) throw notFound('document_not_found');
  const found = await repo.findLegalDocument(ctx.db, key);
  if (!found) throw notFound('document_not_found');
  const eus = lang === 'eus';
  return {
    doc: key,
    lang: eus ? 'eus' : 'es',
    title: eus ? found.doc.titleEus : found.doc.titleEs,
    updated: found.doc.updatedOn,
    sections: found.sections.map((s) => ({
      key: s.key,
      title: eus ? s.titleEus : s.titleEs,
      body: eus ? s.bodyEus : s.bodyEs,
    })),
  };
}

/** The PDF of a legal document, built from the same text the page shows. */
export async function getLegalPdf(ctx: Ctx, key: string, lang: 'es' | 'eus'): Promise<{ filename: string; content: Buffer }> {
  if (!isLegalPdfDocumentKey(key)) throw notFound('document_not_found');
  const document = await getLegalDocument(ctx, key, lang);
  return { filename: legalPdfFilename(key, lang), content: await buildLegalPdf(document) };
}
