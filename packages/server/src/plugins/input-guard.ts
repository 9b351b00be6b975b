import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/reply.js';

/** The most values (strings, numbers, array entries, object keys) one request may carry to the guard. */
export const MAX_CHECKED_VALUES = 200_000;

/** What the walk found: a NUL at `path`, nothing (`null`), or too many values to finish. */
export type NulSearch = { nulAt: string } | null | 'too-many-values';

/**
 * PostgreSQL text cannot hold the NUL character, so a "\u0000" in any field would fail deep in a
 * query. It never belongs in the portal's data: refuse it up front, for every route, in path
 * parameters, the query string and JSON bodies, naming the field.
 *
 * The walk is bounded (a 1 MB body can hold half a million values) and a walk that cannot finish
 * is an answer of its own: the caller refuses the request (413). Before issue 14 an unfinished
 * walk let the request through, so a NUL hidden behind 200,001 zeros reached the database.
 */
export function findNul(value: unknown, limit = MAX_CHECKED_VALUES): NulSearch {
  const stack: [unknown, string][] = [[value, '']];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen >= limit) return 'too-many-values';
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { nulAt: path };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v !== null && typeof v === 'object') {
      // Only data: bytes, streams and multipart files are checked by their own routes.
      const o = v as { pipe?: unknown; toBuffer?: unknown };
      if (ArrayBuffer.isView(v) || v instanceof Date || typeof o.pipe === 'function' || typeof o.toBuffer === 'function') continue;
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return { nulAt: path ? `${path}.${k}` : k };
        stack.push([child, path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}

/**
 * Runs after validation (preHandler, before the routes' own hooks such as authentication): a
 * route with a zod schema has by then dropped the keys it does not know, so the guard walks only
 * what the route will use, and junk sent beside it (`zz: [200001 zeros]`) costs no walk. Routes
 * without a schema are walked as sent.
 */
export function installInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, the hot reads included, and the
  // walk is synchronous (an async hook costs a promise and a microtask turn per request).
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNul(value);
      if (found === 'too-many-values') return done(new HttpError(413, 'too_large', `${where}: more than ${MAX_CHECKED_VALUES} values`));
      if (found !== null)
        return done(new HttpError(400, 'validation', `${where}${found.nulAt ? `.${found.nulAt}` : ''}: contains a NUL character`));
    }
    done();
  });
}
