import { describe, expect, it } from 'vitest';
import { seedAuth, demoAccounts } from '../../seed/auth.seed.js';
import { seedFamily } from '../../seed/family.seed.js';
import { call, createTestApp } from '../../test/helpers.js';

describe('demo family seed', async () => {
  const { app, ctx } = await createTestApp();

  it("gives the demo member two children, once, listed as the member's linked users", async () => {
    await seedAuth(ctx);
    await seedFamily(ctx);
    await seedFamily(ctx);
    const login = await call(app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: demoAccounts.member.email, password: demoAccounts.member.password },
    });
    const list = await call(app, { method: 'GET', url: '/api/v3/delegated_acct/users', token: login.body.data.token });
    expect(
      list.body.data.map((u: { first_name: string; sysProfile: { relation: string } }) => [u.first_name, u.sysProfile.relation]),
    ).toEqual([
      ['Uxue', 'child'],
      ['Beñat', 'child'],
    ]);
  });
});
