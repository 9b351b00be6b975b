import { describe, expect, it } from 'vitest';
import {
  ageCheck,
  ageInMonthsOn,
  enrolmentRefusals,
  isLevelAllowed,
  isMembershipMissing,
  signupButtonState,
  type EligibilityCourse,
  type EligibilityPerson,
} from './eligibility.rules.js';

const course: EligibilityCourse = { date: '2026-07-01', max_signup_date: '2026-06-25', age_min_months: 84, age_max_months: 144 };
const child: EligibilityPerson = { date_of_birth: '2018-07-01', member_id: 0, current_level: 0 }; // 96 months on 2026-07-01
const today = '2026-06-01';

describe('age in months at the course date', () => {
  it('counts whole months on the start day', () => {
    expect(ageInMonthsOn('2018-07-01', '2026-07-01')).toBe(96);
    expect(ageInMonthsOn('2018-07-02', '2026-07-01')).toBe(95);
  });
  it('keeps both bounds inclusive', () => {
    expect(ageCheck(course, '2019-07-01')).toBe('ok'); // 84
    expect(ageCheck(course, '2019-07-02')).toBe('out'); // 83
    expect(ageCheck(course, '2014-07-01')).toBe('ok'); // 144
    expect(ageCheck(course, '2014-06-30')).toBe('ok'); // 144 months and a day: still 144 whole months
    expect(ageCheck(course, '2014-05-31')).toBe('out'); // 145
  });
  it('ignores a bound of 0, and both 0 is no limit', () => {
    expect(ageCheck({ ...course, age_min_months: 0 }, '2025-06-01')).toBe('ok');
    expect(ageCheck({ ...course, age_max_months: 0 }, '1960-01-01')).toBe('ok');
    expect(ageCheck({ date: '2026-07-01', age_min_months: 0, age_max_months: 0 }, null)).toBe('ok');
  });
  it('is unknown without a birth date when there is a limit', () => {
    expect(ageCheck(course, null)).toBe('unknown');
    expect(ageCheck(course, '')).toBe('unknown');
  });
});

describe('required level', () => {
  it('asks nothing up to level 3', () => {
    for (const r of [0, 1, 2, 3, null]) expect(isLevelAllowed(r, 0)).toBe(true);
  });
  it('needs the same level above 3, too low or too high blocks', () => {
    expect(isLevelAllowed(7, 7)).toBe(true);
    expect(isLevelAllowed(7, 6)).toBe(false);
    expect(isLevelAllowed(7, 8)).toBe(false);
    expect(isLevelAllowed(7, null)).toBe(false);
  });
  it('lets 10 and 11 take any level above 9', () => {
    expect(isLevelAllowed(10, 11)).toBe(true);
    expect(isLevelAllowed(11, 10)).toBe(true);
    expect(isLevelAllowed(11, 12)).toBe(true);
    expect(isLevelAllowed(10, 9)).toBe(false);
  });
  it('lets 8 take higher levels only in extended mode', () => {
    expect(isLevelAllowed(8, 9)).toBe(false);
    expect(isLevelAllowed(8, 9, true)).toBe(true);
    expect(isLevelAllowed(8, 8, true)).toBe(true);
    expect(isLevelAllowed(8, 7, true)).toBe(false);
    expect(isLevelAllowed(9, 10, true)).toBe(false);
  });
});

describe('members only', () => {
  it('needs a non-zero member_id', () => {
    const exclusive = { ...course, requires_membership: 1 };
    expect(isMembershipMissing(exclusive, { member_id: 0 })).toBe(true);
    expect(isMembershipMissing(exclusive, { member_id: null })).toBe(true);
    expect(isMembershipMissing(exclusive, { member_id: 12345 })).toBe(false);
    expect(isMembershipMissing(course, { member_id: 0 })).toBe(false);
  });
});

describe('enrolmentRefusals', () => {
  it('is empty for an eligible person', () => {
    expect(enrolmentRefusals(course, child, { today })).toEqual([]);
  });
  it('lists every reason in a stable order', () => {
    const strict = { ...course, requires_membership: true, required_level: 7, is_external: 1 };
    expect(enrolmentRefusals(strict, { ...child, date_of_birth: '2024-01-01' }, { today: '2026-06-26', alreadySignedUp: true })).toEqual([
      'ExternalCourse',
      'SignupClosed',
      'AlreadySignedUp',
      'MembersOnly',
      'OutOfAgeLimit',
      'OutOfLevelLimit',
    ]);
  });
  it('closes after the deadline or the start, unless overridden', () => {
    expect(enrolmentRefusals(course, child, { today: '2026-06-26' })).toEqual(['SignupClosed']);
    expect(enrolmentRefusals({ ...course, max_signup_date: null }, child, { today: '2026-07-02' })).toEqual(['SignupClosed']);
    expect(enrolmentRefusals({ ...course, allow_override_signupdate: 1 }, child, { today: '2026-07-10' })).toEqual([]);
  });
  it('asks for the birth date when an age limit cannot be checked', () => {
    expect(enrolmentRefusals(course, { ...child, date_of_birth: null }, { today })).toEqual(['ProfileIncomplete']);
  });
  it('applies the extended level rule', () => {
    const c = { ...course, required_level: 8 };
    expect(enrolmentRefusals(c, { ...child, current_level: 9 }, { today })).toEqual(['OutOfLevelLimit']);
    expect(enrolmentRefusals(c, { ...child, current_level: 9 }, { today, extended: true })).toEqual([]);
  });
});

describe('signupButtonState', () => {
  it('shows the external link before anything else', () => {
    expect(signupButtonState({ ...course, is_external: 1 }, { person: null }, '2027-01-01')).toBe('external');
  });
  it('shows already signed up even after the dates', () => {
    expect(signupButtonState(course, { person: child, alreadySignedUp: true }, '2026-08-01')).toBe('already_signed_up');
  });
  it('shows the expired state to visitors and members alike', () => {
    expect(signupButtonState(course, { person: null }, '2026-06-26')).toBe('date_expired');
    expect(signupButtonState(course, { person: child }, '2026-06-26')).toBe('date_expired');
  });
  it('asks visitors to log in, then checks the age', () => {
    expect(signupButtonState(course, { person: null }, today)).toBe('login');
    expect(signupButtonState(course, { person: { ...child, date_of_birth: '2024-01-01' } }, today)).toBe('out_of_age');
    expect(signupButtonState(course, { person: child }, today)).toBe('can_signup');
    expect(signupButtonState(course, { person: { ...child, date_of_birth: null } }, today)).toBe('can_signup');
  });
});
