import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import {
  quizAnswers,
  quizItems,
  quizLinks,
  quizResponses,
  quizzes,
  type QuizItemRow,
  type QuizLinkRow,
  type QuizRow,
} from '../../db/schema/quiz.js';

/** Drizzle queries of the office's quiz calls; every function takes the transaction it runs in. */

export type QuizColumns = Omit<typeof quizzes.$inferInsert, 'id'>;
export type ItemColumns = Omit<typeof quizItems.$inferInsert, 'id' | 'quizId'>;

export interface QuizListRow {
  quiz: QuizRow;
  items: number;
  links: number;
  openLinks: number;
  answers: number;
}

/** Newest first, with the counts the list shows (grouped counts over the page's quizzes). */
export async function listQuizzes(
  db: Db,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ rows: QuizListRow[]; total: number }> {
  const list = await db.select().from(quizzes).orderBy(desc(quizzes.createdAt), desc(quizzes.id)).offset(page.offset).limit(page.limit);
  const [total] = await db.select({ n: count() }).from(quizzes);
  const ids = list.map((q) => q.id);
  if (ids.length === 0) return { rows: [], total: total!.n };
  const isOpen = and(
    or(isNull(quizLinks.expiresAt), gt(quizLinks.expiresAt, now)),
    or(isNull(quizLinks.maxAnswers), lt(quizLinks.answerCount, quizLinks.maxAnswers)),
  );
  const [items, links, answers] = await Promise.all([
    db.select({ id: quizItems.quizId, n: count() }).from(quizItems).where(inArray(quizItems.quizId, ids)).groupBy(quizItems.quizId),
    db
      .select({ id: quizLinks.quizId, n: count(), open: sql<number>`count(*) filter (where ${isOpen})`.mapWith(Number) })
      .from(quizLinks)
      .where(inArray(quizLinks.quizId, ids))
      .groupBy(quizLinks.quizId),
    db
      .select({ id: quizResponses.quizId, n: count() })
      .from(quizResponses)
      .where(inArray(quizResponses.quizId, ids))
      .groupBy(quizResponses.quizId),
  ]);
  const countOf = (rows: { id: number; n: number }[], id: number) => rows.find((r) => r.id === id)?.n ?? 0;
  return {
    rows: list.map((quiz) => ({
      quiz,
      items: countOf(items, quiz.id),
      links: countOf(links, quiz.id),
      openLinks: links.find((r) => r.id === quiz.id)?.open ?? 0,
      answers: countOf(answers, quiz.id),
    })),
    total: total!.n,
  };
}

export async function findQuiz(db: Db, id: number): Promise<QuizRow | null> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
  return row ?? null;
}

/**
 * Locks the quiz row: a public save holds it FOR SHARE while it stores answers, so counting the
 * answers of an item under this lock stays true until the edit commits.
 */
export async function lockQuiz(db: Db, id: number): Promise<QuizRow | null> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function listItems(db: Db, quizId: number): Promise<QuizItemRow[]> {
  return db.select().from(quizItems).where(eq(quizItems.quizId, quizId)).orderBy(asc(quizItems.position), asc(quizItems.id));
}

export async function listLinks(db: Db, quizId: number): Promise<QuizLinkRow[]> {
  return db.select().from(quizLinks).where(eq(quizLinks.quizId, quizId)).orderBy(desc(quizLinks.createdAt), asc(quizLinks.id));
}

export async function countResponses(db: Db, quizId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizResponses).where(eq(quizResponses.quizId, quizId));
  return row!.n;
}

/**
 * Answers that hold a value (text, a checkbox's yes or no, a file), per item of the quiz.
 * Decision: an item left empty in every response counts as unanswered (removing it loses nothing).
 */
export async function countAnswersByItem(db: Db, quizId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: quizAnswers.itemId, n: count() })
    .from(quizAnswers)
    .innerJoin(quizItems, eq(quizItems.id, quizAnswers.itemId))
    .where(
      and(
        eq(quizItems.quizId, quizId),
        or(isNotNull(quizAnswers.valueText), isNotNull(quizAnswers.valueBool), isNotNull(quizAnswers.fileId)),
      ),
    )
    .groupBy(quizAnswers.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

/** The option values chosen in the answers of a radio item. */
export async function listChosenValues(db: Db, itemId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ v: quizAnswers.valueText })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.itemId, itemId), isNotNull(quizAnswers.valueText)));
  return rows.map((r) => r.v!);
}

export async function insertQuiz(db: Db, values: QuizColumns): Promise<number> {
  const [row] = await db.insert(quizzes).values(values).returning({ id: quizzes.id });
  return row!.id;
}

export async function updateQuiz(db: Db, id: number, values: QuizColumns): Promise<void> {
  await db.update(quizzes).set(values).where(eq(quizzes.id, id));
}

