/**
 * Quiz rules of spec 000 §2, §4 and §5, pure so the web disables its button with the same
 * function the server uses to refuse an answer.
 */

export const QUIZ_ITEM_TYPES = ['text', 'textarea', 'date', 'checkbox', 'radio', 'file'] as const;
export type QuizItemType = (typeof QUIZ_ITEM_TYPES)[number];

export const QUIZ_LIMITS = {
  textMax: 500,
  textareaMax: 5000,
  fileNameMax: 200,
  /** Decoded size of a file answer. */
  fileMaxBytes: 2 * 1024 * 1024,
  /** A 2 MB file as a base64 data URL, with room for its header. */
  dataUrlMaxChars: Math.ceil((2 * 1024 * 1024) / 3) * 4 + 200,
  maxItems: 100,
} as const;

/** File answers accepted: the upload types of spec 001 §9 (jpeg, pdf, png). */
export const QUIZ_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Reply codes of `quiz/save` and `quiz/quiz` (success 0). */
export const QUIZ_CODE = {
  /** Unknown link, response time passed, or a one-person link already answered: '¡Enlace no válido!'. */
  invalidLink: 1,
  /** An answer does not fit its item; `ext` is `<itemId>:<error>`. */
  invalidAnswer: 2,
} as const;

export type QuizAnswerError = 'required' | 'type' | 'too_long' | 'option' | 'date' | 'file_too_large' | 'file_type' | 'file_invalid';

export interface QuizItemRule {
  type: QuizItemType;
  required: boolean;
  children?: readonly { value: string }[];
}

type FileValue = { name: string; content: string };
const isFileValue = (v: unknown): v is FileValue =>
  typeof v === 'object' && v !== null && typeof (v as FileValue).name === 'string' && typeof (v as FileValue).content === 'string';

/**
 * Whether an answer counts as not given. A checkbox counts as given only when ticked: a required
 * checkbox is a consent the person must give (decision: the spec only says "null input").
 */
export function isAnswerEmpty(type: QuizItemType, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  switch (type) {
    case 'checkbox':
      return value !== true;
    case 'file':
      return !isFileValue(value) || value.content.length === 0;
    default:
      return typeof value !== 'string' || value.trim().length === 0;
  }
}

/** The save button is enabled only when the quiz has items and every required one is answered. */
export function canSaveQuiz(items: readonly { type: QuizItemType; required: boolean; inputdata?: unknown }[]): boolean {
  return items.length > 0 && items.every((i) => !i.required || !isAnswerEmpty(i.type, i.inputdata));
}

/** The MIME type and decoded size of a base64 data URL, or null when it is not one. */
export function parseDataUrl(content: string): { mime: string; bytes: number; base64: string } | null {
  const m = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i.exec(content);
  if (!m) return null;
  const base64 = m[2]!;
  if (base64.length % 4 !== 0) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return { mime: (m[1] ?? 'application/octet-stream').toLowerCase(), bytes: (base64.length / 4) * 3 - padding, base64 };
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function hasItemShape(type: QuizItemType, value: unknown): boolean {
  if (type === 'checkbox') return typeof value === 'boolean';
  if (type === 'file') return isFileValue(value);
  return typeof value === 'string';
}

/**
 * Checks one answer against its item; null when it fits. The server also checks a file's real
 * type from its bytes (the declared type here is only the browser's word).
 */
export function checkQuizAnswer(item: QuizItemRule, value: unknown): QuizAnswerError | null {
  const given = value !== null && value !== undefined;
  if (given && !hasItemShape(item.type, value)) return 'type';
  // Not answered is fine for an optional item (an unticked checkbox is a valid "no").
  if (isAnswerEmpty(item.type, value)) return item.required ? 'required' : null;
  switch (item.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return 'type';
      const max = item.type === 'text' ? QUIZ_LIMITS.textMax : QUIZ_LIMITS.textareaMax;
      return value.trim().length > max ? 'too_long' : null;
    }
    case 'date':
      if (typeof value !== 'string') return 'type';
      return isIsoDate(value.trim()) ? null : 'date';
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'type';
    case 'radio':
      if (typeof value !== 'string') return 'type';
      return (item.children ?? []).some((c) => c.value === value) ? null : 'option';
    case 'file': {
      if (!isFileValue(value)) return 'type';
      if (value.name.trim().length === 0 || value.name.length > QUIZ_LIMITS.fileNameMax) return 'file_invalid';
      const parsed = parseDataUrl(value.content);
      if (!parsed) return 'file_invalid';
      if (parsed.bytes > QUIZ_LIMITS.fileMaxBytes) return 'file_too_large';
      if (parsed.bytes === 0) return 'file_invalid';
      return (QUIZ_FILE_TYPES as readonly string[]).includes(parsed.mime) ? null : 'file_type';
    }
  }
}

export interface QuizLinkState {
  expiresAt: Date | null;
  /** 1 for a link meant for one person; null for a general link. */
  maxAnswers: number | null;
  answerCount: number;
}

/** A link takes answers until its response time passes and while it has room (spec 000 §2). */
export function isQuizLinkOpen(link: QuizLinkState, now: Date): boolean {
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return false;
  return link.maxAnswers === null || link.answerCount < link.maxAnswers;
}
