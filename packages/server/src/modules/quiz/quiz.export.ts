import { Readable } from 'node:stream';
import { toCsv as writeCsv } from '@club/domain/shared/csv';
import type { SheetData } from 'write-excel-file/node';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context.js';
import type { QuizItemRow } from '../../db/schema/quiz.js';
import { notFound } from '../../lib/reply.js';
import * as repo from './quiz.admin.repository.js';
import { xlsxBuffer } from '../../lib/spreadsheet.js';

/**
 * The answers of a quiz as a table (one row per response, one column per item), written as CSV
 * (@club/domain/shared/csv) or XLSX (write-excel-file), and the files uploaded as answers as a ZIP (yazl).
 */

type Ctx = Pick<AppContext, 'db'>;
export type ExportLang = 'es' | 'eus' | 'en';

/** The few words of an export the server writes itself (headings, yes/no). */
const WORDS: Record<ExportLang, Record<'response' | 'date' | 'link' | 'note' | 'yes' | 'no', string>> = {
  es: { response: 'Respuesta', date: 'Fecha', link: 'Enlace', note: 'Nota del enlace', yes: 'Sí', no: 'No' },
  eus: { response: 'Erantzuna', date: 'Data', link: 'Esteka', note: 'Estekaren oharra', yes: 'Bai', no: 'Ez' },
  en: { response: 'Response', date: 'Date', link: 'Link', note: 'Link note', yes: 'Yes', no: 'No' },
};

const madridTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const label = (i: QuizItemRow, lang: ExportLang) => (lang === 'eus' ? i.labelEus : lang === 'en' ? i.labelEn : i.labelEs) || i.labelEs;
const optionLabel = (i: QuizItemRow, value: string, lang: ExportLang) => {
  const c = i.children.find((x) => x.value === value);
  if (!c) return value;
  return (lang === 'eus' ? c.label_eus : lang === 'en' ? c.label_en : c.label_es) || c.label_es;
};

/** Where a file answer sits in the ZIP; the table shows the same path. Unique: one folder per response, the item's number first. */
const zipPath = (responseId: number, itemNumber: number, filename: string) => `${responseId}/${itemNumber}-${filename}`;

export interface AnswerTable {
  /** File names without extension, e.g. 'cuestionario-3'. */
  basename: string;
  header: string[];
  rows: (string | number)[][];
}

/** Every response of the quiz, oldest first; radio answers as their option's text, files as their path in the ZIP. */
export async function buildAnswerTable(ctx: Ctx, quizId: number, lang: ExportLang): Promise<AnswerTable> {
  const quiz = await repo.findQuiz(ctx.db, quizId);
  if (!quiz) throw notFound('quiz_not_found');
  const items = await repo.listItems(ctx.db, quizId);
  const responses = await repo.listAllResponses(ctx.db, quizId);
  const answers = await repo.listAnswers(
    ctx.db,
    responses.map((r) => r.id),
  );
  const byResponse = new Map<number, Map<number, repo.AnswerWithFile>>();
  for (const a of answers) {
    if (!byResponse.has(a.responseId)) byResponse.set(a.responseId, new Map());
    byResponse.get(a.responseId)!.set(a.itemId, a);
  }
  const w = WORDS[lang];
  const cell = (item: QuizItemRow, number: number, a: repo.AnswerWithFile | undefined, responseId: number): string => {
    if (!a) return '';
    if (item.type === 'checkbox') return a.valueBool === null ? '' : a.valueBool ? w.yes : w.no;
    if (item.type === 'file') return a.file ? zipPath(responseId, number, a.file.filename) : '';
    if (item.type === 'radio' && a.valueText !== null) return optionLabel(item, a.valueText, lang);
    return a.valueText ?? '';
  };
  return {
    basename: `cuestionario-${quizId}`,
    header: [w.response, w.date, w.link, w.note, ...items.map((i) => label(i, lang))],
    rows: responses.map((r) => [
      r.id,
      madridTime.format(r.createdAt),
      r.linkId,
      r.linkNote,
      ...items.map((item, index) => cell(item, index + 1, byResponse.get(r.id)?.get(item.id), r.id)),
    ]),
  };
}

/**
 * CSV through the portal's one CSV writer (@club/domain/shared/csv: RFC 4180 with a BOM, and a
 * typed answer that starts like a formula written as text), the same shape as the signups
 * export; the XLSX is the one to open in Excel.
 */
export function toCsv(table: AnswerTable): string {
  return writeCsv(table.header, table.rows);
}

/** XLSX: a bold heading row, then one row per response. write-excel-file stores every text as text, never as a formula. */
export async function toXlsx(table: AnswerTable): Promise<Buffer> {
  const data: SheetData = [
    table.header.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...table.rows.map((row) => row.map((v) => (typeof v === 'number' ? { value: v, type: Number } : { value: v, type: String }))),
  ];
  const columns = table.header.map((h, i) => ({ width: i < 2 ? 18 : Math.min(60, Math.max(12, h.length + 2)) }));
  return xlsxBuffer(data, { columns, sheet: 'Respuestas' });
}

/**
 * The files uploaded as answers, as a ZIP stream: each file is read from the database only when
 * the archive reaches it, so a large export never holds every file in memory. Entries are stored
 * uncompressed (PDF, JPEG and PNG are compressed already).
 */
export async function zipAnswerFiles(ctx: Ctx, quizId: number, now: Date): Promise<{ basename: string; stream: NodeJS.ReadableStream }> {
  if (!(await repo.findQuiz(ctx.db, quizId))) throw notFound('quiz_not_found');
  const items = await repo.listItems(ctx.db, quizId);
  const number = new Map(items.map((item, index) => [item.id, index + 1]));
  const responses = await repo.listAllResponses(ctx.db, quizId);
  const answers = (
    await repo.listAnswers(
      ctx.db,
      responses.map((r) => r.id),
    )
  ).filter((a) => a.file !== null);
  answers.sort((a, b) => a.responseId - b.responseId || (number.get(a.itemId) ?? 0) - (number.get(b.itemId) ?? 0));
  const zip = new ZipFile();
  for (const a of answers) {
    zip.addReadStreamLazy(zipPath(a.responseId, number.get(a.itemId) ?? 0, a.file!.filename), { mtime: now, compress: false }, (cb) => {
      repo.readFileContent(ctx.db, a.file!.id).then(
        // A file deleted meanwhile (its quiz removed) becomes an empty entry rather than a broken archive.
        (content) => cb(null, Readable.from(content ? [content] : [], { objectMode: false })),
        (error: unknown) => cb(error, Readable.from([], { objectMode: false })),
      );
    });
  }
  zip.end();
  return { basename: `cuestionario-${quizId}-archivos`, stream: zip.outputStream };
}
