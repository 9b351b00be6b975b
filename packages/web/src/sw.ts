/// <reference lib="webworker" />
/*
 * The portal's service worker (issue 19 point 2), built by vite-plugin-pwa (injectManifest) with
 * Workbox. It keeps the app's shell (the entry scripts and styles, the icons, the offline page:
 * the precache list the build writes in), the hashed build files as they are used, and the last
 * public pages read, so a visitor without connection still reads them; any other page offline
 * shows the offline page. It answers no API call and keeps none (src/pwa/rules.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  MAX_ASSETS,
  MAX_PAGES,
  OFFLINE_PAGE,
  PAGES_CACHE,
  isHashedAsset,
  isKeepablePage,
  isOtherPage,
  isPublicPage,
  type RequestInfo,
} from './pwa/rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const info = (request: Request, url: URL): RequestInfo => ({
  url,
  method: request.method,
  mode: request.mode,
  origin: self.location.origin,
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => isPublicPage(info(request, url)),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    // A slow connection counts as none: the kept copy after 4 s rather than a blank wait.
    networkTimeoutSeconds: 4,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: MAX_PAGES }),
    ],
  }),
);
registerRoute(({ request, url }) => isOtherPage(info(request, url)), new NetworkOnly());
registerRoute(
  ({ request, url }) => isHashedAsset(info(request, url)),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MAX_ASSETS, purgeOnQuotaError: true })],
  }),
);

// A page that could not be fetched nor found kept: the offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// A new version takes over at once: its precache already holds the new build's files.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
