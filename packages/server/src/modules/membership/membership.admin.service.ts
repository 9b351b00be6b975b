import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import { parseMembershipData, serializeMembershipData, withCard, withoutCard } from '@club/domain/membership/card.rules';
import {
  MEMBERSHIP_OFFICE_CODE,
  REGISTRY_CODE,
  type CancellationRow,
  type MembershipRow,
  type MembershipsQuery,
  type RegistryAddBody,
  type RegistryEditBody,
  type RegistryImportReply,
  type RegistryPreviewReply,
  type RegistryQuery,
  type RegistryRow,
  type RejectMembershipReply,
  type ValidateMembershipReply,
} from '@club/domain/membership/membership.admin.schemas';
import { MEMBERSHIP_STATE } from '@club/domain/membership/membership.rules';
import { monthOfDay } from '@club/domain/membership/quota.rules';
import {
  nextFamilyCode,
  nextMemberNumber,
  parseRegistryCsv,
  previewRegistryImport,
  type RegistryEntry,
} from '@club/domain/membership/registry.rules';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { MemberRegistryRow } from '../../db/schema/membership.js';
import { notFound } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { findMembershipType } from '../content/index.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { recordRefundDue } from '../payments/index.js';
import { familyAddressee, lockUser, updateUserRow } from '../people/index.js';
import { membershipRejectedMail } from './membership-rejected.mail.js';
import * as repo from './membership.repository.js';
import { cardFor, MEMBERSHIP_JOIN_KIND, type Outcome } from './membership.service.js';

/**
 * The office's membership work (issue 17): the member registry (import with a preview, add,
 * edit, deactivate, search), the applications to validate and the requests to leave. Every
 * write is one audit row in its own transaction.
 */

const refuse = (code: number, ext?: string): Outcome<never> => ({ ok: false, code, ...(ext ? { ext } : {}) });
const transaction = <T>(ctx: Pick<AppContext, 'db'>, fn: (tx: Db) => Promise<T>): Promise<T> =>
  ctx.db.transaction(async (t) => fn(t as unknown as Db));
const page = (p: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (p - 1) * ADMIN_PAGE_SIZE });
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Imports serialise on this lock: two offices importing at once never add a number twice. */
const REGISTRY_LOCK = 1_700_017_001;
/** New member numbers are drawn under this lock: two validations never give the same number. */
const NUMBER_LOCK = 1_700_017_002;

const entryOf = (r: MemberRegistryRow): RegistryEntry => ({
  member_id: r.memberId,
  family_id: r.familyId,
  first_name: r.firstName,
  last_name: r.lastName,
  active: r.active,
});

async function planImport(tx: Db, csv: string) {
  const parsed = parseRegistryCsv(csv);
  const existing = await repo.listRegistryRows(
    tx,
    parsed.entries.map((e) => e.member_id),
  );
  return previewRegistryImport(parsed, new Map(existing.map((r) => [r.memberId, entryOf(r)])));
}

/** POST /api/admin/member-registry/import/preview: what the import would add and change; writes nothing. */
export async function previewImport(ctx: AppContext, csv: string): Promise<RegistryPreviewReply> {
  return planImport(ctx.db, csv);
}

/**
 * POST /api/admin/member-registry/import {csv}: adds the numbers not listed, updates the ones
 * listed (never doubled), skips bad lines (reported with their line and reason).
 */
