// The venue's other spaces as event "photographs": film screenings, workshops, the gaming arena,
// the art exhibition, dance on stage, the outdoor courtyard, the crowd at the gate and the pitch
// stage. Outdoor scenes are drawn at a time of day (morning, noon, golden hour, night), so a
// page of the gallery mixes daylight and night, halls and open air.
import { darken, f1, inkOn, lighten, mix } from './core.mjs';
import { fontAttrs, fit, textLines } from './fonts.mjs';
import { crowd, glow, kente, motif, MOTIFS, person, seated, textile } from './art.mjs';
import { band, lights, outfit, stageFloor, vignette } from './stage.mjs';

const SKIES = {
  morning: { top: '#8fc7ef', bottom: '#fde7c4', sun: '#fff3c4', light: 1 },
  noon: { top: '#3f8fd9', bottom: '#bfe3f7', sun: '#ffffff', light: 1 },
  golden: { top: '#f28c5b', bottom: '#ffd08a', sun: '#ffe3a1', light: 0.85 },
  night: { top: '#0b1030', bottom: '#2b2350', sun: '#f4f1de', light: 0.55 },
};

/**
 * Sky down to y at a time of day (one of `times`, or `pinned` when given); returns the time and a
 * function that dims colours for it.
 */
function sky(c, r, y, times = Object.keys(SKIES), pinned = undefined) {
  if (pinned !== undefined && !times.includes(pinned)) throw new Error(`venue-scenes.mjs: no sky "${pinned}" here`);
  const time = r.pick(pinned === undefined ? times : [pinned]);
  const s = SKIES[time];
  c.add(
    `<rect width="${c.w}" height="${f1(y)}" fill="${c.grad([
      [0, s.top],
      [1, s.bottom],
    ])}"/>`,
  );
  const sx = c.w * r.range(0.1, 0.9);
  const sy = y * (time === 'golden' ? 0.78 : r.range(0.15, 0.4));
  c.put(glow(c.id('sun'), sx, sy, c.h * 0.16, s.sun, time === 'night' ? 0.35 : 0.7));
  c.add(`<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(c.h * 0.045)}" fill="${s.sun}"/>`);
  if (time === 'night')
    for (let i = 0; i < 40; i += 1)
      c.add(
        `<circle cx="${f1(r.range(0, c.w))}" cy="${f1(r.range(0, y * 0.7))}" r="${f1(r.range(0.8, 2))}" fill="#ffffff" opacity="${f1(r.range(0.4, 0.9))}"/>`,
      );
  const dim = (col) => (s.light < 1 ? mix(col, time === 'night' ? '#10102a' : '#5a2a3a', 1 - s.light) : col);
  return { time, dim };
}

function palm(c, x, y, h, color) {
  const top = y - h;
  c.add(
    `<path d="M${f1(x - h * 0.025)} ${f1(y)} Q${f1(x + h * 0.04)} ${f1(y - h * 0.5)} ${f1(x + h * 0.02)} ${f1(top)} L${f1(x + h * 0.045)} ${f1(top)} Q${f1(x + h * 0.07)} ${f1(y - h * 0.5)} ${f1(x + h * 0.025)} ${f1(y)}Z" fill="${darken(color, 0.3)}"/>`,
  );
  for (let i = 0; i < 7; i += 1) {
    const a = -Math.PI + (i / 6) * Math.PI;
    const ex = x + h * 0.03 + Math.cos(a) * h * 0.32;
    const ey = top + Math.sin(a) * h * 0.12 + h * 0.1;
    c.add(
      `<path d="M${f1(x + h * 0.03)} ${f1(top)} Q${f1((x + ex) / 2)} ${f1(top - h * 0.12)} ${f1(ex)} ${f1(ey)}" stroke="${color}" stroke-width="${f1(h * 0.05)}" fill="none" stroke-linecap="round"/>`,
    );
  }
}

/** A row of bulbs hung on a sagging wire between two points. */
function stringLights(c, r, x0, x1, y, sag, colors) {
  c.add(
    `<path d="M${f1(x0)} ${f1(y)} Q${f1((x0 + x1) / 2)} ${f1(y + sag * 2)} ${f1(x1)} ${f1(y)}" stroke="#1a1a1a" stroke-width="2" fill="none"/>`,
  );
  const n = Math.round((x1 - x0) / (c.h * 0.05));
  for (let i = 1; i < n; i += 1) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = y + sag * 4 * t * (1 - t);
    const col = r.pick(colors);
    c.add(`<circle cx="${f1(x)}" cy="${f1(yy + 5)}" r="${f1(c.h * 0.007)}" fill="${col}"/>`);
  }
}

