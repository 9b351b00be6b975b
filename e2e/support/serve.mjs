// Starts the built server for the browser tests on a throw-away data folder with demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
// One marker per port, so parallel runs on different ports do not mix their outboxes.
fs.writeFileSync(path.join(root, `.tmp-e2e-data-dir-${process.env.E2E_PORT ?? '8181'}`), dataDir);
const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    // The gateway returns the browser here: the same origin as the tests' pages, so the session holds.
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '8181'}`,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
