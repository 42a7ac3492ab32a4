/**
 * The rules of scripts/check-doc-paths.mjs, pure so jest can feed them a made-up tree.
 *
 * What counts as a path: a backticked word whose first segment is a top-level folder or file of
 * the repository (`lib/authz/roles.ts`, `app/[locale]/(site)/`, `package.json`), every word of a
 * fenced block that starts the same way, and every relative link target. Route groups
 * and dynamic segments are literal folder names. A segment that is a placeholder (`<route>`,
 * `{id}`, `0NNN-<name>.ts`, `*`) matches any one name; an ellipsis segment (`…`, `...`) matches
 * any depth, and a trailing one only asks that what comes before it exists. `lib/edition` may
 * name the folder or the module `lib/edition.ts`. URL routes (`/register`) start with a slash
 * and are not files; neither are words whose first segment is no top-level name of the
 * repository (`api/checkin`, `data/acm.db`). A link's `#heading` into README.md or docs/ must
 * name a heading of that document.
 */
import { posix } from 'node:path';

const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** The tracked paths as a lookup: every file, and every folder that holds one. */
export function pathIndex(files) {
  const all = new Set();
  const tops = new Set();
  for (const file of files) {
    all.add(file);
    const parts = file.split('/');
    tops.add(parts[0]);
    for (let i = 1; i < parts.length; i++) all.add(parts.slice(0, i).join('/'));
  }
  return { all, tops, list: [...all] };
}

const ELLIPSIS = /^(…|\.\.\.)$/;
const PLACEHOLDER = /<[^>]*>|\{[^}]*\}|\*|N{2,}/;

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A segment as a regular expression: placeholders match any characters but a slash. */
function segmentPattern(segment) {
  if (!PLACEHOLDER.test(segment)) return escape(segment);
  return segment
    .split(/(<[^>]*>|\{[^}]*\}|\*+|N{2,})/)
    .map((part, i) => (i % 2 ? '[^/]+' : escape(part)))
    .join('');
}

/** Whether a repository-relative path (placeholders and ellipses allowed) names something tracked. */
export function pathExists(path, index) {
  let clean = path.replace(/#.*$/, '').replace(/:\d+(:\d+)?$/, '');
  clean = clean.replace(/(…|\.\.\.)$/, '').replace(/\/+$/, '');
  if (clean === '' || clean === '.') return true;
  const segments = clean.split('/');
  const simple = !segments.some((segment) => ELLIPSIS.test(segment) || PLACEHOLDER.test(segment));
  if (simple) {
    return index.all.has(clean) || MODULE_EXTENSIONS.some((extension) => index.all.has(clean + extension));
  }
  const source = segments
    .map((segment) => (ELLIPSIS.test(segment) ? '(?:[^/]+/)*?' : segmentPattern(segment) + '/'))
    .join('');
  const pattern = new RegExp(`^${source.replace(/\/$/, '')}(?:${MODULE_EXTENSIONS.map(escape).join('|')})?$`);
  return index.list.some((candidate) => pattern.test(candidate));
}

/** Strips the punctuation prose puts around a word in a code block, keeping balanced brackets. */
function trimWord(word) {
  let text = word.replace(/^["'`]+|["'`,;:.]+$/g, '');
  const count = (character) => text.split(character).length - 1;
  if (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1);
  while (text.endsWith(')') && count(')') > count('(')) text = text.slice(0, -1).replace(/[,;:.]+$/, '');
  while (text.startsWith('(') && count('(') > count(')')) text = text.slice(1);
  return text;
}

function isRepoPath(word, index) {
  const clean = word.replace(/^\.\//, '');
  if (clean.startsWith('/') || /^[a-z][\w+.-]*:/i.test(clean)) return false;
  const first = clean.split('/')[0];
  return index.tops.has(first) && (clean.includes('/') || index.all.has(first));
}

/** A Markdown document's heading anchors, as GitHub spells them (`## The test suite` → `the-test-suite`). */
export function headingAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/**
 * The paths one Markdown file names that do not exist, as { line, path } (line from 1).
 * `file` is the document's repository-relative path: its links resolve from its folder. With
 * `anchors` (each document's heading anchors by path), a link's `#fragment` into one of those
 * documents must name one of its headings.
 */
export function wrongPaths(file, text, index, anchors = new Map()) {
  const found = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    const report = (path) => found.push({ line: i + 1, path });
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      for (const word of line.split(/\s+/)) {
        const path = trimWord(word);
        if (path && isRepoPath(path, index) && !pathExists(path.replace(/^\.\//, ''), index)) report(path);
      }
      return;
    }
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      for (const word of code.split(/\s+/)) {
        const path = trimWord(word);
        if (path && isRepoPath(path, index) && !pathExists(path.replace(/^\.\//, ''), index)) report(path);
      }
    }
    for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^([a-z][\w+.-]*:|\/)/i.test(target)) continue;
      const [path, fragment] = target.split('#');
      const resolved = path ? posix.normalize(posix.join(posix.dirname(file), path)) : file;
      if (path && (resolved.startsWith('..') || !pathExists(resolved, index))) report(target);
      else if (fragment !== undefined && anchors.has(resolved) && !anchors.get(resolved).has(fragment)) report(target);
    }
  });
  return found;
}
