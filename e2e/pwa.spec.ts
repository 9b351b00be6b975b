import { expect, test } from './support/test.js';
import { expectNoA11yViolations } from './support/fixtures.js';

/*
 * Issue 19 point 2: the portal installs (a valid manifest with its PNG icons) and its service
 * worker serves the last public pages read when the connection is gone, and the offline page for
 * the rest. The only browser test with the worker on (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('the manifest is valid and the worker serves the landing page offline', async ({ page, context, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as { icons: { src: string; sizes: string; type: string; purpose: string }[] } & Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({
    name: 'Club Natación Getxo · Getxo Igeriketa Kluba',
    short_name: 'CN Getxo',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b3d6b',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
  }

  // The worker takes control of the page (it claims it once active)…
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // …and keeps the public pages read from now on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /natación y waterpolo en Getxo/ })).toBeVisible();
  await page.goto('/noticias/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();

  await context.setOffline(true);
  const offline = await page.goto('/');
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: /natación y waterpolo en Getxo/ })).toBeVisible();
  await page.goto('/noticias/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  // A public page never read, and the members' area: the offline page, in both languages.
  for (const path of ['/equipo/waterpolo', '/myfamily']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Konexiorik gabe' })).toBeVisible();
  }
  await expectNoA11yViolations(page, 'offline page');
  await context.setOffline(false);
});
