// Runs before every web unit test file. The files share one jsdom document and one module graph
// (`isolate: false` in vite.config.ts: a fresh jsdom and module graph per file cost three times
// the CPU of the tests themselves), so what a test leaves behind is cleared after each one: the
// rendered trees, Mantine's notification queue (a module-level store: a toast of one test would
// be the next test's `role=alert`), the language, stubbed globals and mocks, and browser storage.
import { cleanNotifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from './i18n/index.js';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The files that run in node (`@vitest-environment node`) have no document.
  if (typeof document === 'undefined') return;
  cleanup();
  cleanNotifications();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'es') await i18n.changeLanguage('es');
});
