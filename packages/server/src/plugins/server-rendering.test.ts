import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { clubAddressInOneLine, clubAddressLines } from '@club/domain/shared/club';
import { describe, expect, it } from 'vitest';
import { newsTranslations } from '../db/schema/news.js';
import { seedLandingCourses, seedActivities } from '../seed/activities.seed.js';
import { seedContent } from '../seed/content.seed.js';
import { seedNews } from '../seed/news.seed.js';
import { seedSeasons } from '../seed/seasons.seed.js';
import { atFileEnd } from '../test/file-end.js';
import { createTestCluster, type TestNode } from '../test/nodes.js';
import type { PageRenderer } from './page-maker.js';

/*
 * Issue 19: the public pages rendered on the server, through HTTP on two nodes of one database.
 * The renderer is the web app's own entry (packages/web/src/entry-server.tsx), read from source
 * like the domain, so this suite needs no web build.
 */
const web = fileURLToPath(new URL('../../../web/', import.meta.url));
const entry = path.join(web, 'src/entry-server.tsx');
const renderer = (await import(/* @vite-ignore */ entry)) as PageRenderer;
/*
 * A built app in miniature: the template links its entry script, a preloaded chunk and a
 * stylesheet the way Vite writes them; the stylesheet holds a rule the pages use and one none does.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'club-web-'));
// The fake web build goes when the file ends, after the apps that serve it (registered later, closed first).
atFileEnd(async () => fs.rmSync(dist, { recursive: true, force: true }));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets/app.css'), 'h1{letter-spacing:.01em}.never-on-a-public-page{color:red}');
fs.writeFileSync(
  path.join(dist, 'index.html'),
  fs
    .readFileSync(path.join(web, 'index.html'), 'utf8')
    .replace(/<script type="module" src="[^"]*"><\/script>\s*/, '')
    .replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/app.css"></head>',
    ),
);

const PAGES: { path: string; es: string; eus: string }[] = [
  { path: '/', es: 'Club Natación Getxo: natación y waterpolo en Getxo', eus: 'Getxo Igeriketa Kluba: igeriketa eta waterpoloa Getxon' },
  { path: '/equipo/natacion', es: 'Equipo de natación', eus: 'Igeriketa taldea' },
  { path: '/equipo/records', es: 'Récords del club', eus: 'Klubeko errekorrak' },
  { path: '/legal/normativa', es: 'Normativa interna', eus: 'Barne araudia' },
  { path: '/noticias/home', es: 'Noticias', eus: 'Albisteak' },
  { path: '/actividades/home', es: 'Actividades', eus: 'Jarduerak' },
  { path: '/actividades/verano', es: 'Actividades de verano', eus: 'Udako jarduerak' },
  { path: '/hazte_socio', es: 'Hazte socio', eus: 'Egin zaitez bazkide' },
];

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const ssrData = (html: string) => {
  const json = /<script type="application\/json" id="ssr-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { lang: string; queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }) : null;
};

