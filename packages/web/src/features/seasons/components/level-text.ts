import type { Level, LevelsReply } from '@club/domain/seasons/seasons.schemas';
import type { Language } from '@club/domain/shared/constants';
import { esOrEus } from '../../content';

/** The club's texts of a level in the page's language (Basque falls back to Spanish when empty). */
export const levelText = (
  l: Pick<Level, 'title_es' | 'title_eus' | 'description_es' | 'description_eus' | 'content_es' | 'content_eus'>,
  lang: string,
  field: 'title' | 'description' | 'content',
): string => {
  const es = l[`${field}_es`];
  const eus = l[`${field}_eus`];
  return lang === 'eus' && eus.trim() ? eus : es;
};

/** The season's name in the page's language (Basque falls back to Spanish when empty). */
export const seasonName = (r: Pick<LevelsReply, 'season_name' | 'season_name_eus'>, lang: string): string =>
  esOrEus(pageLanguage(lang), r.season_name, r.season_name_eus);

export const pageLanguage = (lang: string): Language => (lang === 'eus' ? 'eus' : lang === 'en' ? 'en' : 'es');
