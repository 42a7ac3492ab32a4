#!/usr/bin/env node
/**
 * Fault tests through the production topology (scripts/lib/topology.mjs: nginx
 * with deploy/nginx/acm.conf in front of two instances of server.mjs on one throw-away
 * PostgreSQL, loopback only). scripts/test.sh runs it after the end-to-end suite; run `next
 * build` first. Serial, each phase bounded; exits 1 on any failed check.
 *
 *   node scripts/topology-faults.mjs        (ports: E2E_PORT+13 nginx, +14/+15 the instances,
 *                                            +16 PostgreSQL, +17 the mock mail provider)
 *
 * 1. kill -9: 1,000 contact submissions and 1,000 check-ins from 16 gates, one instance killed
 *    in the middle and started again. Every 2xx is stored once; each ticket is checked in once;
 *    each nonce gets one answer however often it is retried; every queued mail reaches the
 *    provider, duplicates only of sends the kill cut.
 * 2. `pg_ctl restart -m fast` in the middle of a burst: no 5xx but 503 with Retry-After, no
 *    acknowledged write lost, both instances healthy within 5 s of the database's return, same pids.
 * 3. A rolling restart (SIGTERM, wait, start, wait for /api/health; then the other) under a
 *    steady load of page views, submissions and check-ins: no request fails.
 * 4. The sign-in lock-out and a form's rate limit hold across the two instances.
 * 5. The mail provider down (503) for a while: submissions still succeed; each mail goes out
 *    once when it is back.
 *
 * The per-client limits stay on at their defaults. So that a burst from this one machine is many
 * clients, the test topology's nginx takes the client address from the X-Topology-Client header
 * on loopback connections (realip; `clientAddressHeader` of startTopology, never in deploy/),
 * and nginx forwards it in X-Forwarded-For as it would a visitor's.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { createGateUser, PASSWORD, signIn, ticketIssuer } from './bench-checkin.mjs';
import { LOAD_CLIENT_HEADER as CLIENT_HEADER, startLoadTopology, waitHealthy } from './lib/topology.mjs';

const base = Number(process.env.E2E_PORT ?? 3100);
const PORTS = { nginx: base + 13, instances: base + 14, pg: base + 16, mail: base + 17 };
const RUN = Date.now().toString(36).toUpperCase();
const SEED = randomBytes(32).toString('base64url');
const GATE_EMAIL = 'faults-gate@example.com';
const LOCKED_EMAIL = 'faults-locked@example.com';
const GATES = 16;
const EMAIL_TIMEOUT_MS = 5_000;
/** The whole run's bound: a hang anywhere fails the suite instead of stalling it. */
const RUN_BUDGET_MS = 6 * 60_000;

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const failures = [];
function check(condition, message) {
  console.log(`  ${condition ? 'ok  ' : 'FAIL'} ${message}`);
  if (!condition) failures.push(message);
}
const tally = (values) => values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/**
 * The mail provider (its JSON endpoint), in this process: records each accepted
 * mail by its idempotency key and the instance that sent it (each instance's EMAIL_PROVIDER_URL
 * names it in ?via=); while `down`, answers 503 and counts the refusal.
 */
function startMailProvider(port) {
  const state = { down: false, delivered: [], refused: 0 };
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (state.down) {
        state.refused += 1;
        response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable (mock)');
        return;
      }
      const via = new URL(request.url ?? '/', 'http://mock').searchParams.get('via') ?? '';
      const key = String(request.headers['idempotency-key'] ?? '');
      let recipient = '';
      try {
        recipient = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).recipient_email ?? '');
      } catch {
        recipient = '';
      }
      state.delivered.push({ key, id: key.split('@')[0], via, recipient, at: Date.now() });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, data: { messageId: key } }));
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ state, close: () => new Promise((done) => server.close(done)) })),
  );
}

/** Every client's keep-alive connections: a connection the kill cuts costs the one request on it. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function contactBody(email) {
  return JSON.stringify({
    firstName: 'Fault',
    lastName: 'Tolerance',
    emailAddress: email,
    altEmailAddress: '',
    phoneNumber: '+234 803 000 0000',
    altPhoneNumber: '',
    category: 'general-enquiries',
    message: 'A submission of the topology fault tests.',
    nickname: '',
  });
}

/** A client address of its own for submission `n` of `phase` (the per-client limit stays on). */
const clientAddress = (phase, n) => `10.${phase}.${(n >> 8) & 255}.${n & 255}`;

