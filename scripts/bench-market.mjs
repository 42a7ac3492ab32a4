#!/usr/bin/env node
/**
 * The market's directory at the size the event expects: 2,000 published profiles (seeded by
 * scripts/seed-market.ts into a fresh SQLite database), served by the production build on a port
 * of its own, measured against the public pages' budgets (docs/performance.md):
 *
 *   node scripts/bench-market.mjs [--runs 3] [--requests 40]
 *
 * - the server: time to the whole answer of /market and of a filtered /market (a word, a sector
 *   and a country), sequential requests after a warm-up, median and p95 (reported);
 * - JavaScript before interaction of both, against the empty page (goal: at most 1.15x);
 * - what a phone gets (scripts/bench-phone.mjs): FCP and LCP on slow 4G and 4G at most 1.25x the
 *   empty page's, the menu answering the first tap (goals).
 * The bytes of the first view are held by a test (e2e/market-profiles.spec.ts), not here.
 * Needs `next build` and `node scripts/empty-app.mjs build` first. Exit code 1 when a goal is missed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchPhone, phoneProblems, printPhoneTables } from './bench-phone.mjs';
import { projectRoot, startEmptyApp } from './empty-app.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { kb, measurePageJs } from './lib/js-weight.mjs';
import { spawnSite } from './lib/site-server.mjs';

const PROFILES = 2000;
const JS_RATIO = 1.15;
const marketPaths = ['/market', '/market?q=studio&sector=music&country=NG'];

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function serverTimes(url, requests) {
  for (let i = 0; i < 5; i += 1) await (await fetch(url)).arrayBuffer();
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95) };
}

async function main() {
  const runs = arg('runs', 3);
  const requests = arg('requests', 40);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acm-bench-market-'));
  const database = `file:${path.join(dir, 'market.db')}`;
  const seeded = spawnSync(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/seed-market.ts', '--count', String(PROFILES)],
    { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, DATABASE_URL: database } },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  console.log(seeded.stdout.trim());

  const [sitePort, emptyPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const emptyUrl = `http://127.0.0.1:${emptyPort}`;
  const site = spawnSite(sitePort, {
    root: projectRoot,
    detached: true,
    env: {
      DATABASE_URL: database,
      TICKET_SIGNING_KEY: process.env.TICKET_SIGNING_KEY ?? 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
      LETTER_RETENTION_DAYS: process.env.LETTER_RETENTION_DAYS ?? '36500',
    },
  });
  const empty = startEmptyApp(emptyPort, { detached: true });
  const problems = [];
  try {
    await Promise.all([waitFor(`${siteUrl}/api/health`), waitFor(`${emptyUrl}/`)]);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const js = async (url) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        return await measurePageJs(await context.newPage(), url);
      } finally {
        await context.close();
      }
    };
    const emptyJs = await js(`${emptyUrl}/`);
    console.log(
      `\n${PROFILES.toLocaleString('en')} published profiles; ${requests} sequential requests each after 5 to warm up.`,
    );
    console.log('path                                          median    p95       JS gzip   x empty');
    for (const route of marketPaths) {
      const times = await serverTimes(`${siteUrl}${route}`, requests);
      const weight = await js(`${siteUrl}${route}`);
      const ratio = weight.gzip / emptyJs.gzip;
      if (ratio > JS_RATIO)
        problems.push(`${route}: JavaScript ${ratio.toFixed(2)}x the empty page's (goal ${JS_RATIO}x)`);
      console.log(
        `${route.padEnd(46)}${`${times.medianMs.toFixed(0)} ms`.padEnd(10)}${`${times.p95Ms.toFixed(0)} ms`.padEnd(10)}${kb(weight.gzip).padEnd(10)}${ratio.toFixed(2)}x`,
      );
    }
    await browser.close();
    const phone = await benchPhone({ sites: [{ name: '', url: siteUrl }], emptyUrl, paths: marketPaths, runs });
    console.log('');
    printPhoneTables(phone);
    problems.push(...phoneProblems(phone));
  } finally {
    for (const child of [site, empty]) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
  if (problems.length) {
    console.log(`\nmarket goals missed:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nmarket: every goal met.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 2;
});
