import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressOnce, preferredEncoding, type ContentCoding } from '../lib/encoding.js';

/**
 * A JSON reply made once and sent many times: its bytes, and the same bytes in brotli and gzip
 * (made with it, for a reply of COMPRESS_FROM bytes or more). The public cache keeps one per
 * public read, the session cache one per signed-in profile (auth/ping).
 */
export interface PreparedReply {
  readonly body: Buffer;
  readonly coded: Readonly<Record<ContentCoding, Buffer>> | null;
}

/**
 * Finds the ready reply of a request before anything else runs: the route's own answer from
 * memory, or undefined to go the whole way (a miss, an expired entry, a cache that is not
 * listening, a session that must be touched…). It must decide from what it is sure of alone.
 */
export type HotReply = (request: FastifyRequest) => PreparedReply | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET may be answered straight from memory (see installHotReplies). */
    hotReply?: HotReply;
    /** Headers the route sets on its replies itself (auth/ping: no-store), sent on a hot reply too. */
    hotReplyHeaders?: Readonly<Record<string, string>>;
  }
}

/** Replies smaller than this go as they are (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_FROM = 1024;

export async function prepareReply(body: Buffer): Promise<PreparedReply> {
  return { body, coded: body.length >= COMPRESS_FROM ? await compressOnce(body) : null };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A prepared reply through Fastify (the first request, a miss): the identity bytes, or the
 * brotli or gzip ones, as the caller asks. Its route opts out of @fastify/compress, whose hooks
 * would otherwise compress the same bytes again on every request.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): Buffer {
  reply.type(JSON_TYPE);
  if (!prepared.coded) return prepared.body;
  reply.header('vary', 'accept-encoding');
  const coding = codingOf(request.headers['accept-encoding']);
  if (!coding) return prepared.body;
  reply.header('content-encoding', coding);
  return prepared.coded[coding];
}

// Browsers send a handful of distinct Accept-Encoding headers: each is parsed once.
const codings = new Map<string, ContentCoding | null>();
function codingOf(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  let coding = codings.get(header);
  if (coding === undefined) {
    coding = preferredEncoding(header);
    if (codings.size >= 256) codings.clear();
    codings.set(header, coding);
  }
  return coding;
}

export interface HotRepliesOptions {
  /** The security headers of a JSON reply of the API (plugins/security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  /** Once the server is closing, every request takes Fastify's way (503, `Connection: close`). */
  isClosing: () => boolean;
}

/**
 * The hot reads answered before Fastify's lifecycle (issue 19: auth/ping, which every page calls,
 * and the public reads at the bare route's pace). The app's first onRequest hook asks the route,
 * when it is marked `hotReply`, for a ready reply; on a hit the reply is written to the socket
 * with headers worked out once per prepared reply, and none of the other hooks (the security
 * headers', the upload plugin's), the validation, the handler, serialisation or the onSend hooks
 * run. Everything else, a miss included, goes on as usual, and fills the memory the next request
 * is answered from.
 *
 * What a hot reply carries is what the same request's full way sends: the API's JSON security
 * headers, the route's own headers, the JSON type, and the coding the caller asked for
 * (plugins/prepared-replies.test.ts compares the two header by header). Only GET: a HEAD takes
 * the full way. The log lines and onResponse hooks are those of any reply (Fastify sets them up
 * before the first hook). Decision: one global hook that reads the route's config, installed
 * before every other, rather than a hook of the route's own, which Fastify runs after all the
 * instance's hooks (@fastify/multipart's async one among them: a promise and a turn of the
 * microtask queue on every request).
 */
export function installHotReplies(app: FastifyInstance, opts: HotRepliesOptions): void {
  // Header lists of a prepared reply, per coding, made on its first hot use.
  const headerLists = new WeakMap<PreparedReply, Partial<Record<ContentCoding | 'identity', string[]>>>();
  const headersOf = (prepared: PreparedReply, coding: ContentCoding | null, own: Readonly<Record<string, string>> | undefined) => {
    let lists = headerLists.get(prepared);
    if (!lists) headerLists.set(prepared, (lists = {}));
    const key = coding ?? 'identity';
    let list = lists[key];
    if (!list) {
      const bytes = coding ? prepared.coded![coding] : prepared.body;
      const headers: Record<string, string> = { ...opts.securityHeaders, ...own, 'content-type': JSON_TYPE };
      if (prepared.coded) headers.vary = 'accept-encoding';
      if (coding) headers['content-encoding'] = coding;
      headers['content-length'] = String(bytes.length);
      list = lists[key] = Object.entries(headers).flat();
    }
    return list;
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET') return done();
    const config = request.routeOptions.config;
    const hot = config?.hotReply;
    if (!hot || opts.isClosing()) return done();
    const prepared = hot(request);
    if (!prepared) return done();
    const coding = prepared.coded ? codingOf(request.headers['accept-encoding']) : null;
    reply.hijack();
    reply.raw.writeHead(200, headersOf(prepared, coding, config.hotReplyHeaders));
    reply.raw.end(coding ? prepared.coded![coding] : prepared.body);
  });
}