/**
 * POSTs JSON over the keep-alive agent; answers the status ('error' when no answer came), the
 * Retry-After header and the body.
 */
function post(baseUrl, pathname, body, headers = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        hostname,
        port,
        path: pathname,
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
            retryAfter: response.headers['retry-after'] ?? null,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) => resolve({ status: 'error', retryAfter: null, text: String(error) }));
      },
    );
    request.on('error', (error) => resolve({ status: 'error', retryAfter: null, text: String(error) }));
    request.end(body);
  });
}

/** A contact submission from `address`: nginx's client (X-Topology-Client) through the proxy, X-Forwarded-For straight to an instance. */
function postContact(baseUrl, email, address, { direct = false } = {}) {
  return post(
    baseUrl,
    '/api/contact',
    contactBody(email),
    direct ? { 'x-forwarded-for': address } : { [CLIENT_HEADER]: address },
  );
}

function getPath(baseUrl, pathname) {
  return fetch(`${baseUrl}${pathname}`, { signal: AbortSignal.timeout(15_000) }).then(
    async (response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    }),
    (error) => ({ status: 'error', text: String(error) }),
  );
}

/** Scans one ticket with its nonce; answers every attempt (a failed one is retried with the same nonce, as the scanner does). */
async function scan(baseUrl, cookie, { data, gate, nonce }, { retries = 40 } = {}) {
  const attempts = [];
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    const { status, retryAfter, text } = await post(
      baseUrl,
      '/api/checkin',
      JSON.stringify({ ticket: data, nonce, gate }),
      { cookie },
    );
    let answer = null;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = null;
    }
    attempts.push({ status, retryAfter, result: status === 200 ? answer?.result : undefined, reason: answer?.reason });
    if (status === 200) break;
    // No answer, the proxy's 502 (an instance died with the request) or the site's 503: again, same nonce.
    if (!(status === 'error' || status >= 500)) break;
    await delay(150);
  }
  return attempts;
}

async function database(databaseUrl, query, values = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query, values)).rows;
  } finally {
    await client.end();
  }
}

const storedByEmail = async (databaseUrl, pattern) =>
  new Map(
    (
      await database(
        databaseUrl,
        "SELECT email, count(*) AS n FROM submissions WHERE kind = 'contact' AND email LIKE $1 GROUP BY email",
        [pattern],
      )
    ).map((row) => [row.email, Number(row.n)]),
  );
const checkinsByTicket = async (databaseUrl, pattern) =>
  new Map(
    (
      await database(
        databaseUrl,
        'SELECT ticket_id, count(*) AS n FROM checkins WHERE ticket_id LIKE $1 GROUP BY ticket_id',
        [pattern],
      )
    ).map((row) => [row.ticket_id, Number(row.n)]),
  );

/** Runs `count` jobs over `concurrency` workers; `job(n, worker)` for n = 0 … count-1. */
async function pool(count, concurrency, job) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < count) await job(next++, worker);
    }),
  );
}

/** Every 2xx contact stored exactly once (by its address, the marker). */
async function checkContactsStored(databaseUrl, label, outcomes, pattern) {
  const stored = await storedByEmail(databaseUrl, pattern);
  const acknowledged = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300);
  const notOnce = acknowledged.filter((outcome) => stored.get(outcome.email) !== 1);
  check(
    notOnce.length === 0,
    `${label}: ${acknowledged.length} contact submissions answered 2xx, each stored exactly once (${notOnce.length} not: ${notOnce
      .slice(0, 3)
      .map((o) => `${o.email}×${stored.get(o.email) ?? 0}`)
      .join(', ')})`,
  );
  const twice = [...stored.values()].filter((n) => n > 1).length;
  check(twice === 0, `${label}: no submission stored twice (${twice})`);
}

