import { dayInWords } from '@club/domain/activities/words.rules';
import { madridDate } from '@club/domain/shared/dates';
import { describe, expect, it, vi } from 'vitest';
import { receipts } from '../../db/schema/payments.js';
import { makeCourse, memberWithToken, uuid } from '../../test/activities-fixtures.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { readPdfText } from '../../test/pdf-reader.js';
import { bankNotification, postNotification } from '../payments/payments-test-kit.js';

/** Issue 20, point 3: what a paid course ticket's confirmation, mail and PDF receipt say. */
describe('receipts of course payments', async () => {
  const { app, ctx, clock, outbox } = await createTestApp();
  clock.set('2026-11-24T18:00:00Z');

  const course = await makeCourse(ctx, {
    date: '2027-01-12',
    requires_card_payment: 1,
    price_guests: 60,
    translations: { title_es: 'Cursillo de invierno', title_eus: 'Neguko ikastaroa' },
    has_variants: 1,
    variants: [{ uuid: uuid(71), poolID: 1, selected_days: [1, 3], schedule: '17:00 - 18:00', max_seating: 40, price: '' }],
    optional_services_meta: [{ name: 'Gorro', name_eus: 'Txanoa', price: '5,00', multiple: 1 }],
  });

  /** A member enrols with two caps and starts paying: the order the bank will confirm. */
  async function enrolAndStart(lang: 'es' | 'eus') {
    const m = await memberWithToken(ctx, { preferredLanguage: lang, firstName: lang === 'eus' ? 'Miren' : 'Ane' });
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/enroll/do_enroll/',
      token: m.token,
      payload: { type: 0, slug_es: course.slug_es, variantIndex: 0, optional_services: [{ index: 0, quantity: 2 }] },
    });
    expect(res.body.data.payment_price).toBe(70);
    const pm = await call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${course.slug_es}`, token: m.token });
    const order = JSON.parse(Buffer.from(pm.body.data.sig.Ds_MerchantParameters, 'base64').toString()).DS_MERCHANT_ORDER as string;
    return { ...m, order };
  }

  it('confirms what was bought, mails it in the reader language with the PDF, and the PDF reads back', async () => {
    const m = await enrolAndStart('eus');
    const before = await call(app, { method: 'GET', url: `/api/v2/manage_payments/status/?order=${m.order}`, token: m.token });
    expect(before.body.data).toMatchObject({ state: 'pending', receipt_number: null });
    expect((await call(app, { method: 'GET', url: `/api/v2/manage_payments/receipt/?order=${m.order}`, token: m.token })).status).toBe(404);

    expect((await postNotification(app, bankNotification({ order: m.order, amount: 7000, response: '0000' }))).body).toBe('OK');
    const status = await call(app, { method: 'GET', url: `/api/v2/manage_payments/status/?order=${m.order}`, token: m.token });
    expect(status.body.data).toMatchObject({ state: 'paid', amount: 70, vat: 12.15, receipt_number: expect.stringMatching(/^R-\d{6}$/) });
    expect(status.body.data.items).toEqual([
      {
        title: { es: 'Cursillo de invierno', eus: 'Neguko ikastaroa' },
        person: `Miren ${m.user.lastName}`,
        details: [
          { es: 'Grupo: Fadura, martes y jueves, 17:00-18:00', eus: 'Taldea: Fadura, asteartea eta osteguna, 17:00-18:00' },
          { es: 'Empieza el 12 de enero de 2027', eus: 'Hasiera: 2027ko urtarrilaren 12a' },
        ],
        lines: [
          { es: 'Precio del curso', eus: 'Ikastaroaren prezioa', amountCents: 6000 },
          { es: 'Gorro × 2', eus: 'Txanoa × 2', amountCents: 1000 },
        ],
        amountCents: 7000,
      },
    ]);

    // The mail: in Basque to the payer, every line Basque, the receipt attached.
    const mail = await vi.waitFor(() => {
      const found = outbox.find((x) => x.to === m.user.email && x.subject.startsWith('Ordainketa jaso dugu'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.text).toContain('Neguko ikastaroa');
    expect(mail.text).toContain('Taldea: Fadura, asteartea eta osteguna, 17:00-18:00');
    expect(mail.text).toContain('Txanoa × 2');
    expect(mail.text).not.toContain('Cursillo');
    expect(mail.text).toContain('/mis-inscripciones');
    expect(mail.attachments?.[0]).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^ordainagiria-R-\d{6}\.pdf$/),
    });

    // The PDF, read back by an independent reader, in Spanish on request.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/v2/manage_payments/receipt/?order=${m.order}&lang=es`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(pdf.rawPayload);
    for (const expected of [
      ctx.config.CLUB_LEGAL_NAME,
      `NIF: ${ctx.config.CLUB_TAX_ID}`,
      status.body.data.receipt_number,
      'Cursillo de invierno',
      'Grupo: Fadura, martes y jueves, 17:00-18:00',
      'Empieza el 12 de enero de 2027',
      'Gorro × 2',
      'IVA (21 %) incluido',
      '12,15',
      '70,00',
      // The day in words, as every page and mail writes it.
      `Fecha: ${dayInWords(madridDate(ctx.now()), 'es')}`,
    ]) {
      expect(text).toContain(expected);
    }
    const eus = await readPdfText(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v2/manage_payments/receipt/?order=${m.order}`,
          headers: { authorization: `Bearer ${m.token}` },
        })
      ).rawPayload,
    );
    expect(eus).toContain('Ordainagiria');
    expect(eus).toContain(`Data: ${dayInWords(madridDate(ctx.now()), 'eus')}`);
    expect(eus).toContain('Neguko ikastaroa');

    // Another member may not read it (403); the history lists it with its receipt.
    const other = await memberWithToken(ctx);
    expect((await call(app, { method: 'GET', url: `/api/v2/manage_payments/receipt/?order=${m.order}`, token: other.token })).status).toBe(
      403,
    );
    const history = await call(app, { method: 'GET', url: '/api/v2/manage_payments/history', token: m.token });
    expect(history.body.data).toEqual([
      expect.objectContaining({ order: m.order, state: 'paid', amount: 70, receipt_number: status.body.data.receipt_number }),
    ]);
  });

  it('the office sees the receipt on the ledger and on the person page, with the concept in words, and opens its PDF', async () => {
    const m = await enrolAndStart('es');
    const admin = await createUser(ctx, { isGod: true });
    const adminToken = await createSession(ctx, admin.id);
    const ledgerRow = async () =>
      (
        (await call(app, { method: 'GET', url: `/api/admin/payments?person=${m.user.id}`, token: adminToken })).body.data.rows as {
          order: string;
          receipt_number: string | null;
        }[]
      ).find((r) => r.order === m.order);
    expect(await ledgerRow()).toMatchObject({ receipt_number: null });

    expect((await postNotification(app, bankNotification({ order: m.order, amount: 7000, response: '0000' }))).body).toBe('OK');
    const number = (await ledgerRow())?.receipt_number;
    expect(number).toMatch(/^R-\d{6}$/);

    const person = await call(app, { method: 'GET', url: `/api/admin/people/${m.user.id}`, token: adminToken });
    const paid = (person.body.data.payments as { order: string }[]).find((p) => p.order === m.order);
    expect(paid).toMatchObject({
      receipt_number: number,
      concept: { es: expect.stringContaining('Cursillo de invierno'), eus: expect.stringContaining('Neguko ikastaroa') },
    });

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/v2/manage_payments/receipt/?order=${m.order}&lang=es`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await readPdfText(pdf.rawPayload)).toContain(number!);
  });

  it('numbers receipts from one gapless series when many payments are booked at the same moment', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => enrolAndStart('es')));
    const before = await ctx.db.select({ n: receipts.number }).from(receipts);
    // Every booking at once, plus a refused (wrong amount) notification that must not burn a number.
    const replies = await Promise.all([
      ...members.map((m) => postNotification(app, bankNotification({ order: m.order, amount: 7000, response: '0000' }))),
      postNotification(app, bankNotification({ order: members[0]!.order, amount: 1, response: '0000' })),
    ]);
    expect(replies.slice(0, 12).every((r) => r.body === 'OK')).toBe(true);
    const numbers = (await ctx.db.select({ n: receipts.number }).from(receipts)).map((r) => r.n).sort((a, b) => a - b);
    const start = before.length + 1;
    expect(numbers).toEqual(Array.from({ length: before.length + 12 }, (_, i) => i + 1));
    expect(numbers.slice(-12)[0]).toBe(start);
  });
});
