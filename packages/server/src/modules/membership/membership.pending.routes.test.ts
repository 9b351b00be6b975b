import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { membershipTypes } from '../../db/schema/content.js';
import { call, createSession, createUser } from '../../test/helpers.js';
import { createTestCluster } from '../../test/nodes.js';
import { bankNotification, postNotification } from '../payments/payments-test-kit.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An unpaid join fee is a pending payment (issue 17): through HTTP on PostgreSQL with the session
 * cache on (auth/ping served from memory, kept honest by LISTEN/NOTIFY club_sessions), the join
 * counts in auth/ping's pending_payments and payment_process_count of the person and of their
 * holder, is listed by manage_payments/get_pending under `membership` with its fee, is paid by
 * card from there (get_quota_details, the signed notification) and then counts no more, at once.
 */
describe('the unpaid join fee in the pending payments', async () => {
  const cluster = await createTestCluster(1, { overrides: { SESSION_CACHE_SECONDS: 60 } });
  const { app, ctx } = cluster.nodes[0]!;
  const clock = cluster.clock;
  clock.set('2026-10-05T10:00:00Z');
  const [swimming] = await ctx.db
    .insert(membershipTypes)
    .values({
      type: 3,
      nameEs: 'Natación federada',
      nameEus: 'Igeriketa federatua',
      priceMonth: '37.00',
      months: 11,
      firstMonth: 9,
      lastMonth: 7,
    })
    .returning();
  const get = (url: string, token: string) => call(app, { method: 'GET', url, token });
  const post = (url: string, token: string, payload: object) => call(app, { method: 'POST', url, token, payload });
  const ping = async (token: string) => (await get('/api/v2/auth/ping', token)).body.data as { pending_payments: number; city: string };
  const processCount = async (token: string) => (await get('/api/v2/myaccount/payment_process_count', token)).body.code as number;
  const pending = async (token: string) => (await get('/api/v2/manage_payments/get_pending', token)).body.data;

  /** Pings until the count is `n` (the NOTIFY reaches this node's cache a few ms after the commit); at most 5 s on a loaded machine. */
  async function countBecomes(token: string, n: number): Promise<number> {
    const started = Date.now();
    let seen = (await ping(token)).pending_payments;
    while (seen !== n && Date.now() - started < 5_000) {
      await sleep(10);
      seen = (await ping(token)).pending_payments;
    }
    return seen;
  }
  /**
   * Waits until `token`'s profile is served from memory: a write no trigger sees (replication
   * role "replica") does not show. NOTIFYs of earlier writes may still drop the entry once, so it
   * asks again (at most 5 s) until memory answers.
   */
  let behind = 0;
  async function servedFromMemory(token: string, userId: number) {
    const c = new pg.Client({ connectionString: cluster.url });
    await c.connect();
    try {
      await c.query('SET session_replication_role = replica');
      const started = Date.now();
      let cached = false;
      while (!cached && Date.now() - started < 5_000) {
        await ping(token);
        behind += 1;
        await c.query('UPDATE users SET city = $1 WHERE id = $2', [`Behind the back ${behind}`, userId]);
        cached = (await ping(token)).city !== `Behind the back ${behind}`;
      }
      expect(cached).toBe(true);
    } finally {
      await c.end();
    }
  }

  it('counts for the person and the holder, is listed, and paid by card it counts no more', { timeout: 90_000 }, async () => {
    expect(ctx.sessions?.listening).toBe(true);
    const holder = await createUser(ctx, { firstName: 'Koldo', allowImpersonate: true });
    const holderToken = await createSession(ctx, holder.id);
    const added = await post('/api/v3/delegated_acct/add_user/', holderToken, {
      firstname: 'Irati',
      lastname: 'Goikoetxea',
      date_of_birth: '2012-05-05',
      acceptTerms: true,
      authPictures: true,
    });
    const irati = added.body.data.id as number;
    await servedFromMemory(holderToken, holder.id);
    expect((await ping(holderToken)).pending_payments).toBe(0);

    // The holder asks to join for Irati: one join fee to pay, in the cached ping and the count.
    expect(
      (await post('/api/v3/delegated_acct/prepare_membership/', holderToken, { user_id: irati, membershipid: swimming!.id })).body,
    ).toMatchObject({ success: 1, data: { gibke_membership_state: 2, join_fee: 37 } });
    expect(await countBecomes(holderToken, 1)).toBe(1);
    expect(await processCount(holderToken)).toBe(1);
    const listed = await pending(holderToken);
    expect(listed.membership).toEqual([
      {
        ticketID: irati,
        item: {
          kind: 'membership-join',
          user_id: irati,
          title_es: 'Alta de socio del club: Natación federada',
          title_eus: 'Klubeko bazkide-alta: Igeriketa federatua',
        },
        users: [{ first_name: 'Irati', last_name: 'Goikoetxea' }],
        sticket: { payment_status: 0, payment_price: 37 },
      },
    ]);

    // Paid from the list: get_quota_details with the ticketID, the bank refuses first (kept, still pending)...
    await servedFromMemory(holderToken, holder.id);
    const first = (await get(`/api/v2/manage_payments/get_quota_details/?id=${listed.membership[0].ticketID}`, holderToken)).body.data;
    expect((await postNotification(app, bankNotification({ order: first.order, amount: 3700, response: '0190' }))).body).toBe('OK');
    const refused = await pending(holderToken);
    expect(refused.membership).toMatchObject([{ ticketID: irati, sticket: { payment_status: '0190', payment_price: 37 } }]);
    expect((await ping(holderToken)).pending_payments).toBe(1);

    // ...then a new order is paid: nothing left to pay, in the cached ping right after.
    await servedFromMemory(holderToken, holder.id);
    const second = (await get(`/api/v2/manage_payments/get_quota_details/?id=${irati}`, holderToken)).body.data;
    expect(second.order).not.toBe(first.order);
    expect((await postNotification(app, bankNotification({ order: second.order, amount: 3700, response: '0000' }))).body).toBe('OK');
    expect(await countBecomes(holderToken, 0)).toBe(0);
    expect(await processCount(holderToken)).toBe(0);
    expect((await pending(holderToken)).membership).toEqual([]);
  });

  it("counts an adult's own join fee; a number linked instead drops it from the count", { timeout: 90_000 }, async () => {
    const ane = await createUser(ctx, { firstName: 'Ane', dateOfBirth: '1985-03-03' });
    const token = await createSession(ctx, ane.id);
    await servedFromMemory(token, ane.id);
    expect(
      (await post('/api/v3/delegated_acct/prepare_membership/', token, { user_id: ane.id, membershipid: swimming!.id })).body,
    ).toMatchObject({
      success: 1,
    });
    expect(await countBecomes(token, 1)).toBe(1);
    expect((await pending(token)).membership).toMatchObject([{ ticketID: ane.id, users: [{ first_name: 'Ane' }] }]);
    // Someone else's session sees nothing of it.
    const stranger = await createSession(ctx, (await createUser(ctx)).id);
    expect((await ping(stranger)).pending_payments).toBe(0);
    expect((await pending(stranger)).membership).toEqual([]);

    // She links the number the club already gave her: the unpaid join is dropped, nothing to pay.
    const admin = await createSession(ctx, (await createUser(ctx, { isGod: true })).id);
    expect(
      (
        await post('/api/admin/member-registry', admin, {
          member_id: '31001',
          family_id: '01',
          first_name: 'Ane',
          last_name: 'Z',
          active: 1,
        })
      ).body,
    ).toMatchObject({ success: 1 });
    await servedFromMemory(token, ane.id);
    expect(
      (
        await post('/api/v2/myaccount/update_membership_gk/', token, {
          slug_en: '',
          slug_es: '',
          form_data: { member_id: '31001', family_id: '01' },
        })
      ).body,
    ).toMatchObject({ success: 1 });
    expect(await countBecomes(token, 0)).toBe(0);
    expect((await pending(token)).membership).toEqual([]);
  });
});
