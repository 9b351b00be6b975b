import { describe, expect, it } from 'vitest';
import { seatSummary } from './seat-summary.rules.js';

const A = '00000000-0000-4000-8000-000000000001';
const B = '00000000-0000-4000-8000-000000000002';

describe('seatSummary', () => {
  it('counts per group the seats taken (1), held (0) and waiting (3); abandoned, problem and finished hold nothing', () => {
    const signups = [1, 1, 0, 3, 3, 4, 2, 5].map((status) => ({ variant: A, status }));
    signups.push({ variant: B, status: 1 });
    expect(
      seatSummary(
        [
          { uuid: A, max_seating: 3 },
          { uuid: B, max_seating: 8 },
        ],
        signups,
      ),
    ).toEqual([
      { variant: A, seats: 3, taken: 2, held: 1, waiting: 2, free: 0 },
      { variant: B, seats: 8, taken: 1, held: 0, waiting: 0, free: 7 },
    ]);
  });

  it('is one row without limit for a course without groups, and never negative when the office seats more', () => {
    expect(seatSummary([], [{ variant: null, status: 1 }])).toEqual([
      { variant: null, seats: 0, taken: 1, held: 0, waiting: 0, free: null },
    ]);
    expect(
      seatSummary(
        [{ uuid: A, max_seating: 1 }],
        [1, 1].map((status) => ({ variant: A, status })),
      )[0]!.free,
    ).toBe(0);
  });
});
