#!/usr/bin/env node
// `npm test`: every test of the project, installing what a fresh machine lacks.
//
// The steps, and what each waits for:
//   serverbuild  tsc -b packages/server: emits the domain and the server (dist/) that e2e
//              and process run (TypeScript 7, the native compiler: scripts/lib/tsc.mjs)  -
//   typecheck  tsc -b: the rest (web, e2e) on top of serverbuild's output, then the
//              server's and the domain's tests (their tsconfig.test.json)             serverbuild
//   build      the web app (vite build; it reads the domain from source)           -
//   e2e        browser tests in Chromium, one server per Playwright worker         serverbuild, build
//   lint       ESLint, Biome format, dependency-cruiser                            -
//   domain     domain unit tests                                                   -
//   server     the server suite through HTTP on an embedded PostgreSQL 17 server that it
//              starts itself (one database per test file, cloned from a migrated template)
//   web        web unit tests                                                      -
//   process    the built server's process tests (beside the slots, below)         serverbuild, build
//
// Steps overlap: a step starts as soon as what it waits for has passed and a slot is free
// (TEST_JOBS slots, 2 by default: the CI machine has 2 cores, and the browser tests leave about
// one of them idle while they wait on pages). The longest chain, serverbuild and build -> e2e,
// comes first in the list, so it always gets a slot first; the other steps fill the second
// one, except the process tests, which run beside the slots as soon as the builds pass (the
// browser tests leave part of a core idle; in the second slot they came last). The server is emitted by its own `tsc -b` first, so the browser tests need not wait for
// the type check of the web app and the tests. A step's output
// is held and printed whole when the step ends, so two steps never mix their lines; a failed
// step's output comes last, just above the table of every step's time.
// The first failure stops the rest. TEST_JOBS=1 runs one step at a time, in this order, and
// streams its output as it comes.
//
// `npm test -- server e2e` runs only the named steps (`lint` brings typecheck, which brings
// serverbuild; `e2e` and `process` bring serverbuild and build).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestBrowser, ensureXmllint } from './lib/system.mjs';
import { tsc } from './lib/tsc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npx = (bin, ...args) => ['npx', '--no-install', bin, ...args];

