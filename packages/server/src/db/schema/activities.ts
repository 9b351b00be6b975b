import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.js';

/**
 * Courses and one-off activities (spec 001 §3 Course/activity). This first cut holds what the
 * landing page shows; the activities work adds prices, variants, discounts, forms and signups
 * as new columns and tables that reference `courses.id`.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slugEs: text('slug_es').notNull(),
    slugEn: text('slug_en').notNull(),
    titleEs: text('title_es').notNull(),
    titleEus: text('title_eus').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    descriptionEus: text('description_eus').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    contentEs: text('content_es').notNull().default(''),
    contentEus: text('content_eus').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** First day of the course. */
    date: date('date').notNull(),
    /** Last day; null means none (the API answers '0000-01-01'). */
    dateEnd: date('date_end'),
    maxSignupDate: date('max_signup_date'),
    allowOverrideSignupdate: boolean('allow_override_signupdate').notNull().default(false),
    location: text('location').notNull().default(''),
    schedule: text('schedule').notNull().default(''),
    /** The `cat` of the catalogue calls; 0 = general. */
    categoryId: integer('category_id').notNull().default(0),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    isExternal: boolean('is_external').notNull().default(false),
    externalLink: text('external_link').notNull().default(''),
    requiresMembership: boolean('requires_membership').notNull().default(false),
    ageMinMonths: integer('age_min_months').notNull().default(0),
    ageMaxMonths: integer('age_max_months').notNull().default(0),
    /** Unpublished courses are kept but listed nowhere. */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('courses_slug_es_idx').on(t.slugEs), index('courses_date_idx').on(t.date)],
);

export type CourseRow = typeof courses.$inferSelect;
