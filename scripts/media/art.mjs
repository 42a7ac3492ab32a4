// Drawing vocabulary shared by every artwork: textile patterns (kente, mud cloth, ankara-like
// prints), adinkra-inspired motifs, people (standing, seated, seen from behind), stage lighting,
// a map of Africa and sector icons. All functions return SVG fragments as strings.
import { darken, f1, lighten, mix } from './core.mjs';

// ---------- patterns (return { def, fill }) ----------

/** Kente-like weave: 2×2 blocks alternating warp and weft stripes. */
export function kente(id, colors, b = 40, { rotate = 0, opacity = 1 } = {}) {
  const [c0, c1, c2, c3, c4 = '#141016'] = colors;
  const t = 2 * b;
  const v = (x, y, bg, a, c) =>
    `<rect x="${x}" y="${y}" width="${b}" height="${b}" fill="${bg}"/>` +
    `<rect x="${x + b * 0.12}" y="${y}" width="${b * 0.1}" height="${b}" fill="${a}"/>` +
    `<rect x="${x + b * 0.3}" y="${y}" width="${b * 0.05}" height="${b}" fill="${c4}"/>` +
    `<rect x="${x + b * 0.42}" y="${y}" width="${b * 0.16}" height="${b}" fill="${c}"/>` +
    `<rect x="${x + b * 0.65}" y="${y}" width="${b * 0.05}" height="${b}" fill="${c4}"/>` +
    `<rect x="${x + b * 0.78}" y="${y}" width="${b * 0.1}" height="${b}" fill="${a}"/>`;
  const h = (x, y, bg, a, c) =>
    `<rect x="${x}" y="${y}" width="${b}" height="${b}" fill="${bg}"/>` +
    `<rect x="${x}" y="${y + b * 0.1}" width="${b}" height="${b * 0.12}" fill="${a}"/>` +
    `<rect x="${x}" y="${y + b * 0.34}" width="${b}" height="${b * 0.32}" fill="${c}"/>` +
    `<rect x="${x}" y="${y + b * 0.46}" width="${b}" height="${b * 0.08}" fill="${c4}"/>` +
    `<rect x="${x}" y="${y + b * 0.78}" width="${b}" height="${b * 0.12}" fill="${a}"/>`;
  const def =
    `<pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse"${rotate ? ` patternTransform="rotate(${rotate})"` : ''}><g opacity="${opacity}">` +
    v(0, 0, c0, c1, c2) +
    h(b, 0, c3, c2, c1) +
    h(0, b, c3, c1, c0) +
    v(b, b, c2, c0, c3) +
    `</g></pattern>`;
  return { def, fill: `url(#${id})` };
}

/** Bogolan (mud cloth) style marks on a dark ground. */
export function mudcloth(id, bg, fg, s = 60) {
  const d = s / 6;
  const marks =
    `<rect width="${s}" height="${s}" fill="${bg}"/>` +
    `<path d="M0 ${d} L${s / 4} ${d * 2} L${s / 2} ${d} L${(3 * s) / 4} ${d * 2} L${s} ${d}" stroke="${fg}" stroke-width="${d * 0.45}" fill="none"/>` +
    [0.125, 0.375, 0.625, 0.875]
      .map((x) => `<circle cx="${x * s}" cy="${d * 3.4}" r="${d * 0.32}" fill="${fg}"/>`)
      .join('') +
    `<path d="M${s * 0.25 - d * 0.6} ${d * 4.8}h${d * 1.2}M${s * 0.25} ${d * 4.2}v${d * 1.2}M${s * 0.75 - d * 0.6} ${d * 4.8}h${d * 1.2}M${s * 0.75} ${d * 4.2}v${d * 1.2}" stroke="${fg}" stroke-width="${d * 0.3}"/>`;
  return {
    def: `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${marks}</pattern>`,
    fill: `url(#${id})`,
  };
}

/** Ankara-like wax print: concentric rings on a diamond lattice. */
export function ankara(id, bg, c1, c2, s = 60) {
  const ring = (x, y) =>
    `<circle cx="${x}" cy="${y}" r="${s * 0.3}" fill="${c1}"/><circle cx="${x}" cy="${y}" r="${s * 0.19}" fill="${bg}"/><circle cx="${x}" cy="${y}" r="${s * 0.1}" fill="${c2}"/>`;
  const marks =
    `<rect width="${s}" height="${s}" fill="${bg}"/>` +
    ring(0, 0) +
    ring(s, 0) +
    ring(0, s) +
    ring(s, s) +
    `<path d="M${s / 2} ${s * 0.3} L${s * 0.7} ${s / 2} L${s / 2} ${s * 0.7} L${s * 0.3} ${s / 2}Z" fill="${c2}"/>`;
  return {
    def: `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${marks}</pattern>`,
    fill: `url(#${id})`,
  };
}

/** Chevron bands. */
export function chevrons(id, c1, c2, s = 40, rotate = 0) {
  const marks = `<rect width="${s}" height="${s}" fill="${c1}"/><path d="M0 ${s * 0.5} L${s / 2} 0 L${s} ${s * 0.5} L${s} ${s} L${s / 2} ${s * 0.5} L0 ${s}Z" fill="${c2}"/>`;
  return {
    def: `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"${rotate ? ` patternTransform="rotate(${rotate})"` : ''}>${marks}</pattern>`,
    fill: `url(#${id})`,
  };
}

export function dots(id, bg, fg, s = 24, r = 3) {
  const marks = `${bg ? `<rect width="${s}" height="${s}" fill="${bg}"/>` : ''}<circle cx="${s / 2}" cy="${s / 2}" r="${r}" fill="${fg}"/>`;
  return {
    def: `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${marks}</pattern>`,
    fill: `url(#${id})`,
  };
}

export function triangles(id, c1, c2, c3, s = 50) {
  const marks = `<rect width="${s}" height="${s}" fill="${c1}"/><path d="M0 ${s} L${s / 2} 0 L${s} ${s}Z" fill="${c2}"/><path d="M${s * 0.25} ${s} L${s / 2} ${s * 0.5} L${s * 0.75} ${s}Z" fill="${c3}"/>`;
  return {
    def: `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${marks}</pattern>`,
    fill: `url(#${id})`,
  };
}

