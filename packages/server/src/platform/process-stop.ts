import { armWatchdog, forceStop } from './force-stop.js';

/** Thrown into the start-up sequence when a stop began while it ran: the stop is in charge. */
export class StopRequested extends Error {
  constructor() {
    super('stop requested');
  }
}

export interface ProcessStop {
  readonly stopping: boolean;
  /**
   * A start-up step that makes something to undo (the database server, the pool, the app). A stop
   * that begins meanwhile waits for it, so what it made is undone too; `undo` is registered as
   * soon as the step succeeds. Throws StopRequested once a stop has begun.
   */
  step<T>(work: Promise<T>, undo?: (made: T) => Promise<void>): Promise<T>;
  /** A long start-up step the stop does not wait for (seeding): closing the pool under it ends it. */
  interruptible<T>(work: Promise<T>): Promise<T>;
  /** Ends the process: undoes every step (newest first), then exits with `code`. */
  end(code: number): void;
}

export interface ProcessStopOptions {
  /** From the first signal to the end of the process, whatever it is doing then. */
  deadlineMs: number;
  /** The embedded cluster's folder (DATA_DIR/postgres), or null with DATABASE_URL. */
  clusterDir: string | null;
  say: (line: string) => void;
}

/**
 * SIGTERM/SIGINT end the portal at any moment, from the first line of start-up: the requests in
 * flight finish, the job queue, the pool and the embedded PostgreSQL stop, and the process exits
 * 0. Past the deadline the stop no longer waits for anything: PostgreSQL gets an immediate
 * shutdown and the process SIGKILL, from this process while its main thread still runs and from
 * a watchdog process in any case (force-stop.ts says why a Node process can hang in its own exit).
 * A second signal changes nothing: `npm start` under a terminal gets Ctrl-C twice (from the
 * terminal and forwarded by npm), and the deadline already bounds the wait.
 */
export function installProcessStop(opts: ProcessStopOptions): ProcessStop {
  let stopping = false;
  let ended = false;
  const inFlight = new Set<Promise<unknown>>();
  const undos: (() => Promise<void>)[] = [];

  const end = (code: number) => {
    stopping = true;
    if (ended) return;
    ended = true;
    // The watchdog comes a little after the in-process deadline, which ends things the same way
    // when the main thread can still run it.
    const watchdog = armWatchdog(opts.deadlineMs + 300, opts.clusterDir);
    setTimeout(() => {
      console.error('Shutdown took too long; stopping the database at once and ending the process.');
      watchdog.fireNow();
      forceStop(process.pid, opts.clusterDir);
    }, opts.deadlineMs).unref();
    void (async () => {
      await Promise.allSettled([...inFlight]);
      for (const undo of undos.reverse()) {
        try {
          await undo();
        } catch (err) {
          console.error(err);
        }
      }
      watchdog.exiting();
      process.exit(code);
    })();
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) opts.say(`${signal}: shutting down`);
      end(0);
    });
  }

  return {
    get stopping() {
      return stopping;
    },
    async step<T>(work: Promise<T>, undo?: (made: T) => Promise<void>): Promise<T> {
      const made = work.then((value) => {
        if (undo) undos.push(() => undo(value));
        return value;
      });
      const settled = made.catch(() => {});
      inFlight.add(settled);
      try {
        const value = await made;
        if (stopping) throw new StopRequested();
        return value;
      } catch (err) {
        throw stopping ? new StopRequested() : err;
      } finally {
        inFlight.delete(settled);
      }
    },
    async interruptible<T>(work: Promise<T>): Promise<T> {
      try {
        const value = await work;
        if (stopping) throw new StopRequested();
        return value;
      } catch (err) {
        throw stopping ? new StopRequested() : err;
      }
    },
    end,
  };
}
