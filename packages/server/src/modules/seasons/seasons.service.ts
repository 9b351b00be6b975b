import { randomUUID } from 'node:crypto';
import type { PriceBreakdown } from '@club/domain/activities/pricing.rules';
import { centsToEuros, toCents } from '@club/domain/activities/pricing.rules';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import {
  choosableGroups,
  isPoolAllowed,
  levelSlug,
  seasonRefusals,
  takesNoGroup,
  type SeasonRefusal,
} from '@club/domain/seasons/eligibility.rules';
import { rankingProblems } from '@club/domain/seasons/ranking.rules';
import type {
  AdminSeason,
  AdminSeasonRow,
  AdminSeasonSignup,
  DoEnrolV2Body,
  Level,
  LevelsReply,
  SeasonBody,
} from '@club/domain/seasons/seasons.schemas';
import { ENROL_V2_REFUSED } from '@club/domain/seasons/seasons.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { courseSignups, type CourseVariantRow } from '../../db/schema/activities.js';
import type { UserRow } from '../../db/schema/auth.js';
import type { SeasonRow } from '../../db/schema/seasons.js';
import { HttpError, notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { batcherPer } from '../../lib/keyed-batcher.js';
import { isUniqueViolation, seats, type PreparedEnrolment } from '../activities/index.js';
type PlacedEnrolment = seats.PlacedEnrolment;
import { recordAudit, type AuditActor } from '../audit/index.js';
import { fileUrl, listFileMeta } from '../files/index.js';
import { findUserById, personForActor } from '../people/index.js';
import * as repo from './seasons.repository.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'jobs'>;
type EnrolCtx = Ctx & Pick<AppContext, 'lockingDb'>;
const tx$ = (tx: unknown) => tx as Db;

/** Office outcomes (HTTP 200, success 0). */
export const SEASON_CODE = {
  /** A group (or level) the body leaves out still has live signups. */
  inUse: 2,
} as const;

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** A level's group as courses/levels/ returns it, with its seats left. */
function toGroup(v: CourseVariantRow, left: number) {
  return {
    uuid: v.id,
    poolID: v.poolId,
    selected_days: v.selectedDays,
    schedule: v.schedule,
    max_seating: v.maxSeating,
    price: centsToEuros(v.priceCents ?? 0),
    visibility: (v.visibility ? 1 : 0) as 0 | 1,
    priority: 0,
    seats: left,
  };
}

/** Seats left in each group at `now` (the seat code's count of holders under no lock: a display figure). */
async function seatsLeft(db: Db, groups: CourseVariantRow[], now: Date): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const g of groups) out.set(g.id, g.maxSeating - (await seats.countSeatHolders(db, g.id, now)));
  return out;
}

async function levelsOf(db: Db, season: SeasonRow, now: Date, opts: { hidden: boolean }): Promise<Level[]> {
  const rows = await repo.listLevels(db, season.id);
  const groups = await seats.listVariantsOfCourses(
    db,
    rows.map((r) => r.course.id),
  );
  const left = await seatsLeft(db, groups, now);
  return rows.map(({ level, course: c, coverFilename }) => ({
    id: level.levelId,
    title_es: c.titleEs,
    title_eus: c.titleEus,
    description_es: c.descriptionEs,
    description_eus: c.descriptionEus,
    content_es: c.contentEs,
    content_eus: c.contentEus,
    coverID: c.coverFileId,
    cover: c.coverFileId && coverFilename ? { path: fileUrl(c.coverFileId, coverFilename) } : null,
    age_min_months: c.ageMinMonths,
    age_max_months: c.ageMaxMonths,
    requires_membership: flag(c.requiresMembership),
    allow_override_signupdate: flag(c.allowOverrideSignupdate),
    variant_requires_priority: flag(level.requiresPriority),
    slug: levelSlug(c.titleEs),
    variants: groups.filter((g) => g.courseId === c.id && (opts.hidden || g.visibility === 1)).map((g) => toGroup(g, left.get(g.id) ?? 0)),
  }));
}

const seasonOut = (s: SeasonRow) => ({
  id: s.id,
  name: s.name,
  name_eus: s.nameEus,
  date_begin: s.dateBegin,
  date_end: s.dateEnd,
  signup_end: s.signupEnd,
});

