import type { Lang } from './course-draft';

/** A stored answer of a signup form: the course's field with the person's `inputdata`. */
export interface FormAnswer {
  id: string | number;
  type: string;
  label_es?: string;
  label_eus?: string;
  label_en?: string;
  inputdata?: unknown;
  children?: { value: string | number; label_es?: string; label_eus?: string; label_en?: string }[];
}

/** A file answer once stored by the server (signup-files.ts). */
export interface FileAnswer {
  name: string;
  fileId: number;
  mimeType?: string;
}

const LAYOUT = new Set(['separator', 'text_header']);

export const isFileAnswer = (v: unknown): v is FileAnswer =>
  typeof v === 'object' && v !== null && typeof (v as FileAnswer).fileId === 'number' && typeof (v as FileAnswer).name === 'string';

const labelIn = (x: { label_es?: string; label_eus?: string; label_en?: string }, lang: string) =>
  (lang === 'eus' ? x.label_eus : lang === 'en' ? x.label_en : x.label_es) || x.label_es || '';

/** The questions asked across a course's signups, in form order, each with its label in `lang`. */
export function answerColumns(signups: { form_answers: FormAnswer[] }[], lang: string): { id: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const s of signups)
    for (const a of s.form_answers ?? [])
      if (!LAYOUT.has(a.type) && !seen.has(String(a.id))) seen.set(String(a.id), labelIn(a, lang) || String(a.id));
  return [...seen].map(([id, label]) => ({ id, label }));
}

/** One answer as text in `lang`: a ticked box is yes/no, a radio its choice's label, a file its name. */
export function answerText(a: FormAnswer | undefined, lang: Lang | string, yesNo: { yes: string; no: string }): string {
  if (!a) return '';
  const v = a.inputdata;
  if (v === undefined || v === null || v === '') return '';
  if (a.type === 'checkbox') return v === true || v === 1 || v === '1' || v === 'true' ? yesNo.yes : yesNo.no;
  if (a.type === 'radio') {
    const choice = a.children?.find((c) => String(c.value) === String(v));
    return choice ? labelIn(choice, lang) || String(v) : String(v);
  }
  if (isFileAnswer(v)) return v.name;
  return typeof v === 'object' ? '' : String(v);
}

/** The answer to question `id` of a signup. */
export const answerOf = (s: { form_answers: FormAnswer[] }, id: string): FormAnswer | undefined =>
  (s.form_answers ?? []).find((a) => String(a.id) === id);
