import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { examBookings, examSlots } from '../../db/schema/requests.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';

/**
 * The office edits and removes exam slots through HTTP: never below (or away from) their bookings,
 * each change under the slot's lock, so a booking of the last place and a shrink or removal
 * racing for it never both succeed.
 */
describe('exam slots: edit and removal', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-10-05T09:00:00Z');
  const office = await createUser(ctx, { isGod: true });
  const officeToken = await createSession(ctx, office.id);
  let memberCount = 0;
  const newMember = async () => {
    memberCount += 1;
    const m = await createUser(ctx, {
      firstName: `Kide${memberCount}`,
      memberId: 40000 + memberCount,
      gibkeMembershipState: 1,
      genre: 1,
      dateOfBirth: '1990-01-01',
    });
    return { id: m.id, token: await createSession(ctx, m.id) };
  };
  const book = (m: { id: number; token: string }, date: string, time: string) =>
    call(app, {
      method: 'POST',
      url: '/api/v2/member_requests/medical_exam_schedule/',
      token: m.token,
      payload: { user_id: m.id, date, time },
    });
  const addSlot = async (date: string, time: string, places: number) =>
    (await call(app, { method: 'POST', url: '/api/admin/medical-exam/slots', token: officeToken, payload: { date, time, places } })).body
      .data.id as number;
  const edit = (id: number | string, payload: Record<string, unknown>) =>
    call(app, { method: 'PATCH', url: `/api/admin/medical-exam/slots/${id}`, token: officeToken, payload });
  const remove = (id: number | string, token = officeToken) =>
    call(app, { method: 'DELETE', url: `/api/admin/medical-exam/slots/${id}`, token });
  const slotRow = async (id: number) => (await ctx.db.select().from(examSlots).where(eq(examSlots.id, id)))[0] ?? null;
  const auditCount = async (action: string) =>
    (await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

  it('removes a slot nobody booked, audited; refuses one with bookings naming how many', async () => {
    const empty = await addSlot('2026-10-20', '09:00', 3);
    expect((await remove(empty)).body).toEqual({ success: 1, data: { id: empty, deleted: 1 } });
    expect(await slotRow(empty)).toBeNull();
    expect(await auditCount('exam-slot.delete')).toBe(1);
    expect((await remove(empty)).status).toBe(404);
    expect((await remove('abc')).status).toBe(400);
    const member = await newMember();
    expect((await remove(empty, member.token)).status).toBe(403);

    const booked = await addSlot('2026-10-20', '09:20', 3);
    expect((await book(member, '2026-10-20', '09:20')).body.success).toBe(1);
    const res = await remove(booked);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 0, code: 3, ext: '1' });
    expect(await slotRow(booked)).toMatchObject({ places: 3, booked: 1 });
    expect(await auditCount('exam-slot.delete')).toBe(1);
  });

  it('changes the places, never below the bookings (code 3 with how many) nor to a non-positive or absurd number', async () => {
    const id = await addSlot('2026-10-21', '10:00', 2);
    const a = await newMember();
    const b = await newMember();
    expect((await book(a, '2026-10-21', '10:00')).body.success).toBe(1);
    expect((await book(b, '2026-10-21', '10:00')).body.success).toBe(1);
    expect((await edit(id, { places: 5 })).body).toEqual({
      success: 1,
      data: { id, date: '2026-10-21', time: '10:00', places: 5, booked: 2, places_left: 3 },
    });
    expect(await auditCount('exam-slot.places')).toBe(1);
    expect((await edit(id, { places: 1 })).body).toMatchObject({ success: 0, code: 3, ext: '2' });
    expect((await edit(id, { places: 2 })).body).toMatchObject({ success: 1, data: { places: 2, places_left: 0 } });
    for (const places of [0, -4, 501, 2.5, 'abc']) {
      const res = await edit(id, { places });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('places');
    }
    expect(await slotRow(id)).toMatchObject({ places: 2, booked: 2 });
    expect((await edit(999999, { places: 3 })).status).toBe(404);
  });

  it('never lets bookings of the last place and a removal or a shrink all succeed when they race', async () => {
    for (let round = 0; round < 4; round++) {
      const time = `1${round}:00`;
      // One place taken, one left: the rush and the office's change race for it.
      const id = await addSlot('2026-10-22', time, 2);
      expect((await book(await newMember(), '2026-10-22', time)).body.success).toBe(1);
      const rush = await Promise.all(Array.from({ length: 4 }, () => newMember()));
      const shrink = round % 2 === 0;
      const [office, ...answers] = await Promise.all([
        shrink ? edit(id, { places: 1 }) : remove(id),
        ...rush.map((m) => book(m, '2026-10-22', time)),
      ]);
      const booked = answers.filter((r) => r.body.success === 1).length;
      expect(booked).toBeLessThanOrEqual(1);
      const row = await slotRow(id);
      const inDb = (await ctx.db.select({ n: count() }).from(examBookings).where(eq(examBookings.slotId, id)))[0]!.n;
      if (shrink) {
        // Either the shrink won (no booking got the place) or a booking did (the shrink refused, code 3).
        if (office!.body.success === 1) {
          expect(booked).toBe(0);
          expect(row).toMatchObject({ places: 1, booked: 1 });
        } else {
          expect(office!.body).toMatchObject({ code: 3, ext: '2' });
          expect(booked).toBe(1);
          expect(row).toMatchObject({ places: 2, booked: 2 });
        }
      } else {
        // The slot had a booking already: the removal is always refused, and at most one more place is taken.
        expect(office!.body).toMatchObject({ success: 0, code: 3 });
        expect(booked).toBe(1);
        expect(row).toMatchObject({ places: 2, booked: 2 });
      }
      expect(inDb).toBe(row!.booked);
    }
  });

  it('never lets a removal of an empty last-place slot and a booking of it both succeed', async () => {
    for (let round = 0; round < 4; round++) {
      const time = `1${round}:30`;
      const id = await addSlot('2026-10-23', time, 1);
      const rush = await Promise.all(Array.from({ length: 3 }, () => newMember()));
      const [office, ...answers] = await Promise.all([remove(id), ...rush.map((m) => book(m, '2026-10-23', time))]);
      const booked = answers.filter((r) => r.body.success === 1).length;
      const row = await slotRow(id);
      if (office!.body.success === 1) {
        expect(booked).toBe(0);
        expect(row).toBeNull();
      } else {
        expect(office!.body).toMatchObject({ code: 3, ext: '1' });
        expect(booked).toBe(1);
        expect(row).toMatchObject({ places: 1, booked: 1 });
      }
      // Every refused booking got an answer of the catalogue, never a server error.
      expect(answers.every((a) => a.status === 200)).toBe(true);
    }
  });
});
