import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../lib/free-port.js';
import {
  assertBuilt,
  clubJs,
  isAlive,
  pgDir,
  postmasterPid,
  root,
  sleep,
  startPortal,
  stillRunning,
  stopLeftServer,
  waitUp,
} from '../test/portal-process.js';

/**
 * The BUILT server as a separate process (`node packages/server/dist/main.js`), as `npm start`
 * runs it: clean shutdown under load, one portal per DATA_DIR, recovery after kill -9, and the
 * office CLI beside a running portal. Run after the build (scripts/test.mjs), with
 * vitest.process.config.ts.
 */
/**
 * What became of one request: a reply; refused, or cut while its connection was being made (it
 * never reached the server: `connect` failed); or reset on a connection that was made.
 */
type Outcome =
  | { kind: 'reply'; status: number }
  | { kind: 'refused' }
  | { kind: 'unconnected'; message: string }
  | { kind: 'reset'; message: string };

function classify(err: unknown): Outcome {
  const cause = (err as { cause?: { code?: string; message?: string; syscall?: string } }).cause;
  const code = cause?.code ?? (err as { code?: string }).code;
  const message = `${code ?? ''} ${cause?.message ?? (err as Error).message}`;
  if (code === 'ECONNREFUSED') return { kind: 'refused' };
  if (cause?.syscall === 'connect') return { kind: 'unconnected', message };
  return { kind: 'reset', message };
}

