import { createPagePainter } from './page-paint.js';

/**
 * The web app's server renderer (packages/web/src/entry-server.tsx, built to
 * packages/web/dist-server/entry-server.js). Described here by shape: the server does not
 * import the web app's code, it loads the built file (in the page thread: plugins/page-thread.ts).
 */
export interface PageRenderer {
  isRenderedOnServer(pathname: string): boolean;
  htmlLang(lang: string): string;
  render(input: {
    url: string;
    lang: string | undefined;
    apiGet: ApiGet;
  }): Promise<{ status: number; redirect: string | null; title: string | null; lang: string; html: string; data: string }>;
}

/** A public API read asked in-process (null: not a public read, left to the browser). */
export type ApiGet = (url: string) => Promise<{ status: number; body: string } | null>;

/** A public page as rendered and painted, before it is compressed and kept. */
export interface MadePage {
  status: number;
  redirect: string | null;
  html: string;
}

/**
 * Makes the HTML of a public page: null for a path the server does not render (the logged-in
 * areas and the console: the browser renders them from the plain shell).
 */
export interface PageMaker {
  /** Loads the renderer and the critical-CSS inliner ahead of the first page. */
  load(): Promise<void>;
  make(pathname: string, lang: string): Promise<MadePage | null>;
  close(): Promise<void>;
}

export interface PageMakerOptions {
  /** The built web app (its stylesheets are inlined from there). */
  webDist: string;
  /** The HTML template: index.html with the pages' stylesheets linked. */
  template: string;
  renderer: () => Promise<PageRenderer>;
}

/** Longer paths are no page of the site: they get the not-found page (and are not kept). */
export const MAX_PAGE_PATH = 300;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Renders and paints pages in the thread it is called in. The portal calls it in its page
 * thread (plugins/page-worker.ts); tests of the rendered pages call it directly with the web
 * app's source renderer.
 */
export function createPageMaker(opts: PageMakerOptions, apiGet: ApiGet): PageMaker {
  const { template } = opts;
  const painter = createPagePainter(opts.webDist);
  return {
    async load() {
      await Promise.all([opts.renderer(), painter.load()]);
    },
    async make(pathname, lang) {
      const renderer = await opts.renderer();
      if (!renderer.isRenderedOnServer(pathname)) return null;
      const page = await renderer.render({ url: pathname.length > MAX_PAGE_PATH ? '/404' : pathname, lang, apiGet });
      const title = page.title ? `<title>${escapeHtml(page.title)}</title>` : null;
      let html = template
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(renderer.htmlLang(page.lang))}"`)
        // The page works without JavaScript: the note asking for it is for the browser-rendered areas.
        .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script type="application/json" id="ssr-data" data-lang="${escapeHtml(page.lang)}">${page.data}</script>`,
        );
      if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
      return { status: page.status, redirect: page.redirect, html: await painter.paint(html) };
    },
    async close() {},
  };
}
