/** @jest-environment node */
import { headingAnchors, pathExists, pathIndex, wrongPaths } from './lib/doc-paths.mjs';

const index = pathIndex([
  'README.md',
  'package.json',
  'app/[locale]/(site)/contact/page.tsx',
  'app/(english)/admin/(area)/forbidden.tsx',
  'app/api/[...endpoint]/route.ts',
  'lib/edition/index.ts',
  'lib/routes.ts',
  'lib/db/migrations/0001-initial.ts',
  'content/fr/about.ts',
  'docs/architecture.md',
  'docs/decisions/0001-one-formatter.md',
]);

describe('pathExists', () => {
  test('finds files, the folders that hold them, and a module named without its extension', () => {
    expect(pathExists('app/(english)/admin/(area)/forbidden.tsx', index)).toBe(true);
    expect(pathExists('app/[locale]/(site)/', index)).toBe(true);
    expect(pathExists('app/api/[...endpoint]', index)).toBe(true);
    expect(pathExists('lib/edition', index)).toBe(true);
    expect(pathExists('lib/routes', index)).toBe(true);
  });

  test('refuses a route group the tree does not have', () => {
    expect(pathExists('app/admin/(area)/forbidden.tsx', index)).toBe(false);
    expect(pathExists('app/(site)/contact/page.tsx', index)).toBe(false);
    expect(pathExists('lib/edition.ts', index)).toBe(false);
  });

  test('reads placeholders as any one name and ellipses as any depth', () => {
    expect(pathExists('app/[locale]/(site)/<route>/page.tsx', index)).toBe(true);
    expect(pathExists('lib/db/migrations/0NNN-<name>.ts', index)).toBe(true);
    expect(pathExists('content/*/about.ts', index)).toBe(true);
    expect(pathExists('content/{code}/<file>.ts', index)).toBe(true);
    expect(pathExists('app/…/forbidden.tsx', index)).toBe(true);
    expect(pathExists('app/(english)/admin/(area)/…', index)).toBe(true);
    expect(pathExists('app/admin/(area)/…', index)).toBe(false);
    expect(pathExists('app/<route>/page.tsx', index)).toBe(false);
    expect(pathExists('lib/db/migrations/0NNN-<name>.mjs', index)).toBe(false);
  });
});

describe('wrongPaths', () => {
  test('names the line of each backticked path that does not exist', () => {
    const text = [
      '# Title',
      'The form is `app/[locale]/(site)/contact/page.tsx`, run by `node lib/routes.ts`.',
      'Pages live in `app/(site)/<route>/page.tsx` and `lib/missing.ts`.',
    ].join('\n');
    expect(wrongPaths('README.md', text, index)).toEqual([
      { line: 3, path: 'app/(site)/<route>/page.tsx' },
      { line: 3, path: 'lib/missing.ts' },
    ]);
  });

  test('leaves URL routes, outside paths and words of no top-level folder alone', () => {
    const text =
      'See `/register`, `POST /api/checkin`, `api/checkin`, `./data/acm.db`, `/etc/nginx/x.conf`, `npm run lint`.';
    expect(wrongPaths('README.md', text, index)).toEqual([]);
  });

  test('checks the words of a fenced block, without the prose punctuation around them', () => {
    const text = ['```', 'app/        thin routes (lib/routes.ts),', 'lib/        see (lib/gone.ts).', '```'].join(
      '\n',
    );
    expect(wrongPaths('README.md', text, index)).toEqual([{ line: 3, path: 'lib/gone.ts' }]);
  });

  test('resolves relative links from the document and ignores anchors and URLs', () => {
    const text = [
      '[arch](architecture.md#languages), [first](decisions/0001-one-formatter.md), [web](https://example.org/x)',
      '[gone](decisions/0002-none.md) and [top](#top) and [up](../README.md)',
    ].join('\n');
    expect(wrongPaths('docs/content.md', text, index)).toEqual([{ line: 2, path: 'decisions/0002-none.md' }]);
  });

  test('checks the heading of a link against the headings of the document it names', () => {
    const anchors = new Map([
      ['docs/architecture.md', headingAnchors('# Architecture\n\n## The test suite\n\n```\n# not a heading\n```\n')],
      ['docs/content.md', headingAnchors('# Content\n## Adding a form\n')],
    ]);
    const text = [
      '[suite](architecture.md#the-test-suite), [form](#adding-a-form)',
      '[gone](architecture.md#layers), [code](architecture.md#not-a-heading), [self](#nowhere)',
    ].join('\n');
    expect(wrongPaths('docs/content.md', text, index, anchors)).toEqual([
      { line: 2, path: 'architecture.md#layers' },
      { line: 2, path: 'architecture.md#not-a-heading' },
      { line: 2, path: '#nowhere' },
    ]);
  });
});

describe('headingAnchors', () => {
  test('spells anchors as GitHub does, numbering repeats', () => {
    expect([...headingAnchors('## `npm run topology`\n## Visa letters & certificates\n## Notes\n## Notes\n')]).toEqual([
      'npm-run-topology',
      'visa-letters--certificates',
      'notes',
      'notes-1',
    ]);
  });
});
