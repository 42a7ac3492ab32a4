#!/usr/bin/env node
/**
 * `npm run bench`: the budgets of docs/performance.md, measured on the production build (served by
 * server.mjs) beside an empty Next.js page of the same version with one client button
 * (bench/empty-app), both built here and served on free ports of 127.0.0.1.
 *
 * Parts (all by default; `--only=a,b` picks some):
 *   phone        what a visitor on a phone gets (scripts/bench-phone.mjs): real Chromium, a
 *                412-px phone, CPU 4x, slow 4G / 4G / fast network; FCP, LCP, the first tap
 *                answered after the first paint, hydration; medians of 5, beside the empty page
 *   lighthouse   every route (and the empty page) 3 times with Lighthouse 12 mobile and its
 *                simulated throttling (Lantern), then once with applied throttling (DevTools
 *                throttling: slow 4G and a 4x slower CPU, really applied; 3 times for the empty
 *                page, whose median is the denominator). Medians of: performance, LCP with its
 *                breakdown (TTFB, load delay, load time, render delay), FCP, TBT, CLS, bytes a
 *                412-px phone downloads; accessibility, best practices and SEO from the first run.
 *   js           gzip bytes of JavaScript each route loads before interaction, against the empty page
 *   ticket, submissions, export, checkin, revocations, registration   scripts/bench-ticket.mjs, bench-submissions.mjs,
 *                bench-export.mjs, bench-checkin.mjs, bench-revocations.mjs, bench-registration.mjs (the
 *                registration rush: 2,000 registrations from 50 clients against a capacity of 1,500)
 *   market       scripts/bench-market.mjs: /market and a filtered /market with 2,000 seeded profiles,
 *                against the public pages' budgets (server times, JavaScript, what a phone gets)
 *   meetings     scripts/bench-meetings.ts: market meeting acceptances per second on PostgreSQL, from
 *                two pools at once, spread over free tables and all for one slot
 *   topology     scripts/bench-topology.mjs: pages from server.mjs, through nginx's micro-cache and
 *                as nginx's static files; writes through nginx on two instances against one
 *
 * The goals are docs/performance.md's; the run exits with status 1 when one is missed. Lighthouse's
 * timings are printed but are not goals: Lantern's simulation is a race on this machine.
 *
 * Options:
 *   --no-build          use the existing .next build of the site
 *   --only=PARTS        only these parts, e.g. --only=lighthouse
 *   --routes=PATHS      only these routes, e.g. --routes=/,/contact (/news/1 and /ticket/qr-download
 *                       name the article and ticket probes); implies --only=phone,lighthouse,js unless given
 *   --runs N            runs per route: the phone part's rounds (default 5) and Lantern's runs (default 3)
 *   --no-lighthouse     the same as leaving lighthouse out of --only
 *   --calm-wait S       before each Lighthouse run, wait up to S seconds (default 15) for the
 *                       1-minute load average to drop below the number of cores
 *
 * Routes run one after another: the machine this runs on may have only two cores, and parallel
 * Lighthouse runs would measure each other. It is shared and noisy too: compare a route with the
 * empty page of the same run, not with another run's numbers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LCPImageRecord } from 'lighthouse/core/computed/lcp-image-record.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { TimeToFirstByte } from 'lighthouse/core/computed/metrics/time-to-first-byte.js';
import { buildEmptyApp, nextBin, nextVersion, projectRoot, startEmptyApp } from './empty-app.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { spawnSite } from './lib/site-server.mjs';
import { benchPhone, phoneGoals, phoneProblems, printPhoneTables, profiles, resolvePagePath } from './bench-phone.mjs';
import { option, UsageError } from './lib/cli.ts';
import { budgetRatio, kb, measurePageJs } from './lib/js-weight.mjs';
import { staticRoutes } from '../lib/routes.ts';
import { resolveNewsArticle, sessionProbePath, speakerProbePath, ticketPath } from './lib/public-routes.mjs';

const lighthouseChromeFlags = ['--headless=new', ...chromiumArgs];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const parts = [
  'phone',
  'lighthouse',
  'js',
  'ticket',
  'submissions',
  'export',
  'checkin',
  'revocations',
  'registration',
  'market',
  'meetings',
  'topology',
];

/** The Lighthouse goals that still hold (the phone part's are scripts/bench-phone.mjs `phoneGoals`). */
export const goals = {
  phoneBytes: 300_000,
};

