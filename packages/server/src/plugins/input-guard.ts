import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/reply.js';

/**
 * PostgreSQL text cannot hold the NUL character, so a "\u0000" in any field would fail deep in a
 * query as a 5xx. It never belongs in the portal's data: refuse it up front, for every route,
 * in path parameters, the query string and JSON bodies, naming the field.
 */
export function findNulPath(value: unknown, limit = 200_000): string | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let seen = 0; stack.length > 0 && seen < limit; seen++) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v !== null && typeof v === 'object') {
      // Only data: bytes, streams and multipart files are checked by their own routes.
      const o = v as { pipe?: unknown; toBuffer?: unknown };
      if (ArrayBuffer.isView(v) || v instanceof Date || typeof o.pipe === 'function' || typeof o.toBuffer === 'function') continue;
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return path ? `${path}.${k}` : k;
        stack.push([child, path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNulPath(value);
      if (path !== null) throw new HttpError(400, 'validation', `${where}${path ? `.${path}` : ''}: contains a NUL character`);
    }
  });
}
