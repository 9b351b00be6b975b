import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The domain package is read from its TypeScript source ('source' export condition), so the
// server tests never run against a stale build of the shared rules.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
