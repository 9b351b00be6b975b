import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

/**
 * One portal per Playwright worker, each on its own port, data folder and embedded PostgreSQL
 * server with the demo data (support/serve.mjs). Worker n talks to E2E_PORT + n only, so tests
 * that change the shared demo data (the console's content, news and course specs) never see
 * another worker's changes, exactly as when everything ran on one worker.
 */

/** The first server's port (worker 0). */
export const basePort = Number(process.env.E2E_PORT ?? 8181);

/**
 * The port of this worker's server. Playwright numbers its workers 0…workers-1
 * (TEST_PARALLEL_INDEX, set before it loads the config in a worker) and a worker that replaces a
 * failed one keeps the number, hence the server and its data. Outside a worker: the first server.
 */
export const workerPort = (): number => basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const serverUrl = (port: number): string => `http://127.0.0.1:${port}`;

const serveScript = path.join(import.meta.dirname, 'serve.mjs');
const READY_WITHIN_MS = 120_000;
const STOP_WITHIN_MS = 15_000;

interface Server {
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
  stopping: boolean;
}

/** Any HTTP answer means the server listens (the ping answers 401 without a session). */
async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`${serverUrl(port)}/api/v2/auth/ping`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function start(port: number): Server {
  const child = spawn(process.execPath, [serveScript], {
    env: { ...process.env, E2E_PORT: String(port) },
    // The server logs at warn level: its stdout and stderr go to ours, each line tagged with the
    // port, so a server error sits beside the test that caused it.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tag = `[server ${port}] `;
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) process.stderr.write(tag + line + '\n');
    });
    stream.on('end', () => rest && process.stderr.write(tag + rest + '\n'));
  }
  const server: Server = { port, child, stopping: false, exited: Promise.resolve() };
  server.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      // A server that dies mid-run explains every ECONNREFUSED that follows: say so at once.
      if (!server.stopping) process.stderr.write(`${tag}exited unexpectedly (${signal ?? `code ${code}`})\n`);
      resolve();
    }),
  );
  return server;
}

async function waitReady(server: Server): Promise<void> {
  const until = Date.now() + READY_WITHIN_MS;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (!gone && Date.now() < until) {
    if (await answers(server.port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `The portal on port ${server.port} did not come up within ${READY_WITHIN_MS / 1000} s (see its [server ${server.port}] lines)`,
  );
}

async function stop(server: Server): Promise<void> {
  server.stopping = true;
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  // SIGTERM: the portal stops its embedded PostgreSQL server and serve.mjs removes the data folder.
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_WITHIN_MS);
  await server.exited;
  clearTimeout(timer);
}

/** Playwright's global setup: as many servers as workers (`--workers` included), started together. */
export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const ports = Array.from({ length: config.workers }, (_, i) => basePort + i);
  const taken = (await Promise.all(ports.map(async (p) => ((await answers(p)) ? p : null)))).filter((p) => p !== null);
  if (taken.length > 0) throw new Error(`Port(s) ${taken.join(', ')} already answer: stop that server or choose another E2E_PORT`);
  const servers = ports.map(start);
  try {
    await Promise.all(servers.map(waitReady));
  } catch (e) {
    await Promise.all(servers.map(stop));
    throw e;
  }
  return async () => {
    await Promise.all(servers.map(stop));
  };
}
