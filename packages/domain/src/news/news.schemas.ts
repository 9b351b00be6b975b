import { z } from 'zod';

/**
 * API contracts of the news area (spec 000 §3 "News item", §7; spec 001 §7 `landing/news`).
 * Dates are ISO `YYYY-MM-DD`. Every HTML `content` is sanitised on the server, when stored and
 * again when served.
 */

export const newsListQuerySchema = z.object({
  /** 0: the first batch; 1: the rest (spec 000 §7). */
  rs: z
    .enum(['0', '1'])
    .default('0')
    .transform(Number)
    .pipe(z.union([z.literal(0), z.literal(1)])),
});

export const newsDetailsQuerySchema = z.object({ slug: z.string().trim().min(1).max(300) });

export const landingNewsQuerySchema = z.object({
  /** The language of the top-level title and text; every language is also in `translations`. */
  lang: z.enum(['es', 'eus', 'en']).default('es'),
});

export const newsFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** Public address; add `?download=1` to save instead of display. */
  path: z.string(),
});
export type NewsFile = z.infer<typeof newsFileSchema>;

export const newsTextSchema = z.object({ title: z.string(), description: z.string(), content: z.string() });

/** A card's texts in one language, already resolved by the translation rule (see news.rules.ts). */
export const newsCardTextSchema = z.object({
  /** The language the texts really are in (es when the translation was not usable). */
  lang: z.enum(['es', 'eus', 'en']),
  title: z.string(),
  description: z.string(),
  /** Plain text, at most 256 characters. */
  text: z.string(),
});

const coverSchema = z.object({ path: z.string() }).nullable();

/** The fields a news card and a news item share (the service builds them with `newsHead`). */
const newsHeadSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  coverID: z.number().int().nullable(),
  cover: coverSchema,
  /** The gallery picture to use when there is no cover (chosen by id). */
  gallery: z.string(),
});

/** A news card of `news/pub`: every language resolved, so switching language needs no new call. */
export const newsCardSchema = newsHeadSchema.extend({
  has_files: z.boolean(),
  translations: z.object({ es: newsCardTextSchema, eus: newsCardTextSchema, en: newsCardTextSchema }),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsListReplySchema = z.object({
  news: z.array(newsCardSchema),
  /** Items after this batch (0 after `rs=1`). */
  remaining: z.number().int(),
});
export type NewsListReply = z.infer<typeof newsListReplySchema>;

/** The news item of `news/details` (spec 000 §3): stored translations as they are (es always). */
export const newsItemSchema = newsHeadSchema.extend({
  files: z.array(newsFileSchema),
  translations: z.object({ es: newsTextSchema, eus: newsTextSchema.optional(), en: newsTextSchema.optional() }),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

const landingTextSchema = z.object({ lang: z.enum(['es', 'eus', 'en']), title: z.string(), text: z.string() });

/** An item of `landing/news` (spec 001 §7): the latest news, excerpt of 128 characters. */
export const landingNewsItemSchema = z.object({
  slug: z.string(),
  date: z.string(),
  title: z.string(),
  /** Plain text, at most 128 characters. */
  text: z.string(),
  /** Cover path, or null when the item has none. */
  cover: z.string().nullable(),
  /** The gallery picture to use when `cover` is null. */
  gallery: z.string(),
  translations: z.object({ es: landingTextSchema, eus: landingTextSchema, en: landingTextSchema }),
});
export type LandingNewsItem = z.infer<typeof landingNewsItemSchema>;

export const landingNewsReplySchema = z.object({ news: z.array(landingNewsItemSchema) });
