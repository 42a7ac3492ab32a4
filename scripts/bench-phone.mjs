#!/usr/bin/env node
/**
 * What a visitor on a phone gets, beside the empty Next.js page of the same version
 * (bench/empty-app: one paragraph and one client button). Real Chromium, a 412-px phone (mobile,
 * touch; scripts/lib/js-weight.mjs `lighthousePhone`), the CPU 4x slower (CDP
 * Emulation.setCPUThrottlingRate) and three networks (CDP Network.emulateNetworkConditions):
 *
 *   slow 4G   150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up
 *   4G        70 ms round trip, 8 Mbit/s down, 750 kbit/s up
 *   fast      no network throttling
 *
 * Every load is a fresh browser context (cold cache, no service worker yet). Per route and
 * profile, `runs` rounds (default 5); each round loads the empty page, then every route of every
 * site, so the pages being compared share the machine's moments. Medians. Measured in the page
 * (an init script):
 *
 *   FCP, LCP   first-contentful-paint and the last largest-contentful-paint entry (PerformanceObserver)
 *   hydrated   when a data-hydrated attribute appeared: the site's on <html>
 *              (components/layout/hydration-mark.tsx), the empty page's on its button; both are
 *              set by an effect, which React runs once it has hydrated the component
 *   tap        the first tap answered: as soon as the page reports its first paint, the menu button
 *              is tapped (the site: the button named "Open menu"; the empty page: its button),
 *              and again every TAP_RETRY_MS until the page answers (the site: the "Main menu"
 *              dialog is visible; the empty page: the button reads "Tapped"). Reported: the time
 *              from the first paint to the answer, and in how many runs the first tap was the
 *              one answered. Measured in a second load of the same page, because Chromium stops
 *              reporting LCP candidates at the first input. A page without the site's menu (the
 *              ticket pages) has nothing to tap.
 *
 * Goals (docs/performance.md; a missed one is a problem the caller turns into exit status 1): FCP and LCP at
 * most 1.25x the empty page's on slow 4G and 4G (the fast network's are reported: there the paint
 * is bound by the page's own layout work), and the first tap answered no later after the first
 * paint than the empty page's button is, on every profile. Hydration is reported beside the empty
 * page's.
 *
 * `npm run bench` runs this as its part "phone" on the servers it starts. On its own, against
 * servers already running (tsx: the default routes come from lib/routes.ts):
 *
 *   npx tsx scripts/bench-phone.mjs --site=URL --empty=URL [--routes=/,/contact] [--runs=5]
 *                                   [--profiles=slow4g,4g,fast]
 *
 * --site may be NAME=URL and given more than once (--site=before=URL --site=after=URL): every
 * site's loads are interleaved in each round too. The machine may be shared and noisy: compare
 * with the empty page of the same run, never with another run's numbers.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { lighthousePhone } from './lib/js-weight.mjs';

/** Mbit/s to the bytes per second CDP takes. */
const mbit = (value) => (value * 1_000_000) / 8;

export const profiles = [
  {
    id: 'slow4g',
    label: 'slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up)',
    network: { latency: 150, downloadThroughput: mbit(1.6), uploadThroughput: mbit(0.75) },
    paintGoal: true,
  },
  {
    id: '4g',
    label: '4G (70 ms, 8 Mbit/s down, 750 kbit/s up)',
    network: { latency: 70, downloadThroughput: mbit(8), uploadThroughput: mbit(0.75) },
    paintGoal: true,
  },
  { id: 'fast', label: 'fast network (no network throttling)', network: null, paintGoal: false },
];

/** tapRatio: the menu answers the first tap no later than the empty page's button does (1x). */
export const phoneGoals = { paintRatio: 1.25, tapRatio: 1 };

const CPU_SLOWDOWN = 4;
/** How long after a tap that was not answered the next one is sent, as a visitor taps again. */
const TAP_RETRY_MS = 100;
const TAP_GIVE_UP_MS = 20_000;
const LOAD_TIMEOUT_MS = 60_000;

