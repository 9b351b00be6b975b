import os from 'node:os';
import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

// The domain package is read from its TypeScript source ('source' export condition), so the
// server tests never run against a stale build of the shared rules.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // The built server's process tests run after the build: vitest.process.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.process.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Closes what each file opened, when the file ends (src/test/file-end.ts).
    setupFiles: ['src/test/file-end.ts'],
    // What a test proves is not its speed (`npm run bench` measures that). In `npm test` this suite
    // runs a little below the browser tests (nice +5) on a 2-core machine at load 12-14, where a test
    // takes 5-12 times as long as alone: rendering every public page in both languages, 2.6 s alone,
    // took 14-28 s in passing runs and once ran out of 30 s; the 403 sweep over every route 30.0 s.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process per worker for all the files it runs, not one per file: loading the whole
    // server for each of 75 files was most of the suite's time (import 785 s of CPU against
    // tests 507 s; 470 s -> 74 s wall on the 2-core machine under load). Each file still builds
    // its own app on its own database; what a file registers in a process-wide registry for
    // itself (a test payable kind, pending or charge source) it removes, or names it its own.
    isolate: false,
    // Files run in parallel, each in a fresh process with a database of its own. Vitest's default
    // (cores - 1) gives ONE worker on the 2-core CI machine; a file's time is partly spent waiting
    // on PostgreSQL, so one worker more than cores keeps both cores busy (README, "How the tests run").
    maxWorkers: os.availableParallelism() + 1,
  },
});
