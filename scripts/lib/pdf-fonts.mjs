/**
 * The fonts a PDF uses, as poppler's `pdffonts` lists them (Debian's poppler-utils, installed by
 * scripts/ensure-system-deps.sh), and its text as `pdftotext` extracts it: the tests of the
 * site's PDFs (the Events Guide, the ticket, the letters) check with them that every font is
 * embedded, so a reader draws the face the PDF was laid out in, and that the words still come out.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a poppler tool on `bytes` (written to a file of their own: the tools read files). */
function withPdfFile(bytes, run) {
  const dir = mkdtempSync(path.join(tmpdir(), 'acm-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfFonts(bytes) {
  const output = withPdfFile(bytes, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  const [, rule, ...rows] = output.trimEnd().split('\n');
  // The columns are as wide as the dashes under their titles (a name may hold spaces).
  const columns = [...rule.matchAll(/-+/g)].map((match) => [match.index, match.index + match[0].length]);
  return rows.map((row) => {
    const [name, type, encoding, emb, sub, uni] = columns.map(([start, end]) => row.slice(start, end).trim());
    return { name, type, encoding, embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
  });
}

export function pdfToText(bytes) {
  return withPdfFile(bytes, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}
