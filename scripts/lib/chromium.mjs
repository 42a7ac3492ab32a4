/**
 * Debian's Chromium as every browser tool of the project starts it (Playwright tests, the
 * Lighthouse benchmark, the ticket benchmark): as root without a sandbox, without a GPU, and
 * without the background traffic this machine's closed network refuses.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
