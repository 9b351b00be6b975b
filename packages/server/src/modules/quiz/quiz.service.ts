import {
  QUIZ_CODE,
  QUIZ_FILE_TYPES,
  checkQuizAnswer,
  isQuizLinkOpen,
  parseDataUrl,
  type QuizAnswerError,
  type QuizItemType,
} from '@club/domain/quiz/quiz.rules';
import type { QuizFormItem, QuizReply, quizSaveSchema } from '@club/domain/quiz/quiz.schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { QuizItemRow } from '../../db/schema/quiz.js';
import { fail, notFound, ok } from '../../lib/reply.js';
import { storeFile } from '../files/index.js';
import {
  claimLinkAnswer,
  findLinkWithQuiz,
  insertAnswers,
  insertQuiz,
  insertQuizItems,
  insertQuizLink,
  insertResponse,
  listQuizItems,
  lockQuizForAnswers,
  type AnswerRow,
} from './quiz.repository.js';
import { sniffFileType } from '../../lib/sniff.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;
type SaveInput = z.output<typeof quizSaveSchema>;

const toFormItem = (i: QuizItemRow): QuizFormItem => ({
  id: i.id,
  type: i.type as QuizItemType,
  required: i.required,
  inputdata: null,
  validationstate: null,
  label_es: i.labelEs,
  label_en: i.labelEn,
  label_eus: i.labelEus,
  placeholder_es: i.placeholderEs,
  placeholder_en: i.placeholderEn,
  placeholder_eus: i.placeholderEus,
  children: i.children,
});

/**
 * `quiz/quiz?link_id=`: 404 for a link that does not exist; success 0 with QUIZ_CODE.invalidLink
 * when its response time has passed or a one-person link was already answered. The web shows
 * '¡Enlace no válido!' for both.
 */
export async function getQuizByLink(ctx: Ctx, linkId: string) {
  const found = await findLinkWithQuiz(ctx.db, linkId);
  if (!found) throw notFound('quiz_link_not_found');
  const { link, quiz } = found;
  if (!isQuizLinkOpen(link, ctx.now())) return fail(QUIZ_CODE.invalidLink);
  const items = await listQuizItems(ctx.db, quiz.id);
  const reply: QuizReply = {
    link_id: link.id,
    title_es: quiz.titleEs,
    title_eus: quiz.titleEus,
    title_en: quiz.titleEn,
    intro_es: quiz.introEs,
    intro_eus: quiz.introEus,
    intro_en: quiz.introEn,
    single_use: link.maxAnswers === 1,
    expires_at: link.expiresAt ? link.expiresAt.toISOString() : null,
    quiz: items.map(toFormItem),
  };
  return ok(reply);
}

/** A file name safe to store and to offer for download: no path, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').trim();
  return clean.slice(0, 200) || 'archivo';
}

interface PreparedFile {
  itemId: number;
  name: string;
  mime: string;
  bytes: Buffer;
}

/**
 * `quiz/save`: checks every answer against its item (the same domain rule the form uses), checks
 * a file's real type from its bytes, then claims the link and stores the answers in one
 * transaction. Text is stored exactly as typed, as plain text.
 */
