import { describe, expect, it } from 'vitest';
import { madridDate, madridToday } from './dates.js';

describe('Madrid calendar day', () => {
  it('moves to the next day at midnight in Madrid, not in UTC', () => {
    expect(madridDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(madridDate(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(madridDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(madridToday(new Date('2026-06-30T22:30:00Z')).toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('agrees with the time zone database every hour around each clock change, 1996 to 2040', () => {
    const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
    let checked = 0;
    for (let year = 1996; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        // Every hour of the last eight days of March and October, both sides of midnight and of the change.
        const end = Date.UTC(year, month + 1, 1);
        for (let t = end - 8 * 24 * 3_600_000; t < end; t += 3_600_000) {
          const now = new Date(t);
          expect(madridDate(now), now.toISOString()).toBe(madrid.format(now));
          checked += 1;
        }
      }
    }
    expect(checked).toBe(45 * 2 * 8 * 24);
  });

  it('agrees with the time zone database at midnight and noon of every day of 2026', () => {
    const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const now = new Date(t);
      expect(madridDate(now), now.toISOString()).toBe(madrid.format(now));
    }
  });
});