const usage =
  'usage: npm run bench -- [--no-build] [--only=phone,lighthouse,js,ticket,submissions,export,checkin,revocations,registration,market,meetings,topology] [--routes=/,/contact] [--runs N] [--no-lighthouse] [--calm-wait S]';

function parseArgs(argv) {
  const known = new Set(['--no-build', '--no-lighthouse', '--strict', '--help', '-h']);
  for (const arg of argv) {
    const name = arg.split('=')[0];
    if (arg.startsWith('--') && !known.has(arg) && !['--only', '--routes', '--runs', '--calm-wait'].includes(name)) {
      throw new UsageError(`unknown option ${arg}`);
    }
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const list = (value) => (value ?? '').split(',').filter(Boolean);
  let only = list(option(argv, 'only'));
  let routes = list(option(argv, 'routes'));
  // The older form --only /,/about named routes.
  if (only.length && only.every((value) => value.startsWith('/'))) [routes, only] = [only, []];
  for (const part of only)
    if (!parts.includes(part)) throw new UsageError(`unknown part ${part} (parts: ${parts.join(', ')})`);
  let selected = only.length ? only : routes.length ? ['phone', 'lighthouse', 'js'] : [...parts];
  if (argv.includes('--no-lighthouse')) selected = selected.filter((part) => part !== 'lighthouse');
  const runsOption = option(argv, 'runs');
  const runs = Number.parseInt(runsOption ?? '3', 10);
  const phoneRuns = Number.parseInt(runsOption ?? '5', 10);
  const calmWaitS = Number(option(argv, 'calm-wait') ?? '15');
  if (!(runs >= 1)) throw new UsageError('--runs needs a positive number');
  if (!(calmWaitS >= 0)) throw new UsageError('--calm-wait needs a number of seconds');
  return {
    build: !argv.includes('--no-build'),
    parts: new Set(selected),
    routes: routes.length ? routes : null,
    runs,
    phoneRuns,
    calmWaitS,
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url, child, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Children run in their own process group so that stopping one stops whatever it spawned. */
function stop(child) {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

function startSite(port) {
  return spawnSite(port, { detached: true, root: projectRoot });
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The LCP breakdown of a simulated run: TTFB, then the LCP image's request start and end in
 * Lantern's own simulation (the mean of its optimistic and pessimistic estimates, as the LCP
 * itself), so the four phases add up to the simulated LCP. Null load phases for a text LCP.
 * Computed here because this Chromium's traces break the insight audit that would show it
 * (the trace engine fails on its screenshot events).
 *
 * Also the scripts Lantern charged to the LCP (its pessimistic graph): a script counts when it
 * finished loading and began to run before the largest paint was *presented* in the
 * unthrottled load. On this machine the framework's async chunks arrive 10-100 ms after the
 * HTML, so whether the first frame is presented before they run decides between a run of
 * about 1 s (few or no scripts charged) and one of about 2 s (all of them charged).
 */
async function lanternLcpDetails(artifacts, settings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const context = { computedCache: new Map() };
  const { timing: ttfb } = await TimeToFirstByte.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const chargedScripts = [...lcp.pessimisticEstimate.nodeTimings.keys()].filter(
    (node) => node.type === 'network' && node.request.resourceType === 'Script',
  );
  const charged = {
    scriptsCharged: chargedScripts.length,
    scriptBytesCharged: chargedScripts.reduce((sum, node) => sum + (node.request.transferSize ?? 0), 0),
  };
  const record = await LCPImageRecord.request(data, context);
  if (!record) return { ttfb, loadStart: null, loadEnd: null, ...charged };
  const timings = [lcp.optimisticEstimate, lcp.pessimisticEstimate]
    .map(
      ({ nodeTimings }) =>
        [...nodeTimings].find(([node]) => node.type === 'network' && node.request.requestId === record.requestId)?.[1],
    )
    .filter(Boolean);
  if (timings.length === 0) return { ttfb, loadStart: null, loadEnd: null, ...charged };
  return {
    ttfb,
    loadStart: median(timings.map((t) => t.startTime)),
    loadEnd: median(timings.map((t) => t.endTime)),
    ...charged,
  };
}

/** One Lighthouse run in a few numbers. */
async function summariseRun({ lhr, artifacts }) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = [];
  for (const id of categories) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 1)
        failing.push(`${id}: ${ref.id} (${result.title})`);
    }
  }
  let breakdown = null;
  if (lhr.configSettings.throttlingMethod === 'simulate') {
    try {
      breakdown = await lanternLcpDetails(artifacts, lhr.configSettings);
    } catch {
      // no LCP in the trace: the run's error says why
    }
  }
  const lcpMs = audit('largest-contentful-paint');
  const {
    ttfb = null,
    loadStart = null,
    loadEnd = null,
    scriptsCharged = null,
    scriptBytesCharged = null,
  } = breakdown ?? {};
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    // A page that asks not to be indexed fails is-crawlable by design (the ticket pages).
    noindex: lhr.audits['is-crawlable']?.score === 0,
    lcpMs,
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    // LCP = TTFB + load delay + load time + render delay; a text LCP has no load phases.
    ttfbMs: ttfb,
    loadDelayMs: loadStart == null ? null : loadStart - ttfb,
    loadTimeMs: loadStart == null ? null : loadEnd - loadStart,
    renderDelayMs: lcpMs == null || ttfb == null ? null : lcpMs - (loadEnd ?? ttfb),
    scriptsCharged,
    scriptBytesCharged,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failingAudits: failing,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * Lighthouse's simulated throttling scales the CPU time it observes, so a machine busy with
 * other work inflates TBT and LCP. Wait (bounded) for the load average to drop first.
 */
async function waitForCalm(maxWaitS) {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const deadline = Date.now() + maxWaitS * 1000;
  while (os.loadavg()[0] >= cores && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return Number(os.loadavg()[0].toFixed(2));
}

/**
 * `lanternRuns` simulated runs (the first with every category, the others performance only)
 * and `appliedRuns` runs with applied throttling; the median of each metric. Keeps the
 * median-LCP run's report in bench-results/lighthouse/.
 */
async function measureLighthouse(chrome, url, { lanternRuns, appliedRuns, calmWaitS, reportFile }) {
  const run = async (throttlingMethod, onlyCategories) => {
    const loadAverage = await waitForCalm(calmWaitS);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories,
      throttlingMethod,
    });
    return result?.lhr ? { ...(await summariseRun(result)), loadAverage, lhr: result.lhr } : null;
  };
  const lantern = [];
  for (let i = 0; i < lanternRuns; i += 1) {
    const result = await run('simulate', i === 0 ? categories : ['performance']);
    if (result) lantern.push(result);
  }
  const applied = [];
  for (let i = 0; i < appliedRuns; i += 1) {
    const result = await run('devtools', ['performance']);
    if (result) applied.push(result);
  }
  if (lantern.length === 0) return null;
  const pick = (key) => median(lantern.map((r) => r[key]));
  const lcpMs = pick('lcpMs');
  // The breakdown of the run whose LCP is nearest the median (its phases add up to its LCP).
  const mid = lantern.reduce((best, r) => (Math.abs(r.lcpMs - lcpMs) < Math.abs(best.lcpMs - lcpMs) ? r : best));
  const first = lantern[0];
  writeFileSync(reportFile, JSON.stringify(mid.lhr));
  return {
    runs: lantern.length,
    performance: pick('performance'),
    performanceRuns: lantern.map((r) => r.performance),
    accessibility: first.accessibility,
    bestPractices: first.bestPractices,
    seo: first.seo,
    noindex: first.noindex,
    failingAudits: first.failingAudits,
    lcpMs,
    lcpRuns: lantern.map((r) => Math.round(r.lcpMs)),
    // Per run: how many scripts (and their bytes) Lantern charged to the LCP.
    scriptsChargedRuns: lantern.map((r) => r.scriptsCharged),
    scriptBytesChargedRuns: lantern.map((r) => r.scriptBytesCharged),
    ttfbMs: mid.ttfbMs,
    loadDelayMs: mid.loadDelayMs,
    loadTimeMs: mid.loadTimeMs,
    renderDelayMs: mid.renderDelayMs,
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    // CLS must be 0 in every run, so the worst one counts.
    cls: Math.max(...lantern.map((r) => r.cls ?? 0)),
    bytes: pick('bytes'),
    appliedFcpMs: median(applied.map((r) => r.fcpMs)),
    appliedLcpMs: median(applied.map((r) => r.lcpMs)),
    benchmarkIndex: pick('benchmarkIndex'),
    loadAverages: [...lantern, ...applied].map((r) => r.loadAverage),
    runtimeError: lantern.find((r) => r.runtimeError)?.runtimeError ?? null,
    report: path.relative(projectRoot, reportFile),
  };
}