/** What a tap aims at and what counts as its answer, per kind of page. */
const kinds = {
  menu: { button: { role: 'button', name: 'Open menu' }, answer: 'menu' },
  button: { button: { role: 'button', name: 'Tap me' }, answer: 'button' },
};

/**
 * The in-page probe (an init script, so it observes from the document's start). Calls the
 * bindings __phoneBenchPainted at the first contentful paint and __phoneBenchAnswered when the
 * tap is answered, so the bench reacts at once instead of polling a busy main thread.
 */
function probe(answer) {
  const state = { fcp: null, lcp: null, hydrated: null, answered: null, touches: 0, touchesAtAnswer: null };
  Object.defineProperty(window, '__phoneBench', { value: state });
  const now = () => performance.now();
  const answered = () => {
    if (answer === 'menu') {
      const menu = document.querySelector('[role="dialog"][aria-label="Main menu"]');
      return Boolean(menu && menu.checkVisibility());
    }
    return [...document.querySelectorAll('button')].some((button) => button.textContent === 'Tapped');
  };
  const check = () => {
    if (state.hydrated === null && document.querySelector('[data-hydrated]')) state.hydrated = now();
    if (state.answered === null && answered()) {
      state.answered = now();
      state.touchesAtAnswer = state.touches;
      window.__phoneBenchAnswered?.(state.answered);
    }
  };
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (!entry || state.fcp !== null) return;
    state.fcp = entry.startTime;
    window.__phoneBenchPainted?.(state.fcp);
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) state.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  // A popover opens without a DOM mutation: its toggle event says so.
  document.addEventListener('toggle', check, true);
  // Which tap was answered: the touches the page had seen when the answer showed.
  addEventListener('touchstart', () => (state.touches += 1), { capture: true, passive: true });
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function throttledPage(browser, profile, answer) {
  const context = await browser.newContext({ ...lighthousePhone });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = { painted: null, answered: null };
  await page.exposeBinding('__phoneBenchPainted', (_source, fcp) => events.painted?.(fcp));
  await page.exposeBinding('__phoneBenchAnswered', (_source, at) => events.answered?.(at));
  await page.addInitScript(probe, answer);
  return { context, page, cdp, events };
}

const readState = (page) => page.evaluate(() => ({ ...window.__phoneBench }));

/** Polls the probe until `done(state)` or the deadline; the page's main thread may be busy, so not too often. */
async function waitForState(page, done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await readState(page);
    if (done(state) || Date.now() > deadline) return state;
    await sleep(100);
  }
}

/**
 * Where the button of a kind of page is at the phone's size, from an unthrottled load; null on
 * a page without one (the ticket pages have no site menu): nothing to tap there.
 */
