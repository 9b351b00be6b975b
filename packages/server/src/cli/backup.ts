import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * Backup and restore of the club's data (`npm run club -- backup FILE` / `restore FILE`).
 *
 * The embedded server ships no pg_dump, and a pg_dump of another major version would refuse the
 * server anyway, so the backup is written here: every table of the `public` schema through
 * PostgreSQL's own COPY (text format: every type, bytea files included, round-trips exactly),
 * gzip-compressed, behind a header that names the schema version (the migrations applied).
 * Jobs in the queue are transient and not kept.
 *
 * File layout (after gunzip): one JSON header line; then per table a line `@@ <json>` with its
 * name and columns, its COPY rows, and the end-of-data line `\.`.
 */
export const BACKUP_FORMAT = 'club-portal-backup';

interface Header {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** Number of migrations applied in the database that was saved. */
  migrations: number;
  tables: string[];
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function migrationCount(client: pg.PoolClient): Promise<number> {
  const r = await client.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
  return Number(r.rows[0]!.n);
}

/** Tables of the public schema, parents before children (foreign keys), so a restore needs no deferred checks. */
async function tablesInOrder(client: pg.PoolClient): Promise<{ name: string; columns: string[] }[]> {
  const tables = await client.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const deps = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const names = tables.rows.map((t) => t.name);
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  const unquote = (s: string) => s.replace(/^"|"$/g, '');
  for (const d of deps.rows) if (unquote(d.child) !== unquote(d.parent)) parents.get(unquote(d.child))?.add(unquote(d.parent));
  const ordered: string[] = [];
  const visit = (n: string, path: Set<string>) => {
    if (ordered.includes(n) || path.has(n)) return;
    path.add(n);
    for (const p of parents.get(n) ?? []) visit(p, path);
    ordered.push(n);
  };
  for (const n of names) visit(n, new Set());
  const out = [];
  for (const name of ordered) {
    const cols = await client.query<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [name],
    );
    out.push({ name, columns: cols.rows.map((r) => r.c) });
  }
  return out;
}

export async function backupDatabase(pool: pg.Pool, file: string): Promise<{ tables: number }> {
  const client = await pool.connect();
  const tmp = `${file}.partial`;
  try {
    // One snapshot for every table: what is saved is one consistent moment.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await tablesInOrder(client);
    const header: Header = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: await migrationCount(client),
      tables: tables.map((t) => t.name),
    };
    const gzip = createGzip();
    const done = pipeline(gzip, fs.createWriteStream(tmp, { mode: 0o600 }));
    gzip.write(`${JSON.stringify(header)}\n`);
    for (const t of tables) {
      gzip.write(`@@ ${JSON.stringify(t)}\n`);
      const rows = client.query(copyTo(`COPY ${q(t.name)} (${t.columns.map(q).join(', ')}) TO STDOUT`));
      for await (const chunk of rows) if (!gzip.write(chunk)) await once(gzip, 'drain');
      gzip.write('\\.\n');
    }
    gzip.end();
    await done;
    await client.query('COMMIT');
    fs.renameSync(tmp, file);
    return { tables: tables.length };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    fs.rmSync(tmp, { force: true });
    throw err;
  } finally {
    client.release();
  }
}

export class RestoreError extends Error {}

/**
 * Replaces every table's rows with the file's, in one transaction: a bad file changes nothing.
 * The database must be at the same schema version as the backup (restore with the portal
 * version that made it, then upgrade).
 */
export async function restoreDatabase(pool: pg.Pool, file: string): Promise<{ tables: number; rows: number }> {
  if (!fs.existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const it = lines[Symbol.asyncIterator]();
  const first = await it.next().catch(() => ({ done: true, value: '' }));
  let header: Header;
  try {
    header = JSON.parse(String(first.value)) as Header;
  } catch {
    throw new RestoreError(`${file} is not a club portal backup`);
  }
  if (typeof header !== 'object' || header === null || header.format !== BACKUP_FORMAT || header.version !== 1)
    throw new RestoreError(`${file} is not a club portal backup`);

  const client = await pool.connect();
  let rows = 0;
  // A COPY still open when something fails must be ended (CopyFail) before ROLLBACK can run:
  // node-postgres queues queries behind it, so the ROLLBACK would wait forever holding the locks.
  let copy: ReturnType<typeof copyFrom> | null = null;
  let broken = false;
  try {
    await client.query('BEGIN');
    const migrations = await migrationCount(client);
    if (migrations !== header.migrations) {
      throw new RestoreError(
        `The backup was made at schema version ${header.migrations}, this database is at ${migrations}: restore it with the portal version that made it.`,
      );
    }
    const current = await tablesInOrder(client);
    const known = new Set(current.map((t) => t.name));
    // The audit log refuses TRUNCATE except in a restore (migration audit_append_only).
    await client.query(`SET LOCAL club.restore = 'on'`);
    await client.query(`TRUNCATE ${current.map((t) => q(t.name)).join(', ')} RESTART IDENTITY CASCADE`);
    let table: { name: string; columns: string[] } | null = null;
    try {
      for (let next = await it.next(); !next.done; next = await it.next()) {
        const line = next.value;
        if (!table) {
          if (!line.startsWith('@@ ')) throw new RestoreError('The backup file is damaged (table header expected).');
          table = JSON.parse(line.slice(3)) as { name: string; columns: string[] };
          if (!known.has(table.name)) throw new RestoreError(`The backup has a table this database does not: ${table.name}`);
          copy = client.query(copyFrom(`COPY ${q(table.name)} (${table.columns.map(q).join(', ')}) FROM STDIN`));
          // The server may refuse a row at any moment; without a listener that would crash the process.
          copy.on('error', () => {});
          continue;
        }
        if (copy!.destroyed) break;
        if (line === '\\.') {
          copy!.end();
          await finished(copy!);
          copy = null;
          table = null;
          continue;
        }
        rows += 1;
        if (!copy!.write(`${line}\n`)) await once(copy!, 'drain');
      }
      if (copy?.errored) throw copy.errored;
    } catch (err) {
      // A file that cannot be read to its end (cut, not gzip, rows the server refuses) is damaged.
      if (err instanceof RestoreError) throw err;
      throw new RestoreError(`The backup file is damaged: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (table) throw new RestoreError('The backup file is truncated.');
    // Serial ids continue after the restored rows.
    const seqs = await client.query<{ t: string; c: string }>(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
    );
    for (const s of seqs.rows) {
      await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${q(s.c)}) FROM ${q(s.t)}), 0) + 1, false)`, [
        `public.${q(s.t)}`,
        s.c,
      ]);
    }
    await client.query("SELECT pg_notify('club_content', 'restore')");
    await client.query('COMMIT');
    return { tables: header.tables.length, rows };
  } catch (err) {
    if (copy && !copy.destroyed) copy.destroy(new Error('restore aborted'));
    if (copy) await finished(copy).catch(() => {});
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw err;
  } finally {
    // A connection that could not roll back is not handed to anyone else.
    client.release(broken || undefined);
    lines.close();
  }
}
