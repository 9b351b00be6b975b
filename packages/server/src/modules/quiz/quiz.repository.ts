import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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

export async function findLinkWithQuiz(db: Db, linkId: string): Promise<{ link: QuizLinkRow; quiz: QuizRow } | null> {
  const [row] = await db
    .select({ link: quizLinks, quiz: quizzes })
    .from(quizLinks)
    .innerJoin(quizzes, eq(quizzes.id, quizLinks.quizId))
    .where(eq(quizLinks.id, linkId))
    .limit(1);
  return row ?? null;
}

/**
 * Holds the quiz FOR SHARE while answers are stored: answers never block each other, and an
 * office edit (quiz.admin.repository lockQuiz, FOR UPDATE) waits until they are in.
 */
export async function lockQuizForAnswers(db: Db, quizId: number): Promise<boolean> {
  const rows = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for('share');
  return rows.length === 1;
}

export async function listQuizItems(db: Db, quizId: number): Promise<QuizItemRow[]> {
  return db.select().from(quizItems).where(eq(quizItems.quizId, quizId)).orderBy(asc(quizItems.position), asc(quizItems.id));
}

/**
 * Takes one answer slot of a link in a single conditional UPDATE: the row lock makes a second,
 * simultaneous save wait and then find no room, so a one-person link can never take two answers.
 * False when the link is unknown, expired or full.
 */
export async function claimLinkAnswer(db: Db, linkId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(quizLinks)
    .set({ answerCount: sql`${quizLinks.answerCount} + 1` })
    .where(
      and(
        eq(quizLinks.id, linkId),
        or(isNull(quizLinks.maxAnswers), lt(quizLinks.answerCount, quizLinks.maxAnswers)),
        or(isNull(quizLinks.expiresAt), gt(quizLinks.expiresAt, now)),
      ),
    )
    .returning({ id: quizLinks.id });
  return rows.length === 1;
}

/** A response dated by the app's clock (the office's list and exports show when it was given). */
export async function insertResponse(db: Db, quizId: number, linkId: string, createdAt: Date): Promise<number> {
  const [row] = await db.insert(quizResponses).values({ quizId, linkId, createdAt }).returning({ id: quizResponses.id });
  return row!.id;
}

export interface AnswerRow {
  itemId: number;
  valueText: string | null;
  valueBool: boolean | null;
  fileId: number | null;
}

export async function insertAnswers(db: Db, responseId: number, answers: AnswerRow[]): Promise<void> {
  if (answers.length === 0) return;
  await db.insert(quizAnswers).values(answers.map((a) => ({ responseId, ...a })));
}

export async function insertQuiz(db: Db, quiz: typeof quizzes.$inferInsert): Promise<number> {
  const [row] = await db.insert(quizzes).values(quiz).returning({ id: quizzes.id });
  return row!.id;
}

export async function insertQuizItems(db: Db, items: (typeof quizItems.$inferInsert)[]): Promise<void> {
  if (items.length > 0) await db.insert(quizItems).values(items);
}

export async function insertQuizLink(db: Db, link: typeof quizLinks.$inferInsert): Promise<void> {
  await db.insert(quizLinks).values(link);
}

export async function quizLinkExists(db: Db, linkId: string): Promise<boolean> {
  const [row] = await db.select({ id: quizLinks.id }).from(quizLinks).where(eq(quizLinks.id, linkId)).limit(1);
  return Boolean(row);
}
