#!/usr/bin/env node
// `npm run bench`: numbers, not assertions (it is not part of `npm test`).
//  1. API throughput with autocannon against the built server on its embedded PostgreSQL 17
//     server (a fresh DATA_DIR, demo data seeded): the bare Fastify route measured in the same
//     run, auth/ping logged in, and the public reads; req/s, p50/p99, non-2xx and % of the bare
//     route, against the goals of issue 19 (auth/ping >= 50 % of bare, served from the session
//     cache; news/pub, landing/*, courses/active and the other public reads >= 70 %; p99 <= 20 ms).
//     Interleaved with the bare route (bare, route, the route's reply replayed by the bare
//     process, bare, route…) over BENCH_API_ROUNDS rounds (3) of BENCH_API_SECONDS (3 s) each:
//     the medians are printed, with each process's CPU per request. Every request carries
//     Chromium's Accept-Encoding (BENCH_API_ENCODING='' for none).
//  2. The enrolment rush (bench-rush.mjs): 1,000 accounts enrol at once in a 50-seat variant.
//     Each rush of issues 16, 17 and 19 (2, 2b and 6's season rush) runs twice unless BENCH_WARMUP=0: first on data
//     of its own as the cold figure (a freshly started server), then measured on a warm server.
//  2b. The exam-slot rush (bench-exam.mjs): 500 members book the medical exam at once for 20 places over 5 slots.
//  2c. The kit stock rush (bench-stock.mjs): 300 members order the last 10 units of one size at once.
//  3. Lighthouse 12 (mobile, simulated throttling) on /, /noticias/home, /equipo/natacion,
//     /actividades/home and a course detail.
//  4. The SEPA remittance (bench-remittance.mjs): 3,000 debits generated and written as pain.008.
//  5. The console's tables (bench-table.mjs): TanStack Table's sort, filter and paging over 5,000
//     and 50,000 rows, in a node of its own with --expose-gc (memory held by one table).
//  6. The seasons (bench-seasons.mjs): a season rush and the group lottery (issue 16).
//  7. The server-rendered pages (bench-ssr.mjs): a cached `/` at 50 connections (issue 19).
// Options: `npm run bench -- api`, `-- rush`, `-- exam`, `-- stock`, `-- remittance`, `-- seasons`, `-- ssr`, `-- pages` or `-- table` runs one part.
// BENCH_PORT moves the server (8765, the bare route on the next two ports). `--cpu-prof` (or BENCH_PROFILE=1)
// runs the server (and the bare route's process, so both pay the profiler) under `node --cpu-prof` and prints
// their top self-time functions after the run.
// BENCH_PG_WAITS=1 samples pg_stat_activity during each rush and prints what PostgreSQL's backends were doing
// (on the CPU, waiting for a lock, for a commit's WAL flush, or idle in a transaction waiting for Node).
// BENCH_SECONDS and BENCH_CONNECTIONS change the runs of the SSR part (10 s, 50 connections; connections also the API part's).
// BENCH_LH_DIR keeps Lighthouse's reports (BENCH_LH_TRACE=1: and each page's trace); BENCH_LH_PAGES='/a /b' measures only those.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { runEnrolmentRush } from './bench-rush.mjs';
import { runRemittanceBench } from './bench-remittance.mjs';
import { runExamRush } from './bench-exam.mjs';
import { runStockRush } from './bench-stock.mjs';
import { runSeasonsBench } from './bench-seasons.mjs';
import { runSsrBench } from './bench-ssr.mjs';
import { CLIENT_KEEPS_BODIES, dropAutocannonBodies, printTable, rushSpan } from './lib/bench-kit.mjs';
import { ensureChromium } from './lib/system.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// autocannon's client counts each reply's bytes and keeps no body (lib/bench-kit.mjs says why).
dropAutocannonBodies();
const CLIENT_NOTE = CLIENT_KEEPS_BODIES
  ? 'client: autocannon as shipped, each body kept as a string (BENCH_CLIENT_KEEPS_BODIES=1)'
  : 'client: bodies counted, not kept (BENCH_CLIENT_KEEPS_BODIES=1 keeps them)';
