import { isSetDate } from '@club/domain/shared/dates';
import { dayInWords } from '@club/domain/activities/words.rules';
import { dayRuns } from '@club/domain/content/content.rules';
import { useTranslation } from 'react-i18next';
import { useLang } from './use-lang';

/** Date and weekday texts of the content pages, in the interface language. */
export function useDateTexts() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const day = (iso: string) => dayInWords(iso, lang);
  const weekdays = t('dates.weekdays', { returnObjects: true }) as string[];
  const from = t('dates.weekdaysFrom', { returnObjects: true }) as string[];
  const to = t('dates.weekdaysTo', { returnObjects: true }) as string[];

  return {
    /** '12 de marzo de 2026'. */
    day,
    /** One day, or 'start – end' when the activity has an end date. */
    range: (start: string, end: string | null | undefined) =>
      isSetDate(end) && end !== start ? t('dates.range', { start: day(start), end: day(end) }) : day(start),
    /** 'De lunes a viernes', 'Lunes y miércoles' (days 0-6, Monday first). */
    weekdays: (days: readonly number[]) => {
      const parts = dayRuns(days).map(([a, b]) =>
        a === b
          ? (weekdays[a] ?? '')
          : b - a === 1
            ? t('dates.pair', { a: weekdays[a], b: weekdays[b] })
            : t('dates.weekdayRange', { from: from[a], to: to[b] }),
      );
      const text =
        parts.length > 1 ? t('dates.list', { items: parts.slice(0, -1).join(', '), last: parts[parts.length - 1] }) : (parts[0] ?? '');
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
  };
}
