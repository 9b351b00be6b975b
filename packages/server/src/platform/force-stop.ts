import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The stop that cannot wait (issue 14 §9). A portal asked to stop normally drains its requests,
 * stops the job queue and PostgreSQL and calls process.exit. That last call can itself hang:
 * Node's exit joins the libuv thread pool and V8's platform threads (uv_library_shutdown,
 * NodePlatform::Shutdown), so one pool thread that never returns — a sharp/libvips operation
 * stuck in its own thread pool (lovell/sharp#4486), an fs.write to a pipe nobody reads any more, a
 * native add-on's destructor — leaves the main thread in a futex wait for ever (nodejs/node#54918,
 * #64274). A blocked main thread runs no timer and no signal handler, so neither the in-process
 * deadline nor a second SIGTERM could end it.
 *
 * Hence a watchdog outside the process: armed when the stop begins, a small detached process
 * that, at the deadline, stops PostgreSQL the way `pg_ctl stop -m immediate` does (SIGQUIT to
 * the postmaster: no checkpoint, crash recovery at the next start, nothing committed lost) and
 * SIGKILLs the portal, which nothing in the portal can delay. It learns that the portal ended in
 * time from its stdin: the pipe closes when the portal's process is gone, however it ended.
 */

/** The postmaster's pid from DATA_DIR/postgres/postmaster.pid, when that process is alive. */
export function livePostmaster(clusterDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

const signal = (pid: number, sig: NodeJS.Signals) => {
  try {
    process.kill(pid, sig);
  } catch {
    /* already gone */
  }
};

/** The database programs a start-up may have running as the portal's children. */
const DATABASE_PROGRAMS = new Set(['postgres', 'initdb', 'pg_ctl']);

/**
 * The portal's child processes that are PostgreSQL's programs (Linux /proc; elsewhere none). A
 * stop that comes while the cluster is being created or started finds no postmaster.pid yet:
 * initdb, or a postmaster that has not written its pid file, would run on after the portal dies
 * and leave a database server behind, so they are found by parentage instead.
 */
function databaseChildren(portalPid: number): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces, so read around its parentheses.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === portalPid && DATABASE_PROGRAMS.has(comm)) found.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

/**
 * Ends it now: PostgreSQL immediate shutdown (when `clusterDir` has a running server, and any
 * database program the portal started that has not written its pid file yet: SIGQUIT is an
 * immediate shutdown for a postmaster and an abort with clean-up for initdb), SIGKILL to the
 * portal. Synchronous on purpose: nothing here waits for the event loop.
 */
export function forceStop(portalPid: number, clusterDir: string | null): void {
  const postmaster = clusterDir ? livePostmaster(clusterDir) : null;
  if (postmaster) signal(postmaster, 'SIGQUIT');
  if (clusterDir) for (const pid of databaseChildren(portalPid)) signal(pid, 'SIGQUIT');
  signal(portalPid, 'SIGKILL');
}

/** How long after "exiting" the portal's own process.exit may take before the watchdog ends it. */
export const EXIT_GRACE_MS = 1_500;

export interface Watchdog {
  /** The stop is done; only process.exit is left (the watchdog now allows EXIT_GRACE_MS). */
  exiting(): void;
  /**
   * The in-process deadline came: the watchdog fires now and keeps sweeping for a PostgreSQL
   * start that was in flight (it outlives the portal; the portal's own force stop cannot).
   */
  fireNow(): void;
}

/**
 * Arms the watchdog for this process: at `deadlineMs` from now it force-stops it, unless the
 * process is gone by then. Detached (its own session: a Ctrl-C to the terminal's group does not
 * reach it) and with no output, so a vanished output pipe cannot touch it.
 */
export function armWatchdog(deadlineMs: number, clusterDir: string | null): Watchdog {
  const script = fileURLToPath(new URL('./force-stop-watchdog.js', import.meta.url));
  let child;
  try {
    // The deadline as a moment, not a delay: a watchdog slow to start on a loaded machine is not late.
    child = spawn(process.execPath, [script, String(process.pid), String(Date.now() + deadlineMs), clusterDir ?? ''], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
  } catch {
    return { exiting: () => {}, fireNow: () => {} };
  }
  child.on('error', () => {});
  child.stdin?.on('error', () => {});
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  const tell = (word: string) => {
    try {
      child.stdin?.write(`${word}\n`);
    } catch {
      /* the watchdog is gone: the in-process deadline remains */
    }
  };
  return { exiting: () => tell('exiting'), fireNow: () => tell('fire') };
}
