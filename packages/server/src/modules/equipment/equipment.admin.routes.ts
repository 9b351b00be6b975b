import {
  adminItemBodySchema,
  adminItemsReplySchema,
  adminOrdersQuerySchema,
  adminOrdersReplySchema,
  equipmentFileBodySchema,
  equipmentFileReplySchema,
  idReplySchema,
  ordersStatusBodySchema,
  ordersStatusReplySchema,
  orderStatusBodySchema,
  orderStatusReplySchema,
} from '@club/domain/equipment/equipment.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import { createItem, listAdminItems, listAdminOrders, setOrdersStatus, updateItem, uploadCover } from './equipment.admin.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The office's kit shop (administrators only: 401 without a session, 403 for anyone else; every
 * write audited):
 * - POST /api/admin/equipment/files {name, content: data URL}   -> {id, path} a cover (JPEG, PNG, WebP)
 * - GET  /api/admin/equipment/items                             -> [item] with stock, hidden ones too
 * - POST /api/admin/equipment/items {item}                      -> {id}
 * - PUT  /api/admin/equipment/items/{id} {item}                 -> {id}
 * - GET  /api/admin/equipment/orders?status=                    -> [order] with user_id, newest first
 * - POST /api/admin/equipment/orders/{id}/status {status}       -> {id, status} (2: the family is mailed)
 * - POST /api/admin/equipment/orders/status {ids, status}       -> {ids, status} many at once
 * Asking a person to renew their bank data is billing's POST /api/admin/people/{id}/needs-update.
 */
export function registerEquipmentAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-equipment'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };

  app.post(
    '/admin/equipment/files',
    {
      ...guard,
      bodyLimit: 7 * 1024 * 1024,
      schema: { tags, security, body: equipmentFileBodySchema, response: { 200: envelope(equipmentFileReplySchema), ...denied } },
    },
    async (request) => ok(await uploadCover(ctx, request.body, actorOf(request))),
  );

  app.get(
    '/admin/equipment/items',
    { ...guard, schema: { tags, security, response: { 200: envelope(adminItemsReplySchema), ...denied } } },
    async () => ok(await listAdminItems(ctx)),
  );

  app.post(
    '/admin/equipment/items',
    { ...guard, schema: { tags, security, body: adminItemBodySchema, response: { 200: envelope(idReplySchema), ...denied } } },
    async (request) => ok(await createItem(ctx, request.body, actorOf(request))),
  );

  app.put(
    '/admin/equipment/items/:id',
    {
      ...guard,
      schema: { tags, security, params: idParams, body: adminItemBodySchema, response: { 200: envelope(idReplySchema), ...denied } },
    },
    async (request) => ok(await updateItem(ctx, request.params.id, request.body, actorOf(request))),
  );

  app.get(
    '/admin/equipment/orders',
    {
      ...guard,
      schema: { tags, security, querystring: adminOrdersQuerySchema, response: { 200: envelope(adminOrdersReplySchema), ...denied } },
    },
    async (request) => ok(await listAdminOrders(ctx, request.query.status)),
  );

  app.post(
    '/admin/equipment/orders/:id/status',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        body: orderStatusBodySchema,
        response: { 200: envelope(orderStatusReplySchema), ...denied },
      },
    },
    async (request) => {
      await setOrdersStatus(ctx, [request.params.id], request.body.status, actorOf(request));
      return ok({ id: request.params.id, status: request.body.status });
    },
  );

  app.post(
    '/admin/equipment/orders/status',
    { ...guard, schema: { tags, security, body: ordersStatusBodySchema, response: { 200: envelope(ordersStatusReplySchema), ...denied } } },
    async (request) =>
      ok({ ids: await setOrdersStatus(ctx, request.body.ids, request.body.status, actorOf(request)), status: request.body.status }),
  );
}
