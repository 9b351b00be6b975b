import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { MailMessage } from '../../mail/mailer.js';
import { call, createUser, openTestDatabase } from '../../test/helpers.js';

/** With the most verbose log, no password, token or recovery code is ever written. */
describe('auth: nothing secret in the log', async () => {
  const lines: string[] = [];
  const outbox: MailMessage[] = [];
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' } as NodeJS.ProcessEnv);
  const { app } = await buildApp(config, {
    database,
    mailer: { send: async (m) => void outbox.push(m) },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('logs requests but none of their secrets', async () => {
    const user = await createUser(app.ctx, { password: 'MiClaveSecreta1' });
    const login = await call(app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { identity: user.email, password: 'MiClaveSecreta1' },
    });
    const token = login.body.data.token as string;
    await call(app, { method: 'POST', url: '/api/v2/auth/login', payload: { identity: user.email, password: 'ClaveEquivocada9' } });
    await call(app, { method: 'GET', url: '/api/v2/auth/ping', token });
    await call(app, {
      method: 'POST',
      url: '/api/v2/myaccount/update_password',
      token,
      payload: { current: 'MiClaveSecreta1', new: 'ClaveNueva77', repeat: 'ClaveNueva77' },
    });
    await call(app, { method: 'POST', url: '/api/v2/auth/logout', token });
    await call(app, { method: 'POST', url: '/api/v2/myaccount/recover_password', payload: { identity: user.email, step: 0 } });
    const code = /^\s+(\d{6})$/m.exec(outbox.at(-1)!.text)![1]!;
    await call(app, {
      method: 'POST',
      url: '/api/v2/myaccount/recover_password',
      payload: { identity: user.email, step: 2, recoveryCode: code, password: 'OtraClave55' },
    });
    await call(app, {
      method: 'POST',
      url: '/api/v2/myaccount/register',
      payload: { identity: 'registro@example.com', password: 'ClaveRegistro3', firstName: 'Ane', surname: 'Lasa', terms: true },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/api/v2/auth/login');
    for (const secret of ['MiClaveSecreta1', 'ClaveEquivocada9', 'ClaveNueva77', 'OtraClave55', 'ClaveRegistro3', token]) {
      expect(log, secret).not.toContain(secret);
    }
    // The code as a value of its own (its digits may well occur inside a timestamp).
    expect(log).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });
});
