import { parseMembershipData, memberCardOf, serializeMembershipData, withCard } from '@club/domain/membership/card.rules';
import {
  joinFeeCents,
  joinRefusal,
  linkRefusal,
  MEMBERSHIP_LINK_CODE,
  MEMBERSHIP_STATE,
  prepareOutcome,
  type JoinRefusal,
} from '@club/domain/membership/membership.rules';
import {
  CANCEL_MEMBERSHIP_CODE,
  parseMemberPair,
  PREPARE_MEMBERSHIP_CODE,
  QUOTA_DETAILS_CODE,
  type LinkReply,
  type MembershipCancellation,
  type MembershipDetail,
  type PrepareMembershipReply,
} from '@club/domain/membership/membership.schemas';
import {
  describeMembershipJoin,
  joinCoveredMonth,
  joinFeeTitle,
  lastDayOf,
  lastQuotaMonth,
  membershipEndsOn,
  monthOfDay,
  seasonLastMonth,
} from '@club/domain/membership/quota.rules';
import type { PendingPayment } from '@club/domain/account/account.schemas';
import type { SignedPaymentData } from '@club/domain/payments/payments.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import type { MemberRegistryRow, MembershipCancellationRow } from '../../db/schema/membership.js';
import { notFound } from '../../lib/reply.js';
import { findMembershipType, type MembershipTypeRow } from '../content/index.js';
import { startCardPayment, type DescribedPayableKind } from '../payments/index.js';
import { lockUser, personForActor, updateUserRow, type MemberNumberLinker } from '../people/index.js';
import * as repo from './membership.repository.js';

/**
 * The members' membership calls (spec 001 §2-§9, issue 17): linking an existing member number
 * against the registry (codes 10/11/12), joining (prepare_membership, the join fee by card,
 * the office's validation in membership.admin.service.ts), the member card and asking to
 * leave. Every person id goes through the one family access rule (people/access.ts).
 */

export type Outcome<T> = { ok: true; data: T } | { ok: false; code: number; ext?: string };
const refuse = (code: number, ext?: string): Outcome<never> => ({ ok: false, code, ...(ext ? { ext } : {}) });

/** The payable kind of a join fee: item id = membership_joins.id. */
export const MEMBERSHIP_JOIN_KIND = 'membership-join';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const payLanguage = (lang: string): 'es' | 'eus' | 'en' => (lang === 'eus' || lang === 'en' ? lang : 'es');
const transaction = <T>(ctx: Pick<AppContext, 'db'>, fn: (tx: Db) => Promise<T>): Promise<T> =>
  ctx.db.transaction(async (t) => fn(t as unknown as Db));

/** The period of a type (September-June by default when the type is gone). */
const periodOf = (t: Pick<MembershipTypeRow, 'firstMonth' | 'lastMonth'> | null) => ({
  first_month: t?.firstMonth ?? 9,
  last_month: t?.lastMonth ?? 6,
});

/**
 * The card a member of `type` holds from `month` on (card.rules.ts): the type's category, valid
 * to the last day of the membership period that month falls in.
 */
export function cardFor(type: MembershipTypeRow, month: string) {
  return { type: type.type, validity: lastDayOf(seasonLastMonth(month, periodOf(type))) };
}

// ---- linking a member number ------------------------------------------------------------------

/**
 * update_gk, update_membership_gk and update_membership_gk_imp: checks (member_id, family_id)
 * against the registry; code 10 not listed, 11 not active, 12 another person holds the number,
 * 2 a malformed field, 3 a person who cannot link now (linkRefusal). Nothing changes on a
 * refusal. Success links it: member_id, family_id, state 1; an unpaid join is dropped. The
 * registry row is locked, so two persons linking one number at once get one success and one 12.
 */
export async function linkMemberNumber(
  ctx: AppContext,
  actor: UserRow,
  personId: number,
  raw: { member_id: string | number; family_id: string | number },
): Promise<Outcome<LinkReply>> {
  await personForActor(ctx, actor, personId);
  const pair = parseMemberPair(raw);
  if (typeof pair === 'string') return refuse(MEMBERSHIP_LINK_CODE.invalid, pair);
  const now = ctx.now();
  return transaction(ctx, async (tx) => {
    const refusal = await linkWithin(tx, personId, pair, now);
    if (refusal !== null) return refuse(refusal);
    return {
      ok: true as const,
      data: { user_id: personId, member_id: pair.member_id, family_id: pair.family_id, gibke_membership_state: MEMBERSHIP_STATE.active },
    };
  });
}

