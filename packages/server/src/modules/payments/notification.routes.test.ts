import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { startCardPayment } from './payments.service.js';
import {
  bankNotification,
  eventsOf,
  FORM,
  independentSign,
  ledger,
  notificationsOf,
  postNotification,
  registerRecordingKind,
} from './payments-test-kit.js';

/**
 * POST /api/payments/redsys/notification with notifications signed by an independent HMAC_SHA256_V1
 * implementation (payments-test-kit.ts): what is accepted, what is refused, and that a refusal
 * changes nothing but is stored with its verdict.
 */
let t: TestApp;
let calls: ReturnType<typeof registerRecordingKind>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  calls = registerRecordingKind('test-notify');
  registerRecordingKind('test-broken', { failPaid: true });
  userId = (await createUser(t.ctx)).id;
});

const start = async (ref: string, kind = 'test-notify') =>
  (await startCardPayment(t.ctx, { kind, ref, userId, amountCents: 4999, description: 'Licencia', lang: 'es' })).order;

/** The ledger row and what the kind was told stay as they were. */
async function expectUntouched(order: string, ref: string) {
  const row = await ledger(t.ctx, order);
  expect(row).toMatchObject({ state: 'pending', dsResponse: null, dsAuthorisationCode: null, paidAt: null });
  expect(row.updatedAt.getTime()).toBe(row.createdAt.getTime());
  expect((await eventsOf(t.ctx, row.id)).map((e) => e.type)).toEqual(['created']);
  expect(calls.paid.filter((c) => c.ref === ref)).toHaveLength(0);
  expect(calls.failed.filter((c) => c.ref === ref)).toHaveLength(0);
}

