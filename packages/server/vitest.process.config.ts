import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The built server's process tests (`*.process.test.ts`): they spawn `node dist/main.js`, so
// they run after the build (scripts/test.mjs), apart from the HTTP suite and its test database.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['src/**/*.process.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
