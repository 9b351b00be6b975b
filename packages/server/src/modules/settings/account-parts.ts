import type { Db } from '../../db/client.js';

/**
 * The parts of myaccount/get that belong to later areas (enrolled courses, delegated users,
 * their courses, advanced settings). Each area registers a contributor; lists are concatenated
 * and advsettings merged. Until then they are empty.
 */
export interface AccountParts {
  courses: unknown[];
  impersonatedUsers: unknown[];
  impco: unknown[];
  advsettings: Record<string, unknown>;
}
export type AccountPartSource = (db: Db, userId: number) => Promise<Partial<AccountParts>>;

const sources: AccountPartSource[] = [];

export function registerAccountPart(source: AccountPartSource): void {
  if (!sources.includes(source)) sources.push(source);
}

export async function collectAccountParts(db: Db, userId: number): Promise<AccountParts> {
  const parts: AccountParts = { courses: [], impersonatedUsers: [], impco: [], advsettings: {} };
  for (const p of await Promise.all(sources.map((s) => s(db, userId)))) {
    parts.courses.push(...(p.courses ?? []));
    parts.impersonatedUsers.push(...(p.impersonatedUsers ?? []));
    parts.impco.push(...(p.impco ?? []));
    Object.assign(parts.advsettings, p.advsettings ?? {});
  }
  return parts;
}
