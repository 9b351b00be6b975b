import type { Language } from '../shared/constants.js';

/** Carousel timings (spec 001 §9): 5 s per slide; the fallback slide with the club title, 4 s. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_FALLBACK_INTERVAL_MS = 4000;

/** How long a carousel shows a slide: the fallback timing when there are no slides. */
export const carouselInterval = (slideCount: number): number => (slideCount > 0 ? CAROUSEL_INTERVAL_MS : CAROUSEL_FALLBACK_INTERVAL_MS);

/** Excerpt lengths and thresholds (spec 001 §9). */
export const EXCERPT = {
  news: 128,
  /** Activity excerpt on the landing and summer pages. */
  activityLong: 392,
  activityShort: 128,
  /** A description is used as the excerpt only when it has at least this many characters. */
  minDescription: 64,
  /** A translation is used only when its content exceeds this many characters. */
  minTranslation: 64,
} as const;

/** Covers drawn for activities without their own: a random one of 27 (spec 001 §9). */
export const ACTIVITY_GALLERY_SIZE = 27;

/**
 * The fallback cover of an activity. The spec picks at random; we derive it from the id so the
 * same activity keeps the same picture between visits and between the list and its page.
 */
export function activityGalleryImage(id: number): string {
  const n = (((id * 2654435761) >>> 0) % ACTIVITY_GALLERY_SIZE) + 1;
  return `/images/gallery/activity-${String(n).padStart(2, '0')}.svg`;
}

/** Days are 0-6 with Monday first (spec 001 §3); returns them sorted and without repeats. */
export const sortDays = (days: readonly number[]): number[] =>
  [...new Set(days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))].sort((a, b) => a - b);

/** Suffix of a language in the API field names: banners use `_eng` for English, others `_en`. */
const suffixes = (lang: Language, englishSuffix: 'en' | 'eng'): string[] =>
  lang === 'en' ? [englishSuffix, 'es'] : lang === 'eus' ? ['eus', 'es'] : ['es'];

/**
 * The text of `base` in `lang` from a record with `<base>_es`, `<base>_eus` and `<base>_en(g)`
 * fields, falling back to Spanish when the translation is empty.
 */