const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const wants = (part) => only.length === 0 || only.includes(part);
const profile = args.includes('--cpu-prof') || process.env.BENCH_PROFILE === '1';
const port = Number(process.env.BENCH_PORT ?? 8765);
const barePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const bareUrl = `http://127.0.0.1:${barePort}/bare`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

// BENCH_SKIP_BUILD=1 measures the build already there (a second run, or a quick check).
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building server and web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Measuring a stale server left on the port would print someone else's numbers. */
async function assertPortFree(p) {
  await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => {
      console.error(`Port ${p} is in use: stop whatever listens there and run the benchmark again.`);
      process.exit(1);
    });
    probe.listen(p, '127.0.0.1', () => probe.close(resolve));
  });
}
for (const p of [port, barePort, barePort + 1]) await assertPortFree(p);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
const profileDir = profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-prof-')) : null;
// The portal as `npm start` runs it: no DATABASE_URL, so its own embedded PostgreSQL server.
const server = spawn(
  process.execPath,
  [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), path.join(root, 'packages/server/dist/main.js')],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
let serverExitedAt = 0;
const serverExit = new Promise((resolve) =>
  server.once('exit', () => {
    serverExitedAt = Date.now();
    resolve();
  }),
);
// The bare route in a process of its own, like the portal: the same CPU share, the same client,
// the same listen backlog (packages/server/src/main.ts), the same NODE_ENV and, with --cpu-prof,
// the same profiler (before issue 19's last round only the portal ran under --cpu-prof, so a
// profiled run measured it slowed by its profiler against a bare route that was not).
const bareProfileDir = profileDir ? path.join(profileDir, 'bare') : null;
const bare = spawn(
  process.execPath,
  [
    ...(bareProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${bareProfileDir}`] : []),
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
     const app = Fastify();
     app.get('/bare', async () => ({ success: 1, data: { ok: true } }));
     app.post('/bare', async () => ({ success: 1, data: { ok: true } }));
     // The same bytes as a portal route's reply (its status, headers and body, recorded by the
     // API part): what the reply's size and headers cost the client and the kernel by themselves.
     const replays = [];
     app.post('/replay', { bodyLimit: 16 * 1024 * 1024 }, async (request) => {
       const { status, headers, body } = request.body;
       replays.push({ status, headers, body: Buffer.from(body, 'base64') });
       return { id: replays.length - 1 };
     });
     app.get('/replay/:id', (request, reply) => {
       const r = replays[Number(request.params.id)];
       reply.code(r.status).headers(r.headers).send(r.body);
     });
     await app.listen({ port: ${barePort}, host: '127.0.0.1', backlog: 4096 });
     process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`,
  ],
  { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'] },
);
const bareExit = new Promise((resolve) => bare.once('exit', resolve));

/** Stops the portal (graceful: its embedded PostgreSQL stops with it) before removing its data. */
async function cleanup() {
  bare.kill('SIGTERM');
  // Its profile is written as it exits.
  if (bareProfileDir) await Promise.race([bareExit, new Promise((r) => setTimeout(r, 5_000))]);
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await Promise.race([serverExit, new Promise((r) => setTimeout(r, 15_000))]);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; null elsewhere). */
function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * One autocannon run. With `pid`, also the CPU that process spent per request (µs): steadier than
 * req/s on this shared machine (the bare route alone swings 30k-60k req/s between runs).
 */
function cannon(title, url, headers = {}, goal = null, duration = DURATION, pid = null) {
  const cpuBefore = pid ? cpuSecondsOf(pid) : null;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: apiHeaders(headers) }, (err, result) => {
      if (err) return reject(err);
      const non2xx = result.non2xx + result.errors + result.timeouts;
      const cpuAfter = pid ? cpuSecondsOf(pid) : null;
      const cpuUs = cpuBefore !== null && cpuAfter !== null ? (1e6 * (cpuAfter - cpuBefore)) / result.requests.total : null;
      resolve({ title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx, goal, cpuUs });
    });
  });
}

