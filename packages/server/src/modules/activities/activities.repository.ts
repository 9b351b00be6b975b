import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import {
  activityEvents,
  courses,
  courseSignups,
  courseVariants,
  memberProfiles,
  type CourseRow,
  type CourseSignupRow,
  type CourseVariantRow,
  type MemberProfileRow,
  type NewCourseRow,
} from '../../db/schema/activities.js';
import { files } from '../../db/schema/files.js';

/** Drizzle queries of the activities area; every function accepts a transaction as its Db. */

export type CourseWithCover = { course: CourseRow; coverFilename: string | null };

const withCover = { course: courses, coverFilename: files.filename };

/** `cat` undefined or 0: every category. */
const inCategory = (cat: number | undefined): SQL | undefined => (cat ? eq(courses.categoryId, cat) : undefined);

/** Not expired on `today`: starts today or later, or may be signed up after its start (spec 001 §4). */
const isActiveOn = (today: string) => or(gte(courses.date, today), eq(courses.allowOverrideSignupdate, true));

export async function listActiveCourses(db: Db, today: string, cat?: number): Promise<CourseWithCover[]> {
  return db
    .select(withCover)
    .from(courses)
    .leftJoin(files, eq(files.id, courses.coverFileId))
    .where(and(eq(courses.published, true), isActiveOn(today), inCategory(cat)))
    .orderBy(asc(courses.date), asc(courses.id));
}

/** Expired courses, most recent first, a page at a time. */
export async function listExpiredCourses(db: Db, today: string, skip: number, take: number, cat?: number): Promise<CourseWithCover[]> {
  return db
    .select(withCover)
    .from(courses)
    .leftJoin(files, eq(files.id, courses.coverFileId))
    .where(and(eq(courses.published, true), lt(courses.date, today), eq(courses.allowOverrideSignupdate, false), inCategory(cat)))
    .orderBy(desc(courses.date), desc(courses.id))
    .offset(skip)
    .limit(take);
}

/** Published courses starting between two days (the summer page filters the months itself). */
export async function listCoursesBetween(db: Db, from: string, to: string, cat?: number): Promise<CourseWithCover[]> {
  return db
    .select(withCover)
    .from(courses)
    .leftJoin(files, eq(files.id, courses.coverFileId))
    .where(and(eq(courses.published, true), gte(courses.date, from), lte(courses.date, to), inCategory(cat)))
    .orderBy(asc(courses.date), asc(courses.id));
}

export async function findCourseBySlug(db: Db, slugEs: string): Promise<CourseWithCover | null> {
  const [row] = await db
    .select(withCover)
    .from(courses)
    .leftJoin(files, eq(files.id, courses.coverFileId))
    .where(eq(courses.slugEs, slugEs));
  return row ?? null;
}

export async function findCourseById(db: Db, id: number): Promise<CourseRow | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row ?? null;
}

export async function isSlugTaken(db: Db, slugEs: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slugEs, slugEs), exceptId ? ne(courses.id, exceptId) : undefined));
  return Boolean(row);
}

export async function listFilesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, filename: files.filename, mimeType: files.mimeType, isPublic: files.isPublic })
    .from(files)
    .where(inArray(files.id, ids));
}

export async function insertCourse(db: Db, values: NewCourseRow): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

