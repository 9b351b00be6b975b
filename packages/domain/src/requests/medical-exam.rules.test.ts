import { describe, expect, it } from 'vitest';
import {
  EXAM_STEP,
  MEDICAL_EXAM_FEE_CENTS,
  availabilityOf,
  canLeaveExamStep,
  examRefusal,
  examSlotsInOrder,
  isSlotBookable,
  isSlotSelectable,
  showExamRequestButton,
  slotTimesBetween,
  examDayFormProblems,
  examCancelRefusal,
} from './medical-exam.rules.js';

const now = new Date('2026-11-24T10:00:00Z');
const member = { gibke_membership_state: 1 };

describe('medical exam eligibility', () => {
  it('costs 24 €', () => {
    expect(MEDICAL_EXAM_FEE_CENTS).toBe(2400);
  });

  it('needs genre 0 to be at least 132 months old', () => {
    // Born 2015-11-24: exactly 132 months on 2026-11-24.
    expect(examRefusal({ ...member, genre: 0, date_of_birth: '2015-11-24' }, now)).toBeNull();
    expect(examRefusal({ ...member, genre: 0, date_of_birth: '2015-11-25' }, now)).toBe('too_young');
  });

  it('needs genre 1 to be at least 144 months old', () => {
    expect(examRefusal({ ...member, genre: 1, date_of_birth: '2014-11-24' }, now)).toBeNull();
    expect(examRefusal({ ...member, genre: 1, date_of_birth: '2014-11-25' }, now)).toBe('too_young');
    // 140 months: old enough for genre 0, not for genre 1.
    expect(examRefusal({ ...member, genre: 0, date_of_birth: '2015-03-01' }, now)).toBeNull();
    expect(examRefusal({ ...member, genre: 1, date_of_birth: '2015-03-01' }, now)).toBe('too_young');
  });

  it('asks genre 2 (unknown) and a missing birth date to update the data first', () => {
    expect(examRefusal({ ...member, genre: 2, date_of_birth: '1980-01-01' }, now)).toBe('data_missing');
    expect(examRefusal({ ...member, genre: 0, date_of_birth: null }, now)).toBe('data_missing');
  });

  it('is for members only (membership state above 0)', () => {
    expect(examRefusal({ gibke_membership_state: 0, genre: 0, date_of_birth: '1980-01-01' }, now)).toBe('not_member');
    expect(examRefusal({ gibke_membership_state: 3, genre: 0, date_of_birth: '1980-01-01' }, now)).toBeNull();
  });

  it('counts the age on the Madrid day', () => {
    // 23:30 UTC on 23 November is already 24 November in Madrid: the 132nd month is reached.
    expect(examRefusal({ ...member, genre: 0, date_of_birth: '2015-11-24' }, new Date('2026-11-23T23:30:00Z'))).toBeNull();
  });
});

describe('availability words', () => {
  it('says plenty above 2, few for 1-2 and none for 0', () => {
    expect(availabilityOf(3)).toBe('plenty');
    expect(availabilityOf(20)).toBe('plenty');
    expect(availabilityOf(2)).toBe('few');
    expect(availabilityOf(1)).toBe('few');
    expect(availabilityOf(0)).toBe('none');
  });

  it('lets no full slot be chosen', () => {
    expect(isSlotSelectable(0)).toBe(false);
    expect(isSlotSelectable(1)).toBe(true);
  });

  it('lists the slots in date and time order with their words', () => {
    expect(examSlotsInOrder({ '2026-12-02': { '10:00': 0, '09:30': 4 }, '2026-12-01': { '11:00': 2 } })).toEqual([
      { date: '2026-12-01', time: '11:00', places: 2, availability: 'few' },
      { date: '2026-12-02', time: '09:30', places: 4, availability: 'plenty' },
      { date: '2026-12-02', time: '10:00', places: 0, availability: 'none' },
    ]);
  });
});

