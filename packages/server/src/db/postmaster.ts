import fs from 'node:fs';
import path from 'node:path';

/**
 * The pid, port and socket folder of a server running on this folder, from its postmaster.pid
 * (line 5 is the folder of its Unix socket, empty when it has none); null if none.
 */
export function runningServer(dataDir: string): { pid: number; port: number; socketDir: string | null } | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive but another user's (the postgres user when we are not root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return { pid, port, socketDir: lines[4]?.trim() || null };
}