const GOAL_P99_MS = 20;
// The Accept-Encoding the API part sends, to the bare route too: Chromium's (a phone's browser
// always asks for compression, and a public read or the profile is then sent in brotli, made
// once per entry). BENCH_API_ENCODING='' measures replies as a client that asks for none.
const API_ENCODING = process.env.BENCH_API_ENCODING ?? 'gzip, deflate, br, zstd';
const apiHeaders = (headers) => (API_ENCODING ? { 'accept-encoding': API_ENCODING, ...headers } : headers);
/** Records a route's reply as the bench's client gets it, and has the bare process replay it. */
async function replayOf(url, headers) {
  // node:http, not fetch: the bytes as sent, not decompressed.
  const res = await new Promise((resolve, reject) =>
    http
      .get(url, { headers: apiHeaders(headers) }, (r) => {
        const chunks = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject),
  );
  const { body } = res;
  const kept = {};
  for (const [name, value] of Object.entries(res.headers))
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) kept[name] = value;
  const { id } = await fetch(`http://127.0.0.1:${barePort}/replay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: res.status, headers: kept, body: body.toString('base64') }),
  }).then((r) => r.json());
  return { url: `http://127.0.0.1:${barePort}/replay/${id}`, bytes: body.length };
}
// The API part compares each route with the bare route in interleaved runs (API_ROUNDS rounds of
// bare, route 1, bare, route 2, bare…, API_SECONDS each): a route's share of bare in a round is
// its req/s over the mean of the two bare runs beside it, and the table gives the median of the
// rounds. Why: autocannon and the servers share the two cores, and the bare route alone measured
// 35k-57k req/s from one run to the next, so one noisy bare run decided every percentage.
const API_ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 3);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function benchApi() {
  const login = await fetch(`${base}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: 'socio@cngetxo.eus', password: 'fadura2026' }),
  }).then((r) => r.json());
  if (login.success !== 1) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
  const auth = { authorization: `Bearer ${login.data.token}` };
  const news = await fetch(`${base}/api/v2/news/pub?rs=0`).then((r) => r.json());
  const slug = news.data?.news?.[0]?.slug_es ?? news.data?.[0]?.slug_es;
  if (!slug) throw new Error(`no seeded news to read: ${JSON.stringify(news).slice(0, 200)}`);

  const api = (p) => `${base}/api/v2/${p}`;
  const routes = [
    { title: 'GET auth/ping (logged in)', url: api('auth/ping'), headers: auth, goal: 50 },
    ...[
      'news/pub?rs=0',
      `news/details?slug=${encodeURIComponent(slug)}`,
      'landing/slider',
      'landing/banners',
      'landing/courses',
      'landing/news',
      'courses/active',
      'records/getrecords',
      'memberships/membership_types',
    ].map((p) => ({ title: `GET ${p}`, url: api(p), headers: {}, goal: 70 })),
  ];
  // A portal in service has rendered its public pages, and a render can leave something behind
  // that every later request pays: until 2026-11-29 React's Node build of prerender turned on async
  // hooks for good (packages/web/src/entry-server.tsx), about 3 µs more CPU per hot read, which a
  // bench that never asked for a page did not see. So the API is measured after two pages.
  for (const page of ['/', '/noticias/home']) {
    const res = await fetch(`${base}${page}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
  }
  // Each route's reply replayed by the bare process: its bytes' own cost, beside the route's.
  for (const r of routes) r.replay = await replayOf(r.url, r.headers);
  // A second of each first, not counted: a portal that has run for days has compiled its hot
  // paths, and the first route measured after start paid the JIT alone.
  for (const url of [bareUrl, ...routes.flatMap((r) => [r.url, r.replay.url])]) {
    const r = routes.find((x) => x.url === url);
    await cannon('warm-up', url, r?.headers ?? {}, null, 1);
  }
  const runs = new Map(routes.map((r) => [r.title, []]));
  const bareRuns = [];
  for (let round = 1; round <= API_ROUNDS; round += 1) {
    process.stdout.write(`API round ${round} of ${API_ROUNDS} (${3 * routes.length + 1} runs of ${API_SECONDS} s)…\n`);
    let before = await cannon('bare', bareUrl, {}, null, API_SECONDS, bare.pid);
    bareRuns.push(before);
    for (const r of routes) {
      const run = await cannon(r.title, r.url, r.headers, r.goal, API_SECONDS, server.pid);
      const replay = await cannon('replay', r.replay.url, {}, null, API_SECONDS, bare.pid);
      const after = await cannon('bare', bareUrl, {}, null, API_SECONDS, bare.pid);
      bareRuns.push(after);
      runs.get(r.title).push({ ...run, share: run.rps / ((before.rps + after.rps) / 2), ofReplay: run.rps / replay.rps });
      before = after;
    }
  }
  // As the bench measured it before (inside this process, sharing its thread with autocannon):
  // the figure issue 7 quotes (about 11,000), for comparison only.
  const inside = Fastify();
  inside.get('/bare', async () => ({ success: 1, data: { ok: true } }));
  await inside.listen({ port: barePort + 1, host: '127.0.0.1' });
  const insideRow = await cannon(
    'bare Fastify route (inside the bench process, one run)',
    `http://127.0.0.1:${barePort + 1}/bare`,
    {},
    null,
    API_SECONDS,
  );
  await inside.close();

  const summary = (title, rs, goal) => ({
    title,
    rps: Math.round(median(rs.map((r) => r.rps))),
    range: `${Math.min(...rs.map((r) => r.rps))}-${Math.max(...rs.map((r) => r.rps))}`,
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    p99max: Math.max(...rs.map((r) => r.p99)),
    cpuUs: rs[0].cpuUs == null ? null : median(rs.map((r) => r.cpuUs)),
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    share: rs[0].share === undefined ? null : Math.round(100 * median(rs.map((r) => r.share))),
    ofReplay: rs[0].ofReplay === undefined ? null : Math.round(100 * median(rs.map((r) => r.ofReplay))),
    goal,
  });
  const rows = [
    summary('bare Fastify route (own process, between the routes)', bareRuns, null),
    { ...summary(insideRow.title, [insideRow], null), share: null },
    ...routes.map((r) => ({ ...summary(r.title, runs.get(r.title), r.goal), bytes: r.replay.bytes })),
  ];
  console.log(
    `\nAPI on the embedded PostgreSQL 17 server — autocannon, ${CONNECTIONS} connections; ${API_ROUNDS} rounds of interleaved runs of ` +
      `${API_SECONDS} s (bare, route, its replay, bare, route…): medians of the rounds, % of bare against the bare runs beside each run` +
      `; Accept-Encoding: ${API_ENCODING ? `'${API_ENCODING}'` : 'none'} (BENCH_API_ENCODING); body bytes as sent; ${CLIENT_NOTE}` +
      `; % of same bytes: the route against the bare process replaying its reply (status, headers, body)` +
      `; CPU µs/req: what the serving process (portal or bare) spent per request, user + system` +
      `; the bare route in a process of its own with the portal's Node flags and NODE_ENV` +
      `${profile ? ' (both under --cpu-prof)' : ''}; ${os.cpus().length} CPUs`,
  );
  printTable(
    [
      { title: 'route', value: (r) => r.title },
      { title: 'req/s', width: 8, value: (r) => r.rps },
      { title: 'range req/s', width: 13, value: (r) => r.range },
      { title: 'p50 ms', value: (r) => r.p50 },
      { title: 'p99 ms', value: (r) => r.p99 },
      { title: 'worst p99', width: 9, value: (r) => r.p99max },
      { title: 'non-2xx', width: 8, value: (r) => r.non2xx },
      { title: 'bytes', width: 7, value: (r) => r.bytes ?? '' },
      { title: 'CPU µs/req', width: 11, value: (r) => (r.cpuUs == null ? '' : r.cpuUs.toFixed(1)) },
      { title: '% of bare', width: 10, value: (r) => (r.share === null ? '' : `${r.share} %`) },
      { title: '% of same bytes', width: 16, value: (r) => (r.ofReplay == null ? '' : `${r.ofReplay} %`) },
      {
        title: ' goal (issue 19)',
        tail: true,
        value: (r) =>
          r.goal === null
            ? ''
            : `>= ${r.goal} %, p99 <= ${GOAL_P99_MS} ms: ${r.share >= r.goal && r.p99 <= GOAL_P99_MS && r.non2xx === 0 ? 'met' : 'missed'}`,
      },
    ],
    rows,
  );
}

