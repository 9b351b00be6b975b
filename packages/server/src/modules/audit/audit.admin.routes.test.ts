import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { bankNotification, ledger, postNotification, registerRecordingKind } from '../payments/payments-test-kit.js';
import { startCardPayment } from '../payments/payments.service.js';
import { purgeOldAuditRows } from './audit.service.js';

/** The audit log: append-only in the database, filled by payment events, read by the office. */
let t: TestApp;
let admin: { id: number; email: string };
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  registerRecordingKind('test-audit');
  const u = await createUser(t.ctx, { isGod: true });
  admin = { id: u.id, email: u.email };
  token = await createSession(t.ctx, u.id);
});

const rowsOf = (entity: string, entityId: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

describe('append-only', () => {
  it('refuses UPDATE, DELETE of a recent row and TRUNCATE', async () => {
    await t.ctx.db.insert(auditLog).values({ action: 'test.insert', entity: 'test', entityId: '1', after: { a: 1 } });
    await expect(t.ctx.db.execute(sql`UPDATE audit_log SET action = 'forged' WHERE entity = 'test'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`DELETE FROM audit_log WHERE entity = 'test'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect((await rowsOf('test', '1')).map((r) => r.action)).toEqual(['test.insert']);
  });

  it('the retention job deletes only rows older than 6 years', async () => {
    const old = new Date(Date.now() - (6 * 365 + 10) * 24 * 3600_000);
    const recent = new Date(Date.now() - 5 * 365 * 24 * 3600_000);
    await t.ctx.db.insert(auditLog).values([
      { at: old, action: 'test.old', entity: 'retention', entityId: 'old' },
      { at: recent, action: 'test.recent', entity: 'retention', entityId: 'recent' },
    ]);
    expect(await purgeOldAuditRows(t.ctx)).toBe(1);
    expect(await rowsOf('retention', 'old')).toHaveLength(0);
    expect(await rowsOf('retention', 'recent')).toHaveLength(1);
  });
});

describe('payment events', () => {
  it('writes an audit row beside each payment event, with the ledger row before and after', async () => {
    const user = await createUser(t.ctx);
    const { order } = await startCardPayment(t.ctx, {
      kind: 'test-audit',
      ref: 'a-1',
      userId: user.id,
      amountCents: 1500,
      description: 'Cuota',
      lang: 'es',
    });
    await postNotification(t.app, bankNotification({ order, amount: 1500, response: '0000' }));
    const id = (await ledger(t.ctx, order)).id;
    const rows = await rowsOf('payment', String(id));
    expect(rows.map((r) => r.action)).toEqual(['payment.created', 'payment.paid']);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ order, state: 'pending', amountCents: 1500 });
    expect(rows[1]!.before).toMatchObject({ state: 'pending' });
    expect(rows[1]!.after).toMatchObject({ state: 'paid', dsResponse: '0000' });
    expect(rows[1]!.actorId).toBeNull();
  });
});

describe('GET /api/admin/audit', () => {
  it('lists rows newest first, filtered and paged', async () => {
    await t.ctx.db.insert(auditLog).values(
      Array.from({ length: 55 }, (_, i) => ({
        at: new Date(Date.UTC(2026, 0, 1 + (i % 28), 12)),
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'paging.test',
        entity: 'paging',
        entityId: String(i),
      })),
    );
    const first = await call(t.app, { method: 'GET', url: '/api/admin/audit?entity=paging', token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 55, page: 1, page_size: 50 });
    expect(first.body.data.rows).toHaveLength(50);
    const ats = first.body.data.rows.map((r: { at: string }) => r.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const second = await call(t.app, { method: 'GET', url: '/api/admin/audit?entity=paging&page=2', token });
    expect(second.body.data.rows).toHaveLength(5);
    const day = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=paging&actor=${admin.id}&from=2026-01-03&to=2026-01-03`,
      token,
    });
    expect(day.body.data.total).toBe(2);
    const bad = await call(t.app, { method: 'GET', url: '/api/admin/audit?from=yesterday', token });
    expect(bad.status).toBe(400);
  });
});