/** GET courses/levels/: the current season and its levels with their visible groups and seats left; 404 without a season. */
export async function listCurrentLevels(ctx: Pick<AppContext, 'db' | 'now'>): Promise<Omit<LevelsReply, 'success'>> {
  const season = await repo.findCurrentSeason(ctx.db, clubToday(ctx.now()));
  if (!season) throw notFound('season_not_found');
  return {
    season: seasonOut(season),
    season_name: season.name,
    season_name_eus: season.nameEus,
    data: await levelsOf(ctx.db, season, ctx.now(), { hidden: false }),
  };
}

// ---- the office: seasons, levels, groups ----------------------------------------------------

/** What the audit log keeps of a season: the season and every level with its groups. */
async function seasonSnapshot(ctx: Pick<AppContext, 'now'>, tx: Db, id: number) {
  const s = await repo.findSeason(tx, id);
  return s ? { ...seasonOut(s), levels: await levelsOf(tx, s, ctx.now(), { hidden: true }) } : null;
}

/** Level course rows get a slug of their own (never shown: the pages use the title's slug). */
const levelCourseSlug = (seasonId: number, levelId: number) => `temporada-${seasonId}-nivel-${levelId}`;

/**
 * Writes the levels and groups of the body into a season, inside the caller's transaction. A
 * level or group left out that still has live signups refuses the whole change (code 2); a group
 * sent with a uuid keeps it (and its signups), one without gets a new one; a uuid of another
 * course is a 400. Seats added to a group go to its waiting list at once (the seat code's offer).
 */
async function writeLevels(ctx: Ctx, tx: Db, season: SeasonRow, body: SeasonBody): Promise<AdminOutcome<null>> {
  const existing = await repo.listLevels(tx, season.id);
  const existingGroups = await seats.listVariantsOfCourses(
    tx,
    existing.map((e) => e.course.id),
  );
  const covers = [...new Set(body.levels.flatMap((l) => (l.coverID ? [l.coverID] : [])))];
  const found = new Set((await listFileMeta(tx, covers)).map((f) => f.id));
  const missing = covers.find((id) => !found.has(id));
  if (missing !== undefined) throw new HttpError(400, 'validation', `body: file ${missing} does not exist or is not public`);
  // Refuse before writing anything: what the body drops must have nobody in it.
  const keptLevels = new Set(body.levels.map((l) => l.id));
  for (const gone of existing.filter((e) => !keptLevels.has(e.level.levelId))) {
    if ((await repo.countLiveInCourse(tx, gone.course.id)) > 0)
      return { ok: false, code: SEASON_CODE.inUse, ext: `level ${gone.level.levelId} has live signups` };
  }
  const keptGroups = new Set(body.levels.flatMap((l) => l.variants.flatMap((v) => (v.uuid ? [v.uuid.toLowerCase()] : []))));
  for (const g of existingGroups.filter((g) => !keptGroups.has(g.id))) {
    if ((await repo.countLiveInGroup(tx, g.id)) > 0) return { ok: false, code: SEASON_CODE.inUse, ext: `group ${g.id} has live signups` };
  }
  const now = ctx.now();
  const touched: string[] = [];
  for (const [position, l] of body.levels.entries()) {
    const values = {
      slugEs: levelCourseSlug(season.id, l.id),
      slugEn: levelCourseSlug(season.id, l.id),
      titleEs: l.title_es,
      titleEus: l.title_eus,
      descriptionEs: l.description_es,
      descriptionEus: l.description_eus,
      contentEs: l.content_es,
      contentEus: l.content_eus,
      date: season.dateBegin,
      dateEnd: season.dateEnd,
      maxSignupDate: season.signupEnd,
      allowOverrideSignupdate: l.allow_override_signupdate === 1,
      requiresMembership: l.requires_membership === 1,
      ageMinMonths: l.age_min_months,
      ageMaxMonths: l.age_max_months,
      coverFileId: l.coverID,
      hasVariants: !takesNoGroup(l.id),
      requiresCardPayment: true,
      published: false,
      isSeasonLevel: true,
      updatedAt: now,
    };
    const had = existing.find((e) => e.level.levelId === l.id);
    let courseId: number;
    if (had) {
      courseId = had.course.id;
      await repo.updateLevelCourse(tx, courseId, values);
      await repo.updateLevel(tx, had.level.id, { requiresPriority: l.variant_requires_priority === 1, position });
    } else {
      courseId = (await repo.insertLevelCourse(tx, values)).id;
      await repo.insertLevel(tx, {
        seasonId: season.id,
        levelId: l.id,
        courseId,
        requiresPriority: l.variant_requires_priority === 1,
        position,
      });
    }
    // Level 39 takes no group (spec 001 §4): whatever groups are sent for it are ignored.
    const groups = takesNoGroup(l.id) ? [] : l.variants;
    for (const [gi, g] of groups.entries()) {
      const id = g.uuid?.toLowerCase() ?? randomUUID();
      const owner = existingGroups.find((e) => e.id === id);
      if (g.uuid && !owner && (await seats.findVariant(tx, id)))
        throw new HttpError(400, 'validation', `body.levels.${position}.variants.${gi}.uuid: belongs to another course`);
      if (owner && owner.courseId !== courseId)
        throw new HttpError(400, 'validation', `body.levels.${position}.variants.${gi}.uuid: belongs to another level`);
      await seats.upsertVariant(tx, {
        id,
        courseId,
        poolId: g.poolID,
        selectedDays: [...g.selected_days].sort(),
        schedule: g.schedule,
        maxSeating: g.max_seating,
        priceCents: toCents(g.price),
        visibility: g.visibility,
        priority: 0,
        position: gi,
      });
      touched.push(id);
    }
  }
  for (const g of existingGroups.filter((g) => !touched.includes(g.id))) await seats.deleteVariant(tx, g.id);
  for (const gone of existing.filter((e) => !keptLevels.has(e.level.levelId))) {
    await repo.deleteLevel(tx, gone.level.id);
    await repo.deleteLevelCourse(tx, gone.course.id);
  }
  // Seats added to a group are offered to its waiting list in this transaction (and their mails).
  for (const id of touched) await seats.promoteWaitingList(ctx, tx, id);
  return { ok: true, data: null };
}

