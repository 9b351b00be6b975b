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
  },
});
