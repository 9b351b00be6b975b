import { and, asc, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups, courseVariants, courses, memberProfiles, type CourseRow } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { files } from '../../db/schema/files.js';
import { seasonLevels, seasonLotteries, seasonRankings, seasons, type SeasonLevelRow, type SeasonRow } from '../../db/schema/seasons.js';

/** The seasons' queries. A level's texts and groups live in its course row and variants (schema/seasons.ts). */

export async function listSeasons(db: Db): Promise<SeasonRow[]> {
  return db.select().from(seasons).orderBy(desc(seasons.dateBegin), desc(seasons.id));
}

export async function findSeason(db: Db, id: number): Promise<SeasonRow | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
  return row ?? null;
}

export async function lockSeason(db: Db, id: number): Promise<SeasonRow | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id)).for('update');
  return row ?? null;
}

/** The current season (domain currentSeason): the latest date_begin among those not ended. */
export async function findCurrentSeason(db: Db, today: string): Promise<SeasonRow | null> {
  const [row] = await db
    .select()
    .from(seasons)
    .where(gte(seasons.dateEnd, today))
    .orderBy(desc(seasons.dateBegin), desc(seasons.id))
    .limit(1);
  return row ?? null;
}

export async function insertSeason(db: Db, v: typeof seasons.$inferInsert): Promise<SeasonRow> {
  const [row] = await db.insert(seasons).values(v).returning();
  return row!;
}

export async function updateSeason(db: Db, id: number, v: Partial<typeof seasons.$inferInsert>): Promise<void> {
  await db.update(seasons).set(v).where(eq(seasons.id, id));
}

export interface LevelWithCourse {
  level: SeasonLevelRow;
  course: CourseRow;
  coverFilename: string | null;
}

export async function listLevels(db: Db, seasonId: number): Promise<LevelWithCourse[]> {
  return db
    .select({ level: seasonLevels, course: courses, coverFilename: files.filename })
    .from(seasonLevels)
    .innerJoin(courses, eq(courses.id, seasonLevels.courseId))
    .leftJoin(files, eq(files.id, courses.coverFileId))
    .where(eq(seasonLevels.seasonId, seasonId))
    .orderBy(asc(seasonLevels.position), asc(seasonLevels.levelId));
}

export async function findLevel(db: Db, seasonId: number, levelId: number): Promise<LevelWithCourse | null> {
  const [row] = await db
    .select({ level: seasonLevels, course: courses, coverFilename: files.filename })
    .from(seasonLevels)
    .innerJoin(courses, eq(courses.id, seasonLevels.courseId))
    .leftJoin(files, eq(files.id, courses.coverFileId))
    .where(and(eq(seasonLevels.seasonId, seasonId), eq(seasonLevels.levelId, levelId)));
  return row ?? null;
}

export async function findLevelOfCourse(db: Db, courseId: number): Promise<(SeasonLevelRow & { season: SeasonRow }) | null> {
  const [row] = await db
    .select({ level: seasonLevels, season: seasons })
    .from(seasonLevels)
    .innerJoin(seasons, eq(seasons.id, seasonLevels.seasonId))
    .where(eq(seasonLevels.courseId, courseId));
  return row ? { ...row.level, season: row.season } : null;
}

export async function insertLevel(db: Db, v: typeof seasonLevels.$inferInsert): Promise<void> {
  await db.insert(seasonLevels).values(v);
}

export async function updateLevel(db: Db, id: number, v: Partial<typeof seasonLevels.$inferInsert>): Promise<void> {
  await db.update(seasonLevels).set(v).where(eq(seasonLevels.id, id));
}

export async function deleteLevel(db: Db, id: number): Promise<void> {
  await db.delete(seasonLevels).where(eq(seasonLevels.id, id));
}

export async function insertLevelCourse(db: Db, v: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(v).returning();
  return row!;
}

export async function updateLevelCourse(db: Db, id: number, v: Partial<typeof courses.$inferInsert>): Promise<void> {
  await db.update(courses).set(v).where(eq(courses.id, id));
}

export async function deleteLevelCourse(db: Db, id: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

/** Signups of a group that a removal would orphan: any not abandoned or finished. */
export async function countLiveInGroup(db: Db, uuid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseSignups)
    .where(and(eq(courseSignups.variantId, uuid), inArray(courseSignups.status, [0, 1, 2, 3])));
  return row?.n ?? 0;
}

export async function countLiveInCourse(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseSignups)
    .where(and(eq(courseSignups.courseId, courseId), inArray(courseSignups.status, [0, 1, 2, 3])));
  return row?.n ?? 0;
}

