#!/usr/bin/env node
/**
 * The empty-page baseline of the JavaScript budget: bench/empty-app, a minimal App Router app
 * built and served with the project's own installed next (so always the same version).
 *
 *   node scripts/empty-app.mjs build            build it (skipped when already built from its
 *                                               current files with this next version;
 *                                               --force rebuilds)
 *   node scripts/empty-app.mjs serve <port>     build if needed, then `next start` it on
 *                                               127.0.0.1:<port> (used by e2e/support/web-servers.ts)
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const emptyAppDir = path.join(projectRoot, 'bench', 'empty-app');
export const nextBin = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next');

const markerFile = path.join(emptyAppDir, '.next', 'acm-baseline.json');

export function nextVersion() {
  return JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', 'next', 'package.json'), 'utf8')).version;
}

/** A hash of the baseline's own files: a build of older sources is rebuilt. */
function sourceHash() {
  const hash = createHash('sha256');
  const files = readdirSync(emptyAppDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(emptyAppDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.next') && !file.startsWith('node_modules') && file !== 'next-env.d.ts')
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(emptyAppDir, file)))
      .update('\0');
  return hash.digest('hex');
}

/** True when bench/empty-app holds a production build of its current sources made with the installed next. */
export function isEmptyAppBuilt() {
  if (!existsSync(path.join(emptyAppDir, '.next', 'BUILD_ID')) || !existsSync(markerFile)) return false;
  try {
    const marker = JSON.parse(readFileSync(markerFile, 'utf8'));
    return marker.next === nextVersion() && marker.sources === sourceHash();
  } catch {
    return false;
  }
}

/** Builds the baseline with `next build bench/empty-app` run from the project root. */
export function buildEmptyApp({ force = false, log = console.log } = {}) {
  if (!force && isEmptyAppBuilt()) {
    log(`empty-app: already built from its current sources with next ${nextVersion()}`);
    return;
  }
  log(`empty-app: building with next ${nextVersion()}`);
  const result = spawnSync(process.execPath, [nextBin, 'build', emptyAppDir], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`empty-app: next build failed (exit ${result.status})`);
  writeFileSync(
    markerFile,
    JSON.stringify({ next: nextVersion(), sources: sourceHash(), builtAt: new Date().toISOString() }),
  );
}

/** Starts `next start` for the baseline; the caller stops the returned child. */
export function startEmptyApp(port, { stdio = 'ignore', detached = false } = {}) {
  return spawn(process.execPath, [nextBin, 'start', emptyAppDir, '-H', '127.0.0.1', '-p', String(port)], {
    cwd: projectRoot,
    stdio,
    detached,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [command, arg] = process.argv.slice(2);
  if (command === 'build') {
    buildEmptyApp({ force: process.argv.includes('--force') });
  } else if (command === 'serve' && /^\d+$/.test(arg ?? '')) {
    buildEmptyApp();
    const child = startEmptyApp(Number(arg), { stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  } else {
    console.error('usage: node scripts/empty-app.mjs build [--force] | serve <port>');
    process.exit(2);
  }
}
