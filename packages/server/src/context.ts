import type PgBoss from 'pg-boss';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { PublicCache } from './plugins/public-cache.js';
import type { SessionCache } from './plugins/session-cache.js';

/** What every module needs from the outside world, handed in so tests can build their own. */
export interface AppContext {
  db: Db;
  /** For transactions that lock a limited thing (seats): its own small pool (db/client.ts). */
  lockingDb: Db;
  config: Config;
  mailer: Mailer;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
  /** The job queue, once started (main.ts; tests that need it start it). */
  jobs?: JobQueue;
  /** The memory cache of public reads; `invalidate` after a content change on this node. */
  cache?: PublicCache;
  /**
   * The node's session cache (plugins/session-cache.ts): `memo` keeps a value derived from a
   * signed-in user (a part of their profile) while their session is cached.
   */
  sessions?: SessionCache;
  /**
   * Called after a change that public cached reads depend on ('courses' when the office edits a
   * course): drops this node's cache at once (app.ts); other nodes hear it through NOTIFY.
   */
  onContentChanged?: (area: string) => void;
}

// Here rather than in jobs/ so that the context names it without importing the queue (which runs
// with a context): the arrow runs one way, jobs/ -> context.ts.
/** What services see of the queue: send work for later, once. */
export interface JobQueue {
  /**
   * Queues a job. With `singletonKey`, the same key queued by several nodes (or twice by one)
   * while the first is still waiting gives one job: the way "run once across nodes" is asked.
   */
  send(name: string, data?: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Queues jobs inside the caller's transaction `tx`: they exist if and only if it commits. For
   * the work that announces a change (its mail): a process that dies right after the commit
   * still leaves the job for whichever node runs next; a rolled-back change leaves none.
   */
  insertWithin(tx: Db, jobs: PgBoss.JobInsert[]): Promise<void>;
  /** Stops fetching, waits for running handlers (bounded), and detaches from the database. */
  stop(): Promise<void>;
  boss: PgBoss;
}
