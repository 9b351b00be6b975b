import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';

/*
 * What the rest of the portal sees of the job queue (AppContext.jobs). Apart from queue.ts so that
 * context.ts can name it without importing queue.ts (which imports the context).
 */

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
