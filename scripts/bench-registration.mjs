#!/usr/bin/env node
/**
 * The registration rush: serves the production build (server.mjs, run `next build` first) with
 * registration open and REGISTRATION_CAPACITY=1500, first on the embedded SQLite store and then
 * on PostgreSQL (or, with --topology, through nginx on two instances and PostgreSQL), and sends 2,000 registrations (distinct addresses and clients)
 * from 50 concurrent clients to POST /api/registration. Reports registrations per second, p50
 * and p99, and checks what the database holds afterwards: exactly 1,500 tickets, 500 people
 * waiting, and one mail queued per person (the ticket or the waiting-list mail). Then, as a
 * reference for the machine's state in the same run, the same posts refused by the schema.
 * Each store is rushed `--runs` times (3), each time on a fresh server and database: every run
 * must hold the counts, and the goals are checked on the medians, as the project measures speed
 * (timings on this machine move with its host).
 *
 *   node scripts/bench-registration.mjs [--runs 3] [--total 2000] [--capacity 1500] [--concurrency 50] [--already 0] [--port 3192] [--json out.json]
 *     [--topology [--pg-port 54393]] [--rate 150]
 *
 * The goal is the event's peak with 4x headroom (docs/performance.md): 150 registrations a
 * second with p99 at most 500 ms. --rate N sends N registrations a second whatever the answers
 * (as people arrive), each timed from when it was due, instead of 50 clients that wait.
 *
 * --already N: the event already holds N registered attendees (written straight into the
 * database before the rush) and the capacity is N more, so the same rush meets a nearly full
 * event: 25,000 attendees is the event's size.
 *
 * PostgreSQL as in scripts/bench-submissions.mjs: BENCH_POSTGRES_URL, else a private durable
 * server started by scripts/test-postgres.sh, else that half is reported as skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import pg from 'pg';
import {
  percentile,
  postgresDatabase,
  postJson,
  startServer,
  stopServer,
  waitForHealth,
} from './bench-submissions.mjs';
import { LOAD_CLIENT_HEADER, startLoadTopology } from './lib/topology.mjs';

const MIN_PER_SECOND = 150;
const MAX_P99_MS = 500;

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

function registration(n, run) {
  return JSON.stringify({
    firstName: `Rush${n}`,
    lastName: 'Bench',
    emailAddress: `rush${n}.${run}@example.com`,
    phoneNumber: '+234 803 000 0000',
    country: 'NG',
    category: 'creative',
    consent: true,
  });
}

/**
 * `total` registrations, `concurrency` keep-alive clients taking the next number until none is
 * left. With `refused`, the same posts without consent: the schema refuses them (400), so they
 * run the server, Next.js, the rate limit (in the database on PostgreSQL) and the endpoint up to
 * the service, but register nobody.
 */
