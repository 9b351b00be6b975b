import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files.js';

export interface QuizChildRow {
  value: string;
  label_es: string;
  label_eus: string;
  label_en?: string;
}

/** A survey (spec 000 §3 "Quiz"); people reach it only through one of its links. */
export const quizzes = pgTable('quizzes', {
  id: serial('id').primaryKey(),
  titleEs: text('title_es').notNull(),
  titleEus: text('title_eus').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  introEs: text('intro_es').notNull().default(''),
  introEus: text('intro_eus').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A form item (spec 000 §3 "Form item"), in display order. */
export const quizItems = pgTable(
  'quiz_items',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    labelEs: text('label_es').notNull(),
    labelEn: text('label_en').notNull().default(''),
    labelEus: text('label_eus').notNull().default(''),
    placeholderEs: text('placeholder_es').notNull().default(''),
    placeholderEn: text('placeholder_en').notNull().default(''),
    placeholderEus: text('placeholder_eus').notNull().default(''),
    children: jsonb('children').$type<QuizChildRow[]>().notNull().default([]),
  },
  (t) => [
    index('quiz_items_quiz_idx').on(t.quizId, t.position),
    check('quiz_items_type_check', sql`${t.type} in ('text', 'textarea', 'date', 'checkbox', 'radio', 'file')`),
  ],
);

/**
 * A link to a quiz. A general link takes any number of answers (max_answers null); a link meant
 * for one person has max_answers 1. The CHECK makes a second answer impossible even if a code path
 * forgot the conditional update.
 */
export const quizLinks = pgTable(
  'quiz_links',
  {
    id: text('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** Who the link was sent to (office note; never shown publicly). */
    note: text('note').notNull().default(''),
    maxAnswers: integer('max_answers'),
    answerCount: integer('answer_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('quiz_links_answer_count_check', sql`${t.maxAnswers} is null or ${t.answerCount} <= ${t.maxAnswers}`)],
);

/** One submitted form. */
export const quizResponses = pgTable(
  'quiz_responses',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    linkId: text('link_id')
      .notNull()
      .references(() => quizLinks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_responses_link_idx').on(t.linkId)],
);

/**
 * One answer. Text answers are stored as the plain text typed (never as HTML); a file answer
 * points to a private file with no owner, which the /files route never serves.
 */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => quizResponses.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => quizItems.id, { onDelete: 'cascade' }),
    valueText: text('value_text'),
    valueBool: boolean('value_bool'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.itemId] })],
);

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizItemRow = typeof quizItems.$inferSelect;
export type QuizLinkRow = typeof quizLinks.$inferSelect;
