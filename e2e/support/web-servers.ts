import { ports, urls } from './servers';
import { emptyAppPort, emptyAppUrl } from './empty-app';
import { ADMIN_PASSWORD, adminDatabase } from './admin';
import { E2E_TICKET_SEED } from './tickets';
import { capacityDatabase, E2E_CAPACITY } from './seats';
import { siteDates } from './site-clock';

/** A server the suite needs before its first test (started by e2e/support/start-servers.ts). */
export interface WebServer {
  name: string;
  command: string;
  /** Answers 200 once the server is ready. */
  url: string;
  env?: Record<string, string>;
  /** How long it may take to answer, in ms. */
  timeout: number;
}

/** The production build (server.mjs) on one of the suite's ports, in the mode `env` sets. */
function site(name: string, port: number, env: Record<string, string>, command = 'node server.mjs'): WebServer {
  return {
    name,
    command,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    // The tests play the reverse proxy: the X-Forwarded-For entry they add names the client.
    // The 2025 event is long over by the servers' clock: a retention far in the future keeps the
    // scheduled jobs (lib/jobs) from erasing the letter requests' passport data while the suites
    // read it (e2e/support/letters.ts runs the retention pass itself, told the moment).
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

const mails = { EMAIL_PROVIDER_URL: `${urls.mock}/email/senderjson.php` };

export const webServers: WebServer[] = [
  // The empty Next.js page the JavaScript budget compares against (bench/empty-app).
  {
    name: 'empty-app',
    command: `node scripts/empty-app.mjs serve ${emptyAppPort}`,
    url: `${emptyAppUrl}/`,
    timeout: 240_000,
  },
  {
    name: 'mock',
    command: `npx tsx e2e/support/mock-services.mjs ${ports.mock}`,
    url: `${urls.mock}/__health`,
    timeout: 30_000,
  },
  // The public pages as they read before the edition (e2e/support/site-clock.ts).
  site('site', ports.site, {
    DATABASE_URL: 'file:./data/e2e-site.db',
    REGISTRATION_OPEN: 'false',
    SITE_DATE: siteDates.before,
  }),
  site('open', ports.openRegistration, {
    DATABASE_URL: 'file:./data/e2e-open.db',
    REGISTRATION_OPEN: 'true',
    SITE_DATE: siteDates.before,
    ...mails,
  }),
  {
    ...site(
      'upstream',
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
        ...mails,
        E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
      },
      // Its organiser area must say that submissions go to the organisers' API (e2e/admin-users.spec.ts).
      `bash e2e/support/admin-site.sh ${ports.upstream}`,
    ),
    timeout: 240_000,
  },
  // Registration under a tiny capacity, on a database made afresh at each start (e2e/capacity.spec.ts).
  site(
    'capacity',
    ports.capacity,
    {
      DATABASE_URL: capacityDatabase,
      REGISTRATION_OPEN: 'true',
      SITE_DATE: siteDates.before,
      REGISTRATION_CAPACITY: String(E2E_CAPACITY),
      ...mails,
    },
    `rm -f ${capacityDatabase.replace(/^file:/, '')}* && node server.mjs`,
  ),
  {
    ...site(
      'admin',
      ports.admin,
      // Registration is open (tickets signed with the suite's key) so the organisers' attendee
      // pages have people registered through the real form (e2e/admin-attendees.spec.ts). No
      // SITE_DATE: today's clock, after the edition, so certificates can be had.
      { DATABASE_URL: adminDatabase, REGISTRATION_OPEN: 'true', ...mails, E2E_ADMIN_PASSWORD: ADMIN_PASSWORD },
      `bash e2e/support/admin-site.sh ${ports.admin}`,
    ),
    // Three users are created with the CLI before the server starts.
    timeout: 240_000,
  },
  // The edition's other phases, light (registration closed, nothing mailed): e2e/phases.spec.ts.
  site('during', ports.during, { DATABASE_URL: 'file:./data/e2e-during.db', SITE_DATE: siteDates.during }),
  site('after', ports.after, { DATABASE_URL: 'file:./data/e2e-after.db', SITE_DATE: siteDates.after }),
];
