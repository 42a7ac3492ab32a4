import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * For tests only (jest and the e2e suite): a sitemap checked against the official sitemaps.org
 * schema and the hreflang alternates' (lib/seo/sitemap-schema), by xmllint (Debian's
 * libxml2-utils, installed by scripts/ensure-system-deps.sh), an implementation that is not ours.
 */
const schema = path.join(__dirname, '..', 'seo', 'sitemap-schema', 'sitemap-with-alternates.xsd');

/** xmllint's complaints about a sitemap, one a line; none when it is valid. */
export function sitemapSchemaErrors(xml: string): string[] {
  // --nonet: the schemas import each other by relative path, and a test must never reach the internet.
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], { input: xml, encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `xmllint could not run (${run.error.message}); scripts/ensure-system-deps.sh installs libxml2-utils`,
    );
  if (run.status === 0) return [];
  const errors = run.stderr.split('\n').filter((line) => line.trim() && !line.endsWith('fails to validate'));
  return errors.length > 0 ? errors : [`xmllint exited with ${run.status}`];
}
