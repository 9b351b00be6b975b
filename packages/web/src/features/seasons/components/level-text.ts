import type { Level } from '@club/domain/seasons/seasons.schemas';
import type { Language } from '@club/domain/shared/constants';

/** The club's texts of a level in the page's language (Basque falls back to Spanish when empty). */
export const levelText = (l: Level, lang: string, field: 'title' | 'description' | 'content'): string => {
  const es = l[`${field}_es`];
  const eus = l[`${field}_eus`];
  return lang === 'eus' && eus.trim() ? eus : es;
};

export const pageLanguage = (lang: string): Language => (lang === 'eus' ? 'eus' : lang === 'en' ? 'en' : 'es');
