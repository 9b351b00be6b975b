import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit.js';
import { users } from '../db/schema/auth.js';
import { call, createSession, createUser, createTestApp } from '../test/helpers.js';
import { demoAccounts } from './auth.seed.js';
import { seedDemo } from './index.js';

describe('demo work for the office console', async () => {
  const { app, ctx } = await createTestApp();
  await seedDemo(ctx, app.log);
  const admin = await createUser(ctx, { isGod: true });
  const token = await createSession(ctx, admin.id);
  const get = async (url: string) => (await call(app, { method: 'GET', url, token })).body.data;
  const courseId = async (slug: string) =>
    (await call(app, { method: 'GET', url: `/api/v2/courses/details/?slug=${slug}` })).body.data.id as number;

  it('fills a card course up to a waiting list, with paid and denied attempts in the ledger', async () => {
    const signups = await get(`/api/admin/courses/${await courseId('cursillos-verano-natacion')}/signups`);
    // Nine of the office demo in the 8-seat group, and the demo member's son Beñat in a morning group.
    expect(signups).toHaveLength(10);
    const byStatus = (s: number) => signups.filter((r: { status: number }) => r.status === s).length;
    expect(byStatus(1)).toBe(5); // paid: seat assigned
    expect(byStatus(3)).toBeGreaterThanOrEqual(1); // the ninth waits
    expect(signups.filter((r: { payment_status: number }) => r.payment_status === 1)).toHaveLength(5);

    const all = await get('/api/admin/payments');
    // The course's attempts (the requests' demo pays a licence too: seed/requests.seed.ts): four
    // paid by the office demo, two family orders paid by the demo member.
    const ledger = { rows: all.rows.filter((r: { kind: string }) => r.kind !== 'licence') };
    expect(ledger.rows.filter((r: { state: string }) => r.state === 'paid')).toHaveLength(6);
    const denied = ledger.rows.filter((r: { state: string }) => r.state === 'failed');
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({ ds_response: '0190', ds_response_key: 'sis.190' });
    for (const row of ledger.rows) expect(row.notifications.map((n: { signature_ok: number }) => n.signature_ok)).toEqual([1]);
    const [audited] = await ctx.db.select({ n: count() }).from(auditLog);
    expect(audited!.n).toBeGreaterThanOrEqual(10);
  });

  it('leaves seats of a free course assigned and members waiting for their bank transfer', async () => {
    const free = await get(`/api/admin/courses/${await courseId('aquagym-gobela')}/signups`);
    expect(free.map((r: { status: number }) => r.status)).toEqual([1, 1, 1]);
    const transfer = await get(`/api/admin/courses/${await courseId('bautismo-aguas-abiertas-ereaga')}/signups`);
    expect(transfer.map((r: { status: number; payment_status: number }) => [r.status, r.payment_status])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("enrols the demo member's two children, paid by card with their receipts (issue 20, point 13)", async () => {
    const [member] = await ctx.db.select().from(users).where(eq(users.email, demoAccounts.member.email));
    const memberToken = await createSession(ctx, member!.id);
    const history = (await call(app, { method: 'GET', url: '/api/v2/manage_payments/history', token: memberToken })).body.data;
    expect(history).toHaveLength(2);
    for (const p of history) expect(p).toMatchObject({ state: 'paid', receipt_number: expect.stringMatching(/^R-\d{6}$/) });
    expect(history.map((p: { items: { person: string }[] }) => p.items[0]!.person.split(' ')[0]).sort()).toEqual(['Beñat', 'Uxue']);
    const persons = (await call(app, { method: 'GET', url: '/api/v3/delegated_acct/users', token: memberToken })).body.data;
    for (const person of persons) {
      const signups = await call(app, { method: 'GET', url: `/api/v3/delegated_acct/signups/?user_id=${person.id}`, token: memberToken });
      expect(signups.body.data.independent).toEqual([expect.objectContaining({ status: 1, payment_status: 1 })]);
    }
  });

  it('adds nothing when it runs again', async () => {
    const [before] = await ctx.db.select({ n: count() }).from(users);
    await seedDemo(ctx, app.log);
    const [after] = await ctx.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });
});
