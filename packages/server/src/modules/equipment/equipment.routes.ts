import {
  cartHistoryReplySchema,
  materialRequestBodySchema,
  materialRequestReplySchema,
  materialsReplySchema,
} from '@club/domain/equipment/equipment.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import { cartHistory, listMaterials, placeOrder } from './equipment.service.js';

/**
 * The members' kit shop (issue 18; spec 001 §7), login required (401 otherwise):
 * - GET  v2/member_requests/materials/         -> [item] the visible catalogue
 * - POST v2/member_requests/material_request/  {pickup_by, account_to_attach_to, cart} -> {id, price}
 * - GET  v2/member_requests/cart_history/      -> [order] the family's orders, newest first
 * Refusals are HTTP 200 with success 0 and a code of EQUIPMENT_CODE (ext names the field).
 */
export function registerEquipmentRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const tags = ['equipment'];
  const security = [{ bearer: [] }];
  const personal = { 'cache-control': 'private, no-store' };

  app.get(
    '/v2/member_requests/materials',
    { ...auth, schema: { tags, security, response: { 200: envelope(materialsReplySchema) } } },
    async () => ok(await listMaterials(ctx)),
  );

  app.post(
    '/v2/member_requests/material_request',
    {
      ...auth,
      // Per account: a family places a few orders, a few dozen a minute at most (one rush of retries included).
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags, security, body: materialRequestBodySchema, response: { 200: envelope(materialRequestReplySchema) } },
    },
    async (request) => {
      const o = await placeOrder(ctx, currentUser(request), request.body);
      return o.ok ? ok(o.data) : fail(o.code, o.ext);
    },
  );

  app.get(
    '/v2/member_requests/cart_history',
    { ...auth, schema: { tags, security, response: { 200: envelope(cartHistoryReplySchema) } } },
    async (request, reply) => {
      reply.headers(personal);
      return ok(await cartHistory(ctx, currentUser(request)));
    },
  );
}
