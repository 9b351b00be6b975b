import { describe, expect, it } from 'vitest';
import { listEvents } from './activities.repository.js';
import { call, createTestApp } from '../../test/helpers.js';
import { makeCourse, memberWithToken } from '../../test/activities-fixtures.js';
import { bankNotification, postNotification } from '../payments/payments-test-kit.js';

describe('paying a course signup by card, through the bank notification', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');

  it('a refused payment shows its SIS code and keeps the seat; a second attempt pays it', async () => {
    const c = await makeCourse(ctx, { date: '2026-04-01', requires_card_payment: 1, price_guests: 42.5 });
    const { token } = await memberWithToken(ctx);
    const enrolled = await call(app, { method: 'POST', url: '/api/v2/enroll/do_enroll/', token, payload: { type: 0, slug_es: c.slug_es } });
    const ticket = enrolled.body.data.ticketID as number;
    const state = async () =>
      (await call(app, { method: 'GET', url: `/api/v2/enroll/is_user_signed_up/?type=0&slug_es=${c.slug_es}`, token })).body;
    const orderOf = async () => {
      const pm = await call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${c.slug_es}`, token });
      expect(pm.body.success).toBe(1);
      const params = JSON.parse(Buffer.from(pm.body.data.sig.Ds_MerchantParameters, 'base64').toString());
      expect(params.DS_MERCHANT_AMOUNT).toBe('4250');
      return params.DS_MERCHANT_ORDER as string;
    };

    const first = await orderOf();
    const denied = await postNotification(app, bankNotification({ order: first, amount: 4250, response: '0190' }));
    expect(denied.body).toBe('OK');
    expect(await state()).toMatchObject({ code: 3, data: { ticketID: ticket, status: 0, payment_status: 190 } });
    const pending = await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token });
    expect(pending.body.data.direct[0]).toMatchObject({ ticketID: ticket, sticket: { payment_status: 190, payment_price: 42.5 } });

    const second = await orderOf();
    expect(second).not.toBe(first);
    const paid = await postNotification(app, bankNotification({ order: second, amount: 4250, response: '0000' }));
    expect(paid.body).toBe('OK');
    expect(await state()).toMatchObject({ code: 1, data: { status: 1, payment_status: 1 } });
    expect((await call(app, { method: 'GET', url: '/api/v2/myaccount/payment_process_count', token })).body.code).toBe(0);
    // The same notification again changes nothing.
    await postNotification(app, bankNotification({ order: second, amount: 4250, response: '0000' }));
    expect(await state()).toMatchObject({ code: 1, data: { status: 1, payment_status: 1 } });
    // The activity log keeps every step, once.
    const events = await listEvents(ctx.db, ticket);
    expect(events.map((e) => [e.type, e.detail])).toEqual([
      ['signup-created', { status: 0, payment_status: 0, price_cents: 4250 }],
      ['payment-failed', { code: 190 }],
      ['paid', { from: 0, to: 1 }],
    ]);
  });
});
