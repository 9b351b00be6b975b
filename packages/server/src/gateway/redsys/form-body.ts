import type { FastifyInstance } from 'fastify';

/**
 * Parses application/x-www-form-urlencoded bodies (what Redsys and the payment forms post) into
 * string fields; the first value of a repeated name wins. Register it inside an encapsulated
 * plugin so only the routes that take forms accept them.
 */
export function addFormParser(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(body as string)) if (!(k in fields)) fields[k] = v;
    done(null, fields);
  });
}
