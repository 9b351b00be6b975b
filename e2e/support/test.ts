import { test as base, expect, type Page } from '@playwright/test';

export { expect };
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
    // A route handler still waiting on the server when the test ends (the app's periodic
    // auth/ping through a test's `route.fetch`) would fail the test as its page closes under it:
    // the test is over, its routes are dropped and whatever they were doing is let go.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

/**
 * Opens a public page the way a visitor reaches it inside the app, not from the server: the app
 * starts on /login (a page the browser renders itself) and its router moves on as a link would,
 * so the page asks the API itself. For the tests of what a page shows when the API fails or is
 * empty (a page opened from the server carries its data in the HTML and asks nothing).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
