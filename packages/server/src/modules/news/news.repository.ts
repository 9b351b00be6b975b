import { and, asc, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FileMeta } from '../files/index.js';
import { files } from '../../db/schema/files.js';
import { news, newsFiles, newsTranslations, type NewsRow, type NewsTranslationRow } from '../../db/schema/news.js';

const published = eq(news.isPublished, true);

/** Published news, newest first (date, then id for a stable order between batches). */
export async function listPublishedNews(db: Db, page: { offset: number; limit: number | null }): Promise<NewsRow[]> {
  const q = db.select().from(news).where(published).orderBy(desc(news.date), desc(news.id)).offset(page.offset);
  return page.limit === null ? q : q.limit(page.limit);
}

export async function countPublishedNews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(news).where(published);
  return row?.n ?? 0;
}

/** A published item by either of its slugs. */
export async function findPublishedNewsBySlug(db: Db, slug: string): Promise<NewsRow | null> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(published, or(eq(news.slugEs, slug), eq(news.slugEn, slug))))
    .limit(1);
  return row ?? null;
}

export async function findNewsIdBySlug(db: Db, slugEs: string): Promise<number | null> {
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.slugEs, slugEs)).limit(1);
  return row?.id ?? null;
}

export async function listTranslations(db: Db, newsIds: number[]): Promise<NewsTranslationRow[]> {
  if (newsIds.length === 0) return [];
  return db.select().from(newsTranslations).where(inArray(newsTranslations.newsId, newsIds));
}

/** The public files attached to one item, in their order. */
export async function listAttachedFiles(db: Db, newsId: number): Promise<FileMeta[]> {
  return db
    .select({ id: files.id, filename: files.filename, mimeType: files.mimeType, size: files.size })
    .from(newsFiles)
    .innerJoin(files, eq(files.id, newsFiles.fileId))
    .where(and(eq(newsFiles.newsId, newsId), eq(files.isPublic, 1)))
    .orderBy(asc(newsFiles.position), asc(files.id));
}

/** Which of these items have at least one attached file. */
export async function listNewsIdsWithFiles(db: Db, newsIds: number[]): Promise<Set<number>> {
  if (newsIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: newsFiles.newsId }).from(newsFiles).where(inArray(newsFiles.newsId, newsIds));
  return new Set(rows.map((r) => r.id));
}

export interface NewNews {
  date: string;
  slugEs: string;
  slugEn: string | null;
  coverFileId: number | null;
  isPublished: boolean;
  translations: { lang: 'es' | 'en' | 'eus'; title: string; description: string; content: string }[];
  fileIds: number[];
}

export async function insertNews(db: Db, item: NewNews): Promise<number> {
  const [row] = await db
    .insert(news)
    .values({ date: item.date, slugEs: item.slugEs, slugEn: item.slugEn, coverFileId: item.coverFileId, isPublished: item.isPublished })
    .returning({ id: news.id });
  const id = row!.id;
  await db.insert(newsTranslations).values(item.translations.map((t) => ({ newsId: id, ...t })));
  if (item.fileIds.length > 0) {
    await db.insert(newsFiles).values(item.fileIds.map((fileId, position) => ({ newsId: id, fileId, position })));
  }
  return id;
}

/** The office's reads and writes (news.admin.service.ts); drafts included. */
export async function listAllNews(db: Db, page: { offset: number; limit: number }) {
  const rows = await db.select().from(news).orderBy(desc(news.date), desc(news.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(news);
  return { rows, total: total!.n };
}

export async function lockNews(db: Db, id: number): Promise<NewsRow | null> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).for('update');
  return row ?? null;
}

export async function listNewsFileIds(db: Db, newsIds: number[]) {
  if (newsIds.length === 0) return [];
  return db.select().from(newsFiles).where(inArray(newsFiles.newsId, newsIds)).orderBy(asc(newsFiles.position));
}

/** Whether a slug (Spanish or English) belongs to an item other than `exceptId`. */
export async function isNewsSlugTaken(db: Db, slugs: string[], exceptId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(and(ne(news.id, exceptId), or(inArray(news.slugEs, slugs), inArray(news.slugEn, slugs))))
    .limit(1);
  return rows.length > 0;
}

/** Replaces an item's row, texts and files. */
export async function replaceNews(db: Db, id: number, item: NewNews): Promise<void> {
  await db
    .update(news)
    .set({ date: item.date, slugEs: item.slugEs, slugEn: item.slugEn, coverFileId: item.coverFileId, isPublished: item.isPublished })
    .where(eq(news.id, id));
  await db.delete(newsTranslations).where(eq(newsTranslations.newsId, id));
  await db.insert(newsTranslations).values(item.translations.map((t) => ({ newsId: id, ...t })));
  await db.delete(newsFiles).where(eq(newsFiles.newsId, id));
  if (item.fileIds.length > 0)
    await db.insert(newsFiles).values(item.fileIds.map((fileId, position) => ({ newsId: id, fileId, position })));
}

export async function deleteNews(db: Db, id: number): Promise<void> {
  await db.delete(news).where(eq(news.id, id));
}

export async function listAllNewsByIds(db: Db, ids: number[]): Promise<NewsRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(news).where(inArray(news.id, ids));
}
