import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outfitFontUrl } from './font';

/**
 * The site's stylesheet (app/site.inline.css) serves Outfit from public/fonts under the
 * package's version, cached for a year: a new package version must come with a new copy.
 */
describe('the Outfit font file', () => {
  const root = path.join(__dirname, '..', '..');
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/@fontsource-variable/outfit/package.json'), 'utf8')) as { version: string };
  const served = `/fonts/outfit-latin-wght-${pkg.version}.woff2`;

  it('is served under the installed package version', () => {
    expect(outfitFontUrl).toBe(served);
  });

  it('is the installed package version, byte for byte', () => {
    const copy = readFileSync(path.join(root, 'public', served));
    const original = readFileSync(path.join(root, 'node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2'));
    expect(copy.equals(original)).toBe(true);
  });

  it('is the file the stylesheet declares', () => {
    expect(readFileSync(path.join(root, 'app/site.inline.css'), 'utf8')).toContain(`url('${served}')`);
  });
});