export async function importRegistry(ctx: AppContext, csv: string, actor: AuditActor): Promise<RegistryImportReply> {
  const now = ctx.now();
  return transaction(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRY_LOCK})`);
    const plan = await planImport(tx, csv);
    for (const e of plan.added) {
      await repo.insertRegistryRow(
        tx,
        { memberId: e.member_id, familyId: e.family_id, firstName: e.first_name, lastName: e.last_name, active: e.active },
        now,
      );
    }
    const byNumber = new Map(plan.added.map((e) => [e.member_id, e]));
    const parsedChanges = plan.changed;
    for (const c of parsedChanges) {
      const after = Object.fromEntries(c.fields.map((f) => [f.field, f.after]));
      const row = (await repo.findRegistryRow(tx, c.member_id, true))!;
      await repo.updateRegistryRow(
        tx,
        c.member_id,
        {
          familyId: (after.family_id as number | undefined) ?? row.familyId,
          firstName: (after.first_name as string | undefined) ?? row.firstName,
          lastName: (after.last_name as string | undefined) ?? row.lastName,
          active: (after.active as boolean | undefined) ?? row.active,
        },
        now,
      );
    }
    const reply = { imported: plan.added.length, updated: plan.changed.length, rejected: plan.rejected };
    await recordAudit(tx, {
      actor,
      action: 'member-registry.import',
      entity: 'member_registry',
      entityId: null,
      after: { ...reply, added: [...byNumber.keys()], changed: parsedChanges },
      at: now,
    });
    return reply;
  });
}

/** POST /api/admin/member-registry: one number added by hand; code 1 when it is already listed. */
export async function addRegistryMember(
  ctx: AppContext,
  body: RegistryAddBody,
  actor: AuditActor,
): Promise<Outcome<{ member_id: number }>> {
  const now = ctx.now();
  return transaction(ctx, async (tx) => {
    const row = await repo.insertRegistryRow(
      tx,
      {
        memberId: body.member_id,
        familyId: body.family_id,
        firstName: body.first_name,
        lastName: body.last_name,
        active: body.active === 1,
      },
      now,
    );
    if (!row) return refuse(REGISTRY_CODE.alreadyListed);
    await recordAudit(tx, { actor, action: 'member-registry.add', entity: 'member_registry', entityId: row.memberId, after: row, at: now });
    return { ok: true as const, data: { member_id: row.memberId } };
  });
}

/** PUT /api/admin/member-registry/{member_id}: family code, names and active (0 deactivates); 404 when not listed. */
export async function editRegistryMember(
  ctx: AppContext,
  memberId: number,
  body: RegistryEditBody,
  actor: AuditActor,
): Promise<RegistryRow> {
  const now = ctx.now();
  const row = await transaction(ctx, async (tx) => {
    const before = await repo.findRegistryRow(tx, memberId, true);
    if (!before) throw notFound();
    const after = (await repo.updateRegistryRow(
      tx,
      memberId,
      { familyId: body.family_id, firstName: body.first_name, lastName: body.last_name, active: body.active === 1 },
      now,
    ))!;
    await recordAudit(tx, {
      actor,
      action:
        after.active === before.active
          ? 'member-registry.update'
          : after.active
            ? 'member-registry.activate'
            : 'member-registry.deactivate',
      entity: 'member_registry',
      entityId: memberId,
      before,
      after,
      at: now,
    });
    return after;
  });
  const { rows } = await repo.searchRegistry(ctx.db, String(row.memberId).padStart(5, '0'), 'all', 1, 0);
  return registryRowOf(rows.find((r) => r.row.memberId === memberId) ?? { row, linkedUserId: null, linkedFirst: null, linkedLast: null });
}

const registryRowOf = (r: {
  row: MemberRegistryRow;
  linkedUserId: number | null;
  linkedFirst: string | null;
  linkedLast: string | null;
}): RegistryRow => ({
  member_id: r.row.memberId,
  family_id: r.row.familyId,
  first_name: r.row.firstName,
  last_name: r.row.lastName,
  active: r.row.active ? 1 : 0,
  linked_user_id: r.linkedUserId,
  linked_name: r.linkedUserId ? `${r.linkedFirst} ${r.linkedLast}` : null,
  updated_at: r.row.updatedAt.toISOString(),
});

/** GET /api/admin/member-registry?q=&active=&page= */
export async function listRegistry(ctx: AppContext, q: RegistryQuery) {
  const { limit, offset } = page(q.page);
  const { rows, total } = await repo.searchRegistry(ctx.db, q.q, q.active, limit, offset);
  return { rows: rows.map(registryRowOf), total, page: q.page, page_size: ADMIN_PAGE_SIZE };
}

/** GET /api/admin/memberships?state=3&q=&page=: the applications (or the members) in a state. */
export async function listMemberships(ctx: AppContext, q: MembershipsQuery) {
  const { limit, offset } = page(q.page);
  const { rows, total } = await repo.searchMemberships(ctx.db, q.state, q.q, limit, offset);
  const out: MembershipRow[] = rows.map((r) => ({
    user_id: r.user.id,
    first_name: r.user.firstName,
    last_name: r.user.lastName,
    gibke_membership_state: r.user.gibkeMembershipState,
    gibke_membership_type: r.user.gibkeMembershipType,
    type_name_es: r.typeNameEs,
    type_name_eus: r.typeNameEus,
    member_id: r.user.memberId,
    family_id: r.user.familyId,
    date_of_birth: r.user.dateOfBirth,
    holder_id: r.holderId,
    requested_at: r.requestedAt ? new Date(r.requestedAt).toISOString() : null,
    paid_at: r.paidAt ? new Date(r.paidAt).toISOString() : null,
    fee: r.openFeeCents === null ? null : Number(r.openFeeCents) / 100,
  }));
  return { rows: out, total, page: q.page, page_size: ADMIN_PAGE_SIZE };
}

/**
 * POST /api/admin/memberships/{user_id}/validate: only from state 3 (code 1 otherwise). Gives a
 * new member number (never held by anybody nor listed), a family code (the person's own, or the
 * lowest nobody else of the family holds), the card of the type's category, lists the person in
 * the registry as active, and makes them an active member (state 1).
 */
export async function validateMembership(ctx: AppContext, userId: number, actor: AuditActor): Promise<Outcome<ValidateMembershipReply>> {
  const now = ctx.now();
  return transaction(ctx, async (tx) => {
    const person = await lockUser(tx, userId);
    if (!person) throw notFound();
    if (person.gibkeMembershipState !== MEMBERSHIP_STATE.awaitingValidation) return refuse(MEMBERSHIP_OFFICE_CODE.wrongState);
    await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK})`);
    const memberId = person.memberId > 0 ? person.memberId : nextMemberNumber(await repo.listNumbersInUse(tx));
    const familyId = nextFamilyCode(person.familyId, await repo.familyCodesAround(tx, person.id));
    if (memberId === null || familyId === null) return refuse(MEMBERSHIP_OFFICE_CODE.noNumberLeft);
    const join = await repo.findOpenJoin(tx, person.id, true);
    const type = await findMembershipType(tx, join?.typeId ?? person.gibkeMembershipType ?? 0);
    const data = type
      ? serializeMembershipData(
          withCard(parseMembershipData(person.gibkeMembershipData), cardFor(type, join?.coveredMonth ?? monthOfDay(isoDay(now)))),
        )
      : person.gibkeMembershipData;
    await updateUserRow(tx, person.id, { memberId, familyId, gibkeMembershipState: MEMBERSHIP_STATE.active, gibkeMembershipData: data });
    const listed = await repo.findRegistryRow(tx, memberId, true);
    const values = { familyId, firstName: person.firstName, lastName: person.lastName, active: true };
    if (listed) await repo.updateRegistryRow(tx, memberId, values, now);
    else await repo.insertRegistryRow(tx, { memberId, ...values }, now);
    if (join) await repo.setJoinValidated(tx, join.id, now, actor.id);
    const reply = { user_id: person.id, member_id: memberId, family_id: familyId, gibke_membership_state: 1 as const };
    await recordAudit(tx, {
      actor,
      action: 'membership.validate',
      entity: 'user',
      entityId: person.id,
      before: { member_id: person.memberId, family_id: person.familyId, gibke_membership_state: person.gibkeMembershipState },
      after: { ...reply, gibke_membership_data: data, join_id: join?.id ?? null },
      at: now,
    });
    return { ok: true as const, data: reply };
  });
}

