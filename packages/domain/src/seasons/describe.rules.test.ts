import { describe, expect, it } from 'vitest';
import { describeSeasonTicket } from './describe.rules.js';

describe('a season signup described for its receipt', () => {
  const facts = {
    levelEs: 'Igela',
    levelEus: 'Igela',
    seasonBegin: '2026-09-01',
    seasonEnd: '2027-06-30',
    person: 'Unai Etxeberria',
    group: { poolId: 1, selectedDays: [0, 2], schedule: '17:00 - 17:45' },
    amountCents: 3850,
  };

  it('names the level, the person, the season, the group with its pool, days and hours, and the monthly fee', () => {
    expect(describeSeasonTicket(facts)).toEqual({
      title: { es: 'Igela', eus: 'Igela' },
      person: 'Unai Etxeberria',
      details: [
        { es: 'Temporada 2026-2027', eus: '2026-2027 denboraldia' },
        { es: 'Grupo: Fadura, lunes y miércoles, 17:00-17:45', eus: 'Taldea: Fadura, astelehena eta asteazkena, 17:00-17:45' },
        { es: 'Empieza el 1 de septiembre de 2026', eus: 'Hasiera: 2026ko irailaren 1a' },
        { es: 'Termina el 30 de junio de 2027', eus: 'Amaiera: 2027ko ekainaren 30a' },
      ],
      lines: [{ es: 'Cuota mensual (primer pago)', eus: 'Hileko kuota (lehen ordainketa)', amountCents: 3850 }],
      amountCents: 3850,
    });
  });

  it('level 39 has no group: the office places the swimmer; a missing Basque title reads the Spanish one', () => {
    const d = describeSeasonTicket({ ...facts, levelEus: '', group: null });
    expect(d.title).toEqual({ es: 'Igela', eus: 'Igela' });
    expect(d.details[1]).toEqual({ es: 'Grupo: lo asigna la oficina', eus: 'Taldea: bulegoak esleituko du' });
  });
});
