/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No public page may reach the organiser area's code: following every import from each page,
 * layout and route outside app/(english)/admin and app/api/admin, no file under components/admin,
 * lib/admin, lib/auth, components/scanner or lib/scanner (nor better-auth or the QR reader) is
 * ever reached. The public routes' JavaScript
 * budgets (e2e/public-pages.spec.ts) check the bundles; this names the import that would break them.
 *
 * ESLint (eslint.config.mjs) checks each import on its own: a public page or component never
 * imports those folders directly, and browser code never imports a server-only module. What it
 * cannot see is a path through the modules in between (a public page, then a lib/ module, then
 * the scanner's engine) or into a package; this walk follows the whole chain.
 */
const root = path.join(__dirname, '..', '..');
// The gate scanner too: its code, and the ZXing reader it loads.
const forbidden = [
  /^components\/admin\//,
  /^lib\/admin\//,
  /^lib\/auth\//,
  /^components\/scanner\//,
  /^lib\/scanner\//,
];
const forbiddenPackages = ['better-auth', 'barcode-detector', 'zxing-wasm'];
/**
 * Server-only modules through which a public route reaches the organiser area's code on the
 * server: lib/authz, where the check-in route and the verify page read who is signed in, the
 * composition root, which builds the sign-in runtime, and cancelRegistration, which writes the
 * audit log's entry (lib/audit/index.ts) when an attendee cancels through their own link
 * (/ticket/cancel), and lib/letters/certificates.ts, which audits an organiser's manual issue and
 * is also what a ticket's certificate download (/ticket/certificate) issues through. The walk does
 * not pass them; instead each must be server-only and no client module may reach one.
 */
const serverGateways = [
  'lib/authz/index.ts',
  'lib/runtime/index.ts',
  'lib/attendees/lifecycle.ts',
  'lib/letters/certificates.ts',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** What a module loads at run time: a type-only import (`import type`) is erased by the compiler. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(
      /(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** The chain of imports from `entry` to a forbidden file or package, or null. */
function reachesAdmin(entry: string, { throughGateways = false } = {}): string[] | null {
  const seen = new Set<string>();
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [path.relative(root, entry)] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (forbiddenPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
        return [...chain, specifier];
      const target = resolve(file, specifier);
      if (!target) continue;
      const relative = path.relative(root, target);
      if (forbidden.some((pattern) => pattern.test(relative))) return [...chain, relative];
      if (serverGateways.includes(relative)) {
        if (throughGateways) return [...chain, relative];
        continue;
      }
      queue.push({ file: target, chain: [...chain, relative] });
    }
  }
  return null;
}

const publicEntries = files(path.join(root, 'app')).filter((file) => {
  const relative = path.relative(root, file);
  return (
    /\.(tsx?|mjs)$/.test(file) && !relative.startsWith('app/(english)/admin/') && !relative.startsWith('app/api/admin/')
  );
});

describe('the organiser area stays out of the public site', () => {
  it('finds the public pages', () => {
    expect(publicEntries.some((file) => file.endsWith(path.join('(site)', 'contact', 'page.tsx')))).toBe(true);
  });

  it.each(publicEntries.map((file) => [path.relative(root, file)]))('%s reaches no admin code', (relative) => {
    expect(reachesAdmin(path.join(root, relative))).toBeNull();
  });

  it('reads the session in public routes only through server-only gateways', () => {
    for (const gateway of serverGateways)
      expect(readFileSync(path.join(root, gateway), 'utf8')).toMatch(/^import 'server-only';/);
  });

  const clientModules = ['app', 'components', 'lib']
    .flatMap((dir) => files(path.join(root, dir)))
    .filter((file) => /\.tsx?$/.test(file) && /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));

  it.each(clientModules.map((file) => [path.relative(root, file)]))(
    'client module %s reaches no admin code nor a gateway',
    (relative) => {
      const chain = reachesAdmin(path.join(root, relative), { throughGateways: true });
      // The organiser area's own client components (the scanner's included) may use its code; public ones never.
      if (
        !['components/admin/', 'components/scanner/', 'lib/scanner/', 'app/(english)/admin/'].some((prefix) =>
          relative.startsWith(prefix),
        )
      )
        expect(chain).toBeNull();
    },
  );

  it('would notice a page that did import it', () => {
    expect(reachesAdmin(path.join(root, 'app', '(english)', 'admin', '(area)', 'layout.tsx'))).toEqual(
      expect.arrayContaining(['components/admin/admin-shell.tsx']),
    );
    expect(reachesAdmin(path.join(root, 'lib', 'scanner', 'detector.ts'))).toEqual([
      'lib/scanner/detector.ts',
      'lib/scanner/zxing.ts',
    ]);
    expect(reachesAdmin(path.join(root, 'lib', 'scanner', 'zxing.ts'))).toEqual([
      'lib/scanner/zxing.ts',
      'barcode-detector/ponyfill',
    ]);
  });
});