export async function saveQuizAnswers(ctx: Ctx, input: SaveInput) {
  const found = await findLinkWithQuiz(ctx.db, input.link_id);
  if (!found) throw notFound('quiz_link_not_found');
  const { link, quiz } = found;
  if (!isQuizLinkOpen(link, ctx.now())) return fail(QUIZ_CODE.invalidLink);

  const items = await listQuizItems(ctx.db, quiz.id);
  if (items.length === 0) return fail(QUIZ_CODE.invalidAnswer, 'quiz:empty');
  const byId = new Map(items.map((i) => [i.id, i]));
  const given = new Map<number, unknown>();
  for (const a of input.quiz) {
    if (!byId.has(a.id)) return fail(QUIZ_CODE.invalidAnswer, `${a.id}:unknown_item`);
    if (given.has(a.id)) return fail(QUIZ_CODE.invalidAnswer, `${a.id}:duplicate`);
    given.set(a.id, a.inputdata);
  }

  const answers: AnswerRow[] = [];
  const filesToStore: PreparedFile[] = [];
  for (const item of items) {
    const value = given.get(item.id) ?? null;
    const error = checkQuizAnswer({ type: item.type as QuizItemType, required: item.required, children: item.children }, value);
    if (error) return fail(QUIZ_CODE.invalidAnswer, `${item.id}:${error}`);
    const answer: AnswerRow = { itemId: item.id, valueText: null, valueBool: null, fileId: null };
    if (item.type === 'checkbox') answer.valueBool = value === true;
    else if (item.type === 'file') {
      const file = value as { name: string; content: string } | null;
      if (file && file.content) {
        const prepared = await prepareFile(item.id, file);
        if ('error' in prepared) return fail(QUIZ_CODE.invalidAnswer, `${item.id}:${prepared.error}`);
        filesToStore.push(prepared);
      }
    } else if (typeof value === 'string' && value.trim() !== '') answer.valueText = value.trim();
    answers.push(answer);
  }

  const saved = await ctx.db.transaction(async (tx): Promise<boolean | 'changed'> => {
    // The office may have edited the quiz since its items were read: hold the quiz (an edit waits)
    // and refuse answers checked against items that are no longer the same.
    if (!(await lockQuizForAnswers(tx, quiz.id)) || itemsSignature(await listQuizItems(tx, quiz.id)) !== itemsSignature(items))
      return 'changed';
    if (!(await claimLinkAnswer(tx, link.id, ctx.now()))) return false;
    for (const f of filesToStore) {
      const stored = await storeFile(
        { db: tx },
        { purpose: 'quiz', filename: f.name, mimeType: f.mime, content: f.bytes, ownerId: null, isPublic: false },
      );
      answers.find((a) => a.itemId === f.itemId)!.fileId = stored.id;
    }
    const responseId = await insertResponse(tx, quiz.id, link.id, ctx.now());
    await insertAnswers(tx, responseId, answers);
    return true;
  });
  if (saved === 'changed') return fail(QUIZ_CODE.invalidAnswer, 'quiz:changed');
  return saved ? ok() : fail(QUIZ_CODE.invalidLink);
}

/** What an answer was checked against: each item's id, type, whether required, and its options. */
const itemsSignature = (items: QuizItemRow[]) =>
  JSON.stringify(items.map((i) => [i.id, i.type, i.required, i.type === 'radio' ? i.children.map((c) => c.value) : []]));

async function prepareFile(itemId: number, file: { name: string; content: string }): Promise<PreparedFile | { error: QuizAnswerError }> {
  const parsed = parseDataUrl(file.content);
  if (!parsed) return { error: 'file_invalid' };
  const bytes = Buffer.from(parsed.base64, 'base64');
  // The browser's declared type is not trusted: the bytes must be a PDF, JPEG or PNG.
  const detected = await sniffFileType(bytes);
  if (!detected || !(QUIZ_FILE_TYPES as readonly string[]).includes(detected.mime)) return { error: 'file_type' };
  return { itemId, name: cleanFileName(file.name), mime: detected.mime, bytes };
}

/** A text in Spanish, optionally also in Basque and English. */
type QuizText = { es: string; eus?: string; en?: string };

/** The `<prefix>Es/Eus/En` columns of a text (a missing language is stored empty). */
const textColumns = <P extends string>(prefix: P, text: QuizText | undefined) =>
  ({ [`${prefix}Es`]: text?.es ?? '', [`${prefix}Eus`]: text?.eus ?? '', [`${prefix}En`]: text?.en ?? '' }) as Record<
    `${P}Es` | `${P}Eus` | `${P}En`,
    string
  >;

export interface QuizDefinition {
  title: QuizText;
  intro?: QuizText;
  items: {
    type: QuizItemType;
    required?: boolean;
    label: QuizText;
    placeholder?: QuizText;
    children?: QuizItemRow['children'];
  }[];
  links: { id: string; note?: string; maxAnswers?: number | null; expiresAt?: Date | null }[];
}

/** Stores a quiz with its items and links in one transaction (the demo seed and tests use it). */
export async function createQuiz(ctx: Pick<AppContext, 'db'>, def: QuizDefinition): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const quizId = await insertQuiz(tx, { ...textColumns('title', def.title), ...textColumns('intro', def.intro) });
    await insertQuizItems(
      tx,
      def.items.map((i, position) => ({
        quizId,
        position,
        type: i.type,
        required: i.required ?? false,
        ...textColumns('label', i.label),
        ...textColumns('placeholder', i.placeholder),
        children: i.children ?? [],
      })),
    );
    for (const l of def.links) {
      await insertQuizLink(tx, { id: l.id, quizId, note: l.note ?? '', maxAnswers: l.maxAnswers ?? null, expiresAt: l.expiresAt ?? null });
    }
    return quizId;
  });
}
