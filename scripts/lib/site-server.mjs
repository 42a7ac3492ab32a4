/**
 * Starts the production build with its production entry point (server.mjs) on 127.0.0.1:<port>,
 * as the benchmarks and the end-to-end helpers that run a server of their own need it. Run
 * `next build` first. The caller stops the returned child.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = path.join(projectRoot, 'server.mjs');

export function spawnSite(port, { env = {}, stdio = ['ignore', 'ignore', 'inherit'], detached = false } = {}) {
  return spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    detached,
    stdio,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, HOST: '127.0.0.1', PORT: String(port) },
  });
}