/**
 * What judging season signups (do_enrol_v2) reads, in TWO round trips for all the persons of a
 * batch (the signups of one level that arrive together, seasons.service's batcher): the current
 * season (as findCurrentSeason), its level of that number with the level's course and every
 * group; then each person's activity profile and whether they already hold a live signup
 * (status 0-3) of the season. In a season rush a thousand requests queue for the pool's
 * connections at once: one read per request was one checkout and one round trip each (issue
 * 16's rush goal).
 */
export async function findEnrolV2Facts(db: Db, today: string, levelId: number, userIds: readonly number[]) {
  const current = sql`(SELECT ${seasons.id} FROM ${seasons} WHERE ${seasons.dateEnd} >= ${today}::date
                        ORDER BY ${seasons.dateBegin} DESC, ${seasons.id} DESC LIMIT 1)`;
  // One row per group (one row with no group for a level without any; no row's level when the
  // season has no such level).
  const rows = await db
    .select({ season: seasons, level: seasonLevels, course: courses, group: courseVariants })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(seasons, eq(seasons.id, current))
    .leftJoin(seasonLevels, and(eq(seasonLevels.seasonId, seasons.id), eq(seasonLevels.levelId, levelId)))
    .leftJoin(courses, eq(courses.id, seasonLevels.courseId))
    .leftJoin(courseVariants, eq(courseVariants.courseId, courses.id))
    .orderBy(asc(courseVariants.position));
  const first = rows[0]!;
  const persons = new Map<number, { profile: { currentLevel: number; limitPoolId: number } | null; hasLiveSignup: boolean }>();
  if (first.season) {
    const result = (await db.execute(sql`
      SELECT p.id, m.current_level, m.limit_pool_id, m.user_id IS NOT NULL AS has_profile,
             EXISTS (SELECT 1 FROM ${courseSignups} s JOIN ${seasonLevels} sl ON sl.course_id = s.course_id
                      WHERE sl.season_id = ${first.season.id} AND s.user_id = p.id AND s.status IN (0, 1, 2, 3)) AS live
        FROM unnest(${sql.param([...new Set(userIds)])}::int[]) AS p(id) LEFT JOIN ${memberProfiles} m ON m.user_id = p.id`)) as unknown as {
      rows: { id: number; current_level: number | null; limit_pool_id: number | null; has_profile: boolean; live: boolean }[];
    };
    for (const r of result.rows)
      persons.set(Number(r.id), {
        profile: r.has_profile ? { currentLevel: r.current_level!, limitPoolId: r.limit_pool_id! } : null,
        hasLiveSignup: r.live === true,
      });
  }
  return {
    season: first.season,
    found: first.level && first.course ? { level: first.level, course: first.course } : null,
    groups: rows.flatMap((r) => (r.group ? [r.group] : [])),
    persons,
  };
}

/** The person's live signup (status 0-3) in any level of the season, the most recent first. */
export async function findLiveSeasonSignup(db: Db, seasonId: number, userId: number) {
  const [row] = await db
    .select({ signup: courseSignups, levelId: seasonLevels.levelId })
    .from(courseSignups)
    .innerJoin(seasonLevels, eq(seasonLevels.courseId, courseSignups.courseId))
    .where(and(eq(seasonLevels.seasonId, seasonId), eq(courseSignups.userId, userId), inArray(courseSignups.status, [0, 1, 2, 3])))
    .orderBy(desc(courseSignups.id))
    .limit(1);
  return row ?? null;
}

/** Every signup of a season with its person, level and ranking (the office's list; the lottery's applicants). */
export async function listSeasonSignups(db: Db, seasonId: number) {
  return db
    .select({
      signup: courseSignups,
      levelId: seasonLevels.levelId,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUse: users.imageUse,
      ranking: seasonRankings.ranking,
      drawPosition: seasonRankings.drawPosition,
    })
    .from(courseSignups)
    .innerJoin(seasonLevels, eq(seasonLevels.courseId, courseSignups.courseId))
    .innerJoin(users, eq(users.id, courseSignups.userId))
    .leftJoin(seasonRankings, eq(seasonRankings.signupId, courseSignups.id))
    .where(eq(seasonLevels.seasonId, seasonId))
    .orderBy(asc(courseSignups.id));
}

export async function insertRanking(db: Db, v: typeof seasonRankings.$inferInsert): Promise<void> {
  await db.insert(seasonRankings).values(v);
}

export async function findRanking(db: Db, signupId: number) {
  const [row] = await db.select().from(seasonRankings).where(eq(seasonRankings.signupId, signupId));
  return row ?? null;
}

export async function setDrawPosition(db: Db, signupId: number, position: number): Promise<void> {
  await db.update(seasonRankings).set({ drawPosition: position }).where(eq(seasonRankings.signupId, signupId));
}

