import type { Language } from '../shared/constants.js';
import { basqueDay, basqueYearSuffix, MONTH_NAMES } from '../content/content.rules.js';
import { madridDate, madridTime } from '../shared/dates.js';
import { dayName } from './labels.js';

/**
 * Days, hours and ages written out the way parents read them, in the reader's language (issue
 * 20, point 7): the same words on every page, mail, receipt and calendar.
 */

const AND: Record<Language, string> = { es: 'y', eus: 'eta', en: 'and' };

/** How days are written: where they start a text, or inside a phrase ("Grupo: Fadura, martes y jueves"). */
export interface DaysInWordsOptions {
  /** After other words (a pool, a place): no capital, as Spanish and Basque write day names. */
  midSentence?: boolean;
}

/**
 * "Martes y jueves" / "Asteartea eta osteguna" (midSentence: "martes y jueves"); days 0-6 Monday
 * first, in week order, once each. English day names keep their capital.
 */
export function daysInWords(days: readonly number[], lang: Language, opts: DaysInWordsOptions = {}): string {
  const names = [...new Set(days)]
    .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
    .sort((a, b) => a - b)
    .map((d, i) => {
      const n = dayName(d, lang);
      return lang === 'en' || (i === 0 && !opts.midSentence) ? n : n.toLowerCase();
    });
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${AND[lang]} ${names[names.length - 1]}`;
}

/** "17:00 - 18:00" as stored -> "17:00-18:00"; anything else as it is, trimmed. */
export const hoursInWords = (schedule: string): string => schedule.trim().replace(/\s*-\s*/, '-');

/** "Martes y jueves, 17:00-18:00"; either part may be missing. */
export function scheduleInWords(days: readonly number[], schedule: string, lang: Language, opts: DaysInWordsOptions = {}): string {
  return [daysInWords(days, lang, opts), hoursInWords(schedule)].filter(Boolean).join(', ');
}

type AgeUnit = { n: number; unit: 'years' | 'months' };
const asAge = (months: number): AgeUnit => (months % 12 === 0 ? { n: months / 12, unit: 'years' } : { n: months, unit: 'months' });

const UNIT: Record<Language, Record<AgeUnit['unit'], [string, string]>> = {
  es: { years: ['año', 'años'], months: ['mes', 'meses'] },
  eus: { years: ['urte', 'urte'], months: ['hilabete', 'hilabete'] },
  en: { years: ['year', 'years'], months: ['month', 'months'] },
};
const word = (a: AgeUnit, lang: Language) => `${a.n} ${UNIT[lang][a.unit][a.n === 1 ? 0 : 1]}`;

/**
 * An age limit in months (a bound of 0 is no bound; an upper bound of 131 months means "until
 * the 11th birthday", read as 10 years) in words: years where the bound falls on
 * whole years ("de 5 a 10 años", "5-10 urte"), months only where it must ("de 18 meses a 3 años").
 * '' when there is no limit.
 */
export function ageRangeInWords(minMonths: number | null | undefined, maxMonths: number | null | undefined, lang: Language): string {
  const min = (minMonths ?? 0) > 0 ? asAge(minMonths!) : null;
  // An upper bound one month short of a birthday (131 months) is the whole year before it: "up to 10 years".
  const max =
    (maxMonths ?? 0) > 0
      ? (maxMonths! + 1) % 12 === 0
        ? { n: (maxMonths! + 1) / 12 - 1, unit: 'years' as const }
        : asAge(maxMonths!)
      : null;
  if (min && max) {
    const same = min.unit === max.unit;
    if (lang === 'eus') return same ? `${min.n}-${word(max, lang)}` : `${word(min, lang)} - ${word(max, lang)}`;
    if (lang === 'en') return same ? `${min.n} to ${word(max, lang)}` : `${word(min, lang)} to ${word(max, lang)}`;
    return same ? `de ${min.n} a ${word(max, lang)}` : `de ${word(min, lang)} a ${word(max, lang)}`;
  }
  if (min) return lang === 'eus' ? `${word(min, lang)}tik aurrera` : lang === 'en' ? `from ${word(min, lang)}` : `desde ${word(min, lang)}`;
  if (max) return lang === 'eus' ? `${word(max, lang)} arte` : lang === 'en' ? `up to ${word(max, lang)}` : `hasta ${word(max, lang)}`;
  return '';
}

/**
 * An age given in months, written in years and months the way a family says it: "9 años y 7
 * meses", "9 urte eta 7 hilabete", "6 meses", "3 años". Used where a limit in months must be read
 * by people (the join-side age of 115 months, a swimmer's age at the season's start): nobody
 * counts their child's age in months past the first two years.
 */
export function ageInWords(months: number, lang: Language): string {
  const whole = Math.max(0, Math.floor(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const parts = [
    ...(years > 0 ? [word({ n: years, unit: 'years' }, lang)] : []),
    ...(rest > 0 || years === 0 ? [word({ n: rest, unit: 'months' }, lang)] : []),
  ];
  return parts.join(` ${AND[lang]} `);
}

const EUS_MONTHS = [
  'urtarrilaren',
  'otsailaren',
  'martxoaren',
  'apirilaren',
  'maiatzaren',
  'ekainaren',
  'uztailaren',
  'abuztuaren',
  'irailaren',
  'urriaren',
  'azaroaren',
  'abenduaren',
];
/** Year, month (1-12) and day of an ISO date (or the date part of a timestamp); null for anything else. */
function isoParts(iso: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * An ISO day the way people write it (issue 20, point 4): "8 de enero de 2027", "2027ko
 * urtarrilaren 8a" (never the "2027(e)ko urtarrilaren 8(a)" of a generic formatter). The Basque
 * year and day take the suffixes the content rules give every Basque date ("2030eko", "11", as
 * the news and course pages write them): one grammar on every page, receipt and mail.
 */
export function dayInWords(iso: string, lang: Language): string {
  const parts = isoParts(iso);
  if (!parts) return '';
  const [year, month, day] = parts;
  if (lang === 'eus') return `${year}${basqueYearSuffix(year)} ${EUS_MONTHS[month - 1]} ${basqueDay(day)}`;
  if (lang === 'en') return `${day} ${EN_MONTHS[month - 1]} ${year}`;
  return `${day} de ${MONTH_NAMES.es[month - 1]} de ${year}`;
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A day of the coming weeks with its weekday and no year (the medical exam's slots):
 * "domingo, 29 de noviembre", "azaroaren 29a, igandea". Decision: written here, not by
 * Intl.DateTimeFormat, as every date a page shows: a browser without Basque locale data
 * (Chromium's own builds have none) wrote "Sunday, November 29" on the Basque page.
 */
export function weekdayInWords(iso: string, lang: Language): string {
  const parts = isoParts(iso);
  if (!parts) return '';
  const [, month, day] = parts;
  const weekday = weekdayName(parts, lang);
  if (lang === 'eus') return `${EUS_MONTHS[month - 1]} ${basqueDay(day)}, ${weekday.toLowerCase()}`;
  if (lang === 'en') return `${weekday}, ${day} ${EN_MONTHS[month - 1]}`;
  return `${weekday.toLowerCase()}, ${day} de ${MONTH_NAMES.es[month - 1]}`;
}

/**
 * A day with its weekday and its year, for what is kept after the day has passed (a receipt of
 * a medical exam): "jueves, 3 de diciembre de 2026", "2026ko abenduaren 3a, osteguna".
 */
export function weekdayAndDayInWords(iso: string, lang: Language): string {
  const parts = isoParts(iso);
  if (!parts) return '';
  const weekday = weekdayName(parts, lang);
  if (lang === 'eus') return `${dayInWords(iso, lang)}, ${weekday.toLowerCase()}`;
  if (lang === 'en') return `${weekday}, ${dayInWords(iso, lang)}`;
  return `${weekday.toLowerCase()}, ${dayInWords(iso, lang)}`;
}

/** The weekday's name of a day (dayName counts 0-6 from Monday). */
const weekdayName = ([year, month, day]: [number, number, number], lang: Language): string =>
  dayName((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7, lang);

/** An instant as the club's clock shows it (a session's last access): "29 de noviembre de 2026, 18:54". */
export function momentInWords(instant: string | Date, lang: Language): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return String(instant);
  return `${dayInWords(madridDate(d), lang)}, ${madridTime(d)}`;
}
