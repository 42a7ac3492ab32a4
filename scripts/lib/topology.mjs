/**
 * The production topology on this machine's loopback, as a function: nginx (Debian's
 * package) with the site's own configuration (deploy/nginx/acm.conf, rendered by
 * ./nginx-config.mjs) in front of N instances of the production server (server.mjs) on one
 * PostgreSQL: `databaseUrl` when given, otherwise a throw-away cluster (scripts/test-postgres.sh).
 * `npm run topology` (scripts/topology.mjs) runs it for people; the fault tests
 * (scripts/topology-faults.mjs) and the bench (scripts/bench-topology.mjs) drive the handle it
 * answers: kill, stop and start instances, restart the database. Run `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  chownSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from './nginx-config.mjs';
import { spawnSite } from './site-server.mjs';

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; throws after `timeoutMs`. */
export async function waitHealthy(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await delay(100);
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit');

/**
 * Starts everything and answers a handle. Options:
 * - instances (default 2), port (nginx's, default 8080), basePort (the first instance's, default 3101);
 * - pgPort: the throw-away PostgreSQL's port (default 54339); databaseUrl: use this one instead;
 * - env: added to every instance's environment (shared secrets are generated when absent);
 *   instanceEnv(port): added to one instance's;
 * - logDir: each instance's output goes to logDir/instance-PORT.log (default: this process's);
 * - clientAddressHeader: for load tests only, nginx takes the client's address from this request
 *   header when the connection comes from loopback (its realip module), so a burst from one
 *   machine can be many clients for the per-client limits. Never set in deploy/.
 */
export async function startTopology(options = {}) {
  const {
    instances: count = 2,
    port = 8080,
    basePort = 3101,
    pgPort = 54339,
    env = {},
    instanceEnv = () => ({}),
    logDir,
    clientAddressHeader,
    root = process.cwd(),
    log = () => {},
  } = options;
  if (!(count >= 1 && count <= 8)) throw new Error('instances must be 1 to 8');
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npm run build` first');
  spawnSync('bash', ['scripts/ensure-system-deps.sh'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

  const work = mkdtempSync(path.join(tmpdir(), 'acm-topology-'));
  // Beside, not inside, the private work directory: the cluster belongs to the postgres user.
  const pgEnv = {
    ...process.env,
    TEST_PG_PORT: String(pgPort),
    TEST_PG_DIR: path.join(tmpdir(), `acm-topology-pg-${pgPort}`),
  };
  const ownDatabase = !/^postgres(ql)?:/.test(options.databaseUrl ?? '');
  let databaseUrl = options.databaseUrl;
  if (ownDatabase) {
    const started = spawnSync('bash', ['scripts/test-postgres.sh', 'start'], {
      cwd: root,
      env: pgEnv,
      encoding: 'utf8',
    });
    if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
    databaseUrl = started.stdout.trim().split('\n').at(-1);
  }

  // What every instance must share (docs/deploying.md): one database, one session secret.
  const shared = {
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    TRUSTED_PROXY_HOPS: '1',
    ...env,
    DATABASE_URL: databaseUrl,
  };
  const ports = Array.from({ length: count }, (_, index) => basePort + index);
  const children = new Map();
  let nginx = null;

  function spawnInstance(instancePort) {
    let stdio = ['ignore', 'inherit', 'inherit'];
    let fd = null;
    if (logDir) {
      mkdirSync(logDir, { recursive: true });
      fd = openSync(path.join(logDir, `instance-${instancePort}.log`), 'a');
      stdio = ['ignore', fd, fd];
    }
    const child = spawnSite(instancePort, { env: { ...shared, ...instanceEnv(instancePort) }, stdio, root });
    if (fd !== null) closeSync(fd);
    children.set(instancePort, child);
    return child;
  }

  const handle = {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    ports,
    work,
    nginxPid: () => nginx?.pid,
    pid: (instancePort) => children.get(instancePort)?.pid,
    /** Starts the instance on `instancePort` and waits for its /api/health. */
    async startInstance(instancePort, timeoutMs = 60_000) {
      const current = children.get(instancePort);
      if (current && current.exitCode === null && current.signalCode === null)
        throw new Error(`instance ${instancePort} is running`);
      spawnInstance(instancePort);
      await waitHealthy(`http://127.0.0.1:${instancePort}/api/health`, timeoutMs);
    },
    /** Sends `signal` and waits for the process to exit. */
    async signalInstance(instancePort, signal) {
      const child = children.get(instancePort);
      if (!child) throw new Error(`no instance ${instancePort}`);
      const gone = exited(child);
      child.kill(signal);
      await gone;
      return { code: child.exitCode, signal: child.signalCode };
    },
    /** `pg_ctl restart -m fast` of the throw-away cluster (waits until it accepts connections). */
    restartDatabase() {
      if (!ownDatabase) throw new Error('the database is not the topology’s own');
      return new Promise((resolve, reject) => {
        const child = spawn('bash', ['scripts/test-postgres.sh', 'restart'], {
          cwd: root,
          env: pgEnv,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`))));
      });
    },
    /** nginx, then each instance gracefully, then the throw-away database; removes the work directory. */
    async stop() {
      if (nginx) {
        const gone = exited(nginx);
        nginx.kill('SIGQUIT');
        await gone;
      }
      for (const child of children.values())
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.all([...children.values()].map(exited));
      if (ownDatabase) {
        spawnSync('bash', ['scripts/test-postgres.sh', 'stop'], { cwd: root, env: pgEnv });
        rmSync(pgEnv.TEST_PG_DIR, { recursive: true, force: true });
      }
      // nginx's error log outlives the run beside the instances' logs.
      if (logDir && existsSync(path.join(work, 'logs', 'error.log')))
        copyFileSync(path.join(work, 'logs', 'error.log'), path.join(logDir, 'nginx-error.log'));
      rmSync(work, { recursive: true, force: true });
    },
  };

  try {
    for (const instancePort of ports) spawnInstance(instancePort);
    await Promise.all(ports.map((instancePort) => waitHealthy(`http://127.0.0.1:${instancePort}/api/health`, 120_000)));

    // Run as root (CI), nginx's workers are www-data: they must reach the cache and temp files.
    const worker = process.getuid?.() === 0 ? spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' }) : null;
    const workerIds =
      worker?.status === 0
        ? {
            uid: Number(worker.stdout.trim()),
            gid: Number(spawnSync('id', ['-g', 'www-data'], { encoding: 'utf8' }).stdout.trim()),
          }
        : null;
    chmodSync(work, 0o755);
    for (const name of ['logs', 'cache', 'temp']) {
      mkdirSync(path.join(work, name), { recursive: true });
      if (workerIds) chownSync(path.join(work, name), workerIds.uid, workerIds.gid);
    }
    writeFileSync(
      path.join(work, 'acm.conf'),
      renderNginxConfig({
        root,
        listen: `127.0.0.1:${port}`,
        appDir: root,
        instances: ports,
        cacheDir: path.join(work, 'cache'),
        accessLog: path.join(work, 'logs', 'access.log'),
      }),
    );
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
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${work}/temp/${kind};`,
        ),
        ...(clientAddressHeader ? ['  set_real_ip_from 127.0.0.1;', `  real_ip_header ${clientAddressHeader};`] : []),
        `  include ${work}/acm.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    // Debian puts it in /usr/sbin, which a non-root PATH may lack.
    nginx = spawn(
      existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
      ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    await waitHealthy(`${handle.url}/api/health`, 30_000);
    log(
      `${handle.url} (nginx ${nginx.pid}) in front of ${count} instance(s); database ${ownDatabase ? `throw-away PostgreSQL on port ${pgPort}` : 'DATABASE_URL'}`,
    );
    return handle;
  } catch (error) {
    await handle.stop();
    throw error;
  }
}

/** The request header load tests name their many clients by (startTopology's clientAddressHeader). */
export const LOAD_CLIENT_HEADER = 'X-Topology-Client';

/**
 * startTopology as the fault tests and the bench run it: nginx on ports.nginx, the instances from
 * ports.instances, PostgreSQL on ports.pg; tickets signed with `seed`, registration closed,
 * clients named by LOAD_CLIENT_HEADER. `options` adds to or overrides that.
 */
export function startLoadTopology({ ports, seed, ...options }) {
  return startTopology({
    port: ports.nginx,
    basePort: ports.instances,
    pgPort: ports.pg,
    env: { TICKET_SIGNING_KEY: seed, REGISTRATION_OPEN: 'false' },
    clientAddressHeader: LOAD_CLIENT_HEADER,
    ...options,
  });
}
