/**
 * The priority ranking of a priority level (spec 001 §4, §9; issue 16): instead of choosing one
 * group the family ranks up to 6 groups, at most 3 per pool, 1 being the first choice. The
 * assistant's editing rules and the server's validation of what arrives are both here.
 */

/** Ranks go from 1 to 6 at most (spec 001 §9). */
export const MAX_PRIORITY = 6;
/** At most 3 ranked groups per pool (sports centre); a third hides that pool's unranked groups. */
export const MAX_RANKED_PER_POOL = 3;

/**
 * The group lottery is for groups of swimmers aged 7 and up (spec 001 §9, issue 16): a level whose
 * groups are ranked and drawn takes no one younger, so its lower age bound is at least 84 months.
 * Decision: a lower bound of 0 (no limit) would let younger children into the draw, so a priority
 * level needs the bound written; the office's season body is refused otherwise (400).
 */
export const LOTTERY_MIN_AGE_MONTHS = 84;
export const mayDrawByLottery = (level: { age_min_months: number }): boolean => level.age_min_months >= LOTTERY_MIN_AGE_MONTHS;

export interface RankableGroup {
  uuid: string;
  poolID: number;
}

/** uuid -> rank (1 = first choice). A group absent or at 0 is not ranked. */
export type Ranking = Readonly<Record<string, number>>;

/** The highest rank the level allows: its group count, capped at 6. */
export const maxRankFor = (groupCount: number): number => Math.max(0, Math.min(groupCount, MAX_PRIORITY));

/**
 * Gives `uuid` the rank `rank` (0 takes its rank away). Assigning a rank clears it from any other
 * group that had it, so a rank is never held twice. Returns a new ranking.
 */
export function assignRank(ranking: Ranking, uuid: string, rank: number): Ranking {
  const next: Record<string, number> = {};
  for (const [u, r] of Object.entries(ranking)) if (u !== uuid && r > 0 && r !== rank) next[u] = r;
  if (rank > 0) next[uuid] = rank;
  return next;
}

/** The reset button: nothing ranked. */
export const resetRanking = (): Ranking => ({});

/** The chosen schedule is the group ranked first (the top rank); null with none ranked. */
export function chosenGroup(ranking: Ranking): string | null {
  let best: [string, number] | null = null;
  for (const [u, r] of Object.entries(ranking)) if (r > 0 && (!best || r < best[1])) best = [u, r];
  return best ? best[0] : null;
}

const rankedPerPool = (groups: readonly RankableGroup[], ranking: Ranking): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const g of groups) if ((ranking[g.uuid] ?? 0) > 0) counts.set(g.poolID, (counts.get(g.poolID) ?? 0) + 1);
  return counts;
};

/**
 * The groups the assistant shows: when more than 2 groups of one pool are ranked, that pool's
 * unranked groups are hidden (so a 4th cannot be ranked there); ranked groups always show.
 */
export function visibleRankingGroups<G extends RankableGroup>(groups: readonly G[], ranking: Ranking): G[] {
  const counts = rankedPerPool(groups, ranking);
  return groups.filter((g) => (ranking[g.uuid] ?? 0) > 0 || (counts.get(g.poolID) ?? 0) <= 2);
}

export type RankingProblem = 'empty' | 'unknown_group' | 'out_of_range' | 'repeated' | 'gap' | 'too_many_in_pool';

/**
 * What is wrong with a ranking of these groups, [] when it can be saved: at least one group
 * ranked; only the level's (choosable) groups; ranks 1..n with n at most 6 and at most the group
 * count; no rank twice; no gap (1, 2, 3... not 1, 3); at most 3 ranked groups per pool.
 * `entries` are [uuid, rank] pairs as they arrived (so a repeated uuid is seen).
 */
export function rankingProblems(groups: readonly RankableGroup[], entries: readonly (readonly [string, number])[]): RankingProblem[] {
  const problems = new Set<RankingProblem>();
  const byUuid = new Map(groups.map((g) => [g.uuid, g]));
  const ranked = entries.filter(([, r]) => r !== 0);
  if (ranked.length === 0) problems.add('empty');
  const max = maxRankFor(groups.length);
  const seenRanks = new Set<number>();
  const seenUuids = new Set<string>();
  const perPool = new Map<number, number>();
  for (const [uuid, rank] of ranked) {
    const g = byUuid.get(uuid);
    if (!g) problems.add('unknown_group');
    if (!Number.isInteger(rank) || rank < 1 || rank > max) problems.add('out_of_range');
    if (seenRanks.has(rank) || seenUuids.has(uuid)) problems.add('repeated');
    seenRanks.add(rank);
    seenUuids.add(uuid);
    if (g) perPool.set(g.poolID, (perPool.get(g.poolID) ?? 0) + 1);
  }
  for (let r = 1; r <= seenRanks.size; r++) if (!seenRanks.has(r)) problems.add('gap');
  if ([...perPool.values()].some((n) => n > MAX_RANKED_PER_POOL)) problems.add('too_many_in_pool');
  return [...problems];
}

/** The ranked groups in order of preference: [{uuid, rank}] from rank 1. */
export const rankedList = (ranking: Ranking): { uuid: string; rank: number }[] =>
  Object.entries(ranking)
    .filter(([, r]) => r > 0)
    .sort((a, b) => a[1] - b[1])
    .map(([uuid, rank]) => ({ uuid, rank }));

/** The ranks the assistant offers for a group: 1..n (n = group count capped at 6). */
export const rankOptions = (groupCount: number): number[] => Array.from({ length: maxRankFor(groupCount) }, (_, i) => i + 1);
