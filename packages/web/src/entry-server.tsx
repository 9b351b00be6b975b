/*
 * The server's renderer of the public pages (issue 19): built by Vite in SSR mode
 * (`vite build --ssr`, dist-server/entry-server.js) and loaded by the server's static serving
 * (packages/server/src/plugins/static-web.ts). It renders the same route table as the browser
 * with a static router, in the visitor's language, with the data the pages' own queries read,
 * and hands back that data dehydrated so the browser hydrates without asking again.
 */
import './i18n';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
// React's edge build of prerender, not its Node build: the same API, but the Node build keeps
// each render in an AsyncLocalStorage, whose first use turns on async hooks for the whole process
// (Node 20), and every promise, tick and socket write of the portal paid an init hook from then
// on: a hot API read cost 21-22 µs of CPU instead of 18.7-19.5 in a portal that had rendered a
// page (measured against a bare process replaying the same reply, on and off in turns). The edge
// build keeps it only where the runtime has a global AsyncLocalStorage, which Node does not. What
// the storage is for, ReactDOM's resource calls (preload, preinit) made from async code during a
// render, the app does not use, and the renders run one at a time (below).
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router';
import { DOMParser as LinkedDOMParser, Node as LinkedNode } from 'linkedom';
import { DEFAULT_LANGUAGE, type Language } from '@club/domain/shared/constants';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import i18n, { isLanguage } from './i18n';
import { setApiTransport } from './lib/api';
import { queryClient } from './lib/query-client';
import { ServerResponseContext, type ServerResponse } from './lib/server-response';

export { htmlLang } from './i18n';
export { isRenderedOnServer } from './lib/rendering';

/** Thrown by the transport for a call that is not a public read: that data waits for the browser. */
export class NotRenderedOnServer extends Error {}

export interface RenderInput {
  /** Path and query, as requested. */
  url: string;
  lang: string | undefined;
  /**
   * Answers a GET of the API in-process (a relative `/api/...` URL), or null when the call is not
   * a public read (anything personal or live, like seats left, is left to the browser).
   */
  apiGet: (url: string) => Promise<{ status: number; body: string } | null>;
}

export interface RenderResult {
  status: number;
  redirect: string | null;
  title: string | null;
  lang: Language;
  /** The markup inside <div id="root">. */
  html: string;
  /** JSON for <script type="application/json" id="ssr-data">, safe inside HTML. */
  data: string;
}

/*
 * A news item's text is parsed with the browser's DOMParser (features/news/components/news-content.tsx,
 * an allow-list renderer); on the server linkedom's parser stands in. It expects a whole document.
 */
class ServerDOMParser {
  parseFromString(markup: string, type: 'text/html') {
    return new LinkedDOMParser().parseFromString(/^\s*<html/i.test(markup) ? markup : `<html>${markup}</html>`, type);
  }
}
const globals = globalThis as unknown as Record<string, unknown>;
globals.DOMParser ??= ServerDOMParser;
globals.Node ??= LinkedNode;

// Every text is in memory on the server: a render never waits for a locale file.
const locales = import.meta.glob<{ default: Record<string, unknown> }>('./i18n/locales/*/*.json', { eager: true });
for (const [file, mod] of Object.entries(locales)) {
  const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  i18n.addResourceBundle(lng!, ns!, mod.default, true, true);
}

/** The namespaces a render used, sent along so the browser loads them before hydrating. */
const usedNamespaces = new Set<string>();

/*
 * React 19's prerender: the whole page, lazy chunks and all, as complete HTML (no fallbacks
 * swapped in later by inline scripts, which the CSP forbids and a reader without JavaScript
 * never runs). The result is cached whole, so nothing is gained by sending it in pieces.
 */
async function renderToString(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element, {
    // A large part is otherwise written apart and swapped in by an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      if (!(error instanceof NotRenderedOnServer)) console.error(error);
    },
  });
  return new Response(prelude).text();
}

const isEnabled = (query: Query): boolean => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/*
 * One render at a time: the pages read the app's one query cache and one i18next instance
 * (as in the browser), so a render owns them until it ends. Rendered pages are cached by the
 * server, so renders are few: one per page and language after each content change.
 */
let queue: Promise<unknown> = Promise.resolve();

export function render(input: RenderInput): Promise<RenderResult> {
  const run = queue.then(() => renderNow(input));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow({ url, lang: requested, apiGet }: RenderInput): Promise<RenderResult> {
  const lang: Language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  setApiTransport(async (target) => {
    const reply = await apiGet(target);
    if (!reply) throw new NotRenderedOnServer(target);
    return new Response(reply.body, { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  queryClient.clear();
  // A query that failed shows its error on the server (the browser would retry it on mount and
  // show it loading): an unknown course answers 404, an unknown news item redirects.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  await i18n.changeLanguage(lang);
  usedNamespaces.clear();
  const reportNamespaces = {
    addUsedNamespaces: (ns: string[]) => ns.forEach((n) => usedNamespaces.add(n)),
    getUsedNamespaces: () => [...usedNamespaces],
  };
  (i18n as unknown as { reportNamespaces: unknown }).reportNamespaces = reportNamespaces;

  const skipped = new Set<string>();
  let response: ServerResponse = { status: 200, redirect: null, title: null };
  let html = '';
  // Render, fetch what the render asked for, render again: until no page asks for more data
  // (a list, then what its first rows need) and nothing waits. Three rounds cover every public
  // page once its code is loaded.
  for (let round = 0; round < 6; round++) {
    response = { status: 200, redirect: null, title: null };
    html = await renderToString(
      <StrictMode>
        <ServerResponseContext.Provider value={response}>
          {/* The same tree as main.tsx's, Suspense included: hydration matches it node for node. */}
          <Providers>
            <Suspense fallback={null}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </Suspense>
          </Providers>
        </ServerResponseContext.Provider>
      </StrictMode>,
    );
    if (response.redirect) break;
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !skipped.has(q.queryHash) && isEnabled(q));
    // A part that waited (its code arrived during this round) was written as a fallback and a
    // hidden copy that an inline script swaps in: render again, now that it waits no more.
    const waited = html.includes('<template id="B:');
    if (wanted.length === 0 && !waited) break;
    await Promise.all(
      wanted.map(async (q) => {
        // No retries on the server: a failure renders as the page's own error state. A query a
        // page prefetched as its code loaded is already on its way: this waits for it.
        await q.fetch({ ...q.options, retry: false }).catch(() => undefined);
        if (q.state.error instanceof NotRenderedOnServer) {
          skipped.add(q.queryHash);
          q.reset();
        }
      }),
    );
  }
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  const data = JSON.stringify({ lang, namespaces: [...usedNamespaces], queries })
    // Inside <script> nothing may close the element or open a comment.
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return { status: response.status, redirect: response.redirect, title: response.title, lang, html, data };
}
