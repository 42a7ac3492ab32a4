/**
 * `npm run deps`: for every direct dependency, the installed version, the newest release of the
 * same major in the registry and whether the installed release is deprecated. For an operator
 * where `npm audit` cannot run (the registry here refuses its bulk advisory call); how to read
 * it is in docs/dependencies.md. One `npm view` per package, one after another, each with a time
 * limit; a failed look-up becomes a row that says so. Always exits 0: it informs, it gates nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatTable, parseView, reportRow } from './lib/deps-report.mjs';

const root = join(import.meta.dirname, '..');
const TIMEOUT_MS = 30_000;

/** The version npm ci installed: node_modules first, else what the lockfile records. */
function installedVersion(name, lock) {
  const file = join(root, 'node_modules', name, 'package.json');
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')).version ?? null;
    } catch {
      // fall through to the lockfile
    }
  }
  return lock?.packages?.[`node_modules/${name}`]?.version ?? null;
}

function view(name, version) {
  const res = spawnSync('npm', ['view', `${name}@${version}`, 'versions', 'deprecated', 'dist-tags', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
  });
  if (res.error)
    return { error: res.error.code === 'ETIMEDOUT' ? `no answer in ${TIMEOUT_MS / 1000} s` : res.error.message };
  if (!res.stdout.trim()) return { error: `npm view exited ${res.status}` };
  return parseView(res.stdout);
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
let lock = null;
try {
  lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
} catch {
  // no lockfile: node_modules alone says what is installed
}

const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
const rows = [];
for (const [i, name] of names.entries()) {
  process.stderr.write(`\r${i + 1}/${names.length} ${name}`.padEnd(60));
  const installed = installedVersion(name, lock);
  rows.push(reportRow(name, installed, installed ? view(name, installed) : { error: 'not installed' }));
}
process.stderr.write('\r'.padEnd(61) + '\r');

console.log(formatTable(rows));
const updates = rows.filter((r) => r.action.startsWith('update to')).length;
const failed = rows.filter((r) => r.action.startsWith('lookup failed') || r.action.startsWith('not installed')).length;
const deprecated = rows.filter((r) => r.deprecated === 'YES').length;
console.log(
  `\n${rows.length} direct dependencies: ${updates} with a newer release in the same major, ${deprecated} deprecated, ${failed} not looked up.`,
);
console.log('Advisories are not checked here: see docs/dependencies.md for how to look them up.');