/** After a row is inserted with an explicit id, the serial must continue above it. */
export async function bumpCourseSequence(db: Db): Promise<void> {
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('courses', 'id'), GREATEST((SELECT max(id) FROM courses), 1))`);
}

export async function updateCourse(db: Db, id: number, values: Partial<NewCourseRow>): Promise<void> {
  await db
    .update(courses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(courses.id, id));
}

export async function lockCourse(db: Db, id: number): Promise<CourseRow | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
  return row ?? null;
}

export async function listVariants(db: Db, courseId: number): Promise<CourseVariantRow[]> {
  return db.select().from(courseVariants).where(eq(courseVariants.courseId, courseId)).orderBy(asc(courseVariants.position));
}

export async function listVariantsOfCourses(db: Db, courseIds: number[]): Promise<CourseVariantRow[]> {
  if (courseIds.length === 0) return [];
  return db.select().from(courseVariants).where(inArray(courseVariants.courseId, courseIds)).orderBy(asc(courseVariants.position));
}

export async function upsertVariant(db: Db, v: typeof courseVariants.$inferInsert): Promise<void> {
  await db
    .insert(courseVariants)
    .values(v)
    .onConflictDoUpdate({
      target: courseVariants.id,
      set: {
        poolId: v.poolId,
        selectedDays: v.selectedDays,
        schedule: v.schedule,
        maxSeating: v.maxSeating,
        priceCents: v.priceCents,
        visibility: v.visibility,
        priority: v.priority,
        position: v.position,
      },
      setWhere: eq(courseVariants.courseId, v.courseId!),
    });
}

export async function findVariant(db: Db, id: string): Promise<CourseVariantRow | null> {
  const [row] = await db.select().from(courseVariants).where(eq(courseVariants.id, id));
  return row ?? null;
}

export async function listVariantsByIds(db: Db, ids: string[]): Promise<CourseVariantRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(courseVariants).where(inArray(courseVariants.id, ids));
}

export async function deleteVariant(db: Db, id: string): Promise<void> {
  await db.delete(courseVariants).where(eq(courseVariants.id, id));
}

export async function deleteVariantsExcept(db: Db, courseId: number, keep: string[]): Promise<void> {
  await db
    .delete(courseVariants)
    .where(
      and(eq(courseVariants.courseId, courseId), keep.length ? sql`${courseVariants.id} <> ALL(${sql.param(keep)}::uuid[])` : undefined),
    );
}

/** Locks a variant: every seat count and seat change of the variant happens under this lock. */
export async function lockVariant(db: Db, id: string): Promise<CourseVariantRow | null> {
  const [row] = await db.select().from(courseVariants).where(eq(courseVariants.id, id)).for('update');
  return row ?? null;
}

/**
 * Signups holding a seat at `now` (the seat rule of the area): a seat assigned (1), or pending (0)
 * while its payment hold and its waiting-list offer, when it has them, are still running.
 */
export const holdsSeatAt = (now: Date): SQL =>
  sql`(${courseSignups.status} = 1 OR (${courseSignups.status} = 0
    AND (${courseSignups.holdExpiresAt} IS NULL OR ${courseSignups.holdExpiresAt} > ${now})
    AND (${courseSignups.offerExpiresAt} IS NULL OR ${courseSignups.offerExpiresAt} > ${now})))`;

export async function countSeatHolders(db: Db, variantId: string, now: Date, exceptTicket?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseSignups)
    .where(and(eq(courseSignups.variantId, variantId), holdsSeatAt(now), exceptTicket ? ne(courseSignups.id, exceptTicket) : undefined));
  return row?.n ?? 0;
}

/** Both counts of a variant in one round trip (the enrolment's seat decision, under the variant lock). */
export async function countSeatHoldersAndWaiting(db: Db, variantId: string, now: Date): Promise<{ holders: number; waiting: number }> {
  const [row] = await db
    .select({
      holders: sql<number>`(count(*) filter (where ${holdsSeatAt(now)}))::int`,
      waiting: sql<number>`(count(*) filter (where ${courseSignups.status} = 3))::int`,
    })
    .from(courseSignups)
    .where(and(eq(courseSignups.variantId, variantId), inArray(courseSignups.status, [0, 1, 3])));
  return { holders: row?.holders ?? 0, waiting: row?.waiting ?? 0 };
}

export async function countWaiting(db: Db, variantId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseSignups)
    .where(and(eq(courseSignups.variantId, variantId), eq(courseSignups.status, 3)));
  return row?.n ?? 0;
}

/** The first `limit` of the waiting list, first come first served, skipping rows another node holds. */
export async function lockFirstWaiting(db: Db, variantId: string, limit: number): Promise<CourseSignupRow[]> {
  if (limit <= 0) return [];
  return db
    .select()
    .from(courseSignups)
    .where(and(eq(courseSignups.variantId, variantId), eq(courseSignups.status, 3)))
    .orderBy(asc(courseSignups.createdAt), asc(courseSignups.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findLiveSignup(db: Db, courseId: number, userId: number): Promise<CourseSignupRow | null> {
  const [row] = await db
    .select()
    .from(courseSignups)
    .where(and(eq(courseSignups.courseId, courseId), eq(courseSignups.userId, userId), ne(courseSignups.status, 4)))
    .limit(1);
  return row ?? null;
}

export async function findSignup(db: Db, id: number): Promise<CourseSignupRow | null> {
  const [row] = await db.select().from(courseSignups).where(eq(courseSignups.id, id));
  return row ?? null;
}

export async function lockSignup(db: Db, id: number): Promise<CourseSignupRow | null> {
  const [row] = await db.select().from(courseSignups).where(eq(courseSignups.id, id)).for('update');
  return row ?? null;
}

/** Several signups in one statement; the rows come back in the order given. */
/** What placeEnrolments stores for each signup of a seat batch. */
export type NewSignup = Pick<
  typeof courseSignups.$inferInsert,
  | 'courseId'
  | 'variantId'
  | 'userId'
  | 'createdBy'
  | 'status'
  | 'paymentStatus'
  | 'requiresCardPayment'
  | 'priceCents'
  | 'priceBreakdown'
  | 'formAnswers'
  | 'priceMultiChoice'
  | 'optionalServices'
  | 'holdExpiresAt'
> & { createdAt: Date; updatedAt: Date };

const signupColumns = Object.entries(getTableColumns(courseSignups));

/** A course_signups row as PostgreSQL returned it (snake_case, timestamps as text) made a CourseSignupRow, as drizzle maps it. */
function signupFromDriver(raw: Record<string, unknown>): CourseSignupRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of signupColumns) {
    const v = raw[column.name];
    row[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
  }
  return row as CourseSignupRow;
}

/**
 * The signups of a seat batch and their 'signup-created' log rows (actor: who made the ticket,
 * detail: status, payment status and price, at: the signup's creation) in ONE statement, the
 * signups' values passed as one array per column. Returns the signups in the order given (ids are
 * taken in that order).
 *
 * Why: the seat batch runs holding the group's row lock, and every statement in it is a round
 * trip while the lock is held. In the rushes' CPU profile (bench --cpu-prof) drizzle building the
 * two multi-row INSERTs (one placeholder per value: 15 per signup) was the server's largest single
 * cost, and their parameters its largest socket writes; this statement has 15 parameters whatever
 * the batch's size.
 */
export async function insertSignupsLogged(db: Db, values: NewSignup[]): Promise<CourseSignupRow[]> {
  if (values.length === 0) return [];
  const col = <T>(pick: (v: NewSignup) => T) => sql.param(values.map(pick));
  const json = (pick: (v: NewSignup) => unknown) => col((v) => (pick(v) === undefined ? null : JSON.stringify(pick(v))));
  const result = (await db.execute(sql`
    WITH s AS (
      INSERT INTO course_signups (course_id, variant_id, user_id, created_by, status, payment_status, requires_card_payment, price_cents,
                                  price_breakdown, form_answers, price_multi_choice, optional_services, hold_expires_at, created_at, updated_at)
      SELECT course_id, variant_id, user_id, created_by, status, payment_status, requires_card_payment, price_cents,
             COALESCE(price_breakdown, '{}'), COALESCE(form_answers, '[]'), COALESCE(price_multi_choice, '[]'),
             COALESCE(optional_services, '[]'), hold_expires_at, created_at, updated_at
        FROM unnest(${col((v) => v.courseId)}::int[], ${col((v) => v.variantId ?? null)}::uuid[], ${col((v) => v.userId)}::int[],
                    ${col((v) => v.createdBy)}::int[], ${col((v) => v.status)}::smallint[], ${col((v) => v.paymentStatus ?? 0)}::int[],
                    ${col((v) => v.requiresCardPayment ?? false)}::boolean[], ${col((v) => v.priceCents ?? 0)}::int[],
                    ${json((v) => v.priceBreakdown)}::jsonb[], ${json((v) => v.formAnswers)}::jsonb[],
                    ${json((v) => v.priceMultiChoice)}::jsonb[], ${json((v) => v.optionalServices)}::jsonb[],
                    ${col((v) => v.holdExpiresAt ?? null)}::timestamptz[], ${col((v) => v.createdAt)}::timestamptz[],
                    ${col((v) => v.updatedAt)}::timestamptz[])
             WITH ORDINALITY AS t(course_id, variant_id, user_id, created_by, status, payment_status, requires_card_payment, price_cents,
                                  price_breakdown, form_answers, price_multi_choice, optional_services, hold_expires_at, created_at,
                                  updated_at, n)
       ORDER BY n
      RETURNING *
    ), logged AS (
      INSERT INTO activity_events (course_id, signup_id, actor_id, type, detail, at)
      SELECT course_id, id, created_by, 'signup-created',
             jsonb_build_object('status', status, 'payment_status', payment_status, 'price_cents', price_cents), created_at
        FROM s ORDER BY id
    )
    SELECT * FROM s ORDER BY id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(signupFromDriver);
}