/**
 * POST /api/admin/memberships/{user_id}/reject {reason}: the office turns down an application
 * awaiting validation (state 3 only: code 1 otherwise, nothing changed). In one transaction, the
 * person's row locked first (as validation locks it, so a validation and a rejection never both
 * happen), then the join: the join is dropped with its reason (membership_joins.reject_reason,
 * shown on the member's membership page until they apply again), the person goes back to state 0
 * with no type (spec 001 has no "rejected" state; 0 lets them apply again from the assistant),
 * the join fee paid by card is owed back by the attempt that paid it (payments' recordRefundDue,
 * the ledger's «Por devolver»), one audit row, and the account holder is mailed in their language
 * with the reason and the refund.
 */
export async function rejectMembership(
  ctx: AppContext,
  userId: number,
  reason: string,
  actor: AuditActor,
): Promise<Outcome<RejectMembershipReply>> {
  const now = ctx.now();
  return transaction(ctx, async (tx) => {
    const person = await lockUser(tx, userId);
    if (!person) throw notFound();
    if (person.gibkeMembershipState !== MEMBERSHIP_STATE.awaitingValidation) return refuse(MEMBERSHIP_OFFICE_CODE.wrongState);
    const join = await repo.findOpenJoin(tx, person.id, true);
    if (join) await repo.setJoinRejected(tx, join.id, now, actor.id ?? null, reason);
    await updateUserRow(tx, person.id, { gibkeMembershipState: MEMBERSHIP_STATE.none, gibkeMembershipType: null });
    const owed = join
      ? await recordRefundDue(tx, { kind: MEMBERSHIP_JOIN_KIND, ref: String(join.id), reason: 'request-rejected', actor, at: now })
      : null;
    const refundCents = owed?.amountCents ?? 0;
    const reply = { user_id: person.id, gibke_membership_state: 0 as const, refund: refundCents / 100 };
    await recordAudit(tx, {
      actor,
      action: 'membership.reject',
      entity: 'user',
      entityId: person.id,
      before: { gibke_membership_state: person.gibkeMembershipState, gibke_membership_type: person.gibkeMembershipType },
      after: {
        ...reply,
        gibke_membership_type: null,
        join_id: join?.id ?? null,
        reason,
        refund_due: owed ? { order: owed.order, cents: owed.amountCents } : null,
      },
      at: now,
    });
    const to = await familyAddressee(tx, person.id);
    if (to) {
      const type = await findMembershipType(tx, join?.typeId ?? person.gibkeMembershipType ?? 0);
      const mail = membershipRejectedMail(to, {
        typeName: type ? { es: type.nameEs, eus: type.nameEus || type.nameEs } : null,
        reason,
        refundCents,
        url: `${ctx.config.PUBLIC_URL}/myfamily`,
      });
      await queueMailWithin(ctx, tx, [{ to: to.to, ...mail }]);
    }
    return { ok: true as const, data: reply };
  });
}

