#!/usr/bin/env node
/**
 * Fails when folders of lib/ import each other, directly (a <-> b) or around a loop
 * (a -> b -> c -> a). A folder is lib/<name>/; a file directly in lib/ counts as its own folder.
 * Type-only imports count too: a type that two folders both need belongs in a third.
 * Tests and test support are left out: they drive a folder from outside (docs/decisions/0012).
 * Usage: node scripts/check-cycles.mjs [root], run by `npm run lint` and scripts/test.sh.
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? '.');
const lib = path.join(root, 'lib');
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('testing/') || file === 'db/testing.ts';

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The lib folder a specifier from `file` lands in, or null outside lib/. */
function targetFolder(file, specifier) {
  let target;
  if (specifier.startsWith('@/lib/')) target = path.join(lib, specifier.slice('@/lib/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(lib, target);
  if (relative.startsWith('..') || relative === '') return null;
  const [first] = relative.split(path.sep);
  const isDir = existsSync(path.join(lib, first)) && statSync(path.join(lib, first)).isDirectory();
  return isDir ? first : first.replace(/\.(ts|tsx|mts|mjs|js)$/, '');
}

const folderOf = (relative) => relative.split('/')[0].replace(/\.(ts|tsx|mts)$/, '');

/** edges.get(a).get(b): the first file of folder a that imports folder b, and what it imports. */
const edges = new Map();
for (const file of sourceFiles(lib)) {
  const relative = path.relative(lib, file).split(path.sep).join('/');
  if (isTest(relative)) continue;
  const from = folderOf(relative);
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    const to = targetFolder(file, fileName);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `lib/${relative} imports ${fileName}`);
  }
}

// Tarjan's strongly connected components: every folder of a component with two or more reaches
// every other one, so each such component is at least one cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let counter = 0;
function visit(folder) {
  index.set(folder, counter);
  low.set(folder, counter++);
  stack.push(folder);
  onStack.add(folder);
  for (const next of edges.get(folder)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(folder, Math.min(low.get(folder), low.get(next)));
    } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder), index.get(next)));
  }
  if (low.get(folder) === index.get(folder)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) visit(folder);

/** The shortest way from `start` back to itself inside `members` (breadth first). */
function shortestCycle(start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    for (const next of edges.get(folder)?.keys() ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const cycle = [folder];
        while (previous.get(cycle[0]) !== null) cycle.unshift(previous.get(cycle[0]));
        return [...cycle, start];
      }
      if (!previous.has(next)) {
        previous.set(next, folder);
        queue.push(next);
      }
    }
  }
  return [];
}

if (components.length === 0) {
  console.log(`lib/: no folder cycles among ${edges.size} importing folders`);
  process.exit();
}
for (const component of components) {
  const members = new Set(component);
  console.error(`\nlib/ folders in a cycle: ${component.join(', ')}`);
  const pairs = [];
  for (const a of component)
    for (const b of component) if (a < b && edges.get(a)?.has(b) && edges.get(b)?.has(a)) pairs.push([a, b]);
  for (const [a, b] of pairs) {
    console.error(`  ${a} <-> ${b}`);
    console.error(`    ${edges.get(a).get(b)}`);
    console.error(`    ${edges.get(b).get(a)}`);
  }
  const loop = shortestCycle(component[0], members);
  if (pairs.length === 0 || loop.length > 3) {
    console.error(`  ${loop.join(' -> ')}`);
    for (let i = 0; i + 1 < loop.length; i++) console.error(`    ${edges.get(loop[i]).get(loop[i + 1])}`);
  }
}
const pairCount = components.reduce(
  (sum, component) =>
    sum +
    component.flatMap((a) => component.filter((b) => a < b && edges.get(a)?.has(b) && edges.get(b)?.has(a))).length,
  0,
);
console.error(
  `\n${components.length} cycle(s) among lib/ folders (${pairCount} pair(s) importing each other): ` +
    'pass what a folder needs as parameters from lib/runtime, or move the shared piece to its own folder.',
);
process.exit(1);
