import type { Db } from '../../db/client.js';
import {
  clearLoginFailures,
  countLoginFailures,
  insertLoginFailure,
  isKnownLoginAddress,
  pruneLoginFailures,
  rememberLoginAddress,
} from './auth.repository.js';

/**
 * Login throttling, on the app's clock and in the database (so every server instance shares it).
 *
 * Counted: rejected logins of the last 15 minutes (a sliding window). A throttled attempt is
 * answered 429 without checking the password and is not counted itself, so the wait never grows.
 * - identity + address: 10 failures -> that address waits (the owner mistyping, or one attacker).
 * - address: 50 failures over any identities -> that address waits (spraying many accounts).
 * - identity from anywhere: 10 failures -> addresses that have never logged in to the account
 *   wait; addresses the owner logged in from during the last 180 days are NOT blocked by
 *   failures made elsewhere. So an attacker cannot lock the owner out of the usual devices, and
 *   from a new address at most until the attack is 15 minutes old.
 * The web shows its 4th- and 6th-rejection messages before the first 429 (10 > 6).
 * Known limit: a handful of parallel attempts can pass the count at the same instant; each one
 * still costs an argon2 hash.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  perPair: 10,
  perAddress: 50,
  perIdentity: 10,
  knownAddressMs: 180 * 24 * 3600_000,
} as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function checkLoginThrottle(
  db: Db,
  v: { identity: string; ip: string; userId?: number; now: Date },
): Promise<ThrottleVerdict> {
  const since = new Date(v.now.getTime() - LOGIN_THROTTLE.windowMs);
  const c = await countLoginFailures(db, v.identity, v.ip, since);
  const blockedBy: (Date | null)[] = [];
  if (c.pair.n >= LOGIN_THROTTLE.perPair) blockedBy.push(c.pair.oldest);
  if (c.ip.n >= LOGIN_THROTTLE.perAddress) blockedBy.push(c.ip.oldest);
  if (c.identity.n >= LOGIN_THROTTLE.perIdentity) {
    const known =
      v.userId !== undefined && (await isKnownLoginAddress(db, v.userId, v.ip, new Date(v.now.getTime() - LOGIN_THROTTLE.knownAddressMs)));
    if (!known) blockedBy.push(c.identity.oldest);
  }
  if (blockedBy.length === 0) return { allowed: true };
  // The wait ends when the oldest failure that counts leaves the window; a rough upper bound.
  const until = Math.max(...blockedBy.map((d) => new Date(d ?? v.now).getTime() + LOGIN_THROTTLE.windowMs));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - v.now.getTime()) / 1000)) };
}

export async function recordLoginFailure(db: Db, identity: string, ip: string, now: Date): Promise<void> {
  await insertLoginFailure(db, identity, ip, now);
  await pruneLoginFailures(db, new Date(now.getTime() - LOGIN_THROTTLE.windowMs));
}

export async function recordLoginSuccess(db: Db, v: { identity: string; ip: string; userId: number; now: Date }): Promise<void> {
  await clearLoginFailures(db, v.identity, v.ip);
  await rememberLoginAddress(db, v.userId, v.ip, v.now);
}

/** After a password recovery the owner starts clean everywhere. */
export const forgetLoginFailures = (db: Db, identity: string) => clearLoginFailures(db, identity);
