// Text measurement for SVG layout. librsvg draws text with the installed DejaVu fonts; reading
// their advance widths here lets the generator wrap and fit titles instead of guessing.
import { readFileSync } from 'node:fs';
import { esc, f1 } from './core.mjs';

const DIR = '/usr/share/fonts/truetype/dejavu/';

/** key -> how to ask for the face in SVG, and which file holds its metrics. */
const FONTS = {
  sans: { file: 'DejaVuSans.ttf', family: 'DejaVu Sans', weight: 'normal', style: 'normal' },
  sansBold: { file: 'DejaVuSans-Bold.ttf', family: 'DejaVu Sans', weight: 'bold', style: 'normal' },
  sansLight: { file: 'DejaVuSans-ExtraLight.ttf', family: 'DejaVu Sans', weight: '200', style: 'normal' },
  cond: { file: 'DejaVuSansCondensed.ttf', family: 'DejaVu Sans Condensed', weight: 'normal', style: 'normal' },
  condBold: { file: 'DejaVuSansCondensed-Bold.ttf', family: 'DejaVu Sans Condensed', weight: 'bold', style: 'normal' },
  serif: { file: 'DejaVuSerif.ttf', family: 'DejaVu Serif', weight: 'normal', style: 'normal' },
  serifBold: { file: 'DejaVuSerif-Bold.ttf', family: 'DejaVu Serif', weight: 'bold', style: 'normal' },
  serifItalic: { file: 'DejaVuSerif-Italic.ttf', family: 'DejaVu Serif', weight: 'normal', style: 'italic' },
  monoBold: { file: 'DejaVuSansMono-Bold.ttf', family: 'DejaVu Sans Mono', weight: 'bold', style: 'normal' },
};

const metricsCache = new Map();

/** Minimal TrueType reader: unitsPerEm, cmap format 4 and horizontal advances. */
function loadMetrics(file) {
  const buf = readFileSync(DIR + file);
  const numTables = buf.readUInt16BE(4);
  const tables = {};
  for (let i = 0; i < numTables; i += 1) {
    const rec = 12 + i * 16;
    tables[buf.toString('latin1', rec, rec + 4)] = buf.readUInt32BE(rec + 8);
  }
  const unitsPerEm = buf.readUInt16BE(tables.head + 18);
  const numHMetrics = buf.readUInt16BE(tables.hhea + 34);
  const cmap = tables.cmap;
  const nSub = buf.readUInt16BE(cmap + 2);
  let sub = -1;
  for (let i = 0; i < nSub; i += 1) {
    const pid = buf.readUInt16BE(cmap + 4 + i * 8);
    const eid = buf.readUInt16BE(cmap + 6 + i * 8);
    const off = buf.readUInt32BE(cmap + 8 + i * 8);
    if (buf.readUInt16BE(cmap + off) === 4 && ((pid === 3 && eid === 1) || pid === 0)) sub = cmap + off;
  }
  const segX2 = buf.readUInt16BE(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const ranges = deltas + segX2;
  const glyphOf = (code) => {
    for (let s = 0; s < segX2; s += 2) {
      const end = buf.readUInt16BE(ends + s);
      if (code > end) continue;
      const start = buf.readUInt16BE(starts + s);
      if (code < start) return 0;
      const delta = buf.readInt16BE(deltas + s);
      const ro = buf.readUInt16BE(ranges + s);
      if (ro === 0) return (code + delta) & 0xffff;
      const g = buf.readUInt16BE(ranges + s + ro + (code - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const advance = (gid) => buf.readUInt16BE(tables.hmtx + Math.min(gid, numHMetrics - 1) * 4);
  const widths = new Map();
  return {
    width(ch) {
      let w = widths.get(ch);
      if (w === undefined) {
        w = advance(glyphOf(ch.codePointAt(0))) / unitsPerEm;
        widths.set(ch, w);
      }
      return w;
    },
  };
}

function metrics(key) {
  let m = metricsCache.get(key);
  if (!m) {
    m = loadMetrics(FONTS[key].file);
    metricsCache.set(key, m);
  }
  return m;
}

/** Width in px of text set in font `key` at `size`, with optional letter spacing (px). */
export function measure(text, key, size, spacing = 0) {
  const m = metrics(key);
  let w = 0;
  for (const ch of text) w += m.width(ch) * size + spacing;
  return w;
}

/** Greedy word wrap; a word longer than the line is left to overflow rather than split. */
export function wrap(text, key, size, maxWidth, spacing = 0) {
  const words = String(text).split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, key, size, spacing) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest size (<= max) at which text wraps into at most maxLines within maxWidth. */
export function fit(text, key, { max, min = 10, maxWidth, maxLines = 1, spacing = 0 }) {
  for (let size = max; size >= min; size -= 1) {
    const lines = wrap(text, key, size, maxWidth, spacing);
    if (lines.length <= maxLines && lines.every((l) => measure(l, key, size, spacing) <= maxWidth))
      return { size, lines };
  }
  return { size: min, lines: wrap(text, key, min, maxWidth, spacing) };
}

/** SVG <text> attributes for a font key. */
export function fontAttrs(key, size, spacing = 0) {
  const f = FONTS[key];
  return `font-family="${f.family}" font-weight="${f.weight}" font-style="${f.style}" font-size="${f1(size)}"${spacing ? ` letter-spacing="${f1(spacing)}"` : ''}`;
}

/** One or more lines as SVG text; `anchor` start|middle|end, y is the first baseline. */
export function textLines(
  lines,
  { x, y, key, size, lineHeight = 1.2, fill = '#000', anchor = 'start', spacing = 0, extra = '' },
) {
  return lines
    .map(
      (line, i) =>
        `<text x="${f1(x)}" y="${f1(y + i * size * lineHeight)}" ${fontAttrs(key, size, spacing)} fill="${fill}" text-anchor="${anchor}"${extra}>${esc(line)}</text>`,
    )
    .join('');
}
