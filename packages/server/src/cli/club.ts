#!/usr/bin/env node
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runOfficeTask, USAGE } from './office-tasks.js';

/**
 * `npm run club -- <task>`: office tasks on the server's own database (same configuration as
 * `npm start`: DATA_DIR or DATABASE_URL). Migrations are applied first, so it also works on a
 * database the server has not opened yet. See docs/office-tasks.md.
 */
async function main(args: string[]): Promise<number> {
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0]!)) {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    const result = await runOfficeTask(database.db, args);
    (result.code === 0 ? console.log : console.error)(result.lines.join('\n'));
    return result.code;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
