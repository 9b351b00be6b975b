import { courseDateRange } from '@club/domain/activities/catalogue.rules';
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
    /**
     * One day, or 'start – end' when the activity has an end date after its start: the same rule
     * (courseDateRange) and the same day writer (dayInWords) for both ends as the course pages.
     * A Basque '…martxoaren 31' is right without a final 'a' (hamaika: basqueDay).
     */
    range: (start: string, end: string | null | undefined) => {
      const r = courseDateRange(start, end);
      return r.to ? t('dates.range', { start: day(r.from), end: day(r.to) }) : day(r.from);
    },
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
