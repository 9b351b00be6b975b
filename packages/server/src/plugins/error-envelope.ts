import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/reply.js';

/**
 * One error handler for the whole API: client mistakes become 4xx with the envelope and a field
 * name in `ext`; anything else is logged and answered with a bare 500 that reveals nothing.
 */
export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ success: 0, code: err.code, ...(err.ext ? { ext: err.ext } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = err.validationContext ?? 'body';
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const ext = `${where}${field ? `.${field}` : ''}: ${first?.message ?? 'invalid'}`;
      return reply.status(400).send({ success: 0, code: 'validation', ext });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, url: request.url }, 'reply does not match its schema');
      return reply.status(500).send({ success: 0, code: 'internal' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, 429...
      const code = status === 429 ? 'throttled' : status === 413 ? 'too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.status(status).send({ success: 0, code, ext: err.message });
    }
    // A PostgreSQL data exception (class 22: out-of-range number, bad date, untranslatable
    // character...) is a value the client sent that cannot be stored: 400, not 500.
    const e = err as { code?: unknown; cause?: { code?: unknown } };
    const dbCode = typeof e.code === 'string' ? e.code : e.cause?.code;
    if (typeof dbCode === 'string' && /^22[0-9A-Z]{3}$/.test(dbCode)) {
      request.log.warn({ err, dbCode }, 'database refused a value');
      return reply.status(400).send({ success: 0, code: 'bad_request', ext: 'a value cannot be stored' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: 0, code: 'internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: 0, code: 'not_found', ext: `${request.method} ${request.url.split('?')[0]}` });
  });
}
