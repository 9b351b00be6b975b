import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressOnce, preferredEncoding } from '../lib/encoding.js';
import { createPageMaker, MAX_PAGE_PATH, type ApiGet, type PageMaker, type PageRenderer } from './page-maker.js';
import { startPageThread } from './page-thread.js';
import type { PublicCache } from './public-cache.js';

export type { PageRenderer } from './page-maker.js';

export interface StaticWebOptions {
  /** The built web app (index.html and assets/). */
  webDist: string;
  /**
   * The server renderer, called on the portal's own thread (tests of the rendered pages), or null
   * for none; by default the built one beside webDist (dist-server/entry-server.js), in the page
   * thread (plugins/page-thread.ts).
   */
  renderer?: PageRenderer | null;
  /** The HTML template; by default webDist/index.html. */
  indexHtml?: string;
  /** The public reads' cache: rendered pages are kept and dropped with it. */
  cache?: PublicCache;
}

/** What makes the pages: the renderer given, or the built one in the page thread. Null when there is none. */
function pageMakerOf(opts: StaticWebOptions, template: string, apiGet: ApiGet): PageMaker | null {
  const { webDist, renderer } = opts;
  if (renderer === null) return null;
  if (renderer) return createPageMaker({ webDist, template, renderer: async () => renderer }, apiGet);
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  return startPageThread({ webDist, template, entry }, apiGet);
}

/**
 * The pages' own stylesheets (split per lazy chunk by Vite) linked in the rendered HTML: the
 * browser would otherwise paint the server's markup before a page's chunk brings its styles, and
 * the page would move (CLS). Those of the public pages are a few kB; the console's stay out.
 */
function withPageStyles(template: string, webDist: string): string {
  const assets = path.join(webDist, 'assets');
  if (!fs.existsSync(assets)) return template;
  const links = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.css') && !template.includes(`/assets/${f}`) && !/console|rich-text/.test(f))
    .map((f) => `<link rel="stylesheet" crossorigin href="/assets/${f}">`)
    .join('');
  return template.replace('</head>', `${links}</head>`);
}

/** How long after the portal is ready its server renderer is loaded, if no page has asked for it yet. */
const RENDERER_WARM_UP_MS = 1_000;

/** A rendered page as it is kept: the HTML and its compressed forms, made once. */
interface RenderedPage {
  status: number;
  redirect: string | null;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The `lang` cookie the web app sets when the language is chosen (lib/token.ts). */
function cookieLang(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached by the browser.
 * The public pages (issue 19) are rendered on the server with their data in the visitor's
 * language and kept in memory like the public API reads (the same entries: dropped at once on
 * every node when content changes, nothing kept while the LISTEN connection is down); the
 * logged-in areas and the console get the plain shell and render in the browser; a path no
 * route knows answers 404 with the not-found page.
 */
export async function registerStaticWeb(app: FastifyInstance, opts: StaticWebOptions): Promise<void> {
  const { webDist, cache } = opts;
  const indexFile = opts.indexHtml ?? path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built; only the API is served');
    return;
  }
  const template = withPageStyles(fs.readFileSync(indexFile, 'utf8'), webDist);
  const indexHtml = Buffer.from(template);
  // A public page's data is what the public (cached) API reads answer, asked in-process;
  // anything else (a person's data, seats left) is left to the browser.
  const apiGet: ApiGet = async (url) => {
    if (!cache?.isPublicRead(url.split('?')[0]!)) return null;
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.body };
  };
  const maker = pageMakerOf(opts, template, apiGet);
  if (!maker) app.log.warn({ webDist }, 'server renderer not built; every page renders in the browser');
  // Loaded in the background a second after the portal is ready: it answers the API sooner, the
  // first visitor's page does not wait for the load (0.2-0.35 s more on the first `/`, measured;
  // in `npm run bench` Lighthouse asks for its first page 2.9 s after the start), and a portal stopped
  // sooner never pays it. A failed load is only logged here: the first page tries again and
  // answers with the error.
  if (maker) {
    let warmUp: NodeJS.Timeout | undefined;
    app.addHook('onReady', (done) => {
      warmUp = setTimeout(() => {
        maker.load().catch((error: unknown) => app.log.warn({ err: error }, 'server renderer did not load'));
      }, RENDERER_WARM_UP_MS);
      warmUp.unref();
      done();
    });
    app.addHook('onClose', async () => {
      clearTimeout(warmUp);
      await maker.close();
    });
  }

  if (fs.existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per built file (wildcard off), so unknown paths fall through to the pages.
      wildcard: false,
      index: false,
      // The web build writes x.br and x.gz beside each script, style and drawing (vite.config.ts):
      // sent as they are, not compressed again per request (@fastify/compress leaves a reply that
      // has its content-encoding alone, and compresses what has no such file, like sw.js).
      preCompressed: true,
      // Our cache-control below, not send's "public, max-age=0" (which would replace it).
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          // The same URL is sent brotli, gzip or whole by the asker's accept-encoding: a shared
          // cache must keep them apart (@fastify/static 9 does not say so itself).
          res.setHeader('vary', 'accept-encoding');
        } else {
          // The service worker must be checked for a new version on every visit.
          res.setHeader('cache-control', path.basename(filePath) === 'sw.js' ? 'no-cache' : 'public, max-age=3600');
        }
      },
    });
  }
  const sendShell = (_req: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  /** A page as kept: made (in the page thread) and compressed once; null for the plain shell. */
  const renderPage = async (pages: PageMaker, pathname: string, lang: string): Promise<RenderedPage | null> => {
    const made = await pages.make(pathname, lang);
    if (!made) return null;
    const body = Buffer.from(made.html);
    const { br, gzip } = await compressOnce(body);
    return { status: made.status, redirect: made.redirect, html: body, br, gzip };
  };

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!maker) return sendShell(request, reply);
    const pathname = request.url.split('?')[0]!;
    const lang = cookieLang(request) === 'eus' ? 'eus' : 'es';
    let page: RenderedPage | null;
    if (pathname.length > MAX_PAGE_PATH) {
      page = await renderPage(maker, pathname, lang);
    } else {
      // Known pages are kept (by path: the public pages read no query string) and dropped with
      // the public reads; a 404 is not kept, so made-up paths cannot push real pages out, and
      // neither is the shell of a browser-rendered area (it is not a rendered page).
      const key = `page:${lang}:${pathname}`;
      const load = () => renderPage(maker, pathname, lang);
      page = cache ? await cache.memo(key, load) : await load();
      if (!page || page.status === 404) cache?.forget(key);
    }
    if (!page) return sendShell(request, reply);
    if (page.redirect) return reply.header('cache-control', 'no-cache').redirect(page.redirect, 302);
    const coding = preferredEncoding(request.headers['accept-encoding']);
    reply.code(page.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    if (coding) return reply.header('content-encoding', coding).send(page[coding]);
    return reply.send(page.html);
  }

  // Compressed once when rendered, not on every request.
  app.get('/', { schema: { hide: true }, compress: false }, sendPage);
  app.get('/*', { schema: { hide: true }, compress: false }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ success: 0, code: 'not_found' });
    }
    return sendPage(request, reply);
  });
}
