import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, forbidden, ok } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import { getChargePaymentDetail } from './charge-payments.js';

/**
 * The family's side of billing:
 * - GET v2/manage_payments/get_charge_detail/?chargeID= -> data {sig, url}: pay a returned charge by
 *   card (code 1: nothing to pay; 403: not the caller's account's, or no such charge).
 * The returned charges are listed by get_pending under `returned` (activities' call).
 */
export function registerChargePaymentRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const signed = envelope(
    z.object({
      sig: z.object({ Ds_SignatureVersion: z.string(), Ds_MerchantParameters: z.string(), Ds_Signature: z.string() }),
      url: z.string(),
    }),
  );
  app.get(
    '/v2/manage_payments/get_charge_detail',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        security: [{ bearer: [] }],
        querystring: z.object({ chargeID: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: signed, 403: envelope() },
      },
    },
    async (request) => {
      const outcome = await getChargePaymentDetail(ctx, currentUser(request), request.query.chargeID);
      if (!outcome) throw forbidden();
      return outcome.ok ? ok(outcome.data) : fail(outcome.code);
    },
  );
}
