import { describe, expect, it } from 'vitest';
import {
  ageInWords,
  ageRangeInWords,
  dayInWords,
  daysInWords,
  momentInWords,
  scheduleInWords,
  weekdayAndDayInWords,
  weekdayInWords,
} from './words.rules.js';

describe('days, hours and ages in words', () => {
  it('writes days in week order in both languages', () => {
    expect(daysInWords([3, 1], 'es')).toBe('Martes y jueves');
    expect(daysInWords([1, 3], 'eus')).toBe('Asteartea eta osteguna');
    expect(daysInWords([4, 0, 2, 0], 'eus')).toBe('Astelehena, asteazkena eta ostirala');
    expect(daysInWords([0, 2, 4], 'es')).toBe('Lunes, miércoles y viernes');
    expect(daysInWords([5], 'eus')).toBe('Larunbata');
    expect(daysInWords([], 'es')).toBe('');
    expect(scheduleInWords([1, 3], '17:00 - 18:00', 'es')).toBe('Martes y jueves, 17:00-18:00');
    expect(scheduleInWords([1, 3], '17:00 - 18:00', 'es', { midSentence: true })).toBe('martes y jueves, 17:00-18:00');
    expect(daysInWords([4, 0, 2], 'eus', { midSentence: true })).toBe('astelehena, asteazkena eta ostirala');
    expect(daysInWords([0, 2], 'en', { midSentence: true })).toBe('Monday and Wednesday');
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

  it('writes an age in months as years and months', () => {
    expect(ageInWords(115, 'es')).toBe('9 años y 7 meses');
    expect(ageInWords(115, 'eus')).toBe('9 urte eta 7 hilabete');
    expect(ageInWords(115, 'en')).toBe('9 years and 7 months');
    expect(ageInWords(13, 'es')).toBe('1 año y 1 mes');
    expect(ageInWords(36, 'es')).toBe('3 años');
    expect(ageInWords(6, 'eus')).toBe('6 hilabete');
    expect(ageInWords(0, 'es')).toBe('0 meses');
  });

  it('writes dates in words in both languages, whatever locale data the browser has', () => {
    const cases: [typeof dayInWords, string, 'es' | 'eus', string][] = [
      [dayInWords, '2026-11-29', 'es', '29 de noviembre de 2026'],
      [dayInWords, '2026-11-29', 'eus', '2026ko azaroaren 29a'],
      [weekdayInWords, '2026-11-29', 'es', 'domingo, 29 de noviembre'],
      [weekdayInWords, '2026-11-29', 'eus', 'azaroaren 29a, igandea'],
      [weekdayInWords, '2027-01-04', 'eus', 'urtarrilaren 4a, astelehena'],
      [weekdayInWords, 'not a date', 'es', ''],
      // The Basque grammar of the content rules (basqueYearSuffix, basqueDay).
      [dayInWords, '2030-11-11', 'eus', '2030eko azaroaren 11'],
      [dayInWords, '2027-01-31', 'eus', '2027ko urtarrilaren 31'],
      [dayInWords, '2025-03-01', 'eus', '2025eko martxoaren 1a'],
      [dayInWords, '2026-03-12', 'es', '12 de marzo de 2026'],
      [dayInWords, '2026-03-12', 'eus', '2026ko martxoaren 12a'],
      [dayInWords, '2025-01-11', 'eus', '2025eko urtarrilaren 11'],
      [weekdayInWords, '2026-12-11', 'eus', 'abenduaren 11, ostirala'],
      // With the year, for a receipt kept after the day.
      [weekdayAndDayInWords, '2026-12-03', 'es', 'jueves, 3 de diciembre de 2026'],
      [weekdayAndDayInWords, '2026-12-03', 'eus', '2026ko abenduaren 3a, osteguna'],
      [weekdayAndDayInWords, '2030-11-11', 'eus', '2030eko azaroaren 11, astelehena'],
      [weekdayAndDayInWords, 'not a date', 'es', ''],
      // The club's clock: 17:54 UTC is 18:54 in Madrid in winter, 19:54 in summer.
      [momentInWords, '2026-11-29T17:54:40Z', 'es', '29 de noviembre de 2026, 18:54'],
      [momentInWords, '2026-07-01T17:54:40Z', 'eus', '2026ko uztailaren 1a, 19:54'],
      // Past midnight in Madrid is the next day.
      [momentInWords, '2026-11-29T23:30:00Z', 'eus', '2026ko azaroaren 30a, 00:30'],
    ];
    for (const [words, input, lang, expected] of cases) expect(words(input, lang), `${words.name}(${input}, ${lang})`).toBe(expected);
  });
});
