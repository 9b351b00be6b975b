import { createHash, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { sessions, users, type UserRow } from '../db/schema/auth.js';
import { HttpError } from '../lib/reply.js';

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
 */
const prepareSession = (db: Db, pending: PendingPaymentsSum | null, name: string) =>
  db
    .select({
      user: users,
      sessionId: sessions.id,
      lastAccessAt: sessions.lastAccessAt,
      remember: sessions.remember,
      pending: (pending ? pending.sql(sql`${users.id}`) : sql`NULL`) as SQL<number | null>,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare(name);

const preparedSessions = new WeakMap<Db, Map<string, ReturnType<typeof prepareSession>>>();

function sessionQuery(db: Db, pending: PendingPaymentsSum | null) {
  const name = `club_session_${pending ? `pending_${pending.version()}` : 'plain'}`;
  let byName = preparedSessions.get(db);
  if (!byName) preparedSessions.set(db, (byName = new Map()));
  let prepared = byName.get(name);
  if (!prepared) byName.set(name, (prepared = prepareSession(db, pending, name)));
  return prepared;
}

export async function resolveSession(
  db: Db,
  token: string,
  now: Date = new Date(),
  opts: { withPendingPayments?: PendingPaymentsSum } = {},
): Promise<AuthContext | null> {
  const rows = await sessionQuery(db, opts.withPendingPayments ?? null).execute({ hash: hashToken(token) });
  const row = rows[0];
  if (!row) return null;
  const idle = now.getTime() - row.lastAccessAt.getTime();
  if (idle > (row.remember ? SESSION_IDLE_MS.remember : SESSION_IDLE_MS.forget)) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastAccessAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId, ...(row.pending === null ? {} : { pendingPayments: Number(row.pending) }) };
}

export default fp(
  async (app: FastifyInstance, opts: { db: Db; now?: () => Date; pendingPayments?: PendingPaymentsSum }) => {
    app.decorateRequest('auth', null);
    const load = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const withPendingPayments = request.routeOptions.config?.withPendingPayments === true ? opts.pendingPayments : undefined;
      request.auth = token ? await resolveSession(opts.db, token, opts.now?.() ?? new Date(), { withPendingPayments }) : null;
      return token;
    };
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
