import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  courseSignups,
  courseVariants,
  courses,
  memberProfiles,
  type CourseSignupRow,
  type MemberProfileRow,
} from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { familyLinks, familyOrders, familyOrderTickets, type FamilyOrderRow } from '../../db/schema/family.js';

/** Drizzle queries of the family links; every function accepts a transaction as its Db. */

export async function findMemberProfiles(db: Db, ids: number[]): Promise<Map<number, MemberProfileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(memberProfiles).where(inArray(memberProfiles.userId, ids));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** Course signups of these persons with their course and variant, newest first. */
export async function listSignupsOfPersons(db: Db, personIds: number[], opts: { live?: boolean } = {}) {
  if (personIds.length === 0) return [];
  return db
    .select({
      signup: courseSignups,
      course: courses,
      variant: courseVariants,
      person: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(courseSignups)
    .innerJoin(courses, eq(courses.id, courseSignups.courseId))
    .innerJoin(users, eq(users.id, courseSignups.userId))
    .leftJoin(courseVariants, eq(courseVariants.id, courseSignups.variantId))
    .where(
      // Season signups are the seasons area's (`continuous`), not course signups (`independent`).
      and(inArray(courseSignups.userId, personIds), eq(courses.isSeasonLevel, false), opts.live ? ne(courseSignups.status, 4) : undefined),
    )
    .orderBy(desc(courseSignups.createdAt), desc(courseSignups.id));
}

/** A card payment due on a ticket (as activities' cardPaymentDue, without the person). */
const cardDue = and(
  eq(courseSignups.requiresCardPayment, true),
  sql`${courseSignups.priceCents} > 0`,
  ne(courseSignups.paymentStatus, 1),
  inArray(courseSignups.status, [0, 1]),
)!;

/** Persons' tickets with a card payment due that the holder pays: made by the holder for others, or of the holder's persons. */
export async function listFamilyCardPaymentsDue(db: Db, holderId: number) {
  return db
    .select({
      signup: courseSignups,
      course: courses,
      person: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      orderId: familyOrderTickets.orderId,
    })
    .from(courseSignups)
    .innerJoin(courses, eq(courses.id, courseSignups.courseId))
    .innerJoin(users, eq(users.id, courseSignups.userId))
    .leftJoin(familyOrderTickets, eq(familyOrderTickets.signupId, courseSignups.id))
    .where(
      // A season signup's initial payment is listed under `leveled` (the seasons area).
      and(
        cardDue,
        eq(courses.isSeasonLevel, false),
        ne(courseSignups.userId, holderId),
        or(eq(courseSignups.createdBy, holderId), heldBy(holderId)),
      ),
    )
    .orderBy(asc(courseSignups.id));
}

const heldBy = (holderId: number | SQL): SQL =>
  sql`${courseSignups.userId} IN (SELECT ${familyLinks.personId} FROM ${familyLinks} WHERE ${familyLinks.holderId} = ${holderId})`;

/** The count as a scalar subquery over the holder's id (folded into the session lookup of auth/ping). */
export const countFamilyCardPaymentsDueSql = (holderId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${courseSignups} WHERE ${cardDue} AND ${courseSignups.userId} <> ${holderId} AND (${courseSignups.createdBy} = ${holderId} OR ${heldBy(holderId)}))`;

export async function insertOrder(db: Db, holderId: number, courseId: number, at: Date): Promise<FamilyOrderRow> {
  const [row] = await db.insert(familyOrders).values({ holderId, courseId, createdAt: at }).returning();
  return row!;
}

export async function insertOrderTicket(db: Db, orderId: number, signupId: number, position: number): Promise<void> {
  await db.insert(familyOrderTickets).values({ orderId, signupId, position });
}

export async function findOrderOfTicket(db: Db, signupId: number): Promise<FamilyOrderRow | null> {
  const [row] = await db
    .select({ order: familyOrders })
    .from(familyOrderTickets)
    .innerJoin(familyOrders, eq(familyOrders.id, familyOrderTickets.orderId))
    .where(eq(familyOrderTickets.signupId, signupId))
    .limit(1);
  return row?.order ?? null;
}

export async function listOrderSignups(db: Db, orderId: number): Promise<CourseSignupRow[]> {
  const rows = await db
    .select({ signup: courseSignups })
    .from(familyOrderTickets)
    .innerJoin(courseSignups, eq(courseSignups.id, familyOrderTickets.signupId))
    .where(eq(familyOrderTickets.orderId, orderId))
    .orderBy(asc(familyOrderTickets.position));
  return rows.map((r) => r.signup);
}
