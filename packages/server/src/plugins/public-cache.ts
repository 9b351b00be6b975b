import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { NotifyListener } from './notify-listener.js';
import { prepareReply, sendPrepared, type PreparedReply } from './prepared-replies.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Serve this public GET from memory. Only for replies that are the same for every caller
     * (no user, no seats): the key is the URL.
     */
    publicCache?: true;
    /**
     * A public GET that is the same for every caller but changes by the minute (the season's
     * levels with their seats left): never kept as a reply, but a server-rendered page may carry
     * it (issue 19; the page is at most the cache's TTL old and the browser asks again at once),
     * so the page arrives whole and nothing moves when the fresh reply comes.
     */
    renderedLive?: true;
  }
}

/**
 * Hot public reads (landing, news, records, membership types, the course catalogue) kept in
 * memory as their serialised JSON, so a hit costs no query and no serialisation.
 *
 * Invalidation on every node: triggers on the content tables NOTIFY `club_content`
 * (drizzle/0008_content_notify.sql), whoever writes (this node, another node, the office CLI, a
 * seed); each node LISTENs on a connection of its own (notify-listener.ts, shared with the session
 * cache) and drops its whole cache. While that connection is down nothing is served from memory. An office write (/api/admin/…, see
 * dropAfterWrites) also drops this node's cache at once, so its next read is fresh even before the NOTIFY arrives.
 * Entries also age out after `ttlSeconds`, for lists that depend on the date (active/expired
 * courses change at midnight); an entry that aged out is still served to the requests that arrive
 * while the first one after it rebuilds it (never one a change removed).
 */
export interface PublicCache {
  invalidate(): void;
  /**
   * A value made of public content (a course and its variants, read on every enrolment), kept
   * like the cached replies and dropped with them. Treat it as read-only: it is shared. Misses
   * arriving together share one load (and its failure).
   */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one memo'd value (one not worth keeping, like a page that answered 404). */
  forget(key: string): void;
  /**
   * Drops this node's cache after every write (not a GET) that succeeds through `scope`: the
   * office's calls (app.ts), so the office's next read is fresh even before the NOTIFY arrives.
   */
  dropAfterWrites(scope: FastifyInstance): void;
  /** Whether a GET of this path (no query string) is a public read (`publicCache` or `renderedLive`). */
  isPublicRead(path: string): boolean;
  readonly size: number;
  readonly listening: boolean;
  /**
   * What the last notification this node took said (the table a trigger named), or null before
   * the first: for a look at which change emptied the cache, and for tests that wait until a
   * notification of their own has landed (every earlier one has then landed too).
   */
  readonly lastNotice: string | null;
}

/** The serialised reply as UTF-8 bytes and its compressed codings: a hit is written out as it is. */
interface Entry extends PreparedReply {
  expires: number;
}

const MAX_ENTRIES = 2_000;
export const CONTENT_CHANNEL = 'club_content';

export interface PublicCacheOptions {
  /** Seconds an entry lives; 0 turns the cache off. */
  ttlSeconds: number;
  /** The node's LISTEN connection (listening on CONTENT_CHANNEL); without it nothing is cached. */
  listener?: NotifyListener;
  now?: () => number;
}

