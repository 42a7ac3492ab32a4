#!/usr/bin/env node
/**
 * The gate's list of cancelled tickets: how large a full list of 2,000 revocations is
 * (JSON and gzip), and how long a phone on slow 4G needs to sync it from nothing. Serves the
 * production build (server.mjs; run `next build` first) on a fresh SQLite file holding the
 * revocations, signs a gate user in, then in Chromium (CDP: 150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU 4x slower) follows GET /api/tickets/revoked's cursor from the start as the
 * scanner does (fetch and parse each answer), timed from the first request to the last answer.
 *
 *   node scripts/bench-revocations.mjs [--revocations 2000] [--runs 5] [--port 3196]
 *
 * Prints a table and the result as JSON on the last line; exits 1 on a wrong count.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createClient } from '@libsql/client';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { startServer, stopServer, waitForHealth } from './bench-submissions.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'bench gate password';
const EMAIL = 'gate@bench.test';

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function seed(databaseUrl, count) {
  // The CLI migrates the new database and creates the gate user.
  execFileSync(
    'npx',
    [
      'tsx',
      '--conditions=react-server',
      'scripts/admin.ts',
      'create-user',
      '--email',
      EMAIL,
      '--name',
      'Bench Gate',
      '--role',
      'gate',
      '--password-stdin',
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      input: PASSWORD,
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const client = createClient({ url: databaseUrl });
  const start = Date.UTC(2025, 8, 16, 8, 0, 0);
  // As lib/tickets/revocations.ts stores them: SHA-256 of the ticket id, and when.
  await client.batch(
    Array.from({ length: count }, (_, index) => ({
      sql: 'insert into ticket_revocations (ticket_hash, revoked_at) values (?, ?)',
      args: [
        createHash('sha256')
          .update(`ACM2025-${String(index).padStart(6, '0')}-1757980800000`, 'utf8')
          .digest('hex'),
        start + index * 1000,
      ],
    })),
    'write',
  );
  client.close();
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': '10.78.0.1' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The answers as the server sends them, fetched without throttling: their bytes, raw and gzipped. */
async function sizes(baseUrl, cookie) {
  const answers = [];
  let since;
  for (;;) {
    const response = await fetch(
      `${baseUrl}/api/tickets/revoked${since ? `?since=${encodeURIComponent(since)}` : ''}`,
      { headers: { cookie, 'accept-encoding': 'identity' } },
    );
    const text = await response.text();
    const body = JSON.parse(text);
    answers.push({ bytes: Buffer.byteLength(text), gzip: gzipSync(text).length, count: body.revoked.length });
    since = body.cursor;
    if (!body.more) break;
  }
  return answers;
}

/** One sync from nothing on a throttled phone: every answer fetched and parsed, in order. */
async function phoneSync(browser, baseUrl, cookie) {
  // The session as a header: its cookie may carry the __Secure- prefix, which a browser keeps only from https.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { cookie },
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/health`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const result = await page.evaluate(async () => {
    const started = performance.now();
    const hashes = new Set();
    let since;
    let answers = 0;
    for (;;) {
      const response = await fetch(`/api/tickets/revoked${since ? `?since=${encodeURIComponent(since)}` : ''}`, {
        cache: 'no-store',
        credentials: 'same-origin',
      });
      const body = await response.json();
      for (const entry of body.revoked) hashes.add(entry.hash);
      answers += 1;
      since = body.cursor;
      if (!body.more) break;
    }
    const ms = performance.now() - started;
    const transferred = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/tickets/revoked'))
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    return { ms, count: hashes.size, answers, transferred };
  });
  await context.close();
  return result;
}

async function main() {
  const count = arg('revocations', 2000);
  const runs = arg('runs', 5);
  const port = arg('port', 3196);
  const dir = mkdtempSync(join(tmpdir(), 'acm-bench-revoked-'));
  const databaseUrl = `file:${join(dir, 'bench.db')}`;
  const baseUrl = `http://127.0.0.1:${port}`;
  let server;
  let browser;
  try {
    await seed(databaseUrl, count);
    server = startServer(port, { DATABASE_URL: databaseUrl, TRUSTED_PROXY_HOPS: '1', NEXT_TELEMETRY_DISABLED: '1' });
    await waitForHealth(baseUrl);
    const cookie = await signIn(baseUrl);
    const answers = await sizes(baseUrl, cookie);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const syncs = [];
    for (let run = 0; run < runs; run += 1) syncs.push(await phoneSync(browser, baseUrl, cookie));
    const listed = answers.reduce((sum, answer) => sum + answer.count, 0);
    const result = {
      revocations: count,
      answers: answers.length,
      jsonBytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
      gzipBytes: answers.reduce((sum, answer) => sum + answer.gzip, 0),
      transferredBytes: median(syncs.map((sync) => sync.transferred)),
      slow4gSyncMs: Math.round(median(syncs.map((sync) => sync.ms))),
      slow4gSyncRunsMs: syncs.map((sync) => Math.round(sync.ms)),
    };
    console.log(
      `Full list of ${count} revocations in ${result.answers} answers: ${(result.jsonBytes / 1024).toFixed(1)} KB JSON, ${(result.gzipBytes / 1024).toFixed(1)} KB gzip (${(result.transferredBytes / 1024).toFixed(1)} KB over the wire)`,
    );
    console.log(
      `First sync on a phone (slow 4G, CPU 4x), median of ${runs}: ${result.slow4gSyncMs} ms (${result.slow4gSyncRunsMs.join(', ')})`,
    );
    console.log(JSON.stringify(result));
    if (listed !== count || syncs.some((sync) => sync.count !== count)) {
      console.error(`wrong count: listed ${listed}, synced ${syncs.map((sync) => sync.count).join(', ')} of ${count}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
