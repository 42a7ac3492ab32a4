import { defineConfig, devices } from '@playwright/test';
import { ports, urls } from './e2e/support/servers';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { emptyAppPort, emptyAppUrl } from './e2e/support/empty-app';
import { ADMIN_PASSWORD, adminDatabase } from './e2e/support/admin';
import { E2E_TICKET_SEED } from './e2e/support/tickets';
import { capacityDatabase, E2E_CAPACITY } from './e2e/support/seats';
import { siteDates } from './e2e/support/site-clock';

/**
 * End-to-end tests against the production build served by its production entry point
 * (server.mjs, as `npm start` runs it), in Debian's Chromium. scripts/test.sh builds once; the
 * web servers below run that build in five modes (see e2e/support/servers.ts), next to a mock of
 * the systems we do not own and the empty page the JavaScript budget compares against. Specs
 * whose mode cannot be shared (no proxy in front, PostgreSQL stopped, a server killed, nginx, a
 * server log to read) start their own.
 */
function site(port: number, env: Record<string, string>, command = 'node server.mjs') {
  return {
    command,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The tests play the reverse proxy: the X-Forwarded-For entry they add names the client.
    // The 2025 event is long over by the servers' clock: a retention far in the future keeps the
    // scheduled jobs (lib/jobs) from erasing the letter requests' passport data while the suites read it
    // (e2e/support/letters.ts runs the retention pass itself, told the moment).
    env: {
      TICKET_SIGNING_KEY: E2E_TICKET_SEED,
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXY_HOPS: '1',
      LETTER_RETENTION_DAYS: '36500',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  };
}

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
  webServer: [
    // The empty Next.js page the JavaScript budget compares against (bench/empty-app).
    {
      command: `node scripts/empty-app.mjs serve ${emptyAppPort}`,
      url: `${emptyAppUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      command: `npx tsx e2e/support/mock-services.mjs ${ports.mock}`,
      url: `${urls.mock}/__health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The public pages as they read before the edition (e2e/support/site-clock.ts).
    site(ports.site, {
      DATABASE_URL: 'file:./data/e2e-site.db',
      REGISTRATION_OPEN: 'false',
      SITE_DATE: siteDates.before,
    }),
    site(ports.openRegistration, {
      DATABASE_URL: 'file:./data/e2e-open.db',
      REGISTRATION_OPEN: 'true',
      SITE_DATE: siteDates.before,
      EMAIL_PROVIDER_URL: `${urls.mock}/email/senderjson.php`,
    }),
    {
      ...site(
        ports.upstream,
        {
          DATABASE_URL: 'file:./data/e2e-upstream.db',
          REGISTRATION_OPEN: 'false',
          SITE_DATE: siteDates.before,
          UPSTREAM_API_URL: `${urls.mock}/upstream`,
          UPSTREAM_API_USERNAME: 'e2e-user',
          UPSTREAM_API_PASSWORD: 'e2e-upstream-password',
          UPSTREAM_TIMEOUT_MS: '1500',
          // The build's public URL is the https default; this server is told at run time it is
          // served over http, so its cookies' Secure flag must come from the request (e2e/admin-auth.spec.ts).
          NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.upstream}`,
          EMAIL_PROVIDER_URL: `${urls.mock}/email/senderjson.php`,
          E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
        },
        // Its organiser area must say that submissions go to the organisers' API (e2e/admin-users.spec.ts).
        `bash e2e/support/admin-site.sh ${ports.upstream}`,
      ),
      timeout: 240_000,
    },
    // Registration under a tiny capacity, on a database made afresh at each start (e2e/capacity.spec.ts).
    site(
      ports.capacity,
      {
        DATABASE_URL: capacityDatabase,
        REGISTRATION_OPEN: 'true',
        SITE_DATE: siteDates.before,
        REGISTRATION_CAPACITY: String(E2E_CAPACITY),
        EMAIL_PROVIDER_URL: `${urls.mock}/email/senderjson.php`,
      },
      `rm -f ${capacityDatabase.replace(/^file:/, '')}* && node server.mjs`,
    ),
    {
      ...site(
        ports.admin,
        // Registration is open (tickets signed with the suite's key) so the organisers' attendee
        // pages have people registered through the real form (e2e/admin-attendees.spec.ts). No
        // SITE_DATE: today's clock, after the edition, so certificates can be had.
        {
          DATABASE_URL: adminDatabase,
          REGISTRATION_OPEN: 'true',
          EMAIL_PROVIDER_URL: `${urls.mock}/email/senderjson.php`,
          E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
        },
        `bash e2e/support/admin-site.sh ${ports.admin}`,
      ),
      // Three users are created with the CLI before the server starts.
      timeout: 240_000,
    },
    // The edition's other phases, light (registration closed, nothing mailed): e2e/phases.spec.ts.
    site(ports.during, { DATABASE_URL: 'file:./data/e2e-during.db', SITE_DATE: siteDates.during }),
    site(ports.after, { DATABASE_URL: 'file:./data/e2e-after.db', SITE_DATE: siteDates.after }),
  ],
});
