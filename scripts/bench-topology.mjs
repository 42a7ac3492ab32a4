#!/usr/bin/env node
/**
 * The topology's benchmark (`npm run bench -- --only=topology`), on the production
 * topology of scripts/lib/topology.mjs (nginx with deploy/nginx/acm.conf, two instances of
 * server.mjs, a throw-away PostgreSQL). Run `next build` first.
 *
 * - Pages: requests per second and p99 for `/` and a prerendered programme page from one
 *   instance alone (`node server.mjs`), through nginx with the micro-cache, and from an nginx
 *   serving the same prerendered HTML file as a static file (the floor), as ratios to the
 *   floor. Target: the micro-cache at least 0.8x the floor.
 * - Writes: contact submissions and check-ins per second through nginx on two instances, then
 *   on one (the other stopped), then on two again. Target: two at least 1.5x one; the CPU each process used in
 *   each run (/proc/PID/stat) says where the time went.
 *
 * The client is a plain keep-alive loop of node:http in this process (no load generator is a
 * dependency); it takes CPU from the same two cores, which the CPU table shows. Requests ask for
 * no compression, so every server sends the same bytes.
 *
 *   node scripts/bench-topology.mjs [--seconds 5] [--base-port 3170] [--pg-port 54392] [--json out.json]
 *   (or BENCH_TOPOLOGY_PORT and BENCH_TOPOLOGY_PG_PORT, as `npm run bench` passes no arguments)
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createGateUser, signIn, ticketIssuer } from './bench-checkin.mjs';
import { percentile } from './bench-submissions.mjs';
import { LOAD_CLIENT_HEADER as CLIENT_HEADER, startLoadTopology, waitHealthy } from './lib/topology.mjs';
import { sessionProbePath } from './lib/public-routes.mjs';

const SEED = randomBytes(32).toString('base64url');
const root = process.cwd();

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
/** nginx on --base-port, the instances on the next two, the floor's nginx on the fourth. */
const basePort = Number(arg('base-port', process.env.BENCH_TOPOLOGY_PORT ?? '3170'));
const PORTS = {
  nginx: basePort,
  instances: basePort + 1,
  floor: basePort + 3,
  pg: Number(arg('pg-port', process.env.BENCH_TOPOLOGY_PG_PORT ?? '54392')),
};
const SECONDS = Number(arg('seconds', '5'));

/** Runs `request(agent, n)` from `concurrency` keep-alive clients for `seconds` (after `warmUpS` of warm-up); answers req/s, p99 and statuses. */
async function drive(concurrency, seconds, request, warmUpS = 1) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const statuses = {};
  let n = 0;
  const run = async (until, keep) => {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          const status = await request(agent, n++);
          if (!keep) continue;
          latencies.push(performance.now() - started);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
  };
  await run(Date.now() + warmUpS * 1000, false);
  const started = performance.now();
  await run(Date.now() + seconds * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  // `sent` counts the warm-up too, as the CPU profile around this run does.
  return {
    perSecond: Math.round(latencies.length / elapsed),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    requests: latencies.length,
    sent: n,
    statuses,
  };
}

function get(agent, url) {
  return new Promise((resolve) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
      .on('error', () => resolve('error'));
  });
}

function post(agent, baseUrl, pathname, body, headers) {
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
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', () => resolve('error'));
    request.end(body);
  });
}

/** CPU seconds (user + system) of a process, from /proc; 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `parent` (nginx's workers, PostgreSQL's backends). */
function childrenOf(parent) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === parent)
        pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** Busy CPU seconds of the whole machine (/proc/stat: all but idle and iowait). */
function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / 100;
}

/**
 * CPU seconds per component over `run`: nginx, each instance, PostgreSQL, this client, and the
 * rest of the machine ("others": it is shared, and what others use is not ours to have).
 */
async function profiled(groups, run, commits = async () => 0) {
  const read = () =>
    Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [name, pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0)]),
    );
  const machineBefore = machineSeconds();
  const commitsBefore = await commits();
  const before = read();
  const client = process.cpuUsage();
  const wall = performance.now();
  const result = await run();
  const after = read();
  const committed = (await commits()) - commitsBefore;
  const used = process.cpuUsage(client);
  const seconds = (performance.now() - wall) / 1000;
  const cpu = Object.fromEntries(
    Object.keys(groups).map((name) => [name, Number((after[name] - before[name]).toFixed(2))]),
  );
  cpu.client = Number(((used.user + used.system) / 1e6).toFixed(2));
  const ours = Object.values(cpu).reduce((sum, value) => sum + value, 0);
  cpu.others = Number(Math.max(0, machineSeconds() - machineBefore - ours).toFixed(2));
  // CPU milliseconds per request of each of our processes; and whether others had more than a
  // fifth of the machine meanwhile (then the run says more about them than about us).
  const perRequest = Object.fromEntries(
    Object.entries(cpu)
      .filter(([name]) => name !== 'others')
      .map(([name, value]) => [name, Number(((value * 1000) / Math.max(1, result.sent)).toFixed(2))]),
  );
  const busy = cpu.others > 0.2 * cpus().length * seconds;
  // Transactions PostgreSQL committed per request: how well the instances' group commit batched.
  const commitsPerRequest = Number((committed / Math.max(1, result.sent)).toFixed(3));
  return {
    ...result,
    wallSeconds: Number(seconds.toFixed(1)),
    cpuSeconds: cpu,
    cpuMsPerRequest: perRequest,
    commitsPerRequest,
    busy,
  };
}

