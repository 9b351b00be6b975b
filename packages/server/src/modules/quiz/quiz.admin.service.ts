import { randomBytes } from 'node:crypto';
import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import {
  QUIZ_ADMIN_CODE,
  type AdminQuizBody,
  type AdminQuizDetail,
  type AdminQuizLink,
  type AdminQuizLinkBody,
} from '@club/domain/admin/quiz.schemas';
import { isQuizLinkOpen, type QuizItemType } from '@club/domain/quiz/quiz.rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { QuizLinkRow } from '../../db/schema/quiz.js';
import { HttpError, notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import * as repo from './quiz.admin.repository.js';

/**
 * The office's quiz calls (/api/admin/quizzes...). Each write runs in one transaction with its
 * audit row. The public form reads quizzes uncached (quiz.routes.ts), so a change shows at once.
 */

type Ctx = Pick<AppContext, 'db' | 'now'>;
const tx$ = (tx: unknown) => tx as Db;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The quiz as the audit log keeps it: its texts and items. */
async function quizSnapshot(db: Db, id: number) {
  const quiz = await repo.findQuiz(db, id);
  return quiz ? { quiz, items: await repo.listItems(db, id) } : null;
}

const toLink = (l: QuizLinkRow, now: Date): AdminQuizLink => ({
  id: l.id,
  note: l.note,
  max_answers: l.maxAnswers,
  answer_count: l.answerCount,
  expires_at: iso(l.expiresAt),
  created_at: l.createdAt.toISOString(),
  is_open: isQuizLinkOpen(l, now),
});

export async function listOfficeQuizzes(ctx: Ctx, page: number) {
  const { rows, total } = await repo.listQuizzes(ctx.db, { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE }, ctx.now());
  return {
    rows: rows.map((r) => ({
      id: r.quiz.id,
      title_es: r.quiz.titleEs,
      title_eus: r.quiz.titleEus,
      title_en: r.quiz.titleEn,
      items: r.items,
      links: r.links,
      open_links: r.openLinks,
      answers: r.answers,
      created_at: r.quiz.createdAt.toISOString(),
    })),
    total,
    page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** GET /api/admin/quizzes/{id}: texts, items (with how many answers each has) and links. */
export async function getOfficeQuiz(ctx: Ctx, id: number): Promise<AdminQuizDetail> {
  const quiz = await repo.findQuiz(ctx.db, id);
  if (!quiz) throw notFound('quiz_not_found');
  const [items, answered, links, answers] = await Promise.all([
    repo.listItems(ctx.db, id),
    repo.countAnswersByItem(ctx.db, id),
    repo.listLinks(ctx.db, id),
    repo.countResponses(ctx.db, id),
  ]);
  const now = ctx.now();
  return {
    id: quiz.id,
    title_es: quiz.titleEs,
    title_eus: quiz.titleEus,
    title_en: quiz.titleEn,
    intro_es: quiz.introEs,
    intro_eus: quiz.introEus,
    intro_en: quiz.introEn,
    items: items.map((i) => ({
      id: i.id,
      type: i.type as QuizItemType,
      required: i.required,
      label_es: i.labelEs,
      label_eus: i.labelEus,
      label_en: i.labelEn,
      placeholder_es: i.placeholderEs,
      placeholder_eus: i.placeholderEus,
      placeholder_en: i.placeholderEn,
      children: i.children.map((c) => ({ value: c.value, label_es: c.label_es, label_eus: c.label_eus, label_en: c.label_en ?? '' })),
      answers: answered.get(i.id) ?? 0,
    })),
    links: links.map((l) => toLink(l, now)),
    answers,
  };
}

const quizColumns = (b: AdminQuizBody): repo.QuizColumns => ({
  titleEs: b.title_es,
  titleEus: b.title_eus,
  titleEn: b.title_en,
  introEs: b.intro_es,
  introEus: b.intro_eus,
  introEn: b.intro_en,
});

const itemColumns = (i: AdminQuizBody['items'][number], position: number): repo.ItemColumns => ({
  position,
  type: i.type,
  required: i.required,
  labelEs: i.label_es,
  labelEus: i.label_eus,
  labelEn: i.label_en,
  placeholderEs: i.placeholder_es,
  placeholderEus: i.placeholder_eus,
  placeholderEn: i.placeholder_en,
  children: i.type === 'radio' ? i.children : [],
});

/**
 * Decision: a quiz that already has answers stays editable, but never so that an answer loses its
 * meaning: texts, order, "required" and new items may change freely; an item somebody answered
 * cannot be removed (code 1) nor change type (code 2), and a radio option somebody chose keeps its
 * value (code 3; its labels may change). Items nobody answered may go. The export then still has a
 * column for every answer given.
 */
async function checkEdit(tx: Db, quizId: number, body: AdminQuizBody): Promise<AdminOutcome<never> | null> {
  const current = await repo.listItems(tx, quizId);
  const byId = new Map(current.map((i) => [i.id, i]));
  const answered = await repo.countAnswersByItem(tx, quizId);
  for (const [index, item] of body.items.entries()) {
    if (item.id !== undefined && !byId.has(item.id))
      throw new HttpError(400, 'validation', `body/items/${index}/id: ${item.id} is not an item of this quiz`);
  }
  const kept = new Set(body.items.map((i) => i.id));
  const removed = current.find((i) => !kept.has(i.id) && (answered.get(i.id) ?? 0) > 0);
  if (removed) return { ok: false, code: QUIZ_ADMIN_CODE.itemHasAnswers, ext: `items: item ${removed.id} has answers` };
  for (const item of body.items) {
    const was = item.id === undefined ? undefined : byId.get(item.id);
    if (!was || (answered.get(was.id) ?? 0) === 0) continue;
    if (was.type !== item.type) return { ok: false, code: QUIZ_ADMIN_CODE.typeHasAnswers, ext: `items: item ${was.id} has answers` };
    if (item.type === 'radio') {
      const values = new Set(item.children.map((c) => c.value));
      const lost = (await repo.listChosenValues(tx, was.id)).find((v) => !values.has(v));
      if (lost !== undefined)
        return { ok: false, code: QUIZ_ADMIN_CODE.optionHasAnswers, ext: `items: option '${lost}' of item ${was.id} was chosen` };
    }
  }
  return null;
}

/** POST /api/admin/quizzes (id null) and PUT /api/admin/quizzes/{id}. */
export async function saveQuiz(ctx: Ctx, id: number | null, body: AdminQuizBody, actor: AuditActor): Promise<AdminOutcome<{ id: number }>> {
  return ctx.db.transaction(async (t): Promise<AdminOutcome<{ id: number }>> => {
    const tx = tx$(t);
    let before = null;
    if (id !== null) {
      if (!(await repo.lockQuiz(tx, id))) throw notFound('quiz_not_found');
      const refused = await checkEdit(tx, id, body);
      if (refused) return refused;
      before = await quizSnapshot(tx, id);
    }
    const quizId = id ?? (await repo.insertQuiz(tx, { ...quizColumns(body), createdAt: ctx.now() }));
    if (id !== null) {
      await repo.updateQuiz(tx, id, quizColumns(body));
      const kept = new Set(body.items.map((i) => i.id));
      await repo.deleteItems(
        tx,
        before!.items.filter((i) => !kept.has(i.id)).map((i) => i.id),
      );
    }
    for (const [position, item] of body.items.entries()) {
      if (item.id === undefined) await repo.insertItem(tx, quizId, itemColumns(item, position));
      else await repo.updateItem(tx, item.id, itemColumns(item, position));
    }
    const action = id === null ? 'quiz.create' : 'quiz.update';
    await recordAudit(tx, { actor, action, entity: 'quiz', entityId: quizId, before, after: await quizSnapshot(tx, quizId) });
    return { ok: true, data: { id: quizId } };
  });
}

/**
 * DELETE /api/admin/quizzes/{id}. Decision: the quiz goes with its links and answers, and the files
 * uploaded as answers are deleted with it (they are personal data that nothing else points to).
 * The audit row keeps the quiz's definition and how many answers it had, not the answers.
 */
export async function deleteQuiz(ctx: Ctx, id: number, actor: AuditActor): Promise<{ id: number }> {
  await ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    if (!(await repo.lockQuiz(tx, id))) throw notFound('quiz_not_found');
    const before = { ...(await quizSnapshot(tx, id)), links: await repo.listLinks(tx, id), answers: await repo.countResponses(tx, id) };
    await repo.deleteQuiz(tx, id, await repo.listAnswerFileIds(tx, id));
    await recordAudit(tx, { actor, action: 'quiz.delete', entity: 'quiz', entityId: id, before, after: null });
  });
  return { id };
}

/**
 * Decision: a link id nobody can guess (96 random bits, URL-safe): a one-person link is its own
 * key. Drawn again when it would start with '-' or '_', so that no id looks like a formula to a
 * spreadsheet (the exports would have to quote it) or like a flag on a command line.
 */
function newLinkId(): string {
  for (;;) {
    const id = randomBytes(12).toString('base64url');
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}

const expiryOf = (value: string | null, now: Date): Date | null | 'past' => {
  if (value === null) return null;
  const at = new Date(value);
  return at.getTime() <= now.getTime() ? 'past' : at;
};

/** POST /api/admin/quizzes/{id}/links: a general link (max_answers null) or a one-person link (max_answers 1). */
export async function createLink(
  ctx: Ctx,
  quizId: number,
  body: AdminQuizLinkBody,
  actor: AuditActor,
): Promise<AdminOutcome<{ id: string; quiz_id: number }>> {
  const expiresAt = expiryOf(body.expires_at, ctx.now());
  if (expiresAt === 'past') return { ok: false, code: QUIZ_ADMIN_CODE.expiryPast, ext: 'expires_at: not in the future' };
  return ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    if (!(await repo.lockQuiz(tx, quizId))) throw notFound('quiz_not_found');
    const id = newLinkId();
    await repo.insertLink(tx, {
      id,
      quizId,
      note: body.note,
      maxAnswers: body.kind === 'single' ? 1 : null,
      expiresAt,
      createdAt: ctx.now(),
    });
    const [after] = (await repo.listLinks(tx, quizId)).filter((l) => l.id === id);
    await recordAudit(tx, { actor, action: 'quiz_link.create', entity: 'quiz_link', entityId: id, before: null, after });
    return { ok: true, data: { id, quiz_id: quizId } };
  });
}

