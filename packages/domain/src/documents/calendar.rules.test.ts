import { describe, expect, it } from 'vitest';
import { firstClassDay, icalWeekdays, mondayFirstWeekday, parseScheduleTimes, planCourseEvents } from './calendar.rules.js';

describe('parseScheduleTimes', () => {
  it('reads the usual ways of writing a range', () => {
    expect(parseScheduleTimes('17:30-18:30')).toEqual({ start: '17:30', end: '18:30' });
    expect(parseScheduleTimes('9:00-13:30')).toEqual({ start: '09:00', end: '13:30' });
    expect(parseScheduleTimes('17.30 - 18.30')).toEqual({ start: '17:30', end: '18:30' });
    expect(parseScheduleTimes('17h30-18h30')).toEqual({ start: '17:30', end: '18:30' });
    expect(parseScheduleTimes('de 17:30 a 18:30')).toEqual({ start: '17:30', end: '18:30' });
    expect(parseScheduleTimes('L-V 9:00-13:30')).toEqual({ start: '09:00', end: '13:30' });
    expect(parseScheduleTimes('Sábados 16:00-18:00')).toEqual({ start: '16:00', end: '18:00' });
    expect(parseScheduleTimes('8:00-15:00 con comida / bazkariarekin')).toEqual({ start: '08:00', end: '15:00' });
  });

  it('gives a lone start time one hour', () => {
    expect(parseScheduleTimes('10:30')).toEqual({ start: '10:30', end: '11:30' });
  });

  it('refuses texts without times and backwards or impossible ranges', () => {
    expect(parseScheduleTimes('')).toBeNull();
    expect(parseScheduleTimes('L-V')).toBeNull();
    expect(parseScheduleTimes('mañanas')).toBeNull();
    expect(parseScheduleTimes('18:30-17:30')).toBeNull();
    expect(parseScheduleTimes('25:00-26:00')).toBeNull();
  });
});

describe('days', () => {
  it('maps Monday-first numbers to iCalendar weekdays in order', () => {
    expect(icalWeekdays([4, 0, 2, 2, 9])).toEqual(['MO', 'WE', 'FR']);
    expect(icalWeekdays([6])).toEqual(['SU']);
  });

  it('finds the first class day on or after the start', () => {
    expect(mondayFirstWeekday('2026-09-14')).toBe(0); // a Monday
    expect(firstClassDay('2026-09-14', [2], null)).toBe('2026-09-16');
    expect(firstClassDay('2026-09-14', [0], null)).toBe('2026-09-14');
    expect(firstClassDay('2026-09-14', [5], '2026-09-15')).toBeNull();
    expect(firstClassDay('2026-09-14', [], null)).toBeNull();
  });
});

describe('planCourseEvents', () => {
  it('plans weekly timed classes from the first class day', () => {
    expect(planCourseEvents({ date: '2026-09-14', dateEnd: '2027-06-18', selectedDays: [1, 3], schedule: '17:30-18:30' })).toEqual({
      kind: 'weekly-timed',
      firstDay: '2026-09-15',
      lastDay: '2027-06-18',
      days: ['TU', 'TH'],
      times: { start: '17:30', end: '18:30' },
    });
  });

  it('falls back to all-day events when the schedule cannot be read', () => {
    expect(planCourseEvents({ date: '2026-09-14', dateEnd: '2027-06-18', selectedDays: [0], schedule: 'tardes' })).toMatchObject({
      kind: 'weekly-all-day',
      days: ['MO'],
    });
  });

  it('shows a one-day activity once and a course without days as one block', () => {
    expect(planCourseEvents({ date: '2026-07-04', dateEnd: null, selectedDays: [], schedule: 'Sábados 16:00-18:00' })).toEqual({
      kind: 'single-timed',
      day: '2026-07-04',
      times: { start: '16:00', end: '18:00' },
    });
    expect(planCourseEvents({ date: '2026-07-01', dateEnd: '2026-07-15', selectedDays: [], schedule: 'L-V' })).toEqual({
      kind: 'span-all-day',
      firstDay: '2026-07-01',
      lastDay: '2026-07-15',
    });
  });

  it('gives nothing when no class day falls inside the dates', () => {
    expect(planCourseEvents({ date: '2026-09-14', dateEnd: '2026-09-15', selectedDays: [4], schedule: '17:00-18:00' })).toBeNull();
  });
});
