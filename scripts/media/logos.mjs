// Partner logos: a mark and the partner's name on a light ground, with varied marks, colours,
// layouts and type so a wall of 117 logos reads like real sponsors rather than a template.
import { darken, esc, f1, lighten, mix, svgDoc } from './core.mjs';
import { fit, measure, textLines } from './fonts.mjs';
import { kente, motif, MOTIFS } from './art.mjs';

const W = 600;
const H = 300;
const BRANDS = [
  '#b8360f',
  '#0b6e4f',
  '#2d0f3f',
  '#1b4fa0',
  '#c8321c',
  '#0f7c8a',
  '#6b2fa3',
  '#d98e04',
  '#a4133c',
  '#14213d',
  '#2a9d8f',
  '#e76f51',
  '#3a5a40',
  '#7b2cbf',
  '#005f73',
  '#bc6c25',
];
const SMALL = new Set(['of', 'and', '&', 'de', 'the', 'for']);

const initials = (name) =>
  name
    .replace(/[^A-Za-z0-9& ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !SMALL.has(w.toLowerCase()) && /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');

function mark(r, kind, x, y, s, c1, c2, name, defs) {
  const u = s / 2;
  switch (kind) {
    case 'monogram': {
      const ini = initials(name);
      const round = r.chance(0.6);
      const shape = round
        ? `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(u)}" fill="${c1}"/>`
        : `<rect x="${f1(x - u)}" y="${f1(y - u)}" width="${f1(s)}" height="${f1(s)}" rx="${f1(s * 0.22)}" fill="${c1}"/>`;
      const t = fit(ini, 'sansBold', { max: Math.round(s * 0.5), maxWidth: s * 0.72 });
      return (
        shape +
        `<circle cx="${f1(x + u * 0.62)}" cy="${f1(y - u * 0.62)}" r="${f1(u * 0.2)}" fill="${c2}"/>` +
        textLines([ini], { x, y: y + t.size * 0.36, key: 'sansBold', size: t.size, fill: '#ffffff', anchor: 'middle' })
      );
    }
    case 'motif':
      return motif(r.pick(MOTIFS), x, y, s, c1, { sw: 0.1 });
    case 'bars':
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${f1(x - u + i * s * 0.36)}" y="${f1(y + u - s * (0.45 + i * 0.27))}" width="${f1(s * 0.26)}" height="${f1(s * (0.45 + i * 0.27))}" rx="${f1(s * 0.05)}" fill="${i === 1 ? c2 : c1}"/>`,
        )
        .join('');
    case 'sun': {
      let rays = '';
      for (let i = 0; i < 9; i += 1) {
        const a = Math.PI + (i / 8) * Math.PI;
        rays += `<path d="M${f1(x + Math.cos(a) * u * 0.62)} ${f1(y + u * 0.3 + Math.sin(a) * u * 0.62)} L${f1(x + Math.cos(a) * u)} ${f1(y + u * 0.3 + Math.sin(a) * u)}" stroke="${c2}" stroke-width="${f1(s * 0.07)}" stroke-linecap="round"/>`;
      }
      return `${rays}<path d="M${f1(x - u * 0.48)} ${f1(y + u * 0.3)} A${f1(u * 0.48)} ${f1(u * 0.48)} 0 0 1 ${f1(x + u * 0.48)} ${f1(y + u * 0.3)}Z" fill="${c1}"/><rect x="${f1(x - u)}" y="${f1(y + u * 0.42)}" width="${f1(s)}" height="${f1(s * 0.08)}" fill="${c1}"/>`;
    }
    case 'waves':
      return [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${f1(x - u)} ${f1(y - u * 0.5 + i * u * 0.5)} q${f1(u / 2)} ${f1(-u * 0.35)} ${f1(u)} 0 t${f1(u)} 0" stroke="${i === 1 ? c2 : c1}" stroke-width="${f1(s * 0.11)}" fill="none" stroke-linecap="round"/>`,
        )
        .join('');
    case 'quarters':
      return [
        [0, 0, c1],
        [1, 0, c2],
        [0, 1, c2],
        [1, 1, c1],
      ]
        .map(([i, j, c], k) => {
          const x0 = x - u + i * u;
          const y0 = y - u + j * u;
          const corners = [
            [x0 + u, y0 + u],
            [x0, y0 + u],
            [x0 + u, y0],
            [x0, y0],
          ];
          const [cx, cy] = corners[k];
          return `<path d="M${f1(cx)} ${f1(cy)} L${f1(cx === x0 ? x0 + u : x0)} ${f1(cy)} A${f1(u)} ${f1(u)} 0 0 ${k === 1 || k === 2 ? 1 : 0} ${f1(cx)} ${f1(cy === y0 ? y0 + u : y0)}Z" fill="${c}"/>`;
        })
        .join('');
    case 'kente': {
      const id = `lk${defs.length}`;
      defs.push(kente(id, [c1, c2, lighten(c1, 0.5), lighten(c2, 0.4), '#141016'], s / 4).def);
      return `<rect x="${f1(x - u)}" y="${f1(y - u)}" width="${f1(s)}" height="${f1(s)}" rx="${f1(s * 0.18)}" fill="url(#${id})"/>`;
    }
    case 'diamond':
      return `<path d="M${f1(x)} ${f1(y - u)} L${f1(x + u)} ${f1(y)} L${f1(x)} ${f1(y + u)} L${f1(x - u)} ${f1(y)}Z" fill="${c1}"/><path d="M${f1(x)} ${f1(y - u)} L${f1(x + u)} ${f1(y)} L${f1(x)} ${f1(y)}Z" fill="${c2}"/><path d="M${f1(x)} ${f1(y + u)} L${f1(x - u)} ${f1(y)} L${f1(x)} ${f1(y)}Z" fill="${lighten(c1, 0.35)}"/>`;
    case 'play':
      // a broadcaster's mark: a screen on a stand with a play triangle (deliberately not a video-site button)
      return `<path d="M${f1(x - u * 0.35)} ${f1(y - u)} L${f1(x)} ${f1(y - u * 0.62)} L${f1(x + u * 0.35)} ${f1(y - u)}" stroke="${c2}" stroke-width="${f1(s * 0.05)}" fill="none" stroke-linecap="round"/><rect x="${f1(x - u)}" y="${f1(y - u * 0.62)}" width="${f1(s)}" height="${f1(s * 0.68)}" rx="${f1(s * 0.06)}" fill="none" stroke="${c1}" stroke-width="${f1(s * 0.08)}"/><path d="M${f1(x - u * 0.2)} ${f1(y - u * 0.32)} L${f1(x + u * 0.3)} ${f1(y + 0.02 * s)} L${f1(x - u * 0.2)} ${f1(y + u * 0.36)}Z" fill="${c2}"/><rect x="${f1(x - u * 0.5)}" y="${f1(y + u * 0.86)}" width="${f1(u)}" height="${f1(s * 0.07)}" rx="3" fill="${c1}"/>`;
    case 'leaf':
      return `<path d="M${f1(x - u)} ${f1(y + u)} C${f1(x - u)} ${f1(y - u * 0.4)} ${f1(x)} ${f1(y - u)} ${f1(x + u)} ${f1(y - u)} C${f1(x + u)} ${f1(y + u * 0.2)} ${f1(x + u * 0.1)} ${f1(y + u)} ${f1(x - u)} ${f1(y + u)}Z" fill="${c1}"/><path d="M${f1(x - u)} ${f1(y + u)} Q${f1(x)} ${f1(y)} ${f1(x + u * 0.7)} ${f1(y - u * 0.7)}" stroke="${c2}" stroke-width="${f1(s * 0.06)}" fill="none"/>`;
    default: {
      // concentric arcs like a signal
      return (
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M${f1(x - u * (0.35 + i * 0.3))} ${f1(y + u * 0.5)} A${f1(u * (0.35 + i * 0.3))} ${f1(u * (0.35 + i * 0.3))} 0 0 1 ${f1(x + u * (0.35 + i * 0.3))} ${f1(y + u * 0.5)}" stroke="${i === 0 ? c2 : c1}" stroke-width="${f1(s * 0.09)}" fill="none" stroke-linecap="round"/>`,
          )
          .join('') + `<circle cx="${f1(x)}" cy="${f1(y + u * 0.5)}" r="${f1(s * 0.08)}" fill="${c2}"/>`
      );
    }
  }
}

