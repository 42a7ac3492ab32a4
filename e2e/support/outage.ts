import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { spawnSite } from '../../scripts/lib/site-server.mjs';
import { ADMIN_PASSWORD } from './admin';
import { E2E_TICKET_SEED } from './tickets';

/**
 * For e2e/database-down.spec.ts: its own throw-away PostgreSQL cluster (scripts/test-postgres.sh
 * on a port and directory of its own, stopped and resumed by the spec) and its own
 * production server (server.mjs) of the build on that database, whose output is kept so the spec can
 * read the server log.
 */
const run = promisify(execFile);
const base = Number(process.env.E2E_PORT ?? 3100);

const outagePort = base + 60;
export const outageUrl = `http://127.0.0.1:${outagePort}`;
const pgEnv = {
  ...process.env,
  TEST_PG_PORT: process.env.OUTAGE_PG_PORT ?? '54359',
  TEST_PG_DIR: process.env.OUTAGE_PG_DIR ?? '/tmp/acm-pg-dbdown-test',
};

export const gateUser = { email: 'gate@outage.test', name: 'Dayo Downtime' };

/** start (a fresh cluster; answers its URL), stop or resume (the same data). */
export async function postgres(command: 'start' | 'stop' | 'resume'): Promise<string> {
  const { stdout } = await run('bash', ['scripts/test-postgres.sh', command], { env: pgEnv });
  return stdout.trim();
}

export interface OutageServer {
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  stop(): Promise<void>;
}

/** Creates the gate user with the real CLI, then starts the build on `databaseUrl` and waits until it is healthy. */
export async function startOutageServer(databaseUrl: string): Promise<OutageServer> {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    TICKET_SIGNING_KEY: E2E_TICKET_SEED,
    NEXT_TELEMETRY_DISABLED: '1',
    TRUSTED_PROXY_HOPS: '1',
  };
  const cli = spawn(
    'npx',
    [
      'tsx',
      '--conditions=react-server',
      'scripts/admin.ts',
      'create-user',
      '--email',
      gateUser.email,
      '--name',
      gateUser.name,
      '--role',
      'gate',
      '--password-stdin',
    ],
    { env, stdio: ['pipe', 'ignore', 'inherit'] },
  );
  cli.stdin?.end(ADMIN_PASSWORD);
  const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
  if (code !== 0) throw new Error(`create-user exited with ${code}`);

  let output = '';
  // Its own process group, so stop() ends the server and nothing else.
  const server = spawnSite(outagePort, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const healthy = await fetch(`${outageUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    process: server,
    log: () => output,
    async stop() {
      if (server.exitCode !== null || server.pid === undefined) return;
      const exited = new Promise((resolve) => server.on('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    },
  };
}
