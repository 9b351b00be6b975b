// What the benchmarks of `npm run bench` share: the running server's database, the office's login,
// accounts with a live session written straight into the database (no thousand argon2 hashes),
// JSON calls and percentiles. Numbers, not assertions.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The p-th percentile of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Prints a table of measured rows: the first column left-aligned and as wide as its longest cell,
 * the others right-aligned to their heading's width or more (`width`), an unaligned last one
 * (`tail`: a row's verdict against its goal).
 */
export function printTable(columns, rows) {
  const [first, ...rest] = columns;
  const w = Math.max(first.title.length, ...rows.map((r) => String(first.value(r)).length)) + 2;
  const cell = (c, v) => (c.tail ? ` ${v}` : String(v).padStart(c.width ?? c.title.length));
  console.log(first.title.padEnd(w), ...rest.map((c) => (c.tail ? ` ${c.title}` : c.title.padStart(c.width ?? c.title.length))));
  for (const r of rows) console.log(String(first.value(r)).padEnd(w), ...rest.map((c) => cell(c, c.value(r))));
}

/** A call's status and JSON body (null when the body is not JSON). */
export async function json(url, init) {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** The connection string of the embedded database that the benchmark's built server runs on. */
export async function benchDatabaseUrl(dataDir) {
  const { runningServerUrl } = await import(pathToFileURL(path.join(root, 'packages/server/dist/db/embedded.js')).href);
  const databaseUrl = runningServerUrl(path.join(dataDir, 'postgres'));
  if (!databaseUrl) throw new Error('the embedded database of the benchmark server is not running');
  return databaseUrl;
}

/** The demo administrator's bearer token. */
export async function adminToken(base) {
  const admin = await json(`${base}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: 'admin@cngetxo.eus', password: 'gobela2026' }),
  });
  if (admin.body?.success !== 1) throw new Error(`admin login failed: ${JSON.stringify(admin.body)}`);
  return admin.body.data.token;
}

/**
 * Runs `make(client, i, run)` n times in one transaction (`run`: a random tag for unique e-mails);
 * `make` returns the new account's user id, and the account gets a live session.
 * Resolves to [{ id, token }] in order.
 */
export async function makeAccountsWithSessions(databaseUrl, n, make) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const run = randomBytes(4).toString('hex');
  const accounts = [];
  try {
    await client.query('BEGIN');
    for (let i = 0; i < n; i += 1) {
      const id = await make(client, i, run);
      const token = randomBytes(32).toString('base64url');
      await client.query('INSERT INTO sessions (user_id, token_hash, user_agent) VALUES ($1, $2, $3)', [
        id,
        createHash('sha256').update(token).digest('hex'),
        'bench',
      ]);
      accounts.push({ id, token });
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  return accounts;
}

/**
 * PostgreSQL's side of a rush (BENCH_PG_WAITS=1): samples pg_stat_activity every 10 ms on a
 * connection of its own while the rush runs and prints what the server's backends were doing,
 * as a share of the samples: on the CPU ('running'), waiting for a lock (row or transaction
 * locks: queued on a seat or a stock row), for the WAL flush of a commit (IO: WalSync), or idle
 * in a transaction (waiting for the Node process). Returns stop(), which prints the table.
 */
export async function samplePostgresWaits(databaseUrl) {
  if (process.env.BENCH_PG_WAITS !== '1') return async () => {};
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map();
  let samples = 0;
  let busy = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `SELECT CASE WHEN state = 'active' AND wait_event IS NULL THEN 'running (CPU)'
                     WHEN state = 'active' THEN wait_event_type || ':' || wait_event
                     ELSE state END AS what, count(*)::int AS n
           FROM pg_stat_activity
          WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname = current_database()
            AND state <> 'idle'
          GROUP BY 1`,
      );
      samples += 1;
      for (const r of rows) {
        counts.set(r.what, (counts.get(r.what) ?? 0) + r.n);
        busy += r.n;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    console.log(
      `PostgreSQL backends during the rush (${samples} samples of pg_stat_activity, mean ${(busy / Math.max(1, samples)).toFixed(1)} busy)`,
    );
    for (const [what, n] of [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      console.log(`  ${what.padEnd(40)} ${(n / Math.max(1, samples)).toFixed(2).padStart(6)} backends on average`);
    }
  };
}
