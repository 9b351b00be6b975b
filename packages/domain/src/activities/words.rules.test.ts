import { describe, expect, it } from 'vitest';
import { ageRangeInWords, daysInWords, scheduleInWords } from './words.rules.js';

describe('days, hours and ages in words', () => {
  it('writes days in week order in both languages', () => {
    expect(daysInWords([3, 1], 'es')).toBe('Martes y jueves');
    expect(daysInWords([1, 3], 'eus')).toBe('Asteartea eta osteguna');
    expect(daysInWords([4, 0, 2, 0], 'eus')).toBe('Astelehena, asteazkena eta ostirala');
    expect(daysInWords([0, 2, 4], 'es')).toBe('Lunes, miércoles y viernes');
    expect(daysInWords([5], 'eus')).toBe('Larunbata');
    expect(daysInWords([], 'es')).toBe('');
    expect(scheduleInWords([1, 3], '17:00 - 18:00', 'es')).toBe('Martes y jueves, 17:00-18:00');
    expect(scheduleInWords([5], '', 'eus')).toBe('Larunbata');
  });

  it('shows ages as years where they fall on whole years', () => {
    expect(ageRangeInWords(60, 120, 'es')).toBe('de 5 a 10 años');
    expect(ageRangeInWords(60, 120, 'eus')).toBe('5-10 urte');
    expect(ageRangeInWords(60, 131, 'es')).toBe('de 5 a 10 años');
    expect(ageRangeInWords(72, 179, 'eus')).toBe('6-14 urte');
    expect(ageRangeInWords(18, 36, 'es')).toBe('de 18 meses a 3 años');
    expect(ageRangeInWords(18, 36, 'eus')).toBe('18 hilabete - 3 urte');
    expect(ageRangeInWords(84, 0, 'es')).toBe('desde 7 años');
    expect(ageRangeInWords(0, 12, 'es')).toBe('hasta 1 año');
    expect(ageRangeInWords(0, 0, 'eus')).toBe('');
  });
});
