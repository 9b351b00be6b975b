import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { KeyedBatcher } from '../lib/keyed-batcher.js';

/** The counters' table (drizzle/0009_rate_limits.sql, unlogged since 0027); expired rows are removed by a cleanup job. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** One counted request: the counter's key, its window, and when it was counted. */
interface Hit {
  key: string;
  windowMs: number;
  at: number;
}

/**
 * Every counted request of the batch in ONE statement: the hits are summed per key, each key's
 * counter is upserted once (a window that has ended starts again from the batch's hits), and each
 * hit's count is the counter before the batch plus the hits of its key up to it, in arrival order:
 * exactly what one upsert per request in that order would have answered, and as atomic across
 * nodes (the row's lock of the upsert). The layout is rate-limiter-flexible's, which counted here
 * before (key, points, expire in epoch ms), so counters survive the change.
 */
const UPSERT = `
  INSERT INTO ${RATE_LIMIT_TABLE} AS r (key, points, expire)
  SELECT k, n, e FROM unnest($1::varchar[], $2::int[], $3::bigint[]) AS t(k, n, e)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN r.expire <= $4 THEN EXCLUDED.points ELSE r.points + EXCLUDED.points END,
    expire = CASE WHEN r.expire <= $4 THEN EXCLUDED.expire ELSE r.expire END
  RETURNING key, points, expire`;

/**
 * The counting of hits that arrive together, batched (lib/keyed-batcher.ts): the first hit runs at
 * once, the ones arriving meanwhile go together in the next statement. Why: in a rush (1,000
 * families at the night enrolment) one upsert per request was one pool checkout and one round
 * trip each, ahead of the request's own work; the CPU profile showed the socket writes of those
 * round trips among the server's largest costs.
 */
async function countHits(pool: pg.Pool, hits: Hit[]): Promise<{ current: number; ttl: number }[]> {
  const sums = new Map<string, { n: number; expire: number }>();
  for (const h of hits) {
    const s = sums.get(h.key);
    if (s) s.n += 1;
    else sums.set(h.key, { n: 1, expire: h.at + h.windowMs });
  }
  // Keys in one order on every node: two batches upserting the same counters lock them in the same order.
  const keys = [...sums.keys()].sort();
  const now = hits[0]!.at;
  const { rows } = await pool.query<{ key: string; points: number; expire: string }>({
    name: 'club_rate_limit_upsert',
    text: UPSERT,
    values: [keys, keys.map((k) => sums.get(k)!.n), keys.map((k) => sums.get(k)!.expire), now],
  });
  const after = new Map(rows.map((r) => [r.key, { points: r.points, expire: Number(r.expire) }]));
  const seen = new Map<string, number>();
  return hits.map((h) => {
    const row = after.get(h.key)!;
    const nth = (seen.get(h.key) ?? 0) + 1;
    seen.set(h.key, nth);
    const before = row.points - sums.get(h.key)!.n;
    return { current: before + nth, ttl: Math.max(0, row.expire - Date.now()) };
  });
}

/**
 * A store for @fastify/rate-limit whose counters live in PostgreSQL, so every node behind a load
 * balancer counts the same requests. One counter per route and key: the route's method and URL
 * prefix the keys.
 */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  const batcher = new KeyedBatcher<Hit, { current: number; ttl: number }>((hits) => countHits(pool, hits));

  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      // Whole seconds, and the key as rate-limiter-flexible wrote it (route prefix ':' key).
      const windowMs = Math.max(1, Math.ceil(timeWindow / 1000)) * 1000;
      batcher.submit('hits', { key: `${this.prefix}:${key}`, windowMs, at: Date.now() }).then(
        (res) => callback(null, res),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const info = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '');
      return new PostgresStore(routeOptions as unknown as FastifyRateLimitOptions, `${method} ${info?.url ?? routeOptions.path ?? ''}`);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Signed-in calls count per account (a club office or a school network puts many families
 * behind one address); visitors per address. Runs as a preHandler, after the route's auth hook
 * has loaded the session.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`;
}
