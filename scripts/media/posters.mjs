// Poster artwork for the partner-event carousels (this edition and the previous one), each
// carrying its title and dates as content/partner-events.ts and content/programme.ts give them.
import { darken, esc, f1, inkOn, lighten, PALETTES } from './core.mjs';
import { fit, fontAttrs, measure, textLines } from './fonts.mjs';
import { ankara, chevrons, icon, kente, motif, MOTIFS, mudcloth, triangles } from './art.mjs';
import { Canvas } from './stage.mjs';

/**
 * The motif of an event's poster, from the words of its title (content/partner-events.ts holds
 * the titles; the first matching rule wins).
 */
const ICON_RULES = [
  [/kingdom/i, ['crown', 'reel']],
  [/sport/i, ['ball', 'laptop']],
  [/fashion/i, ['dressform', 'hanger']],
  [/\bart\b/i, ['easel', 'palette']],
  [/creator/i, ['phone', 'heart']],
  [/legal/i, ['scales', 'doc']],
  [/photograph/i, ['camera', 'aperture']],
  [/entertainment/i, ['mic', 'star']],
  [/film/i, ['clapper', 'reel']],
  [/continuum/i, ['infinity', 'star']],
  [/hackathon/i, ['laptop', 'trophy']],
  [/next level/i, ['mic', 'stairs']],
  [/music/i, ['headphones', 'notes']],
  [/dance/i, ['dancer', 'drum']],
];

export function posterIcons(title) {
  return ICON_RULES.find(([pattern]) => pattern.test(title))?.[1] ?? ['star', 'heart'];
}

const shortDate = (date, withYear = true) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .toUpperCase();

/** The date line of a poster: the days an event's sessions run on ("17 SEP 2025", "16–19 SEP 2025"). */
export function posterWhen(dates) {
  const days = [...new Set(dates)].sort();
  if (days.length === 0) return '';
  if (days.length === 1) return shortDate(days[0]);
  const [first, last] = [days[0], days[days.length - 1]];
  return first.slice(0, 7) === last.slice(0, 7)
    ? `${Number(first.slice(8))}–${shortDate(last)}`
    : `${shortDate(first, false)} – ${shortDate(last)}`;
}

function pat(c, r, pal, scale) {
  const [a, b, d] = r.shuffle(pal.accents);
  const k = r.int(0, 4);
  const id = c.id('p');
  if (k === 0) return c.pattern(kente(id, [a, b, d, lighten(a, 0.4), pal.deep], 40 * scale));
  if (k === 1) return c.pattern(mudcloth(id, pal.deep2, lighten(a, 0.55), 64 * scale));
  if (k === 2) return c.pattern(ankara(id, a, b, pal.deep, 70 * scale));
  if (k === 3) return c.pattern(chevrons(id, a, darken(b, 0.15), 44 * scale, 90));
  return c.pattern(triangles(id, a, b, d, 56 * scale));
}