/** PUT /api/admin/quizzes/{id}/links/{linkId}: a new note or expiry (null: open until answered or revoked). */
export async function updateLink(
  ctx: Ctx,
  quizId: number,
  linkId: string,
  body: { note: string; expires_at: string | null },
  actor: AuditActor,
): Promise<AdminOutcome<{ id: string; quiz_id: number }>> {
  const expiresAt = expiryOf(body.expires_at, ctx.now());
  if (expiresAt === 'past') return { ok: false, code: QUIZ_ADMIN_CODE.expiryPast, ext: 'expires_at: not in the future' };
  return ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const before = await repo.lockLink(tx, quizId, linkId);
    if (!before) throw notFound('quiz_link_not_found');
    const after = await repo.updateLink(tx, linkId, { note: body.note, expiresAt });
    await recordAudit(tx, { actor, action: 'quiz_link.update', entity: 'quiz_link', entityId: linkId, before, after });
    return { ok: true, data: { id: linkId, quiz_id: quizId } };
  });
}

/**
 * POST /api/admin/quizzes/{id}/links/{linkId}/revoke: the link expires now (the public form then
 * says '¡Enlace no válido!'). Decision: revoking is an expiry, not a deletion, so the link's answers
 * stay and PUT can reopen it; a link that already takes no answers is code 5, nothing changed.
 */