/** POST /api/admin/seasons. */
export async function createSeason(ctx: Ctx, body: SeasonBody, actor?: AuditActor): Promise<AdminOutcome<{ id: number }>> {
  return ctx.db
    .transaction(async (t): Promise<AdminOutcome<{ id: number }>> => {
      const tx = tx$(t);
      const season = await repo.insertSeason(tx, {
        name: body.name,
        nameEus: body.name_eus,
        dateBegin: body.date_begin,
        dateEnd: body.date_end,
        signupEnd: body.signup_end,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      });
      const written = await writeLevels(ctx, tx, season, body);
      if (!written.ok) {
        // Nothing to keep: the transaction is rolled back by throwing, the refusal answered.
        throw new RefusedChange(written.code, written.ext);
      }
      await recordAudit(tx, {
        actor,
        action: 'season.create',
        entity: 'season',
        entityId: season.id,
        after: await seasonSnapshot(ctx, tx, season.id),
      });
      return { ok: true, data: { id: season.id } };
    })
    .catch((err: unknown) => refusalOf<{ id: number }>(err));
}

/** PUT /api/admin/seasons/{id}: the same body; groups sent with their uuid keep their signups. */
export async function updateSeason(ctx: Ctx, id: number, body: SeasonBody, actor?: AuditActor): Promise<AdminOutcome<{ id: number }>> {
  return ctx.db
    .transaction(async (t): Promise<AdminOutcome<{ id: number }>> => {
      const tx = tx$(t);
      const current = await repo.lockSeason(tx, id);
      if (!current) throw notFound('season_not_found');
      const before = await seasonSnapshot(ctx, tx, id);
      await repo.updateSeason(tx, id, {
        name: body.name,
        nameEus: body.name_eus,
        dateBegin: body.date_begin,
        dateEnd: body.date_end,
        signupEnd: body.signup_end,
        updatedAt: ctx.now(),
      });
      const season = (await repo.findSeason(tx, id))!;
      const written = await writeLevels(ctx, tx, season, body);
      if (!written.ok) throw new RefusedChange(written.code, written.ext);
      await recordAudit(tx, {
        actor,
        action: 'season.update',
        entity: 'season',
        entityId: id,
        before,
        after: await seasonSnapshot(ctx, tx, id),
      });
      return { ok: true, data: { id } };
    })
    .catch((err: unknown) => refusalOf<{ id: number }>(err));
}