/** Pick one of the textile patterns with colours from a palette. */
export function textile(r, id, pal, scale = 1) {
  const [a, b, c, d] = r.shuffle(pal.accents);
  const kind = r.int(0, 4);
  if (kind === 0) return kente(id, [a, b, c, d, pal.deep], 34 * scale);
  if (kind === 1) return mudcloth(id, pal.deep2, lighten(a, 0.5), 54 * scale);
  if (kind === 2) return ankara(id, a, b, pal.deep, 52 * scale);
  if (kind === 3) return chevrons(id, a, darken(b, 0.1), 30 * scale, r.pick([0, 90]));
  return triangles(id, a, b, c, 40 * scale);
}

// ---------- adinkra-inspired motifs ----------

export const MOTIFS = ['rings', 'star', 'horns', 'heart', 'cross', 'fence', 'eye', 'sawsun'];

/** A motif centred on (x, y), spanning about s px. */
export function motif(kind, x, y, s, color, { sw = 0.08 } = {}) {
  const u = s / 2;
  const w = f1(s * sw);
  const g = (inner) =>
    `<g transform="translate(${f1(x)} ${f1(y)})" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
  switch (kind) {
    case 'rings':
      return g(
        `<circle r="${f1(u * 0.92)}"/><circle r="${f1(u * 0.62)}"/><circle r="${f1(u * 0.3)}" fill="${color}"/>`,
      );
    case 'star': {
      const a = u * 0.7;
      return g(
        `<rect x="${f1(-a)}" y="${f1(-a)}" width="${f1(2 * a)}" height="${f1(2 * a)}"/><rect x="${f1(-a)}" y="${f1(-a)}" width="${f1(2 * a)}" height="${f1(2 * a)}" transform="rotate(45)"/><circle r="${f1(u * 0.22)}" fill="${color}"/>`,
      );
    }
    case 'horns': {
      const c = (rot) =>
        `<path transform="rotate(${rot})" d="M${f1(u * 0.18)} ${f1(-u * 0.18)} C${f1(u * 0.2)} ${f1(-u * 0.9)} ${f1(u * 0.95)} ${f1(-u * 0.9)} ${f1(u * 0.85)} ${f1(-u * 0.35)} C${f1(u * 0.8)} ${f1(-u * 0.1)} ${f1(u * 0.5)} ${f1(-u * 0.12)} ${f1(u * 0.5)} ${f1(-u * 0.35)}"/>`;
      return g(
        c(0) +
          c(90) +
          c(180) +
          c(270) +
          `<rect x="${f1(-u * 0.16)}" y="${f1(-u * 0.16)}" width="${f1(u * 0.32)}" height="${f1(u * 0.32)}" fill="${color}"/>`,
      );
    }
    case 'heart':
      return g(
        `<path d="M0 ${f1(u * 0.85)} C${f1(-u * 1.1)} ${f1(u * 0.05)} ${f1(-u * 0.75)} ${f1(-u * 0.95)} 0 ${f1(-u * 0.35)} C${f1(u * 0.75)} ${f1(-u * 0.95)} ${f1(u * 1.1)} ${f1(u * 0.05)} 0 ${f1(u * 0.85)}Z"/><path d="M${f1(-u * 0.35)} ${f1(-u * 0.1)} q${f1(u * 0.2)} ${f1(u * 0.25)} ${f1(u * 0.35)} ${f1(u * 0.05)} M${f1(u * 0.35)} ${f1(-u * 0.1)} q${f1(-u * 0.2)} ${f1(u * 0.25)} ${f1(-u * 0.35)} ${f1(u * 0.05)}"/><circle cy="${f1(u * 0.3)}" r="${f1(u * 0.1)}" fill="${color}"/>`,
      );
    case 'cross':
      return g(
        `<path d="M0 ${f1(-u * 0.62)}V${f1(u * 0.62)}M${f1(-u * 0.62)} 0H${f1(u * 0.62)}"/>` +
          [
            [0, -1],
            [0, 1],
            [-1, 0],
            [1, 0],
          ]
            .map(
              ([a, b]) =>
                `<circle cx="${f1(a * u * 0.78)}" cy="${f1(b * u * 0.78)}" r="${f1(u * 0.17)}" fill="${color}"/>`,
            )
            .join(''),
      );
    case 'fence':
      return g(
        `<rect x="${f1(-u * 0.85)}" y="${f1(-u * 0.85)}" width="${f1(u * 1.7)}" height="${f1(u * 1.7)}" transform="rotate(45)"/><rect x="${f1(-u * 0.45)}" y="${f1(-u * 0.45)}" width="${f1(u * 0.9)}" height="${f1(u * 0.9)}" transform="rotate(45)"/><path d="M${f1(-u * 0.64)} 0H${f1(u * 0.64)}M0 ${f1(-u * 0.64)}V${f1(u * 0.64)}"/>`,
      );
    case 'eye':
      return g(
        `<path d="M${f1(-u)} 0 Q0 ${f1(-u * 0.95)} ${f1(u)} 0 Q0 ${f1(u * 0.95)} ${f1(-u)} 0Z"/><circle r="${f1(u * 0.3)}" fill="${color}"/>`,
      );
    default: {
      let teeth = '';
      for (let i = 0; i < 12; i += 1) {
        const a0 = (i / 12) * Math.PI * 2;
        const a1 = ((i + 0.5) / 12) * Math.PI * 2;
        const a2 = ((i + 1) / 12) * Math.PI * 2;
        const p = (a, rr) => `${f1(Math.cos(a) * rr)} ${f1(Math.sin(a) * rr)}`;
        teeth += `${i ? 'L' : 'M'}${p(a0, u * 0.62)} L${p(a1, u)} L${p(a2, u * 0.62)} `;
      }
      return g(
        `<path d="${teeth}Z" fill="${color}" stroke="none"/><circle r="${f1(u * 0.42)}" fill="${color}" stroke="none"/>`,
      );
    }
  }
}

// ---------- people ----------

/**
 * A standing person, front view, feet at (x, y), height h. Flat illustration style.
 * opts: skin, top, bottom, dress, wrap (headwrap colour), hair, arms ('down'|'up'|'mic'|'gesture'|'hold'|'wave'),
 * lanyard, pattern (fill for clothing)
 */
export function person(x, y, h, o = {}) {
  const s = h;
  const skin = o.skin ?? '#7a4a2c';
  const top = o.top ?? '#b8360f';
  const bottom = o.bottom ?? '#1b1b2f';
  const hair = o.hair ?? '#161010';
  const hy = y - s * 0.9;
  const hr = s * 0.068;
  const shoulder = s * 0.13;
  const sy = y - s * 0.79;
  const wy = y - s * 0.47;
  const armW = f1(s * 0.045);
  const out = [];
  // legs or skirt
  if (o.dress) {
    out.push(
      `<path d="M${f1(x - s * 0.1)} ${f1(wy)} L${f1(x - s * 0.17)} ${f1(y - s * 0.12)} L${f1(x + s * 0.17)} ${f1(y - s * 0.12)} L${f1(x + s * 0.1)} ${f1(wy)}Z" fill="${o.pattern ?? top}"/>`,
    );
    out.push(
      `<path d="M${f1(x - s * 0.06)} ${f1(y - s * 0.12)}V${f1(y - s * 0.02)}M${f1(x + s * 0.06)} ${f1(y - s * 0.12)}V${f1(y - s * 0.02)}" stroke="${skin}" stroke-width="${f1(s * 0.04)}"/>`,
    );
  } else {
    out.push(
      `<path d="M${f1(x - s * 0.105)} ${f1(wy)} L${f1(x - s * 0.1)} ${f1(y - s * 0.02)} L${f1(x - s * 0.02)} ${f1(y - s * 0.02)} L${f1(x)} ${f1(wy + s * 0.08)} L${f1(x + s * 0.02)} ${f1(y - s * 0.02)} L${f1(x + s * 0.1)} ${f1(y - s * 0.02)} L${f1(x + s * 0.105)} ${f1(wy)}Z" fill="${bottom}"/>`,
    );
  }
  out.push(
    `<path d="M${f1(x - s * 0.11)} ${f1(y - s * 0.025)}h${f1(s * 0.095)}v${f1(s * 0.025)}h${f1(-s * 0.11)}Z M${f1(x + s * 0.015)} ${f1(y - s * 0.025)}h${f1(s * 0.095)}l${f1(s * 0.015)} ${f1(s * 0.025)}h${f1(-s * 0.11)}Z" fill="#141016"/>`,
  );
  // arms
  const arm = (side, kind) => {
    const ax = x + side * shoulder * 0.92;
    const ay = sy + s * 0.03;
    let ex;
    let ey;
    let hx;
    let hy2;
    if (kind === 'up') {
      ex = ax + side * s * 0.06;
      ey = ay - s * 0.14;
      hx = ax + side * s * 0.08;
      hy2 = ay - s * 0.3;
    } else if (kind === 'mic') {
      ex = ax + side * s * 0.07;
      ey = ay + s * 0.13;
      hx = x + side * s * 0.03;
      hy2 = ay + s * 0.02;
    } else if (kind === 'gesture') {
      ex = ax + side * s * 0.08;
      ey = ay + s * 0.14;
      hx = ax + side * s * 0.2;
      hy2 = ay + s * 0.08;
    } else if (kind === 'hold') {
      ex = ax + side * s * 0.05;
      ey = ay + s * 0.15;
      hx = x + side * s * 0.07;
      hy2 = ay + s * 0.16;
    } else if (kind === 'wave') {
      ex = ax + side * s * 0.14;
      ey = ay + s * 0.02;
      hx = ax + side * s * 0.18;
      hy2 = ay - s * 0.14;
    } else {
      ex = ax + side * s * 0.04;
      ey = ay + s * 0.16;
      hx = ax + side * s * 0.05;
      hy2 = ay + s * 0.32;
    }
    return `<path d="M${f1(ax)} ${f1(ay)} L${f1(ex)} ${f1(ey)} L${f1(hx)} ${f1(hy2)}" stroke="${o.pattern && !o.dress ? top : top}" stroke-width="${armW}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="${f1(hx)}" cy="${f1(hy2)}" r="${f1(s * 0.026)}" fill="${skin}"/>`;
  };
  const arms = o.arms ?? 'down';
  const left = Array.isArray(arms) ? arms[0] : arms === 'mic' || arms === 'hold' ? 'down' : arms;
  const right = Array.isArray(arms) ? arms[1] : arms;
  out.push(arm(-1, left));
  // torso
  out.push(
    `<path d="M${f1(x - shoulder)} ${f1(sy + s * 0.02)} Q${f1(x - shoulder)} ${f1(sy)} ${f1(x - shoulder + s * 0.03)} ${f1(sy - s * 0.005)} L${f1(x + shoulder - s * 0.03)} ${f1(sy - s * 0.005)} Q${f1(x + shoulder)} ${f1(sy)} ${f1(x + shoulder)} ${f1(sy + s * 0.02)} L${f1(x + s * 0.1)} ${f1(wy + s * 0.01)} L${f1(x - s * 0.1)} ${f1(wy + s * 0.01)}Z" fill="${o.pattern ?? top}"/>`,
  );
  if (o.lanyard)
    out.push(
      `<path d="M${f1(x - s * 0.04)} ${f1(sy)} L${f1(x)} ${f1(sy + s * 0.12)} L${f1(x + s * 0.04)} ${f1(sy)}" stroke="${o.lanyard}" stroke-width="${f1(s * 0.012)}" fill="none"/><rect x="${f1(x - s * 0.025)}" y="${f1(sy + s * 0.12)}" width="${f1(s * 0.05)}" height="${f1(s * 0.06)}" fill="#f8f4ec"/>`,
    );
  out.push(arm(1, right));
  if (arms === 'mic')
    out.push(
      `<rect x="${f1(x + s * 0.015)}" y="${f1(sy - s * 0.02)}" width="${f1(s * 0.025)}" height="${f1(s * 0.07)}" rx="${f1(s * 0.01)}" fill="#222"/>`,
    );
  // neck and head
  out.push(
    `<rect x="${f1(x - s * 0.03)}" y="${f1(hy + hr * 0.6)}" width="${f1(s * 0.06)}" height="${f1(sy - hy - hr * 0.5)}" fill="${darken(skin, 0.15)}"/>`,
  );
  if (o.afro) out.push(`<circle cx="${f1(x)}" cy="${f1(hy - hr * 0.35)}" r="${f1(hr * 1.55)}" fill="${hair}"/>`);
  out.push(`<ellipse cx="${f1(x)}" cy="${f1(hy)}" rx="${f1(hr * 0.88)}" ry="${f1(hr)}" fill="${skin}"/>`);
  if (o.wrap) {
    out.push(
      `<path d="M${f1(x - hr * 1.05)} ${f1(hy - hr * 0.15)} C${f1(x - hr * 1.6)} ${f1(hy - hr * 2.6)} ${f1(x + hr * 1.6)} ${f1(hy - hr * 2.6)} ${f1(x + hr * 1.05)} ${f1(hy - hr * 0.15)} Q${f1(x)} ${f1(hy - hr * 0.7)} ${f1(x - hr * 1.05)} ${f1(hy - hr * 0.15)}Z" fill="${o.wrap}"/>`,
    );
  } else if (!o.afro && o.hairStyle !== 'bald') {
    out.push(
      `<path d="M${f1(x - hr * 0.9)} ${f1(hy - hr * 0.05)} C${f1(x - hr)} ${f1(hy - hr * 1.35)} ${f1(x + hr)} ${f1(hy - hr * 1.35)} ${f1(x + hr * 0.9)} ${f1(hy - hr * 0.05)} Q${f1(x)} ${f1(hy - hr * 0.75)} ${f1(x - hr * 0.9)} ${f1(hy - hr * 0.05)}Z" fill="${hair}"/>`,
    );
  }
  return `<g>${out.join('')}</g>`;
}

