import { dniOf } from '@club/domain/shared/spanish-id.rules';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/auth.js';
import { familyLinks } from '../../db/schema/family.js';
import { memberRegistry } from '../../db/schema/membership.js';
import { payments } from '../../db/schema/payments.js';
import { hashPassword } from '../../lib/passwords.js';
import { makeCourse, uuid } from '../../test/activities-fixtures.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { captureDelivery, FORM, formBody } from '../payments/payments-test-kit.js';

/** The family calls through HTTP (issue 9): persons, linked users, acting for them, family enrolment and its one payment. */
describe('family', async () => {
  const { app, ctx, clock, outbox } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');
  const delivered = captureDelivery(ctx, app);

  let dni = 0;
  const nextDni = () => dniOf(`7${String(++dni).padStart(7, '0')}`);
  const holder = async (over: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(ctx, { allowImpersonate: true, personId: nextDni(), ...over });
    return { user, token: await createSession(ctx, user.id) };
  };
  const addUser = (token: string, payload: Record<string, unknown>, path = '/api/v3/delegated_acct/add_user/') =>
    call(app, { method: 'POST', url: path, token, payload });
  const child = (over: Record<string, unknown> = {}) => ({
    identity: '',
    firstname: 'Uxue',
    lastname: 'Etxeberria',
    date_of_birth: '2016-03-02',
    person_id: nextDni(),
    acceptTerms: true,
    authPictures: true,
    ...over,
  });
  const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('add_user and create_impersonated_user', () => {
    it('is 403 without allow_impersonate for an adult relative or a child at another address, and stores nothing', async () => {
      const { token } = await holder({ allowImpersonate: false });
      const before = (await ctx.db.select({ id: users.id }).from(users)).length;
      for (const path of ['/api/v3/delegated_acct/add_user/', '/api/v2/extended_enroll/create_impersonated_user/']) {
        expect((await addUser(token, child({ date_of_birth: '1990-01-01' }), path)).status).toBe(403);
        expect((await addUser(token, child({ address: 'Calle Mayor 1, Bilbao', zipcode: '48001' }), path)).status).toBe(403);
      }
      expect((await ctx.db.select({ id: users.id }).from(users)).length).toBe(before);
      expect((await call(app, { method: 'GET', url: '/api/v3/delegated_acct/users', token })).body).toEqual({ success: 1, data: [] });
    });

    it('grants allow_impersonate at once to an adult adding a minor child at home, with an audit row the office can read', async () => {
      const h = await holder({ allowImpersonate: false });
      const res = await addUser(h.token, child({ address: '', zipcode: h.user.zipcode }));
      expect(res.body.success).toBe(1);
      expect((await rowOf(h.user.id)).allowImpersonate).toBe(true);
      const ping = await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: h.token });
      expect(ping.body.data.allow_impersonate).toBe(1);
      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(h.user.id)));
      expect(audit.map((a) => a.action)).toContain('delegation.grant-at-once');
      // The family list is now the holder's at once.
      const list = await call(app, { method: 'GET', url: '/api/v3/delegated_acct/users', token: h.token });
      expect(list.body.data.map((u: { id: number }) => u.id)).toEqual([res.body.data.id]);
      // A holder who is a minor gets nothing at once.
      const young = await holder({ allowImpersonate: false, dateOfBirth: '2010-01-01' });
      expect((await addUser(young.token, child())).status).toBe(403);
    });

    it('creates a child without identity: a placeholder address, no password, the terms stamped, the holder address', async () => {
      const h = await holder();
      const res = await addUser(h.token, child({ phone: '' }));
      expect(res.body.success).toBe(1);
      const linked = res.body.data;
      expect(linked).toMatchObject({
        first_name: 'Uxue',
        last_name: 'Etxeberria',
        isSignedUp: 0,
        gibke_membership_state: 0,
        form: [],
        sysProfile: { relation: 'child', has_login: 0, user_mail: '', auto_generated: 1, address: h.user.address, phone: h.user.phone },
      });
      const row = await rowOf(linked.id);
      expect(row.email).toMatch(/^persona-[a-z0-9]+@sin-correo\.invalid$/);
      expect(row.passwordHash).toBeNull();
      expect(row.acceptedTermsConditions?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
      expect(row.acceptedTermsPicturesTreatment?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
      const [link] = await ctx.db.select().from(familyLinks).where(eq(familyLinks.personId, linked.id));
      expect(link).toMatchObject({ holderId: h.user.id, relation: 'child' });

      // The placeholder never logs in and has no password to recover.
      const login = await call(app, {
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { identity: row.email, password: 'secreto123' },
      });
      expect(login.body.success).toBe(0);
      // Not even with a password written into the row by hand.
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword('secreto123') })
        .where(eq(users.id, linked.id));
      const forced = await call(app, {
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { identity: row.email, password: 'secreto123' },
      });
      expect(forced.body.success).toBe(0);
      await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, linked.id));
      const mails = outbox.length;
      const recover = await call(app, {
        method: 'POST',
        url: '/api/v2/myaccount/recover_password/',
        payload: { identity: row.email, step: 0 },
      });
      expect(recover.body.code).toBe(2);
      expect(outbox.length).toBe(mails);
    });

    it('stamps only the ticked terms and makes an adult a delegated person', async () => {
      const h = await holder();
      const res = await addUser(
        h.token,
        child({ identity: 'Aitor.Adult@Example.com', date_of_birth: '1950-01-01', acceptTerms: false, authPictures: false }),
        '/api/v2/extended_enroll/create_impersonated_user/',
      );
      expect(res.body.data.sysProfile).toMatchObject({
        relation: 'delegated',
        user_mail: 'aitor.adult@example.com',
        accepted_terms_conditions: null,
      });
    });

    it('answers code 2 naming the field for a broken rule, and 400 for a malformed body', async () => {
      const { token } = await holder();
      expect((await addUser(token, child({ firstname: 'Ux' }))).body).toEqual({
        success: 0,
        code: 2,
        ext: 'firstname: validation.first_name',
      });
      expect((await addUser(token, child({ date_of_birth: '' }))).body).toMatchObject({
        code: 2,
        ext: 'date_of_birth: validation.date_of_birth',
      });
      expect((await addUser(token, child({ zipcode: '123' }))).body).toMatchObject({ code: 2, ext: 'zipcode: validation.zipcode' });
      expect((await addUser(token, child({ identity: 'no-mail' }))).body).toMatchObject({ code: 2, ext: 'identity: validation.email' });
      expect((await addUser(token, child({ gkmemberid: '12345' }))).body).toMatchObject({
        code: 2,
        ext: 'gkfamilyid: validation.family_id',
      });
      expect((await addUser(token, { ...child(), firstname: 12 })).status).toBe(400);
    });

    it('answers code 1 when the e-mail or the person id belongs to an account, 12 when the member number is linked to another person', async () => {
      await ctx.db.insert(memberRegistry).values({ memberId: 54321, familyId: 2, firstName: 'Otra', lastName: 'Persona', active: true });
      const other = await createUser(ctx, { personId: nextDni(), memberId: 54321, familyId: 2, gibkeMembershipState: 1 });
      const { token } = await holder();
      expect((await addUser(token, child({ identity: other.email.toUpperCase() }))).body).toEqual({ success: 0, code: 1, ext: 'identity' });
      expect((await addUser(token, child({ person_id: other.personId.toLowerCase() }))).body).toEqual({
        success: 0,
        code: 1,
        ext: 'person_id',
      });
      expect((await addUser(token, child({ gkmemberid: '54321', gkfamilyid: '02' }))).body).toEqual({
        success: 0,
        code: 12,
        ext: 'gkmemberid',
      });
    });

    it('answers code 3 for family code 00 and for a code another person of the family has', async () => {
      await ctx.db.insert(memberRegistry).values({ memberId: 22222, familyId: 2, firstName: 'Lista', lastName: 'Registro', active: true });
      const { token } = await holder({ memberId: 11111, familyId: 1 });
      expect((await addUser(token, child({ gkmemberid: '22222', gkfamilyid: '00' }))).body).toMatchObject({ success: 0, code: 3 });
      expect((await addUser(token, child({ gkmemberid: '22222', gkfamilyid: '01' }))).body).toMatchObject({ success: 0, code: 3 });
      const ok = await addUser(token, child({ gkmemberid: '22222', gkfamilyid: '02' }));
      expect(ok.body.data).toMatchObject({ gibke_membership_state: 1, sysProfile: { member_id: 22222, family_id: 2 } });
      expect((await addUser(token, child({ gkmemberid: '33333', gkfamilyid: '02' }))).body).toMatchObject({ success: 0, code: 3 });
    });
  });

  describe('acting for a person of the family', () => {
    it('lists the linked users on both paths, edits the person (update_user, update_payment_method, profile) and checks signups', async () => {
      const h = await holder();
      const a = (await addUser(h.token, child({ firstname: 'Ane' }))).body.data;
      const b = (await addUser(h.token, child({ firstname: 'Beñat', date_of_birth: '2014-06-01' }))).body.data;
      const course = await makeCourse(ctx, { date: '2026-04-01', signup_form_data: [] });
      for (const url of ['/api/v3/delegated_acct/users', `/api/v2/extended_enroll/get_impersonated_users/?slug=${course.slug_es}`]) {
        const res = await call(app, { method: 'GET', url, token: h.token });
        expect(res.body.data.map((u: { id: number }) => u.id)).toEqual([a.id, b.id]);
      }

      const upd = await call(app, {
        method: 'POST',
        url: '/api/v3/delegated_acct/update_user/?mID=false',
        token: h.token,
        payload: {
          user_id: a.id,
          person_id: a.sysProfile.person_id,
          phone: '600111222',
          first_name: 'Ane Miren',
          last_name: 'Etxeberria',
          genre: 0,
          date_of_birth: '2016-03-02',
          address: 'Algortako etorbidea 5',
          city: 'Getxo',
          zipcode: '48991',
          country: 'España',
        },
      });
      expect(upd.body).toEqual({ success: 1 });
      expect(await rowOf(a.id)).toMatchObject({ firstName: 'Ane Miren', address: 'Algortako etorbidea 5' });

      const bank = await call(app, {
        method: 'POST',
        url: '/api/v3/delegated_acct/update_payment_method/',
        token: h.token,
        payload: { user_id: b.id, iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX', type: true },
      });
      expect(bank.body).toEqual({ success: 1 });
      expect((await rowOf(b.id)).pmIban).toBe('ES9121000418450200051332');

      const profile = await call(app, {
        method: 'POST',
        url: '/api/v2/extended_enroll/update_impersonated_profile/',
        token: h.token,
        payload: { userID: b.id, slug_es: course.slug_es, slug_en: 'x', form_data: { genre: 1, zipcode: '1' } },
      });
      // Only missing data is written (the zipcode is the holder's already), like update_my_profile.
      expect(profile.body).toEqual({ success: 1, data: { updated: ['genre'] } });
      const bad = await call(app, {
        method: 'POST',
        url: '/api/v2/extended_enroll/update_impersonated_profile/',
        token: h.token,
        payload: { userID: 'b', slug_es: course.slug_es, form_data: { genre: 0 } },
      });
      expect(bad.status).toBe(400);
      expect((await rowOf(b.id)).genre).toBe(1);

      const signed = await call(app, {
        method: 'GET',
        url: `/api/v2/extended_enroll/is_impersonated_user_signed_up/?type=0&userID=${a.id}&slug=${course.slug_es}`,
        token: h.token,
      });
      expect(signed.body).toMatchObject({ success: 1, code: 0, data: { signed_up: false } });
      expect(
        (
          await call(app, {
            method: 'GET',
            url: `/api/v2/extended_enroll/is_impersonated_user_signed_up/?type=0&userID=${a.id}&slug=no-existe`,
            token: h.token,
          })
        ).status,
      ).toBe(404);
    });

    it('stops acting for the persons when the office withdraws allow_impersonate (the links stay)', async () => {
      const h = await holder();
      const a = (await addUser(h.token, child())).body.data;
      await ctx.db.update(users).set({ allowImpersonate: false }).where(eq(users.id, h.user.id));
      const res = await call(app, { method: 'GET', url: `/api/v3/delegated_acct/signups/?user_id=${a.id}`, token: h.token });
      expect(res.status).toBe(403);
      await ctx.db.update(users).set({ allowImpersonate: true }).where(eq(users.id, h.user.id));
      expect((await call(app, { method: 'GET', url: `/api/v3/delegated_acct/signups/?user_id=${a.id}`, token: h.token })).body).toEqual({
        success: 1,
        data: { continuous: [], independent: [] },
      });
    });

    it('lets an adult person get a login: the holder sets a real e-mail, the person recovers a password', async () => {
      const h = await holder();
      const minor = (await addUser(h.token, child({ date_of_birth: '2010-01-01' }))).body.data;
      const adult = (await addUser(h.token, child({ date_of_birth: '2007-01-01', firstname: 'Irati' }))).body.data;
      const setMail = (id: number, identity: string, date_of_birth: string) =>
        call(app, {
          method: 'POST',
          url: '/api/v3/delegated_acct/update_user/',
          token: h.token,
          payload: {
            user_id: id,
            identity,
            person_id: nextDni(),
            phone: '600111222',
            first_name: 'Irati',
            last_name: 'Etxeberria',
            genre: 0,
            date_of_birth,
            address: 'Kale Nagusia 12',
            city: 'Getxo',
            zipcode: '48990',
            country: 'España',
          },
        });
      expect((await setMail(minor.id, 'menor@example.com', '2010-01-01')).body.success).toBe(1);
      expect((await setMail(adult.id, 'irati@example.com', '2007-01-01')).body.success).toBe(1);
      const recover = (identity: string) =>
        call(app, { method: 'POST', url: '/api/v2/myaccount/recover_password/', payload: { identity, step: 0 } });
      expect((await recover('menor@example.com')).body.code).toBe(2);
      expect((await recover('irati@example.com')).body.code).toBe(3);
      const code = /\b(\d{6})\b/.exec(outbox.at(-1)!.text)![1]!;
      expect(outbox.at(-1)!.to).toBe('irati@example.com');
      const set = await call(app, {
        method: 'POST',
        url: '/api/v2/myaccount/recover_password/',
        payload: { identity: 'irati@example.com', step: 2, recoveryCode: code, password: 'nueva-clave-1' },
      });
      expect(set.body.code).toBe(7);
      const login = await call(app, {
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { identity: 'irati@example.com', password: 'nueva-clave-1' },
      });
      expect(login.body.success).toBe(1);
    });
  });

  describe('family enrolment', () => {
    it('enrols three persons into two seats: two in, one waiting, one charge to the cent, paid once for every ticket', async () => {
      const course = await makeCourse(ctx, {
        date: '2026-04-01',
        requires_card_payment: 1,
        price_guests: '33,35',
        discounts_meta: [{ type: 1, date: null, discountPercent: 10, multiple: 1 }],
        has_variants: 1,
        variants: [{ uuid: uuid(901), poolID: 1, selected_days: [0], schedule: '17:00-18:00', max_seating: 2, price: '' }],
      });
      const h = await holder({ preferredLanguage: 'eus' });
      const ids: number[] = [];
      for (const firstname of ['Ane', 'Beñat', 'Kepa']) ids.push((await addUser(h.token, child({ firstname }))).body.data.id);
      const enrol = (queue: Record<string, unknown>[], token = h.token) =>
        call(app, {
          method: 'POST',
          url: '/api/v2/extended_enroll/do_impersonated_enroll/',
          token,
          payload: { type: 0, slug_es: course.slug_es, slug_en: 'x', form_data: queue },
        });

      const mails = outbox.length;
      // Each way the spec's clients name the variant: its uuid, its index, the Variant object of
      // courses/details (its price and seats ignored: only the uuid is read).
      const variant = { uuid: uuid(901), poolID: 1, selected_days: [0], schedule: '17:00-18:00', max_seating: 99, price: '0,01' };
      const res = await enrol(ids.map((userID, i) => ({ userID, variant: [uuid(901), 0, variant][i], payment_price: 0.01 })));
      expect(res.body.success).toBe(1);
      const { tickets, ticketID, payment_price } = res.body.data;
      // 33,35 - 10 % (multiple family members; 3,335 of discount rounds to 3,34) = 30,01 each; two seats due now.
      expect(tickets.map((t: { userID: number; status: number }) => [t.userID, t.status])).toEqual([
        [ids[0], 0],
        [ids[1], 0],
        [ids[2], 3],
      ]);
      expect(tickets.map((t: { payment_price: number }) => t.payment_price)).toEqual([30.01, 30.01, 30.01]);
      expect(payment_price).toBe(60.02);
      expect(ticketID).toBe(tickets[0].ticketID);
      const rows = await ctx.db.select().from(courseSignups).where(inArray(courseSignups.userId, ids));
      expect(rows.every((r) => r.createdBy === h.user.id)).toBe(true);
      // The family's mail goes to the holder, never to the placeholders; the two seats held for
      // the card payment get none while the parent pays (issue 20, point 4): only the waiting list's.
      const sent = outbox.slice(mails);
      expect(sent.length).toBe(1);
      expect(sent[0]!.subject).toMatch(/^Itxarote-zerrendan/);
      expect(sent.every((m) => m.to === h.user.email)).toBe(true);

      // Pending lists and the account summary.
      const pending = await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token: h.token });
      expect(pending.body.data.direct).toEqual([]);
      expect(pending.body.data.impersonated).toEqual([
        expect.objectContaining({ ticketID, price_acc: 60.02, sticket: { payment_status: 0, payment_price: 60.02 } }),
      ]);
      expect(pending.body.data.impersonated[0].users.map((u: { user_id: number }) => u.user_id)).toEqual([ids[0], ids[1]]);
      expect((await call(app, { method: 'GET', url: '/api/v2/myaccount/payment_process_count', token: h.token })).body.code).toBe(2);
      const account = await call(app, { method: 'GET', url: '/api/v2/myaccount/get', token: h.token });
      expect(account.body.data.impersonatedUsers.map((u: { id: number }) => u.id)).toEqual(ids);
      expect(account.body.data.impco).toHaveLength(3);
      const family = await call(app, { method: 'GET', url: `/api/v3/delegated_acct/signups/?user_id=${ids[2]}`, token: h.token });
      expect(family.body.data.independent).toEqual([
        expect.objectContaining({
          ticketID: tickets[2].ticketID,
          status: 3,
          status_label: 'waiting_list',
          payment_price: 30.01,
          schedule: '17:00-18:00',
        }),
      ]);
      const listed = await call(app, { method: 'GET', url: `/api/v3/delegated_acct/users/?slug=${course.slug_es}`, token: h.token });
      expect(listed.body.data.map((u: { isSignedUp: number }) => u.isSignedUp)).toEqual([2, 2, 4]);

      // One card payment for the order, through the simulator and its signed notification.
      const detail = await call(app, {
        method: 'GET',
        url: `/api/v2/manage_payments/get_pm_impersonated_detail/?ticketID=${tickets[1].ticketID}`,
        token: h.token,
      });
      expect(detail.body.success).toBe(1);
      const params = JSON.parse(Buffer.from(detail.body.data.sig.Ds_MerchantParameters, 'base64').toString('utf8'));
      expect(params.DS_MERCHANT_AMOUNT).toBe('6002');
      // The bank's page says what is paid in the holder's language (Basque), person by person.
      const concept = params.DS_MERCHANT_PRODUCTDESCRIPTION as string;
      expect(concept).toMatch(/^Ane [^:;]+: Proba ikastaroa \d+; Beñat [^:;]+: Proba ikastaroa \d+$/);
      const [ledgerRow] = await ctx.db.select().from(payments).where(eq(payments.order, params.DS_MERCHANT_ORDER));
      expect(ledgerRow).toMatchObject({ kind: 'family-order', amountCents: 6002, userId: h.user.id });
      await app.inject({ method: 'POST', url: '/gateway/sis/realizarPago', headers: FORM, payload: formBody(detail.body.data.sig) });
      await app.inject({
        method: 'POST',
        url: '/gateway/sis/decide',
        headers: FORM,
        payload: formBody({ ...detail.body.data.sig, action: 'authorise' }),
      });
      expect(delivered.at(-1)!.status).toBe(200);
      const after = await ctx.db.select().from(courseSignups).where(inArray(courseSignups.userId, ids));
      const byUser = new Map(after.map((r) => [r.userId, r]));
      expect([ids[0], ids[1], ids[2]].map((id) => [byUser.get(id!)!.status, byUser.get(id!)!.paymentStatus])).toEqual([
        [1, 1],
        [1, 1],
        [3, 0],
      ]);
      expect(
        (await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token: h.token })).body.data.impersonated,
      ).toEqual([]);
      // Nothing left to pay in the order: the waiting-list ticket answers its own state.
      const waiting = await call(app, {
        method: 'GET',
        url: `/api/v2/manage_payments/get_pm_impersonated_detail/?ticketID=${tickets[2].ticketID}`,
        token: h.token,
      });
      expect(waiting.body).toEqual({ success: 0, code: 2 });

      // A seat frees up: the office ends the first ticket (paid: it answers "no refund"), the
      // waiting person is offered the seat and the holder pays the order's one due ticket with the same call.
      const office = await createUser(ctx, { isGod: true, personId: nextDni() });
      const officeToken = await createSession(ctx, office.id);
      const freed = await call(app, {
        method: 'POST',
        url: `/api/admin/signups/${tickets[0].ticketID}/status`,
        token: officeToken,
        payload: { status: 4, refund: 0 },
      });
      expect(freed.body.success).toBe(1);
      const offered = await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token: h.token });
      expect(offered.body.data.impersonated).toEqual([expect.objectContaining({ ticketID: tickets[2].ticketID, price_acc: 30.01 })]);
      const second = await call(app, {
        method: 'GET',
        url: `/api/v2/manage_payments/get_pm_impersonated_detail/?ticketID=${tickets[2].ticketID}`,
        token: h.token,
      });
      const secondParams = JSON.parse(Buffer.from(second.body.data.sig.Ds_MerchantParameters, 'base64').toString('utf8'));
      expect(secondParams.DS_MERCHANT_AMOUNT).toBe('3001');

      // The same persons again: refused as already signed up, nothing stored.
      const again = await enrol([{ userID: ids[1], variant: uuid(901) }]);
      expect(again.body).toMatchObject({ success: 0, code: 4, data: { users: [{ userID: ids[1], reasons: ['AlreadySignedUp'] }] } });
    });

    it('never gives the same seat twice when families and single members enrol at the same moment', async () => {
      const course = await makeCourse(ctx, {
        date: '2026-04-01',
        has_variants: 1,
        variants: [
          { uuid: uuid(911), poolID: 1, selected_days: [1], schedule: '18:00-19:00', max_seating: 3, price: '' },
          { uuid: uuid(912), poolID: 2, selected_days: [2], schedule: '18:00-19:00', max_seating: 2, price: '' },
        ],
      });
      const families = [];
      for (let i = 0; i < 4; i++) {
        const h = await holder();
        const a = (await addUser(h.token, child())).body.data.id;
        const b = (await addUser(h.token, child())).body.data.id;
        families.push({ h, a, b });
      }
      const singles = await Promise.all([holder(), holder()]);
      const results = await Promise.all([
        // Opposite variant orders inside the queues: the fixed lock order keeps them from deadlocking.
        ...families.map(({ h, a, b }, i) =>
          call(app, {
            method: 'POST',
            url: '/api/v2/extended_enroll/do_impersonated_enroll/',
            token: h.token,
            payload: {
              type: 0,
              slug_es: course.slug_es,
              form_data: [
                { userID: a, variant: uuid(i % 2 ? 911 : 912) },
                { userID: b, variant: uuid(i % 2 ? 912 : 911) },
              ],
            },
          }),
        ),
        ...singles.map((m) =>
          call(app, {
            method: 'POST',
            url: '/api/v2/enroll/do_enroll/',
            token: m.token,
            payload: { type: 0, slug_es: course.slug_es, variant: uuid(911) },
          }),
        ),
      ]);
      expect(results.map((r) => r.body.success)).toEqual([1, 1, 1, 1, 1, 1]);
      const rows = await ctx.db.select().from(courseSignups).where(eq(courseSignups.courseId, course.id));
      const seated = (v: string) => rows.filter((r) => r.variantId === v && r.status === 1).length;
      expect(rows).toHaveLength(10);
      expect([seated(uuid(911)), seated(uuid(912))]).toEqual([3, 2]);
      expect(rows.filter((r) => r.status === 3)).toHaveLength(5);
    });

    it('asks no person id of a child under 14, and asks it from 14', async () => {
      const course = await makeCourse(ctx, { date: '2026-04-01' });
      const h = await holder();
      const small = (await addUser(h.token, child({ person_id: '', date_of_birth: '2014-01-01' }))).body.data.id;
      const teen = (await addUser(h.token, child({ person_id: '', date_of_birth: '2011-01-01' }))).body.data.id;
      const enrol = (userID: number) =>
        call(app, {
          method: 'POST',
          url: '/api/v2/extended_enroll/do_impersonated_enroll/',
          token: h.token,
          payload: { type: 0, slug_es: course.slug_es, form_data: [{ userID }] },
        });
      expect((await enrol(teen)).body).toMatchObject({ success: 0, code: 4, data: { reasons: ['ProfileIncomplete'] } });
      expect((await enrol(small)).body).toMatchObject({ success: 1, data: { tickets: [{ userID: small, status: 1 }] } });
    });

    it('refuses the whole queue when one person is refused, and is 403 for a person of another family or without the permission', async () => {
      const course = await makeCourse(ctx, { date: '2026-04-01', age_max_months: 120 });
      const h = await holder();
      const young = (await addUser(h.token, child({ date_of_birth: '2020-01-01' }))).body.data.id;
      const old = (await addUser(h.token, child({ date_of_birth: '2010-01-01' }))).body.data.id;
      const other = await holder();
      const theirs = (await addUser(other.token, child())).body.data.id;
      const enrol = (queue: Record<string, unknown>[], token = h.token) =>
        call(app, {
          method: 'POST',
          url: '/api/v2/extended_enroll/do_impersonated_enroll/',
          token,
          payload: { type: 0, slug_es: course.slug_es, form_data: queue },
        });
      const refused = await enrol([{ userID: young }, { userID: old }]);
      expect(refused.body).toMatchObject({
        success: 0,
        code: 4,
        data: { reasons: ['OutOfAgeLimit'], users: [{ userID: old, reasons: ['OutOfAgeLimit'] }] },
      });
      expect((await enrol([{ userID: young }, { userID: theirs }])).status).toBe(403);
      expect((await enrol([{ userID: young }, { userID: young }])).status).toBe(400);
      const none = await ctx.db
        .select()
        .from(courseSignups)
        .where(inArray(courseSignups.userId, [young, old, theirs]));
      expect(none).toEqual([]);
      const plain = await holder({ allowImpersonate: false });
      expect((await enrol([{ userID: plain.user.id }], plain.token)).status).toBe(403);
      // A free course: both in at once, nothing to pay.
      const young2 = (await addUser(h.token, child({ date_of_birth: '2019-05-05' }))).body.data.id;
      const ok = await enrol([{ userID: young }, { userID: young2 }]);
      expect(ok.body.data).toMatchObject({
        payment_price: 0,
        tickets: [
          { userID: young, status: 1, payment_status: 1 },
          { userID: young2, status: 1 },
        ],
      });
    });
  });

  describe('pending payments of persons who enrolled themselves', () => {
    it("lists a delegated adult's own card signup under users, and the holder may pay it alone", async () => {
      const course = await makeCourse(ctx, { date: '2026-04-01', requires_card_payment: 1, price_guests: 25 });
      const h = await holder();
      const adult = (await addUser(h.token, child({ identity: 'nerea.heldua@example.com', date_of_birth: '1980-01-01' }))).body.data.id;
      const adultToken = await createSession(ctx, adult);
      const own = await call(app, {
        method: 'POST',
        url: '/api/v2/enroll/do_enroll/',
        token: adultToken,
        payload: { type: 0, slug_es: course.slug_es },
      });
      expect(own.body).toMatchObject({ success: 1, data: { status: 0, payment_price: 25 } });
      const pending = await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token: h.token });
      expect(pending.body.data.impersonated).toEqual([]);
      expect(pending.body.data.users).toEqual([
        expect.objectContaining({ ticketID: own.body.data.ticketID, users: [expect.objectContaining({ user_id: adult })], price_acc: 25 }),
      ]);
      const pay = await call(app, {
        method: 'GET',
        url: `/api/v2/manage_payments/get_pm_impersonated_detail/?ticketID=${own.body.data.ticketID}`,
        token: h.token,
      });
      const params = JSON.parse(Buffer.from(pay.body.data.sig.Ds_MerchantParameters, 'base64').toString('utf8'));
      const [row] = await ctx.db.select().from(payments).where(eq(payments.order, params.DS_MERCHANT_ORDER));
      expect(row).toMatchObject({ kind: 'course-signup', ref: String(own.body.data.ticketID), amountCents: 2500 });
    });
  });

  describe('removing the holder account', () => {
    it('removes the persons without a login with the holder; a person with a login keeps the account', async () => {
      const h = await holder();
      const kid = (await addUser(h.token, child())).body.data.id;
      const adult = (await addUser(h.token, child({ identity: 'jone.helduta@example.com', date_of_birth: '1990-01-01' }))).body.data.id;
      await ctx.db.update(users).set({ passwordHash: h.user.passwordHash }).where(eq(users.id, adult));
      const res = await call(app, {
        method: 'POST',
        url: '/api/v2/myaccount/remove_my_account/',
        token: h.token,
        payload: { current: h.user.password },
      });
      expect(res.body).toEqual({ success: 1 });
      expect(
        await ctx.db
          .select()
          .from(users)
          .where(inArray(users.id, [h.user.id, kid])),
      ).toEqual([]);
      expect((await rowOf(adult)).email).toBe('jone.helduta@example.com');
      expect(await ctx.db.select().from(familyLinks).where(eq(familyLinks.personId, adult))).toEqual([]);
    });

    it("answers 'contact the office' and removes nothing when a child's records must be kept", async () => {
      const course = await makeCourse(ctx, { date: '2026-04-01' });
      const h = await holder();
      const kid = (await addUser(h.token, child())).body.data.id;
      const enrolled = await call(app, {
        method: 'POST',
        url: '/api/v2/extended_enroll/do_impersonated_enroll/',
        token: h.token,
        payload: { type: 0, slug_es: course.slug_es, form_data: [{ userID: kid }] },
      });
      expect(enrolled.body.success).toBe(1);
      const res = await call(app, {
        method: 'POST',
        url: '/api/v2/myaccount/remove_my_account/',
        token: h.token,
        payload: { current: h.user.password },
      });
      expect(res.body).toEqual({ success: 0, code: 2 });
      expect(
        (
          await ctx.db
            .select()
            .from(users)
            .where(inArray(users.id, [h.user.id, kid]))
        ).length,
      ).toBe(2);
    });
  });
});
