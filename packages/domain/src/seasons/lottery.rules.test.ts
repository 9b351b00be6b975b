import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestFreeGroup, drawOrder, fnv1a32, nextWaitingFor, runLottery, type LotteryApplicant } from './lottery.rules.js';

const groups = ['g1', 'g2', 'g3', 'g4', 'g5'];

const applicant = (ticketID: number, family: string, ranks: string[]): LotteryApplicant => ({
  ticketID,
  user_id: 100 + ticketID,
  level_id: 9,
  family,
  ranking: ranks.map((uuid, i) => ({ uuid, rank: i + 1 })),
});

/** Families of 1-3 children, each child ranking 1-5 distinct groups. */
const applicantsArb = fc
  .array(
    fc.record({
      children: fc.integer({ min: 1, max: 3 }),
      rankings: fc.array(fc.shuffledSubarray(groups, { minLength: 1, maxLength: 5 }), { minLength: 3, maxLength: 3 }),
    }),
    { minLength: 0, maxLength: 25 },
  )
  .map((families) => {
    let ticket = 1;
    return families.flatMap((f, fi) => Array.from({ length: f.children }, (_, c) => applicant(ticket++, `family-${fi}`, f.rankings[c]!)));
  });
const seatsArb = fc.record(
  Object.fromEntries(groups.map((g) => [g, fc.integer({ min: 0, max: 6 })])) as Record<string, fc.Arbitrary<number>>,
);
const seedArb = fc.string({ minLength: 1, maxLength: 64 });

describe('the group lottery', () => {
  it('hashes the seed with FNV-1a', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('gives the same result for the same seed and applicants, in any order', () => {
    const apps = [applicant(1, 'a', ['g1']), applicant(2, 'b', ['g1', 'g2']), applicant(3, 'a', ['g2']), applicant(4, 'c', ['g1'])];
    const one = runLottery('sorteo-2026', apps, { g1: 1, g2: 1 });
    const again = runLottery('sorteo-2026', [...apps].reverse(), { g1: 1, g2: 1 });
    expect(again).toEqual(one);
    expect(one.order).toHaveLength(4);
  });

  it('a different seed gives another order (with enough families)', () => {
    const apps = Array.from({ length: 20 }, (_, i) => applicant(i + 1, `f${i}`, ['g1']));
    const orders = new Set(['a', 'b', 'c', 'd'].map((s) => runLottery(s, apps, {}).order.join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('places each in the best-ranked group with a seat left, or not at all', () => {
    const apps = [applicant(1, 'a', ['g1', 'g2']), applicant(2, 'b', ['g1', 'g2']), applicant(3, 'c', ['g1', 'g2'])];
    const result = runLottery('x', apps, { g1: 1, g2: 1 });
    const [first, second, third] = result.placements;
    expect(first).toMatchObject({ uuid: 'g1', rank: 1 });
    expect(second).toMatchObject({ uuid: 'g2', rank: 2 });
    expect(third).toMatchObject({ uuid: null, rank: null });
  });

  it('finds the best free group of a ranking', () => {
    const ranking = [
      { uuid: 'g2', rank: 2 },
      { uuid: 'g1', rank: 1 },
      { uuid: 'g3', rank: 3 },
    ];
    expect(
      bestFreeGroup(
        ranking,
        new Map([
          ['g1', 0],
          ['g2', 0],
          ['g3', 2],
        ]),
      ),
    ).toEqual({ uuid: 'g3', rank: 3 });
    expect(bestFreeGroup(ranking, new Map())).toBeNull();
  });

  it('holds over many seeds: seats, best free group, unplaced all full, siblings together, a permutation', () => {
    fc.assert(
      fc.property(seedArb, applicantsArb, seatsArb, (seed, apps, seats) => {
        const result = runLottery(seed, apps, seats);
        // The order is a permutation of the applicants.
        expect([...result.order].sort((a, b) => a - b)).toEqual(apps.map((a) => a.ticketID).sort((a, b) => a - b));
        // Replay the draw: each placed got the best-ranked group free at their turn; each unplaced found all full.
        const free = new Map(Object.entries(seats));
        const byTicket = new Map(apps.map((a) => [a.ticketID, a]));
        for (const p of result.placements) {
          const a = byTicket.get(p.ticketID)!;
          const ranked = [...a.ranking].sort((x, y) => x.rank - y.rank);
          const best = ranked.find((r) => (free.get(r.uuid) ?? 0) > 0);
          if (best) {
            expect(p).toMatchObject({ uuid: best.uuid, rank: best.rank });
            free.set(best.uuid, free.get(best.uuid)! - 1);
          } else {
            expect(p.uuid).toBeNull();
            expect(ranked.every((r) => (free.get(r.uuid) ?? 0) === 0)).toBe(true);
          }
        }
        // Never a group over its seats.
        for (const g of groups) {
          const placed = result.placements.filter((p) => p.uuid === g).length;
          expect(placed).toBeLessThanOrEqual(seats[g]!);
        }
        // Siblings of one family draw one after the other.
        const families = result.order.map((t) => byTicket.get(t)!.family);
        const seen = new Set<string>();
        families.forEach((f, i) => {
          if (i > 0 && families[i - 1] !== f) {
            expect(seen.has(f)).toBe(false);
          }
          seen.add(f);
        });
        // Same seed, same applicants (shuffled input): same result.
        expect(runLottery(seed, [...apps].reverse(), seats)).toEqual(result);
      }),
      { numRuns: 500 },
    );
    // 500 draws take about 1.2 s alone; a loaded machine (the whole suite beside it) may take 4x.
  }, 20_000);

  it('draws every family of a seed in one order', () => {
    const apps = [applicant(1, 'a', ['g1']), applicant(2, 'a', ['g1'])];
    expect(drawOrder('s', apps).map((a) => a.ticketID)).toEqual([1, 2]);
  });
});

describe('who gets a freed seat', () => {
  const w = (ticketID: number, o: Partial<Parameters<typeof nextWaitingFor>[1][number]>) => ({
    ticketID,
    uuid: null,
    ranked: [],
    drawPosition: null,
    createdAt: '2026-06-01T10:00:00Z',
    ...o,
  });
  it('the first in draw order who ranked the group', () => {
    const waiting = [
      w(1, { ranked: ['g2'], drawPosition: 0 }),
      w(2, { ranked: ['g1', 'g3'], drawPosition: 3 }),
      w(3, { ranked: ['g1'], drawPosition: 1 }),
    ];
    expect(nextWaitingFor('g1', waiting)?.ticketID).toBe(3);
    expect(nextWaitingFor('g4', waiting)).toBeNull();
  });
  it('plain waiting lists by signup time, after the drawn applicants', () => {
    const waiting = [
      w(5, { uuid: 'g1', createdAt: '2026-06-02T10:00:00Z' }),
      w(4, { uuid: 'g1', createdAt: '2026-06-01T10:00:00Z' }),
      w(6, { ranked: ['g1'], drawPosition: 9 }),
    ];
    expect(nextWaitingFor('g1', waiting)?.ticketID).toBe(6);
    expect(nextWaitingFor('g1', waiting.slice(0, 2))?.ticketID).toBe(4);
  });
});
