import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { memberProfiles } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { makeCourse, memberWithToken, uuid } from '../../test/activities-fixtures.js';
import { call, createSession, createUser } from '../../test/helpers.js';
import { createTestCluster, type TestNode } from '../../test/nodes.js';
import { bankNotification, postNotification } from '../payments/payments-test-kit.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PING = '/api/v2/auth/ping';

/**
 * Issue 19 point 3: two portal nodes on one database, each with its session cache on. A session
 * (and the profile auth/ping returns) is served from a node's memory, and whatever changes it on
 * any node (a logout, closing the other sessions, a password change, an account removed, a
 * permission, a payment) reaches the other node within a second through LISTEN/NOTIFY.
 */
describe('the session cache on two nodes', async () => {
  const cluster = await createTestCluster(2, { overrides: { SESSION_CACHE_SECONDS: 60 } });
  const [a, b] = cluster.nodes as [TestNode, TestNode];

  const ping = (node: TestNode, token: string) => call(node.app, { method: 'GET', url: PING, token });
  /** A write no trigger sees (replication role "replica" skips them): a node that still shows the old value serves it from memory. */
  async function silently(statement: string, values: unknown[] = []): Promise<void> {
    const c = new pg.Client({ connectionString: cluster.url });
    await c.connect();
    try {
      await c.query('SET session_replication_role = replica');
      await c.query(statement, values);
    } finally {
      await c.end();
    }
  }
  /** Asks again until `done` or `ms` pass; returns the time it took (ms) and the last answer. */
  async function within<T>(ms: number, ask: () => Promise<T>, done: (v: T) => boolean): Promise<{ after: number; last: T }> {
    const started = Date.now();
    let last = await ask();
    while (!done(last) && Date.now() - started < ms) {
      await sleep(10);
      last = await ask();
    }
    return { after: Date.now() - started, last };
  }
  /** Pings on node b until its profile has been served from memory once (proved by a write behind its back). */
  let behind = 0;
  async function cachedOnB(token: string, userId: number): Promise<void> {
    expect((await ping(b, token)).status).toBe(200);
    behind += 1;
    await silently('UPDATE users SET city = $1 WHERE id = $2', [`Behind the back ${behind}`, userId]);
    expect((await ping(b, token)).body.data.city).not.toBe(`Behind the back ${behind}`);
  }

  it('both nodes listen', () => {
    expect(a.ctx.sessions!.listening).toBe(true);
    expect(b.ctx.sessions!.listening).toBe(true);
  });

  it('serves a session and its profile from memory, and drops it on every node when the profile changes anywhere', async () => {
    const user = await createUser(a.ctx, { firstName: 'Ane' });
    const token = await createSession(a.ctx, user.id);
    await cachedOnB(token, user.id);
    // The office makes her an administrator on node a: a permission node b must not keep.
    await a.ctx.db.update(users).set({ isGod: true, firstName: 'Ane Miren' }).where(eq(users.id, user.id));
    const seen = await within(
      1_000,
      () => ping(b, token),
      (r) => r.body.data?.isGod === 1,
    );
    expect(seen.last.body.data).toMatchObject({ isGod: 1, first_name: 'Ane Miren', management_url: expect.any(String) });
    expect(seen.after).toBeLessThan(1_000);
  });

  it("the swimmer's level set on one node shows in the other node's profile within a second", async () => {
    const user = await createUser(a.ctx, { firstName: 'Uxue' });
    const token = await createSession(a.ctx, user.id);
    await cachedOnB(token, user.id);
    expect((await ping(b, token)).body.data.memberProfile).toEqual({ discounts: 0, current_level: 0, limit_poolid: 0 });
    // The office gives her level 9 (a row of member_profiles, written on node a).
    await a.ctx.db.insert(memberProfiles).values({ userId: user.id, currentLevel: 9 });
    const seen = await within(
      1_000,
      () => ping(b, token),
      (r) => r.body.data?.memberProfile?.current_level === 9,
    );
    expect(seen.last.body.data.memberProfile).toEqual({ discounts: 0, current_level: 9, limit_poolid: 0 });
    expect(seen.after).toBeLessThan(1_000);
  });

  it('a logout on one node stops the token on the other within a second', async () => {
    const user = await createUser(a.ctx);
    const token = await createSession(a.ctx, user.id);
    await cachedOnB(token, user.id);
    expect((await call(a.app, { method: 'POST', url: '/api/v2/auth/logout', token })).body.success).toBe(1);
    const refused = await within(
      1_000,
      () => ping(b, token),
      (r) => r.status === 401,
    );
    expect(refused.last.status).toBe(401);
    expect(refused.after).toBeLessThan(1_000);
    expect((await ping(a, token)).status).toBe(401);
  });

  it('closing the other sessions, changing the password and removing the account end the cached sessions on the other node', async () => {
    const user = await createUser(a.ctx);
    const [here, phone, laptop] = [
      await createSession(a.ctx, user.id),
      await createSession(a.ctx, user.id),
      await createSession(a.ctx, user.id),
    ];
    await cachedOnB(phone, user.id);
    expect(
      (await call(a.app, { method: 'POST', url: '/api/v2/myaccount/kill_other_sessions', token: here, payload: {} })).body.success,
    ).toBe(1);
    expect(
      (
        await within(
          1_000,
          () => ping(b, phone),
          (r) => r.status === 401,
        )
      ).last.status,
    ).toBe(401);
    expect((await ping(b, here)).status).toBe(200);

    const other = await createSession(a.ctx, user.id);
    await cachedOnB(other, user.id);
    const changed = await call(a.app, {
      method: 'POST',
      url: '/api/v2/myaccount/update_password',
      token: here,
      payload: { current: user.password, new: 'otra-clave-larga', repeat: 'otra-clave-larga' },
    });
    expect(changed.body.success).toBe(1);
    expect(
      (
        await within(
          1_000,
          () => ping(b, other),
          (r) => r.status === 401,
        )
      ).last.status,
    ).toBe(401);
    expect((await ping(b, here)).status).toBe(200);
    expect((await ping(b, laptop)).status).toBe(401);

    await cachedOnB(here, user.id);
    const removed = await call(a.app, {
      method: 'POST',
      url: '/api/v2/myaccount/remove_my_account',
      token: here,
      payload: { current: 'otra-clave-larga' },
    });
    expect(removed.body.success).toBe(1);
    expect(
      (
        await within(
          1_000,
          () => ping(b, here),
          (r) => r.status === 401,
        )
      ).last.status,
    ).toBe(401);
  });

  it('the pending payments count follows a signup and its payment on the other node', async () => {
    cluster.clock.set('2026-11-24T18:00:00Z');
    const course = await makeCourse(a.ctx, {
      date: '2027-01-12',
      requires_card_payment: 1,
      price_guests: 60,
      has_variants: 1,
      variants: [{ uuid: uuid(91), poolID: 1, selected_days: [1, 3], schedule: '17:00 - 18:00', max_seating: 10, price: '' }],
    });
    const m = await memberWithToken(a.ctx);
    await cachedOnB(m.token, m.user.id);
    expect((await ping(b, m.token)).body.data.pending_payments).toBe(0);

    const enrolled = await call(a.app, {
      method: 'POST',
      url: '/api/v2/enroll/do_enroll/',
      token: m.token,
      payload: { type: 0, slug_es: course.slug_es, variantIndex: 0 },
    });
    expect(enrolled.body.data.payment_price).toBe(60);
    const due = await within(
      1_000,
      () => ping(b, m.token),
      (r) => r.body.data?.pending_payments === 1,
    );
    expect(due.last.body.data.pending_payments).toBe(1);

    const pm = await call(a.app, {
      method: 'GET',
      url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${course.slug_es}`,
      token: m.token,
    });
    const order = JSON.parse(Buffer.from(pm.body.data.sig.Ds_MerchantParameters, 'base64').toString()).DS_MERCHANT_ORDER as string;
    await cachedOnB(m.token, m.user.id);
    expect((await ping(b, m.token)).body.data.pending_payments).toBe(1);
    // The bank tells node a: the payment lands, and node b's count drops within a second.
    expect((await postNotification(a.app, bankNotification({ order, amount: 6000, response: '0000' }))).body).toBe('OK');
    const paid = await within(
      1_000,
      () => ping(b, m.token),
      (r) => r.body.data?.pending_payments === 0,
    );
    expect(paid.last.body.data.pending_payments).toBe(0);
    expect(paid.after).toBeLessThan(1_000);
  });

  it('serves nothing from memory while its LISTEN connection is lost, and caches again once it is back', async () => {
    const user = await createUser(a.ctx);
    const token = await createSession(a.ctx, user.id);
    await cachedOnB(token, user.id);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
    } finally {
      await admin.end();
    }
    const deaf = await within(
      2_000,
      async () => b.ctx.sessions!.listening,
      (l) => !l,
    );
    expect(deaf.last).toBe(false);
    // A session revoked where no node hears it: refused at once, as nothing comes from memory.
    await silently('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    expect((await ping(b, token)).status).toBe(401);

    const back = await within(
      5_000,
      async () => a.ctx.sessions!.listening && b.ctx.sessions!.listening,
      (l) => l,
    );
    expect(back.last).toBe(true);
    const again = await createSession(a.ctx, user.id);
    await cachedOnB(again, user.id);
  });
});
