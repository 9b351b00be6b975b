import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { membershipTypes } from '../db/schema/content.js';
import { files } from '../db/schema/files.js';
import { users } from '../db/schema/auth.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { call, createSession, createTestApp, createUser, openTestDatabase } from '../test/helpers.js';
import { backupDatabase, RestoreError, restoreDatabase } from './backup.js';
import type { Database } from '../db/client.js';

const TABLES = ['users', 'sessions', 'files', 'membership_types', 'slides', 'news', 'news_translations'] as const;

async function contents(database: Database, table: string): Promise<unknown[]> {
  const order = table === 'news_translations' ? 'news_id, lang' : 'id';
  return (await database.pool.query(`SELECT * FROM "${table}" ORDER BY ${order}`)).rows;
}

async function snapshot(database: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of TABLES) out[t] = await contents(database, t);
  return out;
}

describe('backup and restore', async () => {
  const { ctx } = await createTestApp();
  const source = { pool: (ctx.db as unknown as { $client: Database['pool'] }).$client } as Database;
  const target = await openTestDatabase();
  afterAll(async () => {
    await target.database.close();
    await target.drop();
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-backup-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const backupFile = path.join(dir, 'club.backup');

  // Data of every awkward kind: text with tabs, newlines, backslashes and non-ASCII; NULLs;
  // bytea with every byte value; numerics, dates, booleans, timestamps.
  const ane = await createUser(ctx, { firstName: 'Ane\tMiren', lastName: 'Etxeberria\\Goñi', address: 'Kale\nNagusia 1' });
  const jon = await createUser(ctx, { firstName: 'Jon', profilePicture: null, memberId: 1234 });
  await createSession(ctx, ane.id);
  const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
  await ctx.db.insert(files).values([
    { purpose: 'avatar', filename: 'ane.png', mimeType: 'image/png', size: bytes.length, content: bytes, ownerId: ane.id },
    { purpose: 'news', filename: 'vacío.pdf', mimeType: 'application/pdf', size: 0, content: Buffer.alloc(0) },
  ]);
  await ctx.db.insert(membershipTypes).values([
    { type: 1, nameEs: 'Socio', nameEus: 'Bazkidea', priceMonth: '12.50', months: 12, firstMonth: 9, lastMonth: 8 },
    {
      type: 3,
      nameEs: 'Licencia "estatal"',
      nameEus: 'Lizentzia',
      priceMonth: '0.99',
      months: 1,
      firstMonth: 1,
      lastMonth: 1,
      visible: false,
    },
  ]);
  await source.pool.query(`INSERT INTO news (date, slug_es) VALUES ('2026-11-20', 'travesia')`);
  await source.pool.query(
    `INSERT INTO news_translations (news_id, lang, title, content) SELECT id, 'eus', 'Zeharkaldia', E'<p>a\\tb\\\\c</p>' FROM news`,
  );
  const before = await snapshot(source);

  it('round-trips every row exactly into a fresh database, and ids continue after the restored ones', async () => {
    expect(before.users).toHaveLength(2);
    expect(before.files).toHaveLength(2);
    expect(await backupDatabase(source.pool, backupFile)).toMatchObject({ tables: expect.any(Number) });
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);

    const restored = await restoreDatabase(target.database.pool, backupFile);
    expect(restored.rows).toBeGreaterThanOrEqual(2 + 1 + 2 + 2 + 1 + 1);
    expect(await snapshot(target.database)).toEqual(before);
    const [file] = (await target.database.pool.query<{ content: Buffer }>("SELECT content FROM files WHERE filename = 'ane.png'")).rows;
    expect(Buffer.compare(file!.content, bytes)).toBe(0);

    const maxUser = Math.max(ane.id, jon.id);
    const inserted = await target.database.db
      .insert(users)
      .values({ email: 'nuevo@example.com', firstName: 'Nuevo', lastName: 'X', dateOfBirth: '1990-01-01', passwordHash: 'x' })
      .returning({ id: users.id });
    expect(inserted[0]!.id).toBeGreaterThan(maxUser);
    const file2 = await target.database.pool.query<{ id: number }>(
      "INSERT INTO files (purpose, filename, mime_type, size, content) VALUES ('news', 'n', 'text/plain', 0, '') RETURNING id",
    );
    expect(file2.rows[0]!.id).toBeGreaterThan(Math.max(...(before.files as { id: number }[]).map((f) => f.id)));
  });

  it('a portal on the restored database lets the restored account log in, through HTTP', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, { DATA_DIR: dir, PUBLIC_CACHE_SECONDS: 0 });
    const { app: restoredApp } = await buildApp(config, { database: target.database, mailer: { send: async () => {} }, logger: false });
    try {
      const res = await call(restoredApp, {
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { identity: ane.email, password: ane.password },
      });
      expect(res.body).toMatchObject({ success: 1, data: { token: expect.any(String) } });
      const ping = await call(restoredApp, { method: 'GET', url: '/api/v2/auth/ping', token: res.body.data.token });
      expect(ping.status).toBe(200);
      const types = await call(restoredApp, { method: 'GET', url: '/api/v2/memberships/membership_types' });
      expect(JSON.stringify(types.body.data)).toContain('Socio');
    } finally {
      await restoredApp.close();
    }
  });

  describe('a bad file is refused with RestoreError and changes nothing', () => {
    const bad = (name: string, content: Buffer | string) => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, content);
      return p;
    };
    const cases: [string, () => string][] = [
      ['a file that is not gzip at all', () => bad('notes.txt', 'Hola, esto no es una copia.\n')],
      ['a gzip file that is not a backup', () => bad('other.gz', gzipSync('{"hello":"world"}\nmore\n'))],
      [
        'a backup cut in the middle (gzip truncated)',
        () => {
          const whole = fs.readFileSync(backupFile);
          return bad('cut.backup', whole.subarray(0, Math.floor(whole.length / 2)));
        },
      ],
      [
        'a backup whose text is cut after a table header',
        () => {
          const text = gunzipSync(fs.readFileSync(backupFile)).toString('utf8');
          const at = text.indexOf('@@ {"name":"users"');
          const lineEnd = text.indexOf('\n', at);
          return bad('cut-text.backup', gzipSync(text.slice(0, text.indexOf('\n', lineEnd + 1) + 1)));
        },
      ],
      [
        'a backup with a damaged row',
        () => {
          const text = gunzipSync(fs.readFileSync(backupFile)).toString('utf8');
          const at = text.indexOf('@@ {"name":"membership_types"');
          const rowStart = text.indexOf('\n', at) + 1;
          return bad('damaged.backup', gzipSync(`${text.slice(0, rowStart)}not-a-number\tx\n${text.slice(rowStart)}`));
        },
      ],
      ['a missing file', () => path.join(dir, 'nope.backup')],
    ];
    for (const [what, make] of cases) {
      it(what, async () => {
        const targetBefore = await snapshot(target.database);
        await expect(restoreDatabase(target.database.pool, make())).rejects.toBeInstanceOf(RestoreError);
        expect(await snapshot(target.database)).toEqual(targetBefore);
        // The pool is still usable (no connection left in a broken transaction).
        expect((await target.database.pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
      });
    }
  });
});
