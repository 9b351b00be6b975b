import { describe, expect, it } from 'vitest';
import {
  choosableGroups,
  currentSeason,
  findLevelBySlug,
  isLevelExpired,
  isPoolAllowed,
  isSeasonLevelAllowed,
  levelSlug,
  seasonAgeCheck,
  seasonAgeInMonths,
  seasonRefusals,
  takesNoGroup,
} from './eligibility.rules.js';

const season = { date_begin: '2026-09-01', date_end: '2027-06-30', signup_end: '2026-07-15' };

describe('age in months at the season start (a started month counts whole)', () => {
  it('counts exactly when the birth day matches the start day', () => {
    expect(seasonAgeInMonths('2020-09-01', '2026-09-01')).toBe(72);
    expect(seasonAgeInMonths('2026-03-01', '2026-09-01')).toBe(6);
  });
  it('counts 5 months and some days as 6', () => {
    expect(seasonAgeInMonths('2026-03-20', '2026-09-01')).toBe(6); // 5 months 12 days
    expect(seasonAgeInMonths('2026-03-02', '2026-09-01')).toBe(6); // 5 months 30 days
    expect(seasonAgeInMonths('2020-03-20', '2026-09-01')).toBe(78); // 77 months 12 days
  });
  it('counts a day over a whole month as the next month', () => {
    expect(seasonAgeInMonths('2026-02-28', '2026-09-01')).toBe(7); // 6 months 4 days
    expect(seasonAgeInMonths('2019-08-31', '2026-09-01')).toBe(85); // 84 months 1 day
  });
});

describe('the season age rule', () => {
  const level = { id: 3, age_min_months: 84, age_max_months: 120 };
  it('keeps both bounds, counted at the season start', () => {
    expect(seasonAgeCheck(level, '2019-09-01', season.date_begin)).toBe('ok'); // 84
    expect(seasonAgeCheck(level, '2019-10-01', season.date_begin)).toBe('out'); // 83
    expect(seasonAgeCheck(level, '2019-09-15', season.date_begin)).toBe('ok'); // 83 months 17 days -> 84
    expect(seasonAgeCheck(level, '2016-09-01', season.date_begin)).toBe('ok'); // 120
    expect(seasonAgeCheck(level, '2016-08-20', season.date_begin)).toBe('out'); // 120 months 12 days -> 121
  });
  it('both bounds 0 is no limit, one bound 0 is ignored', () => {
    expect(seasonAgeCheck({ id: 11 }, '1950-01-01', season.date_begin)).toBe('ok');
    expect(seasonAgeCheck({ id: 11, age_min_months: 0, age_max_months: 0 }, null, season.date_begin)).toBe('ok');
    expect(seasonAgeCheck({ id: 11, age_min_months: 216 }, '1950-01-01', season.date_begin)).toBe('ok');
    expect(seasonAgeCheck({ id: 2, age_max_months: 60 }, '2025-01-01', season.date_begin)).toBe('ok');
  });
  it('is unknown without a birth date when there is a limit', () => {
    expect(seasonAgeCheck(level, '', season.date_begin)).toBe('unknown');
  });
});

describe('the season level rule', () => {
  it('allows a level above 5 only to a swimmer at that level', () => {
    expect(isSeasonLevelAllowed(7, 7)).toBe(true);
    expect(isSeasonLevelAllowed(7, 6)).toBe(false);
    expect(isSeasonLevelAllowed(7, 8)).toBe(false);
    expect(isSeasonLevelAllowed(11, 0)).toBe(false);
    expect(isSeasonLevelAllowed(39, 39)).toBe(true);
    expect(isSeasonLevelAllowed(39, 0)).toBe(false);
  });
  it('allows a level of 5 or lower while the current level is below 6', () => {
    expect(isSeasonLevelAllowed(5, 0)).toBe(true);
    expect(isSeasonLevelAllowed(2, null)).toBe(true);
    expect(isSeasonLevelAllowed(5, 5)).toBe(true);
    expect(isSeasonLevelAllowed(4, 6)).toBe(false);
    expect(isSeasonLevelAllowed(5, 9)).toBe(false);
  });
  it('level 39 takes no group', () => {
    expect(takesNoGroup(39)).toBe(true);
    expect(takesNoGroup(7)).toBe(false);
  });
});

