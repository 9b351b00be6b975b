import { describe, expect, it } from 'vitest';
import {
  collectionDateProblem,
  debitStatus,
  earliestCollectionDate,
  easterSunday,
  firstDayOf,
  isGathered,
  isIsoDay,
  isPeriod,
  isTargetBusinessDay,
  nextBusinessDay,
  periodOf,
  periodsUpTo,
} from './collection.rules.js';

describe('TARGET business days', () => {
  it('computes Easter Sunday for known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('closes weekends, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December', () => {
    for (const closed of ['2026-11-28', '2026-11-29', '2027-01-01', '2026-04-03', '2026-04-06', '2027-05-01', '2026-12-25', '2026-12-26']) {
      expect(isTargetBusinessDay(closed), closed).toBe(false);
    }
    // Days that are holidays in Spain or the Basque Country but open for TARGET.
    for (const open of ['2026-12-08', '2027-01-06', '2026-07-31', '2026-04-02', '2026-11-30']) {
      expect(isTargetBusinessDay(open), open).toBe(true);
    }
  });

  it('moves to the next open day', () => {
    expect(nextBusinessDay('2026-12-24')).toBe('2026-12-24');
    expect(nextBusinessDay('2026-12-25')).toBe('2026-12-28');
    expect(nextBusinessDay('2026-04-03')).toBe('2026-04-07');
  });
});

describe('the collection date', () => {
  it('is at least one business day after the file reaches the bank (SEPA Core D-1)', () => {
    expect(earliestCollectionDate('2026-11-23')).toBe('2026-11-24'); // Monday -> Tuesday
    expect(earliestCollectionDate('2026-11-27')).toBe('2026-11-30'); // Friday -> Monday
    expect(earliestCollectionDate('2026-11-28')).toBe('2026-12-01'); // Saturday: handed in Monday, collected Tuesday
    expect(earliestCollectionDate('2026-12-24')).toBe('2026-12-28');
  });

  it('names the problem of a date that cannot be collected', () => {
    const today = '2026-11-23';
    expect(collectionDateProblem('2026-11-24', today)).toBeNull();
    expect(collectionDateProblem('2026-12-01', today)).toBeNull();
    expect(collectionDateProblem('2026-11-23', today)).toBe('too_soon');
    expect(collectionDateProblem('2026-10-01', today)).toBe('too_soon');
    expect(collectionDateProblem('2026-11-28', today)).toBe('closed_day');
    expect(collectionDateProblem('2026-12-25', today)).toBe('closed_day');
    expect(collectionDateProblem('2027-11-23', today)).toBeNull();
    expect(collectionDateProblem('2027-11-25', today)).toBe('too_far');
    expect(collectionDateProblem('2026-02-30', today)).toBe('format');
    expect(collectionDateProblem('1/12/2026', today)).toBe('format');
  });

  it('reads only real ISO days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });
});

describe('the collection month', () => {
  it('charges the monthly fees of the collection date month, catching up missed months, never ahead', () => {
    expect(periodOf('2026-12-03')).toBe('2026-12');
    expect(periodsUpTo('2026-09', '2026-12-03')).toEqual(['2026-09', '2026-10', '2026-11', '2026-12']);
    expect(periodsUpTo('2026-11', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(periodsUpTo('2027-01', '2026-12-03')).toEqual([]);
    expect(firstDayOf('2027-02')).toBe('2027-02-01');
  });

  it('knows a period', () => {
    expect(isPeriod('')).toBe(true);
    expect(isPeriod('2026-09')).toBe(true);
    expect(isPeriod('2026-13')).toBe(false);
    expect(isPeriod('2026-9')).toBe(false);
  });

  it('gathers due and returned charges due by the collection date, nothing else', () => {
    expect(isGathered({ state: 'due', dueOn: '2026-12-01' }, '2026-12-03')).toBe(true);
    expect(isGathered({ state: 'due', dueOn: '2026-12-03' }, '2026-12-03')).toBe(true);
    expect(isGathered({ state: 'due', dueOn: '2026-12-04' }, '2026-12-03')).toBe(false);
    expect(isGathered({ state: 'returned', dueOn: '2026-10-01' }, '2026-12-03')).toBe(true);
    expect(isGathered({ state: 'collected', dueOn: '2026-10-01' }, '2026-12-03')).toBe(false);
    expect(isGathered({ state: 'paid', dueOn: '2026-10-01' }, '2026-12-03')).toBe(false);
  });
});

describe('debitStatus', () => {
  it('is sent up to and on the collection date, collected from the day after, returned once marked whatever the day', () => {
    expect(debitStatus('collected', '2026-12-03', '2026-11-24')).toBe('sent');
    expect(debitStatus('collected', '2026-12-03', '2026-12-03')).toBe('sent');
    expect(debitStatus('collected', '2026-12-03', '2026-12-04')).toBe('collected');
    expect(debitStatus('returned', '2026-12-03', '2026-11-30')).toBe('returned');
    expect(debitStatus('returned', '2026-12-03', '2027-01-10')).toBe('returned');
  });
});
