/**
 * The pure half of `npm run deps` (scripts/deps-report.mjs): reading what `npm view` answers,
 * picking the newest release a dependency can move to without a major upgrade, and laying the
 * rows out as a table. No I/O here, so the jest tests beside it can feed it registry answers.
 */

/**
 * Versions held back on purpose (docs/dependencies.md, "Pins"): the report still shows what the
 * registry has, and says why it is not taken.
 */
const HELD = {
  next: '16.4.6 breaks npm ci here (lockfile lacks its other-platform binaries)',
  'eslint-config-next': 'kept equal to next',
  tailwindcss: 'pinned at 4.3.3 with @tailwindcss/postcss',
  '@tailwindcss/postcss': 'pinned at 4.3.3 with tailwindcss',
};

const STABLE = /^(\d+)\.(\d+)\.(\d+)$/;

/** [major, minor, patch] of a plain release, or null for a prerelease, a build or anything else. */
function parseVersion(version) {
  const m = STABLE.exec(String(version ?? '').trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * The newest plain release on the installed version's line: the same major, or for 0.x the
 * same minor (npm's caret treats 0.28 → 0.29 as breaking). Prereleases never count. Null when
 * the installed version is not a plain release or the list holds nothing on its line.
 */
export function newestOnLine(installed, versions) {
  const own = parseVersion(installed);
  if (!own) return null;
  const sameLine = (v) => v[0] === own[0] && (own[0] !== 0 || v[1] === own[1]);
  let best = null;
  let bestText = null;
  for (const text of versions) {
    const v = parseVersion(text);
    if (v && sameLine(v) && (!best || compare(v, best) > 0)) {
      best = v;
      bestText = text;
    }
  }
  return bestText;
}

/**
 * What `npm view NAME@VERSION versions deprecated dist-tags --json` printed. npm prints an object
 * when two or more of the fields exist, only the value when one does (the versions array, or a
 * plain string for a package with a single version), and `{ "error": … }` on failure.
 */
export function parseView(stdout) {
  let data;
  try {
    data = JSON.parse(stdout);
  } catch {
    return { error: 'unreadable answer from npm view' };
  }
  if (typeof data === 'string') return { versions: [data], deprecated: null, latest: null };
  if (Array.isArray(data)) return { versions: data.map(String), deprecated: null, latest: null };
  if (!data || typeof data !== 'object') return { error: 'unreadable answer from npm view' };
  if (data.error) return { error: String(data.error.summary ?? data.error.code ?? 'npm view failed').split('\n')[0] };
  const versions = Array.isArray(data.versions)
    ? data.versions.map(String)
    : typeof data.versions === 'string'
      ? [data.versions]
      : [];
  const deprecated = typeof data.deprecated === 'string' && data.deprecated ? data.deprecated : null;
  const latest = typeof data['dist-tags']?.latest === 'string' ? data['dist-tags'].latest : null;
  return { versions, deprecated, latest };
}

/** One row of the report from the installed version and what the registry said about it. */
export function reportRow(name, installed, view) {
  const row = { name, installed: installed ?? '-', newest: '?', latest: '?', deprecated: '?', action: '' };
  if (!installed) return { ...row, action: 'not installed: run npm ci' };
  if (view.error) return { ...row, action: `lookup failed: ${view.error}` };
  const newest = newestOnLine(installed, view.versions);
  row.newest = newest ?? '-';
  row.latest = view.latest ?? '-';
  row.deprecated = view.deprecated ? 'YES' : 'no';
  const notes = [];
  if (view.deprecated) notes.push(`deprecated: ${view.deprecated}`);
  if (newest && newest !== installed) notes.push(HELD[name] ? `held: ${HELD[name]}` : `update to ${newest}`);
  row.action = notes.join('; ') || 'up to date';
  return row;
}

/** The rows as a plain-text table with a header, columns padded to their widest cell. */
export function formatTable(rows) {
  const head = {
    name: 'package',
    installed: 'installed',
    newest: 'newest same major',
    latest: 'latest',
    deprecated: 'deprecated',
    action: 'action',
  };
  const keys = Object.keys(head);
  const all = [head, ...rows];
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(...all.map((r) => String(r[k]).length))]));
  const line = (r) =>
    keys
      .map((k, i) => (i === keys.length - 1 ? String(r[k]) : String(r[k]).padEnd(width[k])))
      .join('  ')
      .trimEnd();
  return [
    line(head),
    keys.map((k, i) => '-'.repeat(i === keys.length - 1 ? head[k].length : width[k])).join('  '),
    ...rows.map(line),
  ].join('\n');
}