/** The refusal (linkRefusal) of `pair` for a person, given the pair's registry row (locked by the caller). */
async function refusalFor(
  tx: Db,
  person: { id: number; memberId: number; familyId: number; gibkeMembershipState: number },
  pair: { member_id: number; family_id: number },
  row: MemberRegistryRow | null,
) {
  const linkedUserId = await repo.findPersonWithNumber(tx, pair.member_id, person.id);
  return linkRefusal(
    { user_id: person.id, member_id: person.memberId, family_id: person.familyId, gibke_membership_state: person.gibkeMembershipState },
    pair,
    { row: row ? { member_id: row.memberId, family_id: row.familyId, active: row.active } : null, linkedUserId },
  );
}

/**
 * Links the pair to the person inside the caller's transaction, or returns the refusal code and
 * changes nothing: the membership modal's calls and, through the people entry's linker, every
 * form where a member number is typed (add_user, update_user, set_my_account). The registry row
 * is locked first, then the person (the same order everywhere).
 */
async function linkWithin(tx: Db, personId: number, pair: { member_id: number; family_id: number }, now: Date): Promise<number | null> {
  const row = await repo.findRegistryRow(tx, pair.member_id, true);
  const person = (await lockUser(tx, personId))!;
  const refusal = await refusalFor(tx, person, pair, row);
  if (refusal !== null) return refusal;
  if (person.memberId !== pair.member_id || person.gibkeMembershipState !== MEMBERSHIP_STATE.active) {
    await repo.dropUnpaidJoins(tx, person.id, now);
    await updateUserRow(tx, person.id, {
      memberId: pair.member_id,
      familyId: pair.family_id,
      gibkeMembershipState: MEMBERSHIP_STATE.active,
      gibkeQuotaPmLastresponse: null,
    });
  }
  return null;
}

/** The linker the people entry hands to the forms of the areas below membership. */
export const memberNumberLinker: MemberNumberLinker = {
  link: linkWithin,
  // A person not stored yet: no number, state 0, no id anybody else could hold.
  check: async (tx, pair) =>
    refusalFor(
      tx,
      { id: 0, memberId: 0, familyId: 0, gibkeMembershipState: MEMBERSHIP_STATE.none },
      pair,
      await repo.findRegistryRow(tx, pair.member_id, true),
    ),
};

// ---- joining ------------------------------------------------------------------------------------

const PREPARE_CODE: Record<JoinRefusal, number> = {
  already_member: PREPARE_MEMBERSHIP_CODE.notNow,
  awaiting_validation: PREPARE_MEMBERSHIP_CODE.notNow,
  too_young: PREPARE_MEMBERSHIP_CODE.tooYoung,
  no_birth_date: PREPARE_MEMBERSHIP_CODE.noBirthDate,
};

/**
 * prepare_membership {user_id, membershipid}: a non-member (or one whose join is unpaid) asks to
 * join with that type: state 2, gibke_membership_type, a join owing the type's monthly fee (an
 * earlier unpaid join is replaced). An active member linked through the registry without a type
 * records it and gets its card: no join fee (they are members already); their monthly quotas
 * start with the next month (Decision in membership.quotas.ts).
 * Unknown or hidden type: 404; under 115 months: code 2; state unchanged on every refusal.
 */
export async function prepareMembership(
  ctx: AppContext,
  actor: UserRow,
  personId: number,
  typeId: number,
): Promise<Outcome<PrepareMembershipReply>> {
  await personForActor(ctx, actor, personId);
  const type = await findMembershipType(ctx.db, typeId);
  if (!type || !type.visible) throw notFound('membership_type');
  const now = ctx.now();
  return transaction(ctx, async (tx) => {
    const person = (await lockUser(tx, personId))!;
    const refusal = joinRefusal(
      {
        date_of_birth: person.dateOfBirth,
        gibke_membership_state: person.gibkeMembershipState,
        gibke_membership_type: person.gibkeMembershipType,
      },
      now,
    );
    if (refusal) return refuse(PREPARE_CODE[refusal], refusal);
    const outcome = prepareOutcome(person.gibkeMembershipState);
    const fee = joinFeeCents(type.priceMonth);
    if (outcome.joinFeeDue) {
      await repo.dropUnpaidJoins(tx, person.id, now);
      await repo.insertJoin(tx, { userId: person.id, typeId: type.id, feeCents: fee, requestedBy: actor.id, requestedAt: now });
      await updateUserRow(tx, person.id, {
        gibkeMembershipState: MEMBERSHIP_STATE.paymentPending,
        gibkeMembershipType: type.id,
        gibkeQuotaPmLastresponse: null,
      });
    } else {
      const month = monthOfDay(isoDay(now));
      const data = withCard(parseMembershipData(person.gibkeMembershipData), cardFor(type, month));
      await updateUserRow(tx, person.id, { gibkeMembershipType: type.id, gibkeMembershipData: serializeMembershipData(data) });
      // Their monthly quotas run through the portal from the next month (Decision in membership.quotas.ts).
      await repo.insertRegistryStart(tx, { userId: person.id, typeId: type.id, requestedBy: actor.id, at: now, coveredMonth: month });
    }
    return {
      ok: true as const,
      data: {
        user_id: person.id,
        gibke_membership_state: outcome.state,
        gibke_membership_type: type.id,
        join_fee: outcome.joinFeeDue ? fee / 100 : 0,
      },
    };
  });
}