/** An nginx serving the build's prerendered HTML files as static files: the floor. */
async function startFloor(work) {
  const conf = path.join(work, 'floor.conf');
  writeFileSync(
    conf,
    [
      // As the topology's own nginx: run as root, the workers are www-data.
      ...(process.getuid?.() === 0 ? ['user www-data;'] : []),
      `pid ${work}/floor.pid;`,
      `error_log ${work}/logs/floor-error.log warn;`,
      'worker_processes 2;',
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${work}/temp/${kind};`,
      ),
      `  server { listen 127.0.0.1:${PORTS.floor}; root ${path.join(root, '.next', 'server', 'app')}; location = / { try_files /index.html =404; } location / { try_files $uri.html =404; } }`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-p', work, '-c', conf, '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await waitHealthy(`http://127.0.0.1:${PORTS.floor}/`, 10_000);
  return child;
}

async function main() {
  const issue = await ticketIssuer(SEED);
  const topology = await startLoadTopology({
    ports: PORTS,
    seed: SEED,
    log: (message) => console.log(`[bench-topology] ${message}`),
  });
  let floor = null;
  try {
    const { url, ports, databaseUrl } = topology;
    const instance = (port) => `http://127.0.0.1:${port}`;
    // The session page's bare id redirects to its prerendered /programme/{id}-{slug}.
    const redirect = await fetch(`${url}${sessionProbePath}`, { redirect: 'manual' });
    const programme = new URL(redirect.headers.get('location') ?? sessionProbePath, url).pathname;
    floor = await startFloor(topology.work);
    const nginxPids = () => childrenOf(topology.nginxPid());
    const postgresPid = Number(
      readFileSync(path.join(tmpdir(), `acm-topology-pg-${PORTS.pg}`, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const groups = {
      nginx: nginxPids,
      'instance 1': () => [topology.pid(ports[0])].filter(Boolean),
      'instance 2': () => [topology.pid(ports[1])].filter(Boolean),
      postgresql: () => [postgresPid, ...childrenOf(postgresPid)],
      'floor nginx': () => (floor?.pid ? childrenOf(floor.pid) : []),
    };

    const pages = [];
    for (const pathname of ['/', programme]) {
      const row = { path: pathname };
      for (const [name, base] of [
        ['floor', `http://127.0.0.1:${PORTS.floor}`],
        ['server.mjs', instance(ports[0])],
        ['nginx cache', url],
      ]) {
        row[name] = await profiled(groups, () => drive(32, SECONDS, (agent) => get(agent, `${base}${pathname}`)));
      }
      for (const name of ['server.mjs', 'nginx cache'])
        row[name].ratio = Number((row[name].perSecond / row.floor.perSecond).toFixed(2));
      pages.push(row);
    }

    createGateUser(databaseUrl, 'bench-topology-gate@example.com');
    const cookies = [];
    for (let gate = 0; gate < 16; gate += 1) cookies.push(await signIn(url, 'bench-topology-gate@example.com', gate));
    let sequence = 0;
    const contact = (agent) => {
      const n = sequence++;
      const body = JSON.stringify({
        firstName: 'Bench',
        lastName: 'Topology',
        emailAddress: `bench-topology-${n}@example.com`,
        altEmailAddress: '',
        phoneNumber: '+234 803 000 0000',
        altPhoneNumber: '',
        category: 'general-enquiries',
        message: 'Topology benchmark submission.',
        nickname: '',
      });
      return post(agent, url, '/api/contact', body, {
        [CLIENT_HEADER]: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      });
    };
    const checkin = (agent, n) => {
      const k = sequence++;
      const data = issue({
        ticketId: `ACM2025-BT-${k}`,
        firstName: 'Bench',
        lastName: `Topology ${k}`,
        email: `bench-topology-${k}@example.com`,
      });
      return post(
        agent,
        url,
        '/api/checkin',
        JSON.stringify({ ticket: data, nonce: randomUUID(), gate: `Gate ${n % 16}` }),
        { cookie: cookies[n % 16] },
      );
    };
    // Two, one, two again (the second instance stopped, then started): a trend of the shared
    // machine over the minute shows as a difference between the two runs on two instances.
    const statistics = new pg.Client({ connectionString: databaseUrl });
    await statistics.connect();
    const commits = async () => {
      // The statistics of this session's own transaction are a snapshot: end it to see new ones.
      await statistics.query('SELECT pg_stat_clear_snapshot()');
      return Number(
        (await statistics.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()')).rows[0]
          .xact_commit,
      );
    };
    const runs = [];
    for (const instances of [2, 1, 2]) {
      if (instances === 1) await topology.signalInstance(ports[1], 'SIGTERM');
      if (instances === 2 && runs.length > 0) await topology.startInstance(ports[1]);
      runs.push({
        instances,
        // A longer warm-up: an instance just started spends its first seconds of writes compiling
        // them (V8's compiler threads count in its CPU), which would weigh on the two-instance runs.
        submissions: await profiled(groups, () => drive(32, SECONDS, contact, 3), commits),
        checkins: await profiled(groups, () => drive(16, SECONDS, checkin, 3), commits),
      });
    }
    await statistics.end();
    const mean = (kind, instances) => {
      const matching = runs.filter((run) => run.instances === instances);
      return matching.reduce((sum, run) => sum + run[kind].perSecond, 0) / matching.length;
    };
    const ratio = (kind) => Number((mean(kind, 2) / mean(kind, 1)).toFixed(2));
    const report = {
      seconds: SECONDS,
      cores: cpus().length,
      pages,
      writes: runs,
      scaling: { submissions: ratio('submissions'), checkins: ratio('checkins') },
    };

    console.log(
      `\nPages (32 keep-alive clients, ${SECONDS} s each, no compression; ratio = req/s / the floor's; target: nginx cache >= 0.8x):`,
    );
    for (const row of pages) {
      for (const name of ['floor', 'server.mjs', 'nginx cache']) {
        const result = row[name];
        console.log(
          `  ${row.path.padEnd(34)} ${name.padEnd(12)} ${String(result.perSecond).padStart(6)} req/s  p99 ${String(result.p99Ms).padStart(6)} ms  ${result.ratio === undefined ? '      ' : `${result.ratio.toFixed(2)}x`}  statuses ${JSON.stringify(result.statuses)}  cpu s ${JSON.stringify(result.cpuSeconds)}${result.busy ? '  (machine busy)' : ''}`,
        );
      }
    }
    console.log(`\nWrites through nginx (${SECONDS} s each; target: two instances >= 1.5x one):`);
    for (const kind of ['submissions', 'checkins']) {
      for (const { instances, [kind]: result } of runs) {
        console.log(
          `  ${kind.padEnd(12)} ${instances} instance(s) ${String(result.perSecond).padStart(6)}/s  p99 ${String(result.p99Ms).padStart(6)} ms  statuses ${JSON.stringify(result.statuses)}  cpu s over ${result.wallSeconds} s: ${JSON.stringify(result.cpuSeconds)}; cpu ms per request: ${JSON.stringify(result.cpuMsPerRequest)}; commits per request ${result.commitsPerRequest}${result.busy ? '  (machine busy)' : ''}`,
        );
      }
      console.log(`  ${kind}: two instances ${report.scaling[kind]}x one (means of the runs)`);
    }
    const cacheOk = pages.every((row) => row['nginx cache'].ratio >= 0.8 || row['nginx cache'].busy || row.floor.busy);
    const scalingOk = report.scaling.submissions >= 1.5 && report.scaling.checkins >= 1.5;
    const busyRuns = [
      ...pages.flatMap((row) => [row.floor, row['server.mjs'], row['nginx cache']]),
      ...runs.flatMap((run) => [run.submissions, run.checkins]),
    ].filter((result) => result.busy).length;
    if (busyRuns > 0)
      console.log(
        `\n${busyRuns} run(s) marked "machine busy": other processes used more than a fifth of the cores; their figures are not comparable (a busy cache run does not fail the bench).`,
      );
    console.log(
      `\nmicro-cache vs floor: ${cacheOk ? 'ok' : 'below 0.8x'}; two vs one instance: ${scalingOk ? 'ok' : 'below 1.5x (see the CPU seconds: on 2 cores the client, nginx, the instances and PostgreSQL share them)'}`,
    );
    const out = arg('json');
    if (out) writeFileSync(out, JSON.stringify(report, null, 2));
    console.log(JSON.stringify(report));
    // The scaling target may be missed with a profile as its explanation; the cache's may not.
    if (!cacheOk) process.exitCode = 1;
  } finally {
    if (floor) {
      const gone = once(floor, 'exit');
      floor.kill('SIGQUIT');
      await gone;
    }
    await topology.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
