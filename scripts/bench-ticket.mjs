#!/usr/bin/env node
/**
 * Ticket benchmark: how fast an attendee's phone shows the ticket QR code, and how long the
 * PDF takes after Download PDF is pressed. Runs against an already running server:
 *
 *   node scripts/bench-ticket.mjs http://127.0.0.1:3000 [--runs 5] [--network none|slow-4g]
 *
 * Each run is a fresh browser context (cold cache, like a first visit from a mail link) on an
 * emulated mobile phone (Moto G4: 360×640, DPR 3, touch) with Chromium's CPU throttling ×4
 * (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset). Network throttling is
 * off by default; `--network slow-4g` adds Lighthouse's slow 4G (150 ms RTT, 1.6 Mbps down).
 *
 * - qrVisibleMs: from navigation start to the first frame that shows the QR code on screen
 *   (that frame's start, or the first contentful paint when the QR is part of it, which is the
 *   case when the page works as designed: the QR is in the HTML).
 * - pdfDownloadMs: from the click on Download PDF to the finished download (file saved).
 *
 * Prints a table, then the result as JSON on the last line. Exit code 1 when the QR median
 * misses the 1.5 s target (so `npm run bench` can fail a budget), 2 on an error.
 */
import { chromium, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

const TARGET_QR_MS = 1500;

function parseArgs(argv) {
  const args = { url: undefined, runs: 5, network: 'none' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--runs') args.runs = Number(argv[++i]);
    else if (arg.startsWith('--runs=')) args.runs = Number(arg.slice(7));
    else if (arg === '--network') args.network = argv[++i];
    else if (arg.startsWith('--network=')) args.network = arg.slice(10);
    else if (!arg.startsWith('--')) args.url = arg;
  }
  if (!args.url || !/^https?:\/\//.test(args.url)) {
    throw new Error('usage: node scripts/bench-ticket.mjs <server URL> [--runs 5] [--network none|slow-4g]');
  }
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs must be a positive whole number');
  if (!['none', 'slow-4g'].includes(args.network)) throw new Error('--network must be none or slow-4g');
  args.url = args.url.replace(/\/+$/, '');
  return args;
}

/**
 * A ticket shaped like one this site issues: a non-Latin-1 name, a 16-character key id and an
 * 86-character Ed25519 signature (the page's work and its QR's size depend on the lengths only).
 */
function ticketPath() {
  const ticket = {
    ticketId: 'ACM2025-0YB7QX-1757980800123',
    firstName: 'Adébáyọ̀',
    lastName: 'Ọlọ́lá',
    email: 'adebayo.olola@example.ng',
    company: 'Chiamaka Nwọsu Studios',
    kid: 'Xq3vL0bT9cR2mN5w',
    signature: 'q8mJ1yB2Wc3x-KXl0f6oVv_9m7rT5a1bC2dE3fG4hI5q8mJ1yB2Wc3x-KXl0f6oVv_9m7rT5a1bC2dE3fG4hIw',
  };
  return `/ticket/qr-download?data=${encodeURIComponent(Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64'))}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Installed before any page script: records the first frame in which the QR code (inline SVG,
// painted with the HTML, so Element Timing does not apply) is laid out on screen. The time is
// that frame's start, just before it is painted.
function watchQrPaint() {
  const w = window;
  w.__qrFrame = null;
  const poll = (frameTime) => {
    const qr = document.querySelector('[data-ticket-qr]');
    const box = qr?.getBoundingClientRect();
    if (box && box.width > 0 && box.top < innerHeight) {
      w.__qrFrame = frameTime;
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function run(browser, args, path) {
  const context = await browser.newContext({ ...devices['Moto G4'], acceptDownloads: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (args.network === 'slow-4g') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await page.addInitScript(watchQrPaint);
  try {
    await page.goto(args.url + path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__qrFrame != null, null, { timeout: 60_000, polling: 50 });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 60_000,
    });
    const firstContentfulPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0].startTime,
    );
    // The frame's start precedes its paint; nothing is visible before the first contentful paint.
    const qrVisibleMs = Math.max(await page.evaluate(() => window.__qrFrame), firstContentfulPaintMs);

    const button = page.getByRole('button', { name: 'Download PDF' });
    await button.waitFor({ state: 'visible' });
    // The button works once hydrated; wait for that so the click is not lost.
    await page.waitForLoadState('load');
    await page.waitForFunction(() => {
      const el = document.querySelector('button');
      return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'));
    });
    const downloadEvent = page.waitForEvent('download', { timeout: 120_000 });
    const clickedAt = performance.now();
    await button.click();
    const download = await downloadEvent;
    await download.path();
    const pdfDownloadMs = performance.now() - clickedAt;
    const fileName = download.suggestedFilename();
    return { qrVisibleMs, firstContentfulPaintMs, pdfDownloadMs, fileName };
  } finally {
    await context.close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const path = ticketPath();
  const runs = [];
  try {
    // One unmeasured visit so the server's first-request compilation is not counted.
    await run(browser, { ...args, network: 'none' }, path);
    for (let i = 0; i < args.runs; i++) runs.push(await run(browser, args, path));
  } finally {
    await browser.close();
  }

  const result = {
    benchmark: 'ticket',
    url: args.url,
    device: 'Moto G4 (emulated)',
    cpuThrottling: 4,
    network: args.network,
    runs: runs.length,
    qrVisibleMs: {
      median: Math.round(median(runs.map((r) => r.qrVisibleMs))),
      values: runs.map((r) => Math.round(r.qrVisibleMs)),
      targetMs: TARGET_QR_MS,
    },
    firstContentfulPaintMs: {
      median: Math.round(median(runs.map((r) => r.firstContentfulPaintMs))),
      values: runs.map((r) => Math.round(r.firstContentfulPaintMs)),
    },
    pdfDownloadMs: {
      median: Math.round(median(runs.map((r) => r.pdfDownloadMs))),
      values: runs.map((r) => Math.round(r.pdfDownloadMs)),
    },
    pdfFileName: runs[0]?.fileName,
  };
  result.qrVisibleMs.withinTarget = result.qrVisibleMs.median < TARGET_QR_MS;

  const rows = [
    ['metric', 'median ms', 'runs (ms)', 'target'],
    [
      'QR visible (navigation → paint)',
      String(result.qrVisibleMs.median),
      result.qrVisibleMs.values.join(' '),
      `< ${TARGET_QR_MS} ${result.qrVisibleMs.withinTarget ? 'ok' : 'MISSED'}`,
    ],
    [
      'First contentful paint',
      String(result.firstContentfulPaintMs.median),
      result.firstContentfulPaintMs.values.join(' '),
      '-',
    ],
    ['PDF downloaded (click → file)', String(result.pdfDownloadMs.median), result.pdfDownloadMs.values.join(' '), '-'],
  ];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  console.log(`Ticket benchmark: ${args.url}, ${result.device}, CPU ×4, network ${args.network}, ${runs.length} runs`);
  for (const row of rows) console.log(row.map((cell, col) => cell.padEnd(widths[col])).join('  '));
  console.log(JSON.stringify(result));
  process.exitCode = result.qrVisibleMs.withinTarget ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
