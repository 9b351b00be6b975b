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
    testTimeout: 30_000,
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
