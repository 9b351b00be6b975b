import { createHash, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { sessions, users, type UserRow } from '../db/schema/auth.js';
import { HttpError } from '../lib/reply.js';
import { KeyedBatcher } from '../lib/keyed-batcher.js';
import type { SessionCache } from './session-cache.js';

/**
 * The user's pending payments as SQL over their id, and a number that changes when its shape
 * does: handed by app.ts from the payment ledger, where each area adds its source (the platform
 * imports no area).
 */
export interface PendingPaymentsSum {
  sql: (userId: SQL) => SQL<number>;
  version: () => number;
}

export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /** Loaded with the session on routes marked `config: { withPendingPayments: true }`. */
  pendingPayments?: number;
  /** The session's key in the node's session cache, for values derived from it (the profile's parts). */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Count the user's pending payments in the same query that loads the session (auth/ping). */
    withPendingPayments?: true;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: loads the session when a token is sent, but lets visitors through. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** 128+ bits of randomness; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Session touches are written at most once a minute to keep hot reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Sessions die after this much idle time: 30 days, or 12 hours when the user did not ask to be
 * remembered (a shared computer). Decision: 12 hours covers a working day without surviving
 * until the next one.
 */
export const SESSION_IDLE_MS = { remember: 30 * 24 * 3600_000, forget: 12 * 3600_000 } as const;

/**
 * The session lookup is the query every signed-in call makes (auth/ping most of all): prepared
 * once per database and shape, so PostgreSQL parses and plans it once per connection instead of
 * on every call. The shape with the pending-payment count is rebuilt when a source is added.
 *
 * It loads the sessions of several tokens at once (`token_hash = ANY(...)`): the loads that miss
 * the session cache together go in one round trip (lib/keyed-batcher.ts). Why: a session's first
 * use on a node always misses the cache, and in a rush (1,000 families at the night enrolment,
 * each request the first of its session on this node) one lookup per request was one pool
 * checkout and one round trip each before any work; the first load still goes at once.
 */
const prepareSessions = (db: Db, pending: PendingPaymentsSum | null, name: string) =>
  db
    .select({
      hash: sessions.tokenHash,
      user: users,
      sessionId: sessions.id,
      lastAccessAt: sessions.lastAccessAt,
      remember: sessions.remember,
      pending: (pending ? pending.sql(sql`${users.id}`) : sql`NULL`) as SQL<number | null>,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.tokenHash} = ANY(${sql.placeholder('hashes')}::text[])`)
    .prepare(name);

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessions>['execute']>>[number];

interface Loader {
  query: ReturnType<typeof prepareSessions>;
  batcher: KeyedBatcher<string, SessionRow | null>;
}
const loaders = new WeakMap<Db, Map<string, Loader>>();

function sessionLoader(db: Db, pending: PendingPaymentsSum | null): Loader {
  const name = `club_sessions_${pending ? `pending_${pending.version()}` : 'plain'}`;
  let byName = loaders.get(db);
  if (!byName) loaders.set(db, (byName = new Map()));
  let loader = byName.get(name);
  if (!loader) {
    const query = prepareSessions(db, pending, name);
    const batcher = new KeyedBatcher<string, SessionRow | null>(async (hashes) => {
      const rows = await query.execute({ hashes: [...new Set(hashes)] });
      const byHash = new Map(rows.map((r) => [r.hash, r]));
      return hashes.map((h) => byHash.get(h) ?? null);
    });
    byName.set(name, (loader = { query, batcher }));
  }
  return loader;
}

const idleLimit = (s: { remember: boolean }) => (s.remember ? SESSION_IDLE_MS.remember : SESSION_IDLE_MS.forget);

/**
 * The session of a token hash as this node's memory holds it, when the memory alone may answer
 * for it: a live entry (see SessionCache.get), with the pending count when asked for, used within
 * the last TOUCH_INTERVAL_MS (so no touch is due, and it is far from idle). Anything else takes
 * resolveSession. For auth/ping's hot reply, which answers before the auth hook runs.
 */
export function sessionInMemory(cache: SessionCache, hash: string, nowMs: number, withPendingPayments: boolean) {
  const cached = cache.get(hash);
  if (!cached || (withPendingPayments && cached.pending === undefined)) return undefined;
  return nowMs - cached.lastAccessAt.getTime() <= TOUCH_INTERVAL_MS ? cached : undefined;
}

export async function resolveSession(
  db: Db,
  token: string,
  /** The app's clock (ctx.now), never the system's: a session's idle time is counted on it. */
  now: Date,
  opts: { withPendingPayments?: PendingPaymentsSum; cache?: SessionCache } = {},
): Promise<AuthContext | null> {
  const hash = hashToken(token);
  const { cache } = opts;
  const cached = cache?.get(hash);
  // A hit serves the session without the database; a route that needs the pending count and an
  // entry loaded without it go to the database once (the entry then keeps the count).
  if (cached && (!opts.withPendingPayments || cached.pending !== undefined)) {
    const idle = now.getTime() - cached.lastAccessAt.getTime();
    // Idle too long by this node's reckoning: another node may have used it since, so the
    // database decides (below), never the memory.
    if (idle <= idleLimit(cached)) {
      if (idle > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastAccessAt: now }).where(eq(sessions.id, cached.sessionId));
        cached.lastAccessAt = now;
      }
      return {
        user: cached.user,
        sessionId: cached.sessionId,
        tokenHash: hash,
        ...(opts.withPendingPayments ? { pendingPayments: cached.pending } : {}),
      };
    }
  }
  const startedAt = cache?.begin() ?? 0;
  const row = await sessionLoader(db, opts.withPendingPayments ?? null).batcher.submit('sessions', hash);
  if (!row) return null;
  const idle = now.getTime() - row.lastAccessAt.getTime();
  if (idle > idleLimit(row)) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastAccessAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const pending = row.pending === null ? undefined : Number(row.pending);
  cache?.put(
    hash,
    {
      user: row.user,
      sessionId: row.sessionId,
      remember: row.remember,
      lastAccessAt: idle > TOUCH_INTERVAL_MS ? now : row.lastAccessAt,
      ...(pending === undefined ? {} : { pending }),
    },
    startedAt,
  );
  return { user: row.user, sessionId: row.sessionId, tokenHash: hash, ...(pending === undefined ? {} : { pendingPayments: pending }) };
}

export default fp(
  async (app: FastifyInstance, opts: { db: Db; now?: () => Date; pendingPayments?: PendingPaymentsSum; cache?: SessionCache }) => {
    app.decorateRequest('auth', null);
    const { cache } = opts;
    const load = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const withPendingPayments = request.routeOptions.config?.withPendingPayments === true ? opts.pendingPayments : undefined;
      request.auth = token ? await resolveSession(opts.db, token, opts.now?.() ?? new Date(), { withPendingPayments, cache }) : null;
      return token;
    };
    if (cache) {
      // Read your own writes on this node: whatever a signed-in caller changes (their profile,
      // a signup, a logout) drops their cached sessions before the reply leaves, without waiting
      // for the NOTIFY that tells every node; an office write drops them all here.
      // (A callback hook: it runs on every reply, auth/ping's included, and has nothing to await.)
      app.addHook('onSend', (request, _reply, payload, done) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          if (request.url.startsWith('/api/admin/')) cache.clear();
          else if (request.auth) cache.dropUsers([request.auth.user.id]);
        }
        done(null, payload);
      });
    }
    app.decorate('requireUser', async (request: FastifyRequest) => {
      await load(request);
      if (!request.auth) throw new HttpError(401, 'unauthorized');
    });
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      await load(request);
    });
  },
  { name: 'auth' },
);

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw new HttpError(401, 'unauthorized');
  return request.auth.user;
}
