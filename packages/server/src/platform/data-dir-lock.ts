import fs from 'node:fs';
import path from 'node:path';

/**
 * One portal (or one office task that had to start the database itself) per DATA_DIR at a time:
 * two processes running the same embedded cluster would fight over it. The lock is a file with
 * the holder's pid, taken atomically; a lock whose process is gone (a portal killed with kill -9)
 * is stale and taken over.
 */
export class DataDirBusyError extends Error {}

const LOCK_FILE = 'portal.lock';

function isAliveNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a reboot the pid may belong to an unrelated program: on Linux, check it is Node.
  try {
    return /node/i.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

export interface LockHolder {
  pid: number;
  role: string;
}

export function lockHolder(dataDir: string): LockHolder | null {
  try {
    const [pid, role] = fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim().split(/\s+/, 2);
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 && n !== process.pid && isAliveNode(n) ? { pid: n, role: role ?? 'portal' } : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock or throws DataDirBusyError naming who holds it; returns the release function. */
export function lockDataDir(dataDir: string, role: 'portal' | 'office-task'): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid} ${role}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').startsWith(`${process.pid} `)) fs.rmSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = lockHolder(dataDir);
      if (holder) {
        const what = holder.role === 'portal' ? 'Another portal' : 'An office task';
        throw new DataDirBusyError(
          `${what} (pid ${holder.pid}) is already running on ${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirBusyError(`Could not take the lock ${file}`);
}
