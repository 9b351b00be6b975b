import { weekdayAndDayInWords } from '../activities/words.rules.js';
import type { ItemDescription } from '../payments/receipt.rules.js';
import type { LicenceKind } from './licences.rules.js';

/**
 * Licences and medical exams described for their receipt, the return page, the paid mail and the
 * payment history (the payments README's describeItems contract), in Spanish and Basque: one item
 * per licence or exam, titled by what it is, for its person, with one price line.
 */

/** The licences' names, as the procedures tab writes them. */
export const LICENCE_NAMES: Readonly<Record<LicenceKind, { es: string; eus: string }>> = {
  local: { es: 'Licencia territorial', eus: 'Lurraldeko lizentzia' },
  state: { es: 'Licencia estatal', eus: 'Estatuko lizentzia' },
};

export interface LicenceFacts {
  kind: LicenceKind;
  /** The licence season, e.g. '2026-2027'. */
  season: string;
  person: string;
  amountCents: number;
}

export function describeLicence(f: LicenceFacts): ItemDescription {
  return {
    title: { ...LICENCE_NAMES[f.kind] },
    person: f.person,
    details: f.season ? [{ es: `Temporada ${f.season}`, eus: `${f.season} denboraldia` }] : [],
    lines: [{ es: 'Precio de la licencia', eus: 'Lizentziaren prezioa', amountCents: f.amountCents }],
    amountCents: f.amountCents,
  };
}

export const MEDICAL_EXAM_NAME = { es: 'Reconocimiento médico', eus: 'Azterketa medikoa' } as const;

export interface MedicalExamFacts {
  /** The slot's ISO day and its 'HH:MM' (both Europe/Madrid, as the office made the slot). */
  date: string;
  time: string;
  person: string;
  amountCents: number;
}

/**
 * The appointment in words with its weekday and year ("Cita: jueves, 3 de diciembre de 2026,
 * 18:00"): the receipt is kept after the day, so the year stays on it.
 */
export function describeMedicalExam(f: MedicalExamFacts): ItemDescription {
  return {
    title: { ...MEDICAL_EXAM_NAME },
    person: f.person,
    details: [
      {
        es: `Cita: ${weekdayAndDayInWords(f.date, 'es')}, ${f.time}`,
        eus: `Hitzordua: ${weekdayAndDayInWords(f.date, 'eus')}, ${f.time}`,
      },
    ],
    lines: [{ es: 'Precio del reconocimiento', eus: 'Azterketaren prezioa', amountCents: f.amountCents }],
    amountCents: f.amountCents,
  };
}
