import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * Runs against the built app served by the real server on a fresh data folder (embedded PostgreSQL) with the demo
 * data. Chromium is Debian's (`scripts/test.mjs` installs it when missing).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Animations off (the app honours prefers-reduced-motion): an axe scan taken mid-fade would
    // measure colour contrast against a half-transparent slide.
    reducedMotion: 'reduce',
    trace: 'off',
  },
  webServer: {
    command: `node support/serve.mjs`,
    url: `http://127.0.0.1:${port}/api/v2/auth/ping`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, not the default SIGKILL: the portal then stops its embedded PostgreSQL server and
    // serve.mjs removes the data folder (a SIGKILL left a database server running per run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
