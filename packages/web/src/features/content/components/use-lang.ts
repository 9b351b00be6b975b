import type { Language } from '@club/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../../i18n';

/** The interface language ('es', 'eus' or 'en'); Spanish until i18next knows better. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.language);
}

/** Picks the Basque text when reading in Basque, the Spanish one otherwise (team texts have no English). */
export const esOrEus = (lang: Language, es: string, eus: string): string => (lang === 'eus' && eus.trim() ? eus : es);
