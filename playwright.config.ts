import { defineConfig, devices } from '@playwright/test';
import { urls } from './e2e/support/servers';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

/**
 * End-to-end tests against the production build served by its production entry point
 * (server.mjs, as `npm start` runs it), in Debian's Chromium. scripts/test.sh builds once; the
 * servers of e2e/support/web-servers.ts run that build in several modes next to a mock of the
 * systems we do not own and the empty page the JavaScript budget compares against. Specs whose
 * mode cannot be shared (no proxy in front, PostgreSQL stopped, a server killed, nginx, a server
 * log to read) start their own.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: urls.site,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // The suite's servers, started side by side (e2e/support/web-servers.ts).
  globalSetup: './e2e/support/start-servers.ts',
});
