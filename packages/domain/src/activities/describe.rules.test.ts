import { describe, expect, it } from 'vitest';
import { describeCourseTicket } from './describe.rules.js';
import { dayInWords } from './words.rules.js';

describe('a course ticket described for its receipt', () => {
  it('names the group, days, hours and start date, and each line of the price, in both languages', () => {
    const d = describeCourseTicket({
      titleEs: 'Cursillo de invierno',
      titleEus: 'Neguko ikastaroa',
      startDate: '2027-01-12',
      person: 'Uxue Etxeberria',
      group: { poolId: 1, selectedDays: [3, 1], schedule: '17:00 - 18:00' },
      courseDays: [],
      courseSchedule: '',
      location: { es: '', eus: '' },
      breakdown: { baseCents: 6000, memberDiscountCents: 600, discountPercent: 10, discountCents: 540, servicesCents: 1000 },
      options: [],
      services: [{ es: 'Gorro', eus: 'Txanoa', quantity: 2, amountCents: 1000 }],
      amountCents: 5860,
    });
    expect(d.title).toEqual({ es: 'Cursillo de invierno', eus: 'Neguko ikastaroa' });
    expect(d.details).toEqual([
      { es: 'Grupo: Fadura, martes y jueves, 17:00-18:00', eus: 'Taldea: Fadura, asteartea eta osteguna, 17:00-18:00' },
      { es: 'Empieza el 12 de enero de 2027', eus: 'Hasiera: 2027ko urtarrilaren 12a' },
    ]);
    expect(d.lines.map((l) => [l.eus, l.amountCents])).toEqual([
      ['Ikastaroaren prezioa', 6000],
      ['Bazkide-deskontua', -600],
      ['Deskontua (% 10)', -540],
      ['Txanoa × 2', 1000],
    ]);
  });

  it('writes days naturally', () => {
    expect(dayInWords('2026-11-24', 'eus')).toBe('2026ko azaroaren 24a');
    expect(dayInWords('2026-11-24', 'es')).toBe('24 de noviembre de 2026');
  });
});
