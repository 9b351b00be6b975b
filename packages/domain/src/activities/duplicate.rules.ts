/**
 * Duplicating a course for next season (issue 10). Decision: the office duplicates last season's
 * course to publish the next one, so every date moves one year later (29 February becomes
 * 28 February), and the years a title or a slug names move with it ("Verano 2026" becomes
 * "Verano 2027", "2025/2026" becomes "2026/2027"). Years that are not the course's own stay.
 */

/** The same day one year later; 29 February becomes 28 February. */
export function shiftOneYear(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const year = y + 1;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !isLeap ? 28 : d;
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Moves the course's own years (those from its start to its end) named in a text one year on. */
export function shiftYearsInText(text: string, firstYear: number, lastYear: number): string {
  return text.replace(/(?<!\d)(\d{4})(?!\d)/g, (match) => {
    const y = Number(match);
    return y >= firstYear && y <= lastYear ? String(y + 1) : match;
  });
}

/**
 * A free slug for the copy: the slug with its years moved, or with the new start year appended
 * when it names none; then -2, -3... while taken.
 */
export function nextSeasonSlug(slug: string, firstYear: number, lastYear: number, isTaken: (s: string) => boolean): string {
  const moved = shiftYearsInText(slug, firstYear, lastYear);
  const base = (moved !== slug ? moved : `${slug}-${firstYear + 1}`).slice(0, 190);
  if (!isTaken(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