/** GET /api/admin/membership-cancellations?status=&page= */
export async function listCancellations(ctx: AppContext, status: 'pending' | 'confirmed' | 'rejected' | 'all', p: number) {
  const { limit, offset } = page(p);
  const { rows, total } = await repo.searchCancellations(ctx.db, status, limit, offset);
  const out: CancellationRow[] = rows.map((r) => ({
    id: r.c.id,
    user_id: r.c.userId,
    first_name: r.firstName,
    last_name: r.lastName,
    member_id: r.memberId,
    requested_on: r.c.requestedOn,
    last_quota_month: r.c.lastQuotaMonth,
    ends_on: r.c.endsOn,
    status: r.c.status as CancellationRow['status'],
    decided_at: r.c.decidedAt?.toISOString() ?? null,
  }));
  return { rows: out, total, page: p, page_size: ADMIN_PAGE_SIZE };
}

/**
 * POST /api/admin/membership-cancellations/{id}/confirm|reject: only a pending request (code 1).
 * Confirmed: the quotas stop after its last month; the person stays a member until its end.
 */
export async function decideCancellation(ctx: AppContext, id: number, status: 'confirmed' | 'rejected', actor: AuditActor) {
  const now = ctx.now();
  return transaction(ctx, async (tx) => {
    const before = await repo.lockCancellation(tx, id);
    if (!before) throw notFound();
    if (before.status !== 'pending') return refuse(MEMBERSHIP_OFFICE_CODE.wrongState);
    const after = await repo.decideCancellation(tx, id, status, now, actor.id);
    await recordAudit(tx, {
      actor,
      action: `membership-cancellation.${status === 'confirmed' ? 'confirm' : 'reject'}`,
      entity: 'membership_cancellation',
      entityId: id,
      before,
      after,
      at: now,
    });
    return {
      ok: true as const,
      data: { id, user_id: after.userId, status, last_quota_month: after.lastQuotaMonth, ends_on: after.endsOn },
    };
  });
}

/**
 * The nightly end of the memberships whose confirmed request to leave has run out (the day after
 * ends_on): state 0, the card of the type's category taken away, the registry row inactive, one
 * audit row by the system. The member number stays with the person (a later join keeps it).
 * Each in its own transaction; safe to run twice (ended_at).
 */
export async function endLapsedMemberships(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let ended = 0;
  for (const c of await repo.listLapsedCancellations(ctx.db, isoDay(now))) {
    await transaction(ctx, async (tx) => {
      const locked = await repo.lockCancellation(tx, c.id);
      if (!locked || locked.endedAt) return;
      await repo.setCancellationEnded(tx, c.id, now);
      const person = await lockUser(tx, c.userId);
      if (!person || person.gibkeMembershipState !== MEMBERSHIP_STATE.active) return;
      const type = person.gibkeMembershipType !== null ? await findMembershipType(tx, person.gibkeMembershipType) : null;
      const data = type
        ? serializeMembershipData(withoutCard(parseMembershipData(person.gibkeMembershipData), type.type))
        : person.gibkeMembershipData;
      await updateUserRow(tx, person.id, { gibkeMembershipState: MEMBERSHIP_STATE.none, gibkeMembershipData: data });
      if (person.memberId > 0) await repo.setRegistryActive(tx, person.memberId, false, now);
      await recordAudit(tx, {
        actor: null,
        action: 'membership.end',
        entity: 'user',
        entityId: person.id,
        before: { gibke_membership_state: person.gibkeMembershipState, gibke_membership_data: person.gibkeMembershipData },
        after: { gibke_membership_state: MEMBERSHIP_STATE.none, gibke_membership_data: data, cancellation_id: c.id },
        at: now,
      });
      ended += 1;
    });
  }
  return ended;
}
