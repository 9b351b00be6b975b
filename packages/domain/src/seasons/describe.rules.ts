import { dayInWords, scheduleInWords } from '../activities/words.rules.js';
import type { ItemDescription } from '../payments/receipt.rules.js';
import { poolName } from '../shared/pools.js';

// The days follow the pool or the place: "Grupo: Fadura, martes y jueves, 17:00-18:00".
const MID = { midSentence: true } as const;

/**
 * A season signup described for its receipt, its confirmation page and its paid mail (the
 * payments README's describeItems contract), in Spanish and Basque: the level (title), the
 * person, the season, the group (pool, days and hours in words) and the season's first and last
 * day; one line, the monthly fee the initial payment pays. Level 39 has no group: its line says so.
 */
export interface SeasonTicketFacts {
  levelEs: string;
  levelEus: string;
  seasonBegin: string;
  seasonEnd: string;
  person: string;
  group: { poolId: number; selectedDays: readonly number[]; schedule: string } | null;
  amountCents: number;
}

export function describeSeasonTicket(f: SeasonTicketFacts): ItemDescription {
  // The season by its years, not its name: the office names it once, in one language.
  const [from, to] = [f.seasonBegin.slice(0, 4), f.seasonEnd.slice(0, 4)];
  const years = from === to ? from : `${from}-${to}`;
  const details: { es: string; eus: string }[] = [{ es: `Temporada ${years}`, eus: `${years} denboraldia` }];
  if (f.group) {
    const pool = poolName(f.group.poolId);
    details.push({
      es: `Grupo: ${[pool, scheduleInWords(f.group.selectedDays, f.group.schedule, 'es', MID)].filter(Boolean).join(', ')}`,
      eus: `Taldea: ${[pool, scheduleInWords(f.group.selectedDays, f.group.schedule, 'eus', MID)].filter(Boolean).join(', ')}`,
    });
  } else {
    details.push({ es: 'Grupo: lo asigna la oficina', eus: 'Taldea: bulegoak esleituko du' });
  }
  details.push(
    { es: `Empieza el ${dayInWords(f.seasonBegin, 'es')}`, eus: `Hasiera: ${dayInWords(f.seasonBegin, 'eus')}` },
    { es: `Termina el ${dayInWords(f.seasonEnd, 'es')}`, eus: `Amaiera: ${dayInWords(f.seasonEnd, 'eus')}` },
  );
  return {
    title: { es: f.levelEs, eus: f.levelEus || f.levelEs },
    person: f.person,
    details,
    // The initial payment is the group's monthly fee (issue 16); the later months go by SEPA.
    lines: [{ es: 'Cuota mensual (primer pago)', eus: 'Hileko kuota (lehen ordainketa)', amountCents: f.amountCents }],
    amountCents: f.amountCents,
  };
}
