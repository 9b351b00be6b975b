import { describe, expect, it } from 'vitest';
import { nextSeasonSlug, shiftOneYear, shiftYearsInText } from './duplicate.rules.js';

describe('duplicating a course for next season', () => {
  it('moves a date one year later, 29 February to 28 February', () => {
    expect(shiftOneYear('2026-06-15')).toBe('2027-06-15');
    expect(shiftOneYear('2028-02-29')).toBe('2029-02-28');
    expect(shiftOneYear('2027-02-28')).toBe('2028-02-28');
    expect(shiftOneYear('2026-12-31')).toBe('2027-12-31');
  });

  it("moves the course's own years in a text and leaves the others", () => {
    expect(shiftYearsInText('Cursillo verano 2026', 2026, 2026)).toBe('Cursillo verano 2027');
    expect(shiftYearsInText('Temporada 2025/2026', 2025, 2026)).toBe('Temporada 2026/2027');
    expect(shiftYearsInText('Desde 1998, 2026', 2026, 2026)).toBe('Desde 1998, 2027');
    expect(shiftYearsInText('Plazas: 12026', 2026, 2026)).toBe('Plazas: 12026');
  });

  it('finds a free slug', () => {
    const taken = new Set(['verano-2027', 'natacion-2027']);
    expect(nextSeasonSlug('verano-2026', 2026, 2026, (s) => taken.has(s))).toBe('verano-2027-2');
    expect(nextSeasonSlug('natacion', 2026, 2026, (s) => taken.has(s))).toBe('natacion-2027-2');
    expect(nextSeasonSlug('aquagym', 2026, 2026, (s) => taken.has(s))).toBe('aquagym-2027');
  });
});
