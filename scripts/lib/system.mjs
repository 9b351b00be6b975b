// What the tests need from the machine: Debian's Chromium and a PostgreSQL server.
// On Debian as root a missing one is installed with apt (and we say so); elsewhere we name it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
let aptUpdated = false;

function aptInstall(pkg, why) {
  if (!isRoot || !hasApt) {
    console.error(`✖ ${why} is missing. Install it first (Debian/Ubuntu: 'sudo apt-get install -y ${pkg}').`);
    process.exit(1);
  }
  console.log(`… ${why} is missing: installing the Debian package '${pkg}' with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  const r = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`✖ apt-get install ${pkg} failed`);
    process.exit(1);
  }
}

export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  aptInstall('chromium', 'Chromium (for the browser tests)');
  return '/usr/bin/chromium';
}

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export function ensurePostgres() {
  const bin = findPostgresBin();
  if (bin) return bin;
  aptInstall('postgresql', 'A PostgreSQL server (for the second run of the server tests)');
  const installed = findPostgresBin();
  if (!installed) {
    console.error('✖ PostgreSQL was installed but initdb was not found under /usr/lib/postgresql');
    process.exit(1);
  }
  return installed;
}

/** initdb in a throw-away folder and start the server on loopback; returns its URL and a stop function. */
export function startPostgres(bin, port = 54330 + Math.floor(Math.random() * 500)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-pg-'));
  const asPostgres = (cmd, args) => {
    if (isRoot) {
      execFileSync('chown', ['-R', 'postgres:postgres', dir]);
      return execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' });
    }
    return execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  };
  asPostgres('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPostgres('pg_ctl', [
    '-D',
    dir,
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  console.log(`… PostgreSQL started on 127.0.0.1:${port} (data in ${dir})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
        console.log('… PostgreSQL stopped');
      }
    },
  };
}
