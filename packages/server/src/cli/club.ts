#!/usr/bin/env node
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirBusyError } from '../platform/data-dir-lock.js';
import { connectForOfficeTask } from '../platform/database-server.js';
import { backupDatabase, RestoreError, restoreDatabase } from './backup.js';
import { runOfficeTask, USAGE } from './office-tasks.js';

/**
 * `npm run club -- <task>`: office tasks on the server's own database (same configuration as
 * `npm start`: DATA_DIR or DATABASE_URL). They run while the portal is up: on the embedded
 * server they connect to the one the portal runs; with no portal up they start it for the task.
 * Migrations are applied first, so they also work on a database the portal has not opened yet.
 */
async function main(args: string[]): Promise<number> {
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0]!)) {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  const server = await connectForOfficeTask(config, () => {});
  try {
    const database = await openDatabase({ databaseUrl: server.url, max: 2 });
    try {
      const [task, file] = args;
      if (task === 'backup' || task === 'restore') {
        if (!file || args.length !== 2) {
          console.error(`Usage: npm run club -- ${task} FILE`);
          return 2;
        }
        if (task === 'backup') {
          const r = await backupDatabase(database.pool, file);
          console.log(`Saved ${r.tables} tables to ${file}`);
        } else {
          const r = await restoreDatabase(database.pool, file);
          console.log(`Restored ${r.rows} rows in ${r.tables} tables from ${file}`);
        }
        return 0;
      }
      const result = await runOfficeTask(database.db, args);
      (result.code === 0 ? console.log : console.error)(result.lines.join('\n'));
      return result.code;
    } finally {
      await database.close();
    }
  } finally {
    await server.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof ConfigError || err instanceof DataDirBusyError || err instanceof RestoreError;
    console.error(known ? (err as Error).message : err);
    process.exit(1);
  },
);
