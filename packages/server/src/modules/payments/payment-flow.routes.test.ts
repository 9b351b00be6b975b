import { beforeAll, describe, expect, it } from 'vitest';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { startCardPayment } from './payments.service.js';
import {
  captureDelivery,
  eventsOf,
  FORM,
  formBody,
  independentSign,
  ledger,
  notificationsOf,
  postNotification,
  registerRecordingKind,
  TEST_SECRET,
} from './payments-test-kit.js';

/**
 * The whole card flow through HTTP: a signed form from startCardPayment, the simulator's page,
 * its decision, the signed notification it delivers, the ledger and the payable kind.
 */
let t: TestApp;
let calls: ReturnType<typeof registerRecordingKind>;
let delivered: ReturnType<typeof captureDelivery>;
let payer: Awaited<ReturnType<typeof createUser>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  calls = registerRecordingKind('test-flow');
  delivered = captureDelivery(t.ctx, t.app);
  payer = await createUser(t.ctx, { preferredLanguage: 'eus', firstName: 'Miren' });
  token = await createSession(t.ctx, payer.id);
});

const start = (ref: string, amountCents = 1250, lang: 'es' | 'eus' | 'en' = 'eus') =>
  startCardPayment(t.ctx, {
    kind: 'test-flow',
    ref,
    userId: payer.id,
    amountCents,
    description: 'Cursillo de verano · Udako ikastaroa',
    lang,
  });

async function simulate(sig: Record<string, string>, decision: Record<string, string>) {
  const page = await t.app.inject({ method: 'POST', url: '/gateway/sis/realizarPago', headers: FORM, payload: formBody(sig) });
  const decide = await t.app.inject({
    method: 'POST',
    url: '/gateway/sis/decide',
    headers: FORM,
    payload: formBody({ ...sig, ...decision }),
  });
  return { page, decide };
}