/** JavaScript bytes are deterministic for a build: one fresh page load measures them. */
async function measureJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await measurePageJs(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

function pad(value, width, right = false) {
  const text = String(value ?? '–');
  return right ? text.padStart(width) : text.padEnd(width);
}

function fmtMs(ms) {
  return ms == null ? '–' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** "1937 ms [9 scripts, 146 KB]" per run: the LCP and what Lantern charged to it. */
const lcpRunsText = (lh) =>
  lh.lcpRuns
    .map((ms, i) =>
      lh.scriptsChargedRuns?.[i] == null
        ? `${ms} ms`
        : `${ms} ms [${lh.scriptsChargedRuns[i]} scripts, ${kb(lh.scriptBytesChargedRuns[i])}]`,
    )
    .join(', ');

const ratioText = (value) => (value == null ? '–' : `${value.toFixed(2)}x`);

function printTable(rows) {
  const columns = [
    ['Route', 30, (r) => (r.path.length > 30 ? `${r.path.slice(0, 27)}...` : r.path)],
    ['Perf', 4, (r) => r.lighthouse?.performance],
    ['A11y', 4, (r) => r.lighthouse?.accessibility],
    ['BP', 3, (r) => r.lighthouse?.bestPractices],
    ['SEO', 3, (r) => (r.lighthouse?.noindex ? `(${r.lighthouse.seo})` : r.lighthouse?.seo)],
    ['LCP', 7, (r) => fmtMs(r.lighthouse?.lcpMs)],
    ['TTFB', 6, (r) => fmtMs(r.lighthouse?.ttfbMs)],
    ['LoadDly', 7, (r) => fmtMs(r.lighthouse?.loadDelayMs)],
    ['LoadT', 6, (r) => fmtMs(r.lighthouse?.loadTimeMs)],
    ['RendDly', 7, (r) => fmtMs(r.lighthouse?.renderDelayMs)],
    ['FCP', 7, (r) => fmtMs(r.lighthouse?.fcpMs)],
    ['TBT', 6, (r) => fmtMs(r.lighthouse?.tbtMs)],
    ['CLS', 5, (r) => (r.lighthouse?.cls == null ? '–' : r.lighthouse.cls.toFixed(3))],
    ['FCP dt', 7, (r) => fmtMs(r.lighthouse?.appliedFcpMs)],
    ['x', 5, (r) => ratioText(r.appliedFcpRatio)],
    ['Phone', 8, (r) => (r.lighthouse?.bytes == null ? '–' : kb(r.lighthouse.bytes))],
    ['JS gzip', 8, (r) => (r.js ? kb(r.js.gzip) : '–')],
    ['x', 5, (r) => ratioText(r.jsRatio)],
    ['', 4, (r) => (r.empty ? '' : r.ok ? 'ok' : 'FAIL')],
  ];
  const line = (cells) => cells.map((c, i) => pad(c, columns[i][1], i > 0 && i < cells.length - 1)).join(' ');
  console.log(line(columns.map(([title]) => title)));
  console.log(columns.map(([, width]) => '-'.repeat(width)).join(' '));
  for (const row of rows) {
    if (row.pending) console.log(`${pad(row.path, 30)} ${row.pending}`);
    else console.log(line(columns.map(([, , cell]) => cell(row))));
  }
}

function verdict(row) {
  const problems = [];
  if (row.jsRatio != null && row.jsRatio > row.budget) problems.push(`JS ${row.jsRatio.toFixed(3)}x > ${row.budget}x`);
  const lh = row.lighthouse;
  if (lh) {
    if (lh.runtimeError) problems.push(`Lighthouse: ${lh.runtimeError}`);
    for (const [key, label] of [
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ]) {
      if (key === 'seo' && lh.noindex) continue;
      if (lh[key] != null && lh[key] < 100) problems.push(`${label} ${lh[key]} < 100`);
    }
    if (lh.cls != null && lh.cls > 0) problems.push(`CLS ${lh.cls.toFixed(3)} > 0`);
    if (lh.bytes != null && lh.bytes > goals.phoneBytes)
      problems.push(`${kb(lh.bytes)} on the phone > ${kb(goals.phoneBytes)}`);
  }
  return problems;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const wants = (part) => options.parts.has(part);
  const startedAt = Date.now();
  const step = (label) => console.log(`\n=== ${label} (${((Date.now() - startedAt) / 1000).toFixed(0)}s)`);
  const children = [];
  const cleanup = () => children.forEach(stop);
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  if (options.build) {
    step('next build (site)');
    const build = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
  } else if (!existsSync(path.join(projectRoot, '.next', 'BUILD_ID'))) {
    throw new Error('--no-build given but there is no production build in .next (run `npx next build`)');
  }
  step('next build (empty-page baseline, bench/empty-app)');
  buildEmptyApp();

  // Full Lighthouse reports (JSON, open in https://googlechrome.github.io/lighthouse/viewer/).
  const resultsDir = path.join(projectRoot, 'bench-results');
  const reportsDir = path.join(resultsDir, 'lighthouse');
  mkdirSync(reportsDir, { recursive: true });
  const reportFile = (name) =>
    path.join(
      reportsDir,
      `${name
        .split('?')[0]
        .replace(/^\/$/, 'home')
        .replace(/^\//, '')
        .replace(/[^\w.-]+/g, '_')}.json`,
    );

  step('serving');
  const [sitePort, emptyPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const emptyUrl = `http://127.0.0.1:${emptyPort}`;
  const site = startSite(sitePort);
  children.push(site);
  const emptyApp = startEmptyApp(emptyPort, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(emptyApp);
  try {
    await Promise.all([waitForUrl(`${siteUrl}/api/health`, site), waitForUrl(`${emptyUrl}/`, emptyApp)]);
    console.log(`site ${siteUrl}  empty page ${emptyUrl}  (next ${nextVersion()})`);

    const newsArticle = await resolveNewsArticle(siteUrl);
    const allPaths = [...staticRoutes, newsArticle ?? '/news/1', ticketPath, sessionProbePath, speakerProbePath];
    const paths = allPaths.filter((p) => {
      if (!options.routes) return true;
      const pathname = p.split('?')[0];
      return options.routes.some((r) => r === p || r === pathname || (r === '/news/1' && p === newsArticle));
    });
    const unknown = (options.routes ?? []).filter(
      (r) => !allPaths.some((p) => r === p || r === p.split('?')[0]) && r !== '/news/1',
    );
    if (unknown.length)
      console.log(
        `not a route of the bench: ${unknown.join(', ')} (routes: ${allPaths.map((p) => p.split('?')[0]).join(' ')})`,
      );

    const measureRoutes = wants('lighthouse') || wants('js');
    const browser = wants('js') ? await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }) : null;
    const chrome = wants('lighthouse')
      ? await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: lighthouseChromeFlags })
      : null;
    const lighthouseOptions = (name, appliedRuns) => ({
      lanternRuns: options.runs,
      appliedRuns,
      calmWaitS: options.calmWaitS,
      reportFile: reportFile(name),
    });
    const rows = [];
    const empty = { path: '(empty Next.js page)', empty: true };
    try {
      if (measureRoutes) {
        step('empty page');
        if (browser) empty.js = await measureJs(browser, `${emptyUrl}/`);
        if (chrome)
          empty.lighthouse = await measureLighthouse(chrome, `${emptyUrl}/`, lighthouseOptions('empty-page', 3));
        console.log(
          `${empty.js ? `JS ${kb(empty.js.gzip)} in ${empty.js.count} scripts  ` : ''}${empty.lighthouse ? `LCP ${fmtMs(empty.lighthouse.lcpMs)}, applied-throttling FCP ${fmtMs(empty.lighthouse.appliedFcpMs)}` : ''}`,
        );
      }

      for (let routePath of measureRoutes ? paths : []) {
        step(routePath.length > 60 ? `${routePath.slice(0, 57)}...` : routePath);
        let probe = await fetch(`${siteUrl}${routePath}`, { redirect: 'manual' });
        const location = probe.headers.get('location');
        if (probe.status >= 300 && probe.status < 400 && location && new URL(location, siteUrl).pathname !== '/') {
          // A canonicalising redirect (/news/1 -> /news/1-<slug>): measure where it leads.
          routePath = new URL(location, siteUrl).pathname + new URL(location, siteUrl).search;
          console.log(`follows the redirect to ${routePath}`);
          probe = await fetch(`${siteUrl}${routePath}`, { redirect: 'manual' });
        }
        const url = `${siteUrl}${routePath}`;
        if (probe.status >= 300) {
          const target = probe.headers.get('location');
          const pending =
            probe.status < 400
              ? `answers ${probe.status} -> ${target} (no screen yet)`
              : `answers ${probe.status} (no screen yet)`;
          console.log(pending);
          rows.push({ path: routePath, status: probe.status, location: target, pending });
          continue;
        }
        const row = { path: routePath, status: probe.status, budget: budgetRatio(routePath) };
        if (browser) {
          row.js = await measureJs(browser, url);
          row.jsRatio = row.js.gzip / empty.js.gzip;
        }
        if (chrome) {
          row.lighthouse = await measureLighthouse(chrome, url, lighthouseOptions(routePath, 1));
          const emptyFcp = empty.lighthouse?.appliedFcpMs;
          row.appliedFcpRatio =
            row.lighthouse?.appliedFcpMs != null && emptyFcp ? row.lighthouse.appliedFcpMs / emptyFcp : null;
        }
        row.problems = verdict(row);
        row.ok = row.problems.length === 0;
        const lh = row.lighthouse;
        console.log(
          [
            row.js &&
              `JS ${kb(row.js.gzip)} (${row.jsRatio.toFixed(3)}x, budget ${row.budget}x)${row.js.settled ? '' : ' [network still busy when measuring stopped]'}`,
            lh &&
              `Lighthouse ${lh.performance}/${lh.accessibility}/${lh.bestPractices}/${lh.seo}, LCP ${fmtMs(lh.lcpMs)} (${lcpRunsText(lh)}), applied FCP ${fmtMs(lh.appliedFcpMs)}, ${kb(lh.bytes)}`,
          ]
            .filter(Boolean)
            .join('  '),
        );
        rows.push(row);
      }
    } finally {
      await browser?.close();
      if (chrome) await chrome.kill();
    }

    let phone = null;
    if (wants('phone')) {
      step(`phone: ${profiles.map((p) => p.id).join(', ')} (scripts/bench-phone.mjs)`);
      const phonePaths = [];
      for (const routePath of paths) {
        const resolved = await resolvePagePath(siteUrl, routePath);
        if (resolved) phonePaths.push(resolved);
        else console.log(`${routePath}: no page (yet), left out`);
      }
      phone = await benchPhone({
        sites: [{ name: '', url: siteUrl }],
        emptyUrl,
        paths: phonePaths,
        runs: options.phoneRuns,
      });
      phone.problems = phoneProblems(phone);
    }

    /** Runs a benchmark script of scripts/ when its part is wanted, keeping its output for the results. */
    const runBenchScript = (part, label, file, args) => {
      const script = path.join(projectRoot, 'scripts', file);
      if (!wants(part) || !existsSync(script)) return null;
      step(`${label} (scripts/${file})`);
      // A TypeScript script runs the server's own modules, as the server does (react-server).
      const typescript = file.endsWith('.ts') ? ['--conditions=react-server', '--import', 'tsx'] : [];
      const run = spawnSync(process.execPath, [...typescript, script, ...args], {
        cwd: projectRoot,
        encoding: 'utf8',
        timeout: 600_000,
      });
      return { status: run.status, stdout: run.stdout, stderr: run.stderr };
    };
    const ticketBench = runBenchScript('ticket', 'ticket timings', 'bench-ticket.mjs', [siteUrl]);
    if (ticketBench) {
      // The script ends its output with its result as one line of JSON.
      try {
        ticketBench.result = JSON.parse((ticketBench.stdout ?? '').trim().split('\n').at(-1) ?? '');
      } catch {
        ticketBench.result = null;
      }
    }
    const submissionsBench = runBenchScript('submissions', 'form submissions throughput', 'bench-submissions.mjs', [
      '--seconds',
      '15',
    ]);
    const exportBench = runBenchScript('export', 'organiser export of 100,000 contact rows', 'bench-export.mjs', [
      '--rows',
      '100000',
    ]);
    const checkinBench = runBenchScript('checkin', 'check-ins at the gate', 'bench-checkin.mjs', []);
    const revocationsBench = runBenchScript(
      'revocations',
      "the gate's list of 2,000 cancelled tickets",
      'bench-revocations.mjs',
      [],
    );
    const registrationBench = runBenchScript('registration', 'the registration rush', 'bench-registration.mjs', []);
    const marketBench = runBenchScript('market', 'the market directory with 2,000 profiles', 'bench-market.mjs', []);
    const meetingsBench = runBenchScript('meetings', 'market meeting acceptances', 'bench-meetings.ts', []);
    const topologyBench = runBenchScript('topology', 'nginx in front of two instances', 'bench-topology.mjs', []);

    step('results');
    if (measureRoutes) {
      console.log(
        wants('lighthouse')
          ? `Lighthouse 12 mobile: medians of ${options.runs} simulated (Lantern) run(s) per route; FCP dt = applied throttling (DevTools: slow 4G, CPU x4), one run per route and the median of 3 for the empty page, x = ratio to it.`
          : 'Lighthouse skipped.',
      );
      console.log(
        'LCP = TTFB + load delay + load time + render delay (load phases only for an image LCP). Phone = bytes of the first view on a 412-px phone (Lighthouse total byte weight).',
      );
      console.log(
        'JS = gzip -9 bytes of every script loaded before interaction (1280x800, until load + quiet network), x = ratio to the empty page.',
      );
      console.log(
        `Goals: accessibility/best practices/SEO 100 (SEO in parentheses: noindex page), CLS 0, phone <= ${kb(goals.phoneBytes)}, JS <= 1.15x (1.35x on forms and /ticket/*). LCP, Perf and FCP dt are reported, not goals (the phone part's table has the paint goals).`,
      );
      console.log(
        'The machine may be shared: a busy run inflates LCP and TBT of every row alike; compare with the empty page of the same run.\n',
      );
      printTable([...rows, empty]);
      if (empty.lighthouse)
        console.log(
          `\nCPU benchmark index (median of the runs): empty page ${Math.round(empty.lighthouse.benchmarkIndex ?? 0)}; below ~1000 the machine was busy.`,
        );
    }
    if (phone) {
      console.log('');
      printPhoneTables(phone);
      if (phone.problems.length) console.log(`\nphone goals missed:\n  ${phone.problems.join('\n  ')}`);
      console.log('');
    }
    const failing = rows.filter((r) => !r.pending && !r.ok);
    for (const row of failing)
      console.log(
        `\n${row.path}: ${row.problems.join('; ')}${row.lighthouse?.failingAudits?.length ? `\n  failing audits: ${row.lighthouse.failingAudits.join(', ')}` : ''}`,
      );
    const pending = rows.filter((r) => r.pending);
    if (pending.length)
      console.log(
        `\n${pending.length} route(s) without a screen yet: ${pending.map((r) => r.path.split('?')[0]).join(', ')}`,
      );

    for (const [bench, title, firstLineOnly] of [
      [ticketBench, 'scripts/bench-ticket.mjs', false],
      [submissionsBench, 'scripts/bench-submissions.mjs (POST /api/contact, SQLite and PostgreSQL)', false],
      [exportBench, 'scripts/bench-export.mjs (GET /api/admin/export, CSV, SQLite)', true],
      [checkinBench, 'scripts/bench-checkin.mjs (POST /api/checkin, 16 gates, SQLite and PostgreSQL)', false],
      [revocationsBench, 'scripts/bench-revocations.mjs (GET /api/tickets/revoked, 2,000 revocations, slow 4G)', false],
      [
        registrationBench,
        'scripts/bench-registration.mjs (POST /api/registration, capacity 1,500, SQLite and PostgreSQL)',
        false,
      ],
      [marketBench, 'scripts/bench-market.mjs (/market with 2,000 profiles, SQLite)', false],
      [meetingsBench, 'scripts/bench-meetings.ts (market meeting acceptances, two pools on PostgreSQL)', false],
      [topologyBench, 'scripts/bench-topology.mjs (nginx, two instances of server.mjs, PostgreSQL)', false],
    ]) {
      if (!bench) continue;
      console.log(`\n--- ${title} ---`);
      process.stdout.write(firstLineOnly ? `${bench.stdout.split('\n')[0]}\n` : bench.stdout);
      if (bench.status !== 0) console.log(`(${title.split(' ')[0]} exited with ${bench.status}) ${bench.stderr ?? ''}`);
    }

    const durationS = (Date.now() - startedAt) / 1000;
    const strip = (row) => (row.js ? { ...row, js: { ...row.js, transfers: undefined } } : row);
    const report = {
      at: new Date().toISOString(),
      next: nextVersion(),
      options: { ...options, parts: [...options.parts] },
      goals: { ...goals, phone: phoneGoals },
      durationS,
      phone: phone && {
        ...phone,
        results: phone.results.map(({ profile, rows: phoneRows }) => ({ profile: profile.id, rows: phoneRows })),
      },
      emptyPage: strip(empty),
      routes: rows.map(strip),
      ticketBench,
      submissionsBench,
      exportBench,
      checkinBench,
      revocationsBench,
      registrationBench,
      marketBench,
      meetingsBench,
      topologyBench,
    };
    const stamp = report.at.replace(/[:.]/g, '-');
    writeFileSync(path.join(resultsDir, `bench-${stamp}.json`), JSON.stringify(report, null, 2));
    writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify(report, null, 2));
    console.log(`\nResults: bench-results/bench-${stamp}.json`);
    console.log(`Total duration: ${Math.floor(durationS / 60)} min ${Math.round(durationS % 60)} s`);
    const scriptFailed = [
      ticketBench,
      submissionsBench,
      exportBench,
      checkinBench,
      revocationsBench,
      registrationBench,
      marketBench,
      meetingsBench,
      topologyBench,
    ].some((bench) => bench && bench.status !== 0);
    const phoneFailed = (phone?.problems.length ?? 0) > 0;
    if (failing.length > 0 || scriptFailed || phoneFailed) {
      console.log(
        `\nGoals missed: ${failing.length} route(s)${phoneFailed ? `, ${phone.problems.length} phone goal(s)` : ''}${scriptFailed ? ' and a benchmark script' : ''}.`,
      );
      process.exitCode = 1;
    }
  } finally {
    cleanup();
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  if (error instanceof UsageError) console.error(usage);
  process.exit(error instanceof UsageError ? 2 : 1);
});
