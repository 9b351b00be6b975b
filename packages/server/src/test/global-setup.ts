import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (a PGlite folder copy, or CREATE DATABASE ... TEMPLATE on a PostgreSQL server), which is
 * far faster than migrating a fresh database in each file.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const digest = createHash('sha256');
  for (const f of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const p = path.join(migrationsFolder, f);
    if (fs.statSync(p).isFile()) digest.update(f).update(fs.readFileSync(p));
  }
  const version = digest.digest('hex').slice(0, 12);

  if (url) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = `club_template_${version}`;
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const db = await openDatabase({ databaseUrl: withDatabase(url, template) });
      await db.close();
    }
    await admin.end();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateDir', '');
    return;
  }

  const root = path.resolve(import.meta.dirname, '../../../../.tmp');
  const dir = path.join(root, `pglite-template-${version}`);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    const db = await openDatabase({ pgliteDir: dir });
    await db.close();
  }
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplate', '');
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
