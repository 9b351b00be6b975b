import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppContext, JobQueue } from '../context.js';
import type { Database, Db } from '../db/client.js';
import { MAIL_JOB, queuedMailer, sendQueuedMail } from '../mail/queued-mailer.js';
import type { JobDefinition } from './job-definition.js';

export type { JobDefinition } from './job-definition.js';
export type { JobQueue } from '../context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The jobs of the areas the app was built with (app.ts hands them from modules/index.ts): what
     * startJobs runs unless it is given others. The queue itself knows no area.
     */
    jobDefinitions: JobDefinition[];
  }
}

export interface StartJobsOptions {
  /** The handlers to run (default: the app's, every area's jobs as modules/index.ts assembles them). */
  definitions?: JobDefinition[];
  /** Seconds between polls of a queue (pg-boss default 2). */
  pollingIntervalSeconds?: number;
  /** Register the cron schedules (default true). */
  schedule?: boolean;
}

export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss's SQL ($1, $2... placeholders) run on a Drizzle transaction through its public
 * `execute`: each placeholder becomes a bound parameter in place (one used twice is bound twice).
 */
export function onTransaction(tx: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(values[Number(m[1]) - 1])}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss 10 on the portal's own database and pool (its SQL goes through our node-postgres pool;
 * no second pool). Periodic work is a cron schedule: pg-boss turns each tick into one job with a
 * singleton key, so two nodes that both schedule it still run it once.
 */
export function createBoss(database: Database, opts: { schedule?: boolean } = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: JOB_SCHEMA,
    schedule: opts.schedule ?? true,
    supervise: true,
    migrate: true,
  });
}

export async function startJobs(app: FastifyInstance, database: Database, opts: StartJobsOptions = {}): Promise<JobQueue> {
  const boss = createBoss(database, { schedule: opts.schedule });
  boss.on('error', (err: Error) => app.log.error({ err }, 'job queue error'));
  await boss.start();
  const ctx: AppContext = app.ctx;
  // Mail goes through the queue from now on (mail/queued-mailer.ts); the worker uses the transport.
  const transport = ctx.mailer;
  const mailJob: JobDefinition = { name: MAIL_JOB, retryLimit: 8, batchSize: 50, run: (_ctx, data) => sendQueuedMail(transport, data) };
  for (const def of [...(opts.definitions ?? app.jobDefinitions), mailJob]) {
    await boss.createQueue(def.name, { name: def.name, retryLimit: def.retryLimit ?? 2, expireInSeconds: 300 });
    await boss.work(def.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: def.batchSize ?? 1 }, async (jobs) => {
      // One failure fails that job alone (retried later); the others of the batch complete.
      for (const job of jobs) {
        try {
          await def.run(ctx, (job.data ?? {}) as Record<string, unknown>);
        } catch (err) {
          app.log.warn({ job: def.name, err: err instanceof Error ? err.message : String(err) }, 'job failed; retried later');
          await boss.fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
        }
      }
    });
    if (def.cron && opts.schedule !== false) await boss.schedule(def.name, def.cron, {}, { tz: 'Europe/Madrid' });
  }
  let stopped = false;
  const queue: JobQueue = {
    boss,
    send: (name, data = {}, options = {}) => boss.send(name, data, options),
    insertWithin: (tx, jobs) => (jobs.length === 0 ? Promise.resolve() : boss.insert(jobs, { db: onTransaction(tx) })),
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 5_000, wait: true, close: false });
    },
  };
  ctx.jobs = queue;
  ctx.mailer = queuedMailer(boss);
  app.addHook('onClose', async () => {
    await queue.stop();
    ctx.mailer = transport;
  });
  return queue;
}
