import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { call, createUser, openTestDatabase } from '../test/helpers.js';
import { createMailer } from './mailer.js';
import { queuedMailer, sendQueuedMail } from './queued-mailer.js';
import { recoveryCodeMail } from './templates/recovery-code.js';

/** Decodes the quoted-printable parts of a raw message enough to read its text. */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail', () => {
  /** Run in the order pushed: the app, then its database pool, then the database itself. */
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('delivers through a real SMTP server: the recovery code reaches the inbox and works', async () => {
    const smtp = await startSmtp();
    const { database, drop } = await openTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-smtp-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtp.url } as NodeJS.ProcessEnv, { DATA_DIR: dataDir });
    const { app } = await buildApp(config, { database, logger: false });
    await app.ready();
    cleanups.push(
      () => app.close(),
      () => database.close(),
      drop,
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
      smtp.close,
    );

    const user = await createUser(app.ctx, { preferredLanguage: 'eus' });
    const res = await call(app, { method: 'POST', url: '/api/v2/myaccount/recover_password', payload: { identity: user.email, step: 0 } });
    expect(res.body).toEqual({ success: 1, code: 3 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('web@cngetxo.eus');
    expect(mail.to).toEqual([user.email]);
    const text = readable(mail.raw);
    expect(text).toMatch(/^Subject: /m);
    expect(text).toContain('Kaixo, Ane:');
    const code = /^\s+(\d{6})\s*$/m.exec(text)![1]!;
    const check = await call(app, {
      method: 'POST',
      url: '/api/v2/myaccount/recover_password',
      payload: { identity: user.email, step: 1, recoveryCode: code },
    });
    expect(check.body).toEqual({ success: 1, code: 5 });
    expect(fs.existsSync(path.join(dataDir, 'mail'))).toBe(false);
  });

  it('answers the unknown-error code when the SMTP server cannot be reached, without a 5xx', async () => {
    const smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close();
    const { database, drop } = await openTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-smtp-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: url } as NodeJS.ProcessEnv, { DATA_DIR: dataDir });
    const { app } = await buildApp(config, { database, logger: false });
    await app.ready();
    cleanups.push(
      () => app.close(),
      () => database.close(),
      drop,
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
    );
    const user = await createUser(app.ctx);
    const res = await call(app, { method: 'POST', url: '/api/v2/myaccount/recover_password', payload: { identity: user.email, step: 0 } });
    expect(res).toMatchObject({ status: 200, body: { success: 0, code: 0 } });
    // The undelivered code was dropped: it cannot be guessed later.
    const check = await call(app, {
      method: 'POST',
      url: '/api/v2/myaccount/recover_password',
      payload: { identity: user.email, step: 1, recoveryCode: '123456' },
    });
    expect(check.body.code).toBe(9);
  });

  it('writes an .eml file per message to the outbox when no SMTP server is configured', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-outbox-'));
    cleanups.push(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
    const mailer = createMailer({ from: 'Club Natación Getxo <web@cngetxo.eus>', outboxDir });
    await mailer.send({ to: 'ane@example.com', ...recoveryCodeMail('es', { firstName: 'Ane', code: '042917', minutes: 15 }) });
    await mailer.send({ to: 'jon@example.com', ...recoveryCodeMail('eus', { firstName: 'Jon', code: '555000', minutes: 15 }) });
    // A family member's placeholder address (issue 9) is never written to.
    await mailer.send({
      to: 'persona-abc12345@sin-correo.invalid',
      ...recoveryCodeMail('es', { firstName: 'Uxue', code: '1', minutes: 15 }),
    });
    const files = fs.readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*-0001-ane@example\.com\.eml$/);
    const eml = readable(fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8'));
    expect(eml).toMatch(/^To: ane@example\.com$/m);
    expect(eml).toMatch(/^From: .*<web@cngetxo\.eus>$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toContain('Hola, Ane:');
    expect(eml).toContain('042917');
    expect(eml).toContain('El código es válido durante 15 minutos.');
    expect(eml).toContain('<html lang="es">');
  });

  it("signs a mail in Basque with the club's Basque name at the same address, also when it went through the job queue", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-outbox-'));
    cleanups.push(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
    const mailer = createMailer({ from: 'Club Natación Getxo <web@cngetxo.eus>', fromNameEus: 'Getxo Igeriketa Kluba', outboxDir });
    await mailer.send({ to: 'ane@example.com', ...recoveryCodeMail('es', { firstName: 'Ane', code: '042917', minutes: 15 }) });
    // The worker's way: the job's stored data carries the language to the transport.
    const jobs: Record<string, unknown>[] = [];
    await queuedMailer({ send: async (_name: string, data: object) => void jobs.push(data as Record<string, unknown>) } as never).send({
      to: 'jon@example.com',
      ...recoveryCodeMail('eus', { firstName: 'Jon', code: '555000', minutes: 15 }),
    });
    await sendQueuedMail(mailer, jobs[0]!);
    const [es, eus] = fs
      .readdirSync(outboxDir)
      .sort()
      .map((f) => readable(fs.readFileSync(path.join(outboxDir, f), 'utf8')));
    expect(es).toMatch(/^To: ane@example\.com$/m);
    // The Spanish name is a MIME encoded word (its ó): =?UTF-8?Q?Club_Nataci=C3=B3n_Getxo?=
    expect(es).toMatch(/^From: =\?UTF-8\?Q\?Club_Nataci.*n_Getxo\?= <web@cngetxo\.eus>$/m);
    expect(eus).toMatch(/^To: jon@example\.com$/m);
    expect(eus).toMatch(/^From: Getxo Igeriketa Kluba <web@cngetxo\.eus>$/m);
  });
});