/** A seated person on a lounge chair, front view; seat height at y, figure height h (standing). */
export function seated(x, y, h, o = {}) {
  const s = h;
  const skin = o.skin ?? '#7a4a2c';
  const top = o.top ?? '#b8360f';
  const bottom = o.bottom ?? '#1b1b2f';
  const chair = o.chair ?? '#f4efe6';
  const out = [];
  // chair back and seat
  out.push(
    `<rect x="${f1(x - s * 0.17)}" y="${f1(y - s * 0.42)}" width="${f1(s * 0.34)}" height="${f1(s * 0.44)}" rx="${f1(s * 0.06)}" fill="${chair}"/>`,
  );
  out.push(
    `<rect x="${f1(x - s * 0.2)}" y="${f1(y - s * 0.03)}" width="${f1(s * 0.4)}" height="${f1(s * 0.09)}" rx="${f1(s * 0.03)}" fill="${darken(chair, 0.12)}"/>`,
  );
  out.push(
    `<path d="M${f1(x - s * 0.15)} ${f1(y + s * 0.06)}l${f1(-s * 0.03)} ${f1(s * 0.26)}M${f1(x + s * 0.15)} ${f1(y + s * 0.06)}l${f1(s * 0.03)} ${f1(s * 0.26)}" stroke="${darken(chair, 0.45)}" stroke-width="${f1(s * 0.02)}"/>`,
  );
  // thighs seen from front (foreshortened) + shins
  out.push(
    `<rect x="${f1(x - s * 0.11)}" y="${f1(y - s * 0.06)}" width="${f1(s * 0.22)}" height="${f1(s * 0.09)}" rx="${f1(s * 0.03)}" fill="${o.dress ? top : bottom}"/>`,
  );
  out.push(
    `<path d="M${f1(x - s * 0.06)} ${f1(y + s * 0.02)}v${f1(s * 0.28)}M${f1(x + s * 0.06)} ${f1(y + s * 0.02)}v${f1(s * 0.28)}" stroke="${o.dress ? skin : bottom}" stroke-width="${f1(s * 0.07)}"/>`,
  );
  out.push(
    `<path d="M${f1(x - s * 0.1)} ${f1(y + s * 0.3)}h${f1(s * 0.08)}M${f1(x + s * 0.02)} ${f1(y + s * 0.3)}h${f1(s * 0.08)}" stroke="#141016" stroke-width="${f1(s * 0.03)}" stroke-linecap="round"/>`,
  );
  // torso
  const sy = y - s * 0.34;
  out.push(
    `<path d="M${f1(x - s * 0.12)} ${f1(sy + s * 0.02)} Q${f1(x - s * 0.12)} ${f1(sy)} ${f1(x - s * 0.09)} ${f1(sy)} L${f1(x + s * 0.09)} ${f1(sy)} Q${f1(x + s * 0.12)} ${f1(sy)} ${f1(x + s * 0.12)} ${f1(sy + s * 0.02)} L${f1(x + s * 0.1)} ${f1(y - s * 0.02)} L${f1(x - s * 0.1)} ${f1(y - s * 0.02)}Z" fill="${o.pattern ?? top}"/>`,
  );
  // arms resting, one gesturing with a mic sometimes
  out.push(
    `<path d="M${f1(x - s * 0.11)} ${f1(sy + s * 0.03)} L${f1(x - s * 0.14)} ${f1(sy + s * 0.2)} L${f1(x - s * 0.04)} ${f1(y - s * 0.06)}" stroke="${top}" stroke-width="${f1(s * 0.045)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  if (o.mic) {
    out.push(
      `<path d="M${f1(x + s * 0.11)} ${f1(sy + s * 0.03)} L${f1(x + s * 0.15)} ${f1(sy + s * 0.17)} L${f1(x + s * 0.05)} ${f1(sy + s * 0.04)}" stroke="${top}" stroke-width="${f1(s * 0.045)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="${f1(x + s * 0.03)}" y="${f1(sy - s * 0.03)}" width="${f1(s * 0.022)}" height="${f1(s * 0.07)}" rx="${f1(s * 0.01)}" fill="#1a1a1a"/>`,
    );
  } else {
    out.push(
      `<path d="M${f1(x + s * 0.11)} ${f1(sy + s * 0.03)} L${f1(x + s * 0.14)} ${f1(sy + s * 0.2)} L${f1(x + s * 0.04)} ${f1(y - s * 0.06)}" stroke="${top}" stroke-width="${f1(s * 0.045)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  // head
  const hy = sy - s * 0.11;
  const hr = s * 0.068;
  out.push(
    `<rect x="${f1(x - s * 0.03)}" y="${f1(hy + hr * 0.6)}" width="${f1(s * 0.06)}" height="${f1(sy - hy - hr * 0.5)}" fill="${darken(skin, 0.15)}"/>`,
  );
  if (o.afro)
    out.push(`<circle cx="${f1(x)}" cy="${f1(hy - hr * 0.35)}" r="${f1(hr * 1.5)}" fill="${o.hair ?? '#161010'}"/>`);
  out.push(`<ellipse cx="${f1(x)}" cy="${f1(hy)}" rx="${f1(hr * 0.88)}" ry="${f1(hr)}" fill="${skin}"/>`);
  if (o.wrap)
    out.push(
      `<path d="M${f1(x - hr * 1.05)} ${f1(hy - hr * 0.15)} C${f1(x - hr * 1.6)} ${f1(hy - hr * 2.6)} ${f1(x + hr * 1.6)} ${f1(hy - hr * 2.6)} ${f1(x + hr * 1.05)} ${f1(hy - hr * 0.15)} Q${f1(x)} ${f1(hy - hr * 0.7)} ${f1(x - hr * 1.05)} ${f1(hy - hr * 0.15)}Z" fill="${o.wrap}"/>`,
    );
  else if (!o.afro)
    out.push(
      `<path d="M${f1(x - hr * 0.9)} ${f1(hy - hr * 0.05)} C${f1(x - hr)} ${f1(hy - hr * 1.35)} ${f1(x + hr)} ${f1(hy - hr * 1.35)} ${f1(x + hr * 0.9)} ${f1(hy - hr * 0.05)} Q${f1(x)} ${f1(hy - hr * 0.75)} ${f1(x - hr * 0.9)} ${f1(hy - hr * 0.05)}Z" fill="${o.hair ?? '#161010'}"/>`,
    );
  return `<g>${out.join('')}</g>`;
}

/** An audience member seen from behind: head and shoulders, base centre at (x, y), head radius s. */
function backHead(x, y, s, o = {}) {
  const c = o.color ?? '#1a1220';
  const hairC = o.hair ?? darken(c, 0.3);
  let out = `<path d="M${f1(x - s * 2.1)} ${f1(y)} Q${f1(x - s * 2.1)} ${f1(y - s * 1.35)} ${f1(x - s * 0.8)} ${f1(y - s * 1.45)} L${f1(x + s * 0.8)} ${f1(y - s * 1.45)} Q${f1(x + s * 2.1)} ${f1(y - s * 1.35)} ${f1(x + s * 2.1)} ${f1(y)}Z" fill="${c}"/>`;
  const hy = y - s * 2.2;
  if (o.style === 'afro') out += `<circle cx="${f1(x)}" cy="${f1(hy - s * 0.15)}" r="${f1(s * 1.3)}" fill="${hairC}"/>`;
  else if (o.style === 'wrap')
    out += `<circle cx="${f1(x)}" cy="${f1(hy)}" r="${f1(s)}" fill="${hairC}"/><ellipse cx="${f1(x)}" cy="${f1(hy - s * 0.6)}" rx="${f1(s * 1.25)}" ry="${f1(s * 0.85)}" fill="${o.wrap ?? '#f5b700'}"/>`;
  else if (o.style === 'bun')
    out += `<circle cx="${f1(x)}" cy="${f1(hy)}" r="${f1(s)}" fill="${hairC}"/><circle cx="${f1(x)}" cy="${f1(hy - s * 1.05)}" r="${f1(s * 0.5)}" fill="${hairC}"/>`;
  else out += `<circle cx="${f1(x)}" cy="${f1(hy)}" r="${f1(s)}" fill="${hairC}"/>`;
  if (o.hand)
    out += `<path d="M${f1(x + s * 1.6)} ${f1(y - s * 1.2)} L${f1(x + s * 2.1 + o.hand * s)} ${f1(y - s * 4.6)}" stroke="${c}" stroke-width="${f1(s * 0.55)}" stroke-linecap="round"/><circle cx="${f1(x + s * 2.1 + o.hand * s)}" cy="${f1(y - s * 4.8)}" r="${f1(s * 0.42)}" fill="${c}"/>`;
  if (o.phone)
    out += `<rect x="${f1(x - s * 2.2)}" y="${f1(y - s * 5.2)}" width="${f1(s * 0.9)}" height="${f1(s * 1.5)}" rx="${f1(s * 0.15)}" fill="#0c0c10"/><rect x="${f1(x - s * 2.12)}" y="${f1(y - s * 5.1)}" width="${f1(s * 0.74)}" height="${f1(s * 1.25)}" fill="${o.phone}"/><path d="M${f1(x - s * 1.5)} ${f1(y - s * 3.8)} L${f1(x - s * 1.3)} ${f1(y - s * 1.3)}" stroke="${c}" stroke-width="${f1(s * 0.55)}" stroke-linecap="round"/>`;
  return out;
}

/** Rows of audience from behind, filling a band from yTop to yBottom across width w. */
export function crowd(
  r,
  { x0 = 0, w, yTop, yBottom, rows = 5, base = 14, grow = 1.7, colors, hands = 0, phones = 0, wraps, density = 1 },
) {
  let out = '';
  for (let row = 0; row < rows; row += 1) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const s = base * (1 + (grow - 1) * t);
    const y = yTop + (yBottom - yTop) * t + s * 1.6;
    const step = (s * 4.3) / density;
    const shade = colors[row % colors.length];
    for (let x = x0 - step + r.range(0, step); x < x0 + w + step; x += step * r.range(0.85, 1.15)) {
      const style = r.pick(['short', 'short', 'afro', 'wrap', 'bun', 'short', 'short', 'afro']);
      out += backHead(x, y + r.range(-s * 0.2, s * 0.2), s * r.range(0.92, 1.08), {
        color: mix(shade, '#000000', r.range(0, 0.3)),
        hair: mix('#0a0706', shade, 0.25),
        style,
        wrap: mix(wraps ? r.pick(wraps) : '#8a6a4a', shade, 0.6),
        hand: r.chance(hands) ? r.range(-1.5, 1.5) : 0,
        phone: r.chance(phones) ? '#bfe8ff' : undefined,
      });
    }
  }
  return out;
}

// ---------- light ----------

/** A cone of light from (x, y) pointing at angle deg (0 = straight down), length len. */
export function beam(id, x, y, angle, len, spread, color, opacity = 0.5) {
  const def = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
  const half = Math.tan((spread * Math.PI) / 360) * len;
  const body = `<path transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(angle)})" d="M-4 0 L4 0 L${f1(half)} ${f1(len)} L${f1(-half)} ${f1(len)}Z" fill="url(#${id})"/>`;
  return { def, body };
}

