import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** The counters' table (drizzle/0007_rate_limits.sql); expired rows are removed by a cleanup job. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * A store for @fastify/rate-limit whose counters live in PostgreSQL (rate-limiter-flexible's
 * RateLimiterPostgres, one atomic upsert per counted request), so every node behind a load
 * balancer counts the same requests. One limiter per route: its URL and method prefix the keys.
 */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  const limiters = new Map<string, RateLimiterPostgres>();
  const limiter = (prefix: string, max: number, timeWindowMs: number) => {
    const id = `${prefix}|${max}|${timeWindowMs}`;
    let l = limiters.get(id);
    if (!l) {
      l = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pg',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: prefix,
        points: max,
        duration: Math.max(1, Math.ceil(timeWindowMs / 1000)),
      });
      limiters.set(id, l);
    }
    return l;
  };

  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      limiter(this.prefix, max, timeWindow)
        .consume(key)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (rej: unknown) =>
            rej instanceof RateLimiterRes
              ? callback(null, { current: rej.consumedPoints, ttl: rej.msBeforeNext })
              : callback(rej instanceof Error ? rej : new Error(String(rej))),
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