/** A business refusal raised inside a transaction so that it rolls back, answered as success 0. */
class RefusedChange extends Error {
  constructor(
    readonly code: number,
    readonly ext: string,
  ) {
    super(ext);
  }
}
function refusalOf<T>(err: unknown): AdminOutcome<T> {
  if (err instanceof RefusedChange) return { ok: false, code: err.code, ext: err.ext };
  throw err;
}

/** GET /api/admin/seasons: every season, newest first, with its counts. */
export async function listOfficeSeasons(ctx: Pick<AppContext, 'db' | 'now'>): Promise<AdminSeasonRow[]> {
  const all = await repo.listSeasons(ctx.db);
  const current = await repo.findCurrentSeason(ctx.db, clubToday(ctx.now()));
  const out: AdminSeasonRow[] = [];
  for (const s of all) {
    const levels = await repo.listLevels(ctx.db, s.id);
    const signups = (await repo.listSeasonSignups(ctx.db, s.id)).filter((r) => r.signup.status !== 4).length;
    out.push({ ...seasonOut(s), levels: levels.length, signups, current: current?.id === s.id });
  }
  return out;
}

/** GET /api/admin/seasons/{id}: the season as the office edits it, hidden groups included. */
export async function getOfficeSeason(ctx: Pick<AppContext, 'db' | 'now'>, id: number): Promise<AdminSeason> {
  const s = await repo.findSeason(ctx.db, id);
  if (!s) throw notFound('season_not_found');
  const levels = (await levelsOf(ctx.db, s, ctx.now(), { hidden: true })).map(({ slug: _slug, ...l }) => l);
  const lottery = await repo.findLottery(ctx.db, id);
  return {
    ...seasonOut(s),
    levels,
    lottery: { published: !!lottery, seed: lottery?.seed ?? null, published_at: lottery?.publishedAt.toISOString() ?? null },
  };
}

/** GET /api/admin/seasons/{id}/signups. */
export async function listOfficeSignups(ctx: Pick<AppContext, 'db'>, id: number): Promise<AdminSeasonSignup[]> {
  if (!(await repo.findSeason(ctx.db, id))) throw notFound('season_not_found');
  const rows = await repo.listSeasonSignups(ctx.db, id);
  return rows.map((r) => ({
    ticketID: r.signup.id,
    user_id: r.signup.userId,
    first_name: r.firstName,
    last_name: r.lastName,
    level_id: r.levelId,
    // A group is "held" by a seat holder (0 or 1) or a problem (2); a waiting signup waits for it.
    uuid: r.signup.status === 3 ? null : r.signup.variantId,
    waiting_uuid: r.signup.status === 3 ? r.signup.variantId : null,
    status: r.signup.status,
    payment_status: r.signup.paymentStatus,
    payment_price: centsToEuros(r.signup.priceCents),
    ranking: [...(r.ranking ?? [])].sort((a, b) => a.rank - b.rank),
    draw_position: r.drawPosition ?? null,
    signup_dt: r.signup.createdAt.toISOString(),
    image_use: r.imageUse === 1 ? 1 : 0,
  }));
}

/** POST /api/admin/people/{id}/level: the swimmer's level (memberProfile.current_level). */
export async function setPersonLevel(ctx: Pick<AppContext, 'db'>, userId: number, currentLevel: number, actor?: AuditActor) {
  return ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    if (!(await findUserById(tx, userId))) throw notFound('person_not_found');
    const before = await repo.findMemberProfile(tx, userId);
    await repo.setMemberLevel(tx, userId, currentLevel);
    await recordAudit(tx, {
      actor,
      action: 'person.level',
      entity: 'user',
      entityId: userId,
      before,
      after: await repo.findMemberProfile(tx, userId),
    });
    return { user_id: userId, current_level: currentLevel };
  });
}

// ---- enrolment (the assistant's calls) -------------------------------------------------------

export type EnrolV2Outcome =
  | { ok: true; data: { ticketID: number; status: number; payment_status: number; payment_price: number } }
  | { ok: false; code: number; ext: string; data: { reasons: SeasonRefusal[] } };

