import { describe, expect, it } from 'vitest';
import { doEnrolV2BodySchema, lotteryBodySchema, seasonBodySchema, type SeasonBodyInput } from './seasons.schemas.js';

const body = (): SeasonBodyInput => ({
  name: 'Temporada 2026-2027',
  date_begin: '2026-09-01',
  date_end: '2027-06-30',
  signup_end: '2026-07-15',
  levels: [
    {
      id: 7,
      title_es: 'Igela',
      variants: [
        { poolID: 1, selected_days: [0, 2], schedule: '17:30-18:15', max_seating: 12, price: '38,50' },
        {
          uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
          poolID: 2,
          selected_days: [1, 3],
          schedule: '18:15-19:00',
          max_seating: 12,
          price: 38.5,
        },
      ],
    },
  ],
});

describe('the office season body', () => {
  it('accepts a season with its levels and groups', () => {
    const s = seasonBodySchema.parse(body());
    expect(s.levels[0]!.variants[0]!.uuid).toBeUndefined();
    expect(s.levels[0]!.variants[1]!.visibility).toBe(1);
    expect(s.levels[0]!.requires_membership).toBe(0);
  });
  it('takes a level drawn by lottery for swimmers of 7 (84 months) and up', () => {
    const b = body();
    const s = seasonBodySchema.parse({ ...b, levels: [{ ...b.levels![0]!, variant_requires_priority: 1, age_min_months: 84 }] });
    expect(s.levels[0]).toMatchObject({ variant_requires_priority: 1, age_min_months: 84 });
  });
  it.each([
    ['an unreal date', (b: SeasonBodyInput) => ({ ...b, date_end: '2027-02-30' })],
    ['begin after end', (b: SeasonBodyInput) => ({ ...b, date_begin: '2027-07-01' })],
    ['an unknown level id', (b: SeasonBodyInput) => ({ ...b, levels: [{ ...b.levels![0]!, id: 12 }] })],
    ['a level twice', (b: SeasonBodyInput) => ({ ...b, levels: [b.levels![0]!, b.levels![0]!] })],
    [
      'pool 3',
      (b: SeasonBodyInput) => ({ ...b, levels: [{ ...b.levels![0]!, variants: [{ ...b.levels![0]!.variants![0]!, poolID: 3 as 1 }] }] }),
    ],
    [
      'negative seats',
      (b: SeasonBodyInput) => ({ ...b, levels: [{ ...b.levels![0]!, variants: [{ ...b.levels![0]!.variants![0]!, max_seating: -1 }] }] }),
    ],
    [
      'fractional seats',
      (b: SeasonBodyInput) => ({ ...b, levels: [{ ...b.levels![0]!, variants: [{ ...b.levels![0]!.variants![0]!, max_seating: 2.5 }] }] }),
    ],
    [
      'a price that is not an amount',
      (b: SeasonBodyInput) => ({ ...b, levels: [{ ...b.levels![0]!, variants: [{ ...b.levels![0]!.variants![0]!, price: 'diez' }] }] }),
    ],
    [
      'a level drawn by lottery open to children under 7',
      (b: SeasonBodyInput) => ({ ...b, levels: [{ ...b.levels![0]!, variant_requires_priority: 1, age_min_months: 83 }] }),
    ],
    [
      'a level drawn by lottery without a lower age bound',
      (b: SeasonBodyInput) => ({ ...b, levels: [{ ...b.levels![0]!, variant_requires_priority: 1 }] }),
    ],
  ])('refuses %s', (_name, change) => {
    expect(seasonBodySchema.safeParse(change(body())).success).toBe(false);
  });
});

describe('do_enrol_v2', () => {
  it('reads the person, the level, the group uuid and the ranking; prices are dropped', () => {
    const b = doEnrolV2BodySchema.parse({
      userData: { user_id: '12', first_name: 'Ane' },
      selectedLevelID: '9',
      selectedSchedule: { uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', price: 0.01 },
      selectedLevel: { variants: [{ uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', priority: '1', price: 1 }] },
    });
    expect(b.userData.user_id).toBe(12);
    expect(b.selectedLevelID).toBe(9);
    expect(b.selectedSchedule).toEqual({ uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' });
    expect(b.selectedLevel!.variants[0]).toEqual({ uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', priority: 1 });
  });
  it('refuses a priority above 6', () => {
    expect(
      doEnrolV2BodySchema.safeParse({
        userData: { user_id: 1 },
        selectedLevelID: 9,
        selectedLevel: { variants: [{ uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', priority: 7 }] },
      }).success,
    ).toBe(false);
  });
});

describe('the lottery seed', () => {
  it('is a text of 1 to 64 characters', () => {
    expect(lotteryBodySchema.safeParse({ seed: 'a' }).success).toBe(true);
    expect(lotteryBodySchema.safeParse({ seed: 'x'.repeat(64) }).success).toBe(true);
    expect(lotteryBodySchema.safeParse({ seed: '' }).success).toBe(false);
    expect(lotteryBodySchema.safeParse({ seed: 'x'.repeat(65) }).success).toBe(false);
    expect(lotteryBodySchema.safeParse({ seed: 12 }).success).toBe(false);
  });
});
