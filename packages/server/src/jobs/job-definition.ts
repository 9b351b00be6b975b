import type { AppContext } from '../context.js';

/**
 * A kind of background work: a handler that calls a service, and when it runs by itself. Each
 * area hands its own to the composition (modules/index.ts); the queue runs what it is given.
 */
export interface JobDefinition {
  name: string;
  /** Cron (Europe/Madrid) for periodic work; none for work that is only sent. */
  cron?: string;
  retryLimit?: number;
  /** Jobs fetched per poll (default 1). */
  batchSize?: number;
  run(ctx: AppContext, data: Record<string, unknown>): Promise<unknown>;
}