export async function revokeLink(
  ctx: Ctx,
  quizId: number,
  linkId: string,
  actor: AuditActor,
): Promise<AdminOutcome<{ id: string; quiz_id: number }>> {
  return ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const before = await repo.lockLink(tx, quizId, linkId);
    if (!before) throw notFound('quiz_link_not_found');
    const now = ctx.now();
    if (!isQuizLinkOpen(before, now)) return { ok: false, code: QUIZ_ADMIN_CODE.linkClosed, ext: 'the link takes no answers already' };
    const after = await repo.updateLink(tx, linkId, { expiresAt: now });
    await recordAudit(tx, { actor, action: 'quiz_link.revoke', entity: 'quiz_link', entityId: linkId, before, after });
    return { ok: true, data: { id: linkId, quiz_id: quizId } };
  });
}

/** GET /api/admin/quizzes/{id}/responses?page=: newest first, every answer with its file's name. */
export async function listQuizResponses(ctx: Ctx, quizId: number, page: number) {
  if (!(await repo.findQuiz(ctx.db, quizId))) throw notFound('quiz_not_found');
  const [rows, total] = await Promise.all([
    repo.listResponses(ctx.db, quizId, { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE }),
    repo.countResponses(ctx.db, quizId),
  ]);
  const answers = await repo.listAnswers(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      link_id: r.linkId,
      link_note: r.linkNote,
      created_at: r.createdAt.toISOString(),
      answers: answers
        .filter((a) => a.responseId === r.id)
        .map((a) => ({
          item_id: a.itemId,
          text: a.valueText,
          checked: a.valueBool,
          file: a.file && { id: a.file.id, filename: a.file.filename, mime_type: a.file.mimeType, size: a.file.size },
        })),
    })),
    total,
    page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** GET /api/admin/quizzes/{id}/files/{fileId}: only a file uploaded as an answer to that quiz. */
export async function getAnswerFile(ctx: Ctx, quizId: number, fileId: number) {
  const file = await repo.findAnswerFile(ctx.db, quizId, fileId);
  if (!file) throw notFound('file_not_found');
  return file;
}