const MARKS = [
  'monogram',
  'motif',
  'bars',
  'sun',
  'waves',
  'quarters',
  'kente',
  'diamond',
  'leaf',
  'signal',
  'monogram',
  'motif',
];
const TYPE = ['sansBold', 'condBold', 'serifBold', 'sans', 'serif', 'sansBold', 'cond', 'sansLight'];

/** Logo SVG for a partner name; `hint` biases the mark (e.g. 'play' for broadcasters). */
export function logo(r, name, { hint } = {}) {
  const defs = [];
  const c1 = r.pick(BRANDS);
  const c2 = r.pick(['#f5b700', '#f26b1d', '#08a045', '#e83f6f', '#3f7bd9', mix(c1, '#ffffff', 0.45), '#ffb627']);
  const bgKind = r.int(0, 5);
  const bg = bgKind === 0 ? lighten(c1, 0.92) : bgKind === 1 ? '#fbf6ee' : '#ffffff';
  const kind = hint && r.chance(0.5) ? hint : r.pick(MARKS);
  const key = r.pick(TYPE);
  const upper = r.chance(0.4);
  const label = upper ? name.toUpperCase() : name;
  const spacing = upper ? 2 : 0;
  const ink = r.chance(0.5) ? darken(c1, 0.25) : '#1d1a22';
  const layout = r.pick(['left', 'left', 'stack', 'word']);
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  if (layout === 'left') {
    const s = r.range(100, 130);
    const maxW = W - 100 - s - 30;
    const t = fit(label, key, { max: 50, min: 16, maxWidth: maxW, maxLines: 3, spacing });
    const lh = t.size * 1.12;
    const blockH = lh * t.lines.length;
    const totalW = s + 30 + Math.max(...t.lines.map((l) => measure(l, key, t.size, spacing)));
    const x0 = (W - totalW) / 2;
    body += mark(r, kind, x0 + s / 2, H / 2, s, c1, c2, name, defs);
    body += textLines(t.lines, {
      x: x0 + s + 30,
      y: H / 2 - blockH / 2 + t.size * 0.9,
      key,
      size: t.size,
      lineHeight: 1.12,
      fill: ink,
      spacing,
    });
  } else if (layout === 'stack') {
    const s = r.range(84, 104);
    const t = fit(label, key, { max: 38, min: 14, maxWidth: W - 80, maxLines: 2, spacing });
    const blockH = s + 22 + t.size * 1.12 * t.lines.length;
    const y0 = (H - blockH) / 2;
    body += mark(r, kind, W / 2, y0 + s / 2, s, c1, c2, name, defs);
    body += textLines(t.lines, {
      x: W / 2,
      y: y0 + s + 22 + t.size * 0.85,
      key,
      size: t.size,
      lineHeight: 1.12,
      fill: ink,
      anchor: 'middle',
      spacing,
    });
  } else {
    const t = fit(label, key === 'sansLight' ? 'sansBold' : key, {
      max: 58,
      min: 16,
      maxWidth: W - 90,
      maxLines: 2,
      spacing,
    });
    const k2 = key === 'sansLight' ? 'sansBold' : key;
    const lh = t.size * 1.08;
    const blockH = lh * t.lines.length + 26;
    const y0 = (H - blockH) / 2;
    body += textLines(t.lines, {
      x: W / 2,
      y: y0 + t.size * 0.85,
      key: k2,
      size: t.size,
      lineHeight: 1.08,
      fill: ink,
      anchor: 'middle',
      spacing,
    });
    const by = y0 + lh * t.lines.length + 10;
    body += `<rect x="${f1(W / 2 - 90)}" y="${f1(by)}" width="120" height="10" rx="5" fill="${c1}"/><rect x="${f1(W / 2 + 38)}" y="${f1(by)}" width="52" height="10" rx="5" fill="${c2}"/>`;
  }
  return svgDoc({ w: W, h: H, defs: defs.join(''), body: `<title>${esc(name)}</title>${body}` });
}