/**
 * get_quota_details/?id={user_id}: a new Redsys order for the person's unpaid join fee on every
 * call (the same ledger and simulator as the courses); code 1 when no join fee is pending.
 */
export async function joinPaymentDetails(ctx: AppContext, actor: UserRow, personId: number): Promise<Outcome<SignedPaymentData>> {
  const person = await personForActor(ctx, actor, personId);
  const join = await repo.findOpenJoin(ctx.db, person.id);
  if (person.gibkeMembershipState !== MEMBERSHIP_STATE.paymentPending || !join || join.paidAt)
    return refuse(QUOTA_DETAILS_CODE.nothingToPay);
  const type = await findMembershipType(ctx.db, join.typeId);
  const signed = await startCardPayment(ctx, {
    kind: MEMBERSHIP_JOIN_KIND,
    ref: String(join.id),
    userId: actor.id,
    amountCents: join.feeCents,
    description: `Alta de socio: ${type?.nameEs ?? ''} (${person.firstName} ${person.lastName})`,
    lang: payLanguage(actor.preferredLanguage),
  });
  return { ok: true, data: { url: signed.url, sig: signed.sig, order: signed.order } };
}

/**
 * The join fee in the one ledger: paid -> the join records the month it covers and the person
 * goes to state 3 (awaiting the office); refused -> state 2 stays and the bank's Ds_Response is
 * kept in gibke_quota_pm_lastresponse ('0190'). A join dropped meanwhile (a number linked) is
 * recorded paid but moves no state: the office sees it and refunds it.
 */
export const membershipJoinPayable: DescribedPayableKind = {
  kind: MEMBERSHIP_JOIN_KIND,
  async lockItems(tx, ids) {
    for (const id of ids) await repo.lockJoin(tx, Number(id));
  },
  async markPaid(tx, id, at) {
    const join = await repo.lockJoin(tx, Number(id));
    if (!join || join.paidAt) return;
    const type = await findMembershipType(tx, join.typeId);
    await repo.setJoinPaid(tx, join.id, at, joinCoveredMonth(isoDay(at), periodOf(type)));
    const person = await lockUser(tx, join.userId);
    if (!person || join.droppedAt || person.gibkeMembershipState !== MEMBERSHIP_STATE.paymentPending) return;
    await updateUserRow(tx, person.id, { gibkeMembershipState: MEMBERSHIP_STATE.awaitingValidation, gibkeQuotaPmLastresponse: null });
  },
  async markFailed(tx, id, code) {
    const join = await repo.lockJoin(tx, Number(id));
    if (!join || join.paidAt || join.droppedAt) return;
    const person = await lockUser(tx, join.userId);
    if (!person || person.gibkeMembershipState !== MEMBERSHIP_STATE.paymentPending) return;
    await updateUserRow(tx, person.id, { gibkeQuotaPmLastresponse: String(code).padStart(4, '0') });
  },
  async describeItems(tx, ids) {
    const joins = await repo.describeJoins(tx, ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number));
    return new Map(
      joins.map((j) => [
        String(j.id),
        describeMembershipJoin({
          person: `${j.firstName} ${j.lastName}`.trim(),
          typeName: j.typeEs !== null ? { es: j.typeEs, eus: j.typeEus || j.typeEs } : null,
          coveredMonth: j.coveredMonth,
          amountCents: j.feeCents,
        }),
      ]),
    );
  },
};

/**
 * get_pending's `membership` list (payments' pending lists, through the activities hook): the
 * unpaid join fees of the caller and of the persons they hold, the same ones the pending count
 * counts (countUnpaidJoinsSql), each paid by card with get_quota_details/?id={user_id}
 * (ticketID). The status is the bank's last refusal while there is one, else 0 (to pay).
 */
