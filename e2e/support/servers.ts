/**
 * The servers the end-to-end suite runs (e2e/support/web-servers.ts starts them):
 * - site: the production build in its default mode (embedded store, registration closed);
 * - openRegistration: the same build with REGISTRATION_OPEN=true and the email provider
 *   pointed at the mock services (so sent mails can be read back);
 * - upstream: the same build forwarding submissions to the mock organisers' API;
 * - admin: the same build for the organiser area, its users created with the CLI first
 *   (e2e/support/admin-site.sh), mails sent to the mock provider;
 * - noProxy: the same build with TRUSTED_PROXY_HOPS=0, as it runs with no reverse proxy in
 *   front; started by e2e/peer-address.spec.ts itself, for its own tests only;
 * - capacity: the same build with REGISTRATION_OPEN=true and REGISTRATION_CAPACITY=2 on a fresh
 *   database each start, mails to the mock provider (e2e/capacity.spec.ts: the waiting list);
 * - stopping: the same build, started and sent SIGTERM by e2e/shutdown.spec.ts itself;
 * - topology: nginx in front of two instances on one PostgreSQL (npm run topology), started by
 *   e2e/topology.spec.ts itself; its instances use base+10 and base+11;
 * - foreignPosts: the same build, started by e2e/foreign-posts.spec.ts itself so it can read the
 *   server's log;
 * - lettersDown: the same build on a PostgreSQL that is not there (nothing listens on
 *   lettersDownDatabase), started by e2e/letters-verify.spec.ts itself;
 * - during, after: the same build with SITE_DATE during and after the edition (e2e/phases.spec.ts);
 *   site, openRegistration, upstream and capacity run before it, admin on today's clock
 *   (e2e/support/site-clock.ts);
 * - mock: e2e/support/mock-services.mjs, a real local HTTP server standing in for the systems
 *   we do not own (the organisers' API and the email provider).
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const ports = {
  site: base,
  openRegistration: base + 1,
  upstream: base + 2,
  admin: base + 3,
  noProxy: base + 4,
  capacity: base + 5,
  stopping: base + 6,
  topology: base + 7,
  lettersDown: base + 8,
  lettersDownDatabase: base + 9,
  // base + 10 to base + 15: the topology's instances and PostgreSQL, the topology fault script.
  foreignPosts: base + 16,
  during: base + 17,
  after: base + 18,
  mock: base + 99,
};

export const urls = {
  site: `http://127.0.0.1:${ports.site}`,
  openRegistration: `http://127.0.0.1:${ports.openRegistration}`,
  upstream: `http://127.0.0.1:${ports.upstream}`,
  admin: `http://127.0.0.1:${ports.admin}`,
  noProxy: `http://127.0.0.1:${ports.noProxy}`,
  capacity: `http://127.0.0.1:${ports.capacity}`,
  stopping: `http://127.0.0.1:${ports.stopping}`,
  topology: `http://127.0.0.1:${ports.topology}`,
  foreignPosts: `http://127.0.0.1:${ports.foreignPosts}`,
  during: `http://127.0.0.1:${ports.during}`,
  after: `http://127.0.0.1:${ports.after}`,
  mock: `http://127.0.0.1:${ports.mock}`,
};