const refuse = (reasons: SeasonRefusal[]): EnrolV2Outcome => ({ ok: false, code: ENROL_V2_REFUSED, ext: reasons[0]!, data: { reasons } });

const priceOf = (cents: number): PriceBreakdown => ({
  baseCents: cents,
  optionsCents: 0,
  servicesCents: 0,
  memberDiscountCents: 0,
  discountPercent: 0,
  discountCents: 0,
  totalCents: cents,
  vatCents: 0,
});

interface SeatItem {
  ctx: EnrolCtx;
  course: NonNullable<Awaited<ReturnType<typeof repo.findLevel>>>['course'];
  p: PreparedEnrolment;
  createdBy: number;
}

/**
 * The seasons' own batcher over the activities' seat code (seats.ts, point 3: "another area makes
 * its own KeyedBatcher"): the signups of one group that arrive together take one locking
 * transaction, the group's row locked and its holders counted once (seats.placeEnrolments).
 */
const batcherFor = batcherPer(
  (_db: Db) =>
    new seats.KeyedBatcher<SeatItem, PlacedEnrolment>(async (items) => {
      const { ctx, course } = items[0]!;
      return ctx.lockingDb.transaction(async (t) => seats.placeEnrolments(ctx, tx$(t), course, items));
    }),
);

type LevelFacts = Awaited<ReturnType<typeof repo.findEnrolV2Facts>>;
type EnrolFacts = Omit<LevelFacts, 'persons'> & { profile: { currentLevel: number; limitPoolId: number } | null; hasLiveSignup: boolean };
interface FactsAsk {
  today: string;
  levelId: number;
  userId: number;
}
/**
 * findEnrolV2Facts for the signups of one level that arrive together: two round trips for the
 * batch instead of one per request (the first goes at once; lib/keyed-batcher.ts).
 */
const factBatcherFor = batcherPer(
  (db: Db) =>
    new seats.KeyedBatcher<FactsAsk, EnrolFacts>(async (asks) => {
      const { persons, ...level } = await repo.findEnrolV2Facts(
        db,
        asks[0]!.today,
        asks[0]!.levelId,
        asks.map((a) => a.userId),
      );
      return asks.map((a) => ({
        ...level,
        profile: persons.get(a.userId)?.profile ?? null,
        hasLiveSignup: persons.get(a.userId)?.hasLiveSignup ?? false,
      }));
    }),
);
const enrolFacts = (db: Db, today: string, levelId: number, userId: number): Promise<EnrolFacts> =>
  factBatcherFor(db).submit(`${today}|${levelId}`, { today, levelId, userId });

/**
 * POST v3/enrol/do_enrol_v2/. Who: the caller or a person of their family (else 403). The level
 * of the current season (404 when it has none of that number). Refusals code 4 with the reason
 * words. Then:
 * - level 39: saved without a group, status 3, nothing to pay (the office places the swimmer);
 * - a priority level: the ranking is checked (ranking.rules) and saved, status 3, no group, no
 *   seat, nothing to pay until the draw;
 * - any other level: the group's seat through the seat code (status 0 with a payment hold for the
 *   initial payment = the group's monthly fee; 3 the waiting list when full).
 */
