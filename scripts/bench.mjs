#!/usr/bin/env node
/**
 * `npm run bench`: the budgets of DESIGN.md ("Quality bar"), measured on the production build.
 *
 * Builds the site (`next build`) and the empty-page baseline (bench/empty-app), serves both on
 * free ports of 127.0.0.1 with the embedded defaults, and prints for every public route:
 * Lighthouse 12 mobile scores (performance, accessibility, best practices, SEO) with LCP, TBT
 * and CLS, and the gzip bytes of JavaScript the route loads before any interaction next to the
 * empty page's, with the ratio and its budget. Then the ticket timings of
 * scripts/bench-ticket.mjs when that script exists. Results go to bench-results/ as JSON.
 *
 * Options:
 *   --no-build        use the existing .next build of the site
 *   --runs N          N Lighthouse runs per route, reporting the median run (default 1)
 *   --only a,b        only these paths (e.g. --only /,/about)
 *   --no-lighthouse   JavaScript weights only
 *   --strict          exit with status 1 when a route misses a budget
 *   --calm-wait S     before each Lighthouse run, wait up to S seconds (default 15) for the
 *                     1-minute load average to drop below the number of cores
 *
 * Routes run one after another: the machine this runs on may have only two cores, and parallel
 * Lighthouse runs would measure each other.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildEmptyApp, nextBin, nextVersion, projectRoot, startEmptyApp } from './empty-app.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { budgetRatio, kb, measurePageJs } from './lib/js-weight.mjs';
import { staticRoutes } from '../lib/routes.ts';
import { resolveNewsArticle, ticketPath } from './lib/public-routes.mjs';

const lighthouseChromeFlags = ['--headless=new', ...chromiumArgs];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function parseArgs(argv) {
  const options = { build: true, runs: 1, only: null, lighthouse: true, strict: false, calmWaitS: 15 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--strict') options.strict = true;
    else if (arg === '--runs') options.runs = Math.max(1, Number.parseInt(argv[++i] ?? '', 10) || 1);
    else if (arg.startsWith('--runs=')) options.runs = Math.max(1, Number.parseInt(arg.slice(7), 10) || 1);
    else if (arg === '--calm-wait') options.calmWaitS = Math.max(0, Number(argv[++i]) || 0);
    else if (arg.startsWith('--calm-wait=')) options.calmWaitS = Math.max(0, Number(arg.slice(12)) || 0);
    else if (arg === '--only') options.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg.startsWith('--only=')) options.only = arg.slice(7).split(',').filter(Boolean);
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run bench -- [--no-build] [--runs N] [--only /,/about] [--no-lighthouse] [--strict] [--calm-wait S]');
      process.exit(0);
    } else {
      console.error(`bench: unknown option ${arg}`);
      process.exit(2);
    }
  }
  return options;
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
  return spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}


function summariseLhr(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = [];
  for (const id of categories) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) {
        failing.push(`${id}: ${ref.id} (${result.title})`);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
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

async function runLighthouse(chrome, url, runs, calmWaitS) {
  const lhrs = [];
  const loads = [];
  for (let i = 0; i < runs; i += 1) {
    loads.push(await waitForCalm(calmWaitS));
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (result?.lhr) lhrs.push(result.lhr);
  }
  if (lhrs.length === 0) return null;
  const medianLhr = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
  return {
    summary: {
      ...summariseLhr(medianLhr),
      runs: lhrs.length,
      performanceRuns: lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100)),
      loadAverages: loads,
    },
    lhr: medianLhr,
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

function printTable(rows, empty) {
  const header = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'JS gzip', 'Empty', 'Ratio', 'Budget', 'CPU', ''];
  const widths = [34, 5, 5, 4, 4, 8, 7, 6, 9, 9, 6, 6, 5, 4];
  const line = (cells) => cells.map((c, i) => pad(c, widths[i], i > 0 && i < cells.length - 1)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) {
    const name = row.path.length > 34 ? `${row.path.slice(0, 31)}...` : row.path;
    if (row.pending) {
      console.log(`${pad(name, 34)}  ${row.pending}`);
      continue;
    }
    const lh = row.lighthouse;
    console.log(
      line([
        name,
        lh?.performance,
        lh?.accessibility,
        lh?.bestPractices,
        lh?.seo,
        fmtMs(lh?.lcpMs),
        fmtMs(lh?.tbtMs),
        lh?.cls == null ? '–' : lh.cls.toFixed(3),
        row.js ? kb(row.js.gzip) : '–',
        kb(empty.gzip),
        row.ratio == null ? '–' : `${row.ratio.toFixed(2)}x`,
        row.budget == null ? '–' : `${row.budget.toFixed(2)}x`,
        lh?.benchmarkIndex == null ? '–' : Math.round(lh.benchmarkIndex),
        row.ok ? 'ok' : 'FAIL',
      ]),
    );
  }
}

function verdict(row) {
  const problems = [];
  if (row.ratio != null && row.ratio > row.budget) problems.push(`JS ${row.ratio.toFixed(3)}x > ${row.budget}x`);
  const lh = row.lighthouse;
  if (lh) {
    if (lh.runtimeError) problems.push(`Lighthouse: ${lh.runtimeError}`);
    if (lh.performance != null && lh.performance < 95) problems.push(`performance ${lh.performance} < 95`);
    for (const [key, label] of [['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']]) {
      if (lh[key] != null && lh[key] < 100) problems.push(`${label} ${lh[key]} < 100`);
    }
    if (lh.cls != null && lh.cls > 0) problems.push(`CLS ${lh.cls.toFixed(3)} > 0`);
  }
  return problems;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
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
  const keepReport = (name, result) => {
    if (!result) return null;
    const file = `${name.split('?')[0].replace(/^\/$/, 'home').replace(/^\//, '').replace(/[^\w.-]+/g, '_')}.json`;
    writeFileSync(path.join(reportsDir, file), JSON.stringify(result.lhr));
    return { ...result.summary, report: `bench-results/lighthouse/${file}` };
  };

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
    const paths = [...staticRoutes, newsArticle ?? '/news/1', ticketPath].filter(
      (p) => !options.only || options.only.includes(p.split('?')[0]) || options.only.includes(p),
    );

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const chrome = options.lighthouse ? await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: lighthouseChromeFlags }) : null;
    const rows = [];
    let empty;
    try {
      step('empty page');
      empty = { path: '(empty Next.js page)', js: await measureJs(browser, `${emptyUrl}/`) };
      empty.gzip = empty.js.gzip;
      if (chrome) empty.lighthouse = keepReport('empty-page', await runLighthouse(chrome, `${emptyUrl}/`, options.runs, options.calmWaitS));
      console.log(`JS ${kb(empty.gzip)} in ${empty.js.count} scripts`);

      for (let routePath of paths) {
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
            probe.status < 400 ? `answers ${probe.status} -> ${target} (no screen yet)` : `answers ${probe.status} (no screen yet)`;
          console.log(pending);
          rows.push({ path: routePath, status: probe.status, location: target, pending });
          continue;
        }
        const js = await measureJs(browser, url);
        const row = { path: routePath, status: probe.status, js, budget: budgetRatio(routePath) };
        row.ratio = js.gzip / empty.gzip;
        if (chrome) row.lighthouse = keepReport(routePath, await runLighthouse(chrome, url, options.runs, options.calmWaitS));
        row.problems = verdict(row);
        row.ok = row.problems.length === 0;
        console.log(`JS ${kb(js.gzip)} (${row.ratio.toFixed(3)}x, budget ${row.budget}x)${js.settled ? '' : ' [network still busy when measuring stopped]'}${row.lighthouse ? `  Lighthouse ${row.lighthouse.performance}/${row.lighthouse.accessibility}/${row.lighthouse.bestPractices}/${row.lighthouse.seo}` : ''}`);
        rows.push(row);
      }
    } finally {
      await browser.close();
      if (chrome) await chrome.kill();
    }

    let ticketBench = null;
    const ticketScript = path.join(projectRoot, 'scripts', 'bench-ticket.mjs');
    if (existsSync(ticketScript) && !options.only) {
      step('ticket timings (scripts/bench-ticket.mjs)');
      const run = spawnSync(process.execPath, [ticketScript, siteUrl], { cwd: projectRoot, encoding: 'utf8', timeout: 600_000 });
      ticketBench = { status: run.status, stdout: run.stdout, stderr: run.stderr, result: null };
      // The script ends its output with its result as one line of JSON.
      const lastLine = (run.stdout ?? '').trim().split('\n').at(-1) ?? '';
      try {
        ticketBench.result = JSON.parse(lastLine);
      } catch {
        // no JSON summary: keep the raw output only
      }
    }

    /** Runs a benchmark script of scripts/ (skipped with --only), keeping its output for the results. */
    const runBenchScript = (label, file, args) => {
      const script = path.join(projectRoot, 'scripts', file);
      if (!existsSync(script) || options.only) return null;
      step(`${label} (scripts/${file})`);
      const run = spawnSync(process.execPath, [script, ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 600_000 });
      return { status: run.status, stdout: run.stdout, stderr: run.stderr };
    };
    const submissionsBench = runBenchScript('form submissions throughput', 'bench-submissions.mjs', ['--seconds', '15']);
    const exportBench = runBenchScript('organiser export of 100,000 contact rows', 'bench-export.mjs', ['--rows', '100000']);
    const checkinBench = runBenchScript('check-ins at the gate', 'bench-checkin.mjs', []);

    step('results');
    console.log(`Lighthouse ${options.lighthouse ? `12 mobile, simulated throttling, median of ${options.runs} run(s)` : 'skipped'}; JS = gzip -9 bytes of every script loaded before interaction (1280x800, until load + quiet network).`);
    console.log('Budgets: performance >= 95 (target 100), accessibility/best practices/SEO 100, CLS 0, JS <= 1.15x empty page (1.35x on forms and /ticket/*).');
    console.log("CPU = Lighthouse's benchmark index of the machine during the run; below ~1000 the machine was busy and performance, LCP and TBT read worse than on a quiet one (compare with the empty page).\n");
    printTable(rows, empty);
    if (empty.lighthouse) {
      const lh = empty.lighthouse;
      console.log(`\nEmpty page: Lighthouse ${lh.performance}/${lh.accessibility}/${lh.bestPractices}/${lh.seo}, LCP ${fmtMs(lh.lcpMs)}, TBT ${fmtMs(lh.tbtMs)}, CLS ${lh.cls?.toFixed(3)}, JS ${kb(empty.gzip)} (CPU benchmark index ${lh.benchmarkIndex})`);
    }
    const failing = rows.filter((r) => !r.pending && !r.ok);
    for (const row of failing) console.log(`\n${row.path}: ${row.problems.join('; ')}${row.lighthouse?.failingAudits?.length ? `\n  failing audits: ${row.lighthouse.failingAudits.join(', ')}` : ''}`);
    const pending = rows.filter((r) => r.pending);
    if (pending.length) console.log(`\n${pending.length} route(s) without a screen yet: ${pending.map((r) => r.path.split('?')[0]).join(', ')}`);

    if (ticketBench) {
      console.log('\n--- scripts/bench-ticket.mjs ---');
      process.stdout.write(ticketBench.stdout);
      if (ticketBench.status !== 0) console.log(`(scripts/bench-ticket.mjs exited with ${ticketBench.status}) ${ticketBench.stderr ?? ''}`);
    }

    if (submissionsBench) {
      console.log('\n--- scripts/bench-submissions.mjs (POST /api/contact, SQLite and PostgreSQL) ---');
      process.stdout.write(submissionsBench.stdout);
      if (submissionsBench.status !== 0) console.log(`(scripts/bench-submissions.mjs exited with ${submissionsBench.status}) ${submissionsBench.stderr ?? ''}`);
    }

    if (exportBench) {
      console.log('\n--- scripts/bench-export.mjs (GET /api/admin/export, CSV, SQLite) ---');
      process.stdout.write(exportBench.stdout.split('\n')[0] + '\n');
      if (exportBench.status !== 0) console.log(`(scripts/bench-export.mjs exited with ${exportBench.status}) ${exportBench.stderr ?? ''}`);
    }

    if (checkinBench) {
      console.log('\n--- scripts/bench-checkin.mjs (POST /api/checkin, 16 gates, SQLite and PostgreSQL) ---');
      process.stdout.write(checkinBench.stdout);
      if (checkinBench.status !== 0) console.log(`(scripts/bench-checkin.mjs exited with ${checkinBench.status}) ${checkinBench.stderr ?? ''}`);
    }

    const durationS = (Date.now() - startedAt) / 1000;
    const report = {
      at: new Date().toISOString(),
      next: nextVersion(),
      options,
      durationS,
      emptyPage: empty,
      routes: rows,
      ticketBench,
      submissionsBench,
      checkinBench,
    };
    const stamp = report.at.replace(/[:.]/g, '-');
    writeFileSync(path.join(resultsDir, `bench-${stamp}.json`), JSON.stringify(report, null, 2));
    writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify(report, null, 2));
    console.log(`\nResults: bench-results/bench-${stamp}.json`);
    console.log(`Total duration: ${Math.floor(durationS / 60)} min ${Math.round(durationS % 60)} s`);
    if (options.strict && (failing.length > 0 || (ticketBench && ticketBench.status !== 0) || (checkinBench && checkinBench.status !== 0))) process.exitCode = 1;
  } finally {
    cleanup();
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
