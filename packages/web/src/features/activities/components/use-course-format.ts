import { dayInWords } from '@club/domain/activities/words.rules';
import type { CourseTexts } from '@club/domain/content/content.rules';
import { courseDateRange } from '@club/domain/activities/catalogue.rules';
import type { Language } from '@club/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../../i18n';

export type Lang = Language;

/** Texts of a course in the reader's language: a translation is used when it has a title, else Spanish. */
export function pickCourseText(t: CourseTexts, lang: Lang): { title: string; description: string; content: string; lang: Lang } {
  const suffix = lang === 'es' ? 'es' : lang;
  const has = (t[`title_${suffix}` as keyof CourseTexts] ?? '').trim() !== '';
  const use: Lang = has ? lang : 'es';
  const s = use === 'es' ? 'es' : use;
  return {
    title: t[`title_${s}` as keyof CourseTexts],
    description: t[`description_${s}` as keyof CourseTexts] || t.description_es,
    content: t[`content_${s}` as keyof CourseTexts] || t.content_es,
    lang: use,
  };
}

/** Language attribute for text that may be in another language than the interface. */
export const htmlLang = (lang: string): string => (lang === 'eus' ? 'eu' : lang);

/** Date helpers of the activities pages, in the reader's language. */
export function useCourseFormat() {
  const { t, i18n } = useTranslation('activities');
  const lang: Lang = asLanguage(i18n.language);
  const longDate = (iso: string) => dayInWords(iso, lang);
  /** '12 de marzo de 2026' or 'Del 1 de julio de 2026 al 15 de julio de 2026' ('0000-01-01' = no end). */
  const dates = (date: string, dateEnd: string | null | undefined) => {
    const r = courseDateRange(date, dateEnd);
    return r.to ? t('dates.range', { from: longDate(r.from), to: longDate(r.to) }) : longDate(r.from);
  };
  return { t, lang, longDate, dates };
}
