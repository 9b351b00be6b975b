import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { files } from './files.js';

/**
 * Courses and one-off activities (spec 001 §3 Course/activity). Money is kept in cents; the API
 * speaks euros. The structured parts the office edits as a whole (multi-option prices,
 * discounts, optional services, the signup form) are JSON documents validated by the domain's
 * zod contracts on the way in.
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
    /** The location in Basque ('' reads as `location`). */
    locationEus: text('location_eus').notNull().default(''),
    schedule: text('schedule').notNull().default(''),
    /** A course without groups: its class days, 0-6 Monday first (as a group's). */
    selectedDays: integer('selected_days').array().notNull().default(sql`'{}'::integer[]`),
    /** The `cat` of the catalogue calls; 0 = general. */
    categoryId: integer('category_id').notNull().default(0),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Attached files (programme, rules...), shown on the detail page in this order. */
    fileIds: integer('file_ids').array().notNull().default(sql`'{}'::integer[]`),
    isExternal: boolean('is_external').notNull().default(false),
    externalLink: text('external_link').notNull().default(''),
    requiresMembership: boolean('requires_membership').notNull().default(false),
    ageMinMonths: integer('age_min_months').notNull().default(0),
    ageMaxMonths: integer('age_max_months').notNull().default(0),
    /** 0 none; otherwise the season level a person must hold (spec 001 §5). */
    requiredLevel: integer('required_level').notNull().default(0),
    requiresBankTransfer: boolean('requires_bank_transfer').notNull().default(false),
    requiresCardPayment: boolean('requires_card_payment').notNull().default(false),
    priceGuestsCents: integer('price_guests_cents').notNull().default(0),
    priceMembersCents: integer('price_members_cents').notNull().default(0),
    hasVariants: boolean('has_variants').notNull().default(false),
    hasPriceMulti: boolean('has_price_multi').notNull().default(false),
    /** price_multi options (spec 001 §3), as the admin contract holds them. */
    priceMulti: jsonb('price_multi').notNull().default(sql`'[]'::jsonb`),
    /** Multi-option reductions by number of options chosen (activity 106: 10, 30, 60, 100, 150). */
    multiReductions: jsonb('multi_reductions').notNull().default(sql`'{"basic":[],"extended":[]}'::jsonb`),
    discountsMeta: jsonb('discounts_meta').notNull().default(sql`'[]'::jsonb`),
    optionalServicesMeta: jsonb('optional_services_meta').notNull().default(sql`'[]'::jsonb`),
    signupFormData: jsonb('signup_form_data').notNull().default(sql`'[]'::jsonb`),
    /** Unpublished courses are kept but listed nowhere. */
    published: boolean('published').notNull().default(true),
    /**
     * A season level's row (schema/seasons.ts): its groups are this course's variants and its
     * signups these tickets, so the seat code serves both; never in the catalogue or the office's
     * course list (the seasons screens edit it).
     */
    isSeasonLevel: boolean('is_season_level').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('courses_slug_es_idx').on(t.slugEs), index('courses_date_idx').on(t.date)],
);

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;

/** A pool and schedule of a course, with its own seats and price (spec 001 §3 Variant). */
export const courseVariants = pgTable(
  'course_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 1 Fadura, 2 Gobela. */
    poolId: smallint('pool_id').notNull(),
    /** 0-6, Monday first. */
    selectedDays: integer('selected_days').array().notNull().default(sql`'{}'::integer[]`),
    schedule: text('schedule').notNull().default(''),
    maxSeating: integer('max_seating').notNull().default(0),
    /** The variant's own price; null when it has none (the course's price applies). */
    priceCents: integer('price_cents'),
    /** 1 shown. */
    visibility: smallint('visibility').notNull().default(1),
    priority: smallint('priority').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('course_variants_course_idx').on(t.courseId, t.position)],
);

export type CourseVariantRow = typeof courseVariants.$inferSelect;

/**
 * A person's signup to a course: the ticket (spec 001 §3 Course signup).
 * status: 0 pending, 1 seat assigned, 2 problem, 3 waiting list, 4 abandoned, 5 finished.
 * payment_status: 0 pending, 1 completed, any other number the card provider's (SIS) code.
 */
export const courseSignups = pgTable(
  'course_signups',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id').references(() => courseVariants.id, { onDelete: 'set null' }),
    /** The person enrolled. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account holder who did it (the same person for a self signup). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    paymentStatus: integer('payment_status').notNull().default(0),
    requiresCardPayment: boolean('requires_card_payment').notNull().default(false),
    priceCents: integer('price_cents').notNull().default(0),
    priceBreakdown: jsonb('price_breakdown').notNull().default(sql`'{}'::jsonb`),
    formAnswers: jsonb('form_answers').notNull().default(sql`'[]'::jsonb`),
    priceMultiChoice: jsonb('price_multi_choice').notNull().default(sql`'[]'::jsonb`),
    optionalServices: jsonb('optional_services').notNull().default(sql`'[]'::jsonb`),
    /** An unpaid card signup keeps its seat until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** A seat offered from the waiting list must be taken (paid) until then. */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Decision: one live signup per person and course; an abandoned one (4) does not count, so
    // a person whose hold lapsed or who left can enrol again as a new ticket.
    uniqueIndex('course_signups_live_idx').on(t.courseId, t.userId).where(sql`${t.status} <> 4`),
    index('course_signups_variant_idx').on(t.variantId, t.status),
    index('course_signups_user_idx').on(t.userId),
    index('course_signups_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 0`),
    index('course_signups_offer_idx').on(t.offerExpiresAt).where(sql`${t.status} = 0`),
  ],
);

export type CourseSignupRow = typeof courseSignups.$inferSelect;

/**
 * What the activity rules need to know about a person beyond the account row (spec 001 §3
 * memberProfile): the member discount, the season level and the pool limit. Decision: kept
 * here until the seasons/membership work owns it; a person without a row has level 0, no
 * discount and any pool.
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  discountPercent: integer('discount_percent').notNull().default(0),
  currentLevel: integer('current_level').notNull().default(0),
  /** 0 any pool, else 1 Fadura or 2 Gobela. */
  limitPoolId: smallint('limit_pool_id').notNull().default(0),
});

export type MemberProfileRow = typeof memberProfiles.$inferSelect;

/**
 * Append-only record of what happened to courses and signups: who (an office member, the person,
 * or nobody for the jobs and the bank), what and when. Office changes and payment outcomes are
 * never lost even when the row they changed is edited again. Rows are only ever inserted.
 * type: course-created, course-updated, signup-created, status-changed, seat-offered,
 * hold-expired, offer-expired, paid, payment-failed.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    signupId: integer('signup_id').references(() => courseSignups.id, { onDelete: 'restrict' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('activity_events_course_idx').on(t.courseId, t.at), index('activity_events_signup_idx').on(t.signupId)],
);

export type ActivityEventRow = typeof activityEvents.$inferSelect;
