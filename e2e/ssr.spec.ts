import { expect, hydrated, test, type Page } from './support/test.js';
import { expectNoA11yViolations } from './support/fixtures.js';
import { registerByApi } from './support/accounts.js';

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
  { path: '/actividades/tecnica-crol-adultos', es: /^Técnica de crol para adultos$/, eus: /^Crol teknika helduentzat$/ },
];

/** The other public pages: with JavaScript off too, each shows its headline. */
const MORE_PAGES: { path: string; es: RegExp; eus: RegExp }[] = [
  { path: '/equipo/waterpolo', es: /^Waterpolo$/, eus: /^Waterpoloa$/ },
  { path: '/equipo/juntadirectiva', es: /^Junta directiva$/, eus: /^Zuzendaritza batzordea$/ },
  { path: '/equipo/historia', es: /^Nuestra historia$/, eus: /^Gure historia$/ },
  { path: '/equipo/horarios', es: /^Horarios de entrenamiento/, eus: /entrenamendu ordutegiak$/ },
  { path: '/equipo/records', es: /^Récords del club$/, eus: /^Klubeko errekorrak$/ },
  { path: '/legal/normativa', es: /^Normativa interna$/, eus: /^Barne araudia$/ },
  { path: '/legal/terms', es: /^Condiciones de uso$/, eus: /^Erabilera baldintzak$/ },
  { path: '/legal/privacy_policy', es: /^Política de privacidad$/, eus: /^Pribatutasun politika$/ },
  { path: '/actividades/verano', es: /^Actividades de verano$/, eus: /^Udako jarduerak$/ },
  { path: '/actividades/temporada', es: /^Temporada de natación$/, eus: /^Igeriketa-denboraldia$/ },
  { path: '/hazte_socio', es: /^Hazte socio$/, eus: /^Egin zaitez bazkide$/ },
];

/*
 * Reads the browser asks for itself after hydration: what changes by the minute (the season's
 * levels with their seats left, a course's availability) is never in the cached HTML.
 */
const LIVE_READS = /\/api\/(v2\/courses\/levels|v2\/courses\/availability|[^?]*\/diag\/)/;

async function setLanguageCookie(page: Page, lang: 'es' | 'eus') {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
}

test('every public page shows its content with JavaScript off, in Spanish and in Basque', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const lang of ['es', 'eus'] as const) {
    await setLanguageCookie(page, lang);
    for (const p of [...PAGES, ...MORE_PAGES]) {
      const res = await page.goto(p.path);
      expect(res?.status(), p.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: p[lang] }), `${p.path} (${lang})`).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'eus' ? 'eu' : 'es');
      // The tab's title names the club in the page's language too.
      await expect(page, `${p.path} (${lang})`).toHaveTitle(lang === 'eus' ? / · Getxo Igeriketa Kluba$/ : / · Club Natación Getxo$/);
    }
    // The news list links to each item: the item's page is rendered too.
    await page.goto('/noticias/home');
    const href = await page.locator('main a[href^="/noticias/"]').first().getAttribute('href');
    expect((await page.goto(href!))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // A path no route knows: 404 with the not-found page.
    const missing = await page.goto('/no-existe/de-verdad');
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'es' ? 'Página no encontrada' : 'Ez da orria aurkitu' }),
    ).toBeAttached();
  }
  await context.close();
});

test('a server-rendered page hydrates without asking for its data again, without errors and without moving', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguageCookie(page, 'eus');
  const errors: string[] = [];
  let path = '';
  page.on('console', (m) => m.type() === 'error' && errors.push(`${path}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    // The largest contentful paint so far (its time), for the order of the app's downloads below.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
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
    path = p.path;
    // goto returns once the page is hydrated (support/test.ts); two frames later its effects,
    // which would ask for any data the HTML lacked, have run.
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.eus })).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    page.off('request', listener);
    expect(
      apiCalls.filter((u) => !LIVE_READS.test(u)),
      p.path,
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), `CLS on ${p.path}`).toBe(0);
    // The app's stylesheets and scripts were asked for only once the page had painted its content,
    // its largest paint included (plugins/page-paint.ts): on a phone's connection they would
    // otherwise hold up those paints.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      largest: (window as unknown as { __lcp?: number }).__lcp ?? null,
      app: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/[^/]+\.(js|css)$/.test(new URL(r.name).pathname))
        .map((r) => r.startTime),
    }));
    expect(timing.paint, `first contentful paint of ${p.path}`).not.toBeNull();
    expect(timing.app.length, `the app's files on ${p.path}`).toBeGreaterThan(0);
    expect(Math.min(...timing.app), `the app's files after the first paint of ${p.path}`).toBeGreaterThanOrEqual(timing.paint!);
    expect(timing.largest, `largest contentful paint of ${p.path}`).not.toBeNull();
    expect(Math.min(...timing.app), `the app's files after the largest paint of ${p.path}`).toBeGreaterThanOrEqual(timing.largest!);
  }
  // The other public pages hydrate without an error and without moving too (/legal/normativa was
  // rendered without its text and met React error 418 when the browser's differed).
  for (const p of MORE_PAGES) {
    path = p.path;
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.eus })).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), `CLS on ${p.path}`).toBe(0);
  }
  expect(errors).toEqual([]);
  // Hydrated: the phone's menu opens and its language switch works in place.
  await page.goto('/actividades/home');
  await page.getByRole('button', { name: 'Menua ireki' }).click();
  await page.getByRole('dialog', { name: 'Menua' }).getByRole('button', { name: 'Castellano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Actividades$/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

/*
 * The server renders in the cookie's language, the app then turns to the reader's own choice: the
 * device's (kept in its storage) or, logged in, the profile's. That turn waits until the page has
 * hydrated (web/src/lib/hydration.ts): taken while React was still hydrating the page's content,
 * it made React meet other texts than the HTML's (error #418), drop the HTML and render again.
 */
test('a page rendered in one language turns to the reader’s own choice once it has hydrated, without errors', async ({
  browser,
  request,
}) => {
  const member = await registerByApi(request, { lang: 'eus' });
  const cases = [
    { who: 'a device that chose Basque, its cookie gone', storage: { lang: 'eus' } },
    { who: 'a member whose profile is in Basque, on a device in Spanish', storage: { lang: 'es', token: member.token } },
  ];
  for (const c of cases) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript((s) => {
      if (window.sessionStorage.getItem('e2e-storage-set')) return;
      for (const [k, v] of Object.entries(s)) window.localStorage.setItem(k, v);
      window.sessionStorage.setItem('e2e-storage-set', '1');
    }, c.storage);
    for (const p of [PAGES[0]!, PAGES[3]!, PAGES[4]!]) {
      // A fresh start each time: the language the app stored is taken back to the case's.
      await context.clearCookies();
      await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => window.localStorage.setItem(k, v)), c.storage).catch(() => {});
      const res = await page.goto(p.path);
      expect(await res!.text(), `${p.path} rendered in Spanish for ${c.who}`).toMatch(/<html lang="es"/);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: p.eus }), `${p.path} for ${c.who}`).toBeVisible();
    }
    expect(errors, c.who).toEqual([]);
    await context.close();
  }
});
