import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.js';

/**
 * Tables of the 'content' area: everything the public pages show that the club changes from
 * season to season (slides, banners, records, people, history, schedules, legal texts, fees).
 * Texts come in Spanish and Basque; `position` orders rows on the page; `visible` hides a row
 * without deleting it.
 */

/** Landing carousel slides (spec 001 §3 Slide). */
export const slides = pgTable('slides', {
  id: serial('id').primaryKey(),
  headerTextEs: text('header_text_es').notNull(),
  headerTextEus: text('header_text_eus').notNull(),
  subTextEs: text('sub_text_es').notNull().default(''),
  subTextEus: text('sub_text_eus').notNull().default(''),
  link: text('link').notNull().default(''),
  coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
});

/**
 * Landing 'this week' banners (spec 001 §3 Banner; English as `_eng`). A banner shows from
 * `shown_from` to `shown_until` (both optional, inclusive), so the office can prepare next
 * week's banners in advance.
 */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  headerTextEs: text('header_text_es').notNull(),
  headerTextEus: text('header_text_eus').notNull(),
  headerTextEng: text('header_text_eng').notNull().default(''),
  subTextEs: text('sub_text_es').notNull().default(''),
  subTextEus: text('sub_text_eus').notNull().default(''),
  subTextEng: text('sub_text_eng').notNull().default(''),
  link: text('link').notNull().default(''),
  coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
  shownFrom: date('shown_from'),
  shownUntil: date('shown_until'),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
});

/** Record groups (spec 001 §3 Record group) and their downloadable files. */
export const recordGroups = pgTable('record_groups', {
  id: serial('id').primaryKey(),
  titleEs: text('title_es').notNull(),
  titleEus: text('title_eus').notNull(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
});

export const recordFiles = pgTable(
  'record_files',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => recordGroups.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('record_files_group_idx').on(t.groupId)],
);

/** Membership types of the join page (spec 000 §3 and 001 §3) with the fees of 001 §9. */
export const membershipTypes = pgTable('membership_types', {
  id: serial('id').primaryKey(),
  /** 0 no processing available, 1 sports card, 2 territorial licence, 3 state licence. */
  type: integer('type').notNull(),
  nameEs: text('name_es').notNull(),
  nameEus: text('name_eus').notNull(),
  descriptionEs: text('description_es').notNull().default(''),
  descriptionEus: text('description_eus').notNull().default(''),
  priceMonth: numeric('price_month', { precision: 8, scale: 2 }).notNull(),
  months: integer('months').notNull(),
  firstMonth: integer('first_month').notNull(),
  lastMonth: integer('last_month').notNull(),
  includesLicence: boolean('includes_licence').notNull().default(false),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
});

/** Heading, introduction and contact of each team page. */
export const teamSections = pgTable('team_sections', {
  key: text('key').primaryKey(),
  titleEs: text('title_es').notNull(),
  titleEus: text('title_eus').notNull(),
  introEs: text('intro_es').notNull().default(''),
  introEus: text('intro_eus').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
});

/** Coaches (section 'swimming'), players ('waterpolo') and board members ('board'). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    section: text('section')
      .notNull()
      .references(() => teamSections.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    roleEs: text('role_es').notNull(),
    roleEus: text('role_eus').notNull(),
    bioEs: text('bio_es').notNull().default(''),
    bioEus: text('bio_eus').notNull().default(''),
    number: integer('number'),
    photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('team_members_section_idx').on(t.section)],
);

/** Milestones of the club's history, each with an optional photo. */
export const historyMilestones = pgTable('history_milestones', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  titleEs: text('title_es').notNull(),
  titleEus: text('title_eus').notNull(),
  textEs: text('text_es').notNull(),
  textEus: text('text_eus').notNull(),
  photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  visible: boolean('visible').notNull().default(true),
});

/** Swimming training timetable: one row per group, pool and time slot. */
export const trainingSchedules = pgTable('training_schedules', {
  id: serial('id').primaryKey(),
  groupEs: text('group_es').notNull(),
  groupEus: text('group_eus').notNull(),
  /** 1 Fadura, 2 Gobela. */
  poolId: integer('pool_id').notNull(),
  /** 0-6, Monday first. */
  days: integer('days').array().notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  noteEs: text('note_es').notNull().default(''),
  noteEus: text('note_eus').notNull().default(''),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
});

/** Legal documents (terms, privacy policy, club rules, statutes): the one source of their text. */
export const legalDocuments = pgTable('legal_documents', {
  key: text('key').primaryKey(),
  titleEs: text('title_es').notNull(),
  titleEus: text('title_eus').notNull(),
  updatedOn: date('updated_on').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tabs of a legal document; bodies are in the light markup of `parseLegalBody`. */
export const legalSections = pgTable(
  'legal_sections',
  {
    id: serial('id').primaryKey(),
    document: text('document')
      .notNull()
      .references(() => legalDocuments.key, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    titleEs: text('title_es').notNull(),
    titleEus: text('title_eus').notNull(),
    bodyEs: text('body_es').notNull(),
    bodyEus: text('body_eus').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('legal_sections_doc_key_idx').on(t.document, t.key)],
);
export type MembershipTypeRow = typeof membershipTypes.$inferSelect;
