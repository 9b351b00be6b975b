import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.js';

/** A club news item (spec 000 §3): dates and slugs here, texts per language in news_translations. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    slugEs: text('slug_es').notNull(),
    slugEn: text('slug_en'),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Drafts stay out of every public list. */
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_slug_es_key').on(t.slugEs),
    uniqueIndex('news_slug_en_key').on(t.slugEn),
    index('news_date_idx').on(t.date.desc(), t.id.desc()),
  ],
);

/** Title, description and (sanitised HTML) content in es, en or eus. */
export const newsTranslations = pgTable(
  'news_translations',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.lang] }), check('news_translations_lang_check', sql`${t.lang} in ('es', 'en', 'eus')`)],
);

/** Files attached to a news item, in the order they are listed. */
export const newsFiles = pgTable(
  'news_files',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.fileId] })],
);

export type NewsRow = typeof news.$inferSelect;
export type NewsTranslationRow = typeof newsTranslations.$inferSelect;
