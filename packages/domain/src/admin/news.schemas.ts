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
export type AdminNewsBodyInput = z.input<typeof adminNewsBodySchema>;

export const adminNewsQuerySchema = z.object({ page: pageQuerySchema });

/** A stored file as the editor shows it (the cover and the attachments of an item, an upload's reply). */
export const adminNewsFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** Its public address (GET /files/{id}/{name}). */
  path: z.string(),
});
export type AdminNewsFile = z.infer<typeof adminNewsFileSchema>;

export const adminNewsRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  cover_file_id: z.number().int().nullable(),
  is_published: z.number().int(),
  translations: z.record(z.string(), z.object({ title: z.string(), description: z.string(), content: z.string() })),
  files: z.array(z.number().int()),
  /** The cover's and the attachments' names and types, for the editor. */
  file_meta: z.array(adminNewsFileSchema),
});
export type AdminNewsRow = z.infer<typeof adminNewsRowSchema>;
export const adminNewsPageSchema = pagedSchema(adminNewsRowSchema);
export const adminNewsReplySchema = z.object({ id: z.number().int(), slug_es: z.string() });

/** POST /api/admin/news/preview: a body's HTML as the public site will get it (nothing stored). */
export const adminNewsPreviewBodySchema = z.object({ html: z.string().max(500_000) });
export const adminNewsPreviewReplySchema = z.object({ html: z.string() });

/**
 * POST /api/admin/news/files (multipart, one part named `file`): what a news item may carry.
 * Decision: images (JPEG, PNG, WebP, GIF) serve as cover or attachment, PDFs only as attachment;
 * the type is read from the bytes, never from the name or the browser's claim.
 */
export const NEWS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const NEWS_FILE_TYPES = [...NEWS_IMAGE_TYPES, 'application/pdf'] as const;
/** The largest upload: the multipart limit the server registers for every route (app.ts). */
export const NEWS_FILE_MAX_BYTES = 8 * 1024 * 1024;
export const isNewsImageType = (mime: string): boolean => (NEWS_IMAGE_TYPES as readonly string[]).includes(mime);
