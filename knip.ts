import type { KnipConfig } from 'knip';

/**
 * The unused-code check of the lint step (`npm run lint`, scripts/test.sh): files nothing
 * reaches, exports nothing imports, dependencies nothing uses and packages used but not listed.
 * Knip's plugins find most entry points on their own: Next.js (the App Router's special files,
 * instrumentation.ts, proxy.ts, next.config.ts), Jest (the tests and jest.setup.ts), Playwright
 * (playwright.config.ts and e2e/), ESLint, PostCSS and
 * the files package.json's scripts run (server.mjs, scripts/*). What they cannot know is below.
 */
const config: KnipConfig = {
  entry: [
    // The offline service worker: app/serwist/[path]/route.ts names it by path (swSrc) and
    // @serwist/turbopack bundles it during `next build`; nothing imports it.
    'lib/offline/sw.ts',
    // Run by scripts/bench.mjs as child processes (runBenchScript), each also runnable alone.
    'scripts/bench-{ticket,submissions,export,checkin,revocations,registration,market,topology}.mjs',
    'scripts/bench-meetings.ts',
    // Run by scripts/test.sh after the end-to-end suite.
    'scripts/topology-faults.mjs',
    // Started by e2e/support/web-servers.ts (the end-to-end suite's servers) as commands.
    'e2e/support/mock-services.mjs',
    'scripts/empty-app.mjs',
    // Run by e2e/revocation.spec.ts as a child process (the library is server-only).
    'e2e/support/revoke.ts',
    // Run by e2e/support/seats.ts with tsx, against the capacity server's database.
    'e2e/support/seats-cli.ts',
    // Run by e2e/support/letters.ts with tsx, against the site and the admin servers' databases.
    'e2e/support/letters-cli.ts',
    // Run by e2e/admin-market-meetings.spec.ts with tsx: the reminder job at an injected time.
    'e2e/support/market-reminders-cli.ts',
    // The types of the plain-JavaScript modules beside them, which TypeScript reads in their
    // place when a .ts file imports the .mjs (allowJs is off); knip resolves to the .mjs itself.
    'server.d.mts',
    'scripts/{lib,media}/*.d.mts',
    // Run by hand to look at every generated portrait, logo or scene beside its name (docs/content.md).
    'scripts/media/contact-sheet.mjs',
    // bench/empty-app is a second, minimal Next.js app (the empty-page baseline of the bench and
    // the JavaScript budget) built by scripts/empty-app.mjs with the project's own next. It has
    // no package.json (so it is no workspace): its special files are entries here, and its
    // imports are checked against the root's dependencies, which it resolves from.
    'bench/empty-app/app/**/{layout,page}.tsx',
    'bench/empty-app/{instrumentation,proxy}.ts',
    'bench/empty-app/next.config.mjs',
  ],
  // Debian's libxml2-utils and poppler-utils (scripts/ensure-system-deps.sh): xmllint validates
  // the sitemap (lib/testing/sitemap-schema.ts), the PDFs' tests read fonts and text with the others.
  ignoreBinaries: ['xmllint', 'pdffonts', 'pdftotext'],
  // The brand face's files are copied from it into public/fonts/ (app/site.inline.css); nothing
  // imports it, and e2e/perf.spec.ts checks the copies against it byte for byte.
  ignoreDependencies: ['@fontsource/space-grotesk'],
  ignoreIssues: {
    // Kysely's Migrator calls each migration's up (and down) through the object
    // lib/db/migrations/index.ts builds from the modules' namespaces. Knip 6.44 does not count a
    // namespace used as the value of a quoted key ('0001-initial': initial), and the keys are
    // the migration names recorded in the database, so they stay.
    'lib/db/migrations/0*.ts': ['exports'],
  },
};

export default config;
