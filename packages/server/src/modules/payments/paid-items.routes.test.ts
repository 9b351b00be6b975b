import { dniOf } from '@club/domain/shared/spanish-id.rules';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { auditLog } from '../../db/schema/audit.js';
import { makeCourse, memberWithToken, uuid } from '../../test/activities-fixtures.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { startCardPayment, type SignedPayment } from './payments.service.js';
import {
  bankNotification,
  captureDelivery,
  eventsOf,
  FORM,
  formBody,
  ledger,
  postNotification,
  registerRecordingKind,
} from './payments-test-kit.js';

/**
 * "Already paid" is decided per thing paid for (issue 14, points 1 and 2): a family order and a
 * course signup's own payment that cover the same ticket pay the same item; money received for
 * an item already paid is an overpayment the ledger shows "to refund", the audit log records and
 * the office is mailed; two notifications at the same instant never both pay one item.
 */
describe('paid items', async () => {
  const { app, ctx, clock, outbox } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');
  captureDelivery(ctx, app);
  const office = await createUser(ctx, { isGod: true });
  const officeToken = await createSession(ctx, office.id);

  let dni = 0;
  const nextDni = () => dniOf(`7${String(++dni).padStart(7, '0')}`);
  const holder = async () => {
    const user = await createUser(ctx, { allowImpersonate: true, personId: nextDni() });
    return { user, token: await createSession(ctx, user.id) };
  };
  const addPerson = async (token: string, firstname: string, over: Record<string, unknown> = {}) => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/add_user/',
      token,
      payload: {
        identity: '',
        firstname,
        lastname: 'Etxeberria',
        date_of_birth: '2016-03-02',
        person_id: nextDni(),
        acceptTerms: true,
        authPictures: true,
        ...over,
      },
    });
    expect(res.body.success).toBe(1);
    return res.body.data.id as number;
  };
  const orderOf = (sig: { Ds_MerchantParameters: string }) =>
    JSON.parse(Buffer.from(sig.Ds_MerchantParameters, 'base64').toString('utf8')) as {
      DS_MERCHANT_ORDER: string;
      DS_MERCHANT_AMOUNT: string;
    };
  /** The card page and its Autorizar button: the simulator posts the signed notification. */
  const payInSimulator = async (sig: Record<string, string>) => {
    await app.inject({ method: 'POST', url: '/gateway/sis/realizarPago', headers: FORM, payload: formBody(sig) });
    const decided = await app.inject({
      method: 'POST',
      url: '/gateway/sis/decide',
      headers: FORM,
      payload: formBody({ ...sig, action: 'authorise' }),
    });
    expect(decided.statusCode).toBeLessThan(400);
  };
  const familyPayment = async (token: string, ticketID: number) => {
    const res = await call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_impersonated_detail/?ticketID=${ticketID}`, token });
    expect(res.body.success).toBe(1);
    return res.body.data.sig as SignedPayment['sig'];
  };
  const ledgerPage = async (query: string) => {
    const res = await call(app, { method: 'GET', url: `/api/admin/payments?${query}`, token: officeToken });
    expect(res.status).toBe(200);
    return res.body.data as { total: number; rows: Record<string, any>[] };
  };
  const auditActions = async (paymentId: number) =>
    (
      await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(paymentId))))
        .orderBy(asc(auditLog.id))
    ).map((r) => r.action);

  it("the issue's scenario: the forgotten first family payment is an overpayment to refund, the office is mailed", async () => {
    const course = await makeCourse(ctx, {
      date: '2026-04-01',
      requires_card_payment: 1,
      price_guests: '42,50',
      has_variants: 1,
      variants: [{ uuid: uuid(1401), poolID: 1, selected_days: [0], schedule: '17:00-18:00', max_seating: 2, price: '' }],
    });
    // Somebody else holds one of the two seats.
    const other = await memberWithToken(ctx, { personId: nextDni() });
    const first = await call(app, {
      method: 'POST',
      url: '/api/v2/enroll/do_enroll/',
      token: other.token,
      payload: { type: 0, slug_es: course.slug_es, variant: uuid(1401) },
    });
    expect(first.body.data.status).toBe(0);

    // A holder enrols two children: one seated, one waiting.
    const h = await holder();
    const kids = [await addPerson(h.token, 'Ane'), await addPerson(h.token, 'Beñat')];
    const enrolled = await call(app, {
      method: 'POST',
      url: '/api/v2/extended_enroll/do_impersonated_enroll/',
      token: h.token,
      payload: { type: 0, slug_es: course.slug_es, slug_en: 'x', form_data: kids.map((userID) => ({ userID, variant: uuid(1401) })) },
    });
    const tickets = enrolled.body.data.tickets as { ticketID: number; status: number }[];
    expect(tickets.map((t) => t.status)).toEqual([0, 3]);

    // The family payment of the seated child (42,50 €), left open in a tab.
    const tab1 = await familyPayment(h.token, tickets[0]!.ticketID);
    expect(orderOf(tab1).DS_MERCHANT_AMOUNT).toBe('4250');

    // The office frees a seat: the waiting child is offered it.
    const freed = await call(app, {
      method: 'POST',
      url: `/api/admin/signups/${first.body.data.ticketID}/status`,
      token: officeToken,
      payload: { status: 4 },
    });
    expect(freed.body.success).toBe(1);

    // A second family payment, now for both tickets (85,00 €): paid first.
    const tab2 = await familyPayment(h.token, tickets[1]!.ticketID);
    expect(orderOf(tab2).DS_MERCHANT_AMOUNT).toBe('8500');
    const mailsBefore = outbox.length;
    await payInSimulator(tab2);
    // Then the forgotten first tab.
    await payInSimulator(tab1);

    const second = await ledger(ctx, orderOf(tab2).DS_MERCHANT_ORDER);
    const forgotten = await ledger(ctx, orderOf(tab1).DS_MERCHANT_ORDER);
    // The bank took both; the second paid both tickets, the first paid nothing new.
    expect([second.state, forgotten.state]).toEqual(['paid', 'paid']);
    expect((await eventsOf(ctx, forgotten.id)).map((e) => e.type)).toEqual(['created', 'overpaid']);
    expect(second).toMatchObject({ state: 'paid', overpaidCents: 0 });
    expect(forgotten).toMatchObject({ state: 'paid', overpaidCents: 4250, overpaymentRefundedAt: null });
    expect(await auditActions(forgotten.id)).toEqual(['payment.created', 'payment.overpaid']);
    expect(await auditActions(second.id)).toEqual(['payment.created', 'payment.paid']);

    // Each ticket is paid once.
    const signups = await ctx.db.select().from(courseSignups).where(eq(courseSignups.courseId, course.id)).orderBy(asc(courseSignups.id));
    expect(signups.filter((s) => kids.includes(s.userId)).map((s) => [s.status, s.paymentStatus])).toEqual([
      [1, 1],
      [1, 1],
    ]);

    // The office is mailed, in Spanish and Basque, with the order and the amount to refund.
    const officeMails = outbox.slice(mailsBefore).filter((m) => m.to === ctx.config.CLUB_OFFICE_EMAIL);
    expect(officeMails).toHaveLength(1);
    expect(officeMails[0]!.subject).toContain(forgotten.order);
    expect(officeMails[0]!.text).toContain('42,50');
    expect(officeMails[0]!.text).toMatch(/devolver/);
    expect(officeMails[0]!.text).toMatch(/itzul/);

    // The console ledger: the course column and filter find both family payments; the forgotten
    // one shows "to refund" with its amount and which ticket it paid twice.
    const byCourse = await ledgerPage(`course=${course.id}`);
    const rows = new Map(byCourse.rows.map((r) => [r.order as string, r]));
    expect(rows.get(second.order)).toMatchObject({ course_id: course.id, state: 'paid', overpaid: 0, to_refund: 0 });
    expect(rows.get(forgotten.order)).toMatchObject({
      course_id: course.id,
      kind: 'family-order',
      state: 'paid',
      overpaid: 42.5,
      to_refund: 42.5,
      items: [{ kind: 'course-signup', id: String(tickets[0]!.ticketID), amount: 42.5, outcome: 'overpaid' }],
    });
    expect(rows.get(second.order)!.items.map((i: { id: string; outcome: string }) => [i.id, i.outcome])).toEqual([
      [String(tickets[0]!.ticketID), 'paid'],
      [String(tickets[1]!.ticketID), 'paid'],
    ]);
    expect((await ledgerPage('state=to-refund')).rows.map((r) => r.order)).toEqual([forgotten.order]);

    // The office refunds it in the bank's console and marks it: nothing left to refund.
    const refunded = await call(app, {
      method: 'POST',
      url: `/api/admin/payments/${forgotten.id}/refunded`,
      token: officeToken,
      payload: { note: 'Pago duplicado devuelto' },
    });
    expect(refunded.body).toEqual({ success: 1, data: { id: forgotten.id, state: 'refunded' } });
    expect((await ledgerPage('state=to-refund')).total).toBe(0);
    // The tickets stay paid.
    const after = await ctx.db.select().from(courseSignups).where(eq(courseSignups.courseId, course.id));
    expect(after.filter((s) => kids.includes(s.userId)).every((s) => s.paymentStatus === 1)).toBe(true);
  });

  it("a course signup's own payment and a family order covering the same ticket pay the same item: the order's share is to refund", async () => {
    const course = await makeCourse(ctx, { date: '2026-04-01', requires_card_payment: 1, price_guests: 25 });
    const h = await holder();
    const adult = await addPerson(h.token, 'Nerea', { identity: 'nerea.bikoitza@example.com', date_of_birth: '1980-01-01' });
    const kid = await addPerson(h.token, 'Kepa');
    const enrolled = await call(app, {
      method: 'POST',
      url: '/api/v2/extended_enroll/do_impersonated_enroll/',
      token: h.token,
      payload: { type: 0, slug_es: course.slug_es, slug_en: 'x', form_data: [{ userID: adult }, { userID: kid }] },
    });
    const tickets = enrolled.body.data.tickets as { ticketID: number; userID: number }[];
    const adultTicket = tickets.find((t) => t.userID === adult)!.ticketID;
    const kidTicket = tickets.find((t) => t.userID === kid)!.ticketID;

    // The holder opens the order's payment (50,00 €) ...
    const order = await familyPayment(h.token, kidTicket);
    expect(orderOf(order).DS_MERCHANT_AMOUNT).toBe('5000');
    // ... the adult pays their own ticket alone from their own login (25,00 €) ...
    const adultToken = await createSession(ctx, adult);
    const own = await call(app, {
      method: 'GET',
      url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${course.slug_es}`,
      token: adultToken,
    });
    expect(own.body.success).toBe(1);
    await payInSimulator(own.body.data.sig);
    // ... and then the holder pays the order.
    await payInSimulator(order);

    const alone = await ledger(ctx, orderOf(own.body.data.sig).DS_MERCHANT_ORDER);
    const family = await ledger(ctx, orderOf(order).DS_MERCHANT_ORDER);
    expect((await eventsOf(ctx, family.id)).map((e) => e.type)).toEqual(['created', 'paid', 'overpaid']);
    expect(alone).toMatchObject({ kind: 'course-signup', state: 'paid', overpaidCents: 0 });
    expect(family).toMatchObject({ kind: 'family-order', state: 'paid', overpaidCents: 2500 });
    const kidRow = (await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, kidTicket)))[0]!;
    expect(kidRow.paymentStatus).toBe(1);

    const [row] = (await ledgerPage(`person=${h.user.id}&course=${course.id}`)).rows;
    expect(row).toMatchObject({ order: family.order, course_id: course.id, amount: 50, overpaid: 25, to_refund: 25 });
    expect(row!.items.map((i: { id: string; outcome: string }) => [i.id, i.outcome])).toEqual(
      [
        [String(adultTicket), 'overpaid'],
        [String(kidTicket), 'paid'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );

    // Marking it refunded records the overpaid share only: the kid's ticket stays paid by it.
    const marked = await call(app, {
      method: 'POST',
      url: `/api/admin/payments/${family.id}/refunded`,
      token: officeToken,
      payload: { note: '25 € devueltos' },
    });
    expect(marked.body).toEqual({ success: 1, data: { id: family.id, state: 'paid' } });
    expect(await ledger(ctx, family.order)).toMatchObject({ state: 'paid', overpaidCents: 2500, overpaymentRefundedAt: expect.any(Date) });
    expect((await ledgerPage(`person=${h.user.id}&course=${course.id}`)).rows[0]).toMatchObject({ to_refund: 0 });
    expect((await auditActions(family.id)).at(-1)).toBe('payment.overpayment-refunded');
    // A second mark refunds the whole attempt, as for any paid attempt.
    const whole = await call(app, {
      method: 'POST',
      url: `/api/admin/payments/${family.id}/refunded`,
      token: officeToken,
      payload: { note: 'Baja' },
    });
    expect(whole.body).toEqual({ success: 1, data: { id: family.id, state: 'refunded' } });
  });

  it('two paid notifications at the same instant for two attempts on one ticket: exactly one pays it, 20 times out of 20', {
    timeout: 120_000,
  }, async () => {
    const course = await makeCourse(ctx, { date: '2026-04-01', requires_card_payment: 1, price_guests: '42,50' });
    const outcomes: string[] = [];
    for (let round = 0; round < 20; round++) {
      const m = await memberWithToken(ctx, { personId: nextDni() });
      const enrolled = await call(app, {
        method: 'POST',
        url: '/api/v2/enroll/do_enroll/',
        token: m.token,
        payload: { type: 0, slug_es: course.slug_es },
      });
      expect(enrolled.body.data.status).toBe(0);
      // Two tabs: two attempts for the same ticket.
      const orders: string[] = [];
      for (let tab = 0; tab < 2; tab++) {
        const pm = await call(app, {
          method: 'GET',
          url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${course.slug_es}`,
          token: m.token,
        });
        orders.push(orderOf(pm.body.data.sig).DS_MERCHANT_ORDER);
      }
      const replies = await Promise.all(
        orders.map((order) => postNotification(app, bankNotification({ order, amount: 4250, response: '0000' }))),
      );
      expect(replies.map((r) => r.body)).toEqual(['OK', 'OK']);
      const rows = await Promise.all(orders.map((o) => ledger(ctx, o)));
      const told = await Promise.all(rows.map(async (r) => (await eventsOf(ctx, r.id)).map((e) => e.type).join(',')));
      outcomes.push(
        told
          .map((t, i) => `${rows[i]!.state}:${rows[i]!.overpaidCents}:${t}`)
          .sort()
          .join(' | '),
      );
      const ticket = (await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, enrolled.body.data.ticketID)))[0]!;
      expect(ticket.paymentStatus).toBe(1);
    }
    expect(outcomes).toEqual(Array(20).fill('paid:0:created,paid | paid:4250:created,overpaid'));
  });

  it('an item kind that locks nothing of its own is still paid once: the claim on the item decides, 20 times out of 20', async () => {
    // No lockItems: only the payments area's claim on (kind, id) stands between the two notifications.
    const calls = registerRecordingKind('test-licence');
    const payer = await createUser(ctx);
    const outcomes: string[] = [];
    for (let round = 0; round < 20; round++) {
      const ref = `licence-${round}`;
      const start = async () =>
        (
          await startCardPayment(ctx, {
            kind: 'test-licence',
            ref,
            userId: payer.id,
            amountCents: 3000,
            description: 'Licencia',
            lang: 'es',
          })
        ).order;
      const orders = [await start(), await start()];
      await Promise.all(orders.map((order) => postNotification(app, bankNotification({ order, amount: 3000, response: '0000' }))));
      const rows = await Promise.all(orders.map((o) => ledger(ctx, o)));
      outcomes.push(
        rows
          .map((r) => `${r.state}:${r.overpaidCents}`)
          .sort()
          .join(' | ') + ` told ${calls.paid.filter((c) => c.ref === ref).length}`,
      );
    }
    expect(outcomes).toEqual(Array(20).fill('paid:0 | paid:3000 told 1'));
  });

  it('startCardPayment refuses items that do not add up to the amount, an item twice, or an unregistered item kind', async () => {
    const payer = await createUser(ctx);
    const base = { kind: 'family-order', ref: '1', userId: payer.id, description: 'x', lang: 'es' as const };
    await expect(
      startCardPayment(ctx, { ...base, amountCents: 5000, items: [{ kind: 'course-signup', id: '1', amountCents: 4000 }] }),
    ).rejects.toThrow(/add up to 4000/);
    await expect(
      startCardPayment(ctx, {
        ...base,
        amountCents: 2,
        items: [
          { kind: 'course-signup', id: '1', amountCents: 1 },
          { kind: 'course-signup', id: '1', amountCents: 1 },
        ],
      }),
    ).rejects.toThrow(/twice/);
    await expect(
      startCardPayment(ctx, { ...base, amountCents: 1, items: [{ kind: 'season-quota', id: '1', amountCents: 1 }] }),
    ).rejects.toThrow(/not registered/);
  });
});
