import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database; a transaction has the same query API and is accepted wherever a Db is. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** The node-postgres pool behind `db` (the job queue and raw COPY use it). */
  pool: pg.Pool;
  /**
   * A small pool of its own for the short transactions that hold a lock on a limited thing (the
   * seat decision): they never queue behind ordinary reads for a connection while others wait
   * for their lock.
   */
  lockingDb: Db;
  /** The connection string (LISTEN and the job queue open their own connections). */
  url: string;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string: the embedded server's or DATABASE_URL. */
  databaseUrl: string;
  /** Apply migrations before returning (the default). */
  migrate?: boolean;
  /** Pool size (default 10). */
  max?: number;
}

// DATE columns come back as 'YYYY-MM-DD' strings, never as Date objects shifted by a time zone.
pg.types.setTypeParser(1082, (v: string) => v);

function newPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (a restart, a failover, an administrator ending it) is
  // reported here and replaced by the pool; without a listener it would crash the process.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error(`PostgreSQL idle connection error: ${err.message}`);
  });
  return pool;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const pool = newPool(opts.databaseUrl, opts.max ?? 10);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const lockingPool = newPool(opts.databaseUrl, 4);
  const lockingDb = drizzle({ client: lockingPool, schema }) as unknown as Db;
  const database: Database = {
    db,
    pool,
    lockingDb,
    url: opts.databaseUrl,
    close: async () => {
      await Promise.all([pool.end(), lockingPool.end()]);
    },
  };
  if (opts.migrate !== false) await migrateDatabase(database);
  return database;
}

export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db as never, { migrationsFolder });
}

/** The SQLSTATEs with which PostgreSQL aborts a transaction that may simply be run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a whole transaction again when PostgreSQL aborted it to break a deadlock (40P01) or a
 * serialization failure (40001), as its manual advises: nothing of the aborted try was kept.
 * For office actions that lock rows of two areas (a cancelled paid place: the signup, then the
 * ledger row that paid it), which the bank's notification may lock the other way round at the
 * same moment; without it the loser answered a 500.
 */
export async function retryAborted<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await run();
    } catch (e) {
      const err = e as { code?: string; cause?: { code?: string } };
      const code = err.code ?? err.cause?.code;
      if (i >= attempts || !code || !RETRYABLE.has(code)) throw e;
    }
  }
}
