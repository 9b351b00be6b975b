import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startJobs } from '../jobs/queue.js';
import { createTestCluster } from '../test/nodes.js';
import type { MailMessage } from './mailer.js';
import { MAIL_JOB } from './queued-mailer.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

/** With the queue running, a mail is a job: stored by the request, sent by a worker, retried alone. */
describe('mail through the job queue', async () => {
  const delivered: MailMessage[] = [];
  let failuresLeft = 1;
  const { nodes } = await createTestCluster(1, {
    beforeReady: async (node) => {
      node.ctx.mailer = {
        send: async (m) => {
          if (m.to === 'caida@example.com' && failuresLeft-- > 0) throw new Error('SMTP server away');
          delivered.push(m);
        },
      };
      await startJobs(node.app, node.database, { schedule: false, pollingIntervalSeconds: 0.5 });
    },
  });
  const { ctx } = nodes[0]!;

  it('stores the mail as a job and a worker sends it once, attachments included', async () => {
    await ctx.mailer.send({
      to: 'ane@example.com',
      subject: 'Inscripción',
      text: 'Kaixo',
      attachments: [{ filename: 'a.pdf', content: Buffer.from([0, 1, 2, 255]), contentType: 'application/pdf' }],
    });
    expect(delivered).toHaveLength(0);
    await until(() => delivered.length === 1);
    await sleep(1_200);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: 'ane@example.com', subject: 'Inscripción', text: 'Kaixo' });
    expect([...delivered[0]!.attachments![0]!.content]).toEqual([0, 1, 2, 255]);
  });

  it('a failed send is retried alone: the others of the same batch are sent once', async () => {
    delivered.length = 0;
    await Promise.all(
      ['jon@example.com', 'caida@example.com', 'miren@example.com'].map((to) => ctx.mailer.send({ to, subject: 'Aviso', text: 'x' })),
    );
    await until(() => delivered.length === 2);
    await sleep(1_200);
    expect(delivered.map((m) => m.to).sort()).toEqual(['jon@example.com', 'miren@example.com']);
    const rows = (await ctx.db.execute(
      sql`SELECT state, data->>'to' AS "to" FROM pgboss.job WHERE name = ${MAIL_JOB} AND data->>'to' = 'caida@example.com'`,
    )) as unknown as { rows: { state: string }[] };
    expect(rows.rows.map((r) => r.state)).toEqual(['retry']);
  });
});