describe('accepted notifications', () => {
  it('an authorisation signed by the independent signer marks the item paid (0099 is still authorised)', async () => {
    const order = await start('n-ok');
    const res = await postNotification(t.app, bankNotification({ order, amount: 4999, response: '0099' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    expect(await ledger(t.ctx, order)).toMatchObject({ state: 'paid', dsResponse: '0099', dsAuthorisationCode: '123456' });
    expect(calls.paid.filter((c) => c.ref === 'n-ok')).toHaveLength(1);
  });

  it('the same notification arriving several times at once marks the item paid exactly once', async () => {
    const order = await start('n-race');
    const fields = bankNotification({ order, amount: 4999, response: '0000' });
    const replies = await Promise.all(Array.from({ length: 6 }, () => postNotification(t.app, fields)));
    expect(replies.map((r) => r.body)).toEqual(Array(6).fill('OK'));
    expect(calls.paid.filter((c) => c.ref === 'n-race')).toHaveLength(1);
    const verdicts = (await notificationsOf(t.ctx, order)).map((n) => n.verdict).sort();
    expect(verdicts).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
    expect((await eventsOf(t.ctx, (await ledger(t.ctx, order)).id)).map((e) => e.type)).toEqual(['created', 'paid']);
  });

  it('takes the charset parameter and trailing slash the bank may send', async () => {
    const order = await start('n-charset');
    const fields = bankNotification({ order, amount: 4999, response: '0000' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redsys/notification/',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect((await ledger(t.ctx, order)).state).toBe('paid');
  });

  it.each([
    ['0100', 100],
    ['0190', 190],
    ['0400', 400],
    ['9915', 9915],
  ])('Ds_Response %s is a refusal: failed, markFailed(%i)', async (response, code) => {
    const ref = `n-refused-${response}`;
    const order = await start(ref);
    const res = await postNotification(t.app, bankNotification({ order, amount: 4999, response }));
    expect(res.body).toBe('OK');
    expect(await ledger(t.ctx, order)).toMatchObject({ state: 'failed', dsResponse: response, paidAt: null });
    expect(calls.failed.filter((c) => c.ref === ref).map((c) => c.code)).toEqual([code]);
    expect(calls.paid.filter((c) => c.ref === ref)).toHaveLength(0);
  });

  it('a repeated refusal is a duplicate; a verified authorisation after a refusal is still booked', async () => {
    const order = await start('n-late');
    await postNotification(t.app, bankNotification({ order, amount: 4999, response: '0190' }));
    const repeat = await postNotification(t.app, bankNotification({ order, amount: 4999, response: '0190' }));
    expect(repeat.body).toBe('OK');
    expect(calls.failed.filter((c) => c.ref === 'n-late')).toHaveLength(1);
    await postNotification(t.app, bankNotification({ order, amount: 4999, response: '0000' }));
    expect((await ledger(t.ctx, order)).state).toBe('paid');
    expect(calls.paid.filter((c) => c.ref === 'n-late')).toHaveLength(1);
    // After the payment nothing moves it back.
    await postNotification(t.app, bankNotification({ order, amount: 4999, response: '9915' }));
    expect((await ledger(t.ctx, order)).state).toBe('paid');
    expect((await notificationsOf(t.ctx, order)).map((n) => n.verdict)).toEqual(['denied', 'duplicate', 'paid', 'duplicate']);
  });
});

describe('refused notifications: nothing changes, the notification is stored with its verdict', () => {
  it('forged: signed with another secret', async () => {
    const order = await start('n-forged');
    const res = await postNotification(
      t.app,
      bankNotification({ order, amount: 4999, response: '0000' }, 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('KO');
    await expectUntouched(order, 'n-forged');
    const [stored] = await notificationsOf(t.ctx, order);
    expect(stored).toMatchObject({ verdict: 'bad-signature', signatureOk: false, paymentId: (await ledger(t.ctx, order)).id });
    expect((stored!.raw as { form: Record<string, string> }).form.Ds_Signature).toBeTruthy();
  });

  it('forged: parameters changed after signing (a refusal turned into an authorisation)', async () => {
    const order = await start('n-tampered');
    const real = bankNotification({ order, amount: 4999, response: '0190' });
    const params = JSON.parse(Buffer.from(real.Ds_MerchantParameters!, 'base64').toString());
    const tampered = Buffer.from(JSON.stringify({ ...params, Ds_Response: '0000' })).toString('base64');
    const res = await postNotification(t.app, { ...real, Ds_MerchantParameters: tampered });
    expect(res.body).toBe('KO');
    await expectUntouched(order, 'n-tampered');
    expect((await notificationsOf(t.ctx, order)).map((n) => n.verdict)).toEqual(['bad-signature']);
  });

  it("replayed for another order: one order's signature on another order's parameters", async () => {
    const paidOrder = await start('n-replay-a');
    const victim = await start('n-replay-b');
    const genuine = bankNotification({ order: paidOrder, amount: 4999, response: '0000' });
    const aimed = bankNotification({ order: victim, amount: 4999, response: '0000' });
    const res = await postNotification(t.app, { ...aimed, Ds_Signature: genuine.Ds_Signature! });
    expect(res.body).toBe('KO');
    await expectUntouched(victim, 'n-replay-b');
    await expectUntouched(paidOrder, 'n-replay-a');
    expect((await notificationsOf(t.ctx, victim)).map((n) => n.verdict)).toEqual(['bad-signature']);
  });

  it('wrong amount', async () => {
    const order = await start('n-amount');
    const res = await postNotification(t.app, bankNotification({ order, amount: 1, response: '0000' }));
    expect(res.body).toBe('KO');
    await expectUntouched(order, 'n-amount');
    expect((await notificationsOf(t.ctx, order)).map((n) => [n.verdict, n.signatureOk])).toEqual([['amount-mismatch', true]]);
  });

  it('wrong merchant, wrong terminal, wrong currency', async () => {
    const order = await start('n-merchant');
    await postNotification(t.app, bankNotification({ order, amount: 4999, response: '0000', merchant: '999008882' }));
    await postNotification(t.app, bankNotification({ order, amount: 4999, response: '0000', terminal: '002' }));
    await postNotification(t.app, bankNotification({ order, amount: 4999, response: '0000', currency: '840' }));
    await expectUntouched(order, 'n-merchant');
    expect((await notificationsOf(t.ctx, order)).map((n) => n.verdict)).toEqual([
      'merchant-mismatch',
      'merchant-mismatch',
      'currency-mismatch',
    ]);
  });

  it('unknown order', async () => {
    const res = await postNotification(t.app, bankNotification({ order: '9999ZZZZzzzz', amount: 4999, response: '0000' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('KO');
    expect((await notificationsOf(t.ctx, '9999ZZZZzzzz')).map((n) => [n.verdict, n.paymentId, n.signatureOk])).toEqual([
      ['unknown-order', null, true],
    ]);
  });

  it('malformed: 400 naming the field, stored as malformed', async () => {
    const order = await start('n-malformed');
    const good = bankNotification({ order, amount: 4999, response: '0000' });
    const missing = await postNotification(t.app, {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: good.Ds_MerchantParameters!,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: 0, ext: expect.stringContaining('Ds_Signature') });
    const notJson = await postNotification(t.app, { ...good, Ds_MerchantParameters: 'bm90IGpzb24=' });
    expect(notJson.statusCode).toBe(400);
    const version = await postNotification(t.app, { ...good, Ds_SignatureVersion: 'HMAC_SHA512_V2' });
    expect(version.statusCode).toBe(400);
    const noResponseParams = Buffer.from(JSON.stringify({ Ds_Order: order, Ds_Amount: '4999' })).toString('base64');
    const noResponse = await postNotification(t.app, {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: noResponseParams,
      Ds_Signature: independentSign('sq7HjrUOBfKmC576ILgskD5srU870gJ7', order, noResponseParams),
    });
    expect(noResponse.statusCode).toBe(400);
    expect(noResponse.json().ext).toContain('Ds_Response');
    const json = await t.app.inject({ method: 'POST', url: '/api/payments/redsys/notification', payload: { ...good } });
    expect(json.statusCode).toBe(415);
    await expectUntouched(order, 'n-malformed');
    expect((await notificationsOf(t.ctx, order)).map((n) => n.verdict)).toEqual(['malformed']);
  });

  it("when the item's handler fails the ledger is unchanged, 500 asks the bank to retry, the notification is kept", async () => {
    const order = await start('n-broken', 'test-broken');
    const res = await postNotification(t.app, bankNotification({ order, amount: 4999, response: '0000' }));
    expect(res.statusCode).toBe(500);
    const row = await ledger(t.ctx, order);
    expect(row.state).toBe('pending');
    expect((await eventsOf(t.ctx, row.id)).map((e) => e.type)).toEqual(['created']);
    expect((await notificationsOf(t.ctx, order)).map((n) => n.verdict)).toEqual(['error']);
  });

  it('a body that is not a form is refused by the parser', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redsys/notification',
      headers: { ...FORM },
      payload: 'x'.repeat(40 * 1024),
    });
    expect(res.statusCode).toBe(413);
  });
});
