import { z } from 'zod';
import { flagSchema, isoDateQuerySchema, pagedSchema, pageQuerySchema } from './paging.schemas.js';

/** Business outcomes of the office's news calls (HTTP 200, success 0). */
export const NEWS_CODE = {
  /** The Spanish or English slug belongs to another item. */
  slugTaken: 1,
} as const;

const fileId = z.number().int().positive().max(2_147_483_647);
const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes');

/** One language's texts; `content` is rich-text HTML, sanitised on the server (news.sanitize.ts). */
const newsTextSchema = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().max(2000).default(''),
  content: z.string().max(500_000).default(''),
});

/** POST /api/admin/news and PUT /api/admin/news/{id}: Spanish is required, Basque and English optional. */
export const adminNewsBodySchema = z.object({
  date: isoDateQuerySchema,
  slug_es: slug.optional(),
  slug_en: slug.nullable().optional(),
  cover_file_id: fileId.nullable().default(null),
  is_published: flagSchema.default(1),
  translations: z.object({ es: newsTextSchema, eus: newsTextSchema.optional(), en: newsTextSchema.optional() }),
  files: z.array(fileId).max(50).default([]),
});
export type AdminNewsBody = z.infer<typeof adminNewsBodySchema>;

export const adminNewsQuerySchema = z.object({ page: pageQuerySchema });

export const adminNewsRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  cover_file_id: z.number().int().nullable(),
  is_published: z.number().int(),
  translations: z.record(z.string(), z.object({ title: z.string(), description: z.string(), content: z.string() })),
  files: z.array(z.number().int()),
});
export const adminNewsPageSchema = pagedSchema(adminNewsRowSchema);
export const adminNewsReplySchema = z.object({ id: z.number().int(), slug_es: z.string() });
