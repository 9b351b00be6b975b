import type { Language } from '@club/domain/shared/constants';
import i18n, { isLanguage } from '../../../i18n';
import { api } from '../../../lib/api';
import { afterHydration } from '../../../lib/hydration';
import { getToken, storeLanguage } from '../../../lib/token';

/**
 * The interface language is kept on the device (i18n stores it on every change) and, when the
 * user is logged in, also saved on the server (spec 000 §1, §7 `myaccount/upd_lang/`).
 */
export function setLanguage(lang: Language): void {
  if (!isLanguage(lang)) return;
  // Kept at once: i18n reports the change only after the new texts have loaded.
  storeLanguage(lang);
  void i18n.changeLanguage(lang);
  if (getToken()) {
    // A failed save is reported by diagnostics; the device keeps the choice either way.
    api.post('myaccount/upd_lang/', { lang }).catch(() => undefined);
  }
}

/*
 * The profile's preferred_language is applied once per session token: later pings must not undo
 * a switch the user has just made (its save may still be on its way).
 */
let appliedForToken: string | null = null;

/** Marks a fresh session whose language is the device's (signup sends the language along). */
export function keepDeviceLanguageFor(token: string): void {
  appliedForToken = token;
}

export function applyProfileLanguage(token: string, preferred: unknown): void {
  if (appliedForToken === token) return;
  appliedForToken = token;
  // Not while a server-rendered page hydrates (lib/hydration.ts): the session is often known first.
  afterHydration(() => {
    if (isLanguage(preferred) && preferred !== i18n.language) void i18n.changeLanguage(preferred);
  });
}
