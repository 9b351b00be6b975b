import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseSignups, courses } from './activities.js';
import { users } from './auth.js';

/**
 * Seasons (spec 001 §3 Season; issue 16). How a season relates to the courses' tables (the
 * decision, modules/seasons/README.md): a season LEVEL is a course row (`courses.is_season_level`,
 * never published in the catalogue) holding the level's texts, cover and rules; its GROUPS are
 * that course's variants (pool, days, schedule, seats, price = the monthly fee); a season SIGNUP
 * is a course signup (the ticket). So the seat code of the activities area (variant lock, seat
 * holders, batcher, payment holds, waiting list, offers of freed seats, hold expiry jobs) and the
 * `course-signup` payable item serve the seasons as they are, never copied.
 */
export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in Basque, '' = as in Spanish (club data a page shows exists in both languages). */
  nameEus: text('name_eus').notNull().default(''),
  dateBegin: date('date_begin').notNull(),
  dateEnd: date('date_end').notNull(),
  signupEnd: date('signup_end').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SeasonRow = typeof seasons.$inferSelect;

/** A level of a season: the club's level number (2-11, 39) once per season, and its course row. */
export const seasonLevels = pgTable(
  'season_levels',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    levelId: smallint('level_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** variant_requires_priority: families rank groups and a lottery places them. */
    requiresPriority: boolean('requires_priority').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('season_levels_level_idx').on(t.seasonId, t.levelId), uniqueIndex('season_levels_course_idx').on(t.courseId)],
);
export type SeasonLevelRow = typeof seasonLevels.$inferSelect;

/**
 * The ranking of a signup on a priority level ([{uuid, rank}], rank 1 first), kept after the
 * draw; `draw_position` is its place in the published draw (null before).
 */
export const seasonRankings = pgTable('season_rankings', {
  signupId: integer('signup_id')
    .primaryKey()
    .references(() => courseSignups.id, { onDelete: 'cascade' }),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  ranking: jsonb('ranking').$type<{ uuid: string; rank: number }[]>().notNull(),
  drawPosition: integer('draw_position'),
});
export type SeasonRankingRow = typeof seasonRankings.$inferSelect;

/** A published group lottery, kept so any family's result can be explained: seed, applicants, free seats, draw order, placements. */
export const seasonLotteries = pgTable(
  'season_lotteries',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    applicants: jsonb('applicants').notNull(),
    freeSeats: jsonb('free_seats').notNull().default(sql`'{}'::jsonb`),
    drawOrder: jsonb('draw_order').$type<number[]>().notNull(),
    placements: jsonb('placements').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // One publication per season: a second publish is refused (code 1) and moves nobody.
  (t) => [uniqueIndex('season_lotteries_season_idx').on(t.seasonId)],
);
export type SeasonLotteryRow = typeof seasonLotteries.$inferSelect;
