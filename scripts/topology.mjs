#!/usr/bin/env node
/**
 * npm run topology [-- --instances 2 --port 8080 --base-port 3101]
 *
 * The production topology on this machine's loopback (issue 24): nginx (Debian's package) with
 * the site's own configuration (deploy/nginx/acm.conf, rendered by scripts/lib/nginx-config.mjs)
 * in front of N instances of the production server (server.mjs) on one PostgreSQL: DATABASE_URL
 * when it names one, otherwise a throw-away cluster (scripts/test-postgres.sh). Prints the URL and
 * one line per instance with its process id (the fault tests kill and restart them by it), and
 * stops everything on Ctrl-C (SIGINT) or SIGTERM: nginx, then each instance gracefully, then the
 * throw-away database. Run `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderNginxConfig } from './lib/nginx-config.mjs';
import { spawnSite } from './lib/site-server.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    'base-port': { type: 'string', default: '3101' },
  },
});
const count = Number.parseInt(values.instances, 10);
const listenPort = Number.parseInt(values.port, 10);
const basePort = Number.parseInt(values['base-port'], 10);
if (!(count >= 1 && count <= 8)) throw new Error('--instances must be 1 to 8');
const root = process.cwd();
const log = (message) => console.log(`[topology] ${message}`);

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('[topology] no production build: run `npm run build` first');
  process.exit(1);
}
spawnSync('bash', ['scripts/ensure-system-deps.sh'], { stdio: 'inherit' });

const work = mkdtempSync(path.join(tmpdir(), 'acm-topology-'));
const pgPort = process.env.TOPOLOGY_PG_PORT ?? '54339';
// Beside, not inside, the private work directory: the cluster belongs to the postgres user.
const pgEnv = { ...process.env, TEST_PG_PORT: pgPort, TEST_PG_DIR: path.join(tmpdir(), `acm-topology-pg-${pgPort}`) };
const ownDatabase = !/^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '');
let databaseUrl = process.env.DATABASE_URL;
if (ownDatabase) {
  const started = spawnSync('bash', ['scripts/test-postgres.sh', 'start'], { env: pgEnv, encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
  databaseUrl = started.stdout.trim().split('\n').at(-1);
}

// What every instance must share (docs/deploying.md): one database, one session secret.
const shared = {
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
  TRUSTED_PROXY_HOPS: '1',
};

const instances = new Map();
let nginx = null;
function startInstance(port) {
  const child = spawnSite(port, { env: shared, stdio: ['ignore', 'inherit', 'inherit'], root });
  instances.set(port, child);
  return child;
}

async function healthy(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

let stopping = false;
async function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));
  if (nginx) {
    nginx.kill('SIGQUIT');
    await exited(nginx);
  }
  for (const child of instances.values()) child.kill('SIGTERM');
  await Promise.all([...instances.values()].map(exited));
  if (ownDatabase) {
    spawnSync('bash', ['scripts/test-postgres.sh', 'stop'], { env: pgEnv });
    rmSync(pgEnv.TEST_PG_DIR, { recursive: true, force: true });
  }
  rmSync(work, { recursive: true, force: true });
  log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  const ports = Array.from({ length: count }, (_, index) => basePort + index);
  for (const port of ports) startInstance(port);
  await Promise.all(ports.map((port) => healthy(`http://127.0.0.1:${port}/api/health`, 120_000)));

  // Run as root (CI), nginx's workers are www-data: they must reach the cache and temp files.
  const worker = process.getuid?.() === 0 ? spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' }) : null;
  const workerIds = worker?.status === 0 ? { uid: Number(worker.stdout.trim()), gid: Number(spawnSync('id', ['-g', 'www-data'], { encoding: 'utf8' }).stdout.trim()) } : null;
  chmodSync(work, 0o755);
  for (const name of ['logs', 'cache', 'temp']) {
    mkdirSync(path.join(work, name), { recursive: true });
    if (workerIds) chownSync(path.join(work, name), workerIds.uid, workerIds.gid);
  }
  writeFileSync(path.join(work, 'acm.conf'), renderNginxConfig({ root, listen: `127.0.0.1:${listenPort}`, appDir: root, instances: ports, cacheDir: path.join(work, 'cache') }));
  // The frame Debian's /etc/nginx/nginx.conf gives the site's file, for an unprivileged nginx in `work`.
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      ...(workerIds ? ['user www-data;'] : []),
      `pid ${work}/nginx.pid;`,
      `error_log ${work}/logs/error.log warn;`,
      'worker_processes 2;',
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      '  gzip on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${work}/temp/${kind};`),
      `  include ${work}/acm.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  // Debian puts it in /usr/sbin, which a non-root PATH may lack.
  nginx = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  await healthy(`http://127.0.0.1:${listenPort}/api/health`, 30_000);

  const url = `http://127.0.0.1:${listenPort}`;
  log(`${url} (nginx ${nginx.pid}) in front of ${count} instance(s); database ${ownDatabase ? `throw-away PostgreSQL on port ${pgPort}` : 'DATABASE_URL'}`);
  for (const [port, child] of instances) log(`instance ${port} pid ${child.pid}`);
  log('ready; Ctrl-C stops everything');
} catch (error) {
  console.error(`[topology] ${error instanceof Error ? error.message : String(error)}`);
  await stop('a failed start', 1);
}