describe('the exam assistant', () => {
  it('enables next at step 1 only once a slot with places is chosen', () => {
    expect(canLeaveExamStep(EXAM_STEP.slot, { refusal: null, chosenPlaces: null })).toBe(false);
    expect(canLeaveExamStep(EXAM_STEP.slot, { refusal: null, chosenPlaces: 0 })).toBe(false);
    expect(canLeaveExamStep(EXAM_STEP.slot, { refusal: null, chosenPlaces: 1 })).toBe(true);
  });

  it('stops at step 0 while the person may not ask', () => {
    expect(canLeaveExamStep(EXAM_STEP.data, { refusal: 'data_missing', chosenPlaces: null })).toBe(false);
    expect(canLeaveExamStep(EXAM_STEP.data, { refusal: null, chosenPlaces: null })).toBe(true);
  });

  it('offers slots from today on', () => {
    expect(isSlotBookable('2026-11-24', '2026-11-24')).toBe(true);
    expect(isSlotBookable('2026-11-23', '2026-11-24')).toBe(false);
  });
});

describe('the exam request button', () => {
  const today = '2026-11-24';
  it('shows with no booking and nothing to pay', () => {
    expect(showExamRequestButton({ last_me: null, pending_ctransactions: [] }, today)).toBe(true);
  });
  it('hides while a booking from today on exists or its payment pends', () => {
    expect(showExamRequestButton({ last_me: { id: 3, date: '2026-11-24', timeframe: '09:00' }, pending_ctransactions: [] }, today)).toBe(
      false,
    );
    expect(
      showExamRequestButton(
        { last_me: { id: 3, date: '2026-10-01', timeframe: '09:00' }, pending_ctransactions: [{ type: 0, id: 3 }] },
        today,
      ),
    ).toBe(false);
    expect(showExamRequestButton({ last_me: { id: 3, date: '2026-10-01', timeframe: '09:00' }, pending_ctransactions: [] }, today)).toBe(
      true,
    );
  });
});

describe("a day's slots", () => {
  it('starts at from, one every n minutes, each before to', () => {
    expect(slotTimesBetween('09:00', '10:00', 15)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(slotTimesBetween('09:00', '10:10', 30)).toEqual(['09:00', '09:30', '10:00']);
  });
  it('is empty for an empty range or a step under 5 minutes', () => {
    expect(slotTimesBetween('10:00', '09:00', 15)).toEqual([]);
    expect(slotTimesBetween('09:00', '10:00', 0)).toEqual([]);
    expect(slotTimesBetween('09:00', '10:00', 2)).toEqual([]);
  });
});

describe("the day's slots form", () => {
  it('accepts whole minutes from 5 to 240 and places from 1 to 500', () => {
    expect(examDayFormProblems({ every: 20, places: 3 })).toEqual({});
    expect(examDayFormProblems({ every: 5, places: 500 })).toEqual({});
    expect(examDayFormProblems({ every: 240, places: 1 })).toEqual({});
  });
  it('names each wrong field instead of correcting it', () => {
    expect(examDayFormProblems({ every: -5, places: 3 })).toEqual({ every: 'invalid' });
    expect(examDayFormProblems({ every: 0, places: 0 })).toEqual({ every: 'invalid', places: 'invalid' });
    expect(examDayFormProblems({ every: 241, places: -2 })).toEqual({ every: 'invalid', places: 'invalid' });
    expect(examDayFormProblems({ every: 7.5, places: 501 })).toEqual({ every: 'invalid', places: 'invalid' });
    expect(examDayFormProblems({ every: '', places: 'abc' })).toEqual({ every: 'invalid', places: 'invalid' });
  });
});

describe('cancelling an exam appointment', () => {
  // 2026-11-24T10:00Z is 11:00 in Madrid (winter time).
  it('allows one still ahead, today later or a later day', () => {
    expect(examCancelRefusal({ date: '2026-11-24', time: '11:01', attended: null }, now)).toBeNull();
    expect(examCancelRefusal({ date: '2026-11-25', time: '08:00', attended: null }, now)).toBeNull();
  });
  it('refuses one whose hour came or passed, and one already marked', () => {
    expect(examCancelRefusal({ date: '2026-11-24', time: '11:00', attended: null }, now)).toBe('past');
    expect(examCancelRefusal({ date: '2026-11-23', time: '18:00', attended: null }, now)).toBe('past');
    expect(examCancelRefusal({ date: '2026-11-30', time: '18:00', attended: 0 }, now)).toBe('attended');
    expect(examCancelRefusal({ date: '2026-11-30', time: '18:00', attended: 1 }, now)).toBe('attended');
  });
});