async function buttonCentre(browser, url, kind) {
  const context = await browser.newContext({ ...lighthousePhone });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const { role, name } = kinds[kind].button;
    const button = page.getByRole(role, { name, exact: true });
    if ((await button.count()) === 0) return null;
    const box = await button.first().boundingBox();
    if (!box) throw new Error(`${url}: the ${role} named "${name}" is not visible on a 412-px phone`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** A load that nobody touches: FCP, LCP and hydration. */
async function paintLoad(browser, url, profile, kind) {
  const { context, page } = await throttledPage(browser, profile, kinds[kind].answer);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await waitForState(page, (state) => state.hydrated !== null, TAP_GIVE_UP_MS);
    // Let a last LCP candidate (an image decoded after the load event) report itself.
    await sleep(500);
    const { fcp, lcp, hydrated } = await readState(page);
    return { fcp, lcp, hydrated };
  } finally {
    await context.close();
  }
}

/** A load whose menu button is tapped at the first paint, and again until it answers. */
async function tapLoad(browser, url, profile, kind, centre) {
  const { context, page, cdp, events } = await throttledPage(browser, profile, kinds[kind].answer);
  let answered = false;
  let taps = 0;
  const tapping = new Promise((resolve) => {
    events.answered = () => {
      answered = true;
    };
    // Called from the page's first-paint observer: tap at once, then again until answered.
    events.painted = () => {
      events.painted = null;
      const started = Date.now();
      void (async () => {
        while (!answered && Date.now() - started < TAP_GIVE_UP_MS) {
          try {
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [centre] });
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          } catch {
            break; // the page went away
          }
          taps += 1;
          if (!answered) await sleep(TAP_RETRY_MS);
        }
        resolve();
      })();
    };
  });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await Promise.race([tapping, sleep(TAP_GIVE_UP_MS + LOAD_TIMEOUT_MS)]);
    const state = await waitForState(page, (s) => s.answered !== null, 2000);
    return {
      fcp: state.fcp,
      tapMs: state.answered === null || state.fcp === null ? null : state.answered - state.fcp,
      firstTapAnswered: state.answered !== null && state.touchesAtAnswer === 1,
      taps,
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures every path of every site and the empty page on each profile. `sites`: [{ name, url }]
 * (name '' for a single site); `paths`: the site paths to load (already resolved, status 200).
 */
export async function benchPhone({
  sites,
  emptyUrl,
  paths,
  runs = 5,
  profileIds = profiles.map((p) => p.id),
  log = console.log,
}) {
  const chosen = profiles.filter((profile) => profileIds.includes(profile.id));
  const targets = [
    { key: 'empty', site: null, path: '(empty Next.js page)', url: `${emptyUrl}/`, kind: 'button' },
    ...paths.flatMap((routePath) =>
      sites.map((site) => ({
        key: `${site.name}|${routePath}`,
        site: site.name,
        path: routePath,
        url: `${site.url}${routePath}`,
        kind: 'menu',
      })),
    ),
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const loadAverages = [os.loadavg()[0]];
  try {
    for (const target of targets) target.centre = await buttonCentre(browser, target.url, target.kind);
    const results = [];
    for (const profile of chosen) {
      const samples = new Map(targets.map((target) => [target.key, []]));
      for (let run = 1; run <= runs; run += 1) {
        log(`phone: ${profile.id}, round ${run} of ${runs} (load average ${os.loadavg()[0].toFixed(2)})`);
        loadAverages.push(os.loadavg()[0]);
        for (const target of targets) {
          const paint = await paintLoad(browser, target.url, profile, target.kind);
          const tap = target.centre ? await tapLoad(browser, target.url, profile, target.kind, target.centre) : null;
          samples.get(target.key).push({
            ...paint,
            tapMs: tap?.tapMs ?? null,
            firstTapAnswered: tap?.firstTapAnswered ?? false,
            taps: tap?.taps ?? 0,
            tapFcp: tap?.fcp ?? null,
          });
        }
      }
      const rows = targets.map((target) => {
        const list = samples.get(target.key);
        const pick = (key) => median(list.map((sample) => sample[key]));
        return {
          site: target.site,
          path: target.path,
          empty: target.key === 'empty',
          hasButton: target.centre !== null,
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          hydrated: pick('hydrated'),
          tapMs: pick('tapMs'),
          unanswered: target.centre ? list.filter((sample) => sample.tapMs === null).length : 0,
          firstTapAnswered: list.filter((sample) => sample.firstTapAnswered).length,
          runs: list.length,
          samples: list,
        };
      });
      const empty = rows.find((row) => row.empty);
      for (const row of rows) {
        row.fcpRatio = row.fcp != null && empty.fcp ? row.fcp / empty.fcp : null;
        row.lcpRatio = row.lcp != null && empty.lcp ? row.lcp / empty.lcp : null;
        row.hydratedRatio = row.hydrated != null && empty.hydrated ? row.hydrated / empty.hydrated : null;
        row.tapRatio = row.tapMs != null && empty.tapMs ? row.tapMs / empty.tapMs : null;
      }
      results.push({ profile, rows });
    }
    loadAverages.push(os.loadavg()[0]);
    return {
      runs,
      cpuSlowdown: CPU_SLOWDOWN,
      results,
      loadAverages: loadAverages.map((value) => Number(value.toFixed(2))),
    };
  } finally {
    await browser.close();
  }
}

/** The goals a row misses, as sentences. */
export function phoneProblems(report) {
  const problems = [];
  for (const { profile, rows } of report.results) {
    const empty = rows.find((row) => row.empty);
    for (const row of rows) {
      if (row.empty) continue;
      const shown = row.path.length > 40 ? `${row.path.slice(0, 37)}...` : row.path;
      const name = `${row.site ? `${row.site} ` : ''}${shown} on ${profile.id}`;
      if (profile.paintGoal) {
        if (row.fcpRatio == null || row.fcpRatio > phoneGoals.paintRatio)
          problems.push(
            `${name}: FCP ${ms(row.fcp)} = ${ratio(row.fcpRatio)} the empty page's > ${phoneGoals.paintRatio}x`,
          );
        if (row.lcpRatio == null || row.lcpRatio > phoneGoals.paintRatio)
          problems.push(
            `${name}: LCP ${ms(row.lcp)} = ${ratio(row.lcpRatio)} the empty page's > ${phoneGoals.paintRatio}x`,
          );
      }
      const tapLimit = empty?.tapMs == null ? null : empty.tapMs * phoneGoals.tapRatio;
      if (row.hasButton && (row.tapMs == null || tapLimit == null || row.tapMs > tapLimit || row.unanswered > 0)) {
        problems.push(
          `${name}: the first tap answered ${ms(row.tapMs)} after the first paint, later than the empty page's button (${ms(empty?.tapMs)})${row.unanswered ? ` (${row.unanswered} run(s) never answered)` : ''}`,
        );
      }
    }
  }
  return problems;
}

const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
const ratio = (value) => (value == null ? '–' : `${value.toFixed(2)}x`);

/** One table per profile: route rows, metric columns with their ratio to the empty page. */
export function printPhoneTables(report, print = console.log) {
  const columns = [
    ['Route', 34, (r) => (r.empty ? r.path : `${r.site ? `${r.site} ` : ''}${r.path}`.slice(0, 34))],
    ['FCP', 8, (r) => ms(r.fcp)],
    ['x', 6, (r) => (r.empty ? '' : ratio(r.fcpRatio))],
    ['LCP', 8, (r) => ms(r.lcp)],
    ['x', 6, (r) => (r.empty ? '' : ratio(r.lcpRatio))],
    ['Tap answered', 12, (r) => (!r.hasButton ? 'no menu' : r.tapMs == null ? 'never' : `+${ms(r.tapMs)}`)],
    ['x', 6, (r) => (r.empty || !r.hasButton ? '' : ratio(r.tapRatio))],
    ['1st tap', 7, (r) => (r.hasButton ? `${r.firstTapAnswered}/${r.runs}` : '')],
    ['Hydrated', 8, (r) => ms(r.hydrated)],
    ['x', 6, (r) => (r.empty ? '' : ratio(r.hydratedRatio))],
  ];
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(columns[i][1]) : String(cell).padStart(columns[i][1])))
      .join(' ');
  print(
    `Phone: Chromium, 412-px phone (touch), CPU ${report.cpuSlowdown}x slower, medians of ${report.runs} fresh loads a page, interleaved with the empty page's. ` +
      `x = ratio to the empty page. Tap answered = time from the first contentful paint until the tapped menu is visible (the empty page: its button's text changed), ` +
      `tapping at the first paint and again every ${TAP_RETRY_MS} ms; 1st tap = runs where the first tap was the one answered. Hydrated = time from navigation.`,
  );
  print(
    `Goals: FCP and LCP <= ${phoneGoals.paintRatio}x the empty page's on slow 4G and 4G; the first tap answered no later after the first paint than the empty page's button (<= ${phoneGoals.tapRatio}x) on every profile.`,
  );
  for (const { profile, rows } of report.results) {
    print(`\n${profile.label}${profile.paintGoal ? '' : ' (paint reported, not a goal)'}`);
    print(line(columns.map(([title]) => title)));
    print(columns.map(([, width]) => '-'.repeat(width)).join(' '));
    for (const row of [...rows.filter((r) => !r.empty), ...rows.filter((r) => r.empty)])
      print(line(columns.map(([, , cell]) => cell(row))));
  }
  print(
    `\nLoad average (1 min) during the runs: ${report.loadAverages.join(', ')} on ${os.availableParallelism?.() ?? os.cpus().length} cores.`,
  );
}

