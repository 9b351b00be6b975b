import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@club/domain/shared/constants';
import { getStoredLanguage, storeLanguage } from '../lib/token';

/**
 * Locale files live in locales/<lng>/<namespace>.json, one namespace per area, and are loaded
 * on demand so a page downloads only the texts it shows. Spanish is the default and fallback.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = loaders[`./locales/${lng}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (e: Error) => callback(e, false),
    );
  },
};

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

export function initialLanguage(): Language {
  const stored = getStoredLanguage();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (lng) => {
  storeLanguage(lng);
  document.documentElement.lang = lng === 'eus' ? 'eu' : lng;
});
document.documentElement.lang = i18n.language === 'eus' ? 'eu' : i18n.language;

export default i18n;
