import { paymentStatusQuerySchema, paymentStatusSchema } from '@club/domain/payments/payments.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { addFormParser } from '../../gateway/redsys/form-body.js';
import { currentUser } from '../../plugins/auth.js';
import { getPaymentStatus, receiveNotification } from './payments.service.js';

/** A notification is three short fields; anything much larger is not from the bank. */
const NOTIFICATION_BODY_LIMIT = 32 * 1024;

/**
 * The card-payment calls: the bank's notification (form-encoded, no login: the signature is the
 * credential) and the status the browser's return pages read.
 */
export async function registerPaymentRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  await root.register(async (scope) => {
    addFormParser(scope, NOTIFICATION_BODY_LIMIT);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/payments/redsys/notification',
      {
        bodyLimit: NOTIFICATION_BODY_LIMIT,
        // Every notification is stored: bound how fast anyone can fill the table.
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: { tags: ['payments'], consumes: ['application/x-www-form-urlencoded'], hide: false },
      },
      async (request, reply) => {
        // Redsys posts forms; a JSON body is not a notification (and is not stored as one).
        if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
          return reply.status(415).send(fail('unsupported_media_type', 'body: must be application/x-www-form-urlencoded'));
        }
        const outcome = await receiveNotification(ctx, request.body, request.log);
        if (outcome.verdict === 'malformed') return reply.status(400).send(fail('validation', outcome.ext));
        // Redsys only needs a 200; a failure of ours answers 500 so the bank tries again.
        reply.status(outcome.verdict === 'error' ? 500 : 200).type('text/plain; charset=utf-8');
        return outcome.accepted ? 'OK' : 'KO';
      },
    );

    app.get(
      '/v2/manage_payments/status',
      {
        onRequest: app.requireUser,
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          security: [{ bearer: [] }],
          querystring: paymentStatusQuerySchema,
          response: { 200: envelope(paymentStatusSchema), 403: envelope(), 404: envelope() },
        },
      },
      async (request) => ok(await getPaymentStatus(ctx, currentUser(request), request.query.order)),
    );
  });
}
