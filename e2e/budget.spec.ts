import { gzipSync } from 'node:zlib';
import { expect, test } from './support/test.js';

/*
 * The landing page's JavaScript budget (issue 4, kept by issue 10: the console must not grow it):
 * every script the browser fetches to show "/" on a phone, gzip-compressed at the usual level 6,
 * adds up to 150 kB or less. The server sends Brotli, which is smaller still; gzip is the budget's
 * unit because every browser and proxy accepts it.
 */
const BUDGET_BYTES = 150 * 1024;

test('the landing page downloads at most 150 kB of JavaScript (gzip) and none of the console', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(scripts.size).toBeGreaterThan(0);
  let total = 0;
  for (const url of scripts) {
    const body = await (await request.get(url)).body();
    total += gzipSync(body, { level: 6 }).length;
  }
  test.info().annotations.push({ type: 'landing JS gzip kB', description: (total / 1024).toFixed(1) });
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  expect([...scripts].filter((u) => /console|tiptap|write-excel|data-table/.test(u))).toEqual([]);
});

/*
 * The course pages (issue 19, Lighthouse goal): the activities home and a course detail show and
 * hydrate without the schema library (zod, about 26 kB gzip and tens of milliseconds of building
 * schemas on a phone); it comes with the enrolment form, when that opens. Its chunk is told by
 * what every zod schema carries (`._zod`), whatever the chunk is named.
 */
test('the activities home and a course page load no schema library', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  for (const path of ['/actividades/home', '/actividades/cursillos-verano-natacion']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(scripts.size).toBeGreaterThan(0);
  const withZod: string[] = [];
  for (const url of scripts) {
    if ((await (await request.get(url)).text()).includes('._zod')) withZod.push(url);
  }
  expect(withZod).toEqual([]);
});

/*
 * V8's compile hint (packages/web/vite.config.ts, issue 19's blocking time): the entry and the
 * chunks it imports statically begin with it, so their functions are compiled off the main
 * thread while they stream in; a page's own chunk is left to compile lazily. The hint only works
 * as the file's first line, where Vite's build also writes its preload helper.
 */
test("the scripts every page starts with carry V8's compile hint on their first line, a page's own chunk not", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = /data-app="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the landing page names its entry module').toBeTruthy();
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const hinted: string[] = [];
  const lazy: string[] = [];
  for (const path of scripts) {
    const text = await (await request.get(path)).text();
    (text.startsWith('//# allFunctionsCalledOnLoad\n') ? hinted : lazy).push(path);
  }
  expect(hinted).toContain(entry);
  expect(hinted.filter((p) => /\/react-[^/]*\.js$/.test(p))).toHaveLength(1);
  expect(lazy.length, 'the landing page has chunks of its own').toBeGreaterThan(0);
});
