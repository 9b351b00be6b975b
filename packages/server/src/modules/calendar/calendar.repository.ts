import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups, courses, courseVariants } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { calendarFeeds, type CalendarFeedRow } from '../../db/schema/documents.js';

/** Drizzle queries of the calendar feed; every function accepts a transaction. */

export async function findFeedOfUser(db: Db, userId: number): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row ?? null;
}

export async function findFeedByHash(db: Db, tokenHash: string): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** One live feed per holder: a new token replaces the old one. */
export async function replaceFeed(db: Db, userId: number, tokenHash: string, createdAt: Date): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt, lastFetchedAt: null } })
    .returning();
  return row!;
}

export async function deleteFeed(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

export async function touchFeed(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(calendarFeeds).set({ lastFetchedAt: at }).where(eq(calendarFeeds.userId, userId));
}

/** Signups holding or waiting for a seat (status 0 pending, 1 seat assigned) of these persons. */
export async function listSeatedSignups(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      signupId: courseSignups.id,
      status: courseSignups.status,
      personId: courseSignups.userId,
      personFirstName: users.firstName,
      titleEs: courses.titleEs,
      titleEus: courses.titleEus,
      titleEn: courses.titleEn,
      date: courses.date,
      dateEnd: courses.dateEnd,
      courseSchedule: courses.schedule,
      courseLocation: courses.location,
      courseLocationEus: courses.locationEus,
      courseDays: courses.selectedDays,
      poolId: courseVariants.poolId,
      selectedDays: courseVariants.selectedDays,
      variantSchedule: courseVariants.schedule,
      updatedAt: courseSignups.updatedAt,
    })
    .from(courseSignups)
    .innerJoin(courses, eq(courses.id, courseSignups.courseId))
    .innerJoin(users, eq(users.id, courseSignups.userId))
    .leftJoin(courseVariants, eq(courseVariants.id, courseSignups.variantId))
    .where(and(inArray(courseSignups.userId, userIds), inArray(courseSignups.status, [0, 1])))
    .orderBy(asc(courses.date), asc(courseSignups.id));
}

export type SeatedSignup = Awaited<ReturnType<typeof listSeatedSignups>>[number];
