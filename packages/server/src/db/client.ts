import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Either driver's database; a transaction has the same query API and is accepted wherever a Db is. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** 'pglite' or 'postgres'. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when absent. */
  pgliteDir?: string;
  /** Apply migrations before returning (the default). */
  migrate?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.pgliteDir);
  if (opts.migrate !== false) await migrateDatabase(database);
  return database;
}

async function openPglite(dir?: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dir) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pg = (await import('pg')).default;
  // DATE columns come back as 'YYYY-MM-DD' strings, as PGlite returns them.
  pg.types.setTypeParser(1082, (v: string) => v);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, a failover, an administrator ending it) is
  // reported here and replaced by the pool; without a listener it would crash the process.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error(`PostgreSQL idle connection error: ${err.message}`);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
