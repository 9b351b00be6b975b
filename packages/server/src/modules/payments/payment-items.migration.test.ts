import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { migrateDatabase, migrationsFolder, openDatabase } from '../../db/client.js';
import { withDatabase } from '../../test/global-setup.js';
import { call, createSession, createUser, prepareTestRuntime } from '../../test/helpers.js';
import { bankNotification, eventsOf, ledger, postNotification } from './payments-test-kit.js';

/**
 * Migration 0015 (issue 14) on a ledger written before it: every existing attempt gets its items
 * from its `ref`, the first confirmed attempt of each item is the one that paid it, and money a
 * later attempt took for the same item shows "to refund" in the console from then on.
 */
const url = inject('postgresUrl');
const name = `club_mig_${randomUUID().replaceAll('-', '')}`;
const admin = async (sql: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(sql);
  await c.end();
};
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'club-migrations-'));
afterAll(async () => {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The migrations as they were before the items: the journal cut before 0015. */
function migrationsBefore(tag: string): string {
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

it('fills the items of existing ledger rows from their ref and flags the overpayments they hid', { timeout: 60_000 }, async () => {
  await admin(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false });
  await migrate(database.db as never, { migrationsFolder: migrationsBefore('0015_payment_items') });

  // The family (order 1: tickets A and B) and a member who paid a ticket in two tabs.
  const q = async <T = { id: number }>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];
  const [holder] = await q(
    `INSERT INTO users (email, first_name, last_name) VALUES ('aita@example.com', 'Aita', 'Etxeberria') RETURNING id`,
  );
  const [kidA] = await q(
    `INSERT INTO users (email, first_name, last_name) VALUES ('a@sin-correo.invalid', 'Ane', 'Etxeberria') RETURNING id`,
  );
  const [kidB] = await q(
    `INSERT INTO users (email, first_name, last_name) VALUES ('b@sin-correo.invalid', 'Beñat', 'Etxeberria') RETURNING id`,
  );
  const [member] = await q(`INSERT INTO users (email, first_name, last_name) VALUES ('miren@example.com', 'Miren', 'Arana') RETURNING id`);
  const [course] = await q(
    `INSERT INTO courses (slug_es, slug_en, title_es, date) VALUES ('cursillo-legado', 'legacy', 'Cursillo', '2026-04-01') RETURNING id`,
  );
  const signup = async (userId: number, createdBy: number) =>
    (
      await q(
        `INSERT INTO course_signups (course_id, user_id, created_by, status, payment_status, requires_card_payment, price_cents)
         VALUES ($1, $2, $3, 1, 1, true, 4250) RETURNING id`,
        [course!.id, userId, createdBy],
      )
    )[0]!.id;
  const a = await signup(kidA!.id, holder!.id);
  const b = await signup(kidB!.id, holder!.id);
  const m = await signup(member!.id, member!.id);
  const [order] = await q(`INSERT INTO family_orders (holder_id, course_id) VALUES ($1, $2) RETURNING id`, [holder!.id, course!.id]);
  await q(`INSERT INTO family_order_tickets (order_id, signup_id, position) VALUES ($1, $2, 0), ($1, $3, 1)`, [order!.id, a, b]);
  const payment = async (o: string, userId: number, kind: string, ref: string, cents: number, state: string, paidAt: string | null) =>
    (
      await q(
        `INSERT INTO payments ("order", user_id, kind, ref, amount_cents, state, created_at, updated_at, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, '2026-03-02T10:00:00Z', coalesce($7::timestamptz, '2026-03-02T10:00:00Z'), $7) RETURNING id`,
        [o, userId, kind, ref, cents, state, paidAt],
      )
    )[0]!.id;
  await payment('1000famfirst', holder!.id, 'family-order', `${order!.id}:${a}`, 4250, 'paid', '2026-03-02T10:20:00Z');
  await payment('1000famboth0', holder!.id, 'family-order', `${order!.id}:${a}.${b}`, 8500, 'paid', '2026-03-02T10:10:00Z');
  await payment('1000famfail0', holder!.id, 'family-order', `${order!.id}:${b}`, 4250, 'failed', null);
  await payment('1000memtab01', member!.id, 'course-signup', String(m), 4250, 'paid', '2026-03-02T10:05:00Z');
  await payment('1000memtab02', member!.id, 'course-signup', String(m), 4250, 'pending', null);

  await migrateDatabase(database);

  const { outbox, mailer, clock, config } = prepareTestRuntime();
  clock.set('2026-03-02T12:00:00Z');
  const { app } = await buildApp(config, { database, mailer, now: clock.now, logger: false });
  await app.ready();
  try {
    const office = await createUser(app.ctx, { isGod: true });
    const token = await createSession(app.ctx, office.id);
    const page = await call(app, { method: 'GET', url: `/api/admin/payments?course=${course!.id}`, token });
    const rows = new Map((page.body.data.rows as Record<string, any>[]).map((r) => [r.order as string, r]));
    expect([...rows.keys()].sort()).toEqual(['1000famboth0', '1000famfail0', '1000famfirst', '1000memtab01', '1000memtab02']);
    const items = (o: string) =>
      rows.get(o)!.items.map((i: { id: string; amount: number; outcome: string | null }) => [Number(i.id), i.amount, i.outcome]);
    // Paid first: both tickets. Paid later for ticket A only: all of it to refund.
    expect(items('1000famboth0')).toEqual([
      [a, 42.5, 'paid'],
      [b, 42.5, 'paid'],
    ]);
    expect(rows.get('1000famboth0')).toMatchObject({ course_id: course!.id, to_refund: 0 });
    expect(items('1000famfirst')).toEqual([[a, 42.5, 'overpaid']]);
    expect(rows.get('1000famfirst')).toMatchObject({ state: 'paid', overpaid: 42.5, to_refund: 42.5, course_id: course!.id });
    expect(items('1000famfail0')).toEqual([[b, 42.5, null]]);
    expect(items('1000memtab01')).toEqual([[m, 42.5, 'paid']]);
    expect(items('1000memtab02')).toEqual([[m, 42.5, null]]);

    // The member's open tab is paid after the upgrade: the ticket was paid, so it is to refund.
    const reply = await postNotification(app, bankNotification({ order: '1000memtab02', amount: 4250, response: '0000' }));
    expect(reply.body).toBe('OK');
    const tab = await ledger(app.ctx, '1000memtab02');
    expect(tab).toMatchObject({ state: 'paid', overpaidCents: 4250 });
    expect((await eventsOf(app.ctx, tab.id)).map((e) => e.type)).toEqual(['overpaid']);
    expect(outbox.filter((mail) => mail.to === config.CLUB_OFFICE_EMAIL).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('1000memtab02'),
    ]);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
});
