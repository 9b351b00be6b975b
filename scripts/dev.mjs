#!/usr/bin/env node
// `npm run dev`: type-checking compiler in watch mode, the API restarted on change (port 8080),
// and Vite's dev server with hot reload on http://localhost:5173 (it proxies /api to 8080).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsc } from './lib/tsc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const first = spawnSync(tsc[0], [...tsc.slice(1), '-b'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(tsc[0], [...tsc.slice(1), '-b', '-w', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', 'packages/server/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'packages/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
