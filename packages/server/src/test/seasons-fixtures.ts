import type { SeasonBodyInput } from '@club/domain/seasons/seasons.schemas';
import { uuid } from './activities-fixtures.js';

/**
 * A season body for the office's POST /api/admin/seasons: level 7 (Igela) with two groups at
 * Fadura and Gobela, level 9 (Pinguinoa) ranked by priority over four groups, and level 39.
 * `base` keeps the group uuids of different test seasons apart.
 */
export function seasonBody(
  base: number,
  over: Partial<SeasonBodyInput> = {},
  seats = { igela: [6, 3], pinguinoa: [1, 1, 1, 1] },
): SeasonBodyInput {
  return {
    name: `Temporada 2026-2027 (${base})`,
    name_eus: `2026-2027 denboraldia (${base})`,
    date_begin: '2026-09-01',
    date_end: '2027-06-30',
    signup_end: '2026-08-31',
    levels: [
      {
        id: 7,
        title_es: `Igela ${base}`,
        title_eus: `Igela ${base}`,
        description_es: 'Aprender a flotar y desplazarse.',
        description_eus: 'Flotatzen eta mugitzen ikasi.',
        variants: [
          { uuid: uuid(base + 1), poolID: 1, selected_days: [0, 2], schedule: '17:00-17:45', max_seating: seats.igela[0]!, price: '38,50' },
          { uuid: uuid(base + 2), poolID: 2, selected_days: [1, 3], schedule: '18:00-18:45', max_seating: seats.igela[1]!, price: 38.5 },
        ],
      },
      {
        id: 9,
        title_es: `Pinguinoa ${base}`,
        title_eus: `Pinguinoa ${base}`,
        variant_requires_priority: 1,
        // The lottery is for swimmers of 7 and up (spec 001 §9).
        age_min_months: 84,
        variants: [
          { uuid: uuid(base + 11), poolID: 1, selected_days: [0], schedule: '17:00', max_seating: seats.pinguinoa[0]!, price: 40 },
          { uuid: uuid(base + 12), poolID: 1, selected_days: [2], schedule: '17:00', max_seating: seats.pinguinoa[1]!, price: 40 },
          { uuid: uuid(base + 13), poolID: 2, selected_days: [1], schedule: '18:00', max_seating: seats.pinguinoa[2]!, price: 40 },
          { uuid: uuid(base + 14), poolID: 2, selected_days: [3], schedule: '18:00', max_seating: seats.pinguinoa[3]!, price: 40 },
        ],
      },
      { id: 39, title_es: `Nivel especial ${base}`, title_eus: `Maila berezia ${base}` },
    ],
    ...over,
  };
}