/** n people walking or standing about, from height hFar at yFar to hNear at yNear. */
function strollers(c, r, pal, n, [yFar, yNear], [hFar, hNear], lanyards = 0.5) {
  const items = Array.from({ length: n }, () => {
    const t = r.range(0, 1);
    return { t, x: r.range(c.w * 0.04, c.w * 0.96) };
  }).sort((a, b) => a.t - b.t);
  for (const { t, x } of items) {
    const y = yFar + (yNear - yFar) * t;
    const h = hFar + (hNear - hFar) * t;
    c.add(
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(h * 0.12)}" ry="${f1(h * 0.02)}" fill="#000" opacity="0.18"/>`,
    );
    c.add(
      person(x, y, h, {
        ...outfit(r, pal),
        arms: r.pick(['down', ['down', 'hold'], ['gesture', 'down'], ['down', 'wave'], 'hold']),
        lanyard: r.chance(lanyards) ? r.pick(pal.accents) : undefined,
      }),
    );
  }
}

// ---------- the scenes ----------

/** A film screening: indoors in a dark hall, or outdoors at night on an open-air screen. */
function screening(c, r, pal) {
  const { w: W, h: H } = c;
  const outdoor = r.chance(0.4);
  if (outdoor) {
    sky(c, r, H, ['night']);
    c.add(`<rect y="${f1(H * 0.66)}" width="${W}" height="${f1(H * 0.34)}" fill="#0c1a12"/>`);
    palm(c, W * 0.05, H * 0.7, H * 0.55, '#0a140e');
    palm(c, W * 0.95, H * 0.72, H * 0.5, '#0a140e');
  } else c.add(`<rect width="${W}" height="${H}" fill="#08070c"/>`);
  const sw = Math.min(W * 0.7, H * 1.1);
  const sh = sw * 0.45;
  const sx = (W - sw) / 2 + r.range(-W * 0.08, W * 0.08);
  const sy = H * 0.08;
  const [a, b] = r.shuffle(pal.accents);
  const still = r.int(0, 2);
  c.add(`<rect x="${f1(sx - 8)}" y="${f1(sy - 8)}" width="${f1(sw + 16)}" height="${f1(sh + 16)}" fill="#050407"/>`);
  if (still === 0) {
    // a landscape at dusk with a figure on a ridge
    c.add(
      `<rect x="${f1(sx)}" y="${f1(sy)}" width="${f1(sw)}" height="${f1(sh)}" fill="${c.grad([
        [0, a],
        [1, mix(b, '#1a0a20', 0.4)],
      ])}"/>`,
    );
    c.add(
      `<circle cx="${f1(sx + sw * r.range(0.2, 0.8))}" cy="${f1(sy + sh * 0.5)}" r="${f1(sh * 0.16)}" fill="#ffe9a8"/>`,
    );
    let ridge = `M${f1(sx)} ${f1(sy + sh)}`;
    for (let i = 0; i <= 6; i += 1) ridge += ` L${f1(sx + (sw * i) / 6)} ${f1(sy + sh * r.range(0.6, 0.82))}`;
    c.add(`<path d="${ridge} L${f1(sx + sw)} ${f1(sy + sh)}Z" fill="#1a0a20"/>`);
    c.add(
      person(sx + sw * r.range(0.3, 0.7), sy + sh * 0.72, sh * 0.36, {
        skin: '#1a0a20',
        top: '#1a0a20',
        bottom: '#1a0a20',
        hair: '#1a0a20',
        dress: r.chance(0.5),
      }),
    );
  } else if (still === 1) {
    // a city at night, windows lit
    c.add(
      `<rect x="${f1(sx)}" y="${f1(sy)}" width="${f1(sw)}" height="${f1(sh)}" fill="${c.grad([
        [0, '#0b1030'],
        [1, mix(a, '#0b1030', 0.5)],
      ])}"/>`,
    );
    for (let x = sx; x < sx + sw - sw * 0.04; x += sw * r.range(0.05, 0.09)) {
      const bh = sh * r.range(0.25, 0.75);
      const bw = sw * 0.05;
      c.add(`<rect x="${f1(x)}" y="${f1(sy + sh - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="#070914"/>`);
      for (let k = 0; k < 6; k += 1)
        c.add(
          `<rect x="${f1(x + bw * r.range(0.15, 0.7))}" y="${f1(sy + sh - bh * r.range(0.1, 0.9))}" width="${f1(bw * 0.16)}" height="${f1(bw * 0.16)}" fill="${r.pick(['#ffd166', '#fff3b0', b])}"/>`,
        );
    }
  } else {
    // a title card
    c.add(`<rect x="${f1(sx)}" y="${f1(sy)}" width="${f1(sw)}" height="${f1(sh)}" fill="#0e0b14"/>`);
    const t = fit(
      r.pick(['THE LAST HARMATTAN', 'LAGOS AFTER DARK', 'SONS OF THE DELTA', 'THE WEAVER', 'NEW MOON OVER KANO']),
      'serifBold',
      {
        max: Math.round(sh * 0.16),
        maxWidth: sw * 0.8,
      },
    );
    c.add(
      textLines(t.lines, {
        x: sx + sw / 2,
        y: sy + sh * 0.55,
        key: 'serifBold',
        size: t.size,
        fill: lighten(a, 0.5),
        anchor: 'middle',
        spacing: t.size * 0.12,
      }),
    );
    c.add(`<rect x="${f1(sx + sw * 0.4)}" y="${f1(sy + sh * 0.66)}" width="${f1(sw * 0.2)}" height="3" fill="${a}"/>`);
  }
  c.put(glow(c.id('sg'), sx + sw / 2, sy + sh / 2, sw * 0.55, lighten(a, 0.2), outdoor ? 0.18 : 0.12));
  c.add(
    crowd(r, {
      w: W,
      yTop: H * 0.6,
      yBottom: H * 0.9,
      rows: r.int(3, 5),
      base: H * 0.022,
      grow: 1.9,
      colors: outdoor ? ['#0d1110', '#111714'] : ['#0c0a12', mix('#100c16', a, 0.1)],
      wraps: pal.accents,
      phones: 0.03,
    }),
  );
  vignette(c, 0.5);
}