export async function listUnpaidJoinPayments(ctx: Pick<AppContext, 'db'>, user: UserRow): Promise<PendingPayment[]> {
  const rows = await repo.listUnpaidJoins(ctx.db, user.id);
  return rows.map((r) => {
    const title = joinFeeTitle(r.typeEs !== null ? { es: r.typeEs, eus: r.typeEus || r.typeEs } : null);
    return {
      ticketID: r.join.userId,
      item: { kind: MEMBERSHIP_JOIN_KIND, user_id: r.join.userId, title_es: title.es, title_eus: title.eus },
      users: [{ first_name: r.firstName, last_name: r.lastName }],
      sticket: { payment_status: r.lastResponse ?? 0, payment_price: r.join.feeCents / 100 },
    };
  });
}

// ---- the member's view and asking to leave -------------------------------------------------------

const cancellationView = (c: MembershipCancellationRow): MembershipCancellation => ({
  id: c.id,
  requested_on: c.requestedOn,
  last_quota_month: c.lastQuotaMonth,
  ends_on: c.endsOn,
  status: c.status as MembershipCancellation['status'],
});

/** GET v3/delegated_acct/membership/?user_id=: the person's membership for the procedures tab. */
export async function membershipDetail(ctx: AppContext, actor: UserRow, personId: number): Promise<MembershipDetail> {
  const person = await personForActor(ctx, actor, personId);
  const type = person.gibkeMembershipType !== null ? await findMembershipType(ctx.db, person.gibkeMembershipType) : null;
  const join = await repo.findLatestJoin(ctx.db, person.id);
  const cancellation = await repo.findLatestCancellation(ctx.db, person.id);
  // Shown only to a person who is not a member (state 0): a number linked since makes it moot.
  const application = person.gibkeMembershipState === MEMBERSHIP_STATE.none ? await repo.findLatestApplication(ctx.db, person.id) : null;
  const open = cancellation && (cancellation.status === 'pending' || cancellation.status === 'confirmed');
  return {
    user_id: person.id,
    gibke_membership_state: person.gibkeMembershipState,
    gibke_quota_pm_lastresponse: person.gibkeQuotaPmLastresponse,
    type: type
      ? {
          id: type.id,
          type: type.type,
          name_es: type.nameEs,
          name_eus: type.nameEus,
          price_month: type.priceMonth,
          first_month: type.firstMonth,
          last_month: type.lastMonth,
        }
      : null,
    card: memberCardOf({
      gibke_membership_state: person.gibkeMembershipState,
      member_id: person.memberId,
      family_id: person.familyId,
      gibke_membership_data: person.gibkeMembershipData,
      category: type?.type ?? null,
    }),
    join: join
      ? {
          requested_at: join.requestedAt.toISOString(),
          paid_at: join.paidAt?.toISOString() ?? null,
          validated_at: join.validatedAt?.toISOString() ?? null,
        }
      : null,
    covered_month: join?.coveredMonth ?? null,
    cancellation: cancellation ? cancellationView(cancellation) : null,
    last_rejection:
      application?.rejectedAt && application.rejectReason !== null
        ? { rejected_at: application.rejectedAt.toISOString(), reason: application.rejectReason }
        : null,
    can_cancel: person.gibkeMembershipState === MEMBERSHIP_STATE.active && !open,
  };
}

/**
 * cancel_membership {user_id}: an active member (or their holder) asks to leave. Two months'
 * notice from the day asked (quota.rules lastQuotaMonth); the office confirms. Code 1 not an
 * active member, 2 a request already waits or was confirmed.
 */
export async function askToLeave(ctx: AppContext, actor: UserRow, personId: number): Promise<Outcome<MembershipCancellation>> {
  await personForActor(ctx, actor, personId);
  const now = ctx.now();
  return transaction(ctx, async (tx) => {
    const person = (await lockUser(tx, personId))!;
    if (person.gibkeMembershipState !== MEMBERSHIP_STATE.active) return refuse(CANCEL_MEMBERSHIP_CODE.notMember);
    if (await repo.findOpenCancellation(tx, person.id)) return refuse(CANCEL_MEMBERSHIP_CODE.alreadyAsked);
    const day = isoDay(now);
    const row = await repo.insertCancellation(tx, {
      userId: person.id,
      requestedBy: actor.id,
      requestedOn: day,
      lastQuotaMonth: lastQuotaMonth(day),
      endsOn: membershipEndsOn(day),
      at: now,
    });
    return { ok: true as const, data: cancellationView(row) };
  });
}
