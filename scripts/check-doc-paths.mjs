/**
 * Fails when README.md or a document under docs/ names a file or folder of the repository that
 * does not exist, or links to a heading a document does not have, printing file:line and
 * the path. Run by `npm run lint` and scripts/test.sh.
 * What counts as a path is in scripts/lib/doc-paths.mjs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headingAnchors, pathIndex, wrongPaths } from './lib/doc-paths.mjs';

const root = join(import.meta.dirname, '..');
// Tracked files and new ones not ignored: a generated or ignored file is not part of the tree.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const index = pathIndex(files);
const documents = files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));

const texts = new Map(documents.map((document) => [document, readFileSync(join(root, document), 'utf8')]));
const anchors = new Map([...texts].map(([document, text]) => [document, headingAnchors(text)]));

let failures = 0;
for (const [document, text] of texts) {
  for (const { line, path } of wrongPaths(document, text, index, anchors)) {
    console.error(`${document}:${line}: ${path} does not exist`);
    failures++;
  }
}
if (failures > 0) {
  console.error(`${failures} path(s) in the documentation name nothing in the repository.`);
  process.exit(1);
}
console.log(`${documents.length} documents: every path they name exists.`);
