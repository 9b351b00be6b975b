import type { RequestsProfile } from '@club/domain/requests/requests.schemas';
import type { Db } from '../../db/client.js';
import { licensesOf } from './licences.service.js';
import { examProfile } from './medical-exam.service.js';
import { sportscardOf } from './sportscard.service.js';

/**
 * The requests part of a person's profile (auth/ping for the caller, each sysProfile of
 * v3/delegated_acct/users): licences of this licence season, the latest exam booking and the
 * unpaid ones, the latest sports-card request.
 */
export async function requestsProfileOf(db: Db, userId: number, now: Date): Promise<RequestsProfile> {
  const [licenses, exam, sportscard] = await Promise.all([
    licensesOf(db, userId, now),
    examProfile(db, userId, now),
    sportscardOf(db, userId),
  ]);
  return { licenses, ...exam, sportscard };
}
