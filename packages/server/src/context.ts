import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './mail/mailer.js';
import type { PublicCache } from './plugins/public-cache.js';

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
   * Called after a change that public cached reads depend on ('courses' when the office edits a
   * course): drops this node's cache at once (app.ts); other nodes hear it through NOTIFY.
   */
  onContentChanged?: (area: string) => void;
}
