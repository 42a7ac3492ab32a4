#!/usr/bin/env node
/**
 * Check-in throughput at the gate: serves the production build (server.mjs; run
 * `next build` first) on SQLite and then on PostgreSQL with its default durability, signs in 16
 * gate sessions, and has them POST /api/checkin concurrently: every ticket once, a share of
 * tickets scanned at two gates at the same moment, and repeated scans of tickets already in.
 * Reports check-ins per second, p50/p99 latency, and checks that every ticket was checked in
 * exactly once (one checked_in answer and one stored row each) and every repeat was refused.
 *
 *   node scripts/bench-checkin.mjs [--tickets 4000] [--gates 16] [--json out.json]
 *
 * Exits 1 below 300 check-ins/s, at a p99 of 100 ms or more, or on any wrong count.
 * PostgreSQL: as scripts/bench-submissions.mjs (BENCH_POSTGRES_URL, else a private durable server).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  percentile,
  postgresDatabase,
  postJson,
  startServer,
  stopServer,
  waitForHealth,
} from './bench-submissions.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MIN_PER_SECOND = 300;
const MAX_P99_MS = 100;

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

/**
 * The one place the bench issues tickets and tells the server how to verify them: Ed25519 with
 * a fresh seed per run, given to the server as TICKET_SIGNING_KEY (lib/tickets/keys.ts).
 */
const SEED = randomBytes(32).toString('base64url');
const ticketing = {
  serverEnv: { TICKET_SIGNING_KEY: SEED },
  issuer: () => ticketIssuer(SEED),
};

/** Signs tickets with the key whose seed is `seed` (the server's TICKET_SIGNING_KEY); answers encode(ticket). */
export async function ticketIssuer(seed) {
  const [{ signTicket, ticketKeyFromSeed }, { encodeTicket }] = await Promise.all([
    tsImport('../lib/tickets/keys.ts', import.meta.url),
    tsImport('../lib/tickets/codec.ts', import.meta.url),
  ]);
  const key = ticketKeyFromSeed(seed);
  return (ticket) => encodeTicket(signTicket(ticket, key));
}

export const PASSWORD = 'bench gate password';

/** Creates a gate user with the real CLI (scripts/admin.ts) on `databaseUrl`, its password PASSWORD. */
export function createGateUser(databaseUrl, email) {
  execFileSync(
    'npx',
    [
      'tsx',
      '--conditions=react-server',
      'scripts/admin.ts',
      'create-user',
      '--email',
      email,
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
}

/** One session per gate: the cookie a signed-in gate user's scanner sends. */
export async function signIn(baseUrl, email, index) {
  const response = await fetch(`${baseUrl}/api/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': `10.77.0.${index + 1}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** POSTs one scan; resolves with the parsed answer and its latency. */
async function postScan(agent, baseUrl, cookie, scan) {
  const { status, text, ms } = await postJson(agent, baseUrl, '/api/checkin', JSON.stringify(scan), { cookie });
  let answer = null;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = { unparsable: text.slice(0, 200) };
  }
  return { status, answer, ms };
}

/**
 * The scans: each ticket once at a random gate; every 10th ticket also at a second gate in
 * the same round (a race the database must settle); then repeats of a fifth of the tickets,
 * which must all be refused with the first check-in.
 */
function plan(tickets, gates) {
  const first = [];
  tickets.forEach((data, index) => {
    first.push({ index, data, gate: `Gate ${index % gates}` });
    if (index % 10 === 0) first.push({ index, data, gate: `Gate ${(index + 1) % gates}` });
  });
  const repeats = tickets
    .filter((_, index) => index % 5 === 2)
    .map((data, n) => ({ index: n * 5 + 2, data, gate: `Gate ${(n + 3) % gates}`, repeat: true }));
  return [first, repeats];
}

async function drive(baseUrl, cookies, scans) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: cookies.length });
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      while (next < scans.length) {
        const scan = scans[next++];
        const reply = await postScan(agent, baseUrl, cookie, {
          ticket: scan.data,
          nonce: randomUUID(),
          gate: scan.gate,
        });
        results.push({ ...scan, ...reply });
      }
    }),
  );
  agent.destroy();
  return { results, seconds: (performance.now() - started) / 1000 };
}

async function storedCheckins(databaseUrl) {
  const query = 'SELECT ticket_id, count(*) AS n FROM checkins GROUP BY ticket_id';
  if (/^postgres/.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows.map((row) => [row.ticket_id, Number(row.n)]);
    } finally {
      await client.end();
    }
  }
  const client = createClient({ url: databaseUrl });
  try {
    return (await client.execute(query)).rows.map((row) => [String(row.ticket_id), Number(row.n)]);
  } finally {
    client.close();
  }
}

