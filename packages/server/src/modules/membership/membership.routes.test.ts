import { and, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/auth.js';
import { membershipTypes } from '../../db/schema/content.js';
import { memberRegistry } from '../../db/schema/membership.js';
import { payments } from '../../db/schema/payments.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { bankNotification, postNotification } from '../payments/payments-test-kit.js';
import { endLapsedMemberships } from './membership.admin.service.js';

/**
 * Membership through HTTP on PostgreSQL (issue 17): the registry and the codes 10/11/12, the
 * join 0 -> 2 -> 3 -> 1 through signed notifications, the office's validation, the member card,
 * asking to leave, and who may.
 */
describe('membership', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-10-05T10:00:00Z');

  const admin = await createUser(ctx, { isGod: true });
  const adminToken = await createSession(ctx, admin.id);
  const [swimming] = await ctx.db
    .insert(membershipTypes)
    .values({
      type: 3,
      nameEs: 'Equipo de natación federado',
      nameEus: 'Igeriketa talde federatua',
      priceMonth: '37.00',
      months: 11,
      firstMonth: 9,
      lastMonth: 7,
    })
    .returning();
  const [hidden] = await ctx.db
    .insert(membershipTypes)
    .values({
      type: 1,
      nameEs: 'Antiguo',
      nameEus: 'Zaharra',
      priceMonth: '10.00',
      months: 10,
      firstMonth: 9,
      lastMonth: 6,
      visible: false,
    })
    .returning();

  const member = async (over: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(ctx, { allowImpersonate: true, ...over });
    return { user, token: await createSession(ctx, user.id) };
  };
  const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
  const post = (url: string, token: string, payload: object) => call(app, { method: 'POST', url, token, payload });
  const get = (url: string, token: string) => call(app, { method: 'GET', url, token });
  const auditRows = async (action: string) => (await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
  const decode = (sig: { Ds_MerchantParameters: string }) =>
    JSON.parse(Buffer.from(sig.Ds_MerchantParameters, 'base64').toString()) as Record<string, string>;

  const REGISTRY = [
    'member_id;family_id;first_name;last_name;active',
    '20001;01;Ane;Zubizarreta;yes',
    '20002;02;Jon;Arriola;no',
    '20003;01;Miren;Etxebarria;bai',
    '2000X;01;Mal;Escrito;yes',
    '20004;1;Corto;Codigo;yes',
    '20001;05;Repetido;Enfichero;yes',
    '20005;03;Sin;Estado;quizás',
  ].join('\n');

  describe('the member registry (office)', () => {
    it('previews, then imports a CSV with ";": bad lines reported, nothing doubled, an update counted as one', async () => {
      const preview = await post('/api/admin/member-registry/import/preview', adminToken, { csv: REGISTRY });
      expect(preview.body.data.added.map((e: { member_id: number }) => e.member_id)).toEqual([20001, 20002, 20003]);
      expect((await ctx.db.select({ n: count() }).from(memberRegistry))[0]!.n).toBe(0);

      const res = await post('/api/admin/member-registry/import', adminToken, { csv: REGISTRY });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ imported: 3, updated: 0 });
      expect(res.body.data.rejected).toEqual([
        { line: 5, reason: 'member_id' },
        { line: 6, reason: 'family_id' },
        { line: 7, reason: 'duplicate' },
        { line: 8, reason: 'active' },
      ]);
      const again = await post('/api/admin/member-registry/import', adminToken, {
        csv: 'member_id,family_id,first_name,last_name,active\n20002,02,Jon,Arriola,yes\n20003,01,Miren,Etxebarria,yes',
      });
      expect(again.body.data).toEqual({ imported: 0, updated: 1, rejected: [] });
      expect((await ctx.db.select({ n: count() }).from(memberRegistry))[0]!.n).toBe(3);
      expect(await auditRows('member-registry.import')).toBe(2);
    });

    it('adds one (code 1 when listed), edits and deactivates it, and searches; a bad body is a 400 and nothing changes', async () => {
      const add = { member_id: '20010', family_id: '04', first_name: 'Itziar', last_name: 'Bilbao', active: 1 };
      expect((await post('/api/admin/member-registry', adminToken, add)).body).toEqual({ success: 1, data: { member_id: 20010 } });
      expect((await post('/api/admin/member-registry', adminToken, add)).body).toMatchObject({ success: 0, code: 1 });
      expect((await post('/api/admin/member-registry', adminToken, { ...add, member_id: '123' })).status).toBe(400);
      const off = await call(app, {
        method: 'PUT',
        url: '/api/admin/member-registry/20010',
        token: adminToken,
        payload: { family_id: '04', first_name: 'Itziar', last_name: 'Bilbao', active: 0 },
      });
      expect(off.body.data).toMatchObject({ member_id: 20010, active: 0 });
      expect(await auditRows('member-registry.deactivate')).toBe(1);
      const found = await get('/api/admin/member-registry?q=bilbao', adminToken);
      expect(found.body.data).toMatchObject({
        total: 1,
        page: 1,
        page_size: 50,
        rows: [{ member_id: 20010, active: 0, linked_user_id: null }],
      });
      expect(
        (await get('/api/admin/member-registry?active=0', adminToken)).body.data.rows.map((r: { member_id: number }) => r.member_id),
      ).toEqual([20010]);
    });

    it('is for the office only', async () => {
      const { token } = await member();
      expect((await post('/api/admin/member-registry/import', token, { csv: REGISTRY })).status).toBe(403);
      expect((await get('/api/admin/memberships?state=3', token)).status).toBe(403);
    });
  });

  describe('linking an existing number (codes 10, 11, 12)', () => {
    it('answers 10, 11, 12 and 2 changing nothing, then links: member_id, family_id and state 1', async () => {
      const { user, token } = await member();
      const link = (member_id: string, family_id: string) =>
        post('/api/v2/myaccount/update_membership_gk/', token, { slug_es: 'x', form_data: { member_id, family_id } });
      const before = await rowOf(user.id);
      expect((await link('29999', '01')).body).toMatchObject({ success: 0, code: 10 });
      expect((await link('20001', '02')).body).toMatchObject({ success: 0, code: 10 });
      expect((await link('20010', '04')).body).toMatchObject({ success: 0, code: 11 });
      expect((await link('123', '01')).body).toMatchObject({ success: 0, code: 2, ext: 'member_id' });
      expect(await rowOf(user.id)).toEqual(before);

      const other = await member();
      expect(
        (await post('/api/v3/delegated_acct/update_gk/', other.token, { user_id: other.user.id, member_id: '20001', family_id: '01' }))
          .body,
      ).toEqual({
        success: 1,
        data: { user_id: other.user.id, member_id: 20001, family_id: 1, gibke_membership_state: 1 },
      });
      expect((await link('20001', '01')).body).toMatchObject({ success: 0, code: 12 });
      expect(await rowOf(user.id)).toEqual(before);

      expect((await link('20003', '01')).body).toMatchObject({
        success: 1,
        data: { member_id: 20003, family_id: 1, gibke_membership_state: 1 },
      });
      const ping = await get('/api/v2/auth/ping', token);
      expect(ping.body.data).toMatchObject({ member_id: 20003, family_id: 1, gibke_membership_state: 1 });
      const listed = await get('/api/admin/member-registry?q=20003', adminToken);
      expect(listed.body.data.rows[0]).toMatchObject({ linked_user_id: user.id });
    });

    it('links a person of the family with _imp (uid); two persons racing for one number get one success and one 12', async () => {
      const holder = await member();
      const kids = [];
      for (const name of ['Ane', 'Unai']) {
        const res = await post('/api/v3/delegated_acct/add_user/', holder.token, {
          firstname: name,
          lastname: 'Goikoetxea',
          date_of_birth: '2012-01-01',
          person_id: `${name}-link`,
          acceptTerms: true,
          authPictures: true,
        });
        kids.push(res.body.data.id as number);
      }
      await post('/api/admin/member-registry', adminToken, {
        member_id: '20020',
        family_id: '02',
        first_name: 'A',
        last_name: 'B',
        active: 1,
      });
      const race = await Promise.all(
        kids.map((uid) =>
          post('/api/v2/myaccount/update_membership_gk_imp/', holder.token, { uid, form_data: { member_id: '20020', family_id: '02' } }),
        ),
      );
      expect(race.map((r) => r.body.success).sort()).toEqual([0, 1]);
      expect(race.find((r) => r.body.success === 0)!.body.code).toBe(12);
      const holders = await ctx.db.select({ id: users.id }).from(users).where(eq(users.memberId, 20020));
      expect(holders).toHaveLength(1);
    });
  });

  describe('joining: 0 -> 2 -> 3 -> 1', () => {
    it('refuses an unknown or hidden type and a person under 115 months, state unchanged', async () => {
      const holder = await member();
      const young = await post('/api/v3/delegated_acct/add_user/', holder.token, {
        firstname: 'Txiki',
        lastname: 'Goikoetxea',
        date_of_birth: '2017-01-01',
        person_id: 'txiki-join',
        acceptTerms: true,
        authPictures: true,
      });
      const kid = young.body.data.id as number;
      expect((await post('/api/v3/delegated_acct/prepare_membership/', holder.token, { user_id: kid, membershipid: 99999 })).status).toBe(
        404,
      );
      expect(
        (await post('/api/v3/delegated_acct/prepare_membership/', holder.token, { user_id: kid, membershipid: hidden!.id })).status,
      ).toBe(404);
      await ctx.db.update(users).set({ dateOfBirth: '2017-03-10' }).where(eq(users.id, kid)); // 114 months on 2026-10-05
      expect(
        (await post('/api/v3/delegated_acct/prepare_membership/', holder.token, { user_id: kid, membershipid: swimming!.id })).body,
      ).toMatchObject({
        success: 0,
        code: 2,
      });
      expect(await rowOf(kid)).toMatchObject({ gibkeMembershipState: 0, gibkeMembershipType: null });
      await ctx.db.update(users).set({ dateOfBirth: '2017-02-05' }).where(eq(users.id, kid)); // 116 months: old enough
      expect(
        (await post('/api/v3/delegated_acct/prepare_membership/', holder.token, { user_id: kid, membershipid: swimming!.id })).body,
      ).toMatchObject({
        success: 1,
        data: { gibke_membership_state: 2, gibke_membership_type: swimming!.id, join_fee: 37 },
      });
    });

    it('pays the join fee through signed notifications: denied keeps 2 with its code, a retry is a new order, a forged one changes nothing, paid gives 3; the office validates', async () => {
      const { user, token } = await member({ dateOfBirth: '1990-02-02' });
      expect((await get(`/api/v2/manage_payments/get_quota_details/?id=${user.id}`, token)).body).toMatchObject({ success: 0, code: 1 });
      const prepared = await post('/api/v3/delegated_acct/prepare_membership/', token, { user_id: user.id, membershipid: swimming!.id });
      expect(prepared.body.data).toMatchObject({ gibke_membership_state: 2 });

      const first = (await get(`/api/v2/manage_payments/get_quota_details/?id=${user.id}`, token)).body.data;
      const params = decode(first.sig);
      expect(params.DS_MERCHANT_AMOUNT).toBe('3700');
      await postNotification(app, bankNotification({ order: first.order, amount: 3700, response: '0190' }));
      expect(await rowOf(user.id)).toMatchObject({ gibkeMembershipState: 2, gibkeQuotaPmLastresponse: '0190' });
      expect((await get('/api/v2/auth/ping', token)).body.data).toMatchObject({
        gibke_membership_state: 2,
        gibke_quota_pm_lastresponse: '0190',
      });

      const retry = (await get(`/api/v2/manage_payments/get_quota_details/?id=${user.id}`, token)).body.data;
      expect(retry.order).not.toBe(first.order);
      const forged = bankNotification({ order: retry.order, amount: 3700, response: '0000' }, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await postNotification(app, forged);
      expect(await rowOf(user.id)).toMatchObject({ gibkeMembershipState: 2, gibkeQuotaPmLastresponse: '0190' });
      await postNotification(app, bankNotification({ order: retry.order, amount: 3700, response: '0000' }));
      expect(await rowOf(user.id)).toMatchObject({ gibkeMembershipState: 3, gibkeQuotaPmLastresponse: null });
      expect((await get(`/api/v2/manage_payments/get_quota_details/?id=${user.id}`, token)).body).toMatchObject({ success: 0, code: 1 });
      const [paidRow] = await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.order, retry.order)));
      expect(paidRow!.state).toBe('paid');
      // The receipt and the return page name the membership, its type, the person and the month paid, in both languages.
      const status = await get(`/api/v2/manage_payments/status/?order=${retry.order}`, token);
      expect(status.body.data).toMatchObject({
        receipt_number: expect.stringMatching(/^R-\d{6}$/),
        items: [
          {
            title: { es: 'Alta de socio del club', eus: 'Klubeko bazkide-alta' },
            person: `${user.firstName} ${user.lastName}`,
            details: [
              { es: `Tipo de socio: ${swimming!.nameEs}`, eus: `Bazkide mota: ${swimming!.nameEus}` },
              { es: 'Paga el primer mes: octubre de 2026', eus: 'Lehen hilabetea ordaintzen du: 2026ko urria' },
            ],
            lines: [{ es: 'Cuota de alta (primer mes)', eus: 'Alta-kuota (lehen hilabetea)', amountCents: 3700 }],
            amountCents: 3700,
          },
        ],
      });

      const applications = await get('/api/admin/memberships?state=3', adminToken);
      expect(applications.body.data.rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            user_id: user.id,
            gibke_membership_state: 3,
            gibke_membership_type: swimming!.id,
            first_name: user.firstName,
          }),
        ]),
      );
      // a number already in use is never given
      await createUser(ctx, { memberId: 30000 });
      const validated = await post(`/api/admin/memberships/${user.id}/validate`, adminToken, {});
      expect(validated.body).toMatchObject({ success: 1, data: { user_id: user.id, gibke_membership_state: 1 } });
      const { member_id, family_id } = validated.body.data;
      expect(member_id).toBe(30001);
      expect(family_id).toBeGreaterThan(0);
      expect(family_id).toBeLessThan(100);
      const [listed] = await ctx.db.select().from(memberRegistry).where(eq(memberRegistry.memberId, member_id));
      expect(listed).toMatchObject({ active: true, familyId: family_id, firstName: user.firstName });
      expect((await post(`/api/admin/memberships/${user.id}/validate`, adminToken, {})).body).toMatchObject({ success: 0, code: 1 });
      const [audit] = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'membership.validate'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit).toMatchObject({ actorId: admin.id, entityId: String(user.id) });

      const detail = await get(`/api/v3/delegated_acct/membership/?user_id=${user.id}`, token);
      expect(detail.body.data).toMatchObject({
        gibke_membership_state: 1,
        type: { id: swimming!.id, type: 3 },
        card: { status: 'active', member_number: String(member_id), validity: '2027-07-31', category: 3 },
        covered_month: '2026-10',
        can_cancel: true,
      });
    });
  });

  describe('asking to leave', () => {
    it('an active member asks (two months notice), a second ask is code 2, the office confirms once, the membership ends after the notice', async () => {
      const { user, token } = await member({ memberId: 20100, familyId: 1, gibkeMembershipState: 1 });
      const asked = await post('/api/v3/delegated_acct/cancel_membership/', token, { user_id: user.id });
      expect(asked.body.data).toMatchObject({
        requested_on: '2026-10-05',
        last_quota_month: '2026-12',
        ends_on: '2026-12-31',
        status: 'pending',
      });
      expect((await post('/api/v3/delegated_acct/cancel_membership/', token, { user_id: user.id })).body).toMatchObject({
        success: 0,
        code: 2,
      });
      const pending = await get('/api/admin/membership-cancellations?status=pending', adminToken);
      expect(pending.body.data.rows).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: asked.body.data.id, user_id: user.id })]),
      );
      const confirmed = await post(`/api/admin/membership-cancellations/${asked.body.data.id}/confirm`, adminToken, {});
      expect(confirmed.body.data).toMatchObject({ status: 'confirmed', last_quota_month: '2026-12' });
      expect((await post(`/api/admin/membership-cancellations/${asked.body.data.id}/reject`, adminToken, {})).body).toMatchObject({
        success: 0,
        code: 1,
      });
      expect((await get(`/api/v3/delegated_acct/membership/?user_id=${user.id}`, token)).body.data).toMatchObject({
        can_cancel: false,
        cancellation: { status: 'confirmed' },
      });
      // The day after ends_on the nightly job ends the membership: state 0, the card gone, the registry row inactive.
      await ctx.db
        .update(users)
        .set({ gibkeMembershipType: swimming!.id, gibkeMembershipData: '{"cards":[{"type":3,"validity":"2027-07-31"}]}' })
        .where(eq(users.id, user.id));
      await ctx.db.insert(memberRegistry).values({ memberId: 20100, familyId: 1, firstName: 'A', lastName: 'B', active: true });
      expect(await endLapsedMemberships(ctx)).toBe(0);
      clock.set('2027-01-01T04:00:00Z');
      expect(await endLapsedMemberships(ctx)).toBe(1);
      expect(await endLapsedMemberships(ctx)).toBe(0);
      expect(await rowOf(user.id)).toMatchObject({ gibkeMembershipState: 0, memberId: 20100, gibkeMembershipData: '{"cards":[]}' });
      const [listed] = await ctx.db.select().from(memberRegistry).where(eq(memberRegistry.memberId, 20100));
      expect(listed!.active).toBe(false);
      expect(await auditRows('membership.end')).toBe(1);
      clock.set('2026-10-05T10:00:00Z');
      const { token: nonMember, user: nm } = await member();
      expect((await post('/api/v3/delegated_acct/cancel_membership/', nonMember, { user_id: nm.id })).body).toMatchObject({
        success: 0,
        code: 1,
      });
    });
  });

  describe('who may', () => {
    it('serves the holder with delegation; without delegation or for another family it is 403 and nothing changes', async () => {
      const holder = await member();
      const kid = (
        await post('/api/v3/delegated_acct/add_user/', holder.token, {
          firstname: 'Kattalin',
          lastname: 'Uribe',
          date_of_birth: '2010-01-01',
          person_id: 'kattalin-who',
          acceptTerms: true,
          authPictures: true,
        })
      ).body.data.id as number;
      expect(
        (await post('/api/v3/delegated_acct/prepare_membership/', holder.token, { user_id: kid, membershipid: swimming!.id })).body.success,
      ).toBe(1);
      await ctx.db.update(users).set({ allowImpersonate: false }).where(eq(users.id, holder.user.id));
      const before = await rowOf(kid);
      expect((await get(`/api/v2/manage_payments/get_quota_details/?id=${kid}`, holder.token)).status).toBe(403);
      expect(
        (await post('/api/v3/delegated_acct/update_gk/', holder.token, { user_id: kid, member_id: '20003', family_id: '01' })).status,
      ).toBe(403);
      const stranger = await member();
      expect((await get(`/api/v3/delegated_acct/membership/?user_id=${kid}`, stranger.token)).status).toBe(403);
      expect(await rowOf(kid)).toEqual(before);
      // the office may
      expect((await get(`/api/v3/delegated_acct/membership/?user_id=${kid}`, adminToken)).status).toBe(200);
    });

    it('lets a holder make 30 of each call a minute', async () => {
      const { user, token } = await member();
      const replies = await Promise.all(
        Array.from({ length: 30 }, () =>
          post('/api/v3/delegated_acct/update_gk/', token, { user_id: user.id, member_id: '29998', family_id: '01' }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(30).fill(200));
      expect(replies.every((r) => r.body.code === 10)).toBe(true);
    });
  });
});
