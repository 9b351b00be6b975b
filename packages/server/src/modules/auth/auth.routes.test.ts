import { profileSchema } from '@club/domain/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/auth.js';
import { hashToken } from '../../plugins/auth.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';

const signup = (over: Record<string, unknown> = {}) => ({
  identity: `nuevo-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'igeriketa',
  firstName: 'Jon',
  surname: 'Agirre',
  date_of_birth: '1990-04-01',
  person_id: '12345678Z',
  phone: '600123456',
  address: 'Kale Nagusia 1',
  city: 'Getxo',
  zipcode: '48990',
  country: 'España',
  remember: true,
  terms: true,
  newsletter: false,
  ...over,
});

describe('auth: login, ping, logout', async () => {
  const { app, ctx, clock } = await createTestApp();

  it('logs in with the right password and answers the full profile on ping', async () => {
    const user = await createUser(ctx);
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: ` ${user.email.toUpperCase()} `, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(1);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const ping = await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: res.body.data.token });
    expect(ping.status).toBe(200);
    const profile = profileSchema.parse(ping.body.data);
    expect(profile).toMatchObject({ loggedIn: 1, user_id: user.id, user_name: user.email, user_mail: user.email, member_id: 0, isGod: 0 });
    expect(profile.management_url).toBeUndefined();
    expect(profile.pending_payments).toBe(0);
    // The stored token is a hash, never the token itself.
    const stored = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(res.body.data.token);
  });

  it('rejects a wrong password or an unknown identity with success 0 and HTTP 200', async () => {
    const user = await createUser(ctx);
    const wrong = await call(app, { method: 'POST', url: '/api/v2/auth/login', payload: { identity: user.email, password: 'incorrecta' } });
    expect(wrong).toMatchObject({ status: 200, body: { success: 0, code: 1 } });
    const unknown = await call(app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: 'nadie@example.com', password: 'incorrecta' },
    });
    expect(unknown).toMatchObject({ status: 200, body: { success: 0, code: 1 } });
    expect(wrong.body.data).toBeUndefined();
  });

  it('answers 400 naming the field for a malformed login', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: 'no-es-un-correo', password: 'secreto' },
    });
    expect(res.status).toBe(400);
    expect(res.body.ext).toContain('identity');
  });

  it('answers 401 without a token or with a dead one', async () => {
    expect((await call(app, { method: 'GET', url: '/api/v2/auth/ping' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: 'x'.repeat(43) })).status).toBe(401);
    expect((await call(app, { method: 'POST', url: '/api/v2/auth/logout' })).status).toBe(401);
    expect((await call(app, { method: 'POST', url: '/api/v2/myaccount/upd_lang', payload: { lang: 'eus' } })).status).toBe(401);
  });

  it('kills the token on logout, and only that one', async () => {
    const user = await createUser(ctx);
    const a = await createSession(ctx, user.id);
    const b = await createSession(ctx, user.id);
    expect((await call(app, { method: 'POST', url: '/api/v2/auth/logout', token: a })).body.success).toBe(1);
    expect((await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: a })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: b })).status).toBe(200);
  });

  it('sends the management link to administrators only', async () => {
    const admin = await createUser(ctx, { isGod: true });
    const token = await createSession(ctx, admin.id);
    const ping = await call(app, { method: 'GET', url: '/api/v2/auth/ping', token });
    expect(ping.body.data).toMatchObject({ isGod: 1, management_url: ctx.config.MANAGEMENT_URL });
  });

  it('takes remember as 0, 1, "0" or "1" at login, and keeps the session that long', async () => {
    const user = await createUser(ctx);
    for (const [remember, expected] of [
      [0, false],
      ['0', false],
      [1, true],
      ['1', true],
      ['false', false],
    ] as const) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { identity: user.email, password: user.password, remember },
      });
      expect(res.status, String(remember)).toBe(200);
      expect(res.body.success).toBe(1);
      const [row] = await ctx.db
        .select({ remember: sessions.remember })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(res.body.data.token)));
      expect(row!.remember, String(remember)).toBe(expected);
    }
    const bad = await call(app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: user.email, password: user.password, remember: 'si' },
    });
    expect(bad.status).toBe(400);
  });

  it('ends a session after 30 idle days, or 12 idle hours when not remembered', async () => {
    const user = await createUser(ctx);
    const login = async (remember?: boolean) =>
      (await call(app, { method: 'POST', url: '/api/v2/auth/login', payload: { identity: user.email, password: user.password, remember } }))
        .body.data.token as string;
    const kept = await login();
    const shortLived = await login(false);
    const ping = (token: string) => call(app, { method: 'GET', url: '/api/v2/auth/ping', token });
    clock.advance(11 * 3600_000);
    expect((await ping(shortLived)).status).toBe(200);
    // Each use resets the idle time: 11 more hours after a use is still fine.
    clock.advance(11 * 3600_000);
    expect((await ping(shortLived)).status).toBe(200);
    clock.advance(12 * 3600_000 + 1000);
    expect((await ping(shortLived)).status).toBe(401);
    expect((await ping(kept)).status).toBe(200);
    clock.advance(30 * 24 * 3600_000 + 1000);
    expect((await ping(kept)).status).toBe(401);
    clock.set(new Date());
  });

  it('saves the interface language', async () => {
    const user = await createUser(ctx);
    const token = await createSession(ctx, user.id);
    expect((await call(app, { method: 'POST', url: '/api/v2/myaccount/upd_lang/', token, payload: { lang: 'eus' } })).body.success).toBe(1);
    expect((await call(app, { method: 'GET', url: '/api/v2/auth/ping', token })).body.data.preferred_language).toBe('eus');
    expect((await call(app, { method: 'POST', url: '/api/v2/myaccount/upd_lang/', token, payload: { lang: 'fr' } })).status).toBe(400);
  });
});

describe('auth: register', async () => {
  const { app, ctx, outbox } = await createTestApp();
  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    call(app, { method: 'POST', url: '/api/v2/myaccount/register/', payload: payload as object, headers });

  it('creates the account, logs it in and mails a welcome in the chosen language', async () => {
    const form = signup({ identity: 'Miren.Berria@Example.com', newsletter: true, lang: 'eus' });
    const res = await register(form);
    expect(res).toMatchObject({ status: 200, body: { success: 1 } });
    const ping = await call(app, { method: 'GET', url: '/api/v2/auth/ping', token: res.body.data.token });
    expect(ping.body.data).toMatchObject({
      user_name: 'miren.berria@example.com',
      first_name: 'Jon',
      last_name: 'Agirre',
      member_id: 0,
      receive_newsletter: 1,
      preferred_language: 'eus',
      country: 'España',
      accepted_terms_pictures_treatment: null,
    });
    expect(ping.body.data.accepted_terms_conditions).not.toBeNull();
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'miren.berria@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = outbox.at(-1)!;
    expect(mail.to).toBe('miren.berria@example.com');
    expect(mail.subject).toBe('Ongi etorri Getxo Igeriketa Klubera');
    expect(mail.text).not.toContain('igeriketa' + 'x');
    expect(mail.text).not.toContain(form.password);
  });

  it('writes the welcome in Spanish by default', async () => {
    const res = await register(signup());
    expect(res.body.success).toBe(1);
    expect(outbox.at(-1)!.subject).toBe('Bienvenida al Club Natación Getxo');
  });

  it('answers code 1 when the e-mail already has an account, whatever its case', async () => {
    const user = await createUser(ctx);
    const res = await register(signup({ identity: user.email.toUpperCase() }));
    expect(res).toMatchObject({ status: 200, body: { success: 0, code: 1 } });
  });

  it('answers code 2 naming the field for every broken signup rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ identity: 'correo-malo' }, 'identity'],
      [{ password: '12345' }, 'password'],
      [{ firstName: 'Jo' }, 'firstName'],
      [{ surname: 'Ag' }, 'surname'],
      [{ person_id: '1234' }, 'person_id'],
      [{ phone: '60012345' }, 'phone'],
      [{ address: 'Kale' }, 'address'],
      [{ city: 'G' }, 'city'],
      [{ zipcode: '4899' }, 'zipcode'],
      [{ terms: false }, 'terms'],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth'],
      [{ identity: 42 }, 'identity'],
    ];
    for (const [over, field] of cases) {
      const res = await register(signup(over));
      expect(res, field).toMatchObject({ status: 200, body: { success: 0, code: 2 } });
      expect(res.body.ext, field).toMatch(new RegExp(`^${field}:`));
    }
    const missing = await register({});
    expect(missing).toMatchObject({ status: 200, body: { success: 0, code: 2 } });
    const notAnObject = await register([1, 2]);
    expect(notAnObject.body).toMatchObject({ success: 0, code: 2 });
  });

  it('refuses a signup under 18 on the club calendar, and accepts the 18th birthday', async () => {
    const today = ctx.now();
    const y = today.getUTCFullYear() - 18;
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const tomorrow18 = iso(new Date(Date.UTC(y, today.getUTCMonth(), today.getUTCDate() + 2)));
    const res = await register(signup({ date_of_birth: tomorrow18 }));
    expect(res.body).toMatchObject({ success: 0, code: 2, ext: 'date_of_birth: validation.adult' });
    const old = iso(new Date(Date.UTC(y, today.getUTCMonth(), today.getUTCDate() - 2)));
    expect((await register(signup({ date_of_birth: old }))).body.success).toBe(1);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/myaccount/register',
      payload: '{"identity": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('auth: login throttling', async () => {
  const { app, ctx, clock } = await createTestApp();
  const attempt = (identity: string, password: string, remoteAddress = '127.0.0.1') =>
    call(app, { method: 'POST', url: '/api/v2/auth/login', payload: { identity, password }, remoteAddress });

  it('gives 10 plain rejections, then 429 even for the right password, and lets the owner in after the window', async () => {
    const user = await createUser(ctx);
    for (let i = 1; i <= 10; i++) {
      expect(await attempt(user.email, 'incorrecta'), `attempt ${i}`).toMatchObject({ status: 200, body: { success: 0, code: 1 } });
    }
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: 0, code: 'throttled' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    clock.advance(15 * 60_000 + 1000);
    expect((await attempt(user.email, user.password)).body.success).toBe(1);
  });

  it('does not lock the owner out of a known address when the failures come from elsewhere', async () => {
    const user = await createUser(ctx);
    expect((await attempt(user.email, user.password, '192.0.2.10')).body.success).toBe(1);
    for (let i = 0; i < 10; i++) await attempt(user.email, 'incorrecta', '203.0.113.66');
    expect((await attempt(user.email, user.password, '203.0.113.66')).status).toBe(429);
    // The owner's usual address is not blocked by someone else's failures...
    expect((await attempt(user.email, user.password, '192.0.2.10')).body.success).toBe(1);
    // ...a new address waits at most until the failures leave the 15-minute window.
    expect((await attempt(user.email, user.password, '198.51.100.7')).status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await attempt(user.email, user.password, '198.51.100.7')).body.success).toBe(1);
  });

  it('throttles one address that sprays many identities', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 50; i++) await attempt(`nadie${i}@example.com`, 'incorrecta', ip);
    expect((await attempt('otro@example.com', 'incorrecta', ip)).status).toBe(429);
    expect((await attempt('otro@example.com', 'incorrecta', '203.0.113.100')).status).toBe(200);
    clock.set(new Date());
  });
});

describe('auth: OpenAPI', async () => {
  const { app } = await createTestApp();

  it('publishes the auth, settings and diagnostics routes with their zod schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = doc.paths['/api/v2/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(['identity', 'password', 'remember']);
    expect(login.responses['200'].content['application/json'].schema.properties.data.properties.token.type).toBe('string');
    const ping = doc.paths['/api/v2/auth/ping'].get;
    expect(ping.security).toEqual([{ bearer: [] }]);
    expect(ping.responses['200'].content['application/json'].schema.properties.data.properties).toHaveProperty('management_url');
    const register = doc.paths['/api/v2/myaccount/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['identity', 'password', 'firstName', 'surname', 'date_of_birth', 'terms']),
    );
    for (const path of [
      '/api/v2/myaccount/upd_lang',
      '/api/v2/myaccount/recover_password',
      '/api/v2/myaccount/get',
      '/api/v2/myaccount/kill_other_sessions',
      '/api/v2/myaccount/update_password',
      '/api/v2/myaccount/remove_my_account',
      '/api/v2/myaccount/switch_newsletter',
      '/api/v2/myaccount/switch_admin_settings',
      '/api/v2/myaccount/payment_process_count',
      '/api/v2/diag/route',
      '/api/v2/diag/error_report',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

describe('auth: body limits', async () => {
  const { app } = await createTestApp();
  it('refuses a login body far bigger than the form with 413', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: 'a@example.com', password: 'x'.repeat(20 * 1024) },
    });
    expect(res).toMatchObject({ status: 413, body: { success: 0, code: 'too_large' } });
  });
});
