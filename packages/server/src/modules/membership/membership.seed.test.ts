import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberRegistry } from '../../db/schema/membership.js';
import { demoAccounts, seedAuth } from '../../seed/auth.seed.js';
import { seedContent } from '../../seed/content.seed.js';
import { seedMembership } from '../../seed/membership.seed.js';
import { call, createTestApp } from '../../test/helpers.js';

describe('demo membership seed', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-11-24T10:00:00Z');

  it('makes the demo member an active member with an active card, linked to an active registry row, once', async () => {
    await seedAuth(ctx);
    await seedContent(ctx);
    await seedMembership(ctx);
    await seedMembership(ctx);
    const total = (await ctx.db.select({ n: count() }).from(memberRegistry))[0]!.n;
    const inactive = (await ctx.db.select({ n: count() }).from(memberRegistry).where(eq(memberRegistry.active, false)))[0]!.n;
    expect(total).toBeGreaterThanOrEqual(30);
    expect(inactive).toBeGreaterThan(0);

    const login = await call(app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: demoAccounts.member.email, password: demoAccounts.member.password },
    });
    const token = login.body.data.token as string;
    const ping = (await call(app, { method: 'GET', url: '/api/v2/auth/ping', token })).body.data;
    expect(ping).toMatchObject({ member_id: 10427, family_id: 1, gibke_membership_state: 1 });
    const [row] = await ctx.db.select().from(memberRegistry).where(eq(memberRegistry.memberId, ping.member_id));
    expect(row).toMatchObject({ active: true, familyId: 1 });
    const detail = (await call(app, { method: 'GET', url: `/api/v3/delegated_acct/membership/?user_id=${ping.user_id}`, token })).body.data;
    expect(detail.card).toMatchObject({ status: 'active', member_number: '10427', family_code: '01', validity: '2027-07-31' });
  });
});
