import { describe, expect, it } from 'vitest';
import { seasonLevelRequirement } from './eligibility.rules.js';
import { isLevelChoiceRefusal, levelChoiceRefusals, levelChoices } from './level-choice.rules.js';

const season = { date_begin: '2026-09-01', date_end: '2027-06-30', signup_end: '2026-07-31' };
const today = '2026-07-01';
// The demo season's levels (seed/assets/seasons/levels.ts): ages in months at the season's start.
const babies = { id: 2, age_min_months: 6, age_max_months: 35 };
const dortoka1 = { id: 5, age_min_months: 72, age_max_months: 131 };
const pinguinoa = { id: 9, age_min_months: 84, age_max_months: 0 };
const master = { id: 11, age_min_months: 216, age_max_months: 0, requires_membership: 1 as const };
// Uxue (born 2016-06-14) has no level yet: 124 months at the season's start.
const uxue = { date_of_birth: '2016-06-14', member_id: 0, current_level: 0 };

describe('the levels a person may choose', () => {
  it('closes a level outside the age range, with the age refusal', () => {
    expect(levelChoiceRefusals(babies, season, uxue, today)).toEqual(['OutOfAgeLimit']);
    expect(levelChoiceRefusals(dortoka1, season, uxue, today)).toEqual([]);
  });

  it('closes a level the club has not given the swimmer', () => {
    expect(levelChoiceRefusals(pinguinoa, season, uxue, today)).toEqual(['OutOfLevelLimit']);
    expect(levelChoiceRefusals(pinguinoa, season, { ...uxue, current_level: 9 }, today)).toEqual([]);
    // A swimmer moved up past Dortoka 1 no longer takes the levels of 5 and below.
    expect(levelChoiceRefusals(dortoka1, season, { ...uxue, current_level: 7 }, today)).toEqual(['OutOfLevelLimit']);
  });

  it('gives every reason of the level at once, members only and age included', () => {
    expect(levelChoiceRefusals(master, season, uxue, today)).toEqual(['MembersOnly', 'OutOfAgeLimit', 'OutOfLevelLimit']);
  });

  it('closes every level once the signup is over, unless the level allows signing up later', () => {
    expect(levelChoiceRefusals(dortoka1, season, uxue, '2026-08-01')).toEqual(['SignupClosed']);
    expect(levelChoiceRefusals({ ...dortoka1, allow_override_signupdate: 1 }, season, uxue, '2026-08-01')).toEqual([]);
  });

  it('leaves the profile and "already signed up" to the steps that ask for them', () => {
    expect(levelChoiceRefusals(babies, season, { ...uxue, date_of_birth: null }, today)).toEqual([]);
    expect(isLevelChoiceRefusal('ProfileIncomplete')).toBe(false);
    expect(isLevelChoiceRefusal('AlreadySignedUp')).toBe(false);
  });

  it('lists each level with its reasons, in the order given', () => {
    expect(levelChoices([babies, dortoka1, pinguinoa], season, uxue, today).map((c) => [c.level.id, c.refusals])).toEqual([
      [2, ['OutOfAgeLimit']],
      [5, []],
      [9, ['OutOfLevelLimit']],
    ]);
  });

  it('says what the level rule asks: an assigned level above 5, a level below 6 up to 5', () => {
    expect(seasonLevelRequirement(9)).toBe('assigned');
    expect(seasonLevelRequirement(39)).toBe('assigned');
    expect(seasonLevelRequirement(6)).toBe('assigned');
    expect(seasonLevelRequirement(5)).toBe('belowSix');
    expect(seasonLevelRequirement(2)).toBe('belowSix');
  });
});
