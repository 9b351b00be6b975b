import {
  cancelMembershipBodySchema,
  linkReplySchema,
  membershipCancellationSchema,
  membershipDetailQuerySchema,
  membershipDetailSchema,
  prepareMembershipBodySchema,
  prepareMembershipReplySchema,
  quotaDetailsQuerySchema,
  updateGkBodySchema,
  updateMembershipGkBodySchema,
  updateMembershipGkImpBodySchema,
} from '@club/domain/membership/membership.schemas';
import { signedPaymentSchema } from '@club/domain/payments/payments.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import {
  askToLeave,
  joinPaymentDetails,
  linkMemberNumber,
  membershipDetail,
  prepareMembership,
  type Outcome,
} from './membership.service.js';

/**
 * The members' membership calls (spec 001 §7, issue 17). Login required; every person id goes
 * through the family access rule (403 for anyone but the person, their holder with delegation
 * and the office). Refusals are HTTP 200 with success 0 and a code (the spec's clients read them):
 * - POST v3/delegated_acct/update_gk/ {user_id, member_id, family_id}      -> {user_id, member_id, family_id, gibke_membership_state} | code 2, 3, 10, 11, 12
 * - POST v2/myaccount/update_membership_gk/ {slug_en, slug_es, form_data}  -> the same, for the caller
 * - POST v2/myaccount/update_membership_gk_imp/ {uid, ..., form_data}      -> the same, for a person of the family
 * - POST v3/delegated_acct/prepare_membership/ {user_id, membershipid}     -> {user_id, gibke_membership_state, gibke_membership_type, join_fee} | code 1, 2, 3; 404 unknown type
 * - GET  v2/manage_payments/get_quota_details/?id={user_id}                -> {url, sig, order} (a new Redsys order) | code 1 nothing to pay
 * - GET  v3/delegated_acct/membership/?user_id=                            -> the person's membership, card and request to leave
 * - POST v3/delegated_acct/cancel_membership/ {user_id}                    -> the request to leave | code 1, 2
 * Throttles are per account: a holder doing a family's paperwork makes 60 of each a minute.
 */
const perAccount = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const send = <T>(o: Outcome<T>) => (o.ok ? ok(o.data) : fail(o.code, o.ext));

export function registerMembershipRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['membership'];
  const security = [{ bearer: [] }];
  const base = { onRequest: app.requireUser, config: perAccount };
  const refusals = { 403: envelope(), 404: envelope() };

  app.post(
    '/v3/delegated_acct/update_gk',
    { ...base, schema: { tags, security, body: updateGkBodySchema, response: { 200: envelope(linkReplySchema), ...refusals } } },
    async (request) => {
      const { user_id, member_id, family_id } = request.body;
      return send(await linkMemberNumber(ctx, currentUser(request), user_id, { member_id, family_id }));
    },
  );

  app.post(
    '/v2/myaccount/update_membership_gk',
    { ...base, schema: { tags, security, body: updateMembershipGkBodySchema, response: { 200: envelope(linkReplySchema), ...refusals } } },
    async (request) => {
      const me = currentUser(request);
      return send(await linkMemberNumber(ctx, me, me.id, request.body.form_data));
    },
  );

  app.post(
    '/v2/myaccount/update_membership_gk_imp',
    {
      ...base,
      schema: { tags, security, body: updateMembershipGkImpBodySchema, response: { 200: envelope(linkReplySchema), ...refusals } },
    },
    async (request) => send(await linkMemberNumber(ctx, currentUser(request), request.body.uid, request.body.form_data)),
  );

  app.post(
    '/v3/delegated_acct/prepare_membership',
    {
      ...base,
      schema: { tags, security, body: prepareMembershipBodySchema, response: { 200: envelope(prepareMembershipReplySchema), ...refusals } },
    },
    async (request) => send(await prepareMembership(ctx, currentUser(request), request.body.user_id, request.body.membershipid)),
  );

  app.get(
    '/v2/manage_payments/get_quota_details',
    {
      ...base,
      schema: { tags, security, querystring: quotaDetailsQuerySchema, response: { 200: envelope(signedPaymentSchema), ...refusals } },
    },
    async (request) => send(await joinPaymentDetails(ctx, currentUser(request), request.query.id)),
  );

  app.get(
    '/v3/delegated_acct/membership',
    {
      ...base,
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        querystring: membershipDetailQuerySchema,
        response: { 200: envelope(membershipDetailSchema), ...refusals },
      },
    },
    async (request) => ok(await membershipDetail(ctx, currentUser(request), request.query.user_id)),
  );

  app.post(
    '/v3/delegated_acct/cancel_membership',
    {
      ...base,
      schema: { tags, security, body: cancelMembershipBodySchema, response: { 200: envelope(membershipCancellationSchema), ...refusals } },
    },
    async (request) => send(await askToLeave(ctx, currentUser(request), request.body.user_id)),
  );
}