describe('limit_poolid', () => {
  const groups = [
    { uuid: 'a', poolID: 1, visibility: 1 },
    { uuid: 'b', poolID: 2, visibility: 1 },
    { uuid: 'c', poolID: 2, visibility: 0 },
  ];
  it('0 allows every pool, otherwise only its own', () => {
    expect(isPoolAllowed(2, 0)).toBe(true);
    expect(isPoolAllowed(2, 1)).toBe(false);
    expect(isPoolAllowed(1, 1)).toBe(true);
  });
  it('leaves hidden groups and other pools out of the choice', () => {
    expect(choosableGroups(groups, 0).map((g) => g.uuid)).toEqual(['a', 'b']);
    expect(choosableGroups(groups, 2).map((g) => g.uuid)).toEqual(['b']);
  });
});

describe('level expiry', () => {
  const level = { id: 7 };
  it('on the card once the season has started, in the assistant once signup_end passed', () => {
    expect(isLevelExpired(level, season, '2026-09-01', 'card')).toBe(false);
    expect(isLevelExpired(level, season, '2026-09-02', 'card')).toBe(true);
    expect(isLevelExpired(level, season, '2026-07-15', 'assistant')).toBe(false);
    expect(isLevelExpired(level, season, '2026-07-16', 'assistant')).toBe(true);
  });
  it('never with the override', () => {
    expect(isLevelExpired({ ...level, allow_override_signupdate: 1 }, season, '2027-01-10', 'card')).toBe(false);
    expect(isLevelExpired({ ...level, allow_override_signupdate: true }, season, '2027-01-10', 'assistant')).toBe(false);
  });
});

describe('refusals', () => {
  const child = { date_of_birth: '2018-05-10', member_id: 0, current_level: 0 };
  it('lists every reason in a stable order', () => {
    expect(
      seasonRefusals({ id: 8, age_min_months: 120, requires_membership: 1 }, season, child, { today: '2026-08-01', alreadySignedUp: true }),
    ).toEqual(['SignupClosed', 'AlreadySignedUp', 'MembersOnly', 'OutOfAgeLimit', 'OutOfLevelLimit']);
  });
  it('is empty for an eligible child', () => {
    expect(seasonRefusals({ id: 4, age_min_months: 84, age_max_months: 120 }, season, child, { today: '2026-06-01' })).toEqual([]);
  });
  it('asks for the birth date when a limit needs it', () => {
    expect(seasonRefusals({ id: 4, age_min_months: 84 }, season, { ...child, date_of_birth: null }, { today: '2026-06-01' })).toEqual([
      'ProfileIncomplete',
    ]);
  });
});

describe('slugs and the current season', () => {
  it('makes the slug from the Spanish title and matches it', () => {
    expect(levelSlug('Pingüino — Pinguinoa')).toBe('pinguino-pinguinoa');
    const levels = [{ title_es: 'Dortoka 1' }, { title_es: 'Igela' }];
    expect(findLevelBySlug(levels, 'igela')).toBe(levels[1]);
    expect(findLevelBySlug(levels, 'dortoka-1')).toBe(levels[0]);
    expect(findLevelBySlug(levels, 'marrazoa')).toBeNull();
  });
  it('takes the latest start among seasons not yet ended', () => {
    const seasons = [
      { id: 1, date_begin: '2025-09-01', date_end: '2026-06-30' },
      { id: 2, date_begin: '2026-09-01', date_end: '2027-06-30' },
      { id: 3, date_begin: '2024-09-01', date_end: '2025-06-30' },
    ];
    expect(currentSeason(seasons, '2026-06-30')?.id).toBe(2);
    expect(currentSeason(seasons, '2025-05-01')?.id).toBe(2);
    expect(currentSeason(seasons.slice(0, 1), '2026-06-30')?.id).toBe(1);
    expect(currentSeason(seasons.slice(0, 1), '2026-07-01')).toBeNull();
  });
});
