// What the benchmarks of `npm run bench` share: the running server's database, the office's login,
// accounts with a live session written straight into the database (no thousand argon2 hashes),
// JSON calls and percentiles. Numbers, not assertions.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Whether autocannon keeps each reply's body (BENCH_CLIENT_KEEPS_BODIES=1), as it does out of the
 * box: since mcollina/autocannon#301 its client appends every body chunk to a string
 * (`req.body += data`, lib/pipelinedRequestsQueue.js) for `verifyBody`, `expectBody` and a
 * request's `onResponse`, none of which the bench uses. That is a UTF-8 decode of every reply in
 * the client, which shares the 2 cores with the server: measured here at 14 µs for a 4,274-byte
 * brotli reply (binary, so the decoder's slow path) against 0.6 µs for as many ASCII bytes. It
 * capped the compressed public reads (landing/courses, courses/active, news/pub) by the client's
 * work: the bare process replaying the same bytes fell to 56-67 % of the bare route, and a
 * same-length reply of ASCII bytes did not (2026-11-29). No browser does it (it decompresses, then
 * parses once), so by default the bench's client counts the bytes and drops the bodies.
 */
export const CLIENT_KEEPS_BODIES = process.env.BENCH_CLIENT_KEEPS_BODIES === '1';

/** Has autocannon's client drop reply bodies (above), unless BENCH_CLIENT_KEEPS_BODIES=1. */
export function dropAutocannonBodies() {
  if (CLIENT_KEEPS_BODIES) return;
  const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
  // An autocannon that no longer keeps bodies this way must fail here, not measure silently.
  if (typeof Queue?.prototype?.addBody !== 'function') throw new Error('autocannon changed: lib/pipelinedRequestsQueue.js has no addBody');
  Queue.prototype.addBody = function addBody() {};
}

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

/**
 * The rush's client: how the bench sends each account's one request, on a connection of its own
 * (1,000 phones each open their own). `BENCH_RUSH_CLIENT=fetch` picks WHATWG fetch (undici
 * underneath, as the bench used until session 7); the default is node:http with an agent of its
 * own per request (`agent: false`: a new connection, closed after the reply). Why: client, server
 * and PostgreSQL share the 2 cores, and fetch's per-request cost (its WHATWG streams, headers and
 * body objects) was most of the rush's p99 (the floor: 1,000 fetch POSTs at once to a route that
 * does nothing took 0.4-0.9 s at p99). The floor is always measured with the same client as the
 * rush and printed beside it, with the client's name.
 */
export const rushClient =
  process.env.BENCH_RUSH_CLIENT === 'fetch'
    ? {
        name: 'WHATWG fetch (undici), a connection per account',
        async post(url, headers, body) {
          const res = await fetch(url, { method: 'POST', headers, body });
          return { status: res.status, body: await res.json() };
        },
      }
    : {
        name: 'node:http, a connection of its own per account (agent: false)',
        post(url, headers, body) {
          return new Promise((resolve, reject) => {
            const req = http.request(
              url,
              { method: 'POST', agent: false, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
              (res) => {
                const chunks = [];
                res.on('data', (c) => chunks.push(c));
                res.on('error', reject);
                res.on('end', () => {
                  try {
                    resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
                  } catch (err) {
                    reject(err);
                  }
                });
              },
            );
            req.on('error', reject);
            req.end(body);
          });
        },
      };

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

/**
 * The wall-clock span (Date.now()) of the last rush's requests, for the CPU profile (bench.mjs
 * prints the server's top functions over that span too: the measured rush, not the seeding or
 * the warm-up). Each rush calls rushSpan.mark(start, end) around its requests.
 */
export const rushSpan = {
  start: 0,
  end: 0,
  mark(start, end) {
    this.start = start;
    this.end = end;
  },
};

/**
 * A rush measured on a warm server (issue 16, 17 and 19's rushes). The night enrolment hits a
 * server that has been running for days: its code compiled by the JIT, its pools' connections
 * open and their prepared statements planned. The bench's server has just started, so unless
 * BENCH_WARMUP=0 each rush part first runs the same rush once on data of its own (another course,
 * season or day, other accounts) and prints it as the cold figure, then the measured rush on fresh
 * data; the goal is judged on the second, the first is printed beside it. `rush(label)` runs one
 * rush and resolves to { p99 } (its own lines printed). `floor` ({ url, n, body }): the client's
 * floor measured after them (clientFloor) and printed beside.
 */
export async function warmThenMeasure(title, goal, run, floor = null) {
  const warmup = process.env.BENCH_WARMUP !== '0';
  // Connections the kernel dropped because an accept queue was full: their clients retry only
  // after TCP's 1 s retransmission timeout (machine-wide counter, Linux only).
  const rush = async (label) => {
    const before = listenOverflows();
    const r = await run(label);
    const after = listenOverflows();
    if (before !== null && after !== null)
      console.log('listen queue overflows (machine-wide)'.padEnd(34), String(after - before).padStart(8));
    return r;
  };
  const cold = warmup ? await rush('warm-up on other data: the first rush since the server started (cold)') : null;
  const warm = await rush(warmup ? 'measured: the same rush again on fresh data (warm server)' : 'measured (cold server, BENCH_WARMUP=0)');
  const verdict = (r) => (goal.met(r) ? 'met' : 'missed');
  const base = floor ? await clientFloor(floor) : null;
  console.log(
    `${title}: p99 ${cold ? `cold ${Math.round(cold.p99)} ms (${verdict(cold)}), ` : ''}` +
      `${warmup ? 'warm' : 'cold'} ${Math.round(warm.p99)} ms — goal ${goal.text}: ${verdict(warm)}` +
      (base ? `; the client's floor (the same ${floor.n} POSTs at once to the bare route): p99 ${Math.round(base.p99)} ms` : ''),
  );
  return { cold, warm };
}

/** TcpExt ListenOverflows of /proc/net/netstat, or null where there is none. */
function listenOverflows() {
  try {
    const lines = fs
      .readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('TcpExt:'));
    const names = lines[0].split(/\s+/);
    const values = lines[1].split(/\s+/);
    return Number(values[names.indexOf('ListenOverflows')]);
  } catch {
    return null;
  }
}

/**
 * The floor under a rush's latency on this machine: the bench's own client (rushClient) sending the same
 * number of POSTs at once (a fresh connection each, as in the rush) to the bare Fastify route,
 * which answers without any work. Client and servers share the two cores, so this part of a
 * rush's p99 is the client's and the machine's, not the portal's.
 */
export async function clientFloor({ url, n, body }) {
  const latencies = [];
  await Promise.all(
    Array.from({ length: n }, async () => {
      const started = performance.now();
      await rushClient.post(url, { 'content-type': 'application/json', authorization: `Bearer ${'x'.repeat(43)}` }, body);
      latencies.push(performance.now() - started);
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  const r = { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  console.log(
    `\nClient floor: ${n} POSTs at once to the bare route (${rushClient.name}): p50 / p99 ${Math.round(r.p50)} / ${Math.round(r.p99)} ms`,
  );
  return r;
}
