import { describe, expect, it } from 'vitest';
import { feeConcept, feeDebtor, feeDueOn, feePeriodsDue, seasonMonths } from './fees.rules.js';

const season = { date_begin: '2026-09-01', date_end: '2027-06-30' };

describe('monthly fees of a season', () => {
  it("spans the season's months", () => {
    expect(seasonMonths(season.date_begin, season.date_end)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    expect(seasonMonths('2026-09-01', '2027-07-31')).toHaveLength(11);
  });
  it('charges each month after the first, up to the collection month', () => {
    expect(feePeriodsDue(season, '2026-06-20', '2026-09-05')).toEqual([]);
    expect(feePeriodsDue(season, '2026-06-20', '2026-10-05')).toEqual(['2026-10']);
    expect(feePeriodsDue(season, '2026-06-20', '2026-12-05')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(feePeriodsDue(season, '2026-06-20', '2027-09-05')).toHaveLength(9);
  });
  it('starts after the month the signup was placed in', () => {
    expect(feePeriodsDue(season, '2027-01-12', '2027-01-31')).toEqual([]);
    expect(feePeriodsDue(season, '2027-01-12', '2027-03-01')).toEqual(['2027-02', '2027-03']);
  });
  it('falls due on the 1st of the month', () => {
    expect(feeDueOn('2026-10')).toBe('2026-10-01');
  });
  it('is paid by the person, or by the holder when a managed person has no bank data', () => {
    expect(feeDebtor({ userId: 5, holderId: null, hasOwnBankData: false })).toBe(5);
    expect(feeDebtor({ userId: 5, holderId: 2, hasOwnBankData: true })).toBe(5);
    expect(feeDebtor({ userId: 5, holderId: 2, hasOwnBankData: false })).toBe(2);
  });
  it('names the month in both languages, the Basque year with its own suffix', () => {
    expect(feeConcept('Igela', 'Igela', '2026-10')).toEqual({ es: 'Cuota Igela, octubre de 2026', eus: 'Igela kuota, 2026ko urria' });
    expect(feeConcept('Marrazoa', 'Marrazoa', '2025-01')).toEqual({
      es: 'Cuota Marrazoa, enero de 2025',
      eus: 'Marrazoa kuota, 2025eko urtarrila',
    });
    expect(feeConcept('Olagarroa', 'Olagarroa', '2031-05').eus).toBe('Olagarroa kuota, 2031ko maiatza');
    expect(feeConcept('Dortoka 1', '', '2030-11').eus).toBe('Dortoka 1 kuota, 2030eko azaroa');
  });
});
