import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { makeCourse, memberWithToken } from '../../test/activities-fixtures.js';
import { auditRowsOf, call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { bankNotification, postNotification } from '../payments/payments-test-kit.js';

/**
 * The office cancels a place a family paid by card («Abandonada», "¿Hay que devolver el
 * dinero?"), through HTTP: with "yes" the card payment owes the price back in the one ledger (row,
 * filter, totals, CSV) until the office marks it returned, and then the signup and the family's
 * payment history read it refunded; with "no" nothing is owed; the family is mailed in its own
 * language either way; a missing or bad answer changes nothing.
 */
describe('cancelling a paid place from the console', async () => {
  const { app, ctx, clock, outbox } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');
  const office = await createUser(ctx, { isGod: true });
  const officeToken = await createSession(ctx, office.id);
  const course = await makeCourse(ctx, {
    date: '2026-04-01',
    requires_card_payment: 1,
    price_guests: 30,
    translations: { title_es: 'Cursillo de verano', title_eus: 'Udako ikastaroa' },
  });

  /** A member who enrolled and paid 30 € by card: the ticket and the order that paid it. */
  const paidSignup = async (lang: 'es' | 'eus') => {
    const { user, token } = await memberWithToken(ctx, { preferredLanguage: lang });
    const enrolled = await call(app, {
      method: 'POST',
      url: '/api/v2/enroll/do_enroll/',
      token,
      payload: { type: 0, slug_es: course.slug_es },
    });
    const ticket = enrolled.body.data.ticketID as number;
    const pm = await call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${course.slug_es}`, token });
    const order = JSON.parse(Buffer.from(pm.body.data.sig.Ds_MerchantParameters, 'base64').toString()).DS_MERCHANT_ORDER as string;
    expect((await postNotification(app, bankNotification({ order, amount: 3000, response: '0000' }))).body).toBe('OK');
    return { user, token, ticket, order };
  };
  const setStatus = (ticket: number, payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: `/api/admin/signups/${ticket}/status`, token: officeToken, payload });
  const ledgerRow = async (order: string, query = '') => {
    const res = await call(app, { method: 'GET', url: `/api/admin/payments?${query}`, token: officeToken });
    expect(res.status).toBe(200);
    return {
      row: (res.body.data.rows as Record<string, any>[]).find((r) => r.order === order),
      totals: res.body.data.totals as { to_refund: number },
    };
  };
  const signupRow = async (ticket: number) => {
    const res = await call(app, { method: 'GET', url: `/api/admin/courses/${course.id}/signups`, token: officeToken });
    return (res.body.data as Record<string, any>[]).find((s) => s.ticketID === ticket)!;
  };
  const csvLine = async (order: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/export.csv?lang=es',
      headers: { authorization: `Bearer ${officeToken}` },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split(/\r?\n/);
    return { header: lines[0]!, line: lines.find((l) => l.includes(order))! };
  };
  const mailsTo = (email: string) => outbox.filter((m) => m.to === email);

  it('"yes": the ledger owes the price back until «Marcar devuelto»; then the signup and the history read refunded', async () => {
    const { user, token, ticket, order } = await paidSignup('es');
    expect((await signupRow(ticket)).payment_refund).toBeNull();
    const before = mailsTo(user.email).length;

    expect((await setStatus(ticket, { status: 4, refund: 1 })).body).toEqual({ success: 1, data: { ticketID: ticket, status: 4 } });

    const { row, totals } = await ledgerRow(order);
    expect(row).toMatchObject({ state: 'paid', amount: 30, overpaid: 0, to_refund: 30 });
    expect(row!.items).toEqual([
      { kind: 'course-signup', id: String(ticket), amount: 30, outcome: 'paid', refund: 'due', refund_reason: 'signup-cancelled' },
    ]);
    expect(totals.to_refund).toBeGreaterThanOrEqual(30);
    expect((await ledgerRow(order, 'state=to-refund')).row).toMatchObject({ to_refund: 30 });
    const { header, line } = await csvLine(order);
    // … Importe (€); Por devolver (€); Respuesta del banco (semicolons, as a Spanish Excel reads them)
    expect(header).toContain(';Importe (€);Por devolver (€);Respuesta del banco');
    expect(line).toMatch(/;30;30;Autorizado \(0000\)$/);
    expect((await signupRow(ticket)).payment_refund).toBe('due');
    // The payment event and its audit row name the reason.
    const audit = await auditRowsOf(ctx, 'payment', row!.id);
    expect(audit.map((a) => a.action)).toContain('payment.refund-due');

    const mail = mailsTo(user.email).slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Plaza anulada: Cursillo de verano');
    expect(mail[0]!.text).toContain('La oficina del club ha anulado tu plaza');
    expect(mail[0]!.text).toMatch(/Te devolveremos 30,00\s€ a la tarjeta/);

    // «Marcar devuelto» needs its note, then clears it.
    const refunded = await call(app, {
      method: 'POST',
      url: `/api/admin/payments/${row!.id}/refunded`,
      token: officeToken,
      payload: { note: 'Devuelto en el TPV virtual' },
    });
    expect(refunded.body).toMatchObject({ success: 1, data: { state: 'refunded' } });
    const after = await ledgerRow(order);
    expect(after.row).toMatchObject({ state: 'refunded', to_refund: 0 });
    expect(after.row!.items[0]).toMatchObject({ refund: 'refunded' });
    expect((await ledgerRow(order, 'state=to-refund')).row).toBeUndefined();
    expect((await signupRow(ticket)).payment_refund).toBe('refunded');
    const history = await call(app, { method: 'GET', url: '/api/v2/manage_payments/history/', token });
    const entry = (history.body.data as Record<string, any>[]).find((p) => p.order === order)!;
    expect(entry).toMatchObject({ state: 'refunded', amount: 30 });
    expect(entry.items.map((i: { refund: string | null }) => i.refund)).toEqual(['refunded']);
  });

  it('"no": no money is owed, and the family is told in Basque when that is their language', async () => {
    const { user, ticket, order } = await paidSignup('eus');
    expect((await setStatus(ticket, { status: 4, refund: 0 })).body.success).toBe(1);
    const { row } = await ledgerRow(order);
    expect(row).toMatchObject({ state: 'paid', to_refund: 0 });
    expect(row!.items[0]).toMatchObject({ refund: null, refund_reason: null });
    expect((await signupRow(ticket)).payment_refund).toBeNull();
    const mail = mailsTo(user.email).at(-1)!;
    expect(mail.subject).toBe('Plaza baliogabetua: Udako ikastaroa');
    expect(mail.text).toContain('plaza baliogabetu du');
    expect(mail.text).not.toContain('itzuliko');
  });

  it('"yes" in Basque says the refund; the one-minute undo withdraws what was owed', async () => {
    const { user, ticket, order } = await paidSignup('eus');
    expect((await setStatus(ticket, { status: 4, refund: 1 })).body.success).toBe(1);
    expect(mailsTo(user.email).at(-1)!.text).toMatch(/30,00\s€ itzuliko dizkizugu ordaindu zenuen txartelean/);
    expect((await ledgerRow(order)).row).toMatchObject({ to_refund: 30 });
    expect((await setStatus(ticket, { status: 1 })).body.success).toBe(1);
    expect((await ledgerRow(order)).row).toMatchObject({ state: 'paid', to_refund: 0 });
    expect((await signupRow(ticket)).payment_refund).toBeNull();
  });

  it('a missing or bad answer changes nothing: no money owed, no mail', async () => {
    const { user, ticket, order } = await paidSignup('es');
    const mails = mailsTo(user.email).length;
    expect((await setStatus(ticket, { status: 4 })).body).toMatchObject({ success: 0, code: 4 });
    for (const refund of [2, -1, 'yes', 'maybe', null, true]) {
      const res = await setStatus(ticket, { status: 4, refund });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(0);
    }
    expect((await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, ticket)))[0]).toMatchObject({
      status: 1,
      paymentStatus: 1,
    });
    expect((await ledgerRow(order)).row).toMatchObject({ state: 'paid', to_refund: 0 });
    expect(mailsTo(user.email)).toHaveLength(mails);
  });
});
