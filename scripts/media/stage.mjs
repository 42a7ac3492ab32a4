// The stage kit the event scenes share: a canvas that collects defs, stage lights, LED screens
// with session titles, the stage floor, a vignette, and clothes for the people drawn.
import { darken, esc, f1, lighten, linearGradient, mix, radialGradient, SKIN, svgDoc } from './core.mjs';
import { fontAttrs, fit, textLines } from './fonts.mjs';
import { beam, kente, motif, MOTIFS } from './art.mjs';

const SLOGANS = [
  'AFRICA CREATIVE MARKET',
  'CREATE · CONNECT · TRADE',
  'THE FUTURE IS CREATIVE',
  'ACM LAGOS',
  'MADE IN AFRICA',
  'CREATIVE ECONOMY NOW',
];
const SESSION_TITLES = [
  'The Business of Creativity',
  'Financing African Stories',
  'From Talent to Trade',
  'Rights, Royalties & Revenue',
  'Scaling the Creative Economy',
  'Women Shaping the Screen',
  'Digital Creators Rising',
  'Culture as Capital',
];

/** Accumulates defs and body with unique ids. */
export class Canvas {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.n = 0;
  }
  id(p = 'i') {
    this.n += 1;
    return `${p}${this.n}`;
  }
  add(s) {
    this.body.push(s);
  }
  def(s) {
    this.defs.push(s);
  }
  /** Adds a { def, body } pair (beam, glow). */
  put(x) {
    this.defs.push(x.def);
    this.body.push(x.body);
  }
  pattern(p) {
    this.defs.push(p.def);
    return p.fill;
  }
  grad(stops, dir) {
    const id = this.id('g');
    this.defs.push(linearGradient(id, stops, dir));
    return `url(#${id})`;
  }
  radial(stops, opts) {
    const id = this.id('r');
    this.defs.push(radialGradient(id, stops, opts));
    return `url(#${id})`;
  }
  svg(outW = this.w, outH = this.h) {
    return svgDoc({ w: outW, h: outH, vw: this.w, vh: this.h, defs: this.defs.join(''), body: this.body.join('') });
  }
}

export const outfit = (r, pal) => {
  const dress = r.chance(0.4);
  const top = r.pick([...pal.accents, '#f4efe6', '#1f2a44', '#7a1d2e', '#0b6e4f', '#f5b700']);
  return {
    // the lightest two tones are left out: the crowd is at a Lagos event
    skin: r.pick(SKIN.slice(0, 10)),
    top,
    bottom: r.pick(['#1b1b2f', '#2b2b2b', '#3b2a1e', '#f4efe6', '#24324f']),
    dress,
    wrap: dress && r.chance(0.45) ? r.pick(pal.accents) : undefined,
    afro: r.chance(0.25),
    hair: '#141010',
  };
};

export function vignette(c, strength = 0.55) {
  c.add(
    `<rect width="${c.w}" height="${c.h}" fill="${c.radial(
      [
        [0.55, '#000', 0],
        [1, '#000', strength],
      ],
      { cx: 0.5, cy: 0.5, r: 0.75 },
    )}"/>`,
  );
}

export function lights(c, r, pal, { n, y = -10, spread = [14, 26], len = c.h * 1.1, opacity = 0.45, colors }) {
  for (let i = 0; i < n; i += 1) {
    const x = c.w * ((i + 0.5) / n) + r.range(-c.w * 0.04, c.w * 0.04);
    const ang = r.range(-35, 35);
    c.put(beam(c.id('b'), x, y, ang, len, r.range(spread[0], spread[1]), r.pick(colors ?? pal.accents), opacity));
  }
}

export function screen(c, r, pal, x, y, w, h, { text = true } = {}) {
  const [a, b] = r.shuffle(pal.accents);
  c.add(`<rect x="${f1(x - 6)}" y="${f1(y - 6)}" width="${f1(w + 12)}" height="${f1(h + 12)}" rx="4" fill="#0a0a0e"/>`);
  c.add(
    `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${c.grad(
      [
        [0, mix(a, pal.deep, 0.2)],
        [1, mix(b, pal.deep, 0.45)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  const kind = r.int(0, 2);
  if (kind === 0) {
    const k = c.pattern(kente(c.id('k'), [a, b, pal.deep, lighten(a, 0.4), '#141016'], h / 7));
    c.add(`<rect x="${f1(x)}" y="${f1(y + h * 0.78)}" width="${f1(w)}" height="${f1(h * 0.22)}" fill="${k}"/>`);
  } else if (kind === 1) {
    const m = r.pick(MOTIFS);
    c.add(motif(m, x + w * 0.82, y + h * 0.5, h * 0.6, lighten(b, 0.5), { sw: 0.07 }));
  } else {
    for (let i = 0; i < 5; i += 1)
      c.add(
        `<circle cx="${f1(x + w * 0.85)}" cy="${f1(y + h * 0.5)}" r="${f1(h * (0.1 + i * 0.09))}" fill="none" stroke="${lighten(a, 0.4)}" stroke-width="${f1(h * 0.02)}" opacity="${f1(1 - i * 0.17)}"/>`,
      );
  }
  if (text && w > 140) {
    const eyebrow = r.pick(SLOGANS);
    const title = r.pick(SESSION_TITLES);
    const maxW = w * (kind === 0 ? 0.86 : 0.62);
    const t = fit(title, 'sansBold', { max: Math.round(h * 0.2), min: 6, maxWidth: maxW, maxLines: 2 });
    c.add(
      `<text x="${f1(x + w * 0.07)}" y="${f1(y + h * 0.2)}" ${fontAttrs('sansBold', h * 0.075, h * 0.012)} fill="${lighten(a, 0.6)}">${esc(eyebrow)}</text>`,
    );
    c.add(
      textLines(t.lines, {
        x: x + w * 0.07,
        y: y + h * 0.22 + t.size * 1.05,
        key: 'sansBold',
        size: t.size,
        lineHeight: 1.1,
        fill: '#ffffff',
      }),
    );
  }
}

export function stageFloor(c, pal, y, depth, color) {
  c.add(
    `<rect x="0" y="${f1(y)}" width="${c.w}" height="${f1(depth)}" fill="${c.grad([
      [0, lighten(color, 0.12)],
      [1, color],
    ])}"/>`,
  );
  c.add(`<rect x="0" y="${f1(y + depth)}" width="${c.w}" height="${f1(c.h * 0.06)}" fill="${darken(color, 0.55)}"/>`);
  c.add(
    `<rect x="0" y="${f1(y + depth)}" width="${c.w}" height="3" fill="${lighten(pal.accents[0], 0.2)}" opacity="0.6"/>`,
  );
}

/** A full-width band from y down `height`, shaded from one colour at its top to another at its foot. */
export function band(c, y, height, top, bottom) {
  c.add(
    `<rect y="${f1(y)}" width="${c.w}" height="${f1(height)}" fill="${c.grad([
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
}
