import { describe, expect, it } from 'vitest';
import { describeLicence, describeMedicalExam } from './describe.rules.js';

describe('licences and medical exams described for their receipt', () => {
  it('names each licence by its kind, for its person and season, with its price', () => {
    expect(describeLicence({ kind: 'local', season: '2026-2027', person: 'Amaia Etxeberria Goikoetxea', amountCents: 6700 })).toEqual({
      title: { es: 'Licencia territorial', eus: 'Lurraldeko lizentzia' },
      person: 'Amaia Etxeberria Goikoetxea',
      details: [{ es: 'Temporada 2026-2027', eus: '2026-2027 denboraldia' }],
      lines: [{ es: 'Precio de la licencia', eus: 'Lizentziaren prezioa', amountCents: 6700 }],
      amountCents: 6700,
    });
    expect(describeLicence({ kind: 'state', season: '2026-2027', person: 'Amaia', amountCents: 6700 }).title).toEqual({
      es: 'Licencia estatal',
      eus: 'Estatuko lizentzia',
    });
  });

  it('writes the exam appointment in words, with weekday, year and time, in both languages', () => {
    expect(describeMedicalExam({ date: '2026-12-03', time: '18:00', person: 'Amaia Etxeberria Goikoetxea', amountCents: 2400 })).toEqual({
      title: { es: 'Reconocimiento médico', eus: 'Azterketa medikoa' },
      person: 'Amaia Etxeberria Goikoetxea',
      details: [{ es: 'Cita: jueves, 3 de diciembre de 2026, 18:00', eus: 'Hitzordua: 2026ko abenduaren 3a, osteguna, 18:00' }],
      lines: [{ es: 'Precio del reconocimiento', eus: 'Azterketaren prezioa', amountCents: 2400 }],
      amountCents: 2400,
    });
  });
});
