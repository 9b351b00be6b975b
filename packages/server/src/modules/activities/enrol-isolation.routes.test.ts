import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { familyLinks } from '../../db/schema/family.js';
import { call, createTestApp } from '../../test/helpers.js';
import { makeCourse, memberWithToken, uuid } from '../../test/activities-fixtures.js';

/**
 * Issue 14 point 3: one member cannot break other members' enrolments. Enrolments of one variant
 * that arrive together are stored in one transaction (seat-batcher.ts); a request whose data the
 * database refuses must fail alone, and the others of its batch are stored as if it were not there.
 */
describe('one poisoned enrolment among honest ones', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');

  const form = [{ id: 'nota', type: 'text' as const, label_es: 'Nota', label_eus: 'Oharra' }];
  const answer = (inputdata: string) => [{ id: 'nota', type: 'text', inputdata }];
  const enrol = (token: string, payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: '/api/v2/enroll/do_enroll/', token, payload: { type: 0, ...payload } });

  /** 20 honest members and one poisoned request, all at once; the poison sent in the middle. */
  async function rush(variant: number, poison: (slug: string) => Record<string, unknown>) {
    const c = await makeCourse(ctx, {
      date: '2026-04-01',
      has_variants: 1,
      signup_form_data: form,
      variants: [{ uuid: uuid(variant), poolID: 1, selected_days: [0], schedule: '9:00', max_seating: 15, price: '' }],
    });
    const honest = await Promise.all(Array.from({ length: 20 }, () => memberWithToken(ctx)));
    const villain = await memberWithToken(ctx);
    const sends = honest.map(
      (m, i) => () => enrol(m.token, { slug_es: c.slug_es, variant: uuid(variant), form_data: answer(`Hola ${i}`) }),
    );
    sends.splice(10, 0, () => enrol(villain.token, poison(c.slug_es)));
    const replies = await Promise.all(sends.map((send) => send()));
    const poisoned = replies.splice(10, 1)[0]!;
    const stored = await ctx.db
      .select()
      .from(courseSignups)
      .where(eq(courseSignups.variantId, uuid(variant)));
    return { c, honest, villain, replies, poisoned, stored };
  }

  it("the issue's 400 kB body (a NUL in form_data, 200,001 zeros under zz) is refused, and all 20 honest members get in", async () => {
    const { honest, villain, replies, poisoned, stored } = await rush(701, (slug_es) => ({
      slug_es,
      variant: uuid(701),
      form_data: answer('a\u0000b'),
      zz: new Array(200_001).fill(0),
    }));
    expect(poisoned.status).toBe(400);
    expect(poisoned.body).toMatchObject({ success: 0, code: 'validation', ext: 'body.form_data.0.inputdata: contains a NUL character' });
    expect(replies.filter((r) => r.status === 200 && r.body.success === 1)).toHaveLength(20);
    // Seats in arrival order as if the poison were not there: 15 seats, 5 waiting.
    expect(replies.map((r) => r.body.data?.status).filter((s) => s === 1)).toHaveLength(15);
    expect(replies.map((r) => r.body.data?.status).filter((s) => s === 3)).toHaveLength(5);
    expect(stored.map((s) => s.userId).sort()).toEqual(honest.map((m) => m.user.id).sort());
    expect(stored.some((s) => s.userId === villain.user.id)).toBe(false);
  });

  it('a value the database refuses (an unpaired surrogate in an answer) fails that enrolment alone: all 20 honest members get in', async () => {
    const { honest, villain, replies, poisoned, stored } = await rush(702, (slug_es) => ({
      slug_es,
      variant: uuid(702),
      form_data: answer('a\ud800b'),
    }));
    expect(poisoned.status).toBe(400);
    expect(poisoned.body).toMatchObject({ success: 0, ext: 'a value cannot be stored' });
    expect(replies.filter((r) => r.status === 200 && r.body.success === 1)).toHaveLength(20);
    expect(replies.map((r) => r.body.data?.status).filter((s) => s === 1)).toHaveLength(15);
    expect(stored.map((s) => s.userId).sort()).toEqual(honest.map((m) => m.user.id).sort());
    expect(stored.some((s) => s.userId === villain.user.id)).toBe(false);
  });

  it('a member who sends the enrolment twice at once is refused once (already signed up), and the others all get in', async () => {
    const c = await makeCourse(ctx, {
      date: '2026-04-01',
      has_variants: 1,
      signup_form_data: form,
      variants: [{ uuid: uuid(703), poolID: 1, selected_days: [0], schedule: '9:00', max_seating: 15, price: '' }],
    });
    const honest = await Promise.all(Array.from({ length: 20 }, () => memberWithToken(ctx)));
    const choice = { slug_es: c.slug_es, variant: uuid(703), form_data: answer('Hola') };
    const sends = honest.map((m) => () => enrol(m.token, choice));
    sends.splice(10, 0, () => enrol(honest[5]!.token, choice));
    const replies = await Promise.all(sends.map((send) => send()));
    expect(replies.filter((r) => r.body.success === 1)).toHaveLength(20);
    expect(replies.filter((r) => r.body.success === 0).map((r) => r.body.data.reasons)).toEqual([['AlreadySignedUp']]);
    const stored = await ctx.db
      .select()
      .from(courseSignups)
      .where(eq(courseSignups.variantId, uuid(703)));
    expect(stored.map((s) => s.userId).sort()).toEqual(honest.map((m) => m.user.id).sort());
  });

  it("the family enrolment refuses the issue's body too, storing nothing", async () => {
    const c = await makeCourse(ctx, { date: '2026-04-01', signup_form_data: form });
    const holder = await memberWithToken(ctx, { allowImpersonate: true });
    const child = await memberWithToken(ctx);
    await ctx.db.insert(familyLinks).values({ holderId: holder.user.id, personId: child.user.id, relation: 'child' });
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/extended_enroll/do_impersonated_enroll/',
      token: holder.token,
      payload: {
        type: 0,
        slug_es: c.slug_es,
        form_data: [{ userID: child.user.id, form_data: answer('a\u0000b') }],
        zz: new Array(200_001).fill(0),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.ext).toBe('body.form_data.0.form_data.0.inputdata: contains a NUL character');
    expect(
      await ctx.db
        .select()
        .from(courseSignups)
        .where(inArray(courseSignups.userId, [holder.user.id, child.user.id])),
    ).toEqual([]);
  });
});