describe('the built server as a process', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'club-process-'));
    dirs.push(d);
    return d;
  };
  const launch = (dataDir: string, port: number) => {
    const p = startPortal(dataDir, port);
    children.push(p.child);
    return p;
  };

  beforeAll(assertBuilt);
  afterAll(async () => {
    for (const c of children) if (stillRunning(c)) c.kill('SIGKILL');
    // A server left by a failed test is stopped so it does not outlive the run.
    for (const d of dirs) stopLeftServer(d);
    await sleep(500);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('SIGTERM under load: in-flight requests finish, exit 0 within 10 s, the embedded PostgreSQL is stopped', async () => {
    const dataDir = tempDir();
    const portal = launch(dataDir, await findFreePort());
    await waitUp(portal);
    const pgPid = postmasterPid(dataDir);
    expect(pgPid).toBeGreaterThan(0);
    expect(isAlive(pgPid!)).toBe(true);

    // 20 keep-alive loops, each bounded by a count and a time.
    let signalled = 0;
    const outcomes: { outcome: Outcome; startedAt: number; endedAt: number }[] = [];
    const loop = async () => {
      const until = Date.now() + 60_000;
      for (let i = 0; i < 2_000 && Date.now() < until; i += 1) {
        const startedAt = Date.now();
        let outcome: Outcome;
        try {
          const res = await fetch(`${portal.base}/api/v2/landing/slider`);
          await res.arrayBuffer();
          outcome = { kind: 'reply', status: res.status };
        } catch (err) {
          outcome = classify(err);
        }
        outcomes.push({ outcome, startedAt, endedAt: Date.now() });
        if (outcome.kind !== 'reply' || outcome.status !== 200) {
          if (signalled && Date.now() - signalled > 1_000) return;
          await sleep(20);
        }
        if (signalled && Date.now() - signalled > 3_000) return;
      }
    };
    const loops = Promise.all(Array.from({ length: 20 }, loop));
    // Under load before anything else: more than 50 answered. A fixed pause was not enough on a
    // loaded 2-core machine (32 answered in 1.5 s beside the browser tests).
    const served = () => outcomes.filter((o) => o.outcome.kind === 'reply' && o.outcome.status === 200).length;
    for (const until = Date.now() + 30_000; served() <= 50 && Date.now() < until; ) await sleep(50);

    // One slow request in flight: its headers and half its body are sent before SIGTERM, the
    // rest after. The server must wait for it and answer it.
    const body = JSON.stringify({ begin: 1, end: 2, thispath: '/a', newpath: '/b', seconds: 1, runtimeID: 'slow', browser: {} });
    const slow = new Promise<{ status: number; body: string; connection?: string; at: number }>((resolve, reject) => {
      const req = http.request(`${portal.base}/api/v2/diag/route`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, connection: res.headers.connection, at: Date.now() }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => req.end(body.slice(20)), 1_500 + 700);
    });

    await sleep(1_500);
    expect(served()).toBeGreaterThan(50);
    signalled = Date.now();
    portal.child.kill('SIGTERM');

    const slowReply = await slow;
    const exit = await portal.exited;
    await loops;

    expect(exit.code, portal.output()).toBe(0);
    expect(exit.at - signalled).toBeLessThan(10_000);
    // The slow request that was in flight was answered in full, after the signal.
    expect(slowReply.status).toBe(200);
    expect(JSON.parse(slowReply.body)).toEqual({ success: 1 });
    // ...telling the client to let go of the connection, so no keep-alive socket holds the exit
    // (a browser keeps an idle one for minutes).
    expect(slowReply.connection).toBe('close');
    expect(exit.at - slowReply.at).toBeLessThan(8_000);
    expect(portal.output()).not.toContain('Shutdown took too long');

    // In flight: sent before the signal. Each of them was answered, none reset or refused. One
    // exception, which is not the server's: a request this process started just before the
    // signal whose connection was still being made when the listener closed (a CI run on a
    // machine at load 14 saw one: "connect ECONNRESET", the handshake cut by the closing
    // listener). It never reached the server, and its failure came after the signal; a request
    // refused or cut in its connect before the signal would still fail the test.
    const inFlight = outcomes.filter((o) => o.startedAt < signalled);
    const neverReached = (o: (typeof outcomes)[number]) =>
      (o.outcome.kind === 'refused' || o.outcome.kind === 'unconnected') && o.endedAt >= signalled;
    const notAnswered = inFlight.filter((o) => !neverReached(o) && (o.outcome.kind !== 'reply' || ![200, 503].includes(o.outcome.status)));
    expect(notAnswered).toEqual([]);
    // Sent after the signal: answered, or refused by a listener that is gone, or cut when the
    // server closed the keep-alive socket they were written to before reading them (the
    // keep-alive race a client retries on). Counted apart, never a wrong answer.
    const after = outcomes.filter((o) => o.startedAt >= signalled);
    const count = (list: typeof outcomes, test: (o: Outcome) => boolean) => list.filter((o) => test(o.outcome)).length;
    console.log(
      `shutdown under load: ${inFlight.length} requests sent before SIGTERM, all answered but ` +
        `${inFlight.filter(neverReached).length} still connecting when the listener closed; after it ` +
        `${count(after, (o) => o.kind === 'reply' && o.status === 200)} answered, ` +
        `${count(after, (o) => o.kind === 'reply' && o.status === 503)} told 503, ` +
        `${count(after, (o) => o.kind === 'refused' || o.kind === 'unconnected')} refused or cut while connecting, ` +
        `${count(after, (o) => o.kind === 'reset')} cut before being read; ` +
        `exit ${exit.at - signalled} ms after the signal`,
    );
    expect(count(after, (o) => o.kind === 'reply' && ![200, 503].includes(o.status))).toBe(0);
    // The clients stopped on refusals, not on a server that hung.
    expect(count(after, (o) => o.kind === 'refused')).toBeGreaterThan(0);

    // The embedded PostgreSQL went down with the portal.
    expect(fs.existsSync(path.join(pgDir(dataDir), 'postmaster.pid'))).toBe(false);
    expect(isAlive(pgPid!)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  });

  it('refuses a second portal on the same DATA_DIR; after kill -9 the next start comes up, the office CLI (backup and restore too) works beside it, and SIGINT stops it all', async () => {
    const dataDir = tempDir();
    const first = launch(dataDir, await findFreePort());
    await waitUp(first);
    const pgPid = postmasterPid(dataDir);

    // A second portal on the same folder stops at once, saying why, and leaves the first alone.
    const second = launch(dataDir, await findFreePort());
    const secondExit = await second.exited;
    expect(secondExit.code).toBe(1);
    expect(second.output()).toContain('already running');
    expect((await fetch(`${first.base}/api/v2/landing/slider`)).status).toBe(200);

    // kill -9: the portal dies, its PostgreSQL server stays behind.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(postmasterPid(dataDir)).toBe(pgPid);
    expect(isAlive(pgPid!)).toBe(true);

    // The next start comes up on the server it finds.
    const third = launch(dataDir, await findFreePort());
    await waitUp(third);
    expect(third.output()).toMatch(/Reusing the PostgreSQL server left running/);
    expect(postmasterPid(dataDir)).toBe(pgPid);

    // The office CLI beside the running portal, on the same DATA_DIR.
    const cli = spawnSync(process.execPath, [clubJs, 'requests'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(cli.status, `${cli.stdout}\n${cli.stderr}`).toBe(0);
    // Backup and restore, as documented (`npm run club -- backup FILE` / `restore FILE`), beside it.
    const club = (...args: string[]) =>
      spawnSync(process.execPath, [clubJs, ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const file = path.join(tempDir(), 'club.backup');
    const saved = club('backup', file);
    expect(saved.status, `${saved.stdout}\n${saved.stderr}`).toBe(0);
    expect(saved.stdout).toMatch(/^Saved \d+ tables to /m);
    const restored = club('restore', file);
    expect(restored.status, `${restored.stdout}\n${restored.stderr}`).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables from /m);
    const refused = club('restore', clubJs);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not a club portal backup');
    expect((await fetch(`${third.base}/api/v2/landing/slider`)).status).toBe(200);

    // Ctrl-C (SIGINT) stops it as cleanly as SIGTERM.
    third.child.kill('SIGINT');
    const exit = await third.exited;
    expect(exit.code, third.output()).toBe(0);
    expect(fs.existsSync(path.join(pgDir(dataDir), 'postmaster.pid'))).toBe(false);
    expect(isAlive(pgPid!)).toBe(false);
  });
});
