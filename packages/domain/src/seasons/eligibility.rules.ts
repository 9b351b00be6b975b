import { isOn, type FlagLike } from '../shared/flags.js';
import { slugify } from '../news/news.rules.js';

/**
 * Who may sign up for a season level (spec 001 §4, §5): the age in months at the season's start,
 * the level rule, the pool limit and the dates. Pure: today and the person are parameters; the
 * server refuses with these words and the web uses the same functions to preview a button.
 */

/** The club's level ids (spec 001 §3): 2-4 age groups, 5-6 Dortoka 1 and 2, 7 Igela, 8 Olagarroa, 9 Pinguinoa, 10 Marrazoa, 11 Master, 39 special. */
export const LEVEL_IDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 39] as const;
export type LevelId = (typeof LEVEL_IDS)[number];
export const isLevelId = (id: number): id is LevelId => (LEVEL_IDS as readonly number[]).includes(id);

/**
 * Level 39 is special: it is saved without a group (spec 001 §4). Decision: it is the club's
 * adapted swimming ("Natación adaptada"): the office gives the swimmer level 39 after talking to
 * the family, the family signs up without choosing a schedule, and the coaches arrange the group
 * with them; nothing is paid online at signup.
 */
export const SPECIAL_LEVEL_ID = 39;
export const takesNoGroup = (levelId: number): boolean => levelId === SPECIAL_LEVEL_ID;

export interface SeasonDates {
  date_begin: string;
  date_end: string;
  signup_end: string;
}

