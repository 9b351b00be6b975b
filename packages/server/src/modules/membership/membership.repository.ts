import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { membershipTypes } from '../../db/schema/content.js';
import { familyLinks } from '../../db/schema/family.js';
import {
  memberRegistry,
  membershipCancellations,
  membershipJoins,
  type MemberRegistryRow,
  type MembershipCancellationRow,
  type MembershipJoinRow,
} from '../../db/schema/membership.js';

/** Drizzle queries of the membership area; every function accepts a transaction as its Db. */

// ---- the registry ----------------------------------------------------------------------------

/** The registry row of a number, locked when `lock` (a link or an edit decides on it). */
export async function findRegistryRow(db: Db, memberId: number, lock = false): Promise<MemberRegistryRow | null> {
  const q = db.select().from(memberRegistry).where(eq(memberRegistry.memberId, memberId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function listRegistryRows(db: Db, memberIds: number[]): Promise<MemberRegistryRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(memberRegistry)
    .where(
      sql`${memberRegistry.memberId} = any(${sql`array[${sql.join(
        memberIds.map((n) => sql`${n}::int`),
        sql`, `,
      )}]`})`,
    );
}

export interface RegistryValues {
  memberId: number;
  familyId: number;
  firstName: string;
  lastName: string;
  active: boolean;
}

export async function insertRegistryRow(db: Db, v: RegistryValues, at: Date): Promise<MemberRegistryRow | null> {
  const [row] = await db
    .insert(memberRegistry)
    .values({ ...v, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateRegistryRow(
  db: Db,
  memberId: number,
  v: Omit<RegistryValues, 'memberId'>,
  at: Date,
): Promise<MemberRegistryRow | null> {
  const [row] = await db
    .update(memberRegistry)
    .set({ ...v, updatedAt: at })
    .where(eq(memberRegistry.memberId, memberId))
    .returning();
  return row ?? null;
}

const registrySearch = (q: string, active: 'all' | '1' | '0'): SQL | undefined => {
  const parts: SQL[] = [];
  if (active !== 'all') parts.push(eq(memberRegistry.active, active === '1'));
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const n = /^\d{1,5}$/.test(q) ? Number(q) : null;
    parts.push(
      or(
        sql`lower(${memberRegistry.firstName} || ' ' || ${memberRegistry.lastName}) LIKE ${pattern}`,
        ...(n !== null ? [eq(memberRegistry.memberId, n)] : []),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
};

/** The registry, by number, with the portal person linked to each number (if any). */
export async function searchRegistry(db: Db, q: string, active: 'all' | '1' | '0', limit: number, offset: number) {
  const where = registrySearch(q, active);
  const rows = await db
    .select({
      row: memberRegistry,
      linkedUserId: users.id,
      linkedFirst: users.firstName,
      linkedLast: users.lastName,
    })
    .from(memberRegistry)
    .leftJoin(users, eq(users.memberId, memberRegistry.memberId))
    .where(where)
    .orderBy(asc(memberRegistry.memberId))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(memberRegistry).where(where);
  return { rows, total: total!.n };
}

/** Every number in use: held by a person or listed in the registry (the validation's new number avoids them all). */
export async function listNumbersInUse(db: Db): Promise<number[]> {
  const result = (await db.execute(
    sql`select member_id as n from ${users} where member_id > 0 union select member_id as n from ${memberRegistry}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows.map((r) => Number(r.n));
}

// ---- persons ---------------------------------------------------------------------------------

/** The person (other than `exceptId`) linked to a member number, if any. */
export async function findPersonWithNumber(db: Db, memberId: number, exceptId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.memberId, memberId), ne(users.id, exceptId)))
    .limit(1);
  return row?.id ?? null;
}

/** The family codes the other persons of a person's family hold (holder and linked persons). */
export async function familyCodesAround(db: Db, userId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with holder as (
      select coalesce((select holder_id from ${familyLinks} where person_id = ${userId}), ${userId}) as id
    )
    select u.family_id as f from ${users} u
    where u.id <> ${userId} and u.family_id > 0 and (
      u.id = (select id from holder) or u.id in (select person_id from ${familyLinks} where holder_id = (select id from holder))
    )`)) as unknown as { rows: { f: number }[] };
  return result.rows.map((r) => Number(r.f));
}

// ---- joins -----------------------------------------------------------------------------------

/** The person's join that is neither dropped nor validated (at most one is), newest first. */
export async function findOpenJoin(db: Db, userId: number, lock = false): Promise<MembershipJoinRow | null> {
  const q = db
    .select()
    .from(membershipJoins)
    .where(and(eq(membershipJoins.userId, userId), isNull(membershipJoins.droppedAt), isNull(membershipJoins.validatedAt)))
    .orderBy(desc(membershipJoins.id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The person's latest join through the portal (a registry member's quota start is not one). */
export async function findLatestJoin(db: Db, userId: number): Promise<MembershipJoinRow | null> {
  const [row] = await db
    .select()
    .from(membershipJoins)
    .where(and(eq(membershipJoins.userId, userId), isNull(membershipJoins.droppedAt), eq(membershipJoins.origin, 'join')))
    .orderBy(desc(membershipJoins.id))
    .limit(1);
  return row ?? null;
}

/** Joins with their person's name and their type's names (the receipt's description); plain reads. */
export async function describeJoins(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: membershipJoins.id,
      feeCents: membershipJoins.feeCents,
      coveredMonth: membershipJoins.coveredMonth,
      firstName: users.firstName,
      lastName: users.lastName,
      typeEs: membershipTypes.nameEs,
      typeEus: membershipTypes.nameEus,
    })
    .from(membershipJoins)
    .innerJoin(users, eq(users.id, membershipJoins.userId))
    .leftJoin(membershipTypes, eq(membershipTypes.id, membershipJoins.typeId))
    .where(inArray(membershipJoins.id, ids));
}

export async function lockJoin(db: Db, id: number): Promise<MembershipJoinRow | null> {
  const [row] = await db.select().from(membershipJoins).where(eq(membershipJoins.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertJoin(
  db: Db,
  v: { userId: number; typeId: number; feeCents: number; requestedBy: number; requestedAt: Date },
): Promise<MembershipJoinRow> {
  const [row] = await db.insert(membershipJoins).values(v).returning();
  return row!;
}

/**
 * A member linked from the registry chose their type in the portal (Decision in
 * membership.quotas.ts): a row with no fee that starts their monthly quotas after `coveredMonth`.
 */
export async function insertRegistryStart(
  db: Db,
  v: { userId: number; typeId: number; requestedBy: number; at: Date; coveredMonth: string },
) {
  await db.insert(membershipJoins).values({
    userId: v.userId,
    typeId: v.typeId,
    feeCents: 0,
    requestedBy: v.requestedBy,
    requestedAt: v.at,
    paidAt: v.at,
    coveredMonth: v.coveredMonth,
    validatedAt: v.at,
    origin: 'registry',
  });
}

/** A join whose fee is still to be paid by card: asked for, neither paid nor dropped, its person in state 2. */
const unpaidJoin = and(
  isNull(membershipJoins.paidAt),
  isNull(membershipJoins.droppedAt),
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${membershipJoins.userId} AND ${users.gibkeMembershipState} = 2)`,
)!;
/** The join fees `userId` may pay: their own and those of the persons they hold (their family). */
const joinOwedTo = (userId: SQL | number): SQL =>
  sql`(${membershipJoins.userId} = ${userId} OR ${membershipJoins.userId} IN (SELECT ${familyLinks.personId} FROM ${familyLinks} WHERE ${familyLinks.holderId} = ${userId}))`;

/**
 * The pending-payments source of the membership area (payments entry, auth/ping's count): the
 * unpaid join fees of the user and of the persons they hold, as a scalar subquery over the id.
 */
export const countUnpaidJoinsSql = (userId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${membershipJoins} WHERE ${unpaidJoin} AND ${joinOwedTo(userId)})`;

/** get_pending's `membership` rows: the same unpaid joins, with the person and the type's names. */
export async function listUnpaidJoins(db: Db, userId: number) {
  return db
    .select({
      join: membershipJoins,
      firstName: users.firstName,
      lastName: users.lastName,
      lastResponse: users.gibkeQuotaPmLastresponse,
      typeEs: membershipTypes.nameEs,
      typeEus: membershipTypes.nameEus,
    })
    .from(membershipJoins)
    .innerJoin(users, eq(users.id, membershipJoins.userId))
    .leftJoin(membershipTypes, eq(membershipTypes.id, membershipJoins.typeId))
    .where(and(unpaidJoin, joinOwedTo(userId)))
    .orderBy(asc(membershipJoins.id));
}

/** Drops the person's unpaid joins (a new prepare replaces them; a linked number makes them moot). */
export async function dropUnpaidJoins(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(membershipJoins)
    .set({ droppedAt: at })
    .where(and(eq(membershipJoins.userId, userId), isNull(membershipJoins.droppedAt), isNull(membershipJoins.paidAt)));
}

export async function setJoinPaid(db: Db, id: number, at: Date, coveredMonth: string): Promise<void> {
  await db.update(membershipJoins).set({ paidAt: at, coveredMonth }).where(eq(membershipJoins.id, id));
}

/** The office turned the application down: dropped (no longer open, never charged) with its reason. */
export async function setJoinRejected(db: Db, id: number, at: Date, by: number | null, reason: string): Promise<void> {
  await db
    .update(membershipJoins)
    .set({ droppedAt: at, rejectedAt: at, rejectedBy: by, rejectReason: reason })
    .where(eq(membershipJoins.id, id));
}

/**
 * The person's latest application through the portal, dropped or not: its rejection is shown
 * while it is the latest (a new prepare_membership adds a newer one).
 */
export async function findLatestApplication(db: Db, userId: number): Promise<MembershipJoinRow | null> {
  const [row] = await db
    .select()
    .from(membershipJoins)
    .where(and(eq(membershipJoins.userId, userId), eq(membershipJoins.origin, 'join')))
    .orderBy(desc(membershipJoins.id))
    .limit(1);
  return row ?? null;
}

export async function setJoinValidated(db: Db, id: number, at: Date, by: number | null): Promise<void> {
  await db.update(membershipJoins).set({ validatedAt: at, validatedBy: by }).where(eq(membershipJoins.id, id));
}

/** The office's applications: persons in a membership state, with their type and their latest join. */
export async function searchMemberships(db: Db, state: number, q: string, limit: number, offset: number) {
  const parts: SQL[] = [eq(users.gibkeMembershipState, state)];
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) LIKE ${pattern}`);
  }
  const where = and(...parts);
  const latestJoin = db
    .select({
      userId: membershipJoins.userId,
      requestedAt: sql<Date | null>`max(${membershipJoins.requestedAt})`.as('requested_at'),
      paidAt: sql<Date | null>`max(${membershipJoins.paidAt})`.as('paid_at'),
      // The open application's fee (at most one join is neither dropped nor validated).
      openFeeCents: sql<number | null>`max(${membershipJoins.feeCents}) filter (where ${membershipJoins.validatedAt} is null)`.as(
        'open_fee_cents',
      ),
    })
    .from(membershipJoins)
    .where(and(isNull(membershipJoins.droppedAt), eq(membershipJoins.origin, 'join')))
    .groupBy(membershipJoins.userId)
    .as('latest_join');
  const rows = await db
    .select({
      user: users,
      typeNameEs: membershipTypes.nameEs,
      typeNameEus: membershipTypes.nameEus,
      holderId: familyLinks.holderId,
      requestedAt: latestJoin.requestedAt,
      paidAt: latestJoin.paidAt,
      openFeeCents: latestJoin.openFeeCents,
    })
    .from(users)
    .leftJoin(membershipTypes, eq(membershipTypes.id, users.gibkeMembershipType))
    .leftJoin(familyLinks, eq(familyLinks.personId, users.id))
    .leftJoin(latestJoin, eq(latestJoin.userId, users.id))
    .where(where)
    .orderBy(asc(latestJoin.paidAt), asc(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total!.n };
}

// ---- requests to leave -----------------------------------------------------------------------

export async function findOpenCancellation(db: Db, userId: number): Promise<MembershipCancellationRow | null> {
  const [row] = await db
    .select()
    .from(membershipCancellations)
    .where(
      and(
        eq(membershipCancellations.userId, userId),
        sql`(${membershipCancellations.status} = 'pending' or (${membershipCancellations.status} = 'confirmed' and ${membershipCancellations.endedAt} is null))`,
      ),
    )
    .orderBy(desc(membershipCancellations.id))
    .limit(1);
  return row ?? null;
}

export async function findLatestCancellation(db: Db, userId: number): Promise<MembershipCancellationRow | null> {
  const [row] = await db
    .select()
    .from(membershipCancellations)
    .where(eq(membershipCancellations.userId, userId))
    .orderBy(desc(membershipCancellations.id))
    .limit(1);
  return row ?? null;
}

export async function insertCancellation(
  db: Db,
  v: { userId: number; requestedBy: number; requestedOn: string; lastQuotaMonth: string; endsOn: string; at: Date },
): Promise<MembershipCancellationRow> {
  const { at, ...rest } = v;
  const [row] = await db
    .insert(membershipCancellations)
    .values({ ...rest, createdAt: at })
    .returning();
  return row!;
}

export async function lockCancellation(db: Db, id: number): Promise<MembershipCancellationRow | null> {
  const [row] = await db.select().from(membershipCancellations).where(eq(membershipCancellations.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function decideCancellation(db: Db, id: number, status: 'confirmed' | 'rejected', at: Date, by: number | null) {
  const [row] = await db
    .update(membershipCancellations)
    .set({ status, decidedAt: at, decidedBy: by })
    .where(eq(membershipCancellations.id, id))
    .returning();
  return row!;
}

export async function searchCancellations(db: Db, status: 'pending' | 'confirmed' | 'rejected' | 'all', limit: number, offset: number) {
  const where = status === 'all' ? undefined : eq(membershipCancellations.status, status);
  const rows = await db
    .select({ c: membershipCancellations, firstName: users.firstName, lastName: users.lastName, memberId: users.memberId })
    .from(membershipCancellations)
    .innerJoin(users, eq(users.id, membershipCancellations.userId))
    .where(where)
    .orderBy(desc(membershipCancellations.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(membershipCancellations).where(where);
  return { rows, total: total!.n };
}

/** Confirmed requests whose membership ended before `today` and that nobody has ended yet. */
export async function listLapsedCancellations(db: Db, today: string): Promise<MembershipCancellationRow[]> {
  return db
    .select()
    .from(membershipCancellations)
    .where(
      and(
        eq(membershipCancellations.status, 'confirmed'),
        isNull(membershipCancellations.endedAt),
        sql`${membershipCancellations.endsOn} < ${today}::date`,
      ),
    )
    .orderBy(asc(membershipCancellations.id))
    .limit(500);
}

export async function setCancellationEnded(db: Db, id: number, at: Date): Promise<void> {
  await db.update(membershipCancellations).set({ endedAt: at }).where(eq(membershipCancellations.id, id));
}

export async function setRegistryActive(db: Db, memberId: number, active: boolean, at: Date): Promise<void> {
  await db.update(memberRegistry).set({ active, updatedAt: at }).where(eq(memberRegistry.memberId, memberId));
}

// ---- the monthly quotas ------------------------------------------------------------------------

/**
 * Every join the office validated (the membership runs from its covered month), with what its
 * quotas need: the member's current type (the join's when none) and its fee and period, the
 * member's quota IBAN and their holder. Plain reads inside the remittance's transaction.
 */
export async function listChargeableJoins(db: Db) {
  return db
    .select({
      userId: membershipJoins.userId,
      paidAt: membershipJoins.paidAt,
      coveredMonth: membershipJoins.coveredMonth,
      gkIban: users.gkIban,
      holderId: familyLinks.holderId,
      priceMonth: membershipTypes.priceMonth,
      firstMonth: membershipTypes.firstMonth,
      lastMonth: membershipTypes.lastMonth,
      typeEs: membershipTypes.nameEs,
      typeEus: membershipTypes.nameEus,
    })
    .from(membershipJoins)
    .innerJoin(users, eq(users.id, membershipJoins.userId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, sql`coalesce(${users.gibkeMembershipType}, ${membershipJoins.typeId})`))
    .leftJoin(familyLinks, eq(familyLinks.personId, membershipJoins.userId))
    .where(
      and(
        isNotNull(membershipJoins.paidAt),
        isNotNull(membershipJoins.validatedAt),
        isNotNull(membershipJoins.coveredMonth),
        isNull(membershipJoins.droppedAt),
      ),
    )
    .orderBy(asc(membershipJoins.id));
}

/** The requests to leave of these persons (the quotas stop after their notice). */
export async function listLeaveRequests(db: Db, userIds: number[]): Promise<MembershipCancellationRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(membershipCancellations)
    .where(inArray(membershipCancellations.userId, [...new Set(userIds)]));
}
