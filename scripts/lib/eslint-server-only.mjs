/**
 * ESLint rules for the line between server and browser code (eslint.config.mjs). The convention
 * they check: a module is server-only when it says so, with `import 'server-only'` as its first
 * import (the marker Next.js's build also enforces). Folders cannot say it: lib/checkin, lib/http
 * and components/admin hold both kinds, and a 'use client' file is known by its first line, not
 * by its path, so import/no-restricted-paths cannot express either rule.
 *
 * - server-only/marked: in lib/ and components/, a module that imports Node's own modules, a
 *   database, auth or mail package, or a server-only module is marked itself. The marker spreads
 *   up the import graph, so an unmarked module never reaches server code, however deep.
 * - server-only/not-in-browser: browser code ('use client' files, and the folders named in the
 *   rule's `browser` option: the scanner's engine, the service worker) imports no server-only
 *   module, package or Node module. With the first rule, that holds for everything it reaches.
 *
 * Type-only imports are ignored: they leave no code behind. A few server modules cannot carry
 * the marker (the option `unmarked`: code run outside Next.js, where 'server-only' throws); both
 * rules treat them as marked. A 'use server' module (server actions) is server code by its own
 * directive and may be imported by browser code, which gets references to its functions only.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Packages that hold a database connection, a secret or the session, or run only in Node. */
const serverPackages = [
  'pg',
  '@libsql/client',
  '@libsql/kysely-libsql',
  'kysely',
  'better-auth',
  'nodemailer',
  'next/headers',
];

const marker = /^import\s+['"]server-only['"];?\s*$/m;
const sources = new Map();

function relative(file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/** The repository file an import specifier names ('@/…' or relative), or null for a package. */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    `${base}.js`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A module's first statement, after any comments, is the directive: 'use server' marks server actions. */
const serverActions = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*['"]use server['"]/;

/** 'marked', 'actions' (a 'use server' module: browser code gets references to its functions) or 'plain'. */
function kindOf(file) {
  if (!sources.has(file)) {
    const text = readFileSync(file, 'utf8');
    sources.set(file, serverActions.test(text) ? 'actions' : marker.test(text) ? 'marked' : 'plain');
  }
  return sources.get(file);
}

const inList = (list, file) => list.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

/** Why importing `specifier` from `file` is server code, or null when it is not. */
function serverReason(file, specifier, unmarked) {
  const bare = specifier.replace(/^node:/, '');
  if (specifier.startsWith('node:') || builtinModules.includes(bare.split('/')[0])) return `Node's ${specifier}`;
  if (serverPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
    return `the server package ${specifier}`;
  const target = resolve(file, specifier);
  if (!target) return null;
  if (inList(unmarked, relative(target))) return `${relative(target)} (server code that cannot carry the marker)`;
  return kindOf(target) === 'marked' ? `the server-only module ${relative(target)}` : null;
}

function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((each) => each.importKind === 'type' || each.exportKind === 'type');
}

/** Calls `check(node, specifier)` for every import, re-export and literal dynamic import that brings code. */
function importVisitor(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string' && !typeOnly(node)) check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
    },
  };
}

const isClientFile = (program) => program.body.some((statement) => statement.directive === 'use client');
const isTest = (file) => /\.test\.tsx?$/.test(file);

const schema = [
  {
    type: 'object',
    properties: {
      unmarked: { type: 'array', items: { type: 'string' } },
      browser: { type: 'array', items: { type: 'string' } },
      folders: { type: 'array', items: { type: 'string' } },
    },
    additionalProperties: false,
  },
];

/**
 * A rule that, in the files `applies` picks, reports the imports `reason` names (the first one
 * only, with `once`). `applies` sees the file after its first line is known ('use client').
 */
function importRule({ description, message, once = false, applies, reason }) {
  return {
    meta: { type: 'problem', docs: { description }, schema, messages: { problem: message } },
    create(context) {
      const settings = { unmarked: [], browser: [], folders: ['lib/', 'components/'], ...context.options[0] };
      const file = context.physicalFilename;
      let active = false;
      let reported = false;
      return {
        Program(program) {
          active = applies({ name: relative(file), program, text: context.sourceCode.text, settings });
        },
        ...importVisitor((node, specifier) => {
          if (!active || (once && reported)) return;
          const why = reason(file, specifier, settings);
          if (!why) return;
          reported = true;
          context.report({ node, messageId: 'problem', data: { reason: why } });
        }),
      };
    },
  };
}

const marked = importRule({
  description: "A module that uses server code is marked import 'server-only'",
  message: "This module uses {{reason}}: mark it server-only (import 'server-only' as its first import).",
  once: true,
  // The other rule checks client files.
  applies: ({ name, program, text, settings }) =>
    inList(settings.folders, name) &&
    !isTest(name) &&
    !inList(settings.unmarked, name) &&
    !inList(settings.browser, name) &&
    !isClientFile(program) &&
    !marker.test(text) &&
    !serverActions.test(text),
  reason: (file, specifier, settings) =>
    specifier === 'server-only' ? null : serverReason(file, specifier, settings.unmarked),
});

const notInBrowser = importRule({
  description: 'Browser code imports no server-only module',
  message: 'Browser code may not import {{reason}}.',
  applies: ({ name, program, settings }) => inList(settings.browser, name) || isClientFile(program),
  reason: (file, specifier, settings) =>
    specifier === 'server-only' ? "'server-only'" : serverReason(file, specifier, settings.unmarked),
});

export const serverOnlyPlugin = { meta: { name: 'server-only' }, rules: { marked, 'not-in-browser': notInBrowser } };
