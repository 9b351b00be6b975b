import { describeSeasonTicket } from '@club/domain/seasons/describe.rules';
import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import type { Db } from '../../db/client.js';
import { listSeasonTickets } from './seasons.repository.js';

/**
 * describeItems of the season tickets (the courses' payable kind asks this area first, through
 * its hook): the level, the person, the season, the group (pool, days, hours) and the monthly
 * fee. Tickets of ordinary courses are not answered here (the courses describe them). Reads only.
 */
export async function describeSeasonTickets(tx: Db, ids: string[]): Promise<Map<string, ItemDescription>> {
  const tickets = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  const out = new Map<string, ItemDescription>();
  if (tickets.length === 0) return out;
  const rows = await listSeasonTickets(tx, tickets);
  for (const r of rows) {
    out.set(
      String(r.signup.id),
      describeSeasonTicket({
        levelEs: r.course.titleEs,
        levelEus: r.course.titleEus,
        seasonBegin: r.season.dateBegin,
        seasonEnd: r.season.dateEnd,
        person: `${r.firstName} ${r.lastName}`.trim(),
        group: r.variant ? { poolId: r.variant.poolId, selectedDays: r.variant.selectedDays, schedule: r.variant.schedule } : null,
        amountCents: r.signup.priceCents,
      }),
    );
  }
  return out;
}
