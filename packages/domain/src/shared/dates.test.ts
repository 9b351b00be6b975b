import { describe, expect, it } from 'vitest';
import { madridDate, madridToday } from './dates.js';

describe('Madrid calendar day', () => {
  it('moves to the next day at midnight in Madrid, not in UTC', () => {
    expect(madridDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(madridDate(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(madridDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(madridToday(new Date('2026-06-30T22:30:00Z')).toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });
});
