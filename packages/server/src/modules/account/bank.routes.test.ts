import { SPANISH_IBAN_VECTORS as vectors } from '@club/domain/account/spanish-iban-vectors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';

describe('bank payment data', async () => {
  const { app, ctx } = await createTestApp();
  const owner = await createUser(ctx, { pmNeedsUpdate: true });
  const other = await createUser(ctx);
  const ownerToken = await createSession(ctx, owner.id);
  const otherToken = await createSession(ctx, other.id);
  const row = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('stores a valid IBAN and SWIFT for activities and clears needs_update', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/myaccount/update_bank_payment_data/',
      token: ownerToken,
      payload: { iban: 'es88 2095 0497 9191 0708 8631', swift: 'baskes2b' },
    });
    expect(res).toMatchObject({ status: 200, body: { success: 1 } });
    const u = await row(owner.id);
    expect([u.pmIban, u.pmSwift, u.pmNeedsUpdate]).toEqual(['ES8820950497919107088631', 'BASKES2B', false]);
  });

  it('accepts every valid Spanish vector', async () => {
    for (const iban of vectors.valid) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/v2/myaccount/update_bank_payment_data',
        token: ownerToken,
        payload: { iban, swift: 'CAIXESBBXXX' },
      });
      expect(res.body, iban).toEqual({ success: 1 });
    }
  });

  it('refuses wrong checksums and wrong Spanish control digits with code 2 and changes nothing', async () => {
    const before = await row(owner.id);
    for (const iban of [...vectors.invalid_mod97, ...vectors.invalid_ccc_check_digits]) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/v2/myaccount/update_bank_payment_data',
        token: ownerToken,
        payload: { iban, swift: 'CAIXESBB' },
      });
      expect(res.status).toBe(200);
      expect(res.body, iban).toMatchObject({ success: 0, code: 2 });
    }
    const after = await row(owner.id);
    expect(after.pmIban).toBe(before.pmIban);
  });

  it('refuses a wrong control digit straight at the API (the browser bypassed)', async () => {
    // Passes mod-97; only the Spanish CCC control digits are wrong.
    const res = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/update_payment_method/',
      token: ownerToken,
      payload: { user_id: owner.id, iban: 'ES8350210036679521296135', swift: 'CAIXESBB', type: true },
    });
    expect(res.body).toMatchObject({ success: 0, code: 2, ext: 'control_digits' });
  });

  it('refuses a malformed SWIFT with code 3', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/update_payment_method',
      token: ownerToken,
      payload: { iban: vectors.valid[0], swift: 'CAIX', type: false },
    });
    expect(res.body).toMatchObject({ success: 0, code: 3 });
  });

  it('sets the membership details with type false and the activity details with type true', async () => {
    const gk = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/update_payment_method',
      token: ownerToken,
      payload: { user_id: owner.id, iban: 'ES4901825500610201630983', swift: 'BBVAESMM', type: false },
    });
    expect(gk.body).toEqual({ success: 1 });
    const pm = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/update_payment_method',
      token: ownerToken,
      payload: { iban: 'ES5900495030112916011246', swift: 'BSCHESMM', type: true },
    });
    expect(pm.body).toEqual({ success: 1 });
    const u = await row(owner.id);
    expect([u.gkIban, u.gkSwift, u.pmIban, u.pmSwift]).toEqual([
      'ES4901825500610201630983',
      'BBVAESMM',
      'ES5900495030112916011246',
      'BSCHESMM',
    ]);
  });

  it("answers 403 with code 1 for another person's payment method and changes nothing", async () => {
    const before = await row(owner.id);
    const res = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/update_payment_method',
      token: otherToken,
      payload: { user_id: owner.id, iban: 'ES2731831500960001210562', swift: 'CASDESBB', type: true },
    });
    expect(res).toMatchObject({ status: 403, body: { success: 0, code: 1 } });
    expect((await row(owner.id)).pmIban).toBe(before.pmIban);
  });

  it('needs a session and well-formed input', async () => {
    const anon = await call(app, { method: 'POST', url: '/api/v2/myaccount/update_bank_payment_data', payload: { iban: '', swift: '' } });
    expect(anon.status).toBe(401);
    const bad = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/update_payment_method',
      token: ownerToken,
      payload: { iban: 5, swift: [], type: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });
});
