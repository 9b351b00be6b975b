import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../db/schema/account.js';
import { users } from '../db/schema/auth.js';
import { call, createSession, createTestApp, createUser } from '../test/helpers.js';
import { runOfficeTask } from './office-tasks.js';

describe('npm run club -- <task>', async () => {
  const { app, ctx } = await createTestApp();
  const row = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('prints the usage for help and refuses unknown tasks with exit code 2', async () => {
    const help = await runOfficeTask(ctx.db, ['help']);
    expect(help.code).toBe(0);
    expect(help.lines.join('\n')).toContain('grant-delegation <email>');
    expect((await runOfficeTask(ctx.db, [])).code).toBe(2);
    const unknown = await runOfficeTask(ctx.db, ['drop-everything']);
    expect(unknown.code).toBe(2);
    expect(unknown.lines[0]).toContain("unknown task 'drop-everything'");
    expect((await runOfficeTask(ctx.db, ['grant-delegation'])).code).toBe(2);
  });

  it('lists the pending delegation requests and grants one by e-mail, closing the request', async () => {
    const u = await createUser(ctx, { firstName: 'Garazi', lastName: 'Elorriaga' });
    const token = await createSession(ctx, u.id);
    await call(app, { method: 'POST', url: '/api/v2/myaccount/request_access_public_offers', token, payload: { user: u.id } });
    const listed = await runOfficeTask(ctx.db, ['requests']);
    expect(listed.code).toBe(0);
    expect(listed.lines.join('\n')).toMatch(new RegExp(`delegation .*Garazi Elorriaga <${u.email}>.*\\[pending\\]`));

    const granted = await runOfficeTask(ctx.db, ['grant-delegation', u.email.toUpperCase()], new Date('2026-10-01T10:00:00Z'));
    expect(granted).toEqual({
      code: 0,
      lines: [`Granted delegation (allow_impersonate) for Garazi Elorriaga <${u.email}>.`, 'Closed 1 pending request as granted.'],
    });
    expect((await row(u.id)).allowImpersonate).toBe(true);
    expect((await runOfficeTask(ctx.db, ['requests'])).lines).toEqual(['No pending requests.']);
    expect((await runOfficeTask(ctx.db, ['requests', '--all'])).lines.join('\n')).toContain('[granted]');
    // The profile shows it at once: the next ping reads the row.
    const ping = await call(app, { method: 'GET', url: '/api/v2/auth/ping', token });
    expect(ping.body.data.allow_impersonate).toBe(1);

    expect((await runOfficeTask(ctx.db, ['revoke-delegation', u.email])).code).toBe(0);
    expect((await row(u.id)).allowImpersonate).toBe(false);
  });

  it('rejects a request by its number', async () => {
    const u = await createUser(ctx);
    const token = await createSession(ctx, u.id);
    const res = await call(app, { method: 'POST', url: '/api/v2/myaccount/request_access_public_offers', token, payload: { user: u.id } });
    const id = res.body.data.requestId as number;
    expect(await runOfficeTask(ctx.db, ['reject-request', String(id)])).toEqual({ code: 0, lines: [`Request #${id} rejected.`] });
    expect((await ctx.db.select().from(accountRequests).where(eq(accountRequests.id, id)))[0]!.status).toBe('rejected');
    expect((await runOfficeTask(ctx.db, ['reject-request', String(id)])).code).toBe(1);
  });

  it('makes a user an administrator and takes it back', async () => {
    const u = await createUser(ctx);
    expect((await runOfficeTask(ctx.db, ['make-admin', u.email])).code).toBe(0);
    expect((await row(u.id)).isGod).toBe(true);
    expect((await runOfficeTask(ctx.db, ['make-admin', u.email])).lines[0]).toContain('nothing changed');
    expect((await runOfficeTask(ctx.db, ['revoke-admin', u.email])).code).toBe(0);
    expect((await row(u.id)).isGod).toBe(false);
  });

  it('answers exit code 1 for an unknown e-mail', async () => {
    expect(await runOfficeTask(ctx.db, ['make-admin', 'nadie@example.com'])).toEqual({
      code: 1,
      lines: ['No account with the e-mail nadie@example.com.'],
    });
  });
});
