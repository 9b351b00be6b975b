import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { activityEvents, courseSignups } from '../../db/schema/activities.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { makeCourse, memberWithToken, uuid } from '../../test/activities-fixtures.js';
import { listEvents } from './activities.repository.js';
import { markCourseSignupPaid } from './course-payments.service.js';
import { expireLapsedHolds, expireLapsedOffers, sendHoldReminders } from './waiting-list.service.js';

describe('seats, holds and the waiting list', async () => {
  const { app, ctx, clock, outbox } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');
  const admin = await createUser(ctx, { isGod: true });
  const adminToken = await createSession(ctx, admin.id);

  const enrol = (token: string, slug_es: string, variant?: string) =>
    call(app, { method: 'POST', url: '/api/v2/enroll/do_enroll/', token, payload: { type: 0, slug_es, variant } });
  const signup = async (id: number) => (await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, id)))[0]!;
  const setStatus = (ticket: number, status: number, token = adminToken) =>
    call(app, { method: 'POST', url: `/api/admin/signups/${ticket}/status`, token, payload: { status } });
  const seats = async (slug: string, variant: string) =>
    (await call(app, { method: 'POST', url: '/api/v2/courses/availability', payload: { slug, variant } })).body.data.seats;

  it('200 people enrolling at once in a variant of 5 seats: exactly 5 seats, 195 on the waiting list', { timeout: 120_000 }, async () => {
    const c = await makeCourse(ctx, {
      date: '2026-04-01',
      has_variants: 1,
      variants: [{ uuid: uuid(500), poolID: 1, selected_days: [0], schedule: '9:00', max_seating: 5, price: '' }],
    });
    const people = await Promise.all(Array.from({ length: 200 }, () => memberWithToken(ctx)));
    const replies = await Promise.all(people.map((p) => enrol(p.token, c.slug_es, uuid(500))));
    expect(replies.every((r) => r.status === 200 && r.body.success === 1)).toBe(true);
    const statuses = replies.map((r) => r.body.data.status as number);
    expect(statuses.filter((s) => s === 1).length).toBe(5);
    expect(statuses.filter((s) => s === 3).length).toBe(195);
    const rows = await ctx.db
      .select()
      .from(courseSignups)
      .where(eq(courseSignups.variantId, uuid(500)));
    expect(rows.filter((r) => r.status === 1).length).toBe(5);
    expect(rows.length).toBe(200);
    // Each reply is its own person's ticket with the status stored, and each ticket has its one
    // 'signup-created' log row by that person (written with the batch's signups in one statement).
    const byId = new Map(rows.map((r) => [r.id, r]));
    replies.forEach((r, i) => {
      expect(byId.get(r.body.data.ticketID)).toMatchObject({
        userId: people[i]!.user.id,
        createdBy: people[i]!.user.id,
        status: statuses[i],
      });
    });
    const logged = await ctx.db
      .select()
      .from(activityEvents)
      .where(inArray(activityEvents.signupId, [...byId.keys()]));
    expect(logged.length).toBe(200);
    for (const e of logged) {
      const s = byId.get(e.signupId!)!;
      expect(e).toMatchObject({
        type: 'signup-created',
        actorId: s.userId,
        courseId: s.courseId,
        detail: { status: s.status, payment_status: s.paymentStatus, price_cents: 0 },
      });
      expect(e.at).toEqual(s.createdAt);
    }
    expect(await seats(c.slug_es, uuid(500))).toBe(-195);
    expect(outbox.filter((m) => m.subject.startsWith('En lista de espera')).length).toBeGreaterThanOrEqual(195);
  });

  it('an office-freed seat goes to the first of the waiting list (free course: seated at once)', async () => {
    const c = await makeCourse(ctx, {
      date: '2026-04-01',
      has_variants: 1,
      variants: [{ uuid: uuid(501), poolID: 2, selected_days: [1], schedule: '9:00', max_seating: 1, price: '' }],
    });
    const [a, b, d] = await Promise.all([memberWithToken(ctx), memberWithToken(ctx), memberWithToken(ctx)]);
    const ta = (await enrol(a.token, c.slug_es, uuid(501))).body.data.ticketID;
    clock.advance(1000);
    const tb = (await enrol(b.token, c.slug_es, uuid(501))).body.data.ticketID;
    clock.advance(1000);
    const td = (await enrol(d.token, c.slug_es, uuid(501))).body.data.ticketID;
    expect([(await signup(tb)).status, (await signup(td)).status]).toEqual([3, 3]);
    // Members may not touch the office calls.
    expect((await setStatus(ta, 4, a.token)).status).toBe(403);
    expect((await call(app, { method: 'POST', url: `/api/admin/signups/${ta}/status`, payload: { status: 4 } })).status).toBe(401);
    const res = await setStatus(ta, 4);
    expect(res.body).toEqual({ success: 1, data: { ticketID: ta, status: 4 } });
    expect((await signup(tb)).status).toBe(1);
    expect((await signup(td)).status).toBe(3);
    expect((await listEvents(ctx.db, ta)).at(-1)).toMatchObject({ type: 'status-changed', actorId: admin.id, detail: { from: 1, to: 4 } });
    expect((await listEvents(ctx.db, tb)).at(-1)).toMatchObject({ type: 'seat-offered', actorId: null, detail: { from: 3, to: 1 } });
    const mail = outbox.at(-1)!;
    expect(mail.to).toBe(b.user.email);
    expect(mail.subject).toContain('Plaza disponible');
    expect((await setStatus(999999, 1)).status).toBe(404);
    expect((await setStatus(ta, 9)).status).toBe(400);
  });

  it('a lapsed card hold: one reminder, then abandoned, and the seat offered with a time limit', async () => {
    const c = await makeCourse(ctx, {
      date: '2026-04-01',
      requires_card_payment: 1,
      price_guests: 30,
      has_variants: 1,
      variants: [{ uuid: uuid(502), poolID: 1, selected_days: [2], schedule: '9:00', max_seating: 1, price: '' }],
    });
    const [a, b, d] = await Promise.all([memberWithToken(ctx), memberWithToken(ctx, { preferredLanguage: 'eus' }), memberWithToken(ctx)]);
    const ta = (await enrol(a.token, c.slug_es, uuid(502))).body.data.ticketID;
    clock.advance(1000);
    const tb = (await enrol(b.token, c.slug_es, uuid(502))).body.data.ticketID;
    clock.advance(1000);
    const td = (await enrol(d.token, c.slug_es, uuid(502))).body.data.ticketID;
    expect((await signup(ta)).status).toBe(0);
    expect((await signup(tb)).status).toBe(3);

    clock.advance(10 * 60_000);
    expect(await sendHoldReminders(ctx)).toBe(0);
    clock.advance(10 * 60_000); // 20 minutes: two thirds of the 30-minute hold
    const before = outbox.length;
    expect(await sendHoldReminders(ctx)).toBe(1);
    expect(await sendHoldReminders(ctx)).toBe(0);
    expect(outbox.length).toBe(before + 1);
    expect(outbox.at(-1)!).toMatchObject({ to: a.user.email, subject: expect.stringContaining('Recuerda completar el pago') });
    // A reminder with the deadline, the day written as people write it (issue 20, point 4).
    expect(outbox.at(-1)!.text).toMatch(/reservada hasta el \d{1,2} de [a-z]+ de 2026, \d{2}:\d{2}/);

    clock.advance(11 * 60_000);
    expect(await expireLapsedHolds(ctx)).toBe(1);
    expect((await signup(ta)).status).toBe(4);
    const offered = await signup(tb);
    expect(offered.status).toBe(0);
    expect(offered.offerExpiresAt!.getTime()).toBe(clock.now().getTime() + 24 * 3_600_000);
    expect(outbox.at(-1)!).toMatchObject({ to: b.user.email, subject: expect.stringContaining('Plaza libre') });
    expect((await signup(td)).status).toBe(3);
    // The offered person can pay now.
    const pm = await call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${c.slug_es}`, token: b.token });
    expect(pm.body.success).toBe(1);
    // A lapsed ticket is not payable any more: 404 (no live signup).
    expect(
      (await call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${c.slug_es}`, token: a.token })).status,
    ).toBe(404);

    // The bank confirms A's payment after the lapse, with no seat free: status 2 for the office.
    await ctx.db.transaction(async (tx) => markCourseSignupPaid(tx as unknown as Db, String(ta), clock.now()));
    expect(await signup(ta)).toMatchObject({ status: 2, paymentStatus: 1 });

    // B does not take the offer in time: the next one is offered.
    clock.advance(24 * 3_600_000 + 1000);
    expect(await expireLapsedOffers(ctx)).toBe(1);
    expect((await signup(tb)).status).toBe(4);
    expect((await signup(td)).status).toBe(0);
    expect(outbox.at(-1)!.to).toBe(d.user.email);
    await ctx.db.transaction(async (tx) => markCourseSignupPaid(tx as unknown as Db, String(td), clock.now()));
    expect(await signup(td)).toMatchObject({ status: 1, paymentStatus: 1, offerExpiresAt: null });
  });

  it('a payment started at the end of a hold gets ten minutes, never more than twice the hold', async () => {
    const c = await makeCourse(ctx, { date: '2026-04-01', requires_card_payment: 1, price_guests: 30 });
    const a = await memberWithToken(ctx);
    const ta = (await enrol(a.token, c.slug_es)).body.data.ticketID;
    const start = clock.now().getTime();
    const pay = () => call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${c.slug_es}`, token: a.token });
    clock.advance(5 * 60_000);
    await pay();
    expect((await signup(ta)).holdExpiresAt!.getTime()).toBe(start + 30 * 60_000);
    clock.advance(23 * 60_000);
    await pay();
    expect((await signup(ta)).holdExpiresAt!.getTime()).toBe(start + 38 * 60_000);
    clock.advance(9 * 60_000);
    await pay();
    clock.advance(9 * 60_000);
    await pay();
    clock.advance(9 * 60_000);
    await pay();
    expect((await signup(ta)).holdExpiresAt!.getTime()).toBe(start + 60 * 60_000);
    clock.advance(6 * 60_000);
    expect((await pay()).body).toEqual({ success: 0, code: 3 });
  });

  it('a payment confirmed after the hold lapsed keeps the seat when one is free', async () => {
    const c = await makeCourse(ctx, {
      date: '2026-04-01',
      requires_card_payment: 1,
      price_guests: 30,
      has_variants: 1,
      variants: [{ uuid: uuid(503), poolID: 1, selected_days: [2], schedule: '9:00', max_seating: 2, price: '' }],
    });
    const a = await memberWithToken(ctx);
    const ta = (await enrol(a.token, c.slug_es, uuid(503))).body.data.ticketID;
    clock.advance(31 * 60_000);
    await expireLapsedHolds(ctx);
    expect((await signup(ta)).status).toBe(4);
    await ctx.db.transaction(async (tx) => markCourseSignupPaid(tx as unknown as Db, String(ta), clock.now()));
    expect(await signup(ta)).toMatchObject({ status: 1, paymentStatus: 1 });
  });

  it('office calls: create, edit (more seats promote the waiting list), list signups, refuse bad edits', async () => {
    const body = {
      translations: { title_es: 'Cursillo de Pascua', title_eus: 'Aste Santuko ikastaroa' },
      date: '2026-04-06',
      has_variants: 1,
      variants: [{ poolID: 1, selected_days: [0, 1, 2, 3], schedule: '10:00-11:00', max_seating: 1, price: '20,00' }],
      signup_form_data: [{ id: 'note', type: 'text', label_es: 'Observaciones' }],
    };
    const created = await call(app, { method: 'POST', url: '/api/admin/courses', token: adminToken, payload: body });
    expect(created.body).toEqual({ success: 1, data: { id: expect.any(Number), slug_es: 'cursillo-de-pascua' } });
    const again = await call(app, { method: 'POST', url: '/api/admin/courses', token: adminToken, payload: body });
    expect(again.body).toMatchObject({ success: 0, code: 1 });
    const details = (await call(app, { method: 'GET', url: '/api/v2/courses/details/?slug=cursillo-de-pascua' })).body.data;
    const variantId = details.variants[0].uuid as string;

    const [a, b] = await Promise.all([memberWithToken(ctx), memberWithToken(ctx)]);
    const form = [{ id: 'note', type: 'text', inputdata: 'Zurda' }];
    const ta = (
      await call(app, {
        method: 'POST',
        url: '/api/v2/enroll/do_enroll/',
        token: a.token,
        payload: { type: 0, slug_es: 'cursillo-de-pascua', variant: variantId, form_data: form },
      })
    ).body.data.ticketID;
    const tb = (await enrol(b.token, 'cursillo-de-pascua', variantId)).body.data.ticketID;
    expect((await signup(tb)).status).toBe(3);

    const id = created.body.data.id as number;
    const edited = { ...details, variants: [{ ...details.variants[0], max_seating: 2 }] };
    const put = await call(app, { method: 'PUT', url: `/api/admin/courses/${id}`, token: adminToken, payload: edited });
    expect(put.body).toEqual({ success: 1, data: { id, slug_es: 'cursillo-de-pascua' } });
    expect((await signup(tb)).status).toBe(1);

    const removeVariant = await call(app, {
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      token: adminToken,
      payload: { ...details, variants: [] },
    });
    expect(removeVariant.body).toMatchObject({ success: 0, code: 2 });
    expect((await call(app, { method: 'PUT', url: '/api/admin/courses/999999', token: adminToken, payload: edited })).status).toBe(404);
    const badCover = await call(app, {
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      token: adminToken,
      payload: { ...edited, cover_file_id: 999999 },
    });
    expect(badCover.status).toBe(400);

    const list = await call(app, { method: 'GET', url: `/api/admin/courses/${id}/signups`, token: adminToken });
    expect(list.body.data.map((s: { ticketID: number }) => s.ticketID)).toEqual([ta, tb]);
    expect(list.body.data[0]).toMatchObject({
      user_id: a.user.id,
      first_name: 'Ane',
      variant: variantId,
      status: 1,
      // Priced, but paid neither by card nor by transfer: seated, the office charges it (payment status 0).
      payment_status: 0,
      payment_price: 20,
      form_answers: [expect.objectContaining({ id: 'note', inputdata: 'Zurda' })],
    });
    expect((await call(app, { method: 'GET', url: '/api/admin/courses/999999/signups', token: adminToken })).status).toBe(404);

    // A ticket re-opened while the person holds another live one for the course: code 3.
    await setStatus(ta, 4);
    const ta2 = (await enrol(a.token, 'cursillo-de-pascua', variantId)).body.data.ticketID;
    expect(ta2).not.toBe(ta);
    expect((await setStatus(ta, 1)).body).toMatchObject({ success: 0, code: 3 });
    const live = await ctx.db
      .select()
      .from(courseSignups)
      .where(and(eq(courseSignups.userId, a.user.id), eq(courseSignups.status, 1)));
    expect(live.map((s) => s.id)).toEqual([ta2]);
  });
});
