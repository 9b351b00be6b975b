import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { auditLog } from '../db/schema/audit.js';
import { users, type NewUserRow, type UserRow } from '../db/schema/auth.js';
import { membershipTypes } from '../db/schema/content.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { hashPassword } from '../lib/passwords.js';
import { startSession } from '../modules/auth/sessions.js';
import { CONTENT_CHANNEL, type PublicCache } from '../plugins/public-cache.js';
import { atFileEnd } from './file-end.js';
import { withDatabase } from './global-setup.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every mail the app sent, newest last. */
  outbox: MailMessage[];
  /** Moves the app's clock. */
  clock: { set(d: Date | string): void; advance(ms: number): void; now(): Date };
  dataDir: string;
}

/** A fresh database of its own, cloned from the migrated template on the test server. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = inject('postgresUrl');
  const name = `club_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** What every test app is built with: a data folder of its own, an in-memory outbox, a movable clock. */
export interface TestRuntime {
  dataDir: string;
  outbox: MailMessage[];
  mailer: Mailer;
  clock: TestApp['clock'];
  config: Config;
}

/**
 * Prepares a test app's surroundings. The public-read and session caches are off unless a test
 * asks for them: tests write and read back at once, and the caches' own tests
 * (public-cache.test.ts, session-cache.nodes.test.ts) turn them on.
 */
export function prepareTestRuntime(overrides: Partial<Config> = {}): TestRuntime {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-data-'));
  const outbox: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void outbox.push(m) };
  let current = Date.now();
  const clock = {
    set: (d: Date | string) => void (current = new Date(d).getTime()),
    advance: (ms: number) => void (current += ms),
    now: () => new Date(current),
  };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    DATA_DIR: dataDir,
    PUBLIC_CACHE_SECONDS: 0,
    SESSION_CACHE_SECONDS: 0,
    ...overrides,
  });
  return { dataDir, outbox, mailer, clock, config };
}

/**
 * Builds the whole app on a fresh database with an in-memory outbox and a movable clock.
 * Closed automatically when the test file ends, also when built in a beforeAll (test/file-end.ts).
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const { dataDir, outbox, mailer, clock, config } = prepareTestRuntime(overrides);
  const { app } = await buildApp(config, { database, mailer, now: clock.now, logger: false });
  await app.ready();
  atFileEnd(async () => {
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, ctx: app.ctx, outbox, clock, dataDir };
}

let userCounter = 0;

/**
 * One argon2 hash per test password and process: hashing is slow on purpose (about 10 ms of CPU
 * each) and the suites create hundreds of users. Every stored hash is still a real argon2id hash
 * of the password, so logins verify it as they would any other.
 */
const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) passwordHashes.set(password, (hashed = hashPassword(password)));
  return hashed;
}

/** Inserts an adult user with a known password straight into the database. */
export async function createUser(
  ctx: AppContext,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  userCounter += 1;
  const password = overrides.password ?? 'secreto123';
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: `user${userCounter}-${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Ane',
      lastName: 'Zubizarreta',
      dateOfBirth: '1985-05-20',
      personId: '12345678Z',
      phone: '600111222',
      address: 'Kale Nagusia 12',
      city: 'Getxo',
      zipcode: '48990',
      country: 'España',
      acceptedTermsConditions: new Date(),
      acceptedTermsPicturesTreatment: new Date(),
      ...overrides,
      passwordHash: await hashOnce(password),
    })
    .returning();
  return { ...row!, password };
}

/** Season passes enough for a membership-type list worth compressing (1 kB or more from 12 on). */
export async function addMembershipTypes(ctx: AppContext, count: number): Promise<void> {
  await ctx.db.insert(membershipTypes).values(
    Array.from({ length: count }, (_, i) => ({
      type: 1,
      nameEs: `Abono de temporada ${i}`,
      nameEus: `Denboraldiko abonua ${i}`,
      priceMonth: '12.00',
      months: 12,
      firstMonth: 9,
      lastMonth: 8,
    })),
  );
}

/**
 * A live session for the user, without going through the login route: opened as the login opens
 * one, at the app's clock (a session written with the database's own time would be a minute or a
 * month away from what the app, on a moved clock, calls now).
 */
export async function createSession(ctx: AppContext, userId: number, userAgent = 'vitest'): Promise<string> {
  return startSession(ctx.db, { userId, userAgent, ip: '', remember: true, now: ctx.now() });
}

/** inject() with a bearer token and the JSON body parsed. */
export async function call(
  app: FastifyInstance,
  opts: InjectOptions & { token?: string },
): Promise<{ status: number; body: { success: 0 | 1; code?: number | string; ext?: string; data?: any } }> {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: any;
  try {
    body = res.json();
  } catch {
    body = { raw: res.body };
  }
  return { status: res.statusCode, body };
}

/** The audit rows of one entity, oldest first: what every office write must leave behind. */
export const auditRowsOf = (ctx: AppContext, entity: string, id: number | string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

/**
 * Waits until each given node's public cache has taken every content notification sent so far.
 * A test's own writes notify the nodes, and on a busy machine a notification can land late,
 * emptying a cache in the middle of a test that counts on it. A marker sent now on the channel
 * arrives after them (PostgreSQL delivers a channel's notifications in commit order), so once
 * each cache's lastNotice is the marker none is left on the way. Waiting until the caches were
 * empty was not enough: an earlier notification empties them too, and the marker then landed in
 * the middle of the test (a run of the suite read a cache of 0 entries right after filling it).
 */
export async function contentNotificationsSettled(
  ctx: Pick<AppContext, 'db'>,
  caches: readonly PublicCache[],
  marker: string,
): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${marker})`);
  const until = Date.now() + 10_000;
  while (caches.some((c) => c.lastNotice !== marker) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  expect(caches.map((c) => c.lastNotice)).toEqual(caches.map(() => marker));
}
