import type { UserRow } from '../db/schema/auth.js';
import type { NotifyListener } from './notify-listener.js';

/** Triggers (drizzle/0020_session_notify.sql) NOTIFY this channel with the user ids whose session or profile changed. */
export const SESSIONS_CHANNEL = 'club_sessions';

/** A session as the auth plugin loaded it from the database, kept in this node's memory. */
export interface CachedSession {
  user: UserRow;
  sessionId: string;
  remember: boolean;
  /** This node's idea of the last access: touched here at most once a minute (plugins/auth.ts). */
  lastAccessAt: Date;
  /** The pending-payment count, when the load counted it (auth/ping does). */
  pending?: number;
}

interface Entry extends CachedSession {
  expires: number;
  /** Values made of this user's data (the profile's parts): dropped with the session. */
  memo: Map<string, unknown>;
}

/**
 * A per-node cache of signed-in sessions: token hash -> the session, its user row, the pending
 * count and what the profile builder memoises, so `auth/ping` (called by every page) and every
 * signed-in call skip the session query in the common case.
 *
 * Kept honest by LISTEN/NOTIFY on `club_sessions`: triggers on the tables the session and the
 * profile are made of (sessions deleted: logout, "close other sessions", expiry; users updated
 * or removed: profile, permissions, password; course signups, family links and billing's
 * charges: the pending payments; the requests' tables: the profile's requests part) notify the ids of the users
 * concerned, and every node drops those users' sessions. The rule for a new profile field is in
 * modules/auth/README.md. While the LISTEN connection is down nothing is served from memory (and
 * everything is dropped), so a revoked token never outlives a lost notification. Entries also
 * age out after `ttlSeconds`, a bound on anything a future writer forgets to notify.
 *
 * A load that overlaps an invalidation of its user is not kept (it may have read the old rows).
 */
export interface SessionCache {
  readonly listening: boolean;
  readonly size: number;
  /** The live entry of a token hash, or undefined (none, aged out, or not listening). */
  get(tokenHash: string): CachedSession | undefined;
  /** A mark taken before loading a session from the database, for `put`. */
  begin(): number;
  /** Keeps a session loaded since `begin()`, unless its user (or everything) was invalidated meanwhile. */
  put(tokenHash: string, session: CachedSession, startedAt: number): void;
  /**
   * A value derived from the session's user (a part of the profile), computed once while the
   * session is cached. Without a live entry it is simply loaded.
   */
  memo<T>(tokenHash: string, key: string, load: () => Promise<T>): Promise<T>;
  /** A value `memo` keeps for a live entry, if it has it: nothing is loaded. */
  peek(tokenHash: string, key: string): unknown;
  /** Drops every cached session of these users on this node. */
  dropUsers(userIds: readonly number[]): void;
  clear(): void;
}

const MAX_ENTRIES = 50_000;
/** Past this many remembered invalidations the oldest are forgotten by treating every load in flight as stale. */
const MAX_DROPS = 10_000;

export function createSessionCache(opts: { ttlSeconds: number; listener?: NotifyListener; now?: () => number }): SessionCache {
  const now = opts.now ?? Date.now;
  const listener = opts.ttlSeconds > 0 ? opts.listener : undefined;
  const isListening = () => listener?.listening === true;
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  // A counter of invalidations; when each user (and everything) was last invalidated.
  let seq = 0;
  let clearedAt = 0;
  const droppedAt = new Map<number, number>();

  const remove = (hash: string) => {
    const e = entries.get(hash);
    if (!e) return;
    entries.delete(hash);
    const set = byUser.get(e.user.id);
    set?.delete(hash);
    if (set && set.size === 0) byUser.delete(e.user.id);
  };
  const staleSince = (userId: number, startedAt: number) => clearedAt > startedAt || (droppedAt.get(userId) ?? 0) > startedAt;

  const cache: SessionCache = {
    get listening() {
      return isListening();
    },
    get size() {
      return entries.size;
    },
    get(hash) {
      if (!isListening()) return undefined;
      const e = entries.get(hash);
      if (!e) return undefined;
      if (e.expires <= now()) {
        remove(hash);
        return undefined;
      }
      return e;
    },
    begin() {
      return seq;
    },
    put(hash, session, startedAt) {
      if (!isListening() || staleSince(session.user.id, startedAt)) return;
      remove(hash);
      if (entries.size >= MAX_ENTRIES) remove(entries.keys().next().value!);
      entries.set(hash, { ...session, expires: now() + opts.ttlSeconds * 1000, memo: new Map() });
      let set = byUser.get(session.user.id);
      if (!set) byUser.set(session.user.id, (set = new Set()));
      set.add(hash);
    },
    async memo<T>(hash: string, key: string, load: () => Promise<T>): Promise<T> {
      const e = isListening() ? entries.get(hash) : undefined;
      if (!e) return load();
      if (e.memo.has(key)) return e.memo.get(key) as T;
      const startedAt = seq;
      const value = await load();
      if (isListening() && entries.get(hash) === e && !staleSince(e.user.id, startedAt)) e.memo.set(key, value);
      return value;
    },
    peek(hash, key) {
      return cache.get(hash) === undefined ? undefined : entries.get(hash)!.memo.get(key);
    },
    dropUsers(userIds) {
      seq += 1;
      if (droppedAt.size + userIds.length > MAX_DROPS) {
        droppedAt.clear();
        clearedAt = seq;
      }
      for (const id of userIds) {
        droppedAt.set(id, seq);
        for (const hash of [...(byUser.get(id) ?? [])]) remove(hash);
      }
    },
    clear() {
      seq += 1;
      clearedAt = seq;
      droppedAt.clear();
      entries.clear();
      byUser.clear();
    },
  };

  listener?.subscribe(SESSIONS_CHANNEL, {
    // The payload: user ids separated by commas, or '*' for everyone.
    notify: (payload) => {
      if (payload === '*' || payload === '') return cache.clear();
      const ids = payload
        .split(',')
        .map(Number)
        .filter((n) => Number.isSafeInteger(n));
      cache.dropUsers(ids);
    },
    reset: () => cache.clear(),
  });
  return cache;
}