/** Follows a canonicalising redirect (/news/1 -> /news/1-<slug>); null when the path has no page (yet). */
export async function resolvePagePath(baseUrl, routePath) {
  let response = await fetch(`${baseUrl}${routePath}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location && new URL(location, baseUrl).pathname !== '/') {
    const target = new URL(location, baseUrl);
    routePath = target.pathname + target.search;
    response = await fetch(`${baseUrl}${routePath}`, { redirect: 'manual' });
  }
  return response.status === 200 ? routePath : null;
}

async function main(argv) {
  const { option, UsageError } = await import('./lib/cli.ts');
  const usage =
    'usage: npx tsx scripts/bench-phone.mjs --site=[NAME=]URL ... --empty=URL [--routes=/,/contact] [--runs=5] [--profiles=slow4g,4g,fast]';
  try {
    const sites = argv
      .filter((arg) => arg.startsWith('--site='))
      .map((arg) => arg.slice('--site='.length))
      .map((value) =>
        /^[\w-]+=/.test(value)
          ? { name: value.split('=')[0], url: value.slice(value.indexOf('=') + 1) }
          : { name: '', url: value },
      )
      .map((site) => ({ ...site, url: site.url.replace(/\/$/, '') }));
    const emptyUrl = option(argv, 'empty')?.replace(/\/$/, '');
    if (sites.length === 0 || !emptyUrl) throw new UsageError('--site and --empty are needed');
    const runs = Number.parseInt(option(argv, 'runs') ?? '5', 10);
    if (!(runs >= 1)) throw new UsageError('--runs needs a positive number');
    const profileIds = (option(argv, 'profiles') ?? profiles.map((p) => p.id).join(',')).split(',');
    for (const id of profileIds) if (!profiles.some((p) => p.id === id)) throw new UsageError(`unknown profile ${id}`);
    const { staticRoutes } = await import('../lib/routes.ts');
    const { newsProbePath, sessionProbePath, speakerProbePath, ticketPath } = await import('./lib/public-routes.mjs');
    const wanted = option(argv, 'routes')?.split(',').filter(Boolean) ?? [
      ...staticRoutes,
      newsProbePath,
      ticketPath,
      sessionProbePath,
      speakerProbePath,
    ];
    const paths = [];
    for (const routePath of wanted) {
      const resolved = await Promise.all(sites.map((site) => resolvePagePath(site.url, routePath)));
      if (resolved.some((each) => each === null))
        console.log(
          `${routePath}: no page on ${sites
            .filter((_, i) => resolved[i] === null)
            .map((s) => s.name || s.url)
            .join(', ')}; left out`,
        );
      else if (new Set(resolved).size > 1)
        console.log(`${routePath}: the sites answer different pages (${resolved.join(', ')}); left out`);
      else paths.push(resolved[0]);
    }
    const report = await benchPhone({ sites, emptyUrl, paths, runs, profileIds });
    console.log('');
    printPhoneTables(report);
    const problems = phoneProblems(report);
    if (problems.length) {
      console.log(`\nGoals missed:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    }
    console.log(
      `\n${JSON.stringify({ at: new Date().toISOString(), ...report, results: report.results.map(({ profile, rows }) => ({ profile: profile.id, rows })) })}`,
    );
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      process.exit(2);
    }
    throw error;
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`bench-phone: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  });
}