/** Each ticket checked in once, one checked_in answer per ticket, each nonce answered as the database logged it. */
async function checkCheckins(databaseUrl, label, scans, pattern) {
  const rows = await checkinsByTicket(databaseUrl, pattern);
  // The server's record of each nonce (checkin_attempts, one row per nonce): the answer a client
  // got must be the one the database kept, whichever instance or retry gave it.
  const logged = new Map(
    (await database(databaseUrl, 'SELECT nonce, result FROM checkin_attempts WHERE ticket_id LIKE $1', [pattern])).map(
      (row) => [row.nonce, row.result],
    ),
  );
  const byTicket = new Map();
  let twoWays = 0;
  for (const scanned of scans) {
    const answered = scanned.attempts.find((attempt) => attempt.status === 200)?.result;
    if (answered !== undefined && logged.get(scanned.nonce) !== answered) twoWays += 1;
    if (answered === 'checked_in') byTicket.set(scanned.ticketId, (byTicket.get(scanned.ticketId) ?? 0) + 1);
  }
  const decided = scans.filter((scanned) => scanned.attempts.some((attempt) => attempt.status === 200));
  const tickets = new Set(scans.map((scanned) => scanned.ticketId));
  const wrongAnswers = [...tickets].filter((id) => byTicket.has(id) && byTicket.get(id) !== 1);
  const wrongRows = [...tickets].filter((id) => (rows.get(id) ?? 0) > 1 || (byTicket.has(id) && rows.get(id) !== 1));
  check(twoWays === 0, `${label}: every nonce's answer is the one the database logged for it (${twoWays} differ)`);
  check(wrongAnswers.length === 0, `${label}: no ticket answered checked_in to two scans (${wrongAnswers.length})`);
  check(
    wrongRows.length === 0,
    `${label}: every ticket answered checked_in has exactly one stored check-in, none has two (${wrongRows.length} wrong)`,
  );
  return { decided: decided.length, tickets: tickets.size, checkedIn: byTicket.size };
}

/** The same nonce sent again gets the answer it got the first time. */
async function checkReplays(baseUrl, cookie, label, scans) {
  const sample = scans
    .filter((scanned) => scanned.attempts.at(-1)?.status === 200)
    .filter((_, index) => index % 10 === 0);
  let differ = 0;
  for (const scanned of sample) {
    const again = await scan(baseUrl, cookie, scanned, { retries: 3 });
    if (again.at(-1)?.result !== scanned.attempts.at(-1)?.result) differ += 1;
  }
  check(
    sample.length > 0 && differ === 0,
    `${label}: ${sample.length} nonces sent again got their first answer (${differ} differed)`,
  );
}

/** Carried from phase 1 to the end of the run, when the killed instance's leases have ended. */
let phaseOneMail = null;

