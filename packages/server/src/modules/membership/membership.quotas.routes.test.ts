import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.js';
import { charges } from '../../db/schema/billing.js';
import { membershipTypes } from '../../db/schema/content.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { IBANS, signedMandate } from '../../test/billing-fixtures.js';
import { bankNotification, postNotification } from '../payments/payments-test-kit.js';

/**
 * The monthly quotas as a billing charge source (issue 17, PHASE3 contract 1), through HTTP on
 * PostgreSQL: a member who joined in October owes November on; each remittance collects the
 * months due up to its collection date once (never again in a later one), under the quota
 * mandate (mode 1) of the member, or of the holder for a child without a quota IBAN; a request to
 * leave stops them after its two months' notice. A member linked from the office's registry who
 * chose their type in the portal pays from the next month; one who chose none is not charged.
 */
describe('membership quotas in the remittance', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-10-05T10:00:00Z');
  const admin = await createUser(ctx, { isGod: true });
  const adminToken = await createSession(ctx, admin.id);
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
  const post = (url: string, token: string, payload: object) => call(app, { method: 'POST', url, token, payload });
  const get = (url: string, token: string) => call(app, { method: 'GET', url, token });

  /** Joins `personId` through the real calls: prepare, pay in the bank (signed notification), the office validates. */
  async function join(token: string, personId: number) {
    expect(
      (await post('/api/v3/delegated_acct/prepare_membership/', token, { user_id: personId, membershipid: swimming!.id })).body,
    ).toMatchObject({
      success: 1,
    });
    const order = (await get(`/api/v2/manage_payments/get_quota_details/?id=${personId}`, token)).body.data.order as string;
    await postNotification(app, bankNotification({ order, amount: 3700, response: '0000' }));
    expect((await post(`/api/admin/memberships/${personId}/validate`, adminToken, {})).body).toMatchObject({ success: 1 });
  }
  /** A session opened at the test clock's now (one opened months earlier has lapsed). */
  const sessionNow = async (userId: number) => {
    const token = await createSession(ctx, userId);
    await ctx.db.update(sessions).set({ lastAccessAt: ctx.now() }).where(eq(sessions.userId, userId));
    return token;
  };
  // Sessions lapse while the clock jumps months ahead: each remittance signs the office in again.
  const remittance = async (collection_date: string) => post('/api/admin/remittances', await sessionNow(admin.id), { collection_date });
  type Tx = { user_id: number; amount: number; lines: { concept: string; amount: number }[] };
  const txOf = (body: { data?: { transactions: Tx[] } }, userId: number) => body.data?.transactions.find((t) => t.user_id === userId);

  // An adult member paying from her own quota account; a child member whose holder pays.
  const ane = await createUser(ctx, { firstName: 'Ane', dateOfBirth: '1985-03-03', gkIban: IBANS[0], allowImpersonate: true });
  const aneToken = await createSession(ctx, ane.id);
  await signedMandate(ctx, ane.id, 1, IBANS[0]);
  const holder = await createUser(ctx, { firstName: 'Koldo', dateOfBirth: '1980-01-01', gkIban: IBANS[1], allowImpersonate: true });
  const holderToken = await createSession(ctx, holder.id);
  await signedMandate(ctx, holder.id, 1, IBANS[1]);
  const added = await post('/api/v3/delegated_acct/add_user/', holderToken, {
    firstname: 'Irati',
    lastname: 'Goikoetxea',
    date_of_birth: '2012-05-05',
    person_id: 'irati-quotas',
    acceptTerms: true,
    authPictures: true,
  });
  const irati = added.body.data.id as number;
  await join(aneToken, ane.id);
  await join(holderToken, irati);

  // Two members before the portal, linked to the office's registry: Miren chooses her type in
  // the join assistant (no join fee), Jon never does (Decision in membership.quotas.ts).
  await post('/api/admin/member-registry/import', adminToken, {
    csv: 'member_id,family_id,first_name,last_name,active\n32001,01,Miren,Etxebarria,yes\n32002,01,Jon,Arriola,yes',
  });
  const registryMember = async (firstName: string, iban: string, memberId: string) => {
    const user = await createUser(ctx, { firstName, dateOfBirth: '1979-06-06', gkIban: iban });
    const token = await createSession(ctx, user.id);
    await signedMandate(ctx, user.id, 1, iban);
    const form_data = { member_id: memberId, family_id: '01' };
    expect((await post('/api/v2/myaccount/update_membership_gk/', token, { slug_en: '', slug_es: '', form_data })).body).toMatchObject({
      success: 1,
      data: { gibke_membership_state: 1 },
    });
    return { user, token };
  };
  const miren = await registryMember('Miren', IBANS[2], '32001');
  const jon = await registryMember('Jon', IBANS[3], '32002');
  clock.set('2026-10-20T10:00:00Z');
  expect(
    (await post('/api/v3/delegated_acct/prepare_membership/', miren.token, { user_id: miren.user.id, membershipid: swimming!.id })).body,
  ).toMatchObject({ success: 1, data: { gibke_membership_state: 1, join_fee: 0 } });

  it('collects each month after the one the join paid, once, under the quota mandate of the member or of the holder', async () => {
    clock.set('2026-12-01T09:00:00Z');
    const first = await remittance('2026-12-03');
    expect(first.body).toMatchObject({ success: 1 });
    expect(txOf(first.body, ane.id)).toMatchObject({
      amount: 74,
      lines: [
        { concept: 'Cuota de socio, noviembre de 2026 (Natación federada)', amount: 37 },
        { concept: 'Cuota de socio, diciembre de 2026 (Natación federada)', amount: 37 },
      ],
    });
    // The child has no quota IBAN of her own: her holder's account pays her quotas.
    expect(txOf(first.body, holder.id)).toMatchObject({ amount: 74 });
    expect(txOf(first.body, irati)).toBeUndefined();
    // The registry member pays through the portal from the month after she chose her type; the
    // one who chose none has no fee the portal knows and is not charged.
    expect(txOf(first.body, miren.user.id)).toMatchObject({
      amount: 74,
      lines: [
        { concept: 'Cuota de socio, noviembre de 2026 (Natación federada)', amount: 37 },
        { concept: 'Cuota de socio, diciembre de 2026 (Natación federada)', amount: 37 },
      ],
    });
    expect(txOf(first.body, jon.user.id)).toBeUndefined();
    expect(await ctx.db.select().from(charges).where(eq(charges.personId, jon.user.id))).toEqual([]);
    const stored = await ctx.db
      .select()
      .from(charges)
      .where(and(eq(charges.kind, 'membership-quota'), eq(charges.personId, irati)));
    expect(stored.map((c) => [c.debtorId, c.period, c.mandateMode, c.conceptEus])).toEqual([
      [holder.id, '2026-11', 1, 'Bazkide kuota, 2026ko azaroa (Igeriketa federatua)'],
      [holder.id, '2026-12', 1, 'Bazkide kuota, 2026ko abendua (Igeriketa federatua)'],
    ]);

    // A month later: only January; November and December are not collected again.
    clock.set('2027-01-04T09:00:00Z');
    const second = await remittance('2027-01-06');
    expect(txOf(second.body, ane.id)).toMatchObject({
      amount: 37,
      lines: [{ concept: 'Cuota de socio, enero de 2027 (Natación federada)', amount: 37 }],
    });
    // The same date again: nothing left to collect, nothing doubled.
    clock.set('2027-01-05T09:00:00Z');
    expect((await remittance('2027-01-07')).body).toMatchObject({ success: 0, code: 2 });
    const aneCharges = await ctx.db.select().from(charges).where(eq(charges.personId, ane.id));
    expect(aneCharges.map((c) => c.period).sort()).toEqual(['2026-11', '2026-12', '2027-01']);
    const mirenCharges = await ctx.db.select().from(charges).where(eq(charges.personId, miren.user.id));
    expect(mirenCharges.map((c) => [c.debtorId, c.period, c.mandateMode]).sort()).toEqual([
      [miren.user.id, '2026-11', 1],
      [miren.user.id, '2026-12', 1],
      [miren.user.id, '2027-01', 1],
    ]);
  });

  it('stops after the two months notice of a request to leave', async () => {
    clock.set('2027-01-15T09:00:00Z');
    expect((await post('/api/v3/delegated_acct/cancel_membership/', await sessionNow(ane.id), { user_id: ane.id })).body).toMatchObject({
      success: 1,
      data: { last_quota_month: '2027-03' },
    });
    clock.set('2027-05-03T09:00:00Z');
    const later = await remittance('2027-05-05');
    expect(txOf(later.body, ane.id)).toMatchObject({
      lines: [
        { concept: 'Cuota de socio, febrero de 2027 (Natación federada)', amount: 37 },
        { concept: 'Cuota de socio, marzo de 2027 (Natación federada)', amount: 37 },
      ],
    });
    // The child still a member: February to May.
    expect(txOf(later.body, holder.id)).toMatchObject({ amount: 148 });
  });
});
