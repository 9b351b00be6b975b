import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../lib/free-port.js';
import {
  assertBuilt,
  runningPostmaster,
  sleep,
  startPortal,
  stillRunning,
  stopLeftServer,
  waitUp,
  type Exit,
  type Portal,
} from '../test/portal-process.js';

/**
 * A stop that always ends (issue 14 §9): SIGTERM at random moments of the built portal's life —
 * while it creates and starts its database, while it seeds the demo, under avatar uploads
 * (sharp's threads), during a browser-like page load (compressed assets), and with the reader
 * of its output pipe gone — and every process ends within 10 s, leaving no database server.
 */
const RUNS = 20;
/**
 * Portals at once. Alone on the 2-core machine four took about half a minute for the twenty runs;
 * beside the browser tests (where CI runs them) four made the load 16 and a start take up to 70 s.
 */
const PARALLEL = 3;
const LIMIT_MS = 10_000;

type Moment = 'starting' | 'seeding' | 'uploads' | 'page load' | 'output pipe gone';
const MOMENTS: Moment[] = ['starting', 'seeding', 'uploads', 'page load', 'output pipe gone'];

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

interface Run {
  moment: Moment;
  delayMs: number;
  /** From the spawn until auth/ping answered (the runs that wait for it), for the summary. */
  upMs: number | null;
  exit: Exit;
  endedMs: number;
  postgresLeft: boolean;
  output: string;
}

