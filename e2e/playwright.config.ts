import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { serverUrl, workerPort } from './support/servers.js';

const headlessShell = '/usr/bin/chromium-headless-shell';
const jsFlags = process.env.E2E_JS_FLAGS ?? '--no-opt --no-maglev';

/**
 * Runs against the built app served by the real server on a fresh data folder (embedded PostgreSQL) with the demo
 * data: one server per worker (support/servers.ts starts them; worker n uses port E2E_PORT + n). The browser is
 * Debian's Chromium headless shell, or full Chromium where the shell is missing (`scripts/test.mjs` installs the
 * shell and sets CHROMIUM_PATH).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A spec file runs whole on one worker, in order, as its tests were written (a file's tests may
  // build on the demo data its earlier tests changed); the files spread over the workers.
  fullyParallel: false,
  // Three workers on the 2-core CI machine: with two, the browser tests used about 0.4 of a core
  // while they waited on pages, and the machine sat half idle (README, "How the tests run");
  // E2E_WORKERS or --workers changes it, and as many servers start.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  // The JSON report keeps every test's duration (e2e/test-results/report.json), to see which
  // files hold the run up when the suite is rebalanced over the workers.
  // The list reporter prints every failure whole once more at the end, next to the summary: a CI
  // log that keeps only its last lines still shows why a test failed (the line reporter printed
  // failures only where they happened, and a CI run once kept nothing but the failed test's title).
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    // Evaluated in each worker: its own server.
    baseURL: serverUrl(workerPort()),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8's optimising compilers (Maglev, TurboFan) off: a test's page lives a few seconds, too
        // short for their code to pay back the CPU spent making it. `npm test -- e2e` alone on this
        // 2-core machine, in turns: the machine busy 566 and 599 CPU seconds with them off, 632-674
        // with them on (5-10 % less); CI, where every step shares the two cores, is bound by that
        // CPU. E2E_JS_FLAGS='' runs V8 as a browser does.
        ...(jsFlags ? [`--js-flags=${jsFlags}`] : []),
      ],
    },
    // Animations off (the app honours prefers-reduced-motion): an axe scan taken mid-fade would
    // measure colour contrast against a half-transparent slide.
    reducedMotion: 'reduce',
    // The portal's service worker (issue 19) would answer the pages itself and outlive a test's
    // routes; e2e/pwa.spec.ts, the one test about it, turns it on.
    serviceWorkers: 'block',
    trace: 'off',
  },
  globalSetup: './support/servers.ts',
});