/** The season's rankings not drawn yet whose signup still waits (status 3, no group): the lottery's applicants. */
function undrawnRankings(db: Db, seasonId: number) {
  return db
    .select({ signup: courseSignups, ranking: seasonRankings.ranking, levelId: seasonLevels.levelId })
    .from(seasonRankings)
    .innerJoin(courseSignups, eq(courseSignups.id, seasonRankings.signupId))
    .innerJoin(seasonLevels, eq(seasonLevels.courseId, courseSignups.courseId))
    .where(
      and(
        eq(seasonRankings.seasonId, seasonId),
        sql`${seasonRankings.drawPosition} IS NULL`,
        eq(courseSignups.status, 3),
        sql`${courseSignups.variantId} IS NULL`,
      ),
    )
    .orderBy(asc(courseSignups.id));
}

/** The lottery's applicants, their signups locked (the publish). */
export async function lockUndrawnRankings(db: Db, seasonId: number) {
  return undrawnRankings(db, seasonId).for('update', { of: courseSignups });
}

export async function findLottery(db: Db, seasonId: number) {
  const [row] = await db.select().from(seasonLotteries).where(eq(seasonLotteries.seasonId, seasonId));
  return row ?? null;
}

export async function insertLottery(db: Db, v: typeof seasonLotteries.$inferInsert): Promise<void> {
  await db.insert(seasonLotteries).values(v);
}

export async function setMemberLevel(db: Db, userId: number, currentLevel: number): Promise<void> {
  await db
    .insert(memberProfiles)
    .values({ userId, currentLevel })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: { currentLevel } });
}

export async function findMemberProfile(db: Db, userId: number) {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return row ?? null;
}

/**
 * THE season signup with what every view of it shows: its level, the level's course (texts,
 * prices), the season, the group held (none while waiting, ranked or on level 39), the ranking
 * and the person's name. One join behind the family's `continuous` list, the leveled pending
 * payments and the receipts' descriptions, each with its own filter and order.
 */
function seasonSignupRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      signup: courseSignups,
      level: seasonLevels,
      course: courses,
      season: seasons,
      variant: courseVariants,
      ranking: seasonRankings.ranking,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(courseSignups)
    .innerJoin(seasonLevels, eq(seasonLevels.courseId, courseSignups.courseId))
    .innerJoin(courses, eq(courses.id, courseSignups.courseId))
    .innerJoin(seasons, eq(seasons.id, seasonLevels.seasonId))
    .innerJoin(users, eq(users.id, courseSignups.userId))
    .leftJoin(courseVariants, eq(courseVariants.id, courseSignups.variantId))
    .leftJoin(seasonRankings, eq(seasonRankings.signupId, courseSignups.id))
    .where(where);
}
export type SeasonSignupRow = Awaited<ReturnType<typeof seasonSignupRows>>[number];

/** Season signups of these persons (the family view's `continuous`), newest season first. */
export async function listSignupsOfPersons(db: Db, userIds: number[]): Promise<SeasonSignupRow[]> {
  if (userIds.length === 0) return [];
  return seasonSignupRows(db, and(inArray(courseSignups.userId, userIds), ne(courseSignups.status, 4))).orderBy(
    desc(seasons.dateBegin),
    asc(courseSignups.id),
  );
}

/** The season signups with an initial payment due (leveled pending payments) of these persons. */
export async function listLeveledDue(db: Db, userIds: number[]): Promise<SeasonSignupRow[]> {
  if (userIds.length === 0) return [];
  return seasonSignupRows(
    db,
    and(
      inArray(courseSignups.userId, userIds),
      inArray(courseSignups.status, [0, 1]),
      ne(courseSignups.paymentStatus, 1),
      sql`${courseSignups.priceCents} > 0`,
    ),
  ).orderBy(asc(courseSignups.id));
}

/** These tickets when they are season signups (the receipts' descriptions); others are left out. */
export async function listSeasonTickets(db: Db, ticketIds: number[]): Promise<SeasonSignupRow[]> {
  if (ticketIds.length === 0) return [];
  return seasonSignupRows(db, inArray(courseSignups.id, ticketIds));
}

/** The lottery's applicants without the locks (the preview). */
export async function listUndrawnRankings(db: Db, seasonId: number) {
  return undrawnRankings(db, seasonId);
}

/** Step 1's terms, accepted with a season signup: the first acceptance is kept. */
export async function acceptTerms(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ acceptedTermsConditions: at, updatedAt: at })
    .where(and(eq(users.id, userId), sql`${users.acceptedTermsConditions} IS NULL`));
}
