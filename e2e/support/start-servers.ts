import { spawn, type ChildProcess } from 'node:child_process';
import { webServers, type WebServer } from './web-servers';

/**
 * Playwright's global setup: starts every server of e2e/support/web-servers.ts at once and waits
 * until each answers (Playwright's own webServer entries start one after the other, which cost
 * the suite about half a minute). Outside CI a server already answering is reused, so a developer
 * may keep them running between runs; in CI one is an error, as the suite would test a stale
 * build. Returns the teardown that stops the ones it started.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const reuse = !process.env.CI;
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of started) stop(child);
  };
  // Their own process groups outlive the runner unless stopped: also when it exits another way.
  process.once('exit', () => void stopAll());
  try {
    await Promise.all(
      webServers.map(async (server) => {
        if (await answers(server.url)) {
          if (reuse) return;
          throw new Error(`${server.name}: ${server.url} already answers; stop what holds its port`);
        }
        const child = launch(server);
        started.push(child);
        await ready(server, child);
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

function launch(server: WebServer): ChildProcess {
  // Its own process group, so stopping it stops what its shell started too.
  const child = spawn(server.command, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...server.env },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) process.stderr.write(`[${server.name}] ${line}\n`);
  });
  return child;
}

async function ready(server: WebServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + server.timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${server.name} exited (${child.exitCode ?? child.signalCode}) before it answered`);
    if (await answers(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer ${server.url} within ${server.timeout} ms`);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
