#!/usr/bin/env node
/**
 * Form submission throughput: serves the production build (server.mjs, run `next build`
 * first) with the embedded SQLite store and then with PostgreSQL, drives POST /api/contact with
 * a fixed number of concurrent clients for a while, and reports submissions per second, latency
 * percentiles, and whether every acknowledged (201) submission is in the database.
 *
 *   node scripts/bench-submissions.mjs [--seconds 20] [--concurrency 32] [--json out.json]
 *
 * PostgreSQL: BENCH_POSTGRES_URL names a server to create a throw-away database on; without
 * one, scripts/test-postgres.sh starts a private server with PostgreSQL's default durability
 * (fsync and synchronous commit on) when Debian's PostgreSQL is installed, otherwise that half
 * is reported as skipped.
 * Also importable: `import { benchSubmissions } from './bench-submissions.mjs'`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { spawnSite } from './lib/site-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

export async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${url} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function startServer(port, env) {
  return spawnSite(port, { env, root });
}

export async function stopServer(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** POSTs a JSON text over a keep-alive agent; resolves with the status ('error' when the connection failed), the body and the latency. */
export function postJson(agent, baseUrl, path, body, headers = {}) {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        hostname,
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: baseUrl,
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', (error) => resolve({ status: 'error', text: error.message, ms: performance.now() - started }));
    request.end(body);
  });
}

/** Drives the contact endpoint with `concurrency` keep-alive clients for `seconds`. */
async function drive(baseUrl, { seconds, concurrency }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const acknowledged = [];
  const statuses = {};
  let sequence = 0;
  const endAt = Date.now() + seconds * 1000;

  function once() {
    sequence += 1;
    const n = sequence;
    const body = JSON.stringify({
      firstName: `Bench${n}`,
      lastName: 'Load',
      emailAddress: `bench${n}@example.com`,
      altEmailAddress: '',
      phoneNumber: '+234 803 000 0000',
      altPhoneNumber: '',
      category: 'general-enquiries',
      message: 'Throughput benchmark submission.',
      nickname: '',
    });
    return postJson(agent, baseUrl, '/api/contact', body, {
      // A distinct client per request keeps the per-client limiter in the measured path.
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    }).then(({ status, text, ms }) => {
      if (status !== 'error') latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) {
        try {
          acknowledged.push(JSON.parse(text).data.id);
        } catch {
          statuses.unparsable = (statuses.unparsable ?? 0) + 1;
        }
      }
    });
  }

  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < endAt) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    acknowledged,
    statuses,
    seconds: elapsed,
    perSecond: acknowledged.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

const storedQueries = {
  submissions: "SELECT id FROM submissions WHERE kind = 'contact'",
  mails: "SELECT count(*) AS count FROM outbox WHERE kind = 'contact'",
};

/** The stored contact submission ids and how many contact confirmation mails are queued. */
async function storedContacts(databaseUrl) {
  if (/^postgres/.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const ids = (await client.query(storedQueries.submissions)).rows.map((row) => row.id);
      const mails = Number((await client.query(storedQueries.mails)).rows[0].count);
      return { ids: new Set(ids), mails };
    } finally {
      await client.end();
    }
  }
  const client = createClient({ url: databaseUrl });
  try {
    const ids = (await client.execute(storedQueries.submissions)).rows.map((row) => String(row.id));
    const mails = Number((await client.execute(storedQueries.mails)).rows[0].count);
    return { ids: new Set(ids), mails };
  } finally {
    client.close();
  }
}

/** One run against one database: start the server, warm up, measure, verify, stop. */
export async function benchSubmissions({ databaseUrl, port = 3190, seconds = 20, concurrency = 32 }) {
  // TRUSTED_PROXY_HOPS=1: each request plays a different visitor behind a proxy (below).
  const server = startServer(port, { DATABASE_URL: databaseUrl, REGISTRATION_OPEN: 'false', TRUSTED_PROXY_HOPS: '1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl);
    await drive(baseUrl, { seconds: 2, concurrency: Math.min(8, concurrency) }); // warm-up (JIT, connections)
    const result = await drive(baseUrl, { seconds, concurrency });
    // Killed without warning: an acknowledged submission must already be committed.
    await stopServer(server, 'SIGKILL');
    const stored = await storedContacts(databaseUrl);
    const missing = result.acknowledged.filter((id) => !stored.ids.has(id));
    return {
      store: /^postgres/.test(databaseUrl) ? 'postgresql' : 'sqlite',
      concurrency,
      seconds: Number(result.seconds.toFixed(1)),
      acknowledged: result.acknowledged.length,
      statuses: result.statuses,
      submissionsPerSecond: Math.round(result.perSecond),
      p50Ms: Number(result.p50.toFixed(1)),
      p99Ms: Number(result.p99.toFixed(1)),
      maxMs: Number(result.max.toFixed(1)),
      missingAfterKill: missing.length,
      stored: stored.ids.size,
      mailsQueued: stored.mails,
    };
  } finally {
    await stopServer(server);
  }
}

/** A throw-away database on BENCH_POSTGRES_URL, or on a private durable server (scripts/bench-checkin.mjs shares this). */
export async function postgresDatabase({ port = '54390', dir = 'acm-bench-pg' } = {}) {
  let serverUrl = process.env.BENCH_POSTGRES_URL;
  let stop = async () => undefined;
  if (!serverUrl) {
    try {
      const env = { ...process.env, TEST_PG_PORT: port, TEST_PG_DIR: join(tmpdir(), dir), TEST_PG_DURABLE: '1' };
      serverUrl = execFileSync('bash', [join(root, 'scripts/test-postgres.sh'), 'start'], { env, encoding: 'utf8' })
        .trim()
        .split('\n')
        .at(-1);
      stop = async () => execFileSync('bash', [join(root, 'scripts/test-postgres.sh'), 'stop'], { env });
    } catch {
      return null;
    }
  }
  const name = `acm_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await stop();
    },
  };
}

async function main() {
  const seconds = Number(arg('seconds', '20'));
  const concurrency = Number(arg('concurrency', '32'));
  const results = [];

  const dir = mkdtempSync(join(tmpdir(), 'acm-bench-'));
  try {
    results.push(await benchSubmissions({ databaseUrl: `file:${join(dir, 'bench.db')}`, seconds, concurrency }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      results.push(await benchSubmissions({ databaseUrl: postgres.url, seconds, concurrency, port: 3191 }));
    } finally {
      await postgres.dispose();
    }
  } else {
    results.push({
      store: 'postgresql',
      skipped: 'no PostgreSQL server (set BENCH_POSTGRES_URL or install postgresql)',
    });
  }

  console.log('\nContact submissions (POST /api/contact, server.mjs, this machine):');
  for (const result of results) {
    if (result.skipped) {
      console.log(`  ${result.store}: skipped, ${result.skipped}`);
      continue;
    }
    console.log(
      `  ${result.store.padEnd(10)} ${String(result.submissionsPerSecond).padStart(5)} submissions/s sustained over ${result.seconds} s with ${result.concurrency} clients; ` +
        `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; ${result.acknowledged} acknowledged, ${result.missingAfterKill} missing after kill -9 ` +
        `(${result.stored} stored with ${result.mailsQueued} confirmation mails queued, warm-up included); statuses ${JSON.stringify(result.statuses)}`,
    );
  }
  const out = arg('json');
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
  if (
    results.some((result) => !result.skipped && (result.missingAfterKill > 0 || result.mailsQueued !== result.stored))
  )
    process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
