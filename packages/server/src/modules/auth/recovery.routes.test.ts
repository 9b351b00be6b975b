import { RECOVERY_CODE } from '@club/domain/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodes } from '../../db/schema/auth.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';

describe('myaccount/recover_password', async () => {
  const { app, ctx, outbox, clock } = await createTestApp();
  const recover = (payload: Record<string, unknown>, token?: string) =>
    call(app, { method: 'POST', url: '/api/v2/myaccount/recover_password/', payload, token });
  /** The code in the newest mail to this address. */
  const mailedCode = (to: string): string => {
    const mail = [...outbox].reverse().find((m) => m.to === to)!;
    return /^\s+(\d{6})$/m.exec(mail.text)![1]!;
  };
  const login = (identity: string, password: string) =>
    call(app, { method: 'POST', url: '/api/v2/auth/login', payload: { identity, password } });

  it('answers 2 for an e-mail without account and 1 to a logged-in caller', async () => {
    expect((await recover({ identity: 'nadie@example.com', step: 0 })).body).toMatchObject({ success: 0, code: RECOVERY_CODE.noAccount });
    const user = await createUser(ctx);
    const token = await createSession(ctx, user.id);
    expect((await recover({ identity: user.email, step: 0 }, token)).body.code).toBe(RECOVERY_CODE.alreadyLoggedIn);
    expect(outbox.filter((m) => m.to === user.email)).toHaveLength(0);
  });

  it('mails a 6-digit code in the user language, kept only as a hash, and walks the steps to a new password', async () => {
    const user = await createUser(ctx, { preferredLanguage: 'eus' });
    const t1 = await createSession(ctx, user.id);
    const t2 = await createSession(ctx, user.id);
    const sent = await recover({ identity: user.email, step: 0 });
    expect(sent.body).toEqual({ success: 1, code: RECOVERY_CODE.codeSent });
    const code = mailedCode(user.email);
    expect(outbox.at(-1)!.subject).toContain('Pasahitza berreskuratzeko kodea');
    const [row] = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await recover({ identity: user.email, step: 1, recoveryCode: wrong })).body).toEqual({
      success: 0,
      code: RECOVERY_CODE.codeMismatch,
    });
    expect((await recover({ identity: user.email, step: 1, recoveryCode: code })).body).toEqual({
      success: 1,
      code: RECOVERY_CODE.codeValid,
    });
    // Step 2 needs the identity and the still-valid code again.
    expect((await recover({ identity: user.email, step: 2, recoveryCode: wrong, password: 'nuevaclave' })).body.code).toBe(
      RECOVERY_CODE.codeMismatch,
    );
    expect((await recover({ identity: user.email, step: 2, recoveryCode: code, password: '12345' })).body).toEqual({
      success: 0,
      code: RECOVERY_CODE.codeValid,
    });
    expect((await login(user.email, user.password)).body.success).toBe(1);
    const extra = (await login(user.email, user.password)).body.data.token as string;

    const done = await recover({ identity: user.email, step: 2, recoveryCode: code, password: 'nuevaclave' });
    expect(done.body).toEqual({ success: 1, code: RECOVERY_CODE.passwordUpdated });
    // Every session of the account ends.
    for (const token of [t1, t2, extra]) expect((await call(app, { method: 'GET', url: '/api/v2/auth/ping', token })).status).toBe(401);
    expect((await login(user.email, user.password)).body.success).toBe(0);
    expect((await login(user.email, 'nuevaclave')).body.success).toBe(1);
    // The code is used up, and a notice went out.
    expect((await recover({ identity: user.email, step: 1, recoveryCode: code })).body.code).toBe(RECOVERY_CODE.invalidCode);
    expect(outbox.at(-1)!.subject).toContain('Zure pasahitza aldatu da');
  });

  it('lets a code expire after 15 minutes, resends once, and refuses a second resend', async () => {
    const user = await createUser(ctx);
    await recover({ identity: user.email, step: 0 });
    const first = mailedCode(user.email);
    expect(outbox.at(-1)!.subject).toBe('Código para recuperar tu contraseña - Club Natación Getxo');
    clock.advance(14 * 60_000);
    expect((await recover({ identity: user.email, step: 1, recoveryCode: first })).body.code).toBe(RECOVERY_CODE.codeValid);
    clock.advance(60_000 + 1000);
    expect((await recover({ identity: user.email, step: 1, recoveryCode: first })).body).toEqual({
      success: 0,
      code: RECOVERY_CODE.codeExpired,
    });
    expect((await recover({ identity: user.email, step: 2, recoveryCode: first, password: 'nuevaclave' })).body.code).toBe(
      RECOVERY_CODE.codeExpired,
    );

    const resent = await recover({ identity: user.email, step: 1, retryCode: true });
    expect(resent.body).toEqual({ success: 1, code: RECOVERY_CODE.codeSent });
    const second = mailedCode(user.email);
    if (second !== first) {
      expect((await recover({ identity: user.email, step: 1, recoveryCode: first })).body.code).toBe(RECOVERY_CODE.codeMismatch);
    }
    expect((await recover({ identity: user.email, step: 1, recoveryCode: second })).body.code).toBe(RECOVERY_CODE.codeValid);
    const again = await recover({ identity: user.email, step: 1, retryCode: true });
    expect(again.status).toBe(429);
    expect((await recover({ identity: user.email, step: 1, recoveryCode: second })).body.code).toBe(RECOVERY_CODE.codeValid);
    clock.set(new Date());
  });

  it('takes retryCode as 0, 1, "0" or "1" as well as true or false (retryCode: 0 was refused with a 400)', async () => {
    for (const [off, on] of [
      [0, 1],
      ['0', '1'],
    ] as const) {
      const user = await createUser(ctx);
      const started = await recover({ identity: user.email, step: 0, retryCode: off });
      expect(started.status).toBe(200);
      expect(started.body.success).toBe(1);
      const code = mailedCode(user.email);
      // Off: the code is checked, nothing is resent.
      const sent = outbox.length;
      expect((await recover({ identity: user.email, step: 1, recoveryCode: code, retryCode: off })).body.code).toBe(
        RECOVERY_CODE.codeValid,
      );
      expect(outbox.length).toBe(sent);
      // On: a new code goes out.
      const resent = await recover({ identity: user.email, step: 1, retryCode: on });
      expect(resent.status).toBe(200);
      expect(resent.body).toEqual({ success: 1, code: RECOVERY_CODE.codeSent });
      expect(outbox.length).toBe(sent + 1);
      expect(outbox.at(-1)!.to).toBe(user.email);
    }
    // Anything else is still malformed input.
    for (const retryCode of [2, 'yes', 'sí', null, [1]]) {
      const res = await recover({ identity: 'x@example.com', step: 1, retryCode });
      expect(res.status, JSON.stringify(retryCode)).toBe(400);
    }
  });

  it('kills the code after 5 wrong tries: then even the right code is invalid (9)', async () => {
    const user = await createUser(ctx);
    await recover({ identity: user.email, step: 0 });
    const code = mailedCode(user.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++) expect((await recover({ identity: user.email, step: 1, recoveryCode: wrong })).body.code).toBe(6);
    // A malformed code is a wrong try too.
    expect((await recover({ identity: user.email, step: 1, recoveryCode: 'abc' })).body.code).toBe(6);
    expect((await recover({ identity: user.email, step: 1, recoveryCode: code })).body.code).toBe(RECOVERY_CODE.invalidCode);
    expect((await recover({ identity: user.email, step: 2, recoveryCode: code, password: 'nuevaclave' })).body.code).toBe(
      RECOVERY_CODE.invalidCode,
    );
    expect((await recover({ identity: user.email, step: 1, retryCode: true })).body.code).toBe(RECOVERY_CODE.invalidCode);
    expect((await login(user.email, user.password)).body.success).toBe(1);
    // A new request at step 0 starts over.
    await recover({ identity: user.email, step: 0 });
    expect((await recover({ identity: user.email, step: 1, recoveryCode: mailedCode(user.email) })).body.code).toBe(
      RECOVERY_CODE.codeValid,
    );
  });

  it('answers 9 at step 1 when no code was ever requested', async () => {
    const user = await createUser(ctx);
    expect((await recover({ identity: user.email, step: 1, recoveryCode: '123456' })).body.code).toBe(RECOVERY_CODE.invalidCode);
  });

  it('caps the codes mailed to one account at 5 an hour', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 5; i++) expect((await recover({ identity: user.email, step: 0 })).body.code).toBe(RECOVERY_CODE.codeSent);
    expect((await recover({ identity: user.email, step: 0 })).status).toBe(429);
    clock.advance(60 * 60_000 + 1000);
    expect((await recover({ identity: user.email, step: 0 })).body.code).toBe(RECOVERY_CODE.codeSent);
    clock.set(new Date());
  });

  it('lifts the login throttle of the identity once the password is recovered', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 10; i++) await login(user.email, 'incorrecta');
    expect((await login(user.email, user.password)).status).toBe(429);
    await recover({ identity: user.email, step: 0 });
    const code = mailedCode(user.email);
    expect((await recover({ identity: user.email, step: 2, recoveryCode: code, password: 'otraclave' })).body.code).toBe(7);
    expect((await login(user.email, 'otraclave')).body.success).toBe(1);
  });

  it('answers 400 for a malformed request', async () => {
    expect((await recover({ identity: 'no-mail', step: 0 })).status).toBe(400);
    expect((await recover({ identity: 'a@example.com', step: 'cero' })).status).toBe(400);
    expect((await recover({ identity: 'a@example.com', step: 9 })).status).toBe(400);
  });
});