export async function insertItem(db: Db, quizId: number, values: ItemColumns): Promise<void> {
  await db.insert(quizItems).values({ ...values, quizId });
}

export async function updateItem(db: Db, id: number, values: ItemColumns): Promise<void> {
  await db.update(quizItems).set(values).where(eq(quizItems.id, id));
}

export async function deleteItems(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(quizItems).where(inArray(quizItems.id, ids));
}

/** The ids of the files uploaded as answers to the quiz. */
export async function listAnswerFileIds(db: Db, quizId: number): Promise<number[]> {
  const rows = await db
    .select({ id: quizAnswers.fileId })
    .from(quizAnswers)
    .innerJoin(quizResponses, eq(quizResponses.id, quizAnswers.responseId))
    .where(and(eq(quizResponses.quizId, quizId), isNotNull(quizAnswers.fileId)));
  return rows.map((r) => r.id!);
}

/** Removes the quiz (its items, links, responses and answers cascade) and the given answer files. */
export async function deleteQuiz(db: Db, id: number, fileIds: number[]): Promise<void> {
  await db.delete(quizzes).where(eq(quizzes.id, id));
  if (fileIds.length > 0) await db.delete(files).where(inArray(files.id, fileIds));
}

export async function insertLink(db: Db, link: typeof quizLinks.$inferInsert): Promise<void> {
  await db.insert(quizLinks).values(link);
}

export async function lockLink(db: Db, quizId: number, linkId: string): Promise<QuizLinkRow | null> {
  const [row] = await db
    .select()
    .from(quizLinks)
    .where(and(eq(quizLinks.id, linkId), eq(quizLinks.quizId, quizId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateLink(db: Db, linkId: string, values: { note?: string; expiresAt: Date | null }): Promise<QuizLinkRow> {
  const [row] = await db.update(quizLinks).set(values).where(eq(quizLinks.id, linkId)).returning();
  return row!;
}

export interface ResponseRow {
  id: number;
  linkId: string;
  linkNote: string;
  createdAt: Date;
}

const responseColumns = {
  id: quizResponses.id,
  linkId: quizResponses.linkId,
  linkNote: quizLinks.note,
  createdAt: quizResponses.createdAt,
};

/** A page of responses, newest first. */
export async function listResponses(db: Db, quizId: number, page: { offset: number; limit: number }): Promise<ResponseRow[]> {
  return db
    .select(responseColumns)
    .from(quizResponses)
    .innerJoin(quizLinks, eq(quizLinks.id, quizResponses.linkId))
    .where(eq(quizResponses.quizId, quizId))
    .orderBy(desc(quizResponses.createdAt), desc(quizResponses.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Every response, oldest first (the exports). */
export async function listAllResponses(db: Db, quizId: number): Promise<ResponseRow[]> {
  return db
    .select(responseColumns)
    .from(quizResponses)
    .innerJoin(quizLinks, eq(quizLinks.id, quizResponses.linkId))
    .where(eq(quizResponses.quizId, quizId))
    .orderBy(asc(quizResponses.createdAt), asc(quizResponses.id));
}

export interface AnswerWithFile {
  responseId: number;
  itemId: number;
  valueText: string | null;
  valueBool: boolean | null;
  file: { id: number; filename: string; mimeType: string; size: number } | null;
}

/** The answers of the given responses with their file's name and size (never its bytes). */
export async function listAnswers(db: Db, responseIds: number[]): Promise<AnswerWithFile[]> {
  if (responseIds.length === 0) return [];
  const rows = await db
    .select({
      responseId: quizAnswers.responseId,
      itemId: quizAnswers.itemId,
      valueText: quizAnswers.valueText,
      valueBool: quizAnswers.valueBool,
      fileId: files.id,
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(quizAnswers)
    .leftJoin(files, eq(files.id, quizAnswers.fileId))
    .where(inArray(quizAnswers.responseId, responseIds));
  return rows.map(({ fileId, filename, mimeType, size, ...a }) => ({
    ...a,
    file: fileId === null ? null : { id: fileId, filename: filename!, mimeType: mimeType!, size: size! },
  }));
}

/** A file uploaded as an answer to this quiz, with its bytes; null for any other file. */
export async function findAnswerFile(db: Db, quizId: number, fileId: number) {
  const [row] = await db
    .select({ filename: files.filename, mimeType: files.mimeType, content: files.content })
    .from(quizAnswers)
    .innerJoin(quizResponses, eq(quizResponses.id, quizAnswers.responseId))
    .innerJoin(files, eq(files.id, quizAnswers.fileId))
    .where(and(eq(quizResponses.quizId, quizId), eq(quizAnswers.fileId, fileId)))
    .limit(1);
  return row ?? null;
}

export async function readFileContent(db: Db, fileId: number): Promise<Buffer | null> {
  const [row] = await db.select({ content: files.content }).from(files).where(eq(files.id, fileId)).limit(1);
  return row?.content ?? null;
}
