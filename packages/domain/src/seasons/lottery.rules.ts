import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The group lottery of the priority levels (issue 16): a pure function of (seed, applicants,
 * groups' free seats), so the office's preview and the publication give the same result, and any
 * family's result can be explained afterwards from the kept seed, order and placements.
 *
 * 1. The applicants are put in a canonical order that does not depend on how they were read
 *    (families by their first ticket, the siblings of a family by ticket), so the same applicants
 *    give the same draw whatever order the database returns them in.
 * 2. The families are shuffled (Fisher-Yates) with a seeded generator: pure-rand's xoroshiro128+,
 *    seeded with the FNV-1a 32-bit hash of the seed text's UTF-8 bytes, integers drawn with its
 *    unbiased `uniformInt`. Siblings draw together: a family is one lot, its children follow one
 *    another in ticket order (the order the family saved their rankings).
 * 3. Each applicant in turn gets the best-ranked group of their ranking with a seat left; one who
 *    finds every ranked group full is not placed (uuid and rank null) and waits with the ranking
 *    kept.
 */

export interface LotteryApplicant {
  ticketID: number;
  user_id: number;
  level_id: number;
  /** Siblings share it (the family's holder); a person alone has their own. */
  family: string;
  /** The ranked groups; rank 1 is the first choice. */
  ranking: readonly { uuid: string; rank: number }[];
}

export interface LotteryPlacement {
  ticketID: number;
  user_id: number;
  level_id: number;
  uuid: string | null;
  rank: number | null;
}

export interface LotteryResult {
  seed: string;
  /** ticketIDs in draw order. */
  order: number[];
  /** One per applicant, in draw order. */
  placements: LotteryPlacement[];
}

/** The seed the office types: 1 to 64 characters. */
export const LOTTERY_SEED_MAX = 64;

/** FNV-1a, 32 bits, over the UTF-8 bytes of a text (the documented, public-domain hash). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The families in canonical order, each with its members by ticket. */
function canonicalFamilies(applicants: readonly LotteryApplicant[]): LotteryApplicant[][] {
  const byFamily = new Map<string, LotteryApplicant[]>();
  for (const a of applicants) {
    const list = byFamily.get(a.family) ?? [];
    list.push(a);
    byFamily.set(a.family, list);
  }
  const families = [...byFamily.values()].map((f) => [...f].sort((a, b) => a.ticketID - b.ticketID));
  return families.sort((a, b) => a[0]!.ticketID - b[0]!.ticketID);
}

/** The draw order: the families shuffled by the seed, siblings one after the other. */
export function drawOrder(seed: string, applicants: readonly LotteryApplicant[]): LotteryApplicant[] {
  const families = canonicalFamilies(applicants);
  const rng = xoroshiro128plus(fnv1a32(seed));
  for (let i = families.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [families[i], families[j]] = [families[j]!, families[i]!];
  }
  return families.flat();
}

/**
 * The best-ranked group of a ranking that still has a seat in `free` (uuid -> seats left), or
 * null when every ranked group is full.
 */
export function bestFreeGroup(
  ranking: LotteryApplicant['ranking'],
  free: ReadonlyMap<string, number>,
): { uuid: string; rank: number } | null {
  const sorted = [...ranking].filter((r) => r.rank > 0).sort((a, b) => a.rank - b.rank);
  return sorted.find((r) => (free.get(r.uuid) ?? 0) > 0) ?? null;
}

/**
 * Runs the lottery. `freeSeats`: the seats left in each group before the draw (groups absent have
 * none). Same seed and same applicants (in any order): the same result.
 */
export function runLottery(
  seed: string,
  applicants: readonly LotteryApplicant[],
  freeSeats: Readonly<Record<string, number>> | ReadonlyMap<string, number>,
): LotteryResult {
  const free = new Map<string, number>(freeSeats instanceof Map ? freeSeats : Object.entries(freeSeats));
  const order = drawOrder(seed, applicants);
  const placements = order.map((a): LotteryPlacement => {
    const got = bestFreeGroup(a.ranking, free);
    if (got) free.set(got.uuid, free.get(got.uuid)! - 1);
    return { ticketID: a.ticketID, user_id: a.user_id, level_id: a.level_id, uuid: got?.uuid ?? null, rank: got?.rank ?? null };
  });
  return { seed, order: order.map((a) => a.ticketID), placements };
}

/**
 * Who is offered a freed seat of a group (issue 16): among those waiting for it, the first in
 * draw order who ranked that group (lottery applicants not placed); the plain waiting list (no
 * ranking, waiting for that very group) by the time they signed up. Lottery applicants come
 * before later plain signups: they were there at the draw. Null when nobody waits for it.
 */
export interface WaitingSignup {
  ticketID: number;
  /** The group waited for (plain waiting list); null for a ranking. */
  uuid: string | null;
  /** Ranked groups (lottery applicants); empty otherwise. */
  ranked: readonly string[];
  /** Place in the published draw; null when not drawn. */
  drawPosition: number | null;
  /** ISO instant of the signup. */
  createdAt: string;
}

export function nextWaitingFor(groupUuid: string, waiting: readonly WaitingSignup[]): WaitingSignup | null {
  const wants = waiting.filter((w) => (w.drawPosition !== null ? w.ranked.includes(groupUuid) : w.uuid === groupUuid));
  wants.sort((a, b) => {
    if (a.drawPosition !== null && b.drawPosition !== null) return a.drawPosition - b.drawPosition;
    if (a.drawPosition !== null) return -1;
    if (b.drawPosition !== null) return 1;
    return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.ticketID - b.ticketID;
  });
  return wants[0] ?? null;
}
