import {
  cancellationDecisionReplySchema,
  cancellationParamsSchema,
  cancellationsPageSchema,
  cancellationsQuerySchema,
  membershipsPageSchema,
  membershipsQuerySchema,
  registryAddBodySchema,
  registryEditBodySchema,
  registryImportBodySchema,
  registryImportReplySchema,
  registryMemberParamsSchema,
  registryPageSchema,
  registryPreviewReplySchema,
  registryQuerySchema,
  registryRowSchema,
  rejectMembershipReplySchema,
  userIdParamsSchema,
  validateMembershipReplySchema,
} from '@club/domain/membership/membership.admin.schemas';
import { rejectBodySchema } from '@club/domain/admin/reject.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import {
  addRegistryMember,
  decideCancellation,
  editRegistryMember,
  importRegistry,
  listCancellations,
  listMemberships,
  listRegistry,
  previewImport,
  rejectMembership,
  validateMembership,
} from './membership.admin.service.js';
import type { Outcome } from './membership.service.js';

/**
 * The office's membership calls (administrators only; lists paged by 50 as {rows, total, page,
 * page_size}; every write audited):
 * - POST /api/admin/member-registry/import {csv}          -> {imported, updated, rejected: [{line, reason}]}
 * - POST /api/admin/member-registry/import/preview {csv}  -> {added, changed, unchanged, rejected} (writes nothing)
 * - GET  /api/admin/member-registry?q=&active=&page=      -> the registry with the person linked to each number
 * - POST /api/admin/member-registry {member_id, family_id, first_name, last_name, active} -> {member_id} | code 1 listed
 * - PUT  /api/admin/member-registry/{member_id} {family_id, first_name, last_name, active} -> the row (active 0 deactivates)
 * - GET  /api/admin/memberships?state=3&q=&page=          -> the applications awaiting validation (or any state)
 * - POST /api/admin/memberships/{user_id}/validate        -> {user_id, member_id, family_id, gibke_membership_state: 1} | code 1
 * - POST /api/admin/memberships/{user_id}/reject {reason} -> {user_id, gibke_membership_state: 0, refund} | code 1 (400 naming reason)
 * - GET  /api/admin/membership-cancellations?status=&page=
 * - POST /api/admin/membership-cancellations/{id}/confirm|reject -> the decision | code 1 not pending
 */
const send = <T>(o: Outcome<T>) => (o.ok ? ok(o.data) : fail(o.code, o.ext));
/** A registry CSV of a few thousand members: 2 MB of JSON text with room. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export function registerMembershipAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-membership'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };

  app.post(
    '/admin/member-registry/import',
    {
      ...guard,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, security, body: registryImportBodySchema, response: { 200: envelope(registryImportReplySchema), ...denied } },
    },
    async (request) => ok(await importRegistry(ctx, request.body.csv, actorOf(request))),
  );

  app.post(
    '/admin/member-registry/import/preview',
    {
      ...guard,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, security, body: registryImportBodySchema, response: { 200: envelope(registryPreviewReplySchema), ...denied } },
    },
    async (request) => ok(await previewImport(ctx, request.body.csv)),
  );

  app.get(
    '/admin/member-registry',
    { ...guard, schema: { tags, security, querystring: registryQuerySchema, response: { 200: envelope(registryPageSchema), ...denied } } },
    async (request) => ok(await listRegistry(ctx, request.query)),
  );

  app.post(
    '/admin/member-registry',
    {
      ...guard,
      schema: {
        tags,
        security,
        body: registryAddBodySchema,
        response: { 200: envelope(z.object({ member_id: z.number().int() })), ...denied },
      },
    },
    async (request) => send(await addRegistryMember(ctx, request.body, actorOf(request))),
  );

  app.put(
    '/admin/member-registry/:member_id',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: registryMemberParamsSchema,
        body: registryEditBodySchema,
        response: { 200: envelope(registryRowSchema), ...denied },
      },
    },
    async (request) => ok(await editRegistryMember(ctx, request.params.member_id, request.body, actorOf(request))),
  );

  app.get(
    '/admin/memberships',
    {
      ...guard,
      schema: { tags, security, querystring: membershipsQuerySchema, response: { 200: envelope(membershipsPageSchema), ...denied } },
    },
    async (request) => ok(await listMemberships(ctx, request.query)),
  );

  app.post(
    '/admin/memberships/:user_id/validate',
    {
      ...guard,
      schema: { tags, security, params: userIdParamsSchema, response: { 200: envelope(validateMembershipReplySchema), ...denied } },
    },
    async (request) => send(await validateMembership(ctx, request.params.user_id, actorOf(request))),
  );

  app.post(
    '/admin/memberships/:user_id/reject',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        body: rejectBodySchema,
        response: { 200: envelope(rejectMembershipReplySchema), ...denied },
      },
    },
    async (request) => send(await rejectMembership(ctx, request.params.user_id, request.body.reason, actorOf(request))),
  );

  app.get(
    '/admin/membership-cancellations',
    {
      ...guard,
      schema: { tags, security, querystring: cancellationsQuerySchema, response: { 200: envelope(cancellationsPageSchema), ...denied } },
    },
    async (request) => ok(await listCancellations(ctx, request.query.status, request.query.page)),
  );

  for (const [verb, status] of [
    ['confirm', 'confirmed'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/admin/membership-cancellations/:id/${verb}`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: cancellationParamsSchema,
          response: { 200: envelope(cancellationDecisionReplySchema), ...denied },
        },
      },
      async (request) => send(await decideCancellation(ctx, request.params.id, status, actorOf(request))),
    );
  }
}
