import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/**
 * The BUILT server as a separate process (`node packages/server/dist/main.js`), as `npm start`
 * runs it: what the process tests (src/process/*.process.test.ts) start, watch and stop.
 */
export const root = fileURLToPath(new URL('../../../../', import.meta.url));
export const mainJs = path.join(root, 'packages/server/dist/main.js');
export const clubJs = path.join(root, 'packages/server/dist/cli/club.js');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface Portal {
  child: ChildProcess;
  port: number;
  base: string;
  startedAt: number;
  output: () => string;
  exited: Promise<Exit>;
}

export function assertBuilt(): void {
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: build first (npm run build).`);
}

export function startPortal(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  spawnOptions: Pick<SpawnOptions, 'cwd' | 'uid' | 'gid'> = {},
  main = mainJs,
): Portal {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    ...spawnOptions,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  return { child, port, base: `http://127.0.0.1:${port}`, startedAt: Date.now(), output: () => out, exited };
}

/** The process has not exited yet, neither by itself nor by a signal. */
export const stillRunning = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

export async function waitUp(portal: Portal, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  let exitedEarly = false;
  void portal.exited.then(() => (exitedEarly = true));
  while (Date.now() < until && !exitedEarly) {
    try {
      const res = await fetch(`${portal.base}/api/v2/auth/ping`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 401 || res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`The portal did not come up:\n${portal.output()}`);
}

export const pgDir = (dataDir: string) => path.join(dataDir, 'postgres');

export const postmasterPid = (dataDir: string): number | null => {
  try {
    return Number(fs.readFileSync(path.join(pgDir(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
};

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie (exited, not yet reaped by a container's init) is not running.
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

/** The data folder's database server, if one still runs (its postmaster.pid names a live process). */
export const runningPostmaster = (dataDir: string): number | null => {
  const pid = postmasterPid(dataDir);
  return pid && isAlive(pid) ? pid : null;
};

/** Stops a database server a failed test left behind, so it does not outlive the run. */
export function stopLeftServer(dataDir: string): void {
  const pid = runningPostmaster(dataDir);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    /* gone */
  }
}

/**
 * Makes folders (under the system's temporary folder, names starting with `prefix`) for what a
 * test file's portals keep: after the file, a database server a failed test left in one is
 * stopped, and the folders are removed.
 */
export function tempFolders(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) stopLeftServer(d);
    await sleep(300);
    await Promise.all(dirs.map((d) => fs.promises.rm(d, { recursive: true, force: true, maxRetries: 5 })));
  }, 120_000);
  return () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}