export async function insertSignup(db: Db, values: typeof courseSignups.$inferInsert): Promise<CourseSignupRow> {
  const [row] = await db.insert(courseSignups).values(values).returning();
  return row!;
}

export type SignupPatch = Partial<Omit<typeof courseSignups.$inferInsert, 'id' | 'createdAt'>>;

export async function updateSignup(db: Db, id: number, patch: SignupPatch): Promise<void> {
  await db
    .update(courseSignups)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(courseSignups.id, id));
}

/** Unpaid card holds that reach `remindAt` of their span and were not reminded yet; locked, skipping busy rows. */
export async function lockHoldsToRemind(db: Db, now: Date, limit: number): Promise<CourseSignupRow[]> {
  return db
    .select()
    .from(courseSignups)
    .where(
      and(
        eq(courseSignups.status, 0),
        ne(courseSignups.paymentStatus, 1),
        isNull(courseSignups.reminderSentAt),
        sql`${courseSignups.holdExpiresAt} > ${now}`,
        // Two thirds of the hold have passed: created + 2/3 (hold - created) <= now.
        sql`${courseSignups.createdAt} + (${courseSignups.holdExpiresAt} - ${courseSignups.createdAt}) * 2 / 3 <= ${now}`,
      ),
    )
    .orderBy(asc(courseSignups.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function lockLapsedHolds(db: Db, now: Date, limit: number): Promise<CourseSignupRow[]> {
  return db
    .select()
    .from(courseSignups)
    .where(and(eq(courseSignups.status, 0), ne(courseSignups.paymentStatus, 1), sql`${courseSignups.holdExpiresAt} <= ${now}`))
    .orderBy(asc(courseSignups.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function lockLapsedOffers(db: Db, now: Date, limit: number): Promise<CourseSignupRow[]> {
  return db
    .select()
    .from(courseSignups)
    .where(and(eq(courseSignups.status, 0), ne(courseSignups.paymentStatus, 1), sql`${courseSignups.offerExpiresAt} <= ${now}`))
    .orderBy(asc(courseSignups.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The caller's signups with a card payment due or refused (not paid, not on the waiting list, not ended, no problem). */
export const cardPaymentDue = (userId: number | SQL): SQL =>
  and(
    eq(courseSignups.userId, userId),
    eq(courseSignups.requiresCardPayment, true),
    sql`${courseSignups.priceCents} > 0`,
    ne(courseSignups.paymentStatus, 1),
    // 2 (a problem) is the office's to settle, not a payment the person can make.
    inArray(courseSignups.status, [0, 1]),
  )!;

export async function listCardPaymentsDue(db: Db, userId: number) {
  return (
    db
      .select({ signup: courseSignups, course: courses })
      .from(courseSignups)
      .innerJoin(courses, eq(courses.id, courseSignups.courseId))
      // A season signup's initial payment is listed under `leveled` (the seasons area's hook).
      .where(and(cardPaymentDue(userId), eq(courses.isSeasonLevel, false)))
      .orderBy(asc(courseSignups.id))
  );
}

/** The count as a scalar subquery (folded into the session lookup of auth/ping). */
export const countCardPaymentsDueSql = (userId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${courseSignups} WHERE ${cardPaymentDue(userId)})`;

export async function countCardPaymentsDue(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courseSignups).where(cardPaymentDue(userId));
  return row?.n ?? 0;
}

export async function listCourseSignups(db: Db, courseId: number) {
  return db
    .select({
      signup: courseSignups,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      imageUse: users.imageUse,
      variant: courseVariants,
    })
    .from(courseSignups)
    .innerJoin(users, eq(users.id, courseSignups.userId))
    .leftJoin(courseVariants, eq(courseVariants.id, courseSignups.variantId))
    .where(eq(courseSignups.courseId, courseId))
    .orderBy(asc(courseSignups.id));
}

/** What judging an enrolment reads about the person: their activity profile and whether they hold a live signup (status 0-3) of the course. */
export interface EnrolmentFacts {
  profile: Pick<MemberProfileRow, 'currentLevel' | 'discountPercent' | 'limitPoolId'> | null;
  hasLiveSignup: boolean;
}

/**
 * The enrolment facts of several persons of one course in ONE round trip (the enrolment rush:
 * the facts of the requests that arrive together, enrol.service's batcher).
 */
export async function findEnrolmentFactsOfMany(db: Db, courseId: number, userIds: number[]): Promise<Map<number, EnrolmentFacts>> {
  const result =
    (await db.execute(sql`SELECT p.id, m.current_level, m.discount_percent, m.limit_pool_id, m.user_id IS NOT NULL AS has_profile,
                EXISTS (SELECT 1 FROM ${courseSignups} s WHERE s.course_id = ${courseId} AND s.user_id = p.id AND s.status <> 4) AS live
           FROM unnest(${sql.param([...new Set(userIds)])}::int[]) AS p(id) LEFT JOIN ${memberProfiles} m ON m.user_id = p.id`)) as unknown as {
      rows: {
        id: number;
        current_level: number | null;
        discount_percent: number | null;
        limit_pool_id: number | null;
        has_profile: boolean;
        live: boolean;
      }[];
    };
  return new Map(
    result.rows.map((r) => [
      Number(r.id),
      {
        profile: r.has_profile
          ? { currentLevel: r.current_level!, discountPercent: r.discount_percent!, limitPoolId: r.limit_pool_id! }
          : null,
        hasLiveSignup: r.live === true,
      },
    ]),
  );
}

export async function findMemberProfile(db: Db, userId: number): Promise<MemberProfileRow | null> {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return row ?? null;
}

export async function findUserContact(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lang: users.preferredLanguage, autoGenerated: users.autoGenerated })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Moves a live hold later (never earlier, never a lapsed one): a conditional UPDATE, safe against the expiry job. */
export async function extendLiveHold(db: Db, id: number, until: Date, now: Date): Promise<void> {
  await db
    .update(courseSignups)
    .set({ holdExpiresAt: until, updatedAt: sql`now()` })
    .where(
      and(
        eq(courseSignups.id, id),
        eq(courseSignups.status, 0),
        sql`${courseSignups.holdExpiresAt} > ${now}`,
        sql`${courseSignups.holdExpiresAt} < ${until}`,
      ),
    );
}

export type ActivityEvent = Omit<typeof activityEvents.$inferInsert, 'id'>;

/** Appends to the activity log (never updated nor deleted). */
export async function logEvent(db: Db, e: ActivityEvent): Promise<void> {
  await db.insert(activityEvents).values(e);
}

export async function listEvents(db: Db, signupId: number) {
  return db.select().from(activityEvents).where(eq(activityEvents.signupId, signupId)).orderBy(asc(activityEvents.id));
}

/** Every course for the office, published or not, newest start first, with its live signups (not 4 abandoned, not 5 finished). */
export async function listCoursesForOffice(db: Db) {
  const live = db
    .select({ courseId: courseSignups.courseId, n: sql<number>`count(*)::int`.as('n') })
    .from(courseSignups)
    .where(lt(courseSignups.status, 4))
    .groupBy(courseSignups.courseId)
    .as('live');
  return (
    db
      .select({ course: courses, liveSignups: sql<number>`coalesce(${live.n}, 0)::int` })
      .from(courses)
      .leftJoin(live, eq(live.courseId, courses.id))
      // Season levels are edited in the seasons screens.
      .where(eq(courses.isSeasonLevel, false))
      .orderBy(desc(courses.date), desc(courses.id))
  );
}

/** A course by id with its cover's file name (the office reads unpublished courses too). */
export async function findCourseWithCover(db: Db, id: number): Promise<CourseWithCover | null> {
  const [row] = await db.select(withCover).from(courses).leftJoin(files, eq(files.id, courses.coverFileId)).where(eq(courses.id, id));
  return row ?? null;
}

/** The signups of a course in some statuses, oldest first (whom a course mail goes to). */
export async function listSignupsWithStatus(db: Db, courseId: number, statuses: number[]): Promise<CourseSignupRow[]> {
  return db
    .select()
    .from(courseSignups)
    .where(and(eq(courseSignups.courseId, courseId), inArray(courseSignups.status, statuses)))
    .orderBy(asc(courseSignups.id));
}

/** The Spanish slugs that start with `prefix` (to find a free one). */
export async function listSlugsStartingWith(db: Db, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.select({ slug: courses.slugEs }).from(courses).where(sql`${courses.slugEs} LIKE ${pattern}`);
  return rows.map((r) => r.slug);
}
