import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Download, Locator, Page } from '@playwright/test';

/**
 * Waits until a server-rendered page (issue 19) is alive: the public pages arrive as HTML and
 * show their text at once, but a click before React has hydrated them does nothing (a tab would
 * not switch). Hydrated means React has attached its props to the page's heading (or its first
 * element), which sits inside the page's own lazily loaded part, the last to hydrate. Pages the
 * browser renders itself (no ssr-data) are alive as soon as they show anything.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('ssr-data')) return true;
    const el = document.querySelector('main h1') ?? document.querySelector('main > *');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  });
}

/**
 * The browser tests' `test`: as Playwright's, but `page.goto` and `page.reload` return once the
 * page is hydrated (above), so every test acts on a live page without waiting on time. Pages
 * opened in contexts of a test's own (`browser.newContext()`) call hydrated() themselves.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const res = await goto(...args);
      if (res) await hydrated(page);
      return res;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const res = await reload(...args);
      if (res) await hydrated(page);
      return res;
    };
    await use(page);
  },
});
