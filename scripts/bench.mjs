#!/usr/bin/env node
// `npm run bench`: numbers, not assertions (it is not part of `npm test`).
//  1. API throughput with autocannon against the built server on PGlite: auth/ping (logged in)
//     and a public read, beside a bare Fastify route measured in the same run on this machine.
//  2. Lighthouse 12 (mobile, simulated throttling) on /, /noticias/home and /equipo/natacion.
//  3. The same API reads on a PostgreSQL server on loopback.
// Options: `npm run bench -- api`, `-- postgres` or `-- pages` runs one part.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ensureChromium, ensurePostgres, startPostgres } from './lib/system.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);
const port = 8765;
const base = `http://127.0.0.1:${port}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

console.log('Building server and web app…');
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

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
for (const p of [port, port + 1, port + 2]) await assertPortFree(p);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const cleanup = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

async function waitForServer(url = base) {
  for (let i = 0; i < 120; i += 1) {
    try {
      const r = await fetch(`${url}/api/openapi.json`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

function cannon(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => {
      if (err) return reject(err);
      const non2xx = result.non2xx + result.errors;
      resolve({ title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx });
    });
  });
}

async function benchApi(apiBase, label, withBare) {
  const login = await fetch(`${apiBase}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: 'socio@cngetxo.eus', password: 'fadura2026' }),
  }).then((r) => r.json());
  if (login.success !== 1) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
  const auth = { authorization: `Bearer ${login.data.token}` };

  const rows = [];
  if (withBare) {
    const bare = Fastify();
    bare.get('/bare', async () => ({ success: 1, data: { ok: true } }));
    await bare.listen({ port: port + 1, host: '127.0.0.1' });
    rows.push(await cannon('bare Fastify route (same machine, same run)', `http://127.0.0.1:${port + 1}/bare`));
    await bare.close();
  }
  rows.push(await cannon('GET /api/v2/auth/ping (logged in)', `${apiBase}/api/v2/auth/ping`, auth));
  rows.push(await cannon('GET /api/v2/news/pub/?rs=0 (public read)', `${apiBase}/api/v2/news/pub/?rs=0`));
  rows.push(await cannon('GET /api/v2/memberships/membership_types/ (public read)', `${apiBase}/api/v2/memberships/membership_types/`));

  console.log(`\nAPI on ${label} — autocannon, ${CONNECTIONS} connections, ${DURATION}s each`);
  console.log('route'.padEnd(58), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
  for (const r of rows)
    console.log(
      r.title.padEnd(58),
      String(r.rps).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.non2xx).padStart(8),
    );
}

/** The same API reads on a PostgreSQL server started on loopback (as in production). */
async function benchOnPostgres() {
  const pg = startPostgres(ensurePostgres());
  const pgPort = port + 2;
  const pgServer = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(pgPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(`http://127.0.0.1:${pgPort}`);
    await benchApi(`http://127.0.0.1:${pgPort}`, 'PostgreSQL (a server on loopback, pool of 10)', false);
  } finally {
    pgServer.kill('SIGTERM');
    await new Promise((r) => pgServer.once('exit', r));
    pg.stop();
  }
}

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
  const pages = ['/', '/noticias/home', '/equipo/natacion'];
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
  await waitForServer();
  if (wants('api')) await benchApi(base, 'PGlite (the default embedded database)', true);
  if (wants('postgres')) await benchOnPostgres();
  if (wants('pages')) await benchPages();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  cleanup();
  process.exit();
}
