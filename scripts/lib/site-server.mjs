/**
 * Starts the production build with its production entry point (server.mjs) on 127.0.0.1:<port>,
 * as the benchmarks and the end-to-end helpers that run a server of their own need it. Run
 * `next build` first. `root` is the project's folder (default: the working directory, where npm
 * and Playwright run); no import.meta here, since Playwright compiles this file for its tests.
 * The caller stops the returned child. SITE_CPU_PROF_DIR=<dir> writes the server's CPU profile
 * there when it stops (Node 20 refuses --cpu-prof in NODE_OPTIONS), e.g. to profile a bench.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export function spawnSite(
  port,
  { env = {}, stdio = ['ignore', 'ignore', 'inherit'], detached = false, root = process.cwd() } = {},
) {
  return spawn(
    process.execPath,
    [
      ...(process.env.SITE_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SITE_CPU_PROF_DIR}`] : []),
      path.join(root, 'server.mjs'),
    ],
    {
      cwd: root,
      detached,
      stdio,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, HOST: '127.0.0.1', PORT: String(port) },
    },
  );
}