export function localized(record: Record<string, unknown>, base: string, lang: Language, englishSuffix: 'en' | 'eng' = 'en'): string {
  for (const s of suffixes(lang, englishSuffix)) {
    const v = record[`${base}_${s}`];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return '';
}

/** Plain text of a piece of HTML or markup: tags removed, spaces collapsed. */
export const plainText = (text: string): string =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

export interface CourseTexts {
  title_es: string;
  title_eus: string;
  title_en: string;
  description_es: string;
  description_eus: string;
  description_en: string;
  content_es: string;
  content_eus: string;
  content_en: string;
}

/**
 * The summary of an activity in `lang` (spec 001 §9): a translation is used only when its
 * content exceeds 64 characters (otherwise the Spanish text); the description is the excerpt
 * source when it has at least 64 characters, otherwise the content.
 */
export function courseSummary(t: CourseTexts, lang: Language, max: number): string {
  const suffix = lang === 'es' ? 'es' : lang;
  const translated = plainText(t[`content_${suffix}` as keyof CourseTexts]).length > EXCERPT.minTranslation;
  const use = translated ? suffix : 'es';
  const description = t[`description_${use}` as keyof CourseTexts];
  const source = plainText(description).length >= EXCERPT.minDescription ? description : t[`content_${use}` as keyof CourseTexts];
  return excerpt(source, max);
}

/** The title of an activity in `lang`, Spanish when missing. */
export const courseTitle = (t: CourseTexts, lang: Language): string => localized({ ...t }, 'title', lang);

/** An activity is upcoming from its start day on (ISO dates compare as strings). */
export const isUpcoming = (date: string, today: string): boolean => date >= today;

/**
 * Membership type codes (spec 001 §3): what the office processes with the membership.
 */
export const MEMBERSHIP_PROCESS = { none: 0, sportsCard: 1, territorialLicence: 2, stateLicence: 3 } as const;
export type MembershipProcess = (typeof MEMBERSHIP_PROCESS)[keyof typeof MEMBERSHIP_PROCESS];

/** Months' notice needed to cancel a membership (spec 001 §9). */
export const MEMBERSHIP_CANCELLATION_NOTICE_MONTHS = 2;

/** The fee of a whole season: the monthly fee times the months it is charged, in euros. */
export function membershipSeasonTotal(priceMonth: string | number, months: number): string {
  const cents = Math.round(Number(priceMonth) * 100) * months;
  return (cents / 100).toFixed(2);
}

/** Euros with two decimals and a comma, the way the club writes prices ('27,00 €'). */
export const formatEuros = (amount: string | number): string => `${Number(amount).toFixed(2).replace('.', ',')} €`;

/** The club rules' figures (spec 000 §9), written once: the rules text and the PDF quote them. */
export const CLUB_RULES = {
  minorSanction: { maxExpulsionDays: 7 },
  seriousSanction: { minDays: 1, maxDays: 15 },
  verySeriousSanction: { minDays: 15 },
  appealDays: { first: 5, second: 10, assembly: 30 },
  evidenceDays: { min: 5, max: 20 },
  prescription: { verySeriousYears: 3, seriousYears: 1, minorMonths: 1 },
  /** Unjustified absence from this share of the month's training is a minor infringement. */
  absencePercent: 30,
  hostingRetentionMonths: 12,
} as const;

/** Blocks of the light markup the legal texts are written in. */
export type LegalBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Parses a legal text: paragraphs separated by blank lines, '### ' starts a heading, '- ' a list
 * item. The web page and the PDF both read the same blocks.
 */
export function parseLegalBody(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of body.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('### ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(4).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      (list ??= []).push(line.slice(2).trim());
    } else if (list) {
      // A continuation line of the last list item.
      list[list.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The twelve month names, January first, as a month stands alone ('octubre', 'urria'). */
export const MONTH_NAMES: Readonly<Record<'es' | 'eus', readonly string[]>> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  eus: ['urtarrila', 'otsaila', 'martxoa', 'apirila', 'maiatza', 'ekaina', 'uztaila', 'abuztua', 'iraila', 'urria', 'azaroa', 'abendua'],
};

/**
 * The suffix of a year in a Basque date ('2026ko', '2025eko'): '-eko' after numbers whose name
 * ends in a consonant (bat, bost, hamar, hamabost and their multiples of twenty: 2021, 2025,
 * 2030, 2035...; and the hundreds, 'ehun'), '-ko' otherwise.
 */
export function basqueYearSuffix(year: number): 'ko' | 'eko' {
  const n = year % 100;
  if (n === 0) return year % 1000 === 0 ? 'ko' : 'eko';
  const r = n % 20;
  return r === 1 || r === 5 || r === 10 || r === 15 ? 'eko' : 'ko';
}

/**
 * The day of a Basque date: '12a', '1a', but '11' and '31' (hamaika, hogeita hamaika: the name
 * already ends in the article's 'a').
 */
export const basqueDay = (day: number): string => `${day}${day === 11 || day === 31 ? '' : 'a'}`;

/**
 * A month of a year in words, as bank statements and receipts name the month a fee pays:
 * 'octubre de 2026', '2026ko urria', '2025eko urtarrila' (`ym` is 'YYYY-MM').
 */
export function monthInWords(ym: string, lang: 'es' | 'eus'): string {
  const year = Number(ym.slice(0, 4));
  const month = Number(ym.slice(5, 7));
  return lang === 'eus' ? `${year}${basqueYearSuffix(year)} ${MONTH_NAMES.eus[month - 1]}` : `${MONTH_NAMES.es[month - 1]} de ${year}`;
}

/** Groups days (0-6, Monday first) into runs of consecutive days: [0,1,2,4] -> [[0,2],[4,4]]. */
export function dayRuns(days: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const d of sortDays(days)) {
    const last = runs[runs.length - 1];
    if (last && last[1] === d - 1) last[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}
