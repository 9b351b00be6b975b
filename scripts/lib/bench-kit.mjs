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