export async function installPublicCache(app: FastifyInstance, opts: PublicCacheOptions): Promise<PublicCache> {
  const entries = new Map<string, Entry>();
  // The raw URLs (path and query as sent) whose reply is an entry: a hot reply needs neither
  // validation nor the key (plugins/prepared-replies.ts). Filled by requests that went the full
  // way, so a URL maps to the entry its own validated query and params chose.
  const byRawUrl = new Map<string, Entry>();
  const now = opts.now ?? Date.now;
  let generation = 0;
  let lastNotice: string | null = null;
  const listener = opts.ttlSeconds > 0 ? opts.listener : undefined;
  const enabled = Boolean(listener);
  const isListening = () => listener?.listening === true;

  // The replies being built, with the generation each began in (see the cached handler).
  const building = new Map<string, { generation: number; entry: Promise<Entry | null> }>();
  const values = new Map<string, { value: unknown; expires: number }>();
  // The memo loads under way, with the generation each began in (see memo).
  const loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  // Paths without their trailing slash: the API answers both. A route with parameters
  // (/api/v2/content/legal/:doc) is kept as a pattern, one path segment per parameter: kept as it
  // was written, it matched no request, and /legal/normativa was rendered without its text (its
  // query was left to the browser, which then met other HTML than the server's: React error 418).
  const publicReads = new Set<string>();
  const publicPatterns: RegExp[] = [];
  const patternOf = (url: string) =>
    new RegExp(
      `^${url
        .split('/')
        .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}$`,
    );
  const withoutSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const cache: PublicCache = {
    invalidate() {
      generation += 1;
      entries.clear();
      byRawUrl.clear();
      values.clear();
      loading.clear();
      building.clear();
    },
    async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!enabled || !isListening()) return load();
      const hit = values.get(key);
      if (hit && hit.expires > now()) return hit.value as T;
      // Misses of one key that arrive while its load is under way share that load, unless the
      // content changed since it began (a later generation starts a load of its own): what they
      // get is what a hit would have given them. Why: the night enrolment opens on a course
      // nobody has read yet, and before, each of the 1,000 enrolments arriving in the first
      // milliseconds read the course and its variants itself (2,000 queries queued for the pool,
      // 0.4-0.5 s of the warm rush's p99 in `npm run bench -- rush`).
      const running = loading.get(key);
      if (running && running.generation === generation) return running.promise as Promise<T>;
      const startedAt = generation;
      const promise = load()
        .then((value) => {
          if (isListening() && startedAt === generation) {
            if (values.size >= MAX_ENTRIES) values.delete(values.keys().next().value!);
            values.set(key, { value, expires: now() + opts.ttlSeconds * 1000 });
          }
          return value;
        })
        .finally(() => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
        });
      loading.set(key, { generation: startedAt, promise });
      return promise;
    },
    forget(key: string) {
      values.delete(key);
    },
    dropAfterWrites(scope: FastifyInstance) {
      // A callback hook, not an async one, and only in the scope given: a hook on the root ran
      // after every reply, hot reads included. Moved here, the hot reads spent 1.5-3 µs less CPU
      // each (`npm run bench -- api`, 2026-11-29; `perf` had counted 0.3 µs for the hook itself).
      scope.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        if (request.method !== 'GET' && reply.statusCode < 400) cache.invalidate();
        done();
      });
    },
    isPublicRead(path: string) {
      const bare = withoutSlash(path);
      return publicReads.has(bare) || publicPatterns.some((pattern) => pattern.test(bare));
    },
    get size() {
      return entries.size;
    },
    get listening() {
      return isListening();
    },
    get lastNotice() {
      return lastNotice;
    },
  };

  if (listener) {
    // Lost or regained: whatever changed meanwhile is unknown, so start empty.
    listener.subscribe(CONTENT_CHANNEL, {
      notify: (payload) => {
        lastNotice = payload;
        cache.invalidate();
      },
      reset: () => cache.invalidate(),
    });
  }

  const remember = (rawUrl: string, entry: Entry) => {
    if (byRawUrl.size >= MAX_ENTRIES) byRawUrl.delete(byRawUrl.keys().next().value!);
    byRawUrl.set(rawUrl, entry);
  };
  const hotReply = (request: FastifyRequest): Entry | undefined => {
    if (!isListening()) return undefined;
    const entry = byRawUrl.get(request.url);
    return entry && entry.expires > now() ? entry : undefined;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if ((route.config?.publicCache || route.config?.renderedLive) && [route.method].flat().includes('GET')) {
      const url = withoutSlash(route.url);
      if (url.includes('/:')) publicPatterns.push(patternOf(url));
      else publicReads.add(url);
    }
    if (!enabled || !route.config?.publicCache) return;
    const handler = route.handler as RouteHandlerMethod;
    // Its replies are compressed here, once per entry; a GET carries no body to decompress.
    // (This hook runs before @fastify/compress's: app.ts installs the cache first.)
    Object.assign(route, { compress: false, decompress: false, config: { ...route.config, hotReply } });
    // The validated query and params, not the raw URL: unknown parameters cannot mint entries.
    // A route without a querystring schema reads no query at all, and Fastify hands it the raw
    // one, so its query is left out of the key (else `?x=1`, `?x=2`… each missed the cache).
    const readsQuery = Boolean(route.schema?.querystring);
    route.handler = async function cached(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const query = readsQuery ? JSON.stringify(request.query ?? null) : '';
      const key = `${route.url}?${query}${JSON.stringify(request.params ?? null)}`;
      const listening = isListening();
      const hit = listening ? entries.get(key) : undefined;
      if (hit && hit.expires > now()) {
        remember(request.url, hit);
        return sendPrepared(request, reply, hit);
      }
      // Misses of one key that arrive while its reply is being built share that build (or get the
      // entry that aged out, below), as the memo's loads do, unless the content changed since it
      // began. Why: an entry that ages out (every ttlSeconds) or is dropped by a change is asked
      // for by every phone at once, and each miss ran the query, serialised and compressed the
      // reply itself (brotli 11: 15 ms of CPU for the catalogue's 13.9 kB); at 50 connections a
      // minute's expiry of courses/active cost the 2 cores up to 50 such builds at once (`npm run
      // bench -- api`, 2026-11-29). A build that ends with nothing to keep (not a 200, an error)
      // hands its followers nothing, and each then goes its own way.
      const running = listening ? building.get(key) : undefined;
      if (running && running.generation === generation) {
        // An entry that has only aged out (a change removes it at once) is served while its
        // rebuild is under way, so the first request after the minute waits and the others do not.
        if (hit) return sendPrepared(request, reply, hit);
        const shared = await running.entry;
        if (shared) {
          if (entries.get(key) === shared) remember(request.url, shared);
          return sendPrepared(request, reply, shared);
        }
      }
      const startedAt = generation;
      let settle: (entry: Entry | null) => void = () => {};
      const own = listening ? { generation: startedAt, entry: new Promise<Entry | null>((resolve) => (settle = resolve)) } : null;
      if (own) building.set(key, own);
      try {
        const result: unknown = await handler.call(this, request, reply);
        if (reply.sent || reply.statusCode !== 200 || result === undefined || typeof result === 'string') {
          settle(null);
          return result;
        }
        // The route's response schema, as Fastify would have applied it: the bytes kept are the
        // bytes an uncached reply carries.
        const entry: Entry = {
          ...(await prepareReply(Buffer.from(String(reply.serialize(result))))),
          expires: now() + opts.ttlSeconds * 1000,
        };
        // A change that landed while this reply was being built makes it stale: do not keep it
        // (the callers that joined the build arrived before that change, and get it).
        if (isListening() && startedAt === generation) {
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          entries.set(key, entry);
          remember(request.url, entry);
        }
        settle(entry);
        return sendPrepared(request, reply, entry);
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        if (own && building.get(key) === own) building.delete(key);
      }
    } as RouteHandlerMethod;
  });

  return cache;
}
