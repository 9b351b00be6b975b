/**
 * News rules of spec 000 §2 and §9 and spec 001 §9. Pure functions: server and web use the same
 * ones, so a card and the landing page never disagree on which text or picture a news item shows.
 */

export const NEWS = {
  /** The short text on a news card (spec 000 §9). */
  shortTextMax: 256,
  /** The excerpt on the landing page (spec 001 §9). */
  landingExcerptMax: 128,
  /** A non-Spanish translation is used only when its content is longer than this (spec 000 §9). */
  translationMinChars: 64,
  /** Fallback covers in /images/gallery/ (spec 000 §9). */
  galleryImages: 24,
  /** `news/pub?rs=0` returns this many; `rs=1` the rest. Six fill two rows on a desktop and the first screens on a phone. */
  firstBatchSize: 6,
  /** How many items the landing page shows. */
  landingCount: 3,
} as const;

export const NEWS_LANGUAGES = ['es', 'eus', 'en'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

export interface NewsText {
  title: string;
  description: string;
  /** Sanitised HTML. */
  content: string;
}
export type NewsTexts = { es: NewsText } & Partial<Record<NewsLanguage, NewsText>>;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      // Block tags separate words; inline ones (strong, em, a...) do not: 'Nagusira</strong>.' stays 'Nagusira.'
      .replace(/<\/?(p|br|li|ul|ol|h[1-6]|div|blockquote|tr|td|th|table|hr)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
        if (e[0] === '#') {
          const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
          return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
        }
        return entities[e.toLowerCase()] ?? m;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Whether a translation may stand in for the Spanish text: its content says more than 64 characters. */
export function isTranslationUsable(text: NewsText | undefined | null): text is NewsText {
  return Boolean(text) && htmlToText(text!.content).length > NEWS.translationMinChars;
}

/**
 * The texts to show in `lang`: the translation when it is usable, otherwise Spanish (the default
 * and fallback language). Title, description and content always come from the same language.
 */
export function pickNewsText(texts: NewsTexts, lang: string): { lang: NewsLanguage; text: NewsText } {
  if (lang !== 'es' && (NEWS_LANGUAGES as readonly string[]).includes(lang)) {
    const candidate = texts[lang as NewsLanguage];
    if (isTranslationUsable(candidate)) return { lang: lang as NewsLanguage, text: candidate };
  }
  return { lang: 'es', text: texts.es };
}

/**
 * A plain text of at most `max` characters (ellipsis included), cut at a word boundary when one
 * is near, so a card never ends in half a word.
 */
export function shortText(text: string, max: number = NEWS.shortTextMax): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const room = plain.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?¡¿\-–—]+$/, '')}…`;
}

/** The short text of a news item: its content as plain text, shortened. */
export const newsShortText = (text: NewsText, max: number = NEWS.shortTextMax): string => shortText(htmlToText(text.content), max);

/**
 * The gallery picture (1..24) of a news item without a cover. Chosen by id, not at random on each
 * render, so a card does not flicker between pictures; 17 is coprime with 24, so 24 consecutive
 * ids use all 24 pictures and neighbours differ.
 */
export function galleryImageNumber(newsId: number): number {
  const n = NEWS.galleryImages;
  return ((((Math.trunc(newsId) * 17 + 5) % n) + n) % n) + 1;
}

export const galleryImagePath = (newsId: number): string =>
  `/images/gallery/gallery-${String(galleryImageNumber(newsId)).padStart(2, '0')}.svg`;

/** Splits a list into the first batch (`rs=0`) and the rest (`rs=1`). */
export function newsBatchRange(rs: 0 | 1): { offset: number; limit: number | null } {
  return rs === 0 ? { offset: 0, limit: NEWS.firstBatchSize } : { offset: NEWS.firstBatchSize, limit: null };
}

/** A URL-safe slug from a title: lower case, accents dropped, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
