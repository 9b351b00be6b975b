import { dniOf } from '@club/domain/shared/spanish-id.rules';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/auth.js';
import { makeCourse, uuid } from '../../test/activities-fixtures.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';

/**
 * Image consent that can be refused (issue 20, point 2) and the DNI/NIE check letter (point 8),
 * through HTTP: a free yes/no `image_use` per person with its date, in auth/ping and each
 * sysProfile; add_user, create_impersonated_user, update_user and set_image_use take it; refusing
 * blocks nothing; the office sees it in people and signups.
 */
describe('image use and the DNI/NIE letter', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-11-24T17:00:00Z');
  const holder = async () => {
    const user = await createUser(ctx, { allowImpersonate: true, personId: dniOf('71234567') });
    return { user, token: await createSession(ctx, user.id) };
  };
  const post = (url: string, token: string, payload: Record<string, unknown>) => call(app, { method: 'POST', url, token, payload });
  const child = (over: Record<string, unknown> = {}) => ({
    firstname: 'Maddi',
    lastname: 'Lasa Urrutia',
    date_of_birth: '2018-09-03',
    acceptTerms: true,
    authPictures: true,
    ...over,
  });
  const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('adds a child whose images may not be used, dated, and reads it back in the sysProfile', async () => {
    const h = await holder();
    for (const path of ['/api/v3/delegated_acct/add_user/', '/api/v2/extended_enroll/create_impersonated_user/']) {
      const res = await post(path, h.token, child({ image_use: 0 }));
      expect(res.body.success).toBe(1);
      expect(res.body.data.sysProfile).toMatchObject({ image_use: 0, image_use_date: '2026-11-24T17:00:00.000Z' });
    }
    const yes = await post('/api/v3/delegated_acct/add_user/', h.token, child({ firstname: 'Ibai', image_use: '1' }));
    expect(yes.body.data.sysProfile).toMatchObject({ image_use: 1, image_use_date: '2026-11-24T17:00:00.000Z' });
    // Not said (an older client): "no", never asked.
    const unsaid = await post('/api/v3/delegated_acct/add_user/', h.token, child({ firstname: 'Nora' }));
    expect(unsaid.body.data.sysProfile).toMatchObject({ image_use: 0, image_use_date: null });
    const list = await call(app, { method: 'GET', url: '/api/v3/delegated_acct/users', token: h.token });
    expect(list.body.data.map((u: { sysProfile: { image_use: number } }) => u.sysProfile.image_use)).toEqual([0, 0, 1, 0]);
  });

  it('changes the choice later (set_image_use, update_user), dated when it changes, and auth/ping shows it', async () => {
    const h = await holder();
    const kid = (await post('/api/v3/delegated_acct/add_user/', h.token, child({ image_use: 1 }))).body.data;
    clock.advance(60_000);
    const set = await post('/api/v3/delegated_acct/set_image_use/', h.token, { user_id: kid.id, image_use: 0 });
    expect(set.body).toEqual({ success: 1, data: { image_use: 0, image_use_date: '2026-11-24T17:01:00.000Z' } });
    clock.advance(60_000);
    // The same choice again keeps its date.
    await post('/api/v3/delegated_acct/set_image_use/', h.token, { user_id: kid.id, image_use: 0 });
    expect((await rowOf(kid.id)).imageUseDate!.toISOString()).toBe('2026-11-24T17:01:00.000Z');
    // Each answer is kept in the audit log, by whom: the consent's history, not only its last date.
    const answers = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(kid.id)), eq(auditLog.action, 'person.image-use')))
      .orderBy(auditLog.id);
    expect(answers.map((a) => [a.actorId, (a.after as { imageUse: number }).imageUse])).toEqual([
      [h.user.id, 1],
      [h.user.id, 0],
    ]);

    // update_user of the holder: the data review takes image_use; refusing saves like accepting.
    const me = await rowOf(h.user.id);
    const review = {
      user_id: me.id,
      first_name: me.firstName,
      last_name: me.lastName,
      person_id: me.personId,
      phone: me.phone,
      genre: 0,
      date_of_birth: me.dateOfBirth,
      address: me.address,
      city: me.city,
      zipcode: me.zipcode,
      country: me.country,
      image_use: 0,
    };
    expect((await post('/api/v3/delegated_acct/update_user', h.token, review)).body.success).toBe(1);
    const ping = await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: h.token });
    expect(ping.body.data).toMatchObject({ image_use: 0, image_use_date: '2026-11-24T17:02:00.000Z' });
    expect((await post('/api/v3/delegated_acct/update_user', h.token, { ...review, image_use: 1 })).body.success).toBe(1);
    expect((await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: h.token })).body.data.image_use).toBe(1);
  });

  it('refuses a bad image_use with a clear 4xx or code and changes nothing', async () => {
    const h = await holder();
    const kid = (await post('/api/v3/delegated_acct/add_user/', h.token, child({ image_use: 1 }))).body.data;
    const before = await rowOf(kid.id);
    expect((await post('/api/v3/delegated_acct/set_image_use/', h.token, { user_id: kid.id, image_use: 2 })).status).toBe(400);
    expect((await post('/api/v3/delegated_acct/set_image_use/', h.token, { user_id: kid.id, image_use: 'yes' })).status).toBe(400);
    // An unchosen form value ('') is a broken rule of the form: code 2 naming the field.
    const empty = await post('/api/v3/delegated_acct/add_user/', h.token, child({ firstname: 'Eneko', image_use: '' }));
    expect(empty.body).toMatchObject({ success: 0, code: 2 });
    expect(String(empty.body.ext)).toContain('image_use');
    expect(await rowOf(kid.id)).toEqual(before);
    // Another family's person: 403.
    const other = await holder();
    expect((await post('/api/v3/delegated_acct/set_image_use/', other.token, { user_id: kid.id, image_use: 0 })).status).toBe(403);
    expect(await rowOf(kid.id)).toEqual(before);
  });

  it('refuses a DNI or NIE with a wrong check letter on every form, and keeps passports to the 5-character rule', async () => {
    const h = await holder();
    const bad = await post('/api/v3/delegated_acct/add_user/', h.token, child({ person_id: '12345678A', image_use: 0 }));
    expect(bad.body).toMatchObject({ success: 0, code: 2 });
    expect(String(bad.body.ext)).toContain('validation.person_id_letter');
    const badNie = await post('/api/v3/delegated_acct/add_user/', h.token, child({ person_id: 'X1234567A', image_use: 0 }));
    expect(String(badNie.body.ext)).toContain('validation.person_id_letter');
    for (const good of ['12345678Z', 'x1234567l', 'PAA123456', 'AB12345']) {
      const res = await post('/api/v3/delegated_acct/add_user/', h.token, child({ person_id: good, image_use: 0 }));
      expect(res.body.success).toBe(1);
    }
    const signup = await call(app, {
      method: 'POST',
      url: '/api/v2/myaccount/register/',
      payload: {
        identity: 'nerea.letra@example.com',
        password: 'secreto123',
        firstName: 'Nerea',
        surname: 'Olabarria',
        date_of_birth: '1980-01-01',
        person_id: '78901234A',
        phone: '600111222',
        address: 'Kale Nagusia 12',
        city: 'Getxo',
        zipcode: '48990',
        terms: true,
      },
    });
    expect(signup.status).toBeLessThan(500);
    expect(JSON.stringify(signup.body)).toContain('person_id');
    expect((await ctx.db.select().from(users).where(eq(users.email, 'nerea.letra@example.com'))).length).toBe(0);
  });

  it("shows the office each person's choice in people and in a course's signups", async () => {
    const admin = await createUser(ctx, { isGod: true });
    const adminToken = await createSession(ctx, admin.id);
    const h = await holder();
    const kid = (await post('/api/v3/delegated_acct/add_user/', h.token, child({ image_use: 1 }))).body.data;
    const person = await call(app, { method: 'GET', url: `/api/admin/people/${h.user.id}`, token: adminToken });
    const member = person.body.data.family.members.find((m: { id: number }) => m.id === kid.id);
    expect(member).toMatchObject({ image_use: 1, image_use_date: expect.stringMatching(/^2026-11-24T17:/) });
    expect(person.body.data.person).toMatchObject({ image_use: 0, image_use_date: null });

    const course = await makeCourse(ctx, {
      date: '2027-01-12',
      requires_card_payment: 0,
      price_guests: 0,
      has_variants: 1,
      variants: [{ uuid: uuid(9201), poolID: 1, selected_days: [1], schedule: '17:00-18:00', max_seating: 5, price: '' }],
    });
    await call(app, {
      method: 'POST',
      url: '/api/v2/extended_enroll/do_impersonated_enroll/',
      token: h.token,
      payload: { type: 0, slug_es: course.slug_es, slug_en: 'x', form_data: [{ userID: kid.id, variant: uuid(9201) }] },
    });
    const signups = await call(app, { method: 'GET', url: `/api/admin/courses/${course.id}/signups`, token: adminToken });
    expect(signups.body.data.map((s: { user_id: number; image_use: number }) => [s.user_id, s.image_use])).toEqual([[kid.id, 1]]);
  });
});
