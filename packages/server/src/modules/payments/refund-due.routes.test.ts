import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { recordRefundDue } from './index.js';
import { startCardPayment } from './payments.service.js';
import { bankNotification, ledger, postNotification, registerRecordingKind } from './payments-test-kit.js';

/**
 * recordRefundDue works for any payable kind (a licence, an exam, a sports card...): the attempt
 * that paid the item owes its price back, once per item, seen by the office through HTTP; in an
 * attempt that paid several items only that item's share is owed and marked returned.
 */
describe('recordRefundDue for any payable kind', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');
  registerRecordingKind('licence');
  registerRecordingKind('medical-exam');
  const office = await createUser(ctx, { isGod: true });
  const officeToken = await createSession(ctx, office.id);
  const payer = await createUser(ctx);
  const row = async (order: string) => {
    const res = await call(app, { method: 'GET', url: '/api/admin/payments', token: officeToken });
    return (res.body.data.rows as Record<string, any>[]).find((r) => r.order === order)!;
  };
  const owe = (kind: string, ref: string) =>
    ctx.db.transaction((tx) =>
      recordRefundDue(tx as unknown as Db, {
        kind,
        ref,
        reason: 'request-rejected',
        actor: { id: office.id, email: office.email },
        at: ctx.now(),
      }),
    );

  it('a licence and an exam paid together: rejecting the licence owes its share, once; «Marcar devuelto» returns only that', async () => {
    const { order } = await startCardPayment(ctx, {
      kind: 'licence',
      ref: 'L-7',
      userId: payer.id,
      amountCents: 5500,
      description: 'Licencia y reconocimiento',
      lang: 'es',
      items: [
        { kind: 'licence', id: 'L-7', amountCents: 3500 },
        { kind: 'medical-exam', id: 'E-3', amountCents: 2000 },
      ],
    });
    // Nothing paid yet: nothing is owed.
    expect(await owe('licence', 'L-7')).toBeNull();
    await postNotification(app, bankNotification({ order, amount: 5500, response: '0000' }));

    expect(await owe('licence', 'L-7')).toMatchObject({ order, amountCents: 3500, isNew: true });
    expect(await owe('licence', 'L-7')).toMatchObject({ order, amountCents: 3500, isNew: false });
    expect(await owe('licence', 'nobody')).toBeNull();
    expect(await ledger(ctx, order)).toMatchObject({ state: 'paid', refundDueCents: 3500, returnedCents: 0 });
    const due = await row(order);
    expect(due).toMatchObject({ state: 'paid', to_refund: 35 });
    expect(due.items).toEqual([
      { kind: 'licence', id: 'L-7', amount: 35, outcome: 'paid', refund: 'due', refund_reason: 'request-rejected' },
      { kind: 'medical-exam', id: 'E-3', amount: 20, outcome: 'paid', refund: null, refund_reason: null },
    ]);

    // «Marcar devuelto» requires its note.
    const noNote = await call(app, { method: 'POST', url: `/api/admin/payments/${due.id}/refunded`, token: officeToken, payload: {} });
    expect(noNote.status).toBe(400);
    expect((await row(order)).to_refund).toBe(35);
    const marked = await call(app, {
      method: 'POST',
      url: `/api/admin/payments/${due.id}/refunded`,
      token: officeToken,
      payload: { note: 'Licencia rechazada: devuelta' },
    });
    expect(marked.body).toMatchObject({ success: 1, data: { state: 'paid' } });
    const after = await row(order);
    expect(after).toMatchObject({ state: 'paid', to_refund: 0 });
    expect(after.items.map((i: { refund: string | null }) => i.refund)).toEqual(['refunded', null]);
    // A later rejection of the exam owes its share again, on the same attempt.
    expect(await owe('medical-exam', 'E-3')).toMatchObject({ amountCents: 2000, isNew: true });
    expect(await row(order)).toMatchObject({ to_refund: 20 });
    const rest = await call(app, {
      method: 'POST',
      url: `/api/admin/payments/${due.id}/refunded`,
      token: officeToken,
      payload: { note: 'Examen también' },
    });
    // With the licence already returned, the exam is the rest of the attempt: all of it went back.
    expect(rest.body).toMatchObject({ success: 1, data: { state: 'refunded' } });
    expect(await row(order)).toMatchObject({ state: 'refunded', to_refund: 0 });
    // A refunded attempt owes nothing more.
    expect(await owe('licence', 'L-7')).toBeNull();
  });
});
