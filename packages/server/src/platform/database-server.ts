import path from 'node:path';
import type { Config } from '../config.js';
import { runningServerUrl, startEmbeddedPostgres } from '../db/embedded.js';
import { lockDataDir, lockHolder } from './data-dir-lock.js';

/** Where the portal's data lives: DATABASE_URL, or the embedded server under DATA_DIR/postgres. */
export interface DatabaseServer {
  url: string;
  /** What the log says about it. */
  description: string;
  /** Stops what this process started (the embedded server) and releases DATA_DIR. */
  release(): Promise<void>;
}

export const embeddedDir = (config: Config) => path.join(config.DATA_DIR, 'postgres');

/**
 * The portal's database server. Without DATABASE_URL the portal owns DATA_DIR (a second portal
 * on the same folder stops with a message) and runs the embedded server there.
 */
export async function startDatabaseServer(config: Config, log: (line: string) => void): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, description: 'PostgreSQL (DATABASE_URL)', release: async () => {} };
  const unlock = lockDataDir(config.DATA_DIR, 'portal');
  try {
    const server = await startEmbeddedPostgres({ dataDir: embeddedDir(config), port: config.EMBEDDED_PG_PORT, log });
    return {
      url: server.url,
      description: `embedded PostgreSQL 17 on 127.0.0.1:${server.port} (data in ${server.dataDir})`,
      release: async () => {
        try {
          await server.stop();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * The office tasks' database: DATABASE_URL; or the embedded server of the portal running on this
 * DATA_DIR; or, with no portal up, the embedded server started for the task and stopped after it.
 */
export async function connectForOfficeTask(config: Config, log: (line: string) => void): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, description: 'DATABASE_URL', release: async () => {} };
  const holder = lockHolder(config.DATA_DIR);
  const running = runningServerUrl(embeddedDir(config));
  if (holder && running) return { url: running, description: 'the running portal’s embedded server', release: async () => {} };
  const unlock = lockDataDir(config.DATA_DIR, 'office-task');
  try {
    const server = await startEmbeddedPostgres({ dataDir: embeddedDir(config), port: config.EMBEDDED_PG_PORT, log });
    return {
      url: server.url,
      description: 'the embedded server (started for this task)',
      release: async () => {
        try {
          // A server we found running (a portal killed earlier) is left as it was.
          if (!server.reused) await server.stop();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