export async function enrolV2(ctx: EnrolCtx, actor: UserRow, body: DoEnrolV2Body): Promise<EnrolV2Outcome> {
  const person = await personForActor(ctx, actor, body.userData.user_id);
  const today = clubToday(ctx.now());
  // The season, the level, its groups, the profile and the live signup: read together with the
  // other signups of the level arriving meanwhile (enrolFacts).
  const facts = await enrolFacts(ctx.db, today, body.selectedLevelID, person.id);
  const { season, found, profile } = facts;
  if (!season) throw notFound('season_not_found');
  if (!found) throw notFound('level_not_found');
  const { level, course } = found;
  const rules = {
    id: level.levelId,
    age_min_months: course.ageMinMonths,
    age_max_months: course.ageMaxMonths,
    requires_membership: flag(course.requiresMembership),
    allow_override_signupdate: flag(course.allowOverrideSignupdate),
  };
  const reasons = seasonRefusals(
    rules,
    { date_begin: season.dateBegin, date_end: season.dateEnd, signup_end: season.signupEnd },
    {
      date_of_birth: person.dateOfBirth,
      member_id: person.memberId,
      current_level: profile?.currentLevel ?? 0,
      limit_poolid: profile?.limitPoolId ?? 0,
    },
    { today, alreadySignedUp: facts.hasLiveSignup },
  );
  // Step 1's terms checkbox (spec 001 §4): a person who never accepted the club's terms must
  // accept them with this signup.
  if (!person.acceptedTermsConditions && !body.accepted_terms_conditions) reasons.push('TermsNotAccepted');
  if (reasons.length > 0) return refuse(reasons);
  const groups = choosableGroups(
    facts.groups.map((g) => ({ ...g, poolID: g.poolId })),
    profile?.limitPoolId ?? 0,
  );
  const now = ctx.now();
  // Decision: the acceptance is recorded once the signup passed every rule and is being stored,
  // whatever its outcome (a seat, the waiting list, a ranking): the family did accept the terms.
  if (!person.acceptedTermsConditions) await repo.acceptTerms(ctx.db, person.id, now);
  const base = {
    courseId: course.id,
    userId: person.id,
    createdBy: actor.id,
    requiresCardPayment: true,
    createdAt: now,
    updatedAt: now,
  };

  if (takesNoGroup(level.levelId) || level.requiresPriority) {
    let ranking: { uuid: string; rank: number }[] = [];
    if (level.requiresPriority && !takesNoGroup(level.levelId)) {
      const entries = (body.selectedLevel?.variants ?? [])
        .filter((v) => v.priority > 0)
        .map((v) => [v.uuid.toLowerCase(), v.priority] as const);
      const problems = rankingProblems(
        groups.map((g) => ({ uuid: g.id, poolID: g.poolID })),
        entries,
      );
      if (problems.length > 0) return refuse(['InvalidRanking']);
      ranking = entries.map(([uuid, rank]) => ({ uuid, rank })).sort((a, b) => a.rank - b.rank);
    }
    try {
      const signup = await ctx.db.transaction(async (t) => {
        const tx = tx$(t);
        const [s] = await tx
          .insert(courseSignups)
          .values({ ...base, status: 3, paymentStatus: 0, priceCents: 0 })
          .returning();
        if (ranking.length > 0) await repo.insertRanking(tx, { signupId: s!.id, seasonId: season.id, ranking });
        return s!;
      });
      return { ok: true, data: { ticketID: signup.id, status: signup.status, payment_status: signup.paymentStatus, payment_price: 0 } };
    } catch (err) {
      if (isUniqueViolation(err)) return refuse(['AlreadySignedUp']);
      throw err;
    }
  }

  const uuid = (body.selectedScheduleID || body.selectedSchedule?.uuid || '').toLowerCase();
  if (!uuid) return refuse(['ScheduleRequired']);
  const group = groups.find((g) => g.id === uuid);
  if (!group) {
    const any = facts.groups.find((g) => g.id === uuid);
    return refuse([any && !isPoolAllowed(any.poolId, profile?.limitPoolId ?? 0) ? 'PoolNotAllowed' : 'ScheduleNotAllowed']);
  }
  const priceCents = group.priceCents ?? 0;
  const p: PreparedEnrolment = {
    person,
    body: { variant: group.id, variantIndex: 0, priceMulti: [], optional_services: [], form_data: [] },
    form: [],
    files: [],
    variant: {
      uuid: group.id,
      poolID: group.poolId as 1 | 2,
      selected_days: group.selectedDays,
      schedule: group.schedule,
      max_seating: group.maxSeating,
      price: '',
      visibility: group.visibility ? 1 : 0,
      priority: 0,
    },
    price: priceOf(priceCents),
    cardDue: priceCents > 0,
    transferDue: false,
  };
  let placed: PlacedEnrolment;
  try {
    placed = await batcherFor(ctx.lockingDb).submit(`season-group:${group.id}`, { ctx, course, p, createdBy: actor.id });
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(['AlreadySignedUp']);
    throw err;
  }
  const s = placed.signup;
  return {
    ok: true,
    data: { ticketID: s.id, status: s.status, payment_status: s.paymentStatus, payment_price: centsToEuros(s.priceCents) },
  };
}