async function main() {
  const started = Date.now();
  const budget = setTimeout(() => {
    console.error(`[faults] still running after ${RUN_BUDGET_MS / 1000} s: failing`);
    process.exit(1);
  }, RUN_BUDGET_MS);
  budget.unref();
  const mail = await startMailProvider(PORTS.mail);
  const issue = await ticketIssuer(SEED);
  // The instances' logs are read at the end, so each run starts them empty.
  const logDir = path.join(process.cwd(), 'test-results', 'topology-faults');
  rmSync(logDir, { recursive: true, force: true });
  const topology = await startLoadTopology({
    ports: PORTS,
    seed: SEED,
    instanceEnv: (port) => ({
      EMAIL_PROVIDER_URL: `http://127.0.0.1:${PORTS.mail}/email/senderjson.php?via=${port}`,
      // A mail the killed instance held goes out again when its lease (four times this) ends: 20 s
      // instead of 60 s, still far beyond what a send to this in-process provider takes.
      EMAIL_TIMEOUT_MS: String(EMAIL_TIMEOUT_MS),
    }),
    logDir,
    log: (message) => console.log(`[faults] ${message}`),
  });
  const { url, databaseUrl, ports } = topology;
  const phase = (title) => console.log(`\n${title} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const direct = (port) => `http://127.0.0.1:${port}`;
  const ticket = (prefix, n) => ({
    ticketId: `ACM2025-F${prefix}${RUN}-${n}`,
    firstName: 'Fault',
    lastName: `Gate ${n}`,
    email: `fault${n}@example.com`,
  });
  try {
    for (const email of [GATE_EMAIL, LOCKED_EMAIL]) createGateUser(databaseUrl, email);
    const cookies = [];
    for (let gate = 0; gate < GATES; gate += 1) cookies.push(await signIn(url, GATE_EMAIL, gate));
    console.log(`[faults] ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // 1. kill -9 of one instance in the middle of a burst.
    phase('1. 1,000 submissions and 1,000 check-ins from 16 gates; one instance kill -9-ed and started again');
    {
      const killed = ports[0];
      const contacts = [];
      const scans = [];
      const TICKETS = 910;
      const plan = [];
      for (let n = 0; n < TICKETS; n += 1) {
        plan.push({
          ticketId: ticket('A', n).ticketId,
          data: issue(ticket('A', n)),
          gate: `Gate ${n % GATES}`,
          nonce: randomUUID(),
        });
        // Every tenth ticket is also scanned at a second gate at the same moment.
        if (n % 10 === 0)
          plan.push({
            ticketId: ticket('A', n).ticketId,
            data: issue(ticket('A', n)),
            gate: `Gate ${(n + 1) % GATES}`,
            nonce: randomUUID(),
          });
      }
      let done = 0;
      let restart = null;
      let cut = null;
      const killAt = 600;
      const afterEach = async () => {
        done += 1;
        if (done !== killAt) return;
        const pid = topology.pid(killed);
        const result = await topology.signalInstance(killed, 'SIGKILL');
        console.log(`  killed instance ${killed} (pid ${pid}, ${result.signal}) after ${done} answers`);
        // Sends the dead instance made whose row it never marked sent: the only ones that may go out twice.
        await delay(300);
        const unsent = new Set(
          (await database(databaseUrl, "SELECT id FROM outbox WHERE status <> 'sent'")).map((row) => row.id),
        );
        cut = new Set(
          mail.state.delivered
            .filter((delivery) => delivery.via === String(killed) && unsent.has(delivery.id))
            .map((delivery) => delivery.id),
        );
        restart = topology
          .startInstance(killed)
          .then(() => console.log(`  instance ${killed} serving again (pid ${topology.pid(killed)})`));
      };
      const burstStarted = Date.now();
      await Promise.all([
        pool(1000, 16, async (n) => {
          const email = `fault-a-${RUN}-${n}@example.com`;
          const { status } = await postContact(url, email, clientAddress(20, n));
          contacts.push({ email, status });
          await afterEach();
        }),
        pool(plan.length, GATES, async (n, worker) => {
          scans.push({ ...plan[n], attempts: await scan(url, cookies[worker], plan[n]) });
          await afterEach();
        }),
      ]);
      console.log(
        `  burst of ${contacts.length + scans.length} requests in ${((Date.now() - burstStarted) / 1000).toFixed(1)} s; contacts ${JSON.stringify(tally(contacts.map((c) => c.status)))}; check-in attempts ${JSON.stringify(tally(scans.flatMap((s) => s.attempts.map((a) => a.status))))}`,
      );
      await restart;
      check(cut !== null, 'the instance was killed in the middle of the burst');
      await checkContactsStored(databaseUrl, 'kill -9', contacts, `fault-a-${RUN}-%`);
      // Allowed either way; counted to show what a cut request left behind.
      const storedAll = await storedByEmail(databaseUrl, `fault-a-${RUN}-%`);
      const unanswered = contacts.filter((outcome) => !(outcome.status >= 200 && outcome.status < 300));
      console.log(
        `  ${unanswered.length} submissions cut by the kill (no 2xx), ${unanswered.filter((outcome) => storedAll.has(outcome.email)).length} of them stored anyway`,
      );
      const counts = await checkCheckins(databaseUrl, 'kill -9', scans, `ACM2025-FA${RUN}-%`);
      console.log(
        `  verdicts ${JSON.stringify(tally(scans.map((s) => `${s.attempts.at(-1)?.result} ${s.attempts.at(-1)?.reason ?? ''}`)))}`,
      );
      check(
        counts.decided === scans.length,
        `kill -9: every scan decided, retried with its nonce where the kill cut it (${counts.decided} of ${scans.length}; ${counts.checkedIn} of ${counts.tickets} tickets in)`,
      );
      await checkReplays(url, cookies[0], 'kill -9', scans);
      phaseOneMail = { cut: cut ?? new Set(), killed, pattern: `fault-a-${RUN}-%` };
    }

    // 2. PostgreSQL restarted in the middle of a burst.
    phase('2. pg_ctl restart -m fast in the middle of a burst');
    {
      const pids = ports.map((port) => topology.pid(port));
      const contacts = [];
      const scans = [];
      const unexpected = [];
      let running = true;
      let contactCount = 0;
      let ticketCount = 0;
      let outageAnswers = 0;
      const note = (status, retryAfter, what) => {
        if (status === 503 && retryAfter) outageAnswers += 1;
        if (status === 'error' || (status >= 500 && !(status === 503 && retryAfter)))
          unexpected.push(`${what} ${status}`);
      };
      const load = Promise.all([
        ...Array.from({ length: 8 }, async () => {
          while (running) {
            const n = contactCount++;
            const email = `fault-b-${RUN}-${n}@example.com`;
            // A 503 is retried by the client, with the same marker.
            let answered = false;
            for (let attempt = 0; attempt < 50 && !answered; attempt += 1) {
              const outcome = await postContact(url, email, clientAddress(30, n));
              note(outcome.status, outcome.retryAfter, 'contact');
              answered = outcome.status !== 503;
              if (answered) contacts.push({ email, status: outcome.status });
              else await delay(200);
            }
            // Still 503 after 50 tries (10 s): the instances did not recover; said, not dropped.
            if (!answered) unexpected.push('contact still 503 after 50 tries');
          }
        }),
        ...Array.from({ length: 8 }, async (_, worker) => {
          while (running) {
            const n = ticketCount++;
            const planned = {
              ticketId: ticket('B', n).ticketId,
              data: issue(ticket('B', n)),
              gate: `Gate ${worker}`,
              nonce: randomUUID(),
            };
            const attempts = await scan(url, cookies[worker], planned, { retries: 50 });
            for (const attempt of attempts) note(attempt.status, attempt.retryAfter, 'check-in');
            scans.push({ ...planned, attempts });
          }
        }),
      ]);
      await delay(1_500);
      const before = contacts.length + scans.length;
      const restartStarted = Date.now();
      await topology.restartDatabase();
      const back = Date.now();
      console.log(`  PostgreSQL restarted in ${back - restartStarted} ms, after ${before} answers`);
      const recovery = await Promise.all(
        ports.map(async (port) => {
          await waitHealthy(`${direct(port)}/api/health`, 15_000);
          return Date.now() - back;
        }),
      );
      await delay(1_500);
      running = false;
      await load;
      console.log(
        `  contacts ${JSON.stringify(tally(contacts.map((c) => c.status)))}; check-in attempts ${JSON.stringify(tally(scans.flatMap((s) => s.attempts.map((a) => a.status))))}`,
      );
      check(
        outageAnswers > 0,
        `pg restart: the outage was met by the burst (${outageAnswers} answers 503 with Retry-After)`,
      );
      check(
        unexpected.length === 0,
        `pg restart: no 5xx but 503 with Retry-After, no request without an answer (${unexpected.length}: ${[...new Set(unexpected)].slice(0, 5).join(', ')})`,
      );
      check(
        Math.max(...recovery) <= 5_000,
        `pg restart: both instances healthy ${recovery.map((ms) => `${ms} ms`).join(' and ')} after the database's return (at most 5 s)`,
      );
      const samePids = ports.every((port, index) => topology.pid(port) === pids[index] && isAlive(pids[index]));
      check(samePids, `pg restart: no instance restarted (pids ${pids.join(', ')})`);
      await checkContactsStored(databaseUrl, 'pg restart', contacts, `fault-b-${RUN}-%`);
      const { decided } = await checkCheckins(databaseUrl, 'pg restart', scans, `ACM2025-FB${RUN}-%`);
      check(decided === scans.length, `pg restart: every scan was decided in the end (${scans.length - decided} not)`);
      // After the return, a new scan of a ticket admitted around the restart is told it already was.
      const admitted = scans.find((scanned) => scanned.attempts.at(-1)?.result === 'checked_in');
      const rescan = admitted && (await scan(url, cookies[0], { ...admitted, nonce: randomUUID() }, { retries: 3 }));
      check(
        rescan?.at(-1)?.result === 'already_checked_in',
        `pg restart: a new scan of an admitted ticket answers already_checked_in (${rescan?.at(-1)?.result})`,
      );
      check(
        contacts.filter((c) => c.status === 201).length > 0 && scans.length > 0,
        `pg restart: the burst went on around it (${contacts.length} submissions, ${scans.length} check-ins)`,
      );
    }

    // 3. A rolling restart under a steady load.
    phase('3. a rolling restart under a steady load');
    {
      const failed = [];
      const seen = [];
      let running = true;
      let n = 0;
      const t0 = Date.now();
      const record = (what, status) => {
        seen.push(status);
        if (!(status >= 200 && status < 400)) failed.push(`${what} ${status} @${Date.now() - t0}`);
      };
      const load = Promise.all([
        ...Array.from({ length: 2 }, async () => {
          while (running) {
            const k = n++;
            record('contact', (await postContact(url, `fault-c-${RUN}-${k}@example.com`, clientAddress(40, k))).status);
          }
        }),
        ...Array.from({ length: 2 }, async (_, worker) => {
          while (running) {
            const k = n++;
            const attempts = await scan(
              url,
              cookies[worker],
              { data: issue(ticket('C', k)), gate: `Gate ${worker}`, nonce: randomUUID() },
              { retries: 0 },
            );
            record('check-in', attempts[0].status);
          }
        }),
        ...['/', '/about', '/api/health'].map(async (pathname) => {
          while (running) record(`GET ${pathname}`, (await getPath(url, pathname)).status);
        }),
      ]);
      const exits = [];
      for (const port of ports) {
        await delay(1_000);
        const stopped = await topology.signalInstance(port, 'SIGTERM');
        exits.push(stopped.code);
        await topology.startInstance(port);
        console.log(
          `  instance ${port}: stopped (exit ${stopped.code}), started again (pid ${topology.pid(port)}) @${Date.now() - t0}`,
        );
      }
      await delay(1_000);
      running = false;
      await load;
      check(
        exits.every((code) => code === 0),
        `rolling restart: each instance exited 0 on SIGTERM (${exits.join(', ')})`,
      );
      check(
        failed.length === 0 && seen.length > 100,
        `rolling restart: ${seen.length} requests, none failed (${failed.length}: ${[failed[0], failed.at(-1)].join(', ')})`,
      );
    }

    // 4. Lock-out and rate limit across the instances.
    phase('4. the sign-in lock-out and the form rate limit across both instances');
    {
      const address = '10.50.0.1';
      // Four failures alternate between the instances (as nginx spreads them, but certainly),
      // the fifth goes through nginx with the same client address.
      const failures5 = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        failures5.push(
          (
            await signInAttempt(direct(ports[attempt % 2]), LOCKED_EMAIL, 'not the password', {
              'x-forwarded-for': address,
            })
          ).status,
        );
      failures5.push((await signInAttempt(url, LOCKED_EMAIL, 'not the password', { [CLIENT_HEADER]: address })).status);
      check(
        failures5.every((status) => status === 401),
        `lock-out: 5 wrong passwords spread over both instances refused (${failures5.join(', ')})`,
      );
      const right = await Promise.all([
        signInAttempt(url, LOCKED_EMAIL, PASSWORD, { [CLIENT_HEADER]: '10.50.0.2' }),
        ...ports.map((port) => signInAttempt(direct(port), LOCKED_EMAIL, PASSWORD, { 'x-forwarded-for': '10.50.0.3' })),
      ]);
      check(
        right.every((r) => r.status === 429),
        `lock-out: then the right password is refused through nginx and on each instance (${right.map((r) => r.status).join(', ')})`,
      );

      const limited = '10.50.1.1';
      const first = [];
      for (let k = 0; k < 10; k += 1)
        first.push(
          (await postContact(direct(ports[k % 2]), `fault-d-${RUN}-${k}@example.com`, limited, { direct: true }))
            .status,
        );
      check(
        first.every((status) => status === 201),
        `rate limit: 10 submissions of one client spread over both instances accepted (${first.join(', ')})`,
      );
      const over = await Promise.all([
        postContact(url, `fault-d-${RUN}-n@example.com`, limited),
        ...ports.map((port, k) =>
          postContact(direct(port), `fault-d-${RUN}-${k + 10}@example.com`, limited, { direct: true }),
        ),
      ]);
      check(
        over.every((r) => r.status === 429),
        `rate limit: the 11th is refused through nginx and on each instance (${over.map((r) => r.status).join(', ')})`,
      );
    }

    // 5. The mail provider down, then back.
    phase('5. the mail provider down for a while');
    {
      mail.state.down = true;
      const refusedBefore = mail.state.refused;
      const statuses = [];
      const emails = Array.from({ length: 20 }, (_, k) => `fault-e-${RUN}-${k}@example.com`);
      await pool(emails.length, 4, async (k) =>
        statuses.push((await postContact(url, emails[k], clientAddress(60, k))).status),
      );
      // Down until every mail was refused at least once (the outbox's retries come with back-off).
      const downUntil = Date.now() + 30_000;
      while (mail.state.refused - refusedBefore < emails.length && Date.now() < downUntil) await delay(200);
      const refused = mail.state.refused - refusedBefore;
      mail.state.down = false;
      check(
        statuses.every((status) => status === 201),
        `provider down: ${statuses.length} submissions still accepted (${JSON.stringify(tally(statuses))})`,
      );
      check(refused >= emails.length, `provider down: it refused ${refused} sends meanwhile`);
      const ids = await waitSent(databaseUrl, `fault-e-${RUN}-%`, emails.length, 60_000);
      const delivered = tally(
        mail.state.delivered.filter((delivery) => ids.includes(delivery.id)).map((delivery) => delivery.id),
      );
      check(
        ids.length === emails.length && ids.every((id) => delivered[id] === 1),
        `provider back: all ${ids.length} mails marked sent, each delivered exactly once (${Object.values(delivered).filter((count) => count !== 1).length} not once)`,
      );
    }

    // Back to 1: the mails the killed instance held are sent once their lease ends (4 x EMAIL_TIMEOUT_MS).
    phase('1. (end) the mails of the kill -9 burst');
    {
      const { cut, killed, pattern } = phaseOneMail;
      const rows = await database(databaseUrl, 'SELECT count(*) AS n FROM outbox WHERE recipient LIKE $1', [pattern]);
      const queued = Number(rows[0].n);
      const ids = await waitSent(databaseUrl, pattern, queued, 90_000);
      const delivered = tally(
        mail.state.delivered.filter((delivery) => ids.includes(delivery.id)).map((delivery) => delivery.id),
      );
      const missing = ids.filter((id) => !delivered[id]);
      const duplicated = Object.entries(delivered).filter(([, count]) => count > 1);
      const extra = duplicated.reduce((sum, [, count]) => sum + count - 1, 0);
      check(
        ids.length === queued && missing.length === 0,
        `kill -9: all ${queued} queued mails sent and received by the provider (${missing.length} missing)`,
      );
      check(
        extra <= cut.size && duplicated.every(([id]) => cut.has(id)),
        `kill -9: ${extra} duplicate mail(s), all of sends instance ${killed} made but never marked sent (${cut.size} such sends cut by the kill)`,
      );
    }
  } finally {
    await topology.stop();
    await mail.close();
    agent.destroy();
  }
  const crashes = readdirSync(logDir)
    .filter((name) => name.startsWith('instance-'))
    .filter((name) => /uncaughtException|unhandledRejection/i.test(readFileSync(path.join(logDir, name), 'utf8')));
  check(crashes.length === 0, `no instance logged an uncaughtException or unhandledRejection (${crashes.join(', ')})`);
  console.log(
    `\n[faults] ${failures.length === 0 ? 'all checks passed' : `${failures.length} check(s) failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signInAttempt(baseUrl, email, password, headers) {
  return post(baseUrl, '/api/admin/sign-in', JSON.stringify({ email, password }), headers);
}

/** Waits until `expected` outbox rows to recipients LIKE `pattern` are sent; answers their ids. */
async function waitSent(databaseUrl, pattern, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await database(databaseUrl, "SELECT id FROM outbox WHERE recipient LIKE $1 AND status = 'sent'", [
      pattern,
    ]);
    if (rows.length >= expected || Date.now() > deadline) return rows.map((row) => row.id);
    await delay(500);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
