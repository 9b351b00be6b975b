import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/fixtures.js';

/*
 * Issue 19: the public pages arrive rendered by the server, in the visitor's language (the `lang`
 * cookie the app sets, else Spanish), readable with JavaScript off; with it on, the page hydrates
 * without asking for its data again, without console errors and without moving.
 */
const PAGES: { path: string; es: RegExp; eus: RegExp }[] = [
  { path: '/', es: /natación y waterpolo en Getxo/, eus: /igeriketa eta waterpoloa Getxon/ },
  { path: '/noticias/home', es: /^Noticias$/, eus: /^Albisteak$/ },
  { path: '/equipo/natacion', es: /Equipo de natación/, eus: /Igeriketa taldea/ },
  { path: '/actividades/home', es: /^Actividades$/, eus: /^Jarduerak$/ },
];

async function setLanguageCookie(page: Page, lang: 'es' | 'eus') {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
}

for (const lang of ['es', 'eus'] as const) {
  test(`public pages show their content with JavaScript off (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await setLanguageCookie(page, lang);
    for (const p of PAGES) {
      const res = await page.goto(p.path);
      expect(res?.status(), p.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: p[lang] })).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'eus' ? 'eu' : 'es');
    }
    // The news list links to each item: the item's page is rendered too.
    await page.goto('/noticias/home');
    const first = page.locator('main a[href^="/noticias/"]').first();
    const href = await first.getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // A path no route knows: 404 with the not-found page.
    const missing = await page.goto('/no-existe/de-verdad');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: lang === 'es' ? /no encontrada|no existe/i : /ez da/i })).toBeAttached();
    await context.close();
  });
}

test('a server-rendered page hydrates without asking for its data again, without errors and without moving', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguageCookie(page, 'eus');
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const p of PAGES) {
    const apiCalls: string[] = [];
    const listener = (r: { url(): string }) => {
      if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).pathname);
    };
    page.on('request', listener);
    await page.goto(p.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: p.eus })).toBeAttached();
    page.off('request', listener);
    // Only the diagnostics beacon may go out: no data the HTML already carried.
    expect(
      apiCalls.filter((u) => !u.includes('/diag/')),
      p.path,
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), `CLS on ${p.path}`).toBe(0);
  }
  expect(errors).toEqual([]);
  // Hydrated: the language switch works in place.
  await page
    .getByRole('button', { name: /Castellano/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Actividades$/ })).toBeVisible();
  await expectNoA11yViolations(page);
});