describe('public pages rendered on the server', async () => {
  const cluster = await createTestCluster(2, {
    overrides: { PUBLIC_CACHE_SECONDS: 60 },
    serveWeb: { webDist: dist, renderer },
  });
  const [a, b] = cluster.nodes as [TestNode, TestNode];
  await seedContent(a.ctx);
  await seedNews(a.ctx);
  await seedLandingCourses(a.ctx);
  await seedActivities(a.ctx);
  await seedSeasons(a.ctx);

  const get = async (node: TestNode, url: string, lang?: 'es' | 'eus') => {
    const res = await node.app.inject({ method: 'GET', url, headers: lang ? { cookie: `theme=x; lang=${lang}` } : {} });
    return { status: res.statusCode, html: res.body, headers: res.headers };
  };

  it('renders each public page with its headline in Spanish by default and in Basque with the cookie', async () => {
    for (const page of PAGES) {
      const es = await get(a, page.path);
      expect(es.status, page.path).toBe(200);
      expect(h1(es.html), page.path).toBe(page.es);
      expect(es.html).toContain('<html lang="es"');
      const eus = await get(a, page.path, 'eus');
      expect(eus.status, page.path).toBe(200);
      expect(h1(eus.html), page.path).toBe(page.eus);
      expect(eus.html).toContain('<html lang="eu"');
      expect(ssrData(eus.html)?.lang).toBe('eus');
      // Complete HTML: nothing left for an inline script to swap in (the CSP runs only the boot script).
      expect(eus.html).not.toMatch(/<template id="B:|<script>/);
      // With its data: every one of these pages reads some, and carries it for hydration.
      expect(ssrData(es.html)?.queries.queries.length, page.path).toBeGreaterThan(0);
    }
  });

  it('renders a legal text with its sections and date, read through a route with a parameter (content/legal/:doc)', async () => {
    for (const [lang, updated] of [
      ['es', 'Última actualización'],
      ['eus', 'Azken eguneratzea'],
    ] as const) {
      const page = await get(a, '/legal/normativa', lang);
      const keys = ssrData(page.html)!.queries.queries.map((q) => JSON.stringify(q.queryKey));
      expect(keys).toContain(`["content","legal","rules","${lang}"]`);
      expect(page.html).toContain(updated);
      expect(page.html).toMatch(/role="tabpanel"/);
    }
  });

  it("shows in the footer the club's address of the legal texts (and the receipts), in the page's language", async () => {
    for (const lang of ['es', 'eus'] as const) {
      const page = await get(a, '/legal/privacy_policy', lang);
      expect(page.status).toBe(200);
      // The privacy policy's first section names the club's domicile.
      expect(page.html).toContain(clubAddressInOneLine(lang));
      const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/.exec(page.html)?.[1] ?? '';
      for (const line of clubAddressLines(lang)) expect(footer, lang).toContain(line);
    }
  });

  it('paints before its scripts: the CSS the page uses inline, the rest and the app fetched by the one inline script the CSP allows', async () => {
    const page = await get(a, '/equipo/natacion');
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    // The rule the page uses is in the page; the one no element matches is not.
    expect(head).toMatch(/<style>[^<]*h1\{letter-spacing:\.01em\}/);
    expect(head).not.toContain('never-on-a-public-page');
    // Nothing in the way of the first paint: no stylesheet, no script, no preloaded chunk.
    expect(head).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"|<script/);
    const body = page.html.slice(page.html.indexOf('</head>'));
    expect(body.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<link[^>]+rel="stylesheet"|<script type="module"/);
    // The whole stylesheet for a reader without JavaScript.
    expect(body).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/app\.css"><\/noscript>/);
    // The boot script knows what to fetch once the page has loaded, and the CSP lets it (and only it) run.
    const boot = /<script data-app="([^"]*)" data-modules="([^"]*)" data-styles="([^"]*)">([^<]*)<\/script><\/body>/.exec(page.html);
    expect(boot?.slice(1, 4)).toEqual(['/assets/app.js', '/assets/react.js', '/assets/app.css']);
    const hash = `'sha256-${createHash('sha256').update(boot![4]!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", hash]);
    // A page the browser renders itself keeps its stylesheet and script where they were.
    const shell = await get(a, '/myfamily');
    expect(shell.html).toMatch(/<head>[\s\S]*<script type="module" crossorigin src="\/assets\/app\.js"><\/script>[\s\S]*<\/head>/);
    expect(shell.html).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
  });

  it('renders a news item and a course detail with their titles and carries their data for hydration', async () => {
    const list = await get(a, '/noticias/home');
    const data = ssrData(list.html)!;
    const batch = data.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["news","pub",0]');
    const news = (batch?.state.data as { news: { slug_es: string }[] }).news;
    expect(news.length).toBeGreaterThan(0);
    const item = await get(a, `/noticias/${news[0]!.slug_es}`, 'eus');
    expect(item.status).toBe(200);
    const [translation] = await a.ctx.db
      .select()
      .from(newsTranslations)
      .where(and(eq(newsTranslations.newsId, (news[0] as unknown as { id: number }).id), eq(newsTranslations.lang, 'eus')));
    expect(h1(item.html)).toBe(translation!.title);
    expect(ssrData(item.html)!.queries.queries.map((q) => q.queryKey[1])).toContain('details');

    const course = await get(a, '/actividades/cursillos-verano-natacion');
    expect(course.status).toBe(200);
    expect(h1(course.html)).toBe('Cursillos de natación de verano');
    const keys = ssrData(course.html)!.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain('["courses","details","cursillos-verano-natacion"]');
    // Seats left are live: never in the cached HTML, the browser asks for them.
    expect(keys.some((k) => k.includes('availability'))).toBe(false);
  });

  it('carries the season levels, seats left included, and marks them live for the browser to ask again', async () => {
    for (const url of ['/actividades/home', '/actividades/temporada']) {
      const page = await get(a, url, 'eus');
      const levels = ssrData(page.html)!.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["seasons","levels"]');
      expect(levels, url).toBeDefined();
      expect((levels as unknown as { meta?: { live?: boolean } }).meta?.live).toBe(true);
      const titles = (levels!.state.data as { data: { title_eus: string }[] }).data.map((l) => l.title_eus);
      expect(titles.length).toBeGreaterThan(0);
      // The level cards are in the HTML: nothing arrives later to push the page down.
      expect(page.html).toContain(titles[0]);
    }
  });

  it('answers a path no route knows with 404 and the not-found page, and an unknown course too', async () => {
    for (const url of ['/no-existe', '/equipo/no-existe', '/actividades/no-existe-este-curso']) {
      const res = await get(a, url);
      expect(res.status, url).toBe(404);
      expect(res.html, url).toMatch(/no encontrad/i);
    }
    const eus = await get(a, '/no-existe', 'eus');
    expect(eus.status).toBe(404);
    expect(h1(eus.html)).toBe('Ez da orria aurkitu');
    // Old addresses of a section redirect, as the browser's router does.
    const redirect = await get(a, '/noticias');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/noticias/home');
  });

  it('leaves the logged-in areas and the console to the browser', async () => {
    for (const url of ['/myaccount', '/myfamily', '/gestion/cursos', '/login']) {
      const res = await get(a, url);
      expect(res.status, url).toBe(200);
      expect(res.html, url).toContain('<div id="root"></div>');
      expect(ssrData(res.html), url).toBeNull();
    }
  });

  it('sends the cached page compressed once, and drops it on another node when the content changes', async () => {
    const before = await get(b, '/noticias/home');
    const shown = ssrData(before.html)!.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["news","pub",0]');
    const firstId = (shown!.state.data as { news: { id: number }[] }).news[0]!.id;
    const [first] = await a.ctx.db
      .select()
      .from(newsTranslations)
      .where(and(eq(newsTranslations.newsId, firstId), eq(newsTranslations.lang, 'es')));
    expect(before.html).toContain(first!.title);
    const br = await b.app.inject({ method: 'GET', url: '/noticias/home', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(before.html.length / 3);

    // A change made through node a's database: node b hears the NOTIFY and renders afresh.
    await a.ctx.db
      .update(newsTranslations)
      .set({ title: 'Título cambiado en otro nodo' })
      .where(and(eq(newsTranslations.newsId, firstId), eq(newsTranslations.lang, 'es')));
    const until = Date.now() + 5_000;
    let after = await get(b, '/noticias/home');
    // Polling with a pause: a hit from memory never yields to the socket the NOTIFY arrives on.
    while (!after.html.includes('Título cambiado en otro nodo') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      after = await get(b, '/noticias/home');
    }
    expect(after.html).toContain('Título cambiado en otro nodo');
  });
});
