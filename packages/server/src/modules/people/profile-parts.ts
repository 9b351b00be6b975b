import { seasonProfileFields } from '@club/domain/seasons/signup.rules';
import type { SeasonProfile } from '@club/domain/seasons/profile.schemas';
import type { Db } from '../../db/client.js';

/**
 * Parts of a person's profile owned by areas the profile builders may not import (they come
 * after auth and family in the areas' order): the area registers its reader at start-up and the
 * one profile builder of each call (auth/ping's buildProfile, the family's sysProfile) reads it
 * here. Without a registered reader a part reads as "nothing": a person without a season signup.
 */
export type SeasonProfileReader = (db: Db, userIds: readonly number[], now: Date) => Promise<Map<number, SeasonProfile>>;

let seasonReader: SeasonProfileReader | null = null;

/** The seasons area's season_* fields (spec 001 §3); registered again by each test app. */
export function registerSeasonProfileReader(reader: SeasonProfileReader): void {
  seasonReader = reader;
}

const NO_SEASON: SeasonProfile = seasonProfileFields(null);

/** The season_* fields of each of these persons (one query for all of them). */
export async function seasonProfilesOf(db: Db, userIds: readonly number[], now: Date): Promise<Map<number, SeasonProfile>> {
  const found = seasonReader && userIds.length > 0 ? await seasonReader(db, userIds, now) : new Map<number, SeasonProfile>();
  return new Map(userIds.map((id) => [id, found.get(id) ?? NO_SEASON]));
}
