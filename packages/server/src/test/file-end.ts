import { afterAll } from 'vitest';

/*
 * What a test file opened for itself (an app, its database, its data folder) is closed when the
 * file ends, wherever the file opened it. Vitest ignores, without a word, an afterAll registered
 * while a hook runs: the apps that files built in their beforeAll were never closed, and with
 * `isolate: false` (vitest.config.ts) each one kept its job runner, its LISTEN connection and its
 * timers going in the worker through every file that came after, and left its data folder in the
 * system's temporary folder. So the helpers register here, and the one afterAll below, set up
 * before each file (setupFiles), runs what the file registered, the last opened first, after the
 * file's own afterAll hooks.
 */
// On the global object: with `isolate: false` a worker keeps the helpers' modules from one file to
// the next while this setup file runs again for each, so a module's own list could be another's.
const pending: (() => Promise<void>)[] = ((globalThis as { __clubFileEnd?: (() => Promise<void>)[] }).__clubFileEnd ??= []);

/** Runs `close` when the current test file ends (after its own afterAll hooks). */
export function atFileEnd(close: () => Promise<void>): void {
  pending.push(close);
}

afterAll(async () => {
  while (pending.length > 0) await pending.pop()!();
});