/** A soft glow disc. */
export function glow(id, x, y, rad, color, opacity = 0.6) {
  const def = `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
  return { def, body: `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad)}" fill="url(#${id})"/>` };
}

/** Truss with spotlight cans along the top of a stage. */
export function truss(x0, x1, y, color = '#2a2a33', lamps = []) {
  let out = `<rect x="${f1(x0)}" y="${f1(y - 8)}" width="${f1(x1 - x0)}" height="16" fill="${color}"/>`;
  for (let x = x0; x < x1; x += 24)
    out += `<path d="M${f1(x)} ${f1(y - 8)} L${f1(x + 12)} ${f1(y + 8)} L${f1(x + 24)} ${f1(y - 8)}" stroke="${lighten(color, 0.25)}" stroke-width="2" fill="none"/>`;
  for (const [lx, lc] of lamps)
    out += `<rect x="${f1(lx - 9)}" y="${f1(y + 6)}" width="18" height="20" rx="4" fill="#121218"/><circle cx="${f1(lx)}" cy="${f1(y + 26)}" r="6" fill="${lc}"/>`;
  return out;
}

// ---------- Africa ----------
const AFRICA = [
  [-5.8, 35.8],
  [10.2, 37.1],
  [11, 36.8],
  [10.1, 33.9],
  [13.2, 32.9],
  [19.2, 30.4],
  [20.1, 32.1],
  [24, 32],
  [29.9, 31.2],
  [32.3, 31.3],
  [32.6, 29.9],
  [34.1, 27.3],
  [35.7, 23.9],
  [37.2, 19.6],
  [39.5, 15.6],
  [42.7, 13],
  [43.2, 11.6],
  [45, 10.4],
  [51.2, 11.8],
  [51.3, 10.4],
  [48.9, 5.3],
  [45.3, 2],
  [42.5, -0.4],
  [39.7, -4],
  [39.3, -6.8],
  [40.5, -10.7],
  [40.7, -15],
  [34.8, -19.8],
  [35.5, -23.8],
  [32.6, -26],
  [31, -29.9],
  [27.9, -33],
  [25.6, -34],
  [20, -34.8],
  [18.4, -34],
  [17.9, -31],
  [15.2, -26.6],
  [14.5, -22.9],
  [11.8, -17.2],
  [12.2, -15.2],
  [13.4, -12.6],
  [13.2, -8.8],
  [12.3, -6],
  [11.8, -4.8],
  [9.4, 0.4],
  [9.7, 4],
  [8.3, 4.9],
  [6, 4.3],
  [3.4, 6.4],
  [-0.2, 5.5],
  [-2, 4.7],
  [-4, 5.3],
  [-7.5, 4.4],
  [-10.8, 6.3],
  [-13.2, 8.5],
  [-13.7, 9.5],
  [-15.6, 11.9],
  [-17.5, 14.7],
  [-16, 18],
  [-17, 20.8],
  [-16, 23.7],
  [-13, 28],
  [-9.6, 30.4],
  [-7.6, 33.6],
  [-6.8, 34],
];
const MADAGASCAR = [
  [49.3, -12],
  [50.5, -15.5],
  [49.5, -17.5],
  [47.5, -25],
  [45, -25.3],
  [43.3, -22],
  [44.3, -16.5],
  [47, -15.2],
];

