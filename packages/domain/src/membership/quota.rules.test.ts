import { describe, expect, it } from 'vitest';
import {
  addMonths,
  describeMembershipJoin,
  isInPeriod,
  joinCoveredMonth,
  lastDayOf,
  lastQuotaMonth,
  membershipEndsOn,
  periodMonths,
  quotaConcept,
  quotaDueOn,
  quotaLastMonth,
  quotaMonthsDue,
  seasonLastMonth,
  seasonOf,
} from './quota.rules.js';
import { monthInWords } from '../content/content.rules.js';

const tenMonths = { first_month: 9, last_month: 6 };
const federatedSwimming = { first_month: 9, last_month: 7 };

describe('the quota months of a membership type (September to June, or July)', () => {
  it('runs ten months from September to June and eleven to July for federated swimming', () => {
    expect(periodMonths(tenMonths)).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    expect(periodMonths(federatedSwimming)).toHaveLength(11);
    expect(isInPeriod(7, tenMonths)).toBe(false);
    expect(isInPeriod(7, federatedSwimming)).toBe(true);
    expect(isInPeriod(8, federatedSwimming)).toBe(false);
  });
  it('names the season by the year it starts', () => {
    expect(seasonOf('2026-09', tenMonths)).toBe(2026);
    expect(seasonOf('2027-06', tenMonths)).toBe(2026);
    expect(seasonLastMonth('2026-11', tenMonths)).toBe('2027-06');
    expect(seasonLastMonth('2026-11', federatedSwimming)).toBe('2027-07');
  });
  it('counts months across the year end', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(quotaDueOn('2026-10')).toBe('2026-10-01');
  });
});

describe('which months a member pays', () => {
  it('leaves out the first month, which the join fee paid', () => {
    expect(joinCoveredMonth('2026-11-24', tenMonths)).toBe('2026-11');
    expect(quotaMonthsDue({ covered: '2026-11', period: tenMonths, through: '2027-02' })).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(quotaMonthsDue({ covered: '2026-11', period: tenMonths, through: '2026-11' })).toEqual([]);
  });
  it('charges nothing in the summer months outside the period, and starts again in September', () => {
    expect(quotaMonthsDue({ covered: '2027-05', period: tenMonths, through: '2027-10' })).toEqual(['2027-06', '2027-09', '2027-10']);
    expect(quotaMonthsDue({ covered: '2027-05', period: federatedSwimming, through: '2027-09' })).toEqual([
      '2027-06',
      '2027-07',
      '2027-09',
    ]);
  });
  it('lets a join paid in summer cover September', () => {
    expect(joinCoveredMonth('2027-07-10', tenMonths)).toBe('2027-09');
    expect(joinCoveredMonth('2027-07-10', federatedSwimming)).toBe('2027-07');
    expect(joinCoveredMonth('2027-08-31', federatedSwimming)).toBe('2027-09');
  });
  it('stops at the last month of a cancelled membership', () => {
    expect(quotaMonthsDue({ covered: '2026-09', period: tenMonths, through: '2027-06', last: '2027-01' })).toEqual([
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });
});

describe('the two months’ notice to leave', () => {
  it('charges the months that start before the notice ends', () => {
    expect(lastQuotaMonth('2027-03-15')).toBe('2027-05');
    expect(lastQuotaMonth('2027-03-01')).toBe('2027-04');
    expect(lastQuotaMonth('2026-11-30')).toBe('2027-01');
    expect(membershipEndsOn('2027-03-15')).toBe('2027-05-31');
  });
});

describe('the concept of a quota', () => {
  it('names the month and the type in Spanish and Basque', () => {
    expect(monthInWords('2026-10', 'es')).toBe('octubre de 2026');
    expect(monthInWords('2025-01', 'eus')).toBe('2025eko urtarrila');
    expect(quotaConcept('2026-10', { es: 'Equipo federado de natación', eus: 'Igeriketa talde federatua' })).toEqual({
      es: 'Cuota de socio, octubre de 2026 (Equipo federado de natación)',
      eus: 'Bazkide kuota, 2026ko urria (Igeriketa talde federatua)',
    });
  });
});

describe('the join fee on a receipt', () => {
  const type = { es: 'Equipo federado de natación', eus: 'Igeriketa talde federatua' };
  it('names the membership, its type, the person and the month it pays, in both languages', () => {
    expect(describeMembershipJoin({ person: 'Ane Lasa', typeName: type, coveredMonth: '2026-10', amountCents: 3700 })).toEqual({
      title: { es: 'Alta de socio del club', eus: 'Klubeko bazkide-alta' },
      person: 'Ane Lasa',
      details: [
        { es: 'Tipo de socio: Equipo federado de natación', eus: 'Bazkide mota: Igeriketa talde federatua' },
        { es: 'Paga el primer mes: octubre de 2026', eus: 'Lehen hilabetea ordaintzen du: 2026ko urria' },
      ],
      lines: [{ es: 'Cuota de alta (primer mes)', eus: 'Alta-kuota (lehen hilabetea)', amountCents: 3700 }],
      amountCents: 3700,
    });
  });
  it('leaves out what is not known yet (the month before the bank confirms, a type the office removed)', () => {
    const d = describeMembershipJoin({ person: 'Ane Lasa', typeName: null, coveredMonth: null, amountCents: 2500 });
    expect(d.details).toEqual([]);
    expect(d.lines).toEqual([{ es: 'Cuota de alta (primer mes)', eus: 'Alta-kuota (lehen hilabetea)', amountCents: 2500 }]);
  });
});

describe('the last quota month of a membership', () => {
  const asked = (requested_on: string, last_quota_month: string, status: 'pending' | 'confirmed' | 'rejected') => ({
    requested_on,
    last_quota_month,
    status,
  });
  it('runs on without a request to leave, and stops at the notice of the first one not rejected after the join', () => {
    expect(quotaLastMonth('2026-10-05', [])).toBeNull();
    expect(quotaLastMonth('2026-10-05', [asked('2027-01-15', '2027-03', 'pending')])).toBe('2027-03');
    expect(quotaLastMonth('2026-10-05', [asked('2027-01-15', '2027-03', 'rejected'), asked('2027-04-10', '2027-06', 'confirmed')])).toBe(
      '2027-06',
    );
    // A request of an earlier membership does not end a later one.
    expect(quotaLastMonth('2027-10-01', [asked('2027-01-15', '2027-03', 'confirmed')])).toBeNull();
  });
});
