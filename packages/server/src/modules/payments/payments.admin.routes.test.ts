import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { paymentEvents } from '../../db/schema/payments.js';
import { makeCourse } from '../../test/activities-fixtures.js';
import { auditRowsOf, call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { bankNotification, ledger, postNotification, registerRecordingKind } from './payments-test-kit.js';
import { startCardPayment } from './payments.service.js';

/** The office's ledger, bank transfers and refunds, through HTTP, with their audit rows. */
let t: TestApp;
let token: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  registerRecordingKind('test-ledger');
  const admin = await createUser(t.ctx, { isGod: true });
  adminId = admin.id;
  token = await createSession(t.ctx, admin.id);
});

const auditOf = (entity: string, id: number) => auditRowsOf(t.ctx, entity, id);

describe('GET /api/admin/payments', () => {
  it('lists attempts with their notifications and verdicts, filtered by state, person, course and date', async () => {
    const payer = await createUser(t.ctx, { firstName: 'Itziar' });
    const start = async (ref: string) =>
      (await startCardPayment(t.ctx, { kind: 'test-ledger', ref, userId: payer.id, amountCents: 2500, description: 'x', lang: 'es' }))
        .order;
    const paid = await start('l-1');
    await postNotification(
      t.app,
      bankNotification({ order: paid, amount: 2500, response: '0000' }, Buffer.alloc(24, 7).toString('base64')),
    );
    await postNotification(t.app, bankNotification({ order: paid, amount: 2500, response: '0000' }));
    const denied = await start('l-2');
    await postNotification(t.app, bankNotification({ order: denied, amount: 2500, response: '0190' }));

    const q = async (query: string) => (await call(t.app, { method: 'GET', url: `/api/admin/payments?${query}`, token })).body.data;
    const mine = await q(`person=${payer.id}`);
    expect(mine.total).toBe(2);
    const [d, p] = mine.rows;
    expect(d).toMatchObject({
      order: denied,
      state: 'failed',
      ds_response: '0190',
      ds_response_key: 'sis.190',
      amount: 25,
      first_name: 'Itziar',
    });
    expect(p).toMatchObject({ order: paid, state: 'paid', ds_response: '0000', ds_response_key: 'authorised' });
    expect(p.notifications.map((n: { verdict: string; signature_ok: number }) => [n.verdict, n.signature_ok])).toEqual([
      ['bad-signature', 0],
      ['paid', 1],
    ]);
    // By a piece of the payer's name or e-mail, any case; a typed % is not a wildcard.
    expect((await q(`person=${encodeURIComponent('itZIAR')}`)).rows.map((r: { order: string }) => r.order).sort()).toEqual(
      [paid, denied].sort(),
    );
    expect(
      (await q(`person=${encodeURIComponent(payer.email.slice(0, 12))}&state=paid`)).rows.map((r: { order: string }) => r.order),
    ).toEqual([paid]);
    expect((await q(`person=${encodeURIComponent('%%')}`)).total).toBe(0);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/payments?person=x', token })).status).toBe(400);
    expect((await q(`person=${payer.id}&state=failed`)).rows.map((r: { order: string }) => r.order)).toEqual([denied]);
    expect((await q(`person=${payer.id}&from=2000-01-01&to=2000-01-02`)).total).toBe(0);

    const course = await makeCourse(t.ctx, { date: '2026-12-01' });
    const [s] = await t.ctx.db
      .insert(courseSignups)
      .values({ courseId: course.id, userId: payer.id, createdBy: payer.id, status: 1 })
      .returning();
    const { order: ticketOrder } = await startCardPayment(t.ctx, {
      kind: 'course-signup',
      ref: String(s!.id),
      userId: payer.id,
      amountCents: 1000,
      description: 'x',
      lang: 'es',
    });
    const byCourse = await q(`course=${course.id}`);
    expect(byCourse.rows).toMatchObject([
      { order: ticketOrder, course_id: course.id, items: [{ kind: 'course-signup', id: String(s!.id), amount: 10, outcome: null }] },
    ]);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/payments?state=lost', token })).status).toBe(400);
  });
});

