import { z } from 'zod';
import { LANGUAGES } from '../shared/constants.js';

/**
 * API contracts of the public content: landing (slider, banners, upcoming courses), records,
 * team pages, legal texts and membership types. Field names are the specification's.
 */

/** `?lang=` of the calls that answer in one language; Spanish when absent. */
export const langQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('es') });
/** Legal PDFs exist in the two official languages only. */
export const pdfLangQuerySchema = z.object({ lang: z.enum(['es', 'eus']).default('es') });

export const coverSchema = z.object({ path: z.string(), fileType: z.string() });
export type Cover = z.infer<typeof coverSchema>;

export const slideSchema = z.object({
  id: z.number(),
  header_text_es: z.string(),
  header_text_eus: z.string(),
  sub_text_es: z.string(),
  sub_text_eus: z.string(),
  link: z.string(),
  cover: coverSchema.nullable(),
});
export type Slide = z.infer<typeof slideSchema>;

export const bannerSchema = z.object({
  id: z.number(),
  header_text_es: z.string(),
  header_text_eus: z.string(),
  header_text_eng: z.string(),
  sub_text_es: z.string(),
  sub_text_eus: z.string(),
  sub_text_eng: z.string(),
  link: z.string(),
  cover: z.object({ path: z.string() }).nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const courseTranslationsSchema = z.object({
  title_es: z.string(),
  title_eus: z.string(),
  title_en: z.string(),
  description_es: z.string(),
  description_eus: z.string(),
  description_en: z.string(),
  content_es: z.string(),
  content_eus: z.string(),
  content_en: z.string(),
});

/** The fields of a course the landing page needs (spec 001 §3 Course). */
export const landingCourseSchema = z.object({
  id: z.number(),
  slug_es: z.string(),
  slug_en: z.string(),
  translations: courseTranslationsSchema,
  date: z.string(),
  /** '0000-01-01' when the course has no end date. */
  date_end: z.string(),
  max_signup_date: z.string().nullable(),
  location: z.string(),
  /** The place in Basque ('' = as in Spanish). */
  location_eus: z.string(),
  /** Hours only; the days (0 = Monday) are put in words in the reader's language. */
  schedule: z.string(),
  selected_days: z.array(z.number()),
  coverID: z.number().nullable(),
  cover: coverSchema.nullable(),
});
export type LandingCourse = z.infer<typeof landingCourseSchema>;

export const recordFileSchema = z.object({
  data: z.object({ path: z.string(), filename: z.string(), fileType: z.string() }),
});
export const recordGroupSchema = z.object({
  id: z.number(),
  /** In the language asked for (`?lang=`); both official languages are given as well. */
  title: z.string(),
  title_es: z.string(),
  title_eus: z.string(),
  files: z.array(recordFileSchema),
});
export type RecordGroup = z.infer<typeof recordGroupSchema>;

export const membershipTypeSchema = z.object({
  id: z.number(),
  /** 0 no processing available, 1 sports card, 2 territorial licence, 3 state licence. */
  type: z.number(),
  gibke_member_type_name_es: z.string(),
  gibke_member_type_name_eus: z.string(),
  member_type_description_es: z.string(),
  member_type_description_eus: z.string(),
  /** Monthly fee in euros, two decimals. */
  price_month: z.string(),
  /** Months charged per season, and the first and last (1-12) of them. */
  months: z.number(),
  first_month: z.number(),
  last_month: z.number(),
  /** Whether the fee includes a federation licence. */
  includes_licence: z.boolean(),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

export const TEAM_SECTIONS = ['swimming', 'waterpolo', 'board', 'history', 'schedules'] as const;
export type TeamSectionKey = (typeof TEAM_SECTIONS)[number];
/** Sections that list people. */
export const PEOPLE_SECTIONS = ['swimming', 'waterpolo', 'board'] as const;

export const teamSectionSchema = z.object({
  key: z.enum(TEAM_SECTIONS),
  title_es: z.string(),
  title_eus: z.string(),
  intro_es: z.string(),
  intro_eus: z.string(),
  /** Contact address of the section (e.g. the swimming coaches), empty when none. */
  contact_email: z.string(),
});
export type TeamSection = z.infer<typeof teamSectionSchema>;

/** A photo is drawn in a fixed slot with object-fit: cover, so any size the club uploads fits. */
export const photoSchema = z.object({ path: z.string() });

export const teamMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  role_es: z.string(),
  role_eus: z.string(),
  bio_es: z.string(),
  bio_eus: z.string(),
  /** Cap number of a water-polo player; null otherwise. */
  number: z.number().nullable(),
  photo: photoSchema.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamQuerySchema = z.object({ section: z.enum(PEOPLE_SECTIONS) });
export const teamReplySchema = z.object({ section: teamSectionSchema, members: z.array(teamMemberSchema) });
export type TeamReply = z.infer<typeof teamReplySchema>;

export const milestoneSchema = z.object({
  id: z.number(),
  year: z.number(),
  title_es: z.string(),
  title_eus: z.string(),
  text_es: z.string(),
  text_eus: z.string(),
  photo: photoSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const historyReplySchema = z.object({ section: teamSectionSchema, milestones: z.array(milestoneSchema) });
export type HistoryReply = z.infer<typeof historyReplySchema>;

export const scheduleSlotSchema = z.object({
  id: z.number(),
  group_es: z.string(),
  group_eus: z.string(),
  /** 1 Fadura, 2 Gobela. */
  pool_id: z.number(),
  /** 0-6, Monday first. */
  days: z.array(z.number()),
  start_time: z.string(),
  end_time: z.string(),
  note_es: z.string(),
  note_eus: z.string(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;
export const schedulesReplySchema = z.object({ section: teamSectionSchema, slots: z.array(scheduleSlotSchema) });
export type SchedulesReply = z.infer<typeof schedulesReplySchema>;

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'rules', 'statutes'] as const;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENTS)[number];
/** Documents offered as PDF downloads on /legal/normativa. */
export const LEGAL_PDF_DOCUMENTS = ['rules', 'statutes'] as const;

/** Any name is accepted here; an unknown document is a 404, like an unknown slug. */
export const legalParamsSchema = z.object({ doc: z.string().min(1).max(60) });
export const isLegalDocumentKey = (v: string): v is LegalDocumentKey => (LEGAL_DOCUMENTS as readonly string[]).includes(v);
export const isLegalPdfDocumentKey = (v: string): v is (typeof LEGAL_PDF_DOCUMENTS)[number] =>
  (LEGAL_PDF_DOCUMENTS as readonly string[]).includes(v);

export const legalSectionSchema = z.object({ key: z.string(), title: z.string(), body: z.string() });
export const legalDocumentSchema = z.object({
  doc: z.enum(LEGAL_DOCUMENTS),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  updated: z.string(),
  sections: z.array(legalSectionSchema),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
