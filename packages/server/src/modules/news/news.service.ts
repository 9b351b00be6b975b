import {
  NEWS,
  NEWS_LANGUAGES,
  galleryImagePath,
  newsBatchRange,
  newsShortText,
  pickNewsText,
  type NewsLanguage,
  type NewsText,
  type NewsTexts,
} from '@club/domain/news/news.rules';
import type { LandingNewsItem, NewsCard, NewsItem, NewsListReply } from '@club/domain/news/news.schemas';
import type { AppContext } from '../../context.js';
import type { NewsRow, NewsTranslationRow } from '../../db/schema/news.js';
import { notFound } from '../../lib/reply.js';
import { fileUrl, listFileMeta } from '../files/index.js';
import {
  countPublishedNews,
  findPublishedNewsBySlug,
  insertNews,
  listAttachedFiles,
  listNewsIdsWithFiles,
  listPublishedNews,
  listTranslations,
  type NewNews,
} from './news.repository.js';
import { sanitizeNewsHtml, sanitizePlainText } from './news.sanitize.js';

type Ctx = Pick<AppContext, 'db'>;

/** Stored texts of each item, sanitised again on the way out. */
function textsByNews(rows: NewsTranslationRow[]): Map<number, Partial<Record<NewsLanguage, NewsText>>> {
  const map = new Map<number, Partial<Record<NewsLanguage, NewsText>>>();
  for (const r of rows) {
    if (!(NEWS_LANGUAGES as readonly string[]).includes(r.lang)) continue;
    const texts = map.get(r.newsId) ?? {};
    texts[r.lang as NewsLanguage] = {
      title: sanitizePlainText(r.title),
      description: sanitizePlainText(r.description),
      content: sanitizeNewsHtml(r.content),
    };
    map.set(r.newsId, texts);
  }
  return map;
}

/** Spanish is the fallback; an item stored without it uses its first text rather than vanish. */
function withSpanish(texts: Partial<Record<NewsLanguage, NewsText>> | undefined): NewsTexts | null {
  if (!texts) return null;
  const es = texts.es ?? texts.eus ?? texts.en;
  return es ? { ...texts, es } : null;
}

async function coverPaths(ctx: Ctx, rows: NewsRow[]): Promise<Map<number, string>> {
  const ids = rows.map((r) => r.coverFileId).filter((id): id is number => id !== null);
  const metas = await listFileMeta(ctx.db, ids);
  return new Map(metas.map((m) => [m.id, fileUrl(m.id, m.filename)]));
}

/** What a list card and the detail page say alike: id, date, slugs, cover (when its file exists) and gallery picture. */
function newsHead(row: NewsRow, covers: Map<number, string>) {
  const cover = row.coverFileId !== null ? covers.get(row.coverFileId) : undefined;
  return {
    id: row.id,
    date: row.date,
    slug_es: row.slugEs,
    slug_en: row.slugEn,
    coverID: cover ? row.coverFileId : null,
    cover: cover ? { path: cover } : null,
    gallery: galleryImagePath(row.id),
  };
}

/** `news/pub?rs=0` (first batch) and `?rs=1` (the rest). */
export async function listNewsBatch(ctx: Ctx, rs: 0 | 1): Promise<NewsListReply> {
  const range = newsBatchRange(rs);
  const [rows, total] = await Promise.all([listPublishedNews(ctx.db, range), countPublishedNews(ctx.db)]);
  const ids = rows.map((r) => r.id);
  const [translations, covers, withFiles] = await Promise.all([
    listTranslations(ctx.db, ids),
    coverPaths(ctx, rows),
    listNewsIdsWithFiles(ctx.db, ids),
  ]);
  const texts = textsByNews(translations);
  const cards: NewsCard[] = [];
  for (const row of rows) {
    const t = withSpanish(texts.get(row.id));
    if (!t) continue;
    const card = (lang: NewsLanguage) => {
      const picked = pickNewsText(t, lang);
      return { lang: picked.lang, title: picked.text.title, description: picked.text.description, text: newsShortText(picked.text) };
    };
    cards.push({
      ...newsHead(row, covers),
      has_files: withFiles.has(row.id),
      translations: { es: card('es'), eus: card('eus'), en: card('en') },
    });
  }
  const remaining = rs === 0 ? Math.max(0, total - range.offset - rows.length) : 0;
  return { news: cards, remaining };
}

/** `news/details?slug=`: the item by its Spanish or English slug; 404 when unknown or unpublished. */
export async function getNewsDetails(ctx: Ctx, slug: string): Promise<NewsItem> {
  const row = await findPublishedNewsBySlug(ctx.db, slug);
  if (!row) throw notFound('news_not_found');
  const [translations, covers, attached] = await Promise.all([
    listTranslations(ctx.db, [row.id]),
    coverPaths(ctx, [row]),
    listAttachedFiles(ctx.db, row.id),
  ]);
  const texts = withSpanish(textsByNews(translations).get(row.id));
  if (!texts) throw notFound('news_not_found');
  return {
    ...newsHead(row, covers),
    files: attached.map((f) => ({ id: f.id, filename: f.filename, mime_type: f.mimeType, size: f.size, path: fileUrl(f.id, f.filename) })),
    translations: texts,
  };
}

/** `landing/news`: the latest items with a 128-character excerpt (spec 001 §7, §9). */
export async function listLandingNews(ctx: Ctx, lang: NewsLanguage): Promise<{ news: LandingNewsItem[] }> {
  const rows = await listPublishedNews(ctx.db, { offset: 0, limit: NEWS.landingCount });
  const ids = rows.map((r) => r.id);
  const [translations, covers] = await Promise.all([listTranslations(ctx.db, ids), coverPaths(ctx, rows)]);
  const texts = textsByNews(translations);
  const items: LandingNewsItem[] = [];
  for (const row of rows) {
    const t = withSpanish(texts.get(row.id));
    if (!t) continue;
    const excerpt = (l: NewsLanguage) => {
      const picked = pickNewsText(t, l);
      return { lang: picked.lang, title: picked.text.title, text: newsShortText(picked.text, NEWS.landingExcerptMax) };
    };
    const translationsOut = { es: excerpt('es'), eus: excerpt('eus'), en: excerpt('en') };
    items.push({
      slug: row.slugEs,
      date: row.date,
      title: translationsOut[lang].title,
      text: translationsOut[lang].text,
      cover: row.coverFileId !== null ? (covers.get(row.coverFileId) ?? null) : null,
      gallery: galleryImagePath(row.id),
      translations: translationsOut,
    });
  }
  return { news: items };
}

/** Every text of a news item through the one sanitiser (the seed, tests and the office's calls). */
export const sanitizeNewsTexts = (translations: NewNews['translations']): NewNews['translations'] =>
  translations.map((t) => ({
    lang: t.lang,
    title: sanitizePlainText(t.title),
    description: sanitizePlainText(t.description),
    content: sanitizeNewsHtml(t.content),
  }));

export type NewsInput = Omit<NewNews, 'isPublished'> & { isPublished?: boolean };

/**
 * Stores a news item with its texts sanitised (the demo seed and tests use it; an office tool
 * would too). Runs in one transaction so an item never exists without its texts.
 */
export async function createNews(ctx: Ctx, input: NewsInput): Promise<number> {
  const translations = sanitizeNewsTexts(input.translations);
  if (!translations.some((t) => t.lang === 'es')) throw new Error('A news item needs its Spanish text');
  return ctx.db.transaction((tx) => insertNews(tx as never, { ...input, isPublished: input.isPublished ?? true, translations }));
}
