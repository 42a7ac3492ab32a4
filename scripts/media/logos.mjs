// Partner logos: every partner gets its own mark, derived from its name: its initials or its
// words set as a monogram badge, a letter block, tiles or a wordmark, in colours of its own
// (hues from the name) and one of many shapes. The caller passes the marks already used, so no
// two partners on the wall share a design, and broadcasters' badges carry a hint of what they do
// (radio waves, a screen's corners, a press rule) without sharing one icon.
import { darken, esc, f1, inkOn, lighten, mix, rng, svgDoc } from './core.mjs';
import { fit, fontAttrs, measure, textLines } from './fonts.mjs';

const W = 600;
const H = 300;
const SMALL = new Set(['of', 'and', '&', 'de', 'the', 'for', 'la', 'le', 'du']);

/** Significant words of a name (no "of", "&", "The"...), keeping their spelling. */
const wordsOf = (name) =>
  name
    .replace(/[^\p{L}\p{N}&' -]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !SMALL.has(w.toLowerCase()) && /^[\p{L}\p{N}]/u.test(w));

/** One to three initials: "Lagos Daily Courier" -> "LDC", "Cowrie Pay" -> "CP", "Ekoview" -> "E". */
export const initials = (name, max = 3) =>
  wordsOf(name)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, max)
    .map((w) => w[0].toUpperCase())
    .join('');

/** HSL (degrees, 0-1, 0-1) to #rrggbb. */
function hsl(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The partner's colours: a deep brand hue, a contrasting accent and a light ground, all from its name. */
function coloursOf(r) {
  const hue = r.range(0, 360);
  const main = hsl(hue, r.range(0.55, 0.8), r.range(0.26, 0.4));
  const accentHue = (hue + r.pick([35, 150, 180, 210, 320])) % 360;
  const accent = hsl(accentHue, r.range(0.7, 0.9), r.range(0.48, 0.58));
  const ground = r.pick(['#ffffff', '#ffffff', '#fbf6ee', lighten(main, 0.93), lighten(accent, 0.9)]);
  return { main, accent, ground };
}

const SHAPES = ['circle', 'rounded', 'hexagon', 'shield', 'diamond', 'arch', 'split', 'ring', 'stamp', 'leaf'];

function shapePath(shape, x, y, s) {
  const u = s / 2;
  switch (shape) {
    case 'circle':
    case 'ring':
    case 'stamp':
    case 'split':
      return `M${f1(x - u)} ${f1(y)} a${f1(u)} ${f1(u)} 0 1 0 ${f1(s)} 0 a${f1(u)} ${f1(u)} 0 1 0 ${f1(-s)} 0Z`;
    case 'hexagon': {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${f1(x + Math.cos(a) * u)} ${f1(y + Math.sin(a) * u)}`;
      });
      return `M${pts.join(' L')}Z`;
    }
    case 'shield':
      return `M${f1(x - u)} ${f1(y - u)} H${f1(x + u)} V${f1(y)} Q${f1(x + u)} ${f1(y + u * 0.8)} ${f1(x)} ${f1(y + u * 1.1)} Q${f1(x - u)} ${f1(y + u * 0.8)} ${f1(x - u)} ${f1(y)}Z`;
    case 'diamond':
      return `M${f1(x)} ${f1(y - u * 1.1)} L${f1(x + u * 1.1)} ${f1(y)} L${f1(x)} ${f1(y + u * 1.1)} L${f1(x - u * 1.1)} ${f1(y)}Z`;
    case 'arch':
      return `M${f1(x - u)} ${f1(y + u)} V${f1(y - u * 0.1)} A${f1(u)} ${f1(u)} 0 0 1 ${f1(x + u)} ${f1(y - u * 0.1)} V${f1(y + u)}Z`;
    case 'leaf':
      return `M${f1(x - u)} ${f1(y + u)} V${f1(y)} A${f1(u)} ${f1(u)} 0 0 1 ${f1(x)} ${f1(y - u)} H${f1(x + u)} V${f1(y)} A${f1(u)} ${f1(u)} 0 0 1 ${f1(x)} ${f1(y + u)}Z`;
    default:
      return `M${f1(x - u)} ${f1(y - u + s * 0.22)} q0 ${f1(-s * 0.22)} ${f1(s * 0.22)} ${f1(-s * 0.22)} h${f1(s * 0.56)} q${f1(s * 0.22)} 0 ${f1(s * 0.22)} ${f1(s * 0.22)} v${f1(s * 0.56)} q0 ${f1(s * 0.22)} ${f1(-s * 0.22)} ${f1(s * 0.22)} h${f1(-s * 0.56)} q${f1(-s * 0.22)} 0 ${f1(-s * 0.22)} ${f1(-s * 0.22)}Z`;
  }
}

/** What a broadcaster or publisher does, read from its name, for a small hint on its badge. */
function mediaKind(name) {
  if (/\b(FM|Radio)\b/i.test(name)) return 'radio';
  if (/\b(TV|Television|Channel|Screen)\b/i.test(name)) return 'screen';
  if (/\bPodcast\b/i.test(name)) return 'radio';
  if (/\b(Courier|Review|Weekly|Magazine|Digest|Post|Herald|Times)\b/i.test(name)) return 'press';
  return null;
}

/** A monogram badge of the given shape, with the hint of a media kind around it. */
function badge({ shape, x, y, s, colours, letters, key, kind }) {
  const { main, accent } = colours;
  const d = shapePath(shape, x, y, s);
  let out = '';
  if (shape === 'ring') out += `<path d="${d}" fill="none" stroke="${main}" stroke-width="${f1(s * 0.09)}"/>`;
  else if (shape === 'split')
    out += `<path d="${d}" fill="${main}"/><path d="M${f1(x - s / 2)} ${f1(y)} a${f1(s / 2)} ${f1(s / 2)} 0 0 0 ${f1(s)} 0Z" fill="${accent}"/>`;
  else out += `<path d="${d}" fill="${main}"/>`;
  if (shape === 'stamp')
    out += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(s * 0.41)}" fill="none" stroke="${accent}" stroke-width="${f1(s * 0.025)}" stroke-dasharray="${f1(s * 0.04)} ${f1(s * 0.03)}"/>`;
  const ink = shape === 'ring' ? main : '#ffffff';
  const t = fit(letters, key, { max: Math.round(s * (letters.length > 2 ? 0.36 : 0.5)), maxWidth: s * 0.7 });
  out += textLines([letters], { x, y: y + t.size * 0.36, key, size: t.size, fill: ink, anchor: 'middle' });
  if (kind === 'radio')
    for (let i = 1; i <= 2; i += 1) {
      const rad = s * (0.5 + i * 0.14);
      out += `<path d="M${f1(x + rad * Math.cos(-0.7))} ${f1(y + rad * Math.sin(-0.7))} A${f1(rad)} ${f1(rad)} 0 0 1 ${f1(x + rad * Math.cos(0.7))} ${f1(y + rad * Math.sin(0.7))}" fill="none" stroke="${accent}" stroke-width="${f1(s * 0.055)}" stroke-linecap="round"/>`;
    }
  else if (kind === 'screen') {
    const e = s * 0.62;
    const c = s * 0.16;
    out += `<path d="M${f1(x - e)} ${f1(y - e + c)} v${f1(-c)} h${f1(c)} M${f1(x + e - c)} ${f1(y - e)} h${f1(c)} v${f1(c)} M${f1(x + e)} ${f1(y + e - c)} v${f1(c)} h${f1(-c)} M${f1(x - e + c)} ${f1(y + e)} h${f1(-c)} v${f1(-c)}" fill="none" stroke="${accent}" stroke-width="${f1(s * 0.05)}" stroke-linecap="round"/>`;
  } else if (kind === 'press')
    out += `<rect x="${f1(x - s * 0.5)}" y="${f1(y + s * 0.62)}" width="${f1(s)}" height="${f1(s * 0.05)}" fill="${accent}"/><rect x="${f1(x - s * 0.5)}" y="${f1(y - s * 0.67)}" width="${f1(s)}" height="${f1(s * 0.05)}" fill="${accent}"/>`;
  return out;
}

/** The partner's name beside or under a mark, fitted to the space left. */
function nameBlock(label, { x, y, maxWidth, key, ink, anchor = 'start', max = 46, maxLines = 3, spacing = 0 }) {
  const t = fit(label, key, { max, min: 15, maxWidth, maxLines, spacing });
  const lh = t.size * 1.1;
  const top = y - (lh * t.lines.length) / 2 + t.size * 0.8;
  const width = Math.max(...t.lines.map((l) => measure(l, key, t.size, spacing)));
  return {
    width,
    svg: textLines(t.lines, { x, y: top, key, size: t.size, lineHeight: 1.1, fill: ink, anchor, spacing }),
  };
}

const TYPE = ['sansBold', 'condBold', 'serifBold', 'sans', 'serif', 'serifItalic'];
const FAMILIES = ['badge', 'badge', 'letter', 'tiles', 'wordmark', 'boxed', 'stacked'];

/**
 * Chooses a partner's design from its name: family, shape, type, case and colours. `taken` holds
 * the designs already on the wall; a repeat moves on to the next shape or family.
 */
export function logoDesign(name, taken = new Set()) {
  const r = rng(`logo:${name}`);
  const colours = coloursOf(r);
  let family = r.pick(FAMILIES);
  const shape = r.pick(SHAPES);
  const key = r.pick(TYPE);
  const upper = r.chance(0.35);
  const kind = mediaKind(name);
  if (kind && family !== 'badge' && r.chance(0.7)) family = 'badge';
  // every family × shape × typeface × case, ordered so the next one differs in shape or family first
  const combos = [false, true].flatMap((up) =>
    TYPE.flatMap((k) =>
      [...new Set(FAMILIES)].flatMap((f) => (f === 'badge' ? SHAPES : ['']).map((sh) => ({ f, sh, k, up }))),
    ),
  );
  const signature = (d) => `${d.f}:${d.sh}:${d.k}:${d.up}`;
  const start = combos.findIndex(
    (d) => d.f === family && (family !== 'badge' || d.sh === shape) && d.k === key && d.up === upper,
  );
  const chosen =
    combos.map((_, i) => combos[(start + i) % combos.length]).find((d) => !taken.has(signature(d))) ?? combos[start];
  taken.add(signature(chosen));
  return {
    colours,
    family: chosen.f,
    shape: chosen.f === 'badge' ? chosen.sh : shape,
    key: chosen.k,
    upper: chosen.up,
    kind,
    layout: r.pick(['left', 'left', 'stack']),
  };
}

/** Logo SVG for a partner name, drawn from its design (see logoDesign). */
export function logo(name, design) {
  const { colours, family, shape, key, upper, kind, layout } = design;
  const { main, accent, ground } = colours;
  const label = upper ? name.toUpperCase() : name;
  const spacing = upper ? 1.5 : 0;
  const ink = mix(main, '#141016', 0.35);
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`;
  const letters = initials(name, family === 'tiles' ? 4 : 3);
  const nameUnder = (max) =>
    nameBlock(label, { x: W / 2, y: 222, maxWidth: W - 80, key, ink, anchor: 'middle', max, maxLines: 2, spacing }).svg;

  if (family === 'badge' || family === 'letter') {
    const s = layout === 'stack' ? 108 : 124;
    const mark = (x, y) =>
      family === 'badge'
        ? badge({ shape, x, y, s, colours, letters, key: key === 'serifItalic' ? 'serifBold' : key, kind })
        : // one big initial on a block of the accent colour, offset like a print that slipped
          `<rect x="${f1(x - s * 0.42)}" y="${f1(y - s * 0.38)}" width="${f1(s * 0.9)}" height="${f1(s * 0.9)}" rx="${f1(s * 0.06)}" fill="${accent}"/>` +
          textLines([letters[0]], {
            x: x - s * 0.04,
            y: y + s * 0.34,
            key: key.startsWith('serif') ? 'serifBold' : 'sansBold',
            size: s * 0.95,
            fill: main,
            anchor: 'middle',
          });
    if (layout === 'stack') {
      body += mark(W / 2, 92) + nameUnder(36);
    } else {
      // room for the waves or corners a broadcaster's badge carries
      const gap = family === 'badge' && kind ? 64 : 40;
      const maxWidth = W - 80 - s - gap;
      const probe = nameBlock(label, { x: 0, y: H / 2, maxWidth, key, ink, spacing });
      const x0 = (W - (s + gap + probe.width)) / 2;
      body += mark(x0 + s / 2, H / 2);
      body += nameBlock(label, { x: x0 + s + gap, y: H / 2, maxWidth, key, ink, spacing }).svg;
    }
  } else if (family === 'tiles') {
    // the initials on a row of square tiles in the partner's tones, the name under them
    const tile = letters.length > 3 ? 66 : 78;
    const gap = 8;
    const total = letters.length * tile + (letters.length - 1) * gap;
    const tones = [main, accent, darken(main, 0.25), mix(main, accent, 0.5)];
    [...letters].forEach((ch, i) => {
      const x = (W - total) / 2 + i * (tile + gap);
      const fill = tones[i % tones.length];
      body += `<rect x="${f1(x)}" y="60" width="${tile}" height="${tile}" rx="${f1(tile * 0.14)}" fill="${fill}"/>`;
      body += textLines([ch], {
        x: x + tile / 2,
        y: 60 + tile * 0.72,
        key: 'sansBold',
        size: tile * 0.6,
        fill: inkOn(fill),
        anchor: 'middle',
      });
    });
    body += nameUnder(34);
  } else if (family === 'boxed') {
    // the name reversed out of a block of the brand colour, with an accent tab
    body += `<rect x="40" y="60" width="${W - 80}" height="${H - 120}" rx="10" fill="${main}"/><rect x="40" y="${H - 72}" width="${f1((W - 80) * 0.3)}" height="12" fill="${accent}"/>`;
    body += nameBlock(label, {
      x: W / 2,
      y: H / 2 - 4,
      maxWidth: W - 140,
      key,
      ink: '#ffffff',
      anchor: 'middle',
      max: 50,
      maxLines: 2,
      spacing,
    }).svg;
  } else if (family === 'stacked') {
    // one word a line, left-aligned against a bar, the first word in the accent colour
    const words = label.split(/\s+/);
    const lines = words.length > 3 ? [words.slice(0, 2).join(' '), ...words.slice(2)] : words;
    const t = fit(
      lines.reduce((a, b) => (measure(a, key, 10) > measure(b, key, 10) ? a : b)),
      key,
      {
        max: Math.min(64, Math.floor(200 / lines.length)),
        min: 14,
        maxWidth: W - 200,
        spacing,
      },
    );
    const lh = t.size * 1.02;
    const top = H / 2 - (lh * lines.length) / 2;
    body += `<rect x="110" y="${f1(top)}" width="14" height="${f1(lh * lines.length)}" fill="${accent}"/>`;
    lines.forEach((line, i) => {
      body += textLines([line], {
        x: 144,
        y: top + lh * i + t.size * 0.84,
        key,
        size: t.size,
        fill: i === 0 ? main : ink,
        spacing,
      });
    });
  } else {
    // a wordmark: the name alone, its first letter in the accent colour, a rule under it
    const t = fit(label, key, { max: 62, min: 16, maxWidth: W - 90, maxLines: 2, spacing });
    const lh = t.size * 1.08;
    const y0 = H / 2 - (lh * t.lines.length + 22) / 2 + t.size * 0.85;
    const [first, ...rest] = t.lines;
    body += `<text x="${W / 2}" y="${f1(y0)}" ${fontAttrs(key, t.size, spacing)} fill="${ink}" text-anchor="middle"><tspan fill="${accent}">${esc(first[0])}</tspan>${esc(first.slice(1))}</text>`;
    body += textLines(rest, {
      x: W / 2,
      y: y0 + lh,
      key,
      size: t.size,
      lineHeight: 1.08,
      fill: ink,
      anchor: 'middle',
      spacing,
    });
    const ruleY = y0 + lh * (t.lines.length - 1) + 22;
    body += `<rect x="${W / 2 - 70}" y="${f1(ruleY)}" width="140" height="8" rx="4" fill="${main}"/>`;
  }
  return svgDoc({ w: W, h: H, body: `<title>${esc(name)}</title>${body}` });
}
