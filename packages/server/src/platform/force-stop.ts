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

/**
 * Ends it now: PostgreSQL immediate shutdown (when `clusterDir` has a running server), SIGKILL to
 * the portal. Synchronous on purpose: nothing here waits for the event loop.
 */
export function forceStop(portalPid: number, clusterDir: string | null): void {
  const postmaster = clusterDir ? livePostmaster(clusterDir) : null;
  if (postmaster) signal(postmaster, 'SIGQUIT');
  signal(portalPid, 'SIGKILL');
}

/** How long after "exiting" the portal's own process.exit may take before the watchdog ends it. */
export const EXIT_GRACE_MS = 1_500;

export interface Watchdog {
  /** The stop is done; only process.exit is left (the watchdog now allows EXIT_GRACE_MS). */
  exiting(): void;
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
    return { exiting: () => {} };
  }
  child.on('error', () => {});
  child.stdin?.on('error', () => {});
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return {
    exiting: () => {
      try {
        child.stdin?.write('exiting\n');
      } catch {
        /* the watchdog is gone: the in-process deadline remains */
      }
    },
  };
}
