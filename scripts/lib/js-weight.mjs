/**
 * The JavaScript budget (docs/performance.md): how many gzip bytes of JavaScript a page loads
 * before anyone touches it, and what each route may load compared with an empty page of the same
 * Next.js version. Shared by `npm run bench` (scripts/bench.mjs) and the end-to-end budget test
 * (e2e/budget.spec.ts) so that both sides of the ratio are always measured the same way: in
 * Chromium, every response of type "script" until the load event plus a quiet network, each body
 * gzipped with zlib level 9 (independent of how the server compresses it).
 */
import { gzipSync } from 'node:zlib';

/** Ratio to the empty page allowed on content routes. */
const CONTENT_RATIO = 1.15;
/** Ratio allowed on routes that carry a form or the ticket. */
const INTERACTIVE_RATIO = 1.35;

/** Routes that carry a form, and the ticket pages: they may load more script. */
const interactiveRoutes = new Set(['/contact', '/exhibition', '/register', '/register-partner']);

/** The ratio to the empty page that a path may load. */
export function budgetRatio(path) {
  // A page in another language than English (/fr/contact) has its English page's budget.
  const pathname = path.split('?')[0].replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
  if (interactiveRoutes.has(pathname) || pathname.startsWith('/ticket/')) return INTERACTIVE_RATIO;
  return CONTENT_RATIO;
}

/**
 * Lighthouse 12's mobile profile (a Moto G Power): 412x823 CSS pixels at 1.75 device pixels per
 * CSS pixel, so responsive images pick the same candidates as in the Lighthouse runs.
 */
export const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};

/** Requests that say nothing about JavaScript and may never settle (a looping video streams). */
const ignoredTypes = new Set(['media', 'websocket', 'eventsource']);
/** The same, when the page's media is to be waited for and counted (a short loop downloads whole). */
const ignoredTypesWithMedia = new Set(['websocket', 'eventsource']);

/**
 * Loads `url` in `page` (a fresh Playwright page, so nothing is cached) and returns the scripts
 * it fetched before any interaction: after the load event, once the main thread is idle and no
 * request other than media has been in flight for `quietMs` (capped at `maxWaitMs` after load).
 * Also returns what the whole first view cost on the wire (`transfer`: encoded bodies plus
 * response headers of every finished request) and the media requests it made, with whether
 * each was sent before the load event. With `includeMedia`, media requests are waited for like
 * any other, so a video the page plays counts in `transfer` (the page then settles only once it
 * is downloaded, or at `maxWaitMs`).
 */
export async function measurePageJs(page, url, { quietMs = 1000, maxWaitMs = 20_000, includeMedia = false } = {}) {
  const ignored = includeMedia ? ignoredTypesWithMedia : ignoredTypes;
  // Requests still waiting for their response. A request counts as settled at its response:
  // Next.js leaves the body of some prefetch responses (e.g. a 404) unread, and those requests
  // would never "finish". Script bodies are awaited separately below.
  const waiting = new Set();
  let lastActivity = Date.now();
  const pending = [];
  const seen = new Set();
  const sizes = [];
  const media = [];

  const onRequest = (request) => {
    if (request.resourceType() === 'media') media.push(request);
    if (ignored.has(request.resourceType())) return;
    waiting.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request) => {
    if (!waiting.delete(request)) return;
    lastActivity = Date.now();
  };
  const onFinished = (request) => {
    onDone(request);
    sizes.push(
      request.sizes().then(
        (s) => ({
          url: request.url(),
          type: request.resourceType(),
          bytes: s.responseBodySize + s.responseHeadersSize,
        }),
        () => ({ url: request.url(), type: request.resourceType(), bytes: 0 }),
      ),
    );
  };
  const onResponse = (response) => {
    const request = response.request();
    // A video counts once its body is in (requestfinished), not at its headers.
    if (!(includeMedia && request.resourceType() === 'media')) onDone(request);
    if (request.resourceType() !== 'script') return;
    const scriptUrl = response.url();
    if (seen.has(scriptUrl) || response.status() >= 300) return;
    seen.add(scriptUrl);
    pending.push(
      response.body().then(
        (body) => ({ url: scriptUrl, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ url: scriptUrl, bytes: 0, gzip: 0, error: 'body unavailable' }),
      ),
    );
  };

  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    const loadedAt = Date.now();
    // The load event on the browser's wall clock, the clock of Playwright's request timings.
    const loadEventAt = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return performance.timeOrigin + (navigation?.loadEventStart ?? 0);
    });
    // Settled means: the main thread has gone idle (hydration done, viewport observers and
    // Next.js' prefetch scheduling have run) and then no request was in flight for quietMs.
    // A measured window, not a fixed sleep: it ends as soon as the page settles.
    let settled = false;
    while (Date.now() - loadedAt < maxWaitMs) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
      if (waiting.size === 0 && Date.now() - lastActivity >= quietMs) {
        settled = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
    const transfers = (await Promise.all(sizes)).sort((a, b) => b.bytes - a.bytes);
    return {
      url,
      finalUrl: page.url(),
      status: response ? response.status() : 0,
      settled,
      scripts,
      count: scripts.length,
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      transfer: transfers.reduce((sum, r) => sum + r.bytes, 0),
      transfers,
      media: media.map((request) => ({ url: request.url(), beforeLoad: request.timing().startTime < loadEventAt })),
    };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onDone);
    page.off('response', onResponse);
  }
}

/** Bytes as kilobytes with one decimal, for reports. */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
