import { describe, expect, it } from 'vitest';
import {
  assignRank,
  chosenGroup,
  maxRankFor,
  rankedList,
  rankingProblems,
  rankOptions,
  resetRanking,
  visibleRankingGroups,
} from './ranking.rules.js';

const groups = [
  { uuid: 'f1', poolID: 1 },
  { uuid: 'f2', poolID: 1 },
  { uuid: 'f3', poolID: 1 },
  { uuid: 'f4', poolID: 1 },
  { uuid: 'g1', poolID: 2 },
  { uuid: 'g2', poolID: 2 },
  { uuid: 'g3', poolID: 2 },
  { uuid: 'g4', poolID: 2 },
];

describe('editing a ranking', () => {
  it('offers ranks up to the group count, at most 6', () => {
    expect(maxRankFor(8)).toBe(6);
    expect(maxRankFor(4)).toBe(4);
    expect(rankOptions(3)).toEqual([1, 2, 3]);
    expect(rankOptions(9)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('assigning a rank clears it from the group that had it', () => {
    let r = assignRank({}, 'f1', 1);
    r = assignRank(r, 'g1', 2);
    r = assignRank(r, 'g2', 1);
    expect(r).toEqual({ g1: 2, g2: 1 });
  });
  it('re-ranking a group moves it; rank 0 takes it away', () => {
    let r = assignRank({ f1: 1, f2: 2 }, 'f1', 3);
    expect(r).toEqual({ f1: 3, f2: 2 });
    r = assignRank(r, 'f2', 0);
    expect(r).toEqual({ f1: 3 });
  });
  it('the top rank is the chosen schedule; none ranked, none chosen', () => {
    expect(chosenGroup({ g1: 2, f3: 1, f1: 3 })).toBe('f3');
    expect(chosenGroup({})).toBeNull();
    expect(chosenGroup(resetRanking())).toBeNull();
  });
  it('reset clears all', () => {
    expect(resetRanking()).toEqual({});
  });
  it("hides a pool's unranked groups once more than 2 of it are ranked", () => {
    const two = { f1: 1, f2: 2 };
    expect(visibleRankingGroups(groups, two).map((g) => g.uuid)).toEqual(groups.map((g) => g.uuid));
    const three = { f1: 1, f2: 2, f4: 3 };
    expect(visibleRankingGroups(groups, three).map((g) => g.uuid)).toEqual(['f1', 'f2', 'f4', 'g1', 'g2', 'g3', 'g4']);
  });
  it('lists ranked groups by preference', () => {
    expect(rankedList({ g1: 2, f3: 1, f1: 0 })).toEqual([
      { uuid: 'f3', rank: 1 },
      { uuid: 'g1', rank: 2 },
    ]);
  });
});

describe('validating a ranking', () => {
  it('accepts ranks 1..n, at most 3 per pool and 6 in all', () => {
    expect(rankingProblems(groups, [['f1', 1]])).toEqual([]);
    expect(
      rankingProblems(groups, [
        ['f1', 1],
        ['g1', 2],
        ['f2', 3],
        ['g2', 4],
        ['f3', 5],
        ['g3', 6],
        ['g4', 0],
      ]),
    ).toEqual([]);
  });
  it('refuses an empty ranking', () => {
    expect(rankingProblems(groups, [])).toEqual(['empty']);
    expect(rankingProblems(groups, [['f1', 0]])).toEqual(['empty']);
  });
  it('refuses gaps and repeats', () => {
    expect(rankingProblems(groups, [['f1', 2]])).toEqual(['gap']);
    expect(
      rankingProblems(groups, [
        ['f1', 1],
        ['g1', 3],
      ]),
    ).toEqual(['gap']);
    expect(
      rankingProblems(groups, [
        ['f1', 1],
        ['g1', 1],
      ]),
    ).toContain('repeated');
    expect(
      rankingProblems(groups, [
        ['f1', 1],
        ['f1', 2],
      ]),
    ).toContain('repeated');
  });
  it('refuses a rank above 6 or above the group count', () => {
    expect(rankingProblems(groups.slice(0, 2), [['f1', 3]])).toContain('out_of_range');
    expect(rankingProblems(groups, [['f1', 7]])).toContain('out_of_range');
  });
  it('refuses a 4th group of one pool', () => {
    expect(
      rankingProblems(groups, [
        ['f1', 1],
        ['f2', 2],
        ['f3', 3],
        ['f4', 4],
      ]),
    ).toEqual(['too_many_in_pool']);
  });
  it('refuses a group of another level', () => {
    expect(rankingProblems(groups, [['zz', 1]])).toEqual(['unknown_group']);
  });
});
