import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startJobs } from '../jobs/queue.js';
import { bankNotification, postNotification } from '../modules/payments/payments-test-kit.js';
import { makeCourse, memberWithToken, uuid } from '../test/activities-fixtures.js';
import { call } from '../test/helpers.js';
import { createTestCluster } from '../test/nodes.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Nothing the member was told is lost if the process dies (issue 14 §5): the mail announcing a
 * change is queued in the change's own transaction. The proof: while the job table is locked
 * (no job can be written), the change must not be committed either; once the lock goes, both
 * are there and the mail is sent. Queued after the commit, as before, the change was already
 * visible while its mail still waited: a process dying at that moment lost the mail.
 */
describe('mails queued with the change they announce', async () => {
  const { nodes, url, outbox } = await createTestCluster(1, {
    beforeReady: (node) => startJobs(node.app, node.database, { schedule: false, pollingIntervalSeconds: 0.5 }),
  });
  const { app, ctx } = nodes[0]!;
  const date = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  const sql = async (text: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(text, values)).rows;
    } finally {
      await c.end();
    }
  };

  /**
   * Runs `act` while another connection holds the job table locked, and reports whether the
   * change was visible (committed) while its job could not be written.
   */
  async function actWhileJobsLocked<T>(act: () => Promise<T>, committed: () => Promise<boolean>): Promise<{ result: T; early: boolean }> {
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE pgboss.job IN EXCLUSIVE MODE');
    let settled = false;
    const pending = act().finally(() => (settled = true));
    // Wait until the request is blocked on the job table (its insert waits for the lock), or done.
    const until = Date.now() + 15_000;
    for (;;) {
      const [w] = await sql(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE NOT l.granted AND l.relation = 'pgboss.job'::regclass AND a.query ILIKE '%INSERT INTO pgboss.job%'`,
      );
      if ((w as { n: number }).n > 0 || settled || Date.now() > until) break;
      await sleep(20);
    }
    const early = await committed();
    await locker.query('ROLLBACK');
    await locker.end();
    return { result: await pending, early };
  }

  const mailTo = async (to: string, text: RegExp) => {
    const until = Date.now() + 10_000;
    while (Date.now() < until && !outbox.some((m) => m.to === to && text.test(m.text))) await sleep(100);
    return outbox.filter((m) => m.to === to && text.test(m.text));
  };

  it('the seat offered from the waiting list, and its mail', async () => {
    const course = await makeCourse(ctx, {
      date,
      requires_card_payment: 1,
      price_guests: 30,
      has_variants: 1,
      variants: [{ uuid: uuid(21), poolID: 1, selected_days: [0], schedule: '17:00-18:00', max_seating: 1, price: '' }],
    });
    const enrol = (token: string) =>
      call(app, {
        method: 'POST',
        url: '/api/v2/enroll/do_enroll/',
        token,
        payload: { type: 0, slug_es: course.slug_es, variant: uuid(21) },
      });
    const seated = await memberWithToken(ctx);
    const waiting = await memberWithToken(ctx, { preferredLanguage: 'es' });
    const seat = (await enrol(seated.token)).body.data.ticketID as number;
    const queued = (await enrol(waiting.token)).body.data.ticketID as number;
    const admin = await memberWithToken(ctx, { isGod: true });

    const { result, early } = await actWhileJobsLocked(
      () => call(app, { method: 'POST', url: `/api/admin/signups/${seat}/status`, token: admin.token, payload: { status: 4 } }),
      async () => ((await sql('SELECT status FROM course_signups WHERE id = $1', [queued]))[0] as { status: number }).status !== 3,
    );
    expect(early).toBe(false);
    expect(result.body.success).toBe(1);
    expect(((await sql('SELECT status FROM course_signups WHERE id = $1', [queued]))[0] as { status: number }).status).toBe(0);
    const offer = await mailTo(waiting.user.email, /Se ha liberado una plaza/);
    expect(offer).toHaveLength(1);
  });

  it('the enrolment and its confirmation', async () => {
    // Paid by bank transfer: confirmed by mail at once (a seat held for a card payment gets no
    // mail while the parent pays, issue 20 point 4).
    const course = await makeCourse(ctx, { date, requires_card_payment: 0, price_guests: 20 });
    const member = await memberWithToken(ctx);
    const { result, early } = await actWhileJobsLocked(
      () =>
        call(app, { method: 'POST', url: '/api/v2/enroll/do_enroll/', token: member.token, payload: { type: 0, slug_es: course.slug_es } }),
      async () => (await sql('SELECT 1 FROM course_signups WHERE user_id = $1', [member.user.id])).length > 0,
    );
    expect(early).toBe(false);
    expect(result.body.success).toBe(1);
    expect(await mailTo(member.user.email, /.+/)).toHaveLength(1);
  });

  it('the payment booked and its "payment received" mail', async () => {
    const course = await makeCourse(ctx, { date, requires_card_payment: 1, price_guests: 42.5 });
    const member = await memberWithToken(ctx);
    await call(app, {
      method: 'POST',
      url: '/api/v2/enroll/do_enroll/',
      token: member.token,
      payload: { type: 0, slug_es: course.slug_es },
    });
    const pm = await call(app, {
      method: 'GET',
      url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${course.slug_es}`,
      token: member.token,
    });
    const order = JSON.parse(Buffer.from(pm.body.data.sig.Ds_MerchantParameters, 'base64').toString()).DS_MERCHANT_ORDER as string;

    const { result, early } = await actWhileJobsLocked(
      () => postNotification(app, bankNotification({ order, amount: 4250, response: '0000' })),
      async () => ((await sql('SELECT state FROM payments WHERE "order" = $1', [order]))[0] as { state: string }).state === 'paid',
    );
    expect(early).toBe(false);
    expect(result.body).toBe('OK');
    expect(await mailTo(member.user.email, new RegExp(`(Número de pedido|Eskaera-zenbakia): ${order}`))).toHaveLength(1);
  });
});
