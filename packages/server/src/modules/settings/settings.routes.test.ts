import { myAccountSchema } from '@club/domain/auth/myaccount.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/auth.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { sql } from 'drizzle-orm';
import { registerPendingPaymentSource } from '../payments/pending-sources.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('myaccount settings and sessions', async () => {
  const { app, ctx, outbox } = await createTestApp();
  const ping = (token: string) => call(app, { method: 'GET', url: '/api/v2/auth/ping', token });
  const post = (url: string, token: string | undefined, payload: object = {}) =>
    call(app, { method: 'POST', url: `/api/v2/myaccount/${url}/`, token, payload });

  it('needs a token on every call', async () => {
    for (const url of ['kill_other_sessions', 'update_password', 'remove_my_account', 'switch_newsletter', 'switch_admin_settings']) {
      expect((await post(url, undefined)).status, url).toBe(401);
    }
    expect((await call(app, { method: 'GET', url: '/api/v2/myaccount/get' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/v2/myaccount/payment_process_count' })).status).toBe(401);
  });

  it('lists the sessions with browser, version, platform, phone and the current one', async () => {
    const user = await createUser(ctx, { receiveNewsletter: true });
    const phone = await createSession(ctx, user.id, IPHONE);
    await createSession(ctx, user.id, FIREFOX);
    await createSession(ctx, user.id, '');
    const res = await call(app, { method: 'GET', url: '/api/v2/myaccount/get', token: phone });
    expect(res.status).toBe(200);
    const data = myAccountSchema.parse(res.body.data);
    expect(data).toMatchObject({ courses: [], impersonatedUsers: [], impco: [], advsettings: {}, receive_newsletter: 1 });
    expect(data.sessions).toHaveLength(3);
    expect(data.sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Safari', version: '17.4', platform: 'iOS', isPhone: true, isCurrent: true }),
        expect.objectContaining({ browser: 'Firefox', version: '128.0', platform: 'Windows', isPhone: false, isCurrent: false }),
        expect.objectContaining({ browser: '', isPhone: false, isCurrent: false }),
      ]),
    );
    expect(Number.isNaN(Date.parse(data.sessions[0]!.last_access))).toBe(false);
  });

  it('closes the other sessions only, and refuses another user id', async () => {
    const user = await createUser(ctx);
    const mine = await createSession(ctx, user.id);
    const other1 = await createSession(ctx, user.id);
    const other2 = await createSession(ctx, user.id);
    const stranger = await createUser(ctx);
    const strangerToken = await createSession(ctx, stranger.id);
    expect((await post('kill_other_sessions', mine, { user: stranger.id })).status).toBe(403);
    const res = await post('kill_other_sessions', mine, { user: user.id });
    expect(res.body).toEqual({ success: 1, data: { closed: 2 } });
    expect((await ping(mine)).status).toBe(200);
    expect((await ping(other1)).status).toBe(401);
    expect((await ping(other2)).status).toBe(401);
    expect((await ping(strangerToken)).status).toBe(200);
  });

  it('changes nothing when the current password is wrong', async () => {
    const user = await createUser(ctx);
    const mine = await createSession(ctx, user.id);
    const other = await createSession(ctx, user.id);
    const [before] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const res = await post('update_password', mine, { current: 'incorrecta', new: 'nuevaclave', repeat: 'nuevaclave' });
    expect(res).toMatchObject({ status: 200, body: { success: 0, code: 1 } });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await ping(other)).status).toBe(200);
    expect((await post('update_password', mine, { current: user.password, new: 'corta', repeat: 'corta' })).body.code).toBe(2);
    expect((await post('update_password', mine, { current: user.password, new: 'nuevaclave', repeat: 'otraclave' })).body.code).toBe(3);
    expect((await post('update_password', mine, { current: user.password })).status).toBe(400);
  });

  it('changes the password, ends the other sessions and mails a notice', async () => {
    const user = await createUser(ctx);
    const mine = await createSession(ctx, user.id);
    const other = await createSession(ctx, user.id);
    const res = await post('update_password', mine, { current: user.password, new: 'nuevaclave', repeat: 'nuevaclave' });
    expect(res.body).toEqual({ success: 1 });
    expect((await ping(mine)).status).toBe(200);
    expect((await ping(other)).status).toBe(401);
    const login = (password: string) =>
      call(app, { method: 'POST', url: '/api/v2/auth/login', payload: { identity: user.email, password } });
    expect((await login(user.password)).body.success).toBe(0);
    expect((await login('nuevaclave')).body.success).toBe(1);
    expect(outbox.at(-1)).toMatchObject({ to: user.email, subject: 'Tu contraseña ha cambiado - Club Natación Getxo' });
    expect(outbox.at(-1)!.text).not.toContain('nuevaclave');
  });

  it('removes the account and its sessions only with the right password', async () => {
    const user = await createUser(ctx);
    const mine = await createSession(ctx, user.id);
    const other = await createSession(ctx, user.id);
    expect((await post('remove_my_account', mine, { current: '' })).body).toEqual({ success: 0, code: 1 });
    expect((await post('remove_my_account', mine, { current: 'incorrecta' })).body).toEqual({ success: 0, code: 1 });
    expect((await ping(mine)).status).toBe(200);
    expect((await post('remove_my_account', mine, { current: user.password })).body).toEqual({ success: 1 });
    expect((await ping(mine)).status).toBe(401);
    expect((await ping(other)).status).toBe(401);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('switches the newsletter', async () => {
    const user = await createUser(ctx);
    const token = await createSession(ctx, user.id);
    expect((await post('switch_newsletter', token, { settings: true })).body.data).toMatchObject({ receive_newsletter: 1 });
    expect((await ping(token)).body.data.receive_newsletter).toBe(1);
    expect((await post('switch_newsletter', token, { settings: 0 })).body.data).toMatchObject({ receive_newsletter: 0 });
    expect((await post('switch_newsletter', token, { settings: 'si' })).status).toBe(400);
  });

  it('flips the newsletter when sent its name as spec 001 §7 writes it, and sets it from 1, "0", "1" or 0', async () => {
    const user = await createUser(ctx, { receiveNewsletter: false });
    const token = await createSession(ctx, user.id);
    const stored = async () => (await ctx.db.select({ on: users.receiveNewsletter }).from(users).where(eq(users.id, user.id)))[0]!.on;
    // The name flips it: twice is back where it started.
    const flip = () => post('switch_newsletter', token, { settings: 'receive_newsletter' });
    expect((await flip()).body).toMatchObject({ success: 1, data: { receive_newsletter: 1 } });
    expect(await stored()).toBe(true);
    expect((await ping(token)).body.data.receive_newsletter).toBe(1);
    expect((await flip()).body).toMatchObject({ success: 1, data: { receive_newsletter: 0 } });
    expect(await stored()).toBe(false);
    // With the name, `value` states the new state instead of flipping.
    expect((await post('switch_newsletter', token, { settings: 'receive_newsletter', value: '1' })).body.data.receive_newsletter).toBe(1);
    expect((await post('switch_newsletter', token, { settings: 'receive_newsletter', value: 1 })).body.data.receive_newsletter).toBe(1);
    // A state sets it, whatever it was: setting it twice does not flip it back.
    for (const [settings, expected] of [
      [1, 1],
      [1, 1],
      ['0', 0],
      ['0', 0],
      ['1', 1],
      [0, 0],
      ['true', 1],
      [false, 0],
    ] as const) {
      const res = await post('switch_newsletter', token, { settings });
      expect(res.status, String(settings)).toBe(200);
      expect(res.body.data.receive_newsletter, String(settings)).toBe(expected);
      expect(await stored()).toBe(expected === 1);
    }
    for (const settings of ['receive_newsletters', 'admin_notify_courses', 2, null]) {
      expect((await post('switch_newsletter', token, { settings })).status, String(settings)).toBe(400);
    }
    expect(await stored()).toBe(false);
  });

  it('flips the newsletter once per call even when two calls race', async () => {
    const user = await createUser(ctx, { receiveNewsletter: false });
    const token = await createSession(ctx, user.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post('switch_newsletter', token, { settings: 'receive_newsletter' })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Six flips from off: off again, and every reply saw a different step of the sequence.
    const [row] = await ctx.db.select({ on: users.receiveNewsletter }).from(users).where(eq(users.id, user.id));
    expect(row!.on).toBe(false);
    const ons = results.filter((r) => r.body.data.receive_newsletter === 1).length;
    expect(ons).toBe(3);
  });

  it('lets administrators only flip their notification switches', async () => {
    const member = await createUser(ctx);
    const memberToken = await createSession(ctx, member.id);
    expect((await post('switch_admin_settings', memberToken, { settings: 'admin_notify_courses' })).status).toBe(403);
    const admin = await createUser(ctx, { isGod: true });
    const token = await createSession(ctx, admin.id);
    expect((await post('switch_admin_settings', token, { settings: 'admin_notify_courses' })).body.data).toEqual({
      receive_newsletter: 0,
      admin_notify_courses: 1,
      admin_notify_other: 0,
    });
    expect((await post('switch_admin_settings', token, { settings: 'admin_notify_courses' })).body.data.admin_notify_courses).toBe(0);
    expect((await post('switch_admin_settings', token, { settings: 'admin_notify_other', value: true })).body.data.admin_notify_other).toBe(
      1,
    );
    expect((await post('switch_admin_settings', token, { settings: 'admin_notify_other', value: true })).body.data.admin_notify_other).toBe(
      1,
    );
    expect((await post('switch_admin_settings', token, { settings: 'isGod' })).status).toBe(400);
    expect((await ping(token)).body.data).toMatchObject({ admin_notify_courses: 0, admin_notify_other: 1 });
  });

  it('counts pending payments from the registered sources', async () => {
    const user = await createUser(ctx);
    const token = await createSession(ctx, user.id);
    const count = () => call(app, { method: 'GET', url: '/api/v2/myaccount/payment_process_count', token });
    expect((await count()).body).toEqual({ success: 1, code: 0 });
    const removals = [
      registerPendingPaymentSource((userId) => sql<number>`CASE WHEN ${userId} = ${user.id} THEN 2 ELSE 0 END`),
      registerPendingPaymentSource(() => sql<number>`1`),
    ];
    try {
      expect((await count()).body).toEqual({ success: 1, code: 3 });
      expect((await ping(token)).body.data.pending_payments).toBe(3);
    } finally {
      // The suite's other files share this process's registry.
      for (const remove of removals) remove();
    }
    expect((await count()).body).toEqual({ success: 1, code: 0 });
  });
});
