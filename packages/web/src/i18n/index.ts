import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@club/domain/shared/constants';
import { whenIdle } from '../lib/idle';
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

/** i18next's language as one of ours, Spanish when it is anything else. */
export const asLanguage = (v: unknown): Language => (isLanguage(v) ? v : 'es');

/**
 * A page rendered on the server was rendered in the language of the `lang` cookie (or Spanish):
 * the browser starts in that one so hydration matches the HTML, and the device's own choice
 * (localStorage) wins after hydration (main.tsx).
 */
// Read before i18next starts: its first languageChanged stores the language it starts in.
const storedAtStart = getStoredLanguage();
/** The language this device chose (localStorage), as it was when the app started. */
export const deviceLanguage = (): Language | null => (isLanguage(storedAtStart) ? storedAtStart : null);

export function initialLanguage(): Language {
  const rendered = serverRenderedLanguage();
  if (rendered) return rendered;
  return deviceLanguage() ?? DEFAULT_LANGUAGE;
}

export function serverRenderedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const lang = document.getElementById('ssr-data')?.dataset.lang;
  return isLanguage(lang) ? lang : null;
}

/** `<html lang>` takes BCP 47 codes: Basque is `eu`. */
export const htmlLang = (lng: string): string => (lng === 'eus' ? 'eu' : lng);

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

/**
 * The page's language attribute, written only when it changes: writing <html lang> (even the same
 * value) makes the browser restyle and lay out the whole page again, about 20 ms on a phone, twice
 * while a server-rendered page hydrates (i18next announces its language once it has loaded).
 * Nothing is written before i18next knows its language: it loads asynchronously, so right after
 * init() `i18n.language` is still undefined, and writing that made the page `lang="undefined"`
 * until the first languageChanged (two whole-page restyles and layouts while a rendered page
 * started, 60-80 ms at Lighthouse's 4x, and a wrong language for a screen reader meanwhile).
 */
export function setPageLang(lng: string | undefined): void {
  if (!isLanguage(lng)) return;
  const lang = htmlLang(lng);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

// Nothing of the page is touched while rendering on the server (the renderer switches languages).
// The language is stored (localStorage and the cookie) on every change; the first one, i18next
// starting in the language the page was opened in, when the browser is idle: it changes nothing
// the reader sees, and on a server-rendered page it came in the middle of hydration.
if (typeof document !== 'undefined') {
  let started = false;
  i18n.on('languageChanged', (lng) => {
    setPageLang(lng);
    if (started) return storeLanguage(lng);
    started = true;
    whenIdle(() => storeLanguage(i18n.language));
  });
  setPageLang(i18n.language);
}

export default i18n;