export async function benchCheckin({ databaseUrl, port = 3192, tickets: count = 4000, gates = 16, issue }) {
  const email = 'bench-gate@example.com';
  createGateUser(databaseUrl, email);
  const server = startServer(port, {
    DATABASE_URL: databaseUrl,
    REGISTRATION_OPEN: 'false',
    TRUSTED_PROXY_HOPS: '1',
    ...ticketing.serverEnv,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl);
    const cookies = [];
    for (let index = 0; index < gates; index += 1) cookies.push(await signIn(baseUrl, email, index));
    const run = Date.now().toString(36).toUpperCase();
    const ticket = (prefix, n) => ({
      ticketId: `ACM2025-${prefix}${run}-${n}`,
      firstName: 'Bench',
      lastName: `Attendee ${n}`,
      email: `bench${n}@example.com`,
    });
    // Warm-up (JIT, connections, statement caches) on tickets of their own.
    await drive(
      baseUrl,
      cookies,
      Array.from({ length: 300 }, (_, n) => ({ index: -1, data: issue(ticket('W', n)), gate: `Gate ${n % gates}` })),
    );

    const tickets = Array.from({ length: count }, (_, n) => issue(ticket('B', n)));
    const ids = Array.from({ length: count }, (_, n) => ticket('B', n).ticketId);
    const [firstScans, repeatScans] = plan(tickets, gates);
    const first = await drive(baseUrl, cookies, firstScans);
    const repeats = await drive(baseUrl, cookies, repeatScans);
    const all = [...first.results, ...repeats.results];

    const checkedIn = new Map();
    const problems = [];
    const statuses = {};
    for (const result of all) {
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      const verdict = result.answer?.result;
      if (verdict === 'checked_in') checkedIn.set(result.index, (checkedIn.get(result.index) ?? 0) + 1);
      else if (verdict !== 'already_checked_in')
        problems.push(`ticket ${result.index}: ${result.status} ${JSON.stringify(result.answer)}`);
      if (result.repeat && verdict !== 'already_checked_in')
        problems.push(`repeat of ticket ${result.index} answered ${verdict}`);
    }
    for (let index = 0; index < count; index += 1) {
      if (checkedIn.get(index) !== 1)
        problems.push(`ticket ${index} answered checked_in ${checkedIn.get(index) ?? 0} times`);
    }
    const stored = new Map((await storedCheckins(databaseUrl)).filter(([id]) => id.includes(`B${run}-`)));
    const wrongRows = ids.filter((id) => stored.get(id) !== 1).length;
    if (wrongRows > 0) problems.push(`${wrongRows} tickets without exactly one stored check-in`);

    const latencies = all.map((result) => result.ms).sort((a, b) => a - b);
    const seconds = first.seconds + repeats.seconds;
    return {
      store: /^postgres/.test(databaseUrl) ? 'postgresql' : 'sqlite',
      gates,
      tickets: count,
      requests: all.length,
      races: firstScans.length - count,
      repeats: repeatScans.length,
      seconds: Number(seconds.toFixed(2)),
      checkinsPerSecond: Math.round(all.length / seconds),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
      checkedInOnce: [...checkedIn.values()].filter((n) => n === 1).length,
      storedRows: stored.size,
      statuses,
      problems: problems.slice(0, 10),
      problemCount: problems.length,
    };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const tickets = Number(arg('tickets', '4000'));
  const gates = Number(arg('gates', '16'));
  const issue = await ticketing.issuer();
  const results = [];
  const dir = mkdtempSync(join(tmpdir(), 'acm-bench-checkin-'));
  try {
    results.push(await benchCheckin({ databaseUrl: `file:${join(dir, 'bench.db')}`, tickets, gates, issue }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const postgres = await postgresDatabase({ port: '54391', dir: 'acm-bench-checkin-pg' });
  if (postgres) {
    try {
      results.push(await benchCheckin({ databaseUrl: postgres.url, tickets, gates, issue, port: 3193 }));
    } finally {
      await postgres.dispose();
    }
  } else {
    results.push({
      store: 'postgresql',
      skipped: 'no PostgreSQL server (set BENCH_POSTGRES_URL or install postgresql)',
    });
  }

  console.log(
    `\nCheck-ins (POST /api/checkin, server.mjs, ${gates} concurrent gates, this machine; target >= ${MIN_PER_SECOND}/s, p99 < ${MAX_P99_MS} ms):`,
  );
  let failed = false;
  for (const result of results) {
    if (result.skipped) {
      console.log(`  ${result.store}: skipped, ${result.skipped}`);
      continue;
    }
    const bad = result.checkinsPerSecond < MIN_PER_SECOND || result.p99Ms >= MAX_P99_MS || result.problemCount > 0;
    failed ||= bad;
    console.log(
      `  ${result.store.padEnd(10)} ${String(result.checkinsPerSecond).padStart(5)} scans/s over ${result.seconds} s; p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; ` +
        `${result.tickets} tickets, ${result.checkedInOnce} checked in exactly once (${result.storedRows} rows), ${result.races} two-gate races, ${result.repeats} repeats refused; ` +
        `statuses ${JSON.stringify(result.statuses)}${bad ? '  FAIL' : '  ok'}`,
    );
    for (const problem of result.problems) console.log(`    ${problem}`);
  }
  const out = arg('json');
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
