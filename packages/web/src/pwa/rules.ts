/*
 * What the service worker (src/sw.ts) keeps on the device, as pure rules its tests read
 * (issue 19 point 2). Nothing personal is ever kept: no API reply at all (a person's data only
 * travels through /api, /files and /gateway), and of the pages only the public ones the server
 * renders the same for every visitor. The logged-in areas and the console are one shell page
 * whose data comes from the API, so offline they show the offline page.
 */
import { isRenderedOnServer } from '../lib/rendering';

/** Paths the worker never answers: the API, members' files, the payment gateway's returns. */
const NEVER = /^\/(api|files|gateway|docs)(\/|$)/;

/** The page the worker shows for a page it cannot fetch and has not kept (written by the build). */
export const OFFLINE_PAGE = '/offline.html';
/** The kept public pages: the last ones read, at most this many. */
export const MAX_PAGES = 40;
/** Hashed build files (immutable): kept as they are used, at most this many. */
export const MAX_ASSETS = 200;

export const PAGES_CACHE = 'public-pages';
export const ASSETS_CACHE = 'assets';

export interface RequestInfo {
  url: URL;
  method: string;
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

/** A visit to a public page: fetched fresh when online, the last copy kept for offline reading. */
export function isPublicPage({ url, method, mode, origin }: RequestInfo): boolean {
  return method === 'GET' && mode === 'navigate' && url.origin === origin && !NEVER.test(url.pathname) && isRenderedOnServer(url.pathname);
}

/** Any other visit to a page of the site: fetched, never kept; the offline page when it fails. */
export function isOtherPage({ url, method, mode, origin }: RequestInfo): boolean {
  return method === 'GET' && mode === 'navigate' && url.origin === origin && !NEVER.test(url.pathname) && !isRenderedOnServer(url.pathname);
}

/** A hashed build file (/assets/…): the same bytes forever, so read from the device first. */
export function isHashedAsset({ url, method, origin }: RequestInfo): boolean {
  return method === 'GET' && url.origin === origin && url.pathname.startsWith('/assets/');
}

/** Whether a page's answer may be kept: a whole public page (a 404 or a redirect is not). */
export function isKeepablePage(response: { status: number; type: string; headers: { get(name: string): string | null } }): boolean {
  return response.status === 200 && response.type === 'basic' && (response.headers.get('content-type') ?? '').startsWith('text/html');
}