describe('startCardPayment', () => {
  it('writes a pending ledger row and a form signed for the simulator, checked by an independent signer', async () => {
    const signed = await start('ticket-1');
    expect(signed.url).toBe(`${t.ctx.config.PUBLIC_URL}/gateway/sis/realizarPago`);
    expect(signed.order).toMatch(/^\d{4}[0-9A-Za-z]{8}$/);
    const { sig } = signed;
    expect(sig.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(
      Buffer.from(independentSign(TEST_SECRET, signed.order, sig.Ds_MerchantParameters), 'base64url').equals(
        Buffer.from(sig.Ds_Signature, 'base64'),
      ),
    ).toBe(true);
    const params = JSON.parse(Buffer.from(sig.Ds_MerchantParameters, 'base64').toString('utf8'));
    expect(params).toMatchObject({
      DS_MERCHANT_AMOUNT: '1250',
      DS_MERCHANT_ORDER: signed.order,
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTURL: `${t.ctx.config.PUBLIC_URL}/api/payments/redsys/notification`,
      DS_MERCHANT_URLOK: `${t.ctx.config.PUBLIC_URL}/pago/ok?order=${signed.order}`,
      DS_MERCHANT_URLKO: `${t.ctx.config.PUBLIC_URL}/pago/ko?order=${signed.order}`,
      DS_MERCHANT_CONSUMERLANGUAGE: '013',
      DS_MERCHANT_PRODUCTDESCRIPTION: 'Cursillo de verano · Udako ikastaroa',
    });
    const row = await ledger(t.ctx, signed.order);
    expect(row).toMatchObject({
      state: 'pending',
      kind: 'test-flow',
      ref: 'ticket-1',
      amountCents: 1250,
      currency: 978,
      userId: payer.id,
      dsResponse: null,
    });
    expect((await eventsOf(t.ctx, row.id)).map((e) => e.type)).toEqual(['created']);
    // Spanish speakers get the bank's page in Spanish.
    const es = await start('ticket-1b', 500, 'es');
    expect(JSON.parse(Buffer.from(es.sig.Ds_MerchantParameters, 'base64').toString()).DS_MERCHANT_CONSUMERLANGUAGE).toBe('001');
  });

  it('draws a new order for every attempt and refuses an unregistered kind or a bad amount', async () => {
    const a = await start('ticket-2');
    const b = await start('ticket-2');
    expect(a.order).not.toBe(b.order);
    await expect(
      startCardPayment(t.ctx, {
        kind: 'nobody-registered-this',
        ref: '1',
        userId: payer.id,
        amountCents: 100,
        description: 'x',
        lang: 'es',
      }),
    ).rejects.toThrow(/not registered/);
    await expect(start('ticket-2', 0)).rejects.toThrow(/amount/);
    await expect(start('ticket-2', 12.5)).rejects.toThrow(/amount/);
  });
});

describe('paying in the simulator', () => {
  it('authorise: the page shows the payment, the notification marks it paid once, the browser goes to UrlOK', async () => {
    const signed = await start('ticket-ok');
    const { page, decide } = await simulate(signed.sig, { action: 'authorise' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(signed.order);
    expect(page.body).toContain('12,50');
    expect(page.body).toContain('Club Natación Getxo');
    for (const label of ['Autorizar', 'Denegar', 'Cancelar', 'Baimendu', 'Ukatu']) expect(page.body).toContain(label);
    expect(page.body).toMatch(/<label for="code">/);

    expect(decide.statusCode).toBe(303);
    expect(decide.headers.location).toBe(`${t.ctx.config.PUBLIC_URL}/pago/ok?order=${signed.order}`);
    const note = delivered.at(-1)!;
    expect(note.url).toBe(`${t.ctx.config.PUBLIC_URL}/api/payments/redsys/notification`);
    expect(note.status).toBe(200);
    // The simulator's notification verifies with the independent signer.
    expect(note.form.Ds_Signature).toBe(independentSign(TEST_SECRET, signed.order, note.form.Ds_MerchantParameters!));

    const row = await ledger(t.ctx, signed.order);
    expect(row).toMatchObject({ state: 'paid', dsResponse: '0000' });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.dsAuthorisationCode).toMatch(/^\d{6}$/);
    expect(calls.paid.filter((c) => c.ref === 'ticket-ok')).toHaveLength(1);
    expect(calls.failed.filter((c) => c.ref === 'ticket-ok')).toHaveLength(0);
    expect((await notificationsOf(t.ctx, signed.order)).map((n) => [n.verdict, n.signatureOk, n.paymentId])).toEqual([
      ['paid', true, row.id],
    ]);
    expect((await eventsOf(t.ctx, row.id)).map((e) => e.type)).toEqual(['created', 'paid']);

    // "Payment received", in the payer's language (Basque).
    const mail = t.outbox.findLast((m) => m.to === payer.email);
    expect(mail?.subject).toMatch(/^Ordainketa jaso dugu \(R-\d{6}\) - Getxo Igeriketa Kluba$/);
    expect(mail?.text).toContain(signed.order);
    expect(mail?.text).toContain('12,50');

    const status = await call(t.app, { method: 'GET', url: `/api/v2/manage_payments/status/?order=${signed.order}`, token });
    expect(status.status).toBe(200);
    expect(status.body.data).toEqual({
      order: signed.order,
      state: 'paid',
      ds_response: '0000',
      kind: 'test-flow',
      ref: 'ticket-ok',
      amount: 12.5,
      // A kind without describeItems reads as the attempt's description, in both languages.
      items: [expect.objectContaining({ amountCents: 1250, lines: [expect.objectContaining({ amountCents: 1250 })] })],
      vat: 2.17,
      receipt_number: expect.stringMatching(/^R-\d{6}$/),
    });
  });

  it('a repeated notification changes nothing and answers the same', async () => {
    const signed = await start('ticket-repeat');
    await simulate(signed.sig, { action: 'authorise' });
    const first = delivered.at(-1)!;
    const before = await ledger(t.ctx, signed.order);
    const mails = t.outbox.length;
    t.clock.advance(60_000);
    const again = await postNotification(t.app, first.form);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('OK');
    expect(await ledger(t.ctx, signed.order)).toEqual(before);
    expect(calls.paid.filter((c) => c.ref === 'ticket-repeat')).toHaveLength(1);
    expect(t.outbox.length).toBe(mails);
    expect((await notificationsOf(t.ctx, signed.order)).map((n) => n.verdict)).toEqual(['paid', 'duplicate']);
    expect((await eventsOf(t.ctx, before.id)).map((e) => e.type)).toEqual(['created', 'paid']);
  });

  it('deny with code 190: ledger failed with 0190, markFailed(190), the browser goes to UrlKO', async () => {
    const signed = await start('ticket-190');
    const { decide } = await simulate(signed.sig, { action: 'deny', code: '190' });
    expect(decide.statusCode).toBe(303);
    expect(decide.headers.location).toBe(`${t.ctx.config.PUBLIC_URL}/pago/ko?order=${signed.order}`);
    expect(await ledger(t.ctx, signed.order)).toMatchObject({ state: 'failed', dsResponse: '0190', paidAt: null });
    expect(calls.failed.filter((c) => c.ref === 'ticket-190').map((c) => c.code)).toEqual([190]);
    expect(calls.paid.filter((c) => c.ref === 'ticket-190')).toHaveLength(0);
    expect((await notificationsOf(t.ctx, signed.order)).map((n) => n.verdict)).toEqual(['denied']);
    const status = await call(t.app, { method: 'GET', url: `/api/v2/manage_payments/status?order=${signed.order}`, token });
    expect(status.body.data).toMatchObject({ state: 'failed', ds_response: '0190' });
  });

  it('cancel gives 9915; a code the simulator does not offer is refused with a page', async () => {
    const signed = await start('ticket-cancel');
    const { decide } = await simulate(signed.sig, { action: 'cancel' });
    expect(decide.headers.location).toContain('/pago/ko?order=');
    expect(calls.failed.filter((c) => c.ref === 'ticket-cancel').map((c) => c.code)).toEqual([9915]);
    const other = await start('ticket-odd');
    const odd = await simulate(other.sig, { action: 'deny', code: '42' });
    expect(odd.decide.statusCode).toBe(400);
    expect((await ledger(t.ctx, other.order)).state).toBe('pending');
  });

  it('the simulator refuses a form whose signature or merchant is not right', async () => {
    const signed = await start('ticket-sim-bad');
    const forged = {
      ...signed.sig,
      Ds_Signature: independentSign('Mk9m98IfEblmPfrpsawt7BmxObt98Jev', signed.order, signed.sig.Ds_MerchantParameters),
    };
    const page = await t.app.inject({ method: 'POST', url: '/gateway/sis/realizarPago', headers: FORM, payload: formBody(forged) });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('SIS0042');
    const decide = await t.app.inject({
      method: 'POST',
      url: '/gateway/sis/decide',
      headers: FORM,
      payload: formBody({ ...forged, action: 'authorise' }),
    });
    expect(decide.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/gateway/sis/realizarPago', headers: FORM, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect((await ledger(t.ctx, signed.order)).state).toBe('pending');
  });

  it('a late refusal of an abandoned attempt does not undo the item another attempt paid', async () => {
    const abandoned = await start('ticket-two-tries');
    const paid = await start('ticket-two-tries');
    await simulate(paid.sig, { action: 'authorise' });
    await simulate(abandoned.sig, { action: 'cancel' });
    expect(await ledger(t.ctx, abandoned.order)).toMatchObject({ state: 'failed', dsResponse: '9915' });
    expect(calls.paid.filter((c) => c.ref === 'ticket-two-tries')).toHaveLength(1);
    expect(calls.failed.filter((c) => c.ref === 'ticket-two-tries')).toHaveLength(0);
  });
});

describe('the status call', () => {
  it('answers only the payer or an administrator', async () => {
    const signed = await start('ticket-status');
    const url = `/api/v2/manage_payments/status/?order=${signed.order}`;
    const other = await createUser(t.ctx);
    const otherToken = await createSession(t.ctx, other.id);
    expect((await call(t.app, { method: 'GET', url, token: otherToken })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
    const admin = await createUser(t.ctx, { isGod: true });
    const adminRead = await call(t.app, { method: 'GET', url, token: await createSession(t.ctx, admin.id) });
    expect(adminRead.status).toBe(200);
    expect(adminRead.body.data).toMatchObject({ state: 'pending', ds_response: null, amount: 12.5 });
    expect((await call(t.app, { method: 'GET', url: '/api/v2/manage_payments/status/?order=0000AAAAAAAA', token })).status).toBe(404);
    const bad = await call(t.app, { method: 'GET', url: '/api/v2/manage_payments/status/?order=abc', token });
    expect(bad.status).toBe(400);
    expect(bad.body.ext).toMatch(/order/);
  });
});