/** A masterclass or workshop in a daylight room: pinboard, flip chart, tables with laptops. */
function workshop(c, r, pal) {
  const { w: W, h: H } = c;
  const wall = r.pick([lighten(pal.light, 0.2), '#f2ede4', lighten(pal.accents[1], 0.75)]);
  c.add(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  if (r.chance(0.5)) {
    for (let i = 0; i < 4; i += 1)
      c.add(
        `<rect x="${f1(W * (0.52 + i * 0.12))}" y="${f1(H * 0.06)}" width="${f1(W * 0.1)}" height="${f1(H * 0.42)}" fill="${c.grad(
          [
            [0, '#a8d8f0'],
            [1, '#f6e7c8'],
          ],
        )}" stroke="#ffffff" stroke-width="6"/>`,
      );
  }
  // pinboard with sticky notes
  const bx = W * r.range(0.04, 0.12);
  const bw = W * 0.34;
  c.add(
    `<rect x="${f1(bx)}" y="${f1(H * 0.08)}" width="${f1(bw)}" height="${f1(H * 0.36)}" fill="#c9a36b" stroke="#8a6a3a" stroke-width="5"/>`,
  );
  for (let i = 0; i < 18; i += 1) {
    const col = r.pick(['#ffe066', '#ff8fab', '#8ce99a', '#74c0fc', '#ffa94d']);
    const x = bx + bw * (0.06 + (i % 6) * 0.15) + r.range(-4, 4);
    const y = H * (0.11 + Math.floor(i / 6) * 0.1) + r.range(-4, 4);
    c.add(
      `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(H * 0.06)}" height="${f1(H * 0.06)}" fill="${col}" transform="rotate(${f1(r.range(-6, 6))} ${f1(x)} ${f1(y)})"/>`,
    );
  }
  // flip chart with a simple growth chart
  const fx = bx + bw + W * 0.06;
  c.add(
    `<path d="M${f1(fx)} ${f1(H * 0.62)} L${f1(fx + W * 0.04)} ${f1(H * 0.12)} M${f1(fx + W * 0.12)} ${f1(H * 0.62)} L${f1(fx + W * 0.08)} ${f1(H * 0.12)}" stroke="#444" stroke-width="5"/><rect x="${f1(fx - W * 0.01)}" y="${f1(H * 0.1)}" width="${f1(W * 0.14)}" height="${f1(H * 0.3)}" fill="#ffffff" stroke="#bbb" stroke-width="2"/>`,
  );
  for (let i = 0; i < 4; i += 1)
    c.add(
      `<rect x="${f1(fx + W * (0.01 + i * 0.03))}" y="${f1(H * (0.34 - i * 0.045))}" width="${f1(W * 0.02)}" height="${f1(H * (0.03 + i * 0.045))}" fill="${pal.accents[i % 4]}"/>`,
    );
  band(c, H * 0.6, H * 0.4, '#b7a58c', '#8c7a63');
  // the facilitator
  const o = outfit(r, pal);
  c.add(person(fx + W * 0.2, H * 0.68, H * 0.5, { ...o, arms: ['gesture', 'down'], lanyard: pal.accents[0] }));
  // a row of participants behind a table, laptops open
  const n = Math.max(3, Math.round(W / (H * 0.28)));
  const tableY = H * 0.8;
  for (let i = 0; i < n; i += 1) {
    const x = W * ((i + 0.5) / n) + r.range(-H * 0.02, H * 0.02);
    c.add(seated(x, tableY - H * 0.02, H * 0.5, { ...outfit(r, pal), chair: '#2a2a30' }));
  }
  c.add(
    `<rect x="0" y="${f1(tableY)}" width="${W}" height="${f1(H * 0.05)}" fill="#f4efe6"/><rect x="0" y="${f1(tableY + H * 0.05)}" width="${W}" height="${f1(H * 0.2)}" fill="${c.grad(
      [
        [0, '#9a7650'],
        [1, '#6e5236'],
      ],
    )}"/>`,
  );
  for (let i = 0; i < n; i += 1) {
    const x = W * ((i + 0.5) / n);
    if (r.chance(0.7))
      c.add(
        `<path d="M${f1(x - H * 0.06)} ${f1(tableY + 2)} L${f1(x - H * 0.05)} ${f1(tableY - H * 0.08)} L${f1(x + H * 0.05)} ${f1(tableY - H * 0.08)} L${f1(x + H * 0.06)} ${f1(tableY + 2)}Z" fill="#3a3a44"/><circle cx="${f1(x)}" cy="${f1(tableY - H * 0.04)}" r="${f1(H * 0.008)}" fill="#ddd"/>`,
      );
    else
      c.add(
        `<rect x="${f1(x - H * 0.05)}" y="${f1(tableY + H * 0.008)}" width="${f1(H * 0.07)}" height="${f1(H * 0.03)}" fill="#ffffff" transform="rotate(-4 ${f1(x)} ${f1(tableY)})"/>`,
      );
  }
}

/** The gaming arena: a game on the big screen, players at lit desks, neon everywhere. */
function gaming(c, r, pal) {
  const { w: W, h: H } = c;
  const neon = r.shuffle(['#ff3cac', '#2bd2ff', '#7cff6b', '#ffd23f', '#b967ff']);
  band(c, 0, H, '#0a0718', '#140b26');
  for (let i = 0; i < 3; i += 1)
    c.add(`<path d="M0 ${f1(H * (0.03 + i * 0.025))} H${W}" stroke="${neon[i]}" stroke-width="3" opacity="0.75"/>`);
  // the big screen: a platform game
  const sw = Math.min(W * 0.6, H * 0.95);
  const sh = sw * 0.5;
  const sx = (W - sw) / 2 + r.range(-W * 0.1, W * 0.1);
  const sy = H * 0.1;
  c.add(
    `<rect x="${f1(sx - 8)}" y="${f1(sy - 8)}" width="${f1(sw + 16)}" height="${f1(sh + 16)}" rx="6" fill="${neon[0]}"/>`,
  );
  c.add(
    `<rect x="${f1(sx)}" y="${f1(sy)}" width="${f1(sw)}" height="${f1(sh)}" fill="${c.grad([
      [0, r.pick(['#5ec8ff', '#ff9a5e', '#2a1b5e'])],
      [1, '#ffe7a8'],
    ])}"/>`,
  );
  const px = sh / 12;
  for (let i = 0; i < 12 * (sw / sh); i += 1) {
    const hgt = r.int(1, 3);
    c.add(
      `<rect x="${f1(sx + i * px)}" y="${f1(sy + sh - hgt * px)}" width="${f1(px)}" height="${f1(hgt * px)}" fill="${i % 2 ? '#3c8d2f' : '#2f7a24'}"/>`,
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const bx = sx + sw * r.range(0.1, 0.8);
    const by = sy + sh * r.range(0.3, 0.6);
    c.add(
      `<rect x="${f1(bx)}" y="${f1(by)}" width="${f1(px * 4)}" height="${f1(px)}" fill="#b5651d"/><circle cx="${f1(bx + px * 2)}" cy="${f1(by - px)}" r="${f1(px * 0.4)}" fill="#ffd23f"/>`,
    );
  }
  const hx = sx + sw * r.range(0.2, 0.7);
  c.add(
    `<rect x="${f1(hx)}" y="${f1(sy + sh - px * 5)}" width="${f1(px * 1.5)}" height="${f1(px * 2)}" fill="${neon[1]}"/><rect x="${f1(hx + px * 0.25)}" y="${f1(sy + sh - px * 6)}" width="${f1(px)}" height="${f1(px)}" fill="#7a4a2c"/>`,
  );
  // neon sign
  const sign = r.pick(['PLAY ARENA', 'GAME ON', 'LEVEL UP', 'ACM ESPORTS']);
  const signX = sx + sw + W * 0.03 < W * 0.8 ? sx + sw + W * 0.03 : W * 0.03;
  c.add(
    `<text x="${f1(signX)}" y="${f1(H * 0.22)}" ${fontAttrs('condBold', H * 0.05, 2)} fill="none" stroke="${neon[2]}" stroke-width="2.5">${sign}</text>`,
  );
  c.put(glow(c.id('ng'), signX + H * 0.12, H * 0.2, H * 0.14, neon[2], 0.3));
  // players at desks facing us, lit by their monitors
  const deskY = H * 0.72;
  const n = Math.max(3, Math.round(W / (H * 0.3)));
  for (let i = 0; i < n; i += 1) {
    const x = W * ((i + 0.5) / n);
    c.add(seated(x, deskY - H * 0.03, H * 0.42, { ...outfit(r, pal), chair: neon[(i + 3) % 5] }));
  }
  c.add(
    `<rect x="0" y="${f1(deskY)}" width="${W}" height="${f1(H * 0.04)}" fill="#1c1630"/><rect x="0" y="${f1(deskY + H * 0.04)}" width="${W}" height="4" fill="${neon[3]}"/>`,
  );
  for (let i = 0; i < n; i += 1) {
    const x = W * ((i + 0.5) / n) + H * 0.08;
    c.add(
      `<rect x="${f1(x - H * 0.06)}" y="${f1(deskY - H * 0.11)}" width="${f1(H * 0.12)}" height="${f1(H * 0.08)}" rx="3" fill="#0c0a14" stroke="${neon[i % 5]}" stroke-width="2"/><rect x="${f1(x - H * 0.008)}" y="${f1(deskY - H * 0.03)}" width="${f1(H * 0.016)}" height="${f1(H * 0.03)}" fill="#0c0a14"/>`,
    );
  }
  c.add(
    crowd(r, {
      w: W,
      yTop: H * 0.8,
      yBottom: H * 0.9,
      rows: 2,
      base: H * 0.03,
      grow: 1.4,
      colors: ['#0b0814', mix('#0b0814', neon[0], 0.12)],
      wraps: neon,
      phones: 0.2,
      hands: 0.1,
    }),
  );
  vignette(c, 0.45);
}

/** The art exhibition: works on a gallery wall, a sculpture, visitors looking. */
function art(c, r, pal) {
  const { w: W, h: H } = c;
  const wall = r.pick(['#f6f2ea', '#ffffff', mix(pal.deep2, '#000', 0.2), '#e9e1d3', lighten(pal.accents[0], 0.7)]);
  c.add(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  band(c, H * 0.7, H * 0.3, '#b89b74', '#8c6f4f');
  const n = Math.max(3, Math.round(W / (H * 0.38)));
  for (let i = 0; i < n; i += 1) {
    const fw = H * r.range(0.2, 0.3);
    const fh = fw * r.pick([1.3, 1, 0.75, 1.2]);
    const x = W * ((i + 0.5) / n) - fw / 2;
    const y = H * 0.36 - fh / 2;
    const frame = r.pick(['#1a1a1a', '#c9a227', '#ffffff', '#6b4423']);
    c.put(glow(c.id('sp'), x + fw / 2, y + fh / 2, fw * 0.9, '#fff6d8', 0.35));
    c.add(`<rect x="${f1(x - 8)}" y="${f1(y - 8)}" width="${f1(fw + 16)}" height="${f1(fh + 16)}" fill="${frame}"/>`);
    const kind = r.int(0, 3);
    const [a, b, d] = r.shuffle(pal.accents);
    if (kind === 0) {
      c.add(
        `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(fw)}" height="${f1(fh)}" fill="${a}"/><circle cx="${f1(x + fw * 0.5)}" cy="${f1(y + fh * 0.45)}" r="${f1(fw * 0.28)}" fill="${b}"/><rect x="${f1(x)}" y="${f1(y + fh * 0.72)}" width="${f1(fw)}" height="${f1(fh * 0.28)}" fill="${d}"/>`,
      );
    } else if (kind === 1) {
      const p = c.pattern(kente(c.id('k'), [a, b, d, '#141016', lighten(a, 0.4)], fw / 8));
      c.add(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(fw)}" height="${f1(fh)}" fill="${p}"/>`);
    } else if (kind === 2) {
      c.add(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(fw)}" height="${f1(fh)}" fill="${lighten(b, 0.5)}"/>`);
      c.add(
        `<ellipse cx="${f1(x + fw / 2)}" cy="${f1(y + fh * 0.42)}" rx="${f1(fw * 0.18)}" ry="${f1(fh * 0.22)}" fill="${darken(a, 0.55)}"/><path d="M${f1(x + fw * 0.15)} ${f1(y + fh)} Q${f1(x + fw / 2)} ${f1(y + fh * 0.55)} ${f1(x + fw * 0.85)} ${f1(y + fh)}Z" fill="${d}"/>`,
      );
    } else {
      c.add(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(fw)}" height="${f1(fh)}" fill="#f4efe6"/>`);
      c.add(motif(r.pick(MOTIFS), x + fw / 2, y + fh / 2, Math.min(fw, fh) * 0.7, a, { sw: 0.1 }));
    }
  }
  // a sculpture on a plinth
  const px = W * r.range(0.15, 0.85);
  c.add(
    `<rect x="${f1(px - H * 0.05)}" y="${f1(H * 0.56)}" width="${f1(H * 0.1)}" height="${f1(H * 0.2)}" fill="#fbfaf7" stroke="#ddd"/>`,
  );
  c.add(
    `<path d="M${f1(px - H * 0.03)} ${f1(H * 0.56)} Q${f1(px - H * 0.05)} ${f1(H * 0.48)} ${f1(px)} ${f1(H * 0.44)} Q${f1(px + H * 0.05)} ${f1(H * 0.48)} ${f1(px + H * 0.03)} ${f1(H * 0.56)}Z" fill="${r.pick(['#7a4a2c', '#3b2a1e', '#b08d57'])}"/>`,
  );
  strollers(c, r, pal, r.int(2, 4), [H * 0.8, H * 0.98], [H * 0.48, H * 0.62], 0.4);
}

/** Dance on stage: a troupe in motion under coloured light, drummers at the side. */
function dance(c, r, pal, drama) {
  const { w: W, h: H } = c;
  const [a, b] = r.shuffle(pal.accents);
  band(c, 0, H, mix(pal.deep2, a, 0.3), pal.deep);
  c.put(glow(c.id('bk'), W / 2, H * 0.35, W * 0.45, b, 0.35));
  lights(c, r, pal, { n: drama ? 7 : 5, y: 0, len: H * 0.85, opacity: drama ? 0.45 : 0.3 });
  const floorY = H * 0.72;
  stageFloor(c, pal, floorY, H * 0.06, mix(pal.deep2, '#333', 0.4));
  const n = r.int(3, 5);
  const span = Math.min(W * 0.75, H * 1.4);
  for (let i = 0; i < n; i += 1) {
    const x = W / 2 - span / 2 + (span * (i + 0.5)) / n + r.range(-H * 0.03, H * 0.03);
    const o = outfit(r, pal);
    const fill = c.pattern(textile(r, c.id('d'), pal, H / 1400));
    c.add(
      person(x, floorY + H * 0.03, H * r.range(0.44, 0.52), {
        ...o,
        dress: r.chance(0.6),
        pattern: fill,
        arms: r.pick(['up', ['up', 'down'], ['down', 'up'], ['wave', 'gesture'], ['gesture', 'up']]),
        wrap: r.chance(0.3) ? r.pick(pal.accents) : undefined,
      }),
    );
  }
  // talking drums at the side of the stage
  const dx = r.chance(0.5) ? W * 0.08 : W * 0.92;
  c.add(seated(dx, floorY, H * 0.38, { ...outfit(r, pal), chair: '#2a2a30' }));
  c.add(
    `<path d="M${f1(dx - H * 0.035)} ${f1(floorY - H * 0.08)} h${f1(H * 0.07)} l${f1(-H * 0.012)} ${f1(H * 0.1)} h${f1(-H * 0.046)}Z" fill="#8a5a2b" stroke="#f5e6b8" stroke-width="2"/>`,
  );
  c.add(
    crowd(r, {
      w: W,
      yTop: H * 0.82,
      yBottom: H * 0.93,
      rows: 2,
      base: H * 0.03,
      grow: 1.3,
      colors: ['#0d0b12', '#151019'],
      wraps: pal.accents,
      hands: 0.25,
      phones: 0.12,
    }),
  );
  vignette(c, 0.5);
}

/** The outdoor courtyard: canopies, palms, string lights and people about, at a time of day. */
function outdoor(c, r, pal, drama, { time: pinned } = {}) {
  const { w: W, h: H } = c;
  const horizon = H * 0.52;
  const { time, dim } = sky(c, r, horizon, undefined, pinned);
  // the venue's low skyline behind
  for (let x = 0; x < W; x += W * r.range(0.06, 0.12)) {
    const bh = H * r.range(0.06, 0.2);
    c.add(
      `<rect x="${f1(x)}" y="${f1(horizon - bh)}" width="${f1(W * 0.1)}" height="${f1(bh)}" fill="${dim(mix('#8a8fa6', pal.deep, 0.3))}"/>`,
    );
  }
  c.add(
    `<rect y="${f1(horizon)}" width="${W}" height="${f1(H - horizon)}" fill="${dim(r.pick(['#d8c7a8', '#c9b28e', '#bfae95']))}"/>`,
  );
  palm(c, W * r.range(0.02, 0.1), horizon + H * 0.05, H * 0.5, dim('#2f6b3a'));
  palm(c, W * r.range(0.88, 0.98), horizon + H * 0.04, H * 0.45, dim('#2f6b3a'));
  // canopy tents with coloured valances
  const n = Math.max(2, Math.round(W / (H * 0.55)));
  for (let i = 0; i < n; i += 1) {
    const cx = W * ((i + 0.5) / n);
    const tw = H * 0.42;
    const ty = horizon - H * 0.04;
    const col = pal.accents[i % 4];
    c.add(
      `<path d="M${f1(cx - tw / 2)} ${f1(ty)} L${f1(cx)} ${f1(ty - H * 0.12)} L${f1(cx + tw / 2)} ${f1(ty)}Z" fill="${dim('#fbfaf7')}"/>`,
    );
    c.add(
      `<rect x="${f1(cx - tw / 2)}" y="${f1(ty)}" width="${f1(tw)}" height="${f1(H * 0.035)}" fill="${dim(col)}"/>`,
    );
    c.add(
      `<path d="M${f1(cx - tw / 2 + 4)} ${f1(ty)} V${f1(horizon + H * 0.12)} M${f1(cx + tw / 2 - 4)} ${f1(ty)} V${f1(horizon + H * 0.12)}" stroke="#555" stroke-width="4"/>`,
    );
    c.add(
      `<rect x="${f1(cx - tw * 0.4)}" y="${f1(horizon + H * 0.05)}" width="${f1(tw * 0.8)}" height="${f1(H * 0.07)}" fill="${dim(darken(col, 0.2))}"/>`,
    );
  }
  if (time === 'night' || time === 'golden' || r.chance(0.3))
    for (let i = 0; i < 2; i += 1)
      stringLights(c, r, 0, W, H * (0.1 + i * 0.12), H * 0.05, ['#fff3b0', '#ffd166', '#ffffff']);
  strollers(c, r, pal, Math.round(W / (H * 0.16)), [horizon + H * 0.2, H * 1.02], [H * 0.26, H * 0.56]);
  if (time === 'night') c.add(`<rect width="${W}" height="${H}" fill="#0b1030" opacity="0.25"/>`);
}

/** The crowd at the gate: the venue front with the event's banner, flags and a queue. */
function gate(c, r, pal, drama, { time } = {}) {
  const { w: W, h: H } = c;
  const ground = H * 0.62;
  const { dim } = sky(c, r, ground, ['morning', 'noon', 'golden'], time);
  const [a, b, d] = r.shuffle(pal.accents);
  // the venue front
  c.add(
    `<rect x="${f1(W * 0.08)}" y="${f1(H * 0.14)}" width="${f1(W * 0.84)}" height="${f1(ground - H * 0.14)}" fill="${dim('#e9e4dc')}"/>`,
  );
  for (let x = W * 0.1; x < W * 0.9; x += W * 0.06)
    c.add(
      `<rect x="${f1(x)}" y="${f1(H * 0.34)}" width="${f1(W * 0.05)}" height="${f1(ground - H * 0.34)}" fill="${dim(mix('#6fa8c9', pal.deep, 0.35))}"/>`,
    );
  const k = c.pattern(kente(c.id('k'), [a, b, d, '#141016', lighten(a, 0.4)], H / 40));
  c.add(`<rect x="${f1(W * 0.08)}" y="${f1(H * 0.14)}" width="${f1(W * 0.84)}" height="${f1(H * 0.03)}" fill="${k}"/>`);
  const bw = W * 0.46;
  c.add(
    `<rect x="${f1(W / 2 - bw / 2)}" y="${f1(H * 0.19)}" width="${f1(bw)}" height="${f1(H * 0.12)}" fill="${pal.deep}"/>`,
  );
  const t = fit('AFRICA CREATIVE MARKET', 'condBold', { max: Math.round(H * 0.06), maxWidth: bw * 0.9 });
  c.add(
    textLines(t.lines, {
      x: W / 2,
      y: H * 0.25 + t.size * 0.35,
      key: 'condBold',
      size: t.size,
      fill: inkOn(pal.deep) === '#ffffff' ? lighten(a, 0.3) : '#141016',
      anchor: 'middle',
      spacing: 2,
    }),
  );
  // flags on poles
  for (const fx of [W * 0.04, W * 0.96, W * 0.22, W * 0.78 - H * 0.06]) {
    c.add(`<path d="M${f1(fx)} ${f1(ground + H * 0.04)} V${f1(H * 0.1)}" stroke="#555" stroke-width="4"/>`);
    c.add(
      `<path d="M${f1(fx)} ${f1(H * 0.11)} h${f1(H * 0.06)} v${f1(H * 0.22)} l${f1(-H * 0.03)} ${f1(-H * 0.03)} l${f1(-H * 0.03)} ${f1(H * 0.03)}Z" fill="${r.pick([a, b, d])}"/>`,
    );
  }
  c.add(`<rect y="${f1(ground)}" width="${W}" height="${f1(H - ground)}" fill="${dim('#cfc6b8')}"/>`);
  // registration desks
  for (const dx of [W * 0.3, W * 0.7])
    c.add(
      `<rect x="${f1(dx - W * 0.07)}" y="${f1(ground - H * 0.02)}" width="${f1(W * 0.14)}" height="${f1(H * 0.08)}" fill="${a}"/><rect x="${f1(dx - W * 0.07)}" y="${f1(ground - H * 0.02)}" width="${f1(W * 0.14)}" height="${f1(H * 0.015)}" fill="#ffffff"/>`,
    );
  strollers(c, r, pal, Math.round(W / (H * 0.12)), [ground + H * 0.08, H * 1.05], [H * 0.24, H * 0.58], 0.8);
}

/** The pitch stage: a founder with a slide of numbers, a clock, the judges' table in front. */
function pitch(c, r, pal, drama) {
  const { w: W, h: H } = c;
  band(c, 0, H, pal.deep2, '#07060a');
  const sw = Math.min(W * 0.5, H * 0.9);
  const sh = sw * 0.52;
  const left = r.chance(0.5);
  const sx = left ? W * 0.08 : W * 0.92 - sw;
  const sy = H * 0.08;
  const [a, b] = r.shuffle(pal.accents);
  c.add(
    `<rect x="${f1(sx - 6)}" y="${f1(sy - 6)}" width="${f1(sw + 12)}" height="${f1(sh + 12)}" fill="#0a0a0e"/><rect x="${f1(sx)}" y="${f1(sy)}" width="${f1(sw)}" height="${f1(sh)}" fill="#fbfaf7"/>`,
  );
  const title = r.pick(['Traction', 'Market size', 'Revenue', 'Our growth', 'The ask']);
  c.add(
    `<text x="${f1(sx + sw * 0.06)}" y="${f1(sy + sh * 0.18)}" ${fontAttrs('sansBold', sh * 0.1)} fill="${pal.deep}">${title}</text>`,
  );
  for (let i = 0; i < 5; i += 1) {
    const bh = sh * (0.12 + i * 0.12 * r.range(0.8, 1.2));
    c.add(
      `<rect x="${f1(sx + sw * (0.1 + i * 0.17))}" y="${f1(sy + sh * 0.9 - bh)}" width="${f1(sw * 0.11)}" height="${f1(bh)}" fill="${i === 4 ? a : mix(b, '#ffffff', 0.3)}"/>`,
    );
  }
  // the clock
  const cx = left ? W * 0.8 : W * 0.2;
  c.add(
    `<rect x="${f1(cx - H * 0.11)}" y="${f1(H * 0.1)}" width="${f1(H * 0.22)}" height="${f1(H * 0.1)}" rx="6" fill="#111"/><text x="${f1(cx)}" y="${f1(H * 0.175)}" ${fontAttrs('monoBold', H * 0.06)} fill="${r.pick(['#ff4d4d', '#7cff6b'])}" text-anchor="middle">0${r.int(0, 4)}:${r.int(10, 59)}</text>`,
  );
  const stageY = H * 0.56;
  stageFloor(c, pal, stageY, H * 0.05, mix(pal.deep2, '#666', 0.3));
  c.put(glow(c.id('gl'), cx, stageY, W * 0.25, lighten(a, 0.2), 0.3));
  c.add(person(cx, stageY + H * 0.02, H * 0.36, { ...outfit(r, pal), arms: ['gesture', 'hold'], lanyard: a }));
  lights(c, r, pal, { n: drama ? 5 : 3, y: 0, len: H * 0.7, opacity: 0.25 });
  // the judges' table seen from behind
  const tableY = H * 0.84;
  c.add(
    crowd(r, {
      x0: W * 0.15,
      w: W * 0.7,
      yTop: tableY - H * 0.14,
      yBottom: tableY - H * 0.14,
      rows: 1,
      base: H * 0.045,
      grow: 1,
      colors: ['#0d0b12'],
      wraps: pal.accents,
      density: 0.55,
    }),
  );
  c.add(
    `<rect x="0" y="${f1(tableY)}" width="${W}" height="${f1(H - tableY)}" fill="#15121c"/><rect x="0" y="${f1(tableY)}" width="${W}" height="6" fill="${b}"/>`,
  );
  for (let i = 0; i < 3; i += 1)
    c.add(
      `<rect x="${f1(W * (0.25 + i * 0.22))}" y="${f1(tableY - H * 0.03)}" width="${f1(H * 0.1)}" height="${f1(H * 0.03)}" fill="#f4efe6"/>`,
    );
  vignette(c, 0.5);
}

/** Drawings by theme id of content/gallery.ts. */
export const VENUE_SCENES = { screening, workshop, gaming, art, dance, outdoor, gate, pitch };

/** The themes drawn under an open sky, whose time of day a picture may pin. */
export const TIMED_SCENES = new Set(['outdoor', 'gate']);
