// The server-rendered pages of `npm run bench -- ssr` (issue 19): a cached `/` (and the news
// list) at 50 connections against the built server, as a phone asks for them (Brotli) and as
// a plain client does (no compression), beside the bare Fastify route of the same run.
// Goal: >= 2,000 requests/s for a cached `/`, p99 <= 50 ms. Numbers, not assertions.
// Then a hot API read alone and while pages are being rendered beside it (made-up paths: each
// is rendered, as after a content change, and never kept), which the page thread
// (packages/server/src/plugins/page-thread.ts) keeps off the API's thread.
import autocannon from 'autocannon';
import { CLIENT_KEEPS_BODIES, printTable } from './lib/bench-kit.mjs';

const GOAL_RPS = 2_000;
const GOAL_P99_MS = 50;

function cannon(url, headers, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, r) => {
      if (err) return reject(err);
      resolve({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        bad: r.non2xx + r.errors + r.timeouts,
      });
    });
  });
}

export async function runSsrBench({ base, bareUrl, connections, duration }) {
  const rows = [];
  const bare = await cannon(bareUrl, {}, connections, duration);
  rows.push({ title: 'bare Fastify route (same run)', ...bare });
  for (const [path, lang] of [
    ['/', 'es'],
    ['/', 'eus'],
    ['/noticias/home', 'es'],
  ]) {
    const headers = { cookie: `lang=${lang}` };
    // The first request renders the page; the run measures it served from memory.
    const first = await fetch(`${base}${path}`, { headers });
    if (!first.ok) throw new Error(`${path}: ${first.status}`);
    rows.push({
      title: `GET ${path} (${lang}, br)`,
      ...(await cannon(`${base}${path}`, { ...headers, 'accept-encoding': 'br' }, connections, duration)),
    });
    if (path === '/' && lang === 'es') {
      rows.push({ title: `GET ${path} (${lang}, uncompressed)`, ...(await cannon(`${base}${path}`, headers, connections, duration)) });
    }
  }
  console.log(
    `\nServer-rendered pages, cached — autocannon, ${connections} connections, ${duration} s each; ` +
      `the client ${CLIENT_KEEPS_BODIES ? 'keeps each body as a string (autocannon as shipped)' : 'counts the bodies, keeps none (BENCH_CLIENT_KEEPS_BODIES=1 keeps them)'}`,
  );
  printTable(
    [
      { title: 'page', value: (r) => r.title },
      { title: 'req/s', width: 8, value: (r) => r.rps },
      { title: 'p50 ms', value: (r) => r.p50 },
      { title: 'p99 ms', value: (r) => r.p99 },
      { title: 'non-2xx', width: 8, value: (r) => r.bad },
      {
        title: ' goal (issue 19)',
        tail: true,
        value: (r) =>
          r.title.startsWith('bare')
            ? ''
            : `>= ${GOAL_RPS} req/s, p99 <= ${GOAL_P99_MS} ms: ${r.rps >= GOAL_RPS && r.p99 <= GOAL_P99_MS && r.bad === 0 ? 'met' : 'missed'}`,
      },
    ],
    rows,
  );
  await runRenderingBeside({ base, connections, duration });
}

/** RENDERERS clients ask for made-up paths, one after another, while the API read is measured. */
const RENDERERS = 4;

async function runRenderingBeside({ base, connections, duration }) {
  const api = `${base}/api/v2/courses/active`;
  const rows = [{ title: 'GET courses/active alone', ...(await cannon(api, { 'accept-encoding': 'br' }, connections, duration)) }];
  let stop = false;
  const pages = [];
  const render = async () => {
    while (!stop) {
      const started = performance.now();
      const res = await fetch(`${base}/no-such-page-${Math.random().toString(36).slice(2)}`);
      await res.arrayBuffer();
      if (res.status !== 404) throw new Error(`a made-up path answered ${res.status}`);
      pages.push(performance.now() - started);
    }
  };
  const renderers = Array.from({ length: RENDERERS }, render);
  const beside = await cannon(api, { 'accept-encoding': 'br' }, connections, duration);
  stop = true;
  await Promise.all(renderers);
  pages.sort((a, b) => a - b);
  rows.push({
    title: `GET courses/active, ${RENDERERS} clients rendering pages beside it`,
    ...beside,
    pages: `${Math.round(pages.length / duration)}/s, p50 ${Math.round(pages[pages.length >> 1] ?? 0)} ms`,
  });
  console.log(`\nA hot API read while pages are rendered — autocannon, ${connections} connections, ${duration} s each`);
  printTable(
    [
      { title: 'run', value: (r) => r.title },
      { title: 'req/s', width: 8, value: (r) => r.rps },
      { title: 'p50 ms', value: (r) => r.p50 },
      { title: 'p99 ms', value: (r) => r.p99 },
      { title: 'max ms', value: (r) => r.max },
      { title: 'non-2xx', width: 8, value: (r) => r.bad },
      { title: ' pages rendered', tail: true, value: (r) => r.pages ?? '' },
    ],
    rows,
  );
}
