import { z } from 'zod';
import { QUIZ_ITEM_TYPES, QUIZ_LIMITS } from '../quiz/quiz.rules.js';
import { pagedSchema, pageQuerySchema } from './paging.schemas.js';

/**
 * The office's quiz calls (/api/admin/quizzes...): build a quiz with its items, give it general
 * or one-person links with an optional expiry, read and export the answers.
 */

/** Business outcomes (HTTP 200, success 0). */
export const QUIZ_ADMIN_CODE = {
  /** An item that already has answers was left out of the quiz (it cannot be removed). */
  itemHasAnswers: 1,
  /** An item that already has answers was given another type. */
  typeHasAnswers: 2,
  /** A radio option somebody chose was removed (its value must stay). */
  optionHasAnswers: 3,
  /** A link's expiry is not in the future. */
  expiryPast: 4,
  /** The link already takes no answers (expired or revoked). */
  linkClosed: 5,
} as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
const dbId = z.number().int().positive().max(2_147_483_647);

export const QUIZ_ADMIN_LIMITS = { titleMax: 200, introMax: 5000, labelMax: 500, placeholderMax: 200, optionsMax: 50, optionMax: 200 };

/** A radio option: `value` is what an answer stores, so keep it when relabelling. */
export const adminQuizChildSchema = z.object({
  value: required(100),
  label_es: required(QUIZ_ADMIN_LIMITS.optionMax),
  label_eus: text(QUIZ_ADMIN_LIMITS.optionMax).default(''),
  label_en: text(QUIZ_ADMIN_LIMITS.optionMax).default(''),
});

/** An item of the builder; `id` names an item already stored (absent for a new one). */
export const adminQuizItemSchema = z
  .object({
    id: dbId.optional(),
    type: z.enum(QUIZ_ITEM_TYPES),
    required: z.boolean().default(false),
    label_es: required(QUIZ_ADMIN_LIMITS.labelMax),
    label_eus: text(QUIZ_ADMIN_LIMITS.labelMax).default(''),
    label_en: text(QUIZ_ADMIN_LIMITS.labelMax).default(''),
    placeholder_es: text(QUIZ_ADMIN_LIMITS.placeholderMax).default(''),
    placeholder_eus: text(QUIZ_ADMIN_LIMITS.placeholderMax).default(''),
    placeholder_en: text(QUIZ_ADMIN_LIMITS.placeholderMax).default(''),
    children: z.array(adminQuizChildSchema).max(QUIZ_ADMIN_LIMITS.optionsMax).default([]),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'radio') {
      if (item.children.length < 2)
        ctx.addIssue({ code: 'custom', path: ['children'], message: 'a radio item needs at least two options' });
      const values = item.children.map((c) => c.value);
      if (new Set(values).size !== values.length) ctx.addIssue({ code: 'custom', path: ['children'], message: 'option values repeat' });
    } else if (item.children.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['children'], message: 'only a radio item has options' });
    }
  });
export type AdminQuizItem = z.infer<typeof adminQuizItemSchema>;

/**
 * POST /api/admin/quizzes and PUT /api/admin/quizzes/{id}. Items in display order.
 * Decision: Spanish texts are required, Basque and English optional (the public form shows Spanish
 * where one is missing); a quiz has one item at least (the public form cannot save an empty one)
 * and a radio item two options at least.
 */
export const adminQuizBodySchema = z
  .object({
    title_es: required(QUIZ_ADMIN_LIMITS.titleMax),
    title_eus: text(QUIZ_ADMIN_LIMITS.titleMax).default(''),
    title_en: text(QUIZ_ADMIN_LIMITS.titleMax).default(''),
    intro_es: text(QUIZ_ADMIN_LIMITS.introMax).default(''),
    intro_eus: text(QUIZ_ADMIN_LIMITS.introMax).default(''),
    intro_en: text(QUIZ_ADMIN_LIMITS.introMax).default(''),
    items: z.array(adminQuizItemSchema).min(1).max(QUIZ_LIMITS.maxItems),
  })
  .superRefine((body, ctx) => {
    const ids = body.items.flatMap((i) => (i.id === undefined ? [] : [i.id]));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'an item id repeats' });
  });