/** Path data of Africa fitted so its bounding box has width w with top-left at (x, y). Returns { d, h }. */
export function africa(x, y, w) {
  const lonMin = -17.6;
  const lonMax = 51.3;
  const latMax = 37.1;
  const k = w / (lonMax - lonMin);
  const pt = ([lon, lat]) => `${f1(x + (lon - lonMin) * k)} ${f1(y + (latMax - lat) * k * 1.02)}`;
  const d = `M${AFRICA.map(pt).join(' L')}Z M${MADAGASCAR.map(pt).join(' L')}Z`;
  return {
    d,
    h: (latMax + 34.8) * k * 1.02,
    project: (lon, lat) => [x + (lon - lonMin) * k, y + (latMax - lat) * k * 1.02],
  };
}

// ---------- icons (each centred on x, y, spanning about s) ----------

export function icon(kind, x, y, s, c = {}) {
  const a = c.a ?? '#f5b700';
  const b = c.b ?? '#141016';
  const d = c.d ?? '#ffffff';
  const u = s / 100;
  const T = (inner) =>
    `<g transform="translate(${f1(x - s / 2)} ${f1(y - s / 2)}) scale(${f1(u * 100) / 100})">${inner}</g>`;
  switch (kind) {
    case 'camera':
      return T(
        `<rect x="6" y="28" width="88" height="58" rx="10" fill="${b}"/><path d="M30 28 L38 16 H62 L70 28Z" fill="${b}"/><circle cx="50" cy="57" r="22" fill="${a}"/><circle cx="50" cy="57" r="14" fill="${b}"/><circle cx="45" cy="52" r="4" fill="${d}"/><rect x="72" y="34" width="14" height="7" rx="2" fill="${a}"/>`,
      );
    case 'clapper':
      return T(
        `<rect x="10" y="40" width="80" height="50" rx="4" fill="${b}"/><g transform="rotate(-14 10 40)"><rect x="10" y="22" width="80" height="16" fill="${d}"/>${[0, 1, 2, 3].map((i) => `<path d="M${14 + i * 20} 22 L${26 + i * 20} 22 L${20 + i * 20} 38 L${8 + i * 20} 38Z" fill="${b}"/>`).join('')}</g><rect x="10" y="40" width="80" height="12" fill="${d}"/>${[0, 1, 2, 3].map((i) => `<path d="M${14 + i * 20} 40 L${26 + i * 20} 40 L${20 + i * 20} 52 L${8 + i * 20} 52Z" fill="${b}"/>`).join('')}<rect x="20" y="62" width="44" height="5" fill="${a}"/><rect x="20" y="73" width="30" height="5" fill="${a}"/>`,
      );
    case 'reel':
      return T(
        `<circle cx="50" cy="50" r="44" fill="${b}"/><circle cx="50" cy="50" r="8" fill="${a}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${f1(50 + Math.cos((i * Math.PI) / 3) * 26)}" cy="${f1(50 + Math.sin((i * Math.PI) / 3) * 26)}" r="10" fill="${d}"/>`).join('')}`,
      );
    case 'mic':
      return T(
        `<rect x="36" y="6" width="28" height="46" rx="14" fill="${b}"/>${[14, 22, 30, 38].map((yy) => `<path d="M38 ${yy}h24" stroke="${a}" stroke-width="2"/>`).join('')}<path d="M26 42 Q26 68 50 68 Q74 68 74 42" stroke="${b}" stroke-width="6" fill="none"/><rect x="47" y="68" width="6" height="18" fill="${b}"/><rect x="32" y="86" width="36" height="7" rx="3" fill="${b}"/>`,
      );
    case 'guitar':
      return T(
        `<g transform="rotate(35 50 50)"><rect x="46" y="2" width="8" height="46" fill="${b}"/><rect x="42" y="0" width="16" height="10" rx="2" fill="${b}"/><circle cx="50" cy="70" r="22" fill="${a}"/><circle cx="50" cy="52" r="15" fill="${a}"/><circle cx="50" cy="62" r="6" fill="${b}"/><rect x="42" y="80" width="16" height="4" fill="${b}"/></g>`,
      );
    case 'drum':
      return T(
        `<path d="M22 14 Q50 30 78 14 Q66 50 78 86 Q50 72 22 86 Q34 50 22 14Z" fill="${a}"/><ellipse cx="50" cy="15" rx="28" ry="7" fill="${d}"/><ellipse cx="50" cy="86" rx="28" ry="7" fill="${b}"/>${[30, 40, 50, 60, 70].map((xx) => `<path d="M${xx} 20 L${100 - xx} 82" stroke="${b}" stroke-width="1.6"/>`).join('')}`,
      );
    case 'notes':
      return T(
        `<path d="M34 24 L80 14 V66" stroke="${b}" stroke-width="6" fill="none"/><path d="M34 24 V76" stroke="${b}" stroke-width="6"/><ellipse cx="26" cy="78" rx="12" ry="9" fill="${b}"/><ellipse cx="72" cy="68" rx="12" ry="9" fill="${b}"/><path d="M34 34 L80 24" stroke="${b}" stroke-width="6"/>`,
      );
    case 'dressform':
      return T(
        `<path d="M36 8 Q50 2 64 8 L70 20 Q60 36 64 52 L74 80 H26 L36 52 Q40 36 30 20Z" fill="${a}"/><path d="M36 8 Q50 2 64 8 L70 20 Q60 36 64 52 L74 80 H26 L36 52 Q40 36 30 20Z" fill="none" stroke="${b}" stroke-width="3"/><path d="M38 52 H62" stroke="${b}" stroke-width="3"/><rect x="48" y="80" width="4" height="12" fill="${b}"/><path d="M34 96 L50 90 L66 96" stroke="${b}" stroke-width="4" fill="none"/>`,
      );
    case 'hanger':
      return T(
        `<path d="M50 30 V24 Q50 14 58 14 Q66 14 66 22" stroke="${b}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M50 30 L8 62 H92Z" stroke="${b}" stroke-width="5" fill="none" stroke-linejoin="round"/>`,
      );
    case 'palette':
      return T(
        `<path d="M50 8 C18 8 4 32 8 56 C12 80 36 92 52 88 C64 85 60 74 66 70 C74 64 92 72 94 52 C96 28 76 8 50 8Z" fill="${d}"/><circle cx="30" cy="40" r="8" fill="${a}"/><circle cx="48" cy="26" r="8" fill="#e83f6f"/><circle cx="70" cy="32" r="8" fill="#0b8a4f"/><circle cx="30" cy="64" r="8" fill="#3f7bd9"/><circle cx="56" cy="56" r="7" fill="${b}" opacity="0.25"/>`,
      );
    case 'easel':
      return T(
        `<path d="M50 4 L20 96 M50 4 L80 96 M50 4 V96" stroke="${b}" stroke-width="5"/><rect x="16" y="20" width="68" height="50" fill="${d}" stroke="${b}" stroke-width="4"/><circle cx="38" cy="42" r="10" fill="${a}"/><path d="M20 66 L44 46 L58 58 L70 48 L80 66Z" fill="#0b8a4f"/>`,
      );
    case 'mask':
      return T(
        `<path d="M50 4 C28 4 22 24 24 46 C26 70 38 94 50 96 C62 94 74 70 76 46 C78 24 72 4 50 4Z" fill="${a}"/><path d="M34 40 Q40 34 46 40 Q40 44 34 40Z M54 40 Q60 34 66 40 Q60 44 54 40Z" fill="${b}"/><path d="M50 44 V64" stroke="${b}" stroke-width="4"/><ellipse cx="50" cy="76" rx="7" ry="4" fill="${b}"/>${[16, 22, 28].map((yy) => `<path d="M36 ${yy} H64" stroke="${b}" stroke-width="2"/>`).join('')}`,
      );
    case 'phone':
      return T(
        `<rect x="26" y="4" width="48" height="92" rx="9" fill="${b}"/><rect x="31" y="12" width="38" height="72" rx="3" fill="${a}"/><path d="M44 36 L60 48 L44 60Z" fill="${d}"/><circle cx="50" cy="90" r="3" fill="${d}"/>`,
      );
    case 'scales':
      return T(
        `<path d="M50 8 V88 M30 92 H70 M14 24 H86" stroke="${b}" stroke-width="5" stroke-linecap="round"/><path d="M14 24 L4 56 M14 24 L24 56 M86 24 L76 56 M86 24 L96 56" stroke="${b}" stroke-width="2"/><path d="M2 56 Q14 70 26 56Z M74 56 Q86 70 98 56Z" fill="${a}"/><circle cx="50" cy="10" r="6" fill="${a}"/>`,
      );
    case 'gavel':
      return T(
        `<g transform="rotate(-35 50 50)"><rect x="24" y="20" width="52" height="22" rx="4" fill="${b}"/><rect x="46" y="40" width="8" height="48" fill="${a}"/></g><rect x="52" y="80" width="40" height="10" rx="3" fill="${b}"/>`,
      );
    case 'laptop':
      return T(
        `<rect x="16" y="18" width="68" height="48" rx="4" fill="${b}"/><rect x="21" y="23" width="58" height="38" fill="${a}"/><path d="M6 72 H94 L88 80 H12Z" fill="${b}"/><path d="M36 36 L30 42 L36 48 M64 36 L70 42 L64 48 M54 32 L46 52" stroke="${d}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
      );
    case 'ball':
      return T(
        `<circle cx="50" cy="50" r="42" fill="${d}"/><path d="M50 30 L68 43 L61 64 H39 L32 43Z" fill="${b}"/><path d="M50 30 V10 M68 43 L86 36 M61 64 L72 82 M39 64 L28 82 M32 43 L14 36" stroke="${b}" stroke-width="4"/><circle cx="50" cy="50" r="42" fill="none" stroke="${b}" stroke-width="4"/>`,
      );
    case 'crown':
      return T(
        `<path d="M10 78 L14 30 L32 52 L50 20 L68 52 L86 30 L90 78Z" fill="${a}"/><rect x="10" y="78" width="80" height="10" fill="${b}"/><circle cx="50" cy="20" r="6" fill="${d}"/><circle cx="14" cy="30" r="5" fill="${d}"/><circle cx="86" cy="30" r="5" fill="${d}"/>`,
      );
    case 'infinity':
      return T(
        `<path d="M50 50 C38 30 10 30 10 50 C10 70 38 70 50 50 C62 30 90 30 90 50 C90 70 62 70 50 50Z" fill="none" stroke="${a}" stroke-width="10"/>`,
      );
    case 'trophy':
      return T(
        `<path d="M28 10 H72 V36 Q72 62 50 64 Q28 62 28 36Z" fill="${a}"/><path d="M28 18 H14 Q12 42 32 46 M72 18 H86 Q88 42 68 46" stroke="${a}" stroke-width="5" fill="none"/><rect x="45" y="62" width="10" height="16" fill="${a}"/><rect x="30" y="78" width="40" height="12" rx="2" fill="${b}"/>`,
      );
    case 'star':
      return T(`<path d="M50 6 L62 38 L96 38 L68 58 L79 92 L50 71 L21 92 L32 58 L4 38 L38 38Z" fill="${a}"/>`);
    case 'aperture':
      return T(
        `<circle cx="50" cy="50" r="44" fill="${b}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path transform="rotate(${i * 60} 50 50)" d="M50 50 L50 8 A42 42 0 0 1 86 29Z" fill="${i % 2 ? a : mix(a, d, 0.4)}"/>`).join('')}<path d="M50 32 L65.6 41 L65.6 59 L50 68 L34.4 59 L34.4 41Z" fill="${b}"/>`,
      );
    case 'headphones':
      return T(
        `<path d="M16 62 V48 Q16 14 50 14 Q84 14 84 48 V62" stroke="${b}" stroke-width="8" fill="none"/><rect x="8" y="52" width="22" height="36" rx="8" fill="${a}"/><rect x="70" y="52" width="22" height="36" rx="8" fill="${a}"/>`,
      );
    case 'heart':
      return T(
        `<path d="M50 88 C14 62 6 40 18 24 C30 10 46 16 50 30 C54 16 70 10 82 24 C94 40 86 62 50 88Z" fill="${a}"/>`,
      );
    case 'play':
      return T(
        `<rect x="6" y="18" width="88" height="64" rx="18" fill="${a}"/><path d="M42 36 L64 50 L42 64Z" fill="${d}"/>`,
      );
    case 'dancer':
      return T(
        `<circle cx="56" cy="12" r="8" fill="${b}"/><path d="M54 22 L46 54 M50 30 L24 16 M52 30 L84 34 M46 54 L24 72 L14 92 M46 54 L70 70 L88 62" stroke="${b}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" fill="none"/><path d="M42 50 Q60 56 54 70 Q34 74 30 62Z" fill="${a}"/>`,
      );
    case 'pin':
      return T(
        `<path d="M50 96 C36 70 18 56 18 36 A32 32 0 0 1 82 36 C82 56 64 70 50 96Z" fill="${a}"/><circle cx="50" cy="36" r="12" fill="${d}"/>`,
      );
    case 'doc':
      return T(
        `<path d="M20 6 H62 L82 26 V94 H20Z" fill="${d}"/><path d="M62 6 V26 H82" fill="${mix(d, b, 0.2)}"/>${[40, 52, 64, 76].map((yy) => `<path d="M30 ${yy} H72" stroke="${b}" stroke-width="4"/>`).join('')}`,
      );
    case 'stairs':
      return T(
        `<path d="M8 92 H32 V70 H54 V48 H76 V26 H94 V92Z" fill="${a}"/><path d="M74 8 L90 20 L74 24" fill="${b}"/>`,
      );
    default:
      return '';
  }
}