/**
 * The functions the server spent its own time in (self time), from the .cpuprofile written at
 * exit: over the whole run, then over the last rush's requests alone (the measured one: its span
 * from rushSpan, placed on the profile's clock by the moment the server exited, which is the
 * profile's end).
 */
function printProfile(dir = profileDir, who = 'the server') {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : [];
  if (files.length === 0) {
    console.log(`\nNo .cpuprofile in ${dir} (did ${who} exit cleanly?)`);
    return;
  }
  const prof = JSON.parse(fs.readFileSync(path.join(dir, files[0]), 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const label = (n) => {
    const { functionName, url, lineNumber } = n.callFrame;
    const where = url ? `${url.replace(`file://${root}/`, '').replace(/^.*node_modules\//, '')}:${lineNumber + 1}` : '';
    return `${functionName || '(anonymous)'}  ${where}`;
  };
  const top = (title, from, to) => {
    const byFunction = new Map();
    let total = 0;
    let idle = 0;
    let t = prof.startTime;
    prof.samples.forEach((id, i) => {
      t += prof.timeDeltas[i];
      if (t < from || t > to) return;
      const n = byId.get(id);
      total += 1;
      if (n.callFrame.functionName === '(idle)') idle += 1;
      const key = label(n);
      byFunction.set(key, (byFunction.get(key) ?? 0) + 1);
    });
    const ms = total ? (Math.min(to, prof.endTime) - Math.max(from, prof.startTime)) / 1000 / total : 0;
    console.log(
      `\nCPU profile of ${who}, ${title}: top 20 by self time (${total} samples, ${Math.round(100 - (100 * idle) / Math.max(1, total))} % busy)`,
    );
    console.log('self %'.padStart(7), 'self ms'.padStart(8), ' function  location');
    for (const [key, hits] of [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
      console.log(((100 * hits) / total).toFixed(1).padStart(7), String(Math.round(hits * ms)).padStart(8), ` ${key}`);
    }
  };
  top(`whole run (${files[0]})`, prof.startTime, prof.endTime);
  if (who === 'the server' && rushSpan.end > 0 && serverExitedAt > 0) {
    const toProfileClock = (wall) => prof.endTime - (serverExitedAt - wall) * 1000;
    top(`the last rush's requests (${rushSpan.end - rushSpan.start} ms)`, toProfileClock(rushSpan.start), toProfileClock(rushSpan.end));
  }
  console.log(`(profile kept in ${dir})`);
}

const reportsKept = new Map();

async function lighthouseRun(lighthouse, chromeLauncher, chromePath, page) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result.lhr;
    // BENCH_LH_DIR keeps each page's whole report (opportunities, diagnostics) as JSON.
    if (process.env.BENCH_LH_DIR) {
      fs.mkdirSync(process.env.BENCH_LH_DIR, { recursive: true });
      const stem = page === '/' ? 'landing' : page.slice(1).replace(/\//g, '_');
      // A page measured again in the same run is kept beside the first (name-2.json, …).
      const n = (reportsKept.get(stem) ?? 0) + 1;
      reportsKept.set(stem, n);
      const name = n === 1 ? stem : `${stem}-${n}`;
      fs.writeFileSync(path.join(process.env.BENCH_LH_DIR, `${name}.json`), JSON.stringify(lhr));
      // BENCH_LH_TRACE=1 keeps the page's trace too (open it in DevTools' Performance panel): the
      // main thread's tasks as observed, before Lighthouse multiplies them by its CPU slowdown.
      if (process.env.BENCH_LH_TRACE === '1' && result.artifacts?.Trace) {
        fs.writeFileSync(path.join(process.env.BENCH_LH_DIR, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
      }
    }
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const ms = (a) => Math.round(lhr.audits[a]?.numericValue ?? 0);
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
    const jsKb = Math.round(scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024);
    return {
      page,
      error: lhr.runtimeError?.code,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      jsKb,
    };
  } finally {
    await chrome.kill();
  }
}

async function benchPages() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chromePath = ensureChromium();
  // Issue 19's pages: the landing, news, a team page, the activities and one course detail.
  const all = ['/', '/noticias/home', '/equipo/natacion', '/actividades/home', '/actividades/cursillos-verano-natacion'];
  // BENCH_LH_PAGES='/actividades/home /actividades/home' measures only those (each as often as named).
  const pages = process.env.BENCH_LH_PAGES ? process.env.BENCH_LH_PAGES.split(/[\s,]+/).filter(Boolean) : all;
  const rows = [];
  for (const page of pages) {
    // One retry: a run that ends in a Lighthouse runtime error (no paint seen) is measured again.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const row = await lighthouseRun(lighthouse, chromeLauncher, chromePath, page);
      if (row.error && attempt === 1) {
        console.log(`  ${page}: ${row.error}; measuring again`);
        continue;
      }
      rows.push(row);
      break;
    }
  }
  console.log('\nLighthouse 12, mobile (simulated 4G, 4x CPU slowdown)');
  console.log('page'.padEnd(20), 'perf', 'a11y', '  bp', ' seo', '  FCP ms', '  LCP ms', ' TBT ms', '   CLS', ' JS KB (transfer)');
  for (const r of rows) {
    console.log(
      r.page.padEnd(20),
      String(r.perf).padStart(4),
      String(r.a11y).padStart(4),
      String(r.bp).padStart(4),
      String(r.seo).padStart(4),
      String(r.fcp).padStart(8),
      String(r.lcp).padStart(8),
      String(r.tbt).padStart(7),
      String(r.cls).padStart(6),
      String(r.jsKb).padStart(8),
      r.error ? `  (${r.error})` : '',
    );
  }
}

try {
  await Promise.all([waitFor(`${base}/api/openapi.json`), waitFor(`http://127.0.0.1:${barePort}/bare`)]);
  if (wants('api')) await benchApi();
  // After the reads: the rush adds a course and 1,000 accounts to the database.
  if (wants('rush')) await runEnrolmentRush({ base, dataDir, bareUrl });
  if (wants('remittance')) await (await runRemittanceBench({ base, serverPid: server.pid }))(dataDir);
  if (wants('exam')) await runExamRush({ base, dataDir, bareUrl });
  if (wants('stock')) await runStockRush({ base, dataDir });
  // The seasons: a season rush over 10 groups and the group lottery of 2,000 applicants (issue 16).
  if (wants('seasons')) await runSeasonsBench({ base, dataDir, bareUrl });
  if (wants('ssr')) await runSsrBench({ base, bareUrl, connections: CONNECTIONS, duration: DURATION });
  if (wants('pages')) await benchPages();
  if (wants('table')) spawnSync(process.execPath, ['--expose-gc', path.join(root, 'scripts/bench-table.mjs')], { stdio: 'inherit' });
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
  if (profileDir) {
    printProfile();
    // The bare route's own profile, for comparison (the API part: where its time goes per request).
    if (wants('api')) printProfile(bareProfileDir, "the bare route's process");
  }
  process.exit();
}