async function rush(
  baseUrl,
  { total, concurrency, run, first = 0, refused = false, clientHeader = 'x-forwarded-for', rate = 0 },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: rate ? Infinity : concurrency });
  const latencies = [];
  const statuses = {};
  const answered = { registered: 0, waitlisted: 0, other: 0 };
  let next = first;
  const last = first + total;
  const started = performance.now();
  // With `rate`, registrations arrive at that rate whatever the answers (as people do), each
  // timed from when it was due; otherwise `concurrency` clients each wait for their answer.
  const due = (n) => started + ((n - first) * 1000) / rate;
  await Promise.all(
    Array.from({ length: rate ? total : concurrency }, async () => {
      while (next < last) {
        const n = next;
        next += 1;
        if (rate) await new Promise((resolve) => setTimeout(resolve, Math.max(0, due(n) - performance.now())));
        const body = refused
          ? JSON.stringify({ ...JSON.parse(registration(n, run)), consent: false })
          : registration(n, run);
        const { status, text, ms } = await postJson(agent, baseUrl, '/api/registration', body, {
          // A distinct visitor per registration keeps the per-client limiter in the measured path.
          [clientHeader]: `${refused ? 11 : 10}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        });
        latencies.push(rate ? performance.now() - due(n) : ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 201) {
          let answer = 'other';
          try {
            answer = JSON.parse(text).data.status;
          } catch {
            // counted as other
          }
          answered[answer in answered ? answer : 'other'] += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    statuses,
    answered,
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

const countQueries = {
  attendees: 'SELECT status, count(*) AS count FROM attendees GROUP BY status',
  ticketsIssued: 'SELECT count(*) AS count FROM attendees WHERE ticket IS NOT NULL',
  mails: 'SELECT kind, count(*) AS count, count(DISTINCT recipient) AS people FROM outbox GROUP BY kind',
};

/** What the database holds after the rush: attendees by status, tickets issued, mails by kind. */
async function stored(databaseUrl) {
  const query = async (run) => {
    const byStatus = Object.fromEntries(
      (await run(countQueries.attendees)).map((row) => [row.status, Number(row.count)]),
    );
    const tickets = Number((await run(countQueries.ticketsIssued))[0].count);
    const mails = Object.fromEntries(
      (await run(countQueries.mails)).map((row) => [
        row.kind,
        { count: Number(row.count), people: Number(row.people) },
      ]),
    );
    return { byStatus, tickets, mails };
  };
  if (/^postgres/.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await query(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = createClient({ url: databaseUrl });
  try {
    return await query(async (text) => (await client.execute(text)).rows);
  } finally {
    client.close();
  }
}

/** N registered attendees written straight into the database (their tickets are not real): an event that is already nearly full. */
async function preload(databaseUrl, count) {
  const rows = (from) =>
    `select 'pre' || n, 'Pre', 'Loaded', 'pre' || n || '@example.com', 'pre' || n || '@example.com', '{}', ${Date.now()}, 'registered', ${Date.now()}, ${Date.now()}, 'en' from ${from}`;
  const insert =
    'insert into attendees (ticket_id, first_name, last_name, email, email_key, ticket, created_at, status, status_at, issued_at, locale)';
  if (/^postgres/.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`${insert} ${rows(`generate_series(1, ${count}) n`)}`);
      await client.query('analyze attendees');
    } finally {
      await client.end();
    }
    return;
  }
  const client = createClient({ url: databaseUrl });
  try {
    await client.execute(
      `with recursive g(n) as (select 1 union all select n + 1 from g where n < ${count}) ${insert} ${rows('g')}`,
    );
  } finally {
    client.close();
  }
}

/** One run against one database: start the server with the capacity, rush, count, stop. */
export async function benchRegistration({
  databaseUrl: givenUrl,
  port = 3192,
  total = 2000,
  capacity = 1500,
  concurrency = 50,
  already = 0,
  topology = null,
  rate = 0,
}) {
  const env = {
    REGISTRATION_OPEN: 'true',
    REGISTRATION_CAPACITY: String(capacity + already),
    TICKET_SIGNING_KEY: randomBytes(32).toString('base64url'),
    TRUSTED_PROXY_HOPS: '1',
  };
  // With `topology` ({ pgPort }): nginx on `port` in front of two instances on the next ports,
  // on a throw-away PostgreSQL; clients are named by the header nginx takes their address from.
  const site = topology
    ? await startLoadTopology({ ports: { nginx: port, instances: port + 1, pg: topology.pgPort }, env })
    : { server: startServer(port, { ...env, DATABASE_URL: givenUrl }), url: `http://127.0.0.1:${port}` };
  const databaseUrl = topology ? site.databaseUrl : givenUrl;
  const baseUrl = site.url;
  const clientHeader = topology ? LOAD_CLIENT_HEADER : 'x-forwarded-for';
  const run = Date.now().toString(36);
  try {
    await waitForHealth(baseUrl);
    if (already > 0) await preload(databaseUrl, already);
    // Warm-up (JIT, the route's first load, connections) without taking a seat: the page, and
    // registrations the schema refuses (no consent), which run the endpoint up to the service.
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    for (let round = 0; round < 10; round += 1) {
      await fetch(`${baseUrl}/register`).then((response) => response.arrayBuffer());
      await Promise.all(
        Array.from({ length: concurrency }, (_, i) =>
          postJson(
            agent,
            baseUrl,
            '/api/registration',
            JSON.stringify({ ...JSON.parse(registration(i, 'warm')), consent: false }),
            { [clientHeader]: `10.255.${round}.${i}` },
          ),
        ),
      );
    }
    agent.destroy();
    const result = await rush(baseUrl, { total, concurrency, run, clientHeader, rate });
    const db = await stored(databaseUrl);
    // The reference, after the rush so it warms nothing the rush measures: the same clients and
    // posts, refused by the schema. Its figures show what the machine gave this run (other load,
    // the server's own cost per request) apart from the registration itself.
    const reference = await rush(baseUrl, { total, concurrency, run: `${run}-ref`, refused: true, clientHeader, rate });
    const registered = db.byStatus.registered ?? 0;
    const waiting = db.byStatus.waitlisted ?? 0;
    const ticketMails = db.mails.attendee ?? { count: 0, people: 0 };
    const waitlistMails = db.mails.waitlist ?? { count: 0, people: 0 };
    const problems = [];
    if (registered !== capacity + already || db.tickets !== capacity + already)
      problems.push(`${registered} registered and ${db.tickets} tickets, not ${capacity + already}`);
    if (waiting !== total - capacity) problems.push(`${waiting} waiting, not ${total - capacity}`);
    if (ticketMails.count !== capacity || ticketMails.people !== capacity)
      problems.push(`${ticketMails.count} ticket mails to ${ticketMails.people} people, not ${capacity}`);
    if (waitlistMails.count !== total - capacity || waitlistMails.people !== total - capacity)
      problems.push(
        `${waitlistMails.count} waiting-list mails to ${waitlistMails.people} people, not ${total - capacity}`,
      );
    if (result.answered.registered !== capacity || result.answered.waitlisted !== total - capacity)
      problems.push(`answers ${JSON.stringify(result.answered)}`);
    return {
      store: topology ? 'topology' : /^postgres/.test(databaseUrl) ? 'postgresql' : 'sqlite',
      total,
      capacity,
      already,
      concurrency,
      rate,
      seconds: Number(result.seconds.toFixed(2)),
      registrationsPerSecond: Math.round(result.perSecond),
      p50Ms: Number(result.p50.toFixed(1)),
      p99Ms: Number(result.p99.toFixed(1)),
      maxMs: Number(result.max.toFixed(1)),
      statuses: result.statuses,
      answered: result.answered,
      stored: db,
      reference: {
        requestsPerSecond: Math.round(reference.perSecond),
        p50Ms: Number(reference.p50.toFixed(1)),
        p99Ms: Number(reference.p99.toFixed(1)),
        maxMs: Number(reference.max.toFixed(1)),
        statuses: reference.statuses,
      },
      problems,
    };
  } finally {
    if (topology) await site.stop();
    else await stopServer(site.server);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `runs` rushes of one store, each on a fresh database from `fresh()`, and their medians checked against the goals. */
async function benchStore(store, fresh, { runs, port, ...options }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const database = await fresh();
    if (!database) return { store, skipped: 'no PostgreSQL server (set BENCH_POSTGRES_URL or install postgresql)' };
    try {
      results.push(await benchRegistration({ databaseUrl: database.url, port, ...options }));
    } finally {
      await database.dispose();
    }
  }
  const medians = {
    registrationsPerSecond: median(results.map((result) => result.registrationsPerSecond)),
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    referencePerSecond: median(results.map((result) => result.reference.requestsPerSecond)),
  };
  const problems = results.flatMap((result, index) => result.problems.map((problem) => `run ${index + 1}: ${problem}`));
  if (medians.registrationsPerSecond < MIN_PER_SECOND)
    problems.push(`the median ${medians.registrationsPerSecond}/s is under the goal of ${MIN_PER_SECOND}/s`);
  if (medians.p99Ms > MAX_P99_MS)
    problems.push(`the median p99 ${medians.p99Ms.toFixed(0)} ms is over the goal of ${MAX_P99_MS} ms`);
  return { store, runs: results, medians, problems };
}

async function main() {
  const options = {
    runs: Math.max(1, Number(arg('runs', '3'))),
    total: Number(arg('total', '2000')),
    capacity: Number(arg('capacity', '1500')),
    concurrency: Number(arg('concurrency', '50')),
    rate: Number(arg('rate', '0')),
    already: Number(arg('already', '0')),
  };
  const port = Number(arg('port', '3192'));
  const results = [];
  if (process.argv.includes('--topology')) {
    const topology = { pgPort: Number(arg('pg-port', '54393')) };
    results.push(
      await benchStore('topology', async () => ({ dispose: async () => {} }), { ...options, port, topology }),
    );
    return report(results, options);
  }
  const dir = mkdtempSync(join(tmpdir(), 'acm-rush-'));
  try {
    let file = 0;
    const freshFile = async () => {
      const path = join(dir, `rush-${(file += 1)}.db`);
      return { url: `file:${path}`, dispose: async () => rmSync(path, { force: true }) };
    };
    results.push(await benchStore('sqlite', freshFile, { ...options, port }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  results.push(
    await benchStore('postgresql', () => postgresDatabase({ port: '54392', dir: 'acm-rush-pg' }), {
      ...options,
      port: port + 1,
    }),
  );
  report(results, options);
}

function report(results, options) {
  console.log(
    `\nRegistration rush (POST /api/registration, server.mjs, this machine; goal >= ${MIN_PER_SECOND}/s, p99 <= ${MAX_P99_MS} ms, on the medians of ${options.runs} runs):`,
  );
  for (const store of results) {
    if (store.skipped) {
      console.log(`  ${store.store}: skipped, ${store.skipped}`);
      continue;
    }
    store.runs.forEach((result, index) => {
      const mails = Object.entries(result.stored.mails)
        .map(([kind, { count, people }]) => `${count} ${kind} to ${people} people`)
        .join(', ');
      const reference = result.reference;
      console.log(
        `  ${store.store.padEnd(10)} run ${index + 1}: ${result.total} registrations from ${result.concurrency} clients, capacity ${result.capacity}${result.already ? ` more than the ${result.already} already registered` : ''}: ${result.registrationsPerSecond}/s over ${result.seconds} s; ` +
          `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; stored ${JSON.stringify(result.stored.byStatus)}, ${result.stored.tickets} tickets; mails ${mails}; ` +
          `statuses ${JSON.stringify(result.statuses)}${result.problems.length ? `; PROBLEMS: ${result.problems.join('; ')}` : '; the counts hold'}`,
      );
      console.log(
        `  ${''.padEnd(10)} reference, the same ${result.total} posts refused by the schema (nobody registered): ${reference.requestsPerSecond}/s; ` +
          `p50 ${reference.p50Ms} ms, p99 ${reference.p99Ms} ms, max ${reference.maxMs} ms; statuses ${JSON.stringify(reference.statuses)}`,
      );
    });
    const m = store.medians;
    console.log(
      `  ${store.store.padEnd(10)} medians of ${store.runs.length}: ${m.registrationsPerSecond}/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms (reference ${m.referencePerSecond}/s)` +
        `${store.problems.length ? `; PROBLEMS: ${store.problems.join('; ')}` : '; all checks hold'}`,
    );
  }
  const out = arg('json');
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
  if (results.some((result) => !result.skipped && result.problems.length > 0)) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
