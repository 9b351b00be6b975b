import { z } from 'zod';
import { flagSchema, isoDateQuerySchema } from './paging.schemas.js';

/**
 * The office's public-content collections (/api/admin/<collection>): carousel slides, this-week
 * banners, record groups with their files, membership types. Field names are the columns' in
 * snake_case; flags are 0 or 1.
 */
export const CONTENT_COLLECTIONS = ['slides', 'banners', 'record-groups', 'membership-types'] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
const fileId = z.number().int().positive().max(2_147_483_647);
/** A link on the public site: a path of the site (not `//host`, which leaves it) or an https address. */
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/(?!\/)\S*|https:\/\/\S+)$/, 'a path starting with / or an https:// address')
  .default('');
const common = { position: z.number().int().min(0).max(10_000).default(0), visible: flagSchema.default(1) };

export const slideBodySchema = z.object({
  header_text_es: required(200),
  header_text_eus: required(200),
  sub_text_es: text(500).default(''),
  sub_text_eus: text(500).default(''),
  link,
  cover_file_id: fileId.nullable().default(null),
  ...common,
});

export const bannerBodySchema = z.object({
  header_text_es: required(200),
  header_text_eus: required(200),
  header_text_eng: text(200).default(''),
  sub_text_es: text(500).default(''),
  sub_text_eus: text(500).default(''),
  sub_text_eng: text(500).default(''),
  link,
  cover_file_id: fileId.nullable().default(null),
  shown_from: isoDateQuerySchema.nullable().default(null),
  shown_until: isoDateQuerySchema.nullable().default(null),
  ...common,
});

export const recordGroupBodySchema = z.object({
  title_es: required(200),
  title_eus: required(200),
  /** The group's files in the order they are listed (replaces the list). */
  files: z.array(fileId).max(100).default([]),
  ...common,
});

const month = z.number().int().min(1).max(12);
export const membershipTypeBodySchema = z.object({
  type: z.number().int().min(0).max(3),
  name_es: required(200),
  name_eus: required(200),
  description_es: text(2000).default(''),
  description_eus: text(2000).default(''),
  /** Euros a month, two decimals at most. */
  price_month: z.number().min(0).max(10_000).multipleOf(0.01),
  months: z.number().int().min(1).max(12),
  first_month: month,
  last_month: month,
  includes_licence: flagSchema.default(0),
  ...common,
});

export const CONTENT_BODY_SCHEMAS = {
  slides: slideBodySchema,
  banners: bannerBodySchema,
  'record-groups': recordGroupBodySchema,
  'membership-types': membershipTypeBodySchema,
} as const;

export const contentReplySchema = z.object({ id: z.number().int() });

/**
 * POST /api/admin/content/files (multipart, one part named `file`): a public file for the site's
 * content, a slide's or banner's image or a record group's file. Checked by its bytes.
 */
export const CONTENT_FILE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
/** 8 MB, the portal's multipart limit. */
export const MAX_CONTENT_FILE_BYTES = 8 * 1024 * 1024;

export const contentFileReplySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});
export type ContentFileReply = z.infer<typeof contentFileReplySchema>;
