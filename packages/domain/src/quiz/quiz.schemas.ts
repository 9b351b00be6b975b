import { z } from 'zod';
import { QUIZ_ITEM_TYPES, QUIZ_LIMITS } from './quiz.rules.js';

/**
 * API contracts of the quiz area (spec 000 §3 "Quiz" and "Form item", §7).
 *
 * `GET quiz/quiz/?link_id=` replies (decision, the spec shows only the item list plus link_id):
 *   data = { link_id, title_{es,eus,en}, intro_{es,eus,en}, single_use, expires_at, quiz: FormItem[] }
 * `POST quiz/save/` takes { link_id, quiz: FormItem[] } where each item carries its answer in
 * `inputdata` (other item fields are accepted and ignored: the server re-reads the items).
 */

export const quizItemTypeSchema = z.enum(QUIZ_ITEM_TYPES);

/** An option of a radio item (spec: children value, label_es, label_eus; en where given). */
export const quizChildSchema = z.object({
  value: z.string(),
  label_es: z.string(),
  label_eus: z.string(),
  label_en: z.string().optional(),
});
export type QuizChild = z.infer<typeof quizChildSchema>;

/** A file answer: its name and its content as a base64 data URL. */
export const quizFileValueSchema = z.object({
  name: z.string().trim().min(1).max(QUIZ_LIMITS.fileNameMax),
  content: z.string().max(QUIZ_LIMITS.dataUrlMaxChars),
});
export type QuizFileValue = z.infer<typeof quizFileValueSchema>;

/** An answer: text/textarea/date/radio a string, checkbox a boolean, file a {name, content}; null when empty. */
export const quizInputSchema = z.union([z.string().max(QUIZ_LIMITS.textareaMax * 2), z.boolean(), quizFileValueSchema, z.null()]);
export type QuizInput = z.infer<typeof quizInputSchema>;

export const quizFormItemSchema = z.object({
  id: z.number().int(),
  type: quizItemTypeSchema,
  required: z.boolean(),
  inputdata: quizInputSchema,
  /** Client-side state: null until checked, then 'valid' or an error key. Always null from the server. */
  validationstate: z.string().nullable(),
  label_es: z.string(),
  label_en: z.string(),
  label_eus: z.string(),
  placeholder_es: z.string(),
  placeholder_en: z.string(),
  placeholder_eus: z.string(),
  children: z.array(quizChildSchema),
});
export type QuizFormItem = z.infer<typeof quizFormItemSchema>;

export const quizQuerySchema = z.object({ link_id: z.string().trim().min(1).max(200) });

export const quizReplySchema = z.object({
  link_id: z.string(),
  title_es: z.string(),
  title_eus: z.string(),
  title_en: z.string(),
  intro_es: z.string(),
  intro_eus: z.string(),
  intro_en: z.string(),
  /** A link meant for one person: it takes a single answer. */
  single_use: z.boolean(),
  /** ISO timestamp after which the link no longer takes answers; null when it never expires. */
  expires_at: z.string().nullable(),
  quiz: z.array(quizFormItemSchema),
});
export type QuizReply = z.infer<typeof quizReplySchema>;

/** One answered item as posted; only `id` and `inputdata` are read. */
export const quizAnswerSchema = z.object({ id: z.number().int().positive(), inputdata: quizInputSchema.optional().default(null) });

export const quizSaveSchema = z.object({
  link_id: z.string().trim().min(1).max(200),
  quiz: z.array(quizAnswerSchema).max(QUIZ_LIMITS.maxItems),
});
export type QuizSaveInput = z.input<typeof quizSaveSchema>;