describe('SIGTERM at any moment', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'club-stop-'));
    dirs.push(d);
    return d;
  };
  /** Data folders copied for the runs: a migrated database, and the same with the demo seeded. */
  let migrated = '';
  let seeded = '';

  /**
   * cp -a keeps the cluster's owner (the `postgres` user when the tests run as root). Not spawnSync:
   * a copy blocking this process's event loop would make another run's exit look late.
   */
  const copyOf = async (template: string) => {
    const d = tempDir();
    await promisify(execFile)('cp', ['-a', `${template}/.`, d]);
    return d;
  };
  const startAndStop = async (dataDir: string, seed: boolean) => {
    const p = startPortal(dataDir, await findFreePort(), { SEED_DEMO: seed ? '1' : '0' });
    await waitUp(p);
    p.child.kill('SIGTERM');
    expect((await p.exited).code, p.output()).toBe(0);
  };

  /** initdb's password folders in the system's temporary folder (where they were made until 2026-11-29). */
  const passwordFoldersInTmp = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('club-pg-'));
  const tmpBefore = passwordFoldersInTmp();
  /** What the first start found and left in its data folder (the test below). */
  let planted = '';
  let initdbFoldersAfter: string[] = [];

  beforeAll(async () => {
    assertBuilt();
    migrated = tempDir();
    // What a portal killed while it made its cluster leaves: initdb's password folder beside it.
    planted = path.join(migrated, 'postgres.initdb-killed');
    fs.mkdirSync(planted, { mode: 0o700 });
    fs.writeFileSync(path.join(planted, 'pw'), 'an old password\n', { mode: 0o600 });
    await startAndStop(migrated, false);
    initdbFoldersAfter = fs.readdirSync(migrated).filter((n) => n.includes('.initdb-'));
    seeded = await copyOf(migrated);
    await startAndStop(seeded, true);
  }, 120_000);
  // Twenty-two database clusters to delete: on a loaded machine (load 13 in one run) removing them
  // one by one, synchronously, outlasted the 60 s hook limit; they go together, with more time.
  afterAll(async () => {
    for (const d of dirs) stopLeftServer(d);
    await sleep(300);
    await Promise.all(dirs.map((d) => fs.promises.rm(d, { recursive: true, force: true, maxRetries: 5 })));
  }, 180_000);

  // Every wait of this test has an end: a CI run once sat the whole 600 s guard out somewhere in
  // it and printed nothing about which run or why (the summary comes at the end). A request that
  // never answers now fails its run with the portal's output instead.
  async function login(p: Portal): Promise<{ token: string; id: number }> {
    const res = await fetch(`${p.base}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: 'socio@cngetxo.eus', password: 'fadura2026' }),
      signal: AbortSignal.timeout(60_000),
    });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const me = await fetch(`${p.base}/api/v2/auth/ping`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(60_000),
    });
    return { token, id: ((await me.json()) as { data: { id: number } }).data.id };
  }

  /**
   * Load on a portal until told to stop, in a worker thread: two loops of browser-like page loads
   * (the page, its assets and its API reads, compressed), or avatar uploads in the first loop.
   * Not on this thread, whose event loop sees each portal's exit: beside the browser tests, with
   * four portals busy, the loops kept it so busy that an exit was seen up to 2-3 s late, and a
   * stop inside its deadline measured as one past 10 s.
   */
  const LOAD_WORKER = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { base, upload } = workerData;
    let stopped = false;
    parentPort.on('message', (m) => { if (m === 'stop') stopped = true; });
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    // gzip, not br: the same compression stream at a fraction of brotli's CPU on this 2-core machine.
    const gzip = { 'accept-encoding': 'gzip' };
    // No request waits forever on a portal that stops: the loops below always come round to 'stop'.
    const get = (u) => fetch(base + u, { headers: gzip, signal: AbortSignal.timeout(10000) });
    async function pageLoad() {
      const html = await (await get('/')).text();
      const assets = [...html.matchAll(/(?:src|href)="(\\/assets\\/[^"]+)"/g)].map((m) => m[1]);
      const api = ['/api/v2/landing/slider', '/api/v2/landing/courses', '/api/v2/news/pub'];
      await Promise.all([...assets, ...api].map(async (u) => (await get(u)).arrayBuffer()));
    }
    async function uploadOnce() {
      const res = await fetch(base + '/api/v2/myaccount/update_profile_picture', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + upload.token },
        body: JSON.stringify({ user: upload.id, profile: upload.png }),
        signal: AbortSignal.timeout(10000),
      });
      await res.arrayBuffer();
    }
    // Failures once the portal stops are expected and ignored.
    async function loop(one) {
      for (let i = 0; i < 500 && !stopped; i += 1) {
        try { await one(); } catch { await sleep(20); }
      }
    }
    Promise.all([loop(upload ? uploadOnce : pageLoad), loop(pageLoad)]).then(() => parentPort.postMessage('done'));
  `;

  function keepBusy(base: string, upload: { token: string; id: number; png: string } | null): () => Promise<void> {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { base, upload } });
    const done = new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.once('error', () => resolve());
      worker.once('exit', () => resolve());
    });
    return async () => {
      worker.postMessage('stop');
      // The loops end within a request's 10 s timeout; terminating the worker ends them in any case.
      await Promise.race([done, sleep(12_000)]);
      await worker.terminate();
    };
  }

  /** The error and stack of each diagnostic report Node wrote into the folder (none: ''). */
  function uncaughtReports(dir: string): string {
    return fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('report.') && f.endsWith('.json'))
      .map((f) => {
        const report = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
          header?: { event?: string };
          javascriptStack?: { message?: string; stack?: string[] };
        };
        return `\n[${report.header?.event}] ${report.javascriptStack?.message}\n${(report.javascriptStack?.stack ?? []).join('\n')}`;
      })
      .join('');
  }

  async function oneRun(moment: Moment, png: string): Promise<Run> {
    const dataDir = moment === 'starting' ? tempDir() : await copyOf(moment === 'seeding' ? migrated : seeded);
    const blind = moment === 'output pipe gone';
    const p = startPortal(dataDir, await findFreePort(), {
      SEED_DEMO: moment === 'seeding' ? '1' : '0',
      LOG_LEVEL: blind ? 'info' : 'warn',
      // Its output is gone by design: should it still die of an uncaught exception, Node writes
      // a diagnostic report (the error and its stack) into the data folder, read below.
      ...(blind
        ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --report-uncaught-exception --report-directory=${dataDir}`.trim() }
        : {}),
    });
    try {
      const run = await stopAt(moment, png, dataDir, p);
      if (blind) run.output += uncaughtReports(dataDir);
      return run;
    } finally {
      // A run that failed before its SIGTERM (the portal never came up) leaves nothing running:
      // its database server would keep writing into the folder the cleanup deletes.
      if (stillRunning(p.child)) p.child.kill('SIGKILL');
      stopLeftServer(dataDir);
    }
  }

  async function stopAt(moment: Moment, png: string, dataDir: string, p: Portal): Promise<Run> {
    let upMs: number | null = null;
    let stopLoad = async () => {};
    let delayMs: number;
    if (moment === 'starting') {
      // From the first line the portal prints: creating the cluster (initdb), starting it, migrating.
      while (!/Creating the embedded PostgreSQL cluster/.test(p.output()) && stillRunning(p.child)) await sleep(10);
      delayMs = between(0, 2_500);
      await sleep(delayMs);
    } else if (moment === 'seeding') {
      // The database is up; then the job queue and the demo seed (~3 s).
      while (!/listening on 127\.0\.0\.1/.test(p.output()) && stillRunning(p.child)) await sleep(10);
      delayMs = between(0, 3_500);
      await sleep(delayMs);
    } else {
      // Start-up is not what is tested here: on the 2-core CI machine, beside the browser tests
      // and three other portals, it took up to a minute (load 16); the stop after it is asserted.
      await waitUp(p, 240_000);
      upMs = Date.now() - p.startedAt;
      if (moment === 'output pipe gone') {
        // The reader of the portal's stdout and stderr goes away: its next writes get EPIPE.
        p.child.stdout!.destroy();
        p.child.stderr!.destroy();
      }
      const { token, id } = await login(p);
      stopLoad = keepBusy(p.base, moment === 'uploads' ? { token, id, png } : null);
      delayMs = between(50, 1_500);
      await sleep(delayMs);
    }
    const signalled = Date.now();
    p.child.kill('SIGTERM');
    const exit = await Promise.race([p.exited, sleep(LIMIT_MS + 5_000).then(() => null)]);
    // A portal past its deadline is killed first: the load's requests to it end with it.
    if (!exit) p.child.kill('SIGKILL');
    await stopLoad();
    // The database server goes down with the portal (an immediate shutdown takes milliseconds).
    let postgresLeft = true;
    for (let i = 0; i < 40 && postgresLeft; i += 1) {
      postgresLeft = runningPostmaster(dataDir) !== null;
      if (postgresLeft) await sleep(50);
    }
    return {
      moment,
      delayMs,
      upMs,
      exit: exit ?? { code: null, signal: null, at: Date.now() },
      endedMs: (exit?.at ?? Infinity) - signalled,
      postgresLeft,
      output: p.output(),
    };
  }

  it("initdb's password never lands in the system's temporary folder, and a killed start's is swept by the next cluster made there", () => {
    expect(fs.existsSync(planted)).toBe(false);
    expect(initdbFoldersAfter).toEqual([]);
    expect(passwordFoldersInTmp().filter((n) => !tmpBefore.includes(n))).toEqual([]);
  });

  it(`${RUNS} SIGTERMs at random moments: every process ends within 10 s and leaves no database server`, async () => {
    // A 640x480 PNG the avatar route shrinks with sharp (libvips threads at work during the stop).
    const sharp = (await import('sharp')).default;
    const png = `data:image/png;base64,${(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0a5c8a' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const plan = Array.from({ length: RUNS }, (_, i) => MOMENTS[i % MOMENTS.length]!);
    const runs: Run[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < plan.length) runs.push(await oneRun(plan[next++]!, png));
      }),
    );

    const ms = runs.map((r) => r.endedMs).sort((a, b) => a - b);
    const q = (f: number) => ms[Math.min(ms.length - 1, Math.floor(f * ms.length))];
    console.log(
      `SIGTERM at random moments, ${runs.length} runs: ended after p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, max ${ms.at(-1)} ms; ` +
        `exit 0: ${runs.filter((r) => r.exit.code === 0).length}, ended by the deadline (SIGKILL): ` +
        `${runs.filter((r) => r.exit.signal === 'SIGKILL').length}\n` +
        runs
          .map(
            (r) =>
              `  ${r.moment}${r.upMs === null ? '' : ` (up after ${r.upMs} ms)`} +${r.delayMs} ms -> ` +
              `${r.exit.code ?? r.exit.signal} after ${r.endedMs} ms`,
          )
          .join('\n'),
    );
    for (const r of runs) {
      const what = `${r.moment} (+${r.delayMs} ms):\n${r.output.slice(-3_000)}`;
      expect(r.endedMs, what).toBeLessThan(LIMIT_MS);
      // A clean stop (0) or the deadline's SIGKILL; never a start-up failure (1).
      expect(r.exit.code === 0 || r.exit.signal === 'SIGKILL', what).toBe(true);
      expect(r.postgresLeft, what).toBe(false);
    }
    // Starts stopped or killed while initdb ran leave its password folder, if anywhere, in their
    // own data folder (removed with it), never in /tmp: one or two were left there per CI run.
    expect(passwordFoldersInTmp().filter((n) => !tmpBefore.includes(n))).toEqual([]);
    // The guard of the whole run, not a measure: 20 starts on a loaded 2-core machine take minutes;
    // what is asserted is each stop (under 10 s) and what it leaves behind.
  }, 600_000);
});
