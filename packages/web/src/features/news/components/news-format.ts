import { dayInWords } from '@club/domain/activities/words.rules';
import { asLanguage } from '../../../i18n';

/**
 * A news date ('YYYY-MM-DD') in the reader's language: '12 de marzo de 2026', '2026ko martxoaren
 * 12a'. Written by the domain's words rules, as every date a page shows, not by Intl: browsers
 * without Basque locale data would fall back to English.
 */
export function formatNewsDate(date: string, lang: string): string {
  return dayInWords(date, asLanguage(lang));
}

/** Language attribute for text that may be in another language than the interface. */
export const htmlLang = (lang: string): string => (lang === 'eus' ? 'eu' : lang);

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