/** In priority order: when two steps could take a free slot, the one listed first does. */
const STEPS = [
  { name: 'serverbuild', title: 'server build (tsc -b packages/server)', cmd: [...tsc, '-b', 'packages/server'], critical: true },
  { name: 'build', title: 'web build (vite)', cmd: ['npm', 'run', 'build', '-w', 'packages/web', '--silent'], critical: true },
  {
    name: 'e2e',
    title: 'browser tests (Playwright, Chromium)',
    cmd: npx('playwright', 'test', '-c', 'e2e/playwright.config.ts'),
    after: ['serverbuild', 'build'],
    critical: true,
  },
  // After serverbuild: both would write the server's output; this one then finds it up to date.
  // The rest of the build graph (web, e2e), then the server's and the domain's own tests, which
  // their packages' build configurations leave out (tsconfig.test.json: checked, never emitted).
  {
    name: 'typecheck',
    title: 'type check of the rest and the tests (tsc)',
    cmd: ['npm', 'run', 'typecheck', '--silent'],
    after: ['serverbuild'],
  },
  { name: 'lint', title: 'lint (eslint, biome format, dependency-cruiser)', cmd: ['npm', 'run', 'lint', '--silent'] },
  { name: 'domain', title: 'domain unit tests', cmd: npx('vitest', 'run', '--root', 'packages/domain') },
  { name: 'server', title: 'server tests on embedded PostgreSQL', cmd: npx('vitest', 'run', '--root', 'packages/server') },
  { name: 'web', title: 'web unit tests', cmd: npx('vitest', 'run', '--root', 'packages/web', '--passWithNoTests') },
  {
    name: 'process',
    title: 'server process tests (built server)',
    cmd: npx('vitest', 'run', '-c', 'packages/server/vitest.process.config.ts'),
    after: ['serverbuild', 'build'],
    // Beside the slots: it starts as soon as the builds pass, in the CPU the browser tests leave
    // idle while they wait on pages (about 0.4 of a core), instead of last in the second slot's
    // long chain (lint, type check, domain, server), where it added 1.5 minutes at the end.
    beside: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Which steps

const asked = process.argv.slice(2);
const names = STEPS.map((s) => s.name);
const unknown = asked.filter((a) => !names.includes(a));
if (unknown.length > 0) {
  console.error(`✖ unknown step(s): ${unknown.join(', ')}. The steps: ${names.join(', ')}`);
  process.exit(2);
}
const chosen = new Set(asked.length === 0 ? names : asked);
if (chosen.has('lint')) chosen.add('typecheck');
// What a chosen step waits for is chosen too (the list is in dependency order, read backwards).
for (const s of [...STEPS].reverse()) if (chosen.has(s.name)) for (const a of s.after ?? []) chosen.add(a);

const steps = STEPS.filter((s) => chosen.has(s.name)).map((s) => ({
  ...s,
  after: s.after ?? [],
  state: 'waiting', // then running, and passed, failed or stopped
  output: [],
  start: 0,
  end: 0,
  cpu: null,
  child: null,
}));
const byName = (name) => steps.find((s) => s.name === name);

const slots = Math.max(1, Math.floor(Number(process.env.TEST_JOBS ?? 2)) || 2);
const live = slots === 1;

const env = { ...process.env };
// Held output is not a terminal: keep the colours when a person is watching.
if (!live && process.stdout.isTTY && !('NO_COLOR' in env)) env.FORCE_COLOR ??= '1';
// Before anything runs, so an apt-get install (and what it says) does not mix with test output.
if (chosen.has('e2e')) env.CHROMIUM_PATH = ensureTestBrowser();
// The server tests validate the SEPA remittance file against its XSD with xmllint.
if (chosen.has('server')) ensureXmllint();

// ---------------------------------------------------------------------------------------------
// Running

const t0 = Date.now();
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loadAtStart = load();
const secs = (ms) => `${(ms / 1000).toFixed(1)}s`;
const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * CPU seconds used so far by the finished child processes and everything they waited for (Linux:
 * cutime + cstime in /proc/self/stat, in USER_HZ = 1/100 s); null elsewhere. Read when a step
 * ends, the difference is that step's CPU: unlike its wall time it barely depends on what else
 * the machine is doing.
 */
function childCpu() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let cpuSeen = childCpu();

/**
 * The whole machine's busy CPU seconds so far (Linux: /proc/stat, all cores, idle and I/O wait
 * left out); null elsewhere. The steps' column cannot see the processes that leave their parent:
 * the browsers Playwright starts and the PostgreSQL servers `pg_ctl` detaches, about as much CPU
 * again as the steps' own. The difference over the run counts them (and anything else the machine
 * did meanwhile).
 */
function machineCpu() {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();

console.log(`npm test: ${steps.map((s) => s.name).join(', ')}; ${slots} at a time (TEST_JOBS); load average ${loadAtStart}`);

let failed = null;
let halted = false;

function startStep(step) {
  step.state = 'running';
  step.start = Date.now();
  console.log(`▶ ${step.title}  [${clock(step.start - t0)}]`);
  // A process group of its own, so stopping a step stops what it started (servers, browsers).
  const child = spawn(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
  });
  step.child = child;
  // The browser tests are the longest chain: the other steps run a little below them (nice +5)
  // and fill the time the browser tests leave idle while they wait on pages, instead of taking
  // half of both cores from them. The process tests keep full priority: they time stops.
  if (!step.critical && step.name !== 'process' && child.pid) {
    try {
      os.setPriority(child.pid, Math.min(19, os.getPriority() + 5));
    } catch {
      /* not allowed here: same priority */
    }
  }
  if (!live) {
    child.stdout.on('data', (d) => step.output.push(d));
    child.stderr.on('data', (d) => step.output.push(d));
  }
  return new Promise((resolve) => {
    child.on('error', (e) => {
      step.output.push(Buffer.from(`${e.message}\n`));
      resolve(1);
    });
    // At 'exit' the process has just been reaped, so its CPU has just been added to ours.
    child.on('exit', () => {
      const now = childCpu();
      if (now !== null && cpuSeen !== null) step.cpu = now - cpuSeen;
      cpuSeen = now;
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).then((code) => finishStep(step, code));
}

function printOutput(step) {
  if (live) return;
  process.stdout.write(`\n──── ${step.title} ────\n`);
  for (const chunk of step.output) process.stdout.write(chunk);
}

function finishStep(step, code) {
  step.end = Date.now();
  step.child = null;
  if (step.state === 'stopped') return;
  if (code === 0) {
    step.state = 'passed';
    printOutput(step);
    console.log(`✔ ${step.title} (${secs(step.end - step.start)})`);
    return;
  }
  step.state = 'failed';
  if (!failed) {
    failed = { step, code };
    stopAll();
  }
}

/** The steps still running are stopped (their whole process group); the waiting ones never start. */
function stopAll() {
  halted = true;
  for (const s of steps) {
    if (s.state !== 'running' || !s.child) continue;
    s.state = 'stopped';
    try {
      process.kill(-s.child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    stopAll();
  });
}

// While steps run with their output held back, say now and then what is still going on, so a CI
// log never looks stuck.
const heartbeat = live
  ? null
  : setInterval(() => {
      const running = steps.filter((s) => s.state === 'running').map((s) => `${s.name} (${clock(Date.now() - s.start)})`);
      if (running.length > 0) console.log(`… [${clock(Date.now() - t0)}] running: ${running.join(', ')}`);
    }, 60_000);

const running = new Set();
const inSlots = new Set();
const ready = (s) => s.state === 'waiting' && s.after.every((a) => byName(a).state === 'passed');
while (!halted) {
  for (const s of steps) {
    // A step `beside` the slots takes none (one step at a time when TEST_JOBS=1 all the same).
    const beside = s.beside && !live;
    if (!beside && inSlots.size >= slots) continue;
    if (!ready(s)) continue;
    const p = startStep(s).then(() => {
      running.delete(p);
      inSlots.delete(p);
    });
    running.add(p);
    if (!beside) inSlots.add(p);
  }
  if (running.size === 0) break;
  await Promise.race(running);
}
await Promise.all(running);
clearInterval(heartbeat);

// ---------------------------------------------------------------------------------------------
// The report: a failure's output last, then every step's time.

if (failed) {
  printOutput(failed.step);
  console.error(`✖ ${failed.step.title} failed (exit code ${failed.code}) after ${secs(failed.step.end - failed.step.start)}`);
}

const width = Math.max(...steps.map((s) => s.title.length), 'total (wall clock)'.length);
const cpuOf = (s) => (s.cpu === null ? '' : `${s.cpu.toFixed(0)}s`);
console.log(`\n${'step'.padEnd(width)}  result     time   cpu  from → to`);
for (const s of steps) {
  const ran = s.start > 0;
  const time = ran ? secs(s.end - s.start) : '';
  const span = ran ? `${clock(s.start - t0).padStart(5)} → ${clock(s.end - t0)}` : '';
  console.log(`${s.title.padEnd(width)}  ${(ran ? s.state : 'not run').padEnd(7)} ${time.padStart(7)} ${cpuOf(s).padStart(5)}  ${span}`);
}
const wall = Date.now() - t0;
const cpuTotal = steps.some((s) => s.cpu !== null) ? `${steps.reduce((sum, s) => sum + (s.cpu ?? 0), 0).toFixed(0)}s` : '';
console.log(`${'total (wall clock)'.padEnd(width)}          ${secs(wall).padStart(7)} ${cpuTotal.padStart(5)}`);
const machineNow = machineCpu();
const machineBusy = machineAtStart === null || machineNow === null ? null : machineNow - machineAtStart;
console.log(
  `(cpu: CPU seconds of the step's processes; load average ${loadAtStart} at the start, ${load()} at the end, on ${os.availableParallelism()} cores)`,
);
if (machineBusy !== null) {
  const cores = os.availableParallelism();
  console.log(
    `(the machine was busy ${machineBusy.toFixed(0)} CPU seconds of the ${((wall / 1000) * cores).toFixed(0)} its ${cores} cores had: the steps' processes, the browsers and database servers they started, and anything else running)`,
  );
}

if (interrupted) {
  console.error('✖ interrupted');
  process.exit(130);
}
if (failed) process.exit(failed.code || 1);
console.log(`\nAll tests passed in ${clock(wall)}.`);
