/** The auth token and the chosen language are kept on the device. */
const TOKEN_KEY = 'token';
const LANG_KEY = 'lang';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const getToken = (): string | null => storage()?.getItem(TOKEN_KEY) ?? null;
export const setToken = (token: string | null): void => {
  if (token) storage()?.setItem(TOKEN_KEY, token);
  else storage()?.removeItem(TOKEN_KEY);
};
export const getStoredLanguage = (): string | null => storage()?.getItem(LANG_KEY) ?? null;
/**
 * The language is also mirrored in a cookie, the only thing of the device's choice the server
 * sees: it renders public pages in that language (Spanish without it).
 */
export const storeLanguage = (lang: string): void => {
  storage()?.setItem(LANG_KEY, lang);
  if (typeof document !== 'undefined') document.cookie = `lang=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
};
