/**
 * A course's groups at a glance for the office (issue 20, point 9): per group its seats, the
 * seats taken (status 1, a seat assigned), held (status 0: a seat kept for a card payment, a
 * bank transfer or a waiting-list offer until it is paid or lapses) and the people waiting
 * (status 3). Statuses 2, 4 and 5 hold no seat. `seats` 0 means the group has no limit.
 */
export interface SeatSummary {
  variant: string | null;
  seats: number;
  taken: number;
  held: number;
  waiting: number;
  /** Seats left (never below 0); null for a group without limit. */
  free: number | null;
}

export function seatSummary(
  groups: readonly { uuid: string; max_seating: number }[],
  signups: readonly { variant: string | null; status: number }[],
): SeatSummary[] {
  const rows: SeatSummary[] = (
    groups.length > 0 ? groups.map((g) => ({ variant: g.uuid, seats: g.max_seating })) : [{ variant: null, seats: 0 }]
  ).map((g) => ({ ...g, taken: 0, held: 0, waiting: 0, free: null }));
  const byVariant = new Map(rows.map((r) => [r.variant, r]));
  for (const s of signups) {
    const row = byVariant.get(groups.length > 0 ? s.variant : null);
    if (!row) continue;
    if (s.status === 1) row.taken += 1;
    else if (s.status === 0) row.held += 1;
    else if (s.status === 3) row.waiting += 1;
  }
  for (const r of rows) r.free = r.seats > 0 ? Math.max(0, r.seats - r.taken - r.held) : null;
  return rows;
}