export type AdminQuizBody = z.infer<typeof adminQuizBodySchema>;
export type AdminQuizBodyInput = z.input<typeof adminQuizBodySchema>;

/** An instant with its offset (the console sends the end of the chosen day in the office's time). */
const instant = z.iso.datetime({ offset: true });

/** POST /api/admin/quizzes/{id}/links: a general link (any number of answers) or a one-person link (one answer). */
export const adminQuizLinkBodySchema = z.object({
  kind: z.enum(['general', 'single']),
  /** Who the link is for (office note, never shown publicly). */
  note: text(200).default(''),
  expires_at: instant.nullable().default(null),
});
export type AdminQuizLinkBody = z.infer<typeof adminQuizLinkBodySchema>;

/** PUT /api/admin/quizzes/{id}/links/{linkId}: change the note or the expiry (null: never expires). */
export const adminQuizLinkUpdateSchema = adminQuizLinkBodySchema.omit({ kind: true });

export const adminQuizPageQuerySchema = z.object({ page: pageQuerySchema });

/** Language of an export's headings and option texts. */
export const adminQuizExportQuerySchema = z.object({ lang: z.enum(['es', 'eus', 'en']).default('es') });

export const adminQuizRowSchema = z.object({
  id: z.number().int(),
  title_es: z.string(),
  title_eus: z.string(),
  title_en: z.string(),
  items: z.number().int(),
  links: z.number().int(),
  open_links: z.number().int(),
  answers: z.number().int(),
  created_at: z.string(),
});
export type AdminQuizRow = z.infer<typeof adminQuizRowSchema>;
export const adminQuizPageSchema = pagedSchema(adminQuizRowSchema);

export const adminQuizLinkSchema = z.object({
  id: z.string(),
  note: z.string(),
  max_answers: z.number().int().nullable(),
  answer_count: z.number().int(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  is_open: z.boolean(),
});
export type AdminQuizLink = z.infer<typeof adminQuizLinkSchema>;

/** GET /api/admin/quizzes/{id}: the quiz as the builder edits it, with its links. */
export const adminQuizDetailSchema = z.object({
  id: z.number().int(),
  title_es: z.string(),
  title_eus: z.string(),
  title_en: z.string(),
  intro_es: z.string(),
  intro_eus: z.string(),
  intro_en: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(QUIZ_ITEM_TYPES),
      required: z.boolean(),
      label_es: z.string(),
      label_eus: z.string(),
      label_en: z.string(),
      placeholder_es: z.string(),
      placeholder_eus: z.string(),
      placeholder_en: z.string(),
      children: z.array(z.object({ value: z.string(), label_es: z.string(), label_eus: z.string(), label_en: z.string() })),
      /** How many answers the item has: then it cannot be removed nor change type. */
      answers: z.number().int(),
    }),
  ),
  links: z.array(adminQuizLinkSchema),
  answers: z.number().int(),
});
export type AdminQuizDetail = z.infer<typeof adminQuizDetailSchema>;

/** One answer of a response: text, a ticked box, or a file to download. */
export const adminQuizAnswerSchema = z.object({
  item_id: z.number().int(),
  text: z.string().nullable(),
  checked: z.boolean().nullable(),
  file: z.object({ id: z.number().int(), filename: z.string(), mime_type: z.string(), size: z.number().int() }).nullable(),
});

export const adminQuizResponseSchema = z.object({
  id: z.number().int(),
  link_id: z.string(),
  link_note: z.string(),
  created_at: z.string(),
  answers: z.array(adminQuizAnswerSchema),
});
export type AdminQuizResponse = z.infer<typeof adminQuizResponseSchema>;
export const adminQuizResponsePageSchema = pagedSchema(adminQuizResponseSchema);

export const adminQuizIdReplySchema = z.object({ id: z.number().int() });
export const adminQuizLinkReplySchema = z.object({ id: z.string(), quiz_id: z.number().int() });
