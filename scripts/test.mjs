#!/usr/bin/env node
// `npm test`: every test of the project, installing what a fresh machine lacks.
// Order: type check and lint; domain unit tests; the server suite through HTTP on an embedded
// PostgreSQL 17 server that it starts itself (one database per test file, cloned from a migrated
// template); web unit tests; the build; the built server's process tests (clean shutdown);
// browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/system.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2); // e.g. `npm test -- server process e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const started = Date.now();

function run(title, cmd, args, opts = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${title} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${title} (${secs}s)`);
}

const npx = (bin, args, opts) => ['npx', ['--no-install', bin, ...args], opts];

if (wants('lint')) {
  run('type check (tsc -b)', ...npx('tsc', ['-b']));
  run('lint (eslint, prettier)', 'npm', ['run', 'lint', '--silent']);
}
if (wants('domain')) run('domain unit tests', ...npx('vitest', ['run', '--root', 'packages/domain']));
if (wants('server')) run('server tests on embedded PostgreSQL', ...npx('vitest', ['run', '--root', 'packages/server']));
if (wants('web')) {
  run('web unit tests', ...npx('vitest', ['run', '--root', 'packages/web', '--passWithNoTests']));
}
if (wants('e2e') || wants('process')) run('build (server and web)', 'npm', ['run', 'build', '--silent']);
if (wants('process')) {
  run('server process tests (built server)', ...npx('vitest', ['run', '-c', 'packages/server/vitest.process.config.ts']));
}
if (wants('e2e')) {
  const chromium = ensureChromium();
  run(
    'browser tests (Playwright, Chromium)',
    ...npx('playwright', ['test', '-c', 'e2e/playwright.config.ts'], { env: { CHROMIUM_PATH: chromium } }),
  );
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