/** Poster for an event { title, when, icons }, with the edition's year on it. */
export function poster(r, ev, edition, w = 1200, h = 800) {
  const c = new Canvas(1200, 800);
  const W = 1200;
  const H = 800;
  const pal = r.pick(PALETTES);
  const [a, b] = r.shuffle(pal.accents);
  const layout = r.int(0, 2);
  const eyebrow = `AFRICA CREATIVE MARKET · ${edition}`;
  if (layout === 0) {
    // split: text panel left, pattern + icon right
    c.add(`<rect width="${W}" height="${H}" fill="${pat(c, r, pal, 1)}"/>`);
    c.add(
      `<circle cx="${f1(W * 0.78)}" cy="${H / 2}" r="230" fill="${pal.deep}"/><circle cx="${f1(W * 0.78)}" cy="${H / 2}" r="200" fill="${lighten(a, 0.1)}"/>`,
    );
    c.add(icon(ev.icons[0], W * 0.78, H / 2, 260, { a: b === a ? lighten(a, 0.4) : b, b: pal.deep, d: '#ffffff' }));
    c.add(`<path d="M0 0 H${f1(W * 0.6)} L${f1(W * 0.52)} ${H} H0Z" fill="${pal.deep}"/>`);
    c.add(
      `<path d="M${f1(W * 0.6)} 0 L${f1(W * 0.52)} ${H} L${f1(W * 0.535)} ${H} L${f1(W * 0.615)} 0Z" fill="${a}"/>`,
    );
    textBlock(c, ev, eyebrow, {
      x: 70,
      y: 0,
      maxW: W * 0.44,
      h: H,
      color: '#ffffff',
      accent: a,
      grounds: [pal.deep],
      anchor: 'start',
    });
  } else if (layout === 1) {
    // centred: gradient, faint motif field, icons top, kente band bottom
    c.add(
      `<rect width="${W}" height="${H}" fill="${c.grad(
        [
          [0, pal.deep2],
          [1, pal.deep],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"/>`,
    );
    const m = r.pick(MOTIFS);
    for (let i = 0; i < 6; i += 1)
      for (let j = 0; j < 4; j += 1)
        c.add(motif(m, 100 + i * 200, 100 + j * 200, 110, lighten(pal.deep2, 0.18), { sw: 0.06 }));
    c.add(
      `<rect x="0" y="${H - 90}" width="${W}" height="90" fill="${pat(c, r, pal, 0.8)}"/><rect x="0" y="${H - 96}" width="${W}" height="6" fill="${a}"/>`,
    );
    c.add(
      `<circle cx="${W / 2 - 80}" cy="170" r="92" fill="${a}"/><circle cx="${W / 2 + 80}" cy="170" r="92" fill="${b}"/>`,
    );
    c.add(icon(ev.icons[0], W / 2 - 80, 170, 120, { a: '#ffffff', b: pal.deep, d: '#ffffff' }));
    c.add(icon(ev.icons[1], W / 2 + 80, 170, 120, { a: '#ffffff', b: pal.deep, d: '#ffffff' }));
    textBlock(c, ev, eyebrow, {
      x: W / 2,
      y: 290,
      maxW: W * 0.82,
      h: H - 290 - 110,
      color: '#ffffff',
      accent: a,
      grounds: [pal.deep, pal.deep2],
      anchor: 'middle',
    });
  } else {
    // diagonal colour fields, big icon, title bottom-left on a dark band
    c.add(`<rect width="${W}" height="${H}" fill="${a}"/>`);
    c.add(`<path d="M${W * 0.35} 0 H${W} V${H * 0.7}Z" fill="${b}"/>`);
    c.add(
      `<rect x="${W * 0.72}" y="0" width="${W * 0.28}" height="${H}" fill="${pat(c, r, pal, 0.9)}" opacity="0.9"/>`,
    );
    c.add(`<circle cx="${W * 0.78}" cy="${H * 0.34}" r="170" fill="${pal.light}"/>`);
    c.add(icon(ev.icons[0], W * 0.78, H * 0.34, 210, { a, b: pal.deep, d: '#ffffff' }));
    c.add(`<path d="M0 ${H * 0.4} L${W * 0.64} ${H * 0.47} L${W * 0.6} ${H} H0Z" fill="${pal.deep}"/>`);
    textBlock(c, ev, eyebrow, {
      x: 60,
      y: H * 0.5,
      maxW: W * 0.5,
      h: H * 0.5,
      color: '#ffffff',
      accent: inkOn(a) === '#ffffff' ? lighten(a, 0.3) : a,
      grounds: [pal.deep],
      anchor: 'start',
    });
  }
  return c.svg(w, h);
}

/** WCAG contrast ratio of two colours. */
function contrast(one, two) {
  const channel = (hex, i) => {
    const v = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const lum = (hex) => 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
  const [high, low] = [lum(one), lum(two)].sort((a, b) => b - a);
  return (high + 0.05) / (low + 0.05);
}

/**
 * The accent lightened until it reads at 4.5:1 on every ground behind the text: a green or red
 * accent on a deep purple panel otherwise blurs into it.
 */
function legibleOn(grounds, accent) {
  let colour = accent;
  for (let t = 0.1; t <= 1 && grounds.some((ground) => contrast(colour, ground) < 4.5); t += 0.1)
    colour = lighten(accent, t);
  return colour;
}

function textBlock(c, ev, eyebrow, { x, y, maxW, h, color, accent: given, grounds, anchor }) {
  const accent = legibleOn(grounds, given);
  const when = fit(ev.when, 'condBold', { max: 26, min: 16, maxWidth: maxW, maxLines: 1, spacing: 1 });
  let t;
  let blockH;
  // Largest title size whose whole block (eyebrow, title, date pill) fits the panel height.
  for (let max = 78; max >= 30; max -= 2) {
    t = fit(ev.title, 'sansBold', { max, min: 30, maxWidth: maxW, maxLines: 4 });
    blockH = 30 + 26 + t.size * 1.08 * t.lines.length + 28 + when.size + 22;
    if (blockH <= h - 40) break;
  }
  const lh = t.size * 1.08;
  let cy = y + (h - blockH) / 2;
  c.add(
    `<text x="${f1(x)}" y="${f1(cy + 20)}" ${fontAttrs('condBold', 20, 3)} fill="${accent}" text-anchor="${anchor}">${esc(eyebrow)}</text>`,
  );
  cy += 30 + 26;
  c.add(
    textLines(t.lines, {
      x,
      y: cy + t.size * 0.8,
      key: 'sansBold',
      size: t.size,
      lineHeight: 1.08,
      fill: color,
      anchor,
    }),
  );
  cy += lh * t.lines.length + 28;
  const pw = measure(when.lines[0] ?? '', 'condBold', when.size, 1) + 36;
  const px = anchor === 'middle' ? x - pw / 2 : x;
  c.add(
    `<rect x="${f1(px)}" y="${f1(cy)}" width="${f1(pw)}" height="${f1(when.size + 22)}" rx="${f1((when.size + 22) / 2)}" fill="${accent}"/>`,
  );
  c.add(
    textLines(when.lines, {
      x: px + pw / 2,
      y: cy + 11 + when.size * 0.82,
      key: 'condBold',
      size: when.size,
      fill: inkOn(accent),
      anchor: 'middle',
      spacing: 1,
    }),
  );
}
