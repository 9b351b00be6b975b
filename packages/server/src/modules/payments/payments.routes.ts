import {
  paymentConfirmationSchema,
  paymentHistoryEntrySchema,
  paymentStatusQuerySchema,
  receiptQuerySchema,
} from '@club/domain/payments/payments.schemas';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { addFormParser } from '../../gateway/redsys/form-body.js';
import { currentUser } from '../../plugins/auth.js';
import { getPaymentStatus, listPaymentHistory, receiveNotification } from './payments.service.js';
import { getReceiptPdf } from './receipts.service.js';

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
          response: { 200: envelope(paymentConfirmationSchema), 403: envelope(), 404: envelope() },
        },
      },
      async (request) => ok(await getPaymentStatus(ctx, currentUser(request), request.query.order)),
    );

    app.get(
      '/v2/manage_payments/history',
      {
        onRequest: app.requireUser,
        schema: { tags: ['payments'], security: [{ bearer: [] }], response: { 200: envelope(z.array(paymentHistoryEntrySchema)) } },
      },
      async (request) => ok(await listPaymentHistory(ctx, currentUser(request))),
    );

    // The receipt's PDF (issue 20): the payer or the office; served as a download.
    app.get(
      '/v2/manage_payments/receipt',
      {
        onRequest: app.requireUser,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['payments'], security: [{ bearer: [] }], querystring: receiptQuerySchema },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const lang =
          request.query.lang === 'eus' ? 'eus' : request.query.lang === 'es' ? 'es' : user.preferredLanguage === 'eus' ? 'eus' : 'es';
        const { filename, pdf } = await getReceiptPdf(ctx, user, request.query.order, lang);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  });
}
