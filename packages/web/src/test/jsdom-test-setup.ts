import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** jsdom has no matchMedia; Mantine's provider asks it for the colour scheme. */
export function stubMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Loads one namespace into a test file's own i18next instance, in Spanish, with the given languages' texts. */
export async function initTestI18n(i18n: I18n, ns: string, textsByLanguage: Record<string, object>): Promise<void> {
  const resources = Object.fromEntries(Object.entries(textsByLanguage).map(([lng, texts]) => [lng, { [ns]: texts }]));
  await i18n.use(initReactI18next).init({ lng: 'es', resources, ns: [ns], interpolation: { escapeValue: false } });
}