describe('POST /api/admin/payments/:id/refunded', () => {
  it('marks a paid attempt refunded with a note, once', async () => {
    const payer = await createUser(t.ctx);
    const { order } = await startCardPayment(t.ctx, {
      kind: 'test-ledger',
      ref: 'r-1',
      userId: payer.id,
      amountCents: 900,
      description: 'x',
      lang: 'es',
    });
    const id = (await ledger(t.ctx, order)).id;
    const early = await call(t.app, { method: 'POST', url: `/api/admin/payments/${id}/refunded`, token, payload: { note: 'n' } });
    expect(early.body).toMatchObject({ success: 0, code: 1 });
    await postNotification(t.app, bankNotification({ order, amount: 900, response: '0000' }));
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/payments/${id}/refunded`,
      token,
      payload: { note: 'Baja por lesión' },
    });
    expect(res.body).toEqual({ success: 1, data: { id, state: 'refunded' } });
    expect((await ledger(t.ctx, order)).state).toBe('refunded');
    const events = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.id));
    expect(events.map((e) => e.type)).toEqual(['created', 'paid', 'refunded']);
    const audit = (await auditOf('payment', id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'payment.refunded',
      actorId: adminId,
      before: { state: 'paid' },
      after: { state: 'refunded', note: 'Baja por lesión' },
    });
    expect(
      (await call(t.app, { method: 'POST', url: `/api/admin/payments/${id}/refunded`, token, payload: { note: 'x' } })).body.code,
    ).toBe(1);
    expect((await call(t.app, { method: 'POST', url: `/api/admin/payments/${id}/refunded`, token, payload: {} })).status).toBe(400);
  });
});

describe('POST /api/admin/signups/:ticketID/transfer', () => {
  it('records the transfer of a signup waiting for it (status 1, payment status 1), and nothing else', async () => {
    const member = await createUser(t.ctx);
    const transferCourse = await makeCourse(t.ctx, { date: '2026-12-01', requires_bank_transfer: 1 });
    const cardCourse = await makeCourse(t.ctx, { date: '2026-12-01' });
    const insert = async (courseId: number, status: number) =>
      (
        await t.ctx.db
          .insert(courseSignups)
          .values({ courseId, userId: member.id, createdBy: member.id, status, priceCents: 4000 })
          .returning()
      )[0]!;
    const waiting = await insert(transferCourse.id, 0);
    const url = (id: number) => `/api/admin/signups/${id}/transfer`;
    const res = await call(t.app, { method: 'POST', url: url(waiting.id), token, payload: { note: 'Transferencia 12/11' } });
    expect(res.body).toEqual({ success: 1, data: { ticketID: waiting.id, status: 1, payment_status: 1 } });
    const [row] = await t.ctx.db.select().from(courseSignups).where(eq(courseSignups.id, waiting.id));
    expect(row).toMatchObject({ status: 1, paymentStatus: 1 });
    expect(row!.paidAt).not.toBeNull();
    const [a] = await auditOf('signup', waiting.id);
    expect(a).toMatchObject({
      action: 'signup.transfer',
      actorId: adminId,
      before: { status: 0, paymentStatus: 0 },
      after: { status: 1, paymentStatus: 1, note: 'Transferencia 12/11' },
    });
    expect((await call(t.app, { method: 'POST', url: url(waiting.id), token, payload: { note: 'x' } })).body.code).toBe(3);
    const card = await insert(cardCourse.id, 0);
    expect((await call(t.app, { method: 'POST', url: url(card.id), token, payload: { note: 'x' } })).body.code).toBe(2);
    expect((await call(t.app, { method: 'POST', url: url(99999999), token, payload: { note: 'x' } })).status).toBe(404);
    expect(await auditOf('signup', card.id)).toEqual([]);
  });
});
