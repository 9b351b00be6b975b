import { PEOPLE_CODE } from '@club/domain/admin/people.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/reply.js';
import { listRequests, lockRequest, lockUser, resolveRequestById, updateUserRow } from './persons.repository.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { mailLanguage } from '../../mail/templates/layout.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { delegationGrantedMail } from './delegation-granted.mail.js';

/**
 * The members' requests to the office, as `npm run club -- requests | grant-delegation |
 * reject-request` handles them (cli/office-tasks.ts), on the same repository functions.
 */

/** What granting a request of each kind gives the member. */
const GRANTS: Record<string, { allowImpersonate: true }> = { public_offers: { allowImpersonate: true } };

/** GET /api/admin/requests?status= */
export async function listOfficeRequests(ctx: Pick<AppContext, 'db'>, status: 'pending' | 'granted' | 'rejected' | 'all') {
  const rows = await listRequests(ctx.db, status === 'all' ? { all: true } : { status });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    user_id: r.userId,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
  }));
}

/** POST /api/admin/requests/{id}/grant | reject */
export async function resolveOfficeRequest(
  ctx: Pick<AppContext, 'db' | 'now' | 'config' | 'mailer' | 'jobs'>,
  id: number,
  status: 'granted' | 'rejected',
  actor: AuditActor,
): Promise<AdminOutcome<{ id: number; status: string }>> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockRequest(tx, id);
    if (!before) throw notFound('request_not_found');
    if (before.status !== 'pending') return { ok: false, code: PEOPLE_CODE.requestNotPending, ext: `request ${id} is ${before.status}` };
    const grant = status === 'granted' ? GRANTS[before.kind] : undefined;
    const userBefore = grant ? await lockUser(tx, before.userId) : null;
    if (grant) await updateUserRow(tx, before.userId, grant);
    const after = await resolveRequestById(tx, id, status, ctx.now());
    // The member is told at once, in their language, with the mail queued in this transaction.
    if (grant && userBefore) {
      const mail = delegationGrantedMail(mailLanguage(userBefore.preferredLanguage), {
        firstName: userBefore.firstName,
        familyUrl: `${ctx.config.PUBLIC_URL}/myfamily`,
      });
      await queueMailWithin(ctx, tx, [{ to: userBefore.email, ...mail }]);
    }
    await recordAudit(tx, {
      actor,
      action: status === 'granted' ? 'request.grant' : 'request.reject',
      entity: 'request',
      entityId: id,
      before: { request: before, ...(userBefore ? { user: { allowImpersonate: userBefore.allowImpersonate } } : {}) },
      after: { request: after, ...(grant ? { user: grant } : {}) },
    });
    return { ok: true, data: { id, status } };
  });
}