export interface SeasonLevelRules {
  id: number;
  age_min_months?: number | null;
  age_max_months?: number | null;
  requires_membership?: FlagLike;
  allow_override_signupdate?: FlagLike;
  variant_requires_priority?: FlagLike;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const hasDate = (v: string | null | undefined): v is string => !!v && ISO_DAY.test(v);

/**
 * The age in months at the season's start (spec 001 §5: "5 months counted as 6").
 * Decision: a month that has begun counts whole. The completed months are counted as usual (a
 * birthday's day of the month closes a month); if any days are left over, one more month is
 * counted: born 2020-03-20, on 2026-09-01 the child has 77 months and 12 days and counts 78. A
 * child born on the same day of the month as the season's start has no days over and counts
 * exactly. Seasons start on a month's first day, so this is also "the months from the birth
 * month to the season's month": the birth month counts, as a family reading "from 6 years"
 * expects of a child born in that calendar year's earlier months.
 */
export function seasonAgeInMonths(dateOfBirth: string, seasonStart: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [sy, sm, sd] = seasonStart.split('-').map(Number) as [number, number, number];
  const whole = (sy - by) * 12 + (sm - bm) - (sd < bd ? 1 : 0);
  const daysOver = sd !== bd;
  return whole + (daysOver ? 1 : 0);
}

/** Whether the level has an age limit: a bound of 0 is no bound, both 0 no limit. */
export const hasSeasonAgeLimit = (l: SeasonLevelRules): boolean => (l.age_min_months ?? 0) > 0 || (l.age_max_months ?? 0) > 0;

/**
 * The season age rule: the age at the season's start within age_min_months..age_max_months, both
 * included, a bound of 0 ignored. 'unknown' when there is a limit and no birth date (the
 * assistant's step 1 asks for it).
 */
export function seasonAgeCheck(l: SeasonLevelRules, dateOfBirth: string | null | undefined, seasonStart: string): 'ok' | 'out' | 'unknown' {
  if (!hasSeasonAgeLimit(l)) return 'ok';
  if (!hasDate(dateOfBirth)) return 'unknown';
  const months = seasonAgeInMonths(dateOfBirth, seasonStart);
  const min = l.age_min_months ?? 0;
  const max = l.age_max_months ?? 0;
  return (min > 0 && months < min) || (max > 0 && months > max) ? 'out' : 'ok';
}

/**
 * The season level rule (spec 001 §5): a level id above 5 only for a swimmer whose current level
 * is that id; an id of 5 or lower (the age groups and Dortoka 1) only while the current level is
 * below 6. Otherwise 'OutOfLevelLimit'. A person without a level has level 0. Level 39 follows
 * the first clause: the office gives level 39 (see SPECIAL_LEVEL_ID).
 */
export function isSeasonLevelAllowed(levelId: number, currentLevel: number | null | undefined): boolean {
  const current = currentLevel ?? 0;
  return seasonLevelRequirement(levelId) === 'assigned' ? current === levelId : current < 6;
}

/**
 * What the level rule asks of the swimmer, so a refusal can be put in words: 'assigned' for a
 * level above 5 (the club must have given the swimmer exactly this level), 'belowSix' for 5 or
 * lower (open while the swimmer's level is below 6, i.e. until the club moves them up).
 */
export const seasonLevelRequirement = (levelId: number): 'assigned' | 'belowSix' => (levelId > 5 ? 'assigned' : 'belowSix');

/**
 * memberProfile.limit_poolid (spec 001 §5): 0 any pool, else only the groups of that pool
 * (1 Fadura, 2 Gobela) may be chosen or ranked.
 */
export const isPoolAllowed = (poolID: number, limitPoolId: number | null | undefined): boolean => !limitPoolId || limitPoolId === poolID;

/** The groups a person may choose: visible ones, in their pool limit. */
export function choosableGroups<G extends { poolID: number; visibility?: FlagLike }>(
  groups: readonly G[],
  limitPoolId?: number | null,
): G[] {
  return groups.filter((g) => (g.visibility === undefined || isOn(g.visibility)) && isPoolAllowed(g.poolID, limitPoolId));
}

/**
 * Level expiry (spec 001 §4): on the card a level is expired once the season has started; in the
 * assistant once signup_end has passed. "Passed" means before today (the last day still counts).
 * allow_override_signupdate keeps it open either way.
 */
export function isLevelExpired(l: SeasonLevelRules, season: SeasonDates, today: string, where: 'card' | 'assistant'): boolean {
  if (isOn(l.allow_override_signupdate)) return false;
  const last = where === 'card' ? season.date_begin : season.signup_end;
  return last < today;
}

/** Whether the assistant may still send a signup ('SignupClosed' otherwise). */
export const isSeasonSignupOpen = (l: SeasonLevelRules, season: SeasonDates, today: string): boolean =>
  !isLevelExpired(l, season, today, 'assistant');

/** do_enrol_v2's code of a refusal: its reasons are SEASON_REFUSALS. */
export const ENROL_V2_REFUSED = 4;

/** The season level refusal words (do_enrol_v2 code 4; the first is `ext`). */
export const SEASON_REFUSALS = [
  'SignupClosed',
  'AlreadySignedUp',
  'MembersOnly',
  'OutOfAgeLimit',
  'OutOfLevelLimit',
  'ProfileIncomplete',
  'ScheduleRequired',
  'ScheduleNotAllowed',
  'PoolNotAllowed',
  'InvalidRanking',
  /** Step 1: the person never accepted the club's terms and the signup does not accept them. */
  'TermsNotAccepted',
] as const;
export type SeasonRefusal = (typeof SEASON_REFUSALS)[number];

export interface SeasonPerson {
  date_of_birth: string | null | undefined;
  member_id: number | null | undefined;
  current_level?: number | null;
  limit_poolid?: number | null;
}

/**
 * Every reason the person may not sign up for the level (the choice of group or ranking is judged
 * apart), in the stable order of SEASON_REFUSALS; empty when they may.
 */
export function seasonRefusals(
  l: SeasonLevelRules,
  season: SeasonDates,
  p: SeasonPerson,
  ctx: { today: string; alreadySignedUp?: boolean },
): SeasonRefusal[] {
  const found = new Set<SeasonRefusal>();
  if (!isSeasonSignupOpen(l, season, ctx.today)) found.add('SignupClosed');
  if (ctx.alreadySignedUp) found.add('AlreadySignedUp');
  if (isOn(l.requires_membership) && !((p.member_id ?? 0) > 0)) found.add('MembersOnly');
  const age = seasonAgeCheck(l, p.date_of_birth, season.date_begin);
  if (age === 'out') found.add('OutOfAgeLimit');
  if (age === 'unknown') found.add('ProfileIncomplete');
  if (!isSeasonLevelAllowed(l.id, p.current_level)) found.add('OutOfLevelLimit');
  return SEASON_REFUSALS.filter((r) => found.has(r));
}

/** `/actividades/temporada/{slug}`: the slug is made from the Spanish title (spec 001 §2). */
export const levelSlug = (titleEs: string): string => slugify(titleEs);

/** The level a slug names, matched on the Spanish title (null when none). */
export const findLevelBySlug = <L extends { title_es: string }>(levels: readonly L[], slug: string): L | null =>
  levels.find((l) => levelSlug(l.title_es) === slug.toLowerCase()) ?? null;

/**
 * The current season (issue 16): the one with the latest date_begin among those whose date_end
 * has not passed (the last day still counts); null when none.
 */
export function currentSeason<S extends { date_begin: string; date_end: string }>(seasons: readonly S[], today: string): S | null {
  let best: S | null = null;
  for (const s of seasons) if (s.date_end >= today && (!best || s.date_begin > best.date_begin)) best = s;
  return best;
}
