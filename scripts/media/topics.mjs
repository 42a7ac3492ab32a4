// Themed illustrations: sector tiles, news article heroes and body images, and the About images.
import { darken, f1, lighten, mix, PALETTES } from './core.mjs';
import { fit, fontAttrs, textLines } from './fonts.mjs';
import { africa, ankara, beam, crowd, glow, icon, kente, motif, MOTIFS, person, textile } from './art.mjs';
import { band, Canvas, outfit } from './stage.mjs';

function sparkles(c, r, n, color) {
  for (let i = 0; i < n; i += 1) {
    const x = r.range(0, c.w);
    const y = r.range(0, c.h);
    const s = r.range(4, 10) * (c.h / 600);
    c.add(
      `<path d="M${f1(x)} ${f1(y - s)} L${f1(x + s * 0.3)} ${f1(y - s * 0.3)} L${f1(x + s)} ${f1(y)} L${f1(x + s * 0.3)} ${f1(y + s * 0.3)} L${f1(x)} ${f1(y + s)} L${f1(x - s * 0.3)} ${f1(y + s * 0.3)} L${f1(x - s)} ${f1(y)} L${f1(x - s * 0.3)} ${f1(y - s * 0.3)}Z" fill="${color}" opacity="0.8"/>`,
    );
  }
}

/** Background shared by still lifes: gradient, a textile band and faint motifs. */
function stillBackground(c, r, pal) {
  const { w: W, h: H } = c;
  const [a] = r.shuffle(pal.accents);
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
  const step = H / 3.2;
  for (let x = step / 2; x < W; x += step)
    for (let y = step / 2; y < H; y += step) c.add(motif(m, x, y, step * 0.5, lighten(pal.deep2, 0.12), { sw: 0.06 }));
  const band = c.pattern(textile(r, c.id('t'), pal, H / 700));
  if (r.chance(0.5))
    c.add(
      `<rect x="0" y="${f1(H * 0.82)}" width="${W}" height="${f1(H * 0.18)}" fill="${band}"/><rect x="0" y="${f1(H * 0.82 - 6)}" width="${W}" height="6" fill="${a}"/>`,
    );
  else
    c.add(
      `<rect x="${f1(W * 0.86)}" y="0" width="${f1(W * 0.14)}" height="${H}" fill="${band}"/><rect x="${f1(W * 0.86 - 6)}" y="0" width="6" height="${H}" fill="${a}"/>`,
    );
}

/** A still life of icons: one hero in a disc plus companions. */
function stillLife(c, r, pal, icons) {
  const { w: W, h: H } = c;
  stillBackground(c, r, pal);
  const [a, b, d] = r.shuffle(pal.accents);
  const cx = W * r.range(0.42, 0.48);
  const cy = H * 0.45;
  const R = Math.min(H * 0.3, W * 0.19);
  c.put(glow(c.id('g'), cx, cy, R * 1.8, a, 0.5));
  c.add(
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(R)}" fill="${pal.light}"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(R)}" fill="none" stroke="${a}" stroke-width="${f1(H * 0.02)}"/>`,
  );
  c.add(icon(icons[0], cx, cy, R * 1.3, { a: b, b: pal.deep, d: '#ffffff' }));
  const spots = [
    [cx - R * 1.7, cy - R * 0.55],
    [cx + R * 1.6, cy + R * 0.5],
    [cx - R * 1.45, cy + R * 0.95],
    [cx + R * 1.45, cy - R * 0.85],
  ];
  icons.slice(1).forEach((k, i) => {
    const s = R * r.range(0.65, 0.85);
    // keep companions whole: inside the canvas and clear of the textile band on the right
    const x = Math.max(s * 0.8, Math.min(W * 0.86 - s * 0.8, spots[i][0]));
    const y = Math.max(s * 0.8, Math.min(H - s * 0.8, spots[i][1]));
    c.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(s * 0.72)}" fill="${[a, d, b][i % 3]}"/>`);
    c.add(icon(k, x, y, s, { a: '#ffffff', b: pal.deep, d: '#ffffff' }));
  });
  sparkles(c, r, 10, lighten(a, 0.5));
}

function dance(c, r, pal) {
  const { w: W, h: H } = c;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, pal.deep2],
      [1, pal.deep],
    ])}"/>`,
  );
  c.put(glow(c.id('g'), W / 2, H * 0.55, W * 0.55, r.pick(pal.accents), 0.55));
  for (let i = 0; i < 4; i += 1)
    c.put(beam(c.id('b'), W * (0.15 + i * 0.23), 0, r.range(-25, 25), H * 1.1, 20, pal.accents[i], 0.35));
  c.add(
    `<ellipse cx="${W / 2}" cy="${f1(H * 0.88)}" rx="${f1(W * 0.48)}" ry="${f1(H * 0.07)}" fill="${darken(pal.deep, 0.3)}"/>`,
  );
  const n = r.int(3, 4);
  for (let i = 0; i < n; i += 1) {
    const x = W * ((i + 0.5) / n) + r.range(-20, 20);
    const h = H * r.range(0.58, 0.7);
    const fill = c.pattern(textile(r, c.id('d'), pal, h / 900));
    const arms = r.pick([
      ['up', 'wave'],
      ['wave', 'up'],
      ['up', 'up'],
      ['gesture', 'up'],
      ['wave', 'gesture'],
    ]);
    const lean = r.range(-10, 10);
    c.add(
      `<g transform="rotate(${f1(lean)} ${f1(x)} ${f1(H * 0.88)})">${person(x, H * 0.88, h, { ...outfit(r, pal), dress: r.chance(0.6), pattern: fill, arms })}</g>`,
    );
    c.add(
      `<path d="M${f1(x - h * 0.3)} ${f1(H * 0.88 - h * 0.5)} q${f1(-h * 0.15)} ${f1(h * 0.2)} 0 ${f1(h * 0.4)}" stroke="${r.pick(pal.accents)}" stroke-width="${f1(h * 0.015)}" fill="none" opacity="0.7"/>`,
    );
  }
  sparkles(c, r, 14, '#ffffff');
}

function skyline(c, r, pal) {
  const { w: W, h: H } = c;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, '#070a22'],
      [0.55, '#2b1455'],
      [0.72, '#c2410c'],
    ])}"/>`,
  );
  for (let i = 0; i < 90; i += 1)
    c.add(
      `<circle cx="${f1(r.range(0, W))}" cy="${f1(r.range(0, H * 0.4))}" r="${f1(r.range(0.8, 2.2))}" fill="#fff" opacity="${f1(r.range(0.4, 0.9))}"/>`,
    );
  c.add(`<circle cx="${f1(W * 0.82)}" cy="${f1(H * 0.16)}" r="${f1(H * 0.06)}" fill="#fdf3d0"/>`);
  const horizon = H * 0.68;
  for (let i = 0; i < 5; i += 1)
    c.put(
      beam(
        c.id('b'),
        W * (0.3 + i * 0.1),
        horizon - H * 0.05,
        180 + r.range(-25, 25),
        H * 0.7,
        6,
        r.pick(pal.accents),
        0.5,
      ),
    );
  const buildings = [];
  let x = -10;
  while (x < W) {
    const bw = r.range(W * 0.03, W * 0.07);
    const bh = r.range(H * 0.1, H * 0.42) * (Math.abs(x - W * 0.55) < W * 0.2 ? 1.3 : 1);
    buildings.push([x, bw, bh]);
    x += bw + r.range(0, W * 0.01);
  }
  let city = '';
  for (const [bx, bw, bh] of buildings) {
    city += `<rect x="${f1(bx)}" y="${f1(horizon - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="${mix('#0b0a1a', '#2b1455', r.range(0, 0.4))}"/>`;
    for (let wy = horizon - bh + 8; wy < horizon - 6; wy += 14) {
      for (let wx = bx + 5; wx < bx + bw - 8; wx += 11)
        if (r.chance(0.35))
          city += `<rect x="${f1(wx)}" y="${f1(wy)}" width="5" height="7" fill="${r.pick(['#ffd98a', '#fff2c4', '#ffb35c'])}"/>`;
    }
  }
  c.add(city);
  c.add(
    `<rect y="${f1(horizon)}" width="${W}" height="${f1(H - horizon)}" fill="${c.grad([
      [0, '#1a1240'],
      [1, '#05050f'],
    ])}"/>`,
  );
  c.add(`<g transform="translate(0 ${f1(horizon * 2)}) scale(1 -1)" opacity="0.25">${city}</g>`);
  // bridge
  const by = horizon + H * 0.08;
  c.add(`<rect x="0" y="${f1(by)}" width="${W}" height="${f1(H * 0.015)}" fill="#14102c"/>`);
  for (let bx = 0; bx < W; bx += W / 24)
    c.add(
      `<rect x="${f1(bx)}" y="${f1(by)}" width="${f1(W * 0.008)}" height="${f1(H * 0.05)}" fill="#100c24"/><circle cx="${f1(bx)}" cy="${f1(by - 4)}" r="3" fill="#ffd98a"/>`,
    );
  c.add(`<rect x="0" y="${f1(by + H * 0.05)}" width="${W}" height="${f1(H * 0.01)}" fill="#ffd98a" opacity="0.18"/>`);
  for (let i = 0; i < 30; i += 1)
    c.add(
      `<rect x="${f1(r.range(0, W))}" y="${f1(r.range(horizon + 4, by - 4))}" width="${f1(r.range(10, 40))}" height="2" fill="#ffd98a" opacity="0.35"/>`,
    );
}

function gallery(c, r, pal) {
  const { w: W, h: H } = c;
  c.add(`<rect width="${W}" height="${H}" fill="${mix(pal.light, '#ffffff', 0.3)}"/>`);
  band(c, H * 0.76, H * 0.24, '#b79b7a', '#8a6e52');
  const n = r.int(3, 4);
  for (let i = 0; i < n; i += 1) {
    const fw = W * r.range(0.13, 0.2);
    const fh = H * r.range(0.28, 0.42);
    const fx = W * ((i + 0.5) / n) - fw / 2;
    const fy = H * 0.36 - fh / 2;
    const [a, b, d] = r.shuffle(pal.accents);
    c.add(
      `<rect x="${f1(fx - 10)}" y="${f1(fy - 10)}" width="${f1(fw + 20)}" height="${f1(fh + 20)}" fill="${r.pick(['#2a1d14', '#c9a227', '#141016'])}"/><rect x="${f1(fx)}" y="${f1(fy)}" width="${f1(fw)}" height="${f1(fh)}" fill="${a}"/>`,
    );
    const k = r.int(0, 2);
    if (k === 0)
      c.add(
        `<circle cx="${f1(fx + fw * 0.5)}" cy="${f1(fy + fh * 0.4)}" r="${f1(fw * 0.3)}" fill="${b}"/><rect x="${f1(fx)}" y="${f1(fy + fh * 0.65)}" width="${f1(fw)}" height="${f1(fh * 0.35)}" fill="${d}"/>`,
      );
    else if (k === 1)
      c.add(
        `<rect x="${f1(fx)}" y="${f1(fy)}" width="${f1(fw)}" height="${f1(fh)}" fill="${c.pattern(kente(c.id('k'), [a, b, d, pal.light, pal.deep], fw / 4))}"/>`,
      );
    else
      c.add(
        `<path d="M${f1(fx)} ${f1(fy + fh)} L${f1(fx + fw * 0.5)} ${f1(fy + fh * 0.2)} L${f1(fx + fw)} ${f1(fy + fh)}Z" fill="${b}"/><path d="M${f1(fx + fw * 0.2)} ${f1(fy + fh)} L${f1(fx + fw * 0.5)} ${f1(fy + fh * 0.5)} L${f1(fx + fw * 0.8)} ${f1(fy + fh)}Z" fill="${d}"/>`,
      );
    c.put(glow(c.id('s'), fx + fw / 2, fy - 20, fw * 0.8, '#fff6d8', 0.55));
  }
  // plinth with a mask
  const px = W * r.range(0.12, 0.88);
  c.add(
    `<rect x="${f1(px - H * 0.07)}" y="${f1(H * 0.56)}" width="${f1(H * 0.14)}" height="${f1(H * 0.28)}" fill="#f4efe6"/><rect x="${f1(px - H * 0.07)}" y="${f1(H * 0.56)}" width="${f1(H * 0.14)}" height="${f1(H * 0.02)}" fill="#ddd5c7"/>`,
  );
  c.add(icon('mask', px, H * 0.47, H * 0.17, { a: '#8a5a2b', b: '#2a1a10' }));
  const m = r.int(2, 4);
  for (let i = 0; i < m; i += 1) {
    const x = r.range(W * 0.05, W * 0.95);
    if (Math.abs(x - px) < H * 0.12) continue;
    c.add(
      person(x, H * r.range(0.9, 0.98), H * r.range(0.55, 0.66), {
        ...outfit(r, pal),
        arms: r.pick(['down', 'hold', ['down', 'gesture']]),
      }),
    );
  }
}

function creator(c, r, pal) {
  const { w: W, h: H } = c;
  const [a, b, d] = r.shuffle(pal.accents);
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad(
      [
        [0, mix(a, pal.deep, 0.5)],
        [1, mix(b, pal.deep, 0.6)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  const cx = W * r.range(0.35, 0.45);
  c.add(
    `<circle cx="${f1(cx)}" cy="${f1(H * 0.42)}" r="${f1(H * 0.34)}" fill="none" stroke="#fffbe8" stroke-width="${f1(H * 0.035)}"/>`,
  );
  c.put(glow(c.id('g'), cx, H * 0.42, H * 0.45, '#fffbe8', 0.35));
  const o = outfit(r, pal);
  c.add(person(cx, H * 1.05, H * 0.95, { ...o, arms: ['down', 'gesture'] }));
  // phone on tripod
  const tx = W * 0.72;
  c.add(
    `<path d="M${f1(tx)} ${f1(H * 0.5)} L${f1(tx - H * 0.1)} ${H} M${f1(tx)} ${f1(H * 0.5)} L${f1(tx + H * 0.1)} ${H} M${f1(tx)} ${f1(H * 0.5)} V${H}" stroke="#141016" stroke-width="${f1(H * 0.012)}"/>`,
  );
  c.add(icon('phone', tx, H * 0.4, H * 0.26, { a: d, b: '#141016', d: '#ffffff' }));
  const ui = ['heart', 'play', 'star', 'heart', 'notes'];
  for (let i = 0; i < 6; i += 1) {
    const x = r.range(W * 0.55, W * 0.95);
    const y = r.range(H * 0.05, H * 0.9);
    const k = ui[i % ui.length];
    c.add(
      `<rect x="${f1(x - H * 0.055)}" y="${f1(y - H * 0.055)}" width="${f1(H * 0.11)}" height="${f1(H * 0.11)}" rx="${f1(H * 0.03)}" fill="#ffffff" opacity="0.9"/>`,
    );
    c.add(icon(k, x, y, H * 0.075, { a: [a, b, d][i % 3], b: pal.deep, d: '#ffffff' }));
  }
  c.add(
    `<rect x="${f1(W * 0.06)}" y="${f1(H * 0.08)}" width="${f1(H * 0.22)}" height="${f1(H * 0.07)}" rx="${f1(H * 0.035)}" fill="#e11d48"/><circle cx="${f1(W * 0.06 + H * 0.045)}" cy="${f1(H * 0.115)}" r="${f1(H * 0.015)}" fill="#fff"/><text x="${f1(W * 0.06 + H * 0.08)}" y="${f1(H * 0.128)}" ${fontAttrs('sansBold', H * 0.038)} fill="#fff">LIVE</text>`,
  );
}

function cinema(c, r, pal) {
  const { w: W, h: H } = c;
  c.add(`<rect width="${W}" height="${H}" fill="#07060b"/>`);
  const sx = W * 0.12;
  const sw = W * 0.76;
  const sh = H * 0.5;
  const [a, b] = r.shuffle(pal.accents);
  c.add(
    `<rect x="${f1(sx)}" y="${f1(H * 0.06)}" width="${f1(sw)}" height="${f1(sh)}" fill="${c.grad([
      [0, a],
      [0.7, mix(b, '#2d0f3f', 0.3)],
      [1, '#1a0a20'],
    ])}"/>`,
  );
  c.add(`<circle cx="${f1(sx + sw * 0.68)}" cy="${f1(H * 0.06 + sh * 0.55)}" r="${f1(sh * 0.22)}" fill="#ffe9a8"/>`);
  let hills = `M${f1(sx)} ${f1(H * 0.06 + sh)}`;
  for (let i = 0; i <= 8; i += 1) hills += ` L${f1(sx + (sw * i) / 8)} ${f1(H * 0.06 + sh * r.range(0.62, 0.8))}`;
  c.add(`<path d="${hills} L${f1(sx + sw)} ${f1(H * 0.06 + sh)}Z" fill="#1a0a20"/>`);
  c.add(
    `<path d="M${f1(sx + sw * 0.2)} ${f1(H * 0.06 + sh * 0.66)} l${f1(sw * 0.01)} ${f1(-sh * 0.2)} l${f1(sw * 0.05)} ${f1(-sh * 0.1)} l${f1(-sw * 0.04)} ${f1(sh * 0.05)}Z" fill="#1a0a20"/>`,
  );
  c.add(
    person(sx + sw * 0.36, H * 0.06 + sh * 0.74, sh * 0.42, {
      skin: '#1a0a20',
      top: '#1a0a20',
      bottom: '#1a0a20',
      hair: '#1a0a20',
      wrap: '#1a0a20',
      dress: true,
    }),
  );
  c.put(beam(c.id('p'), W * 0.5, H * 1.02, 180, H * 0.98, 40, '#fff6d8', 0.28));
  c.add(
    crowd(r, {
      w: W,
      yTop: H * 0.58,
      yBottom: H * 0.9,
      rows: 4,
      base: H * 0.02,
      grow: 1.8,
      colors: ['#0c0a12', '#100c16'],
    }),
  );
  c.add(icon('reel', W * 0.07, H * 0.12, H * 0.1, { a: a, b: '#2a2a33', d: '#07060b' }));
}

function legal(c, r, pal) {
  const { w: W, h: H } = c;
  stillBackground(c, r, pal);
  const [a, b] = r.shuffle(pal.accents);
  c.add(
    `<rect x="0" y="${f1(H * 0.7)}" width="${W}" height="${f1(H * 0.3)}" fill="${c.grad([
      [0, '#6b4226'],
      [1, '#3e2416'],
    ])}"/>`,
  );
  c.add(`<rect x="0" y="${f1(H * 0.7)}" width="${W}" height="${f1(H * 0.02)}" fill="#8a5a36"/>`);
  c.put(glow(c.id('g'), W * 0.35, H * 0.45, H * 0.55, a, 0.4));
  c.add(icon('scales', W * 0.33, H * 0.42, H * 0.55, { a, b: '#f4e6c8' }));
  c.add(icon('gavel', W * 0.64, H * 0.6, H * 0.3, { a: '#a0683f', b: '#3a2418' }));
  c.add(
    `<g transform="rotate(-8 ${f1(W * 0.78)} ${f1(H * 0.75)})">${icon('doc', W * 0.78, H * 0.72, H * 0.26, { b: '#8a8070', d: '#fbf6ee' })}</g>`,
  );
  c.add(icon('laptop', W * 0.12, H * 0.66, H * 0.2, { a: b, b: '#141016', d: '#ffffff' }));
}

const mosaicIcons = ['clapper', 'mic', 'dressform', 'dancer', 'palette', 'camera'];
function mosaic(c, r, pal) {
  const { w: W, h: H } = c;
  c.add(`<rect width="${W}" height="${H}" fill="${pal.deep}"/>`);
  const cols = 3;
  const rows = 2;
  const g = Math.round(H * 0.02);
  const tw = (W - g * (cols + 1)) / cols;
  const th = (H - g * (rows + 1)) / rows;
  const order = r.shuffle(mosaicIcons);
  for (let i = 0; i < cols * rows; i += 1) {
    const x = g + (i % cols) * (tw + g);
    const y = g + Math.floor(i / cols) * (th + g);
    const col = pal.accents[i % 4];
    const kind = r.int(0, 2);
    if (kind === 0)
      c.add(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(tw)}" height="${f1(th)}" rx="${f1(g)}" fill="${col}"/>`);
    else if (kind === 1)
      c.add(
        `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(tw)}" height="${f1(th)}" rx="${f1(g)}" fill="${c.pattern(kente(c.id('k'), [col, ...pal.accents.filter((p) => p !== col), pal.deep], th / 6))}"/>`,
      );
    else
      c.add(
        `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(tw)}" height="${f1(th)}" rx="${f1(g)}" fill="${c.pattern(ankara(c.id('a'), col, lighten(col, 0.4), pal.deep, th / 4))}"/>`,
      );
    c.add(`<circle cx="${f1(x + tw / 2)}" cy="${f1(y + th / 2)}" r="${f1(th * 0.32)}" fill="${pal.light}"/>`);
    c.add(icon(order[i], x + tw / 2, y + th / 2, th * 0.42, { a: col, b: pal.deep, d: '#ffffff' }));
  }
}

function mission(c, r, pal) {
  const { w: W, h: H } = c;
  const [a, b] = r.shuffle(pal.accents);
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, mix(a, pal.deep, 0.3)],
      [0.6, pal.deep2],
      [1, pal.deep],
    ])}"/>`,
  );
  const sy = H * 0.62;
  for (let i = 0; i < 18; i += 1) {
    const ang = -90 + (i - 8.5) * 10;
    c.put(beam(c.id('r'), W / 2, sy, ang + 180, H * 1.1, 5, lighten(b, 0.4), 0.35));
  }
  c.add(
    `<circle cx="${W / 2}" cy="${f1(sy)}" r="${f1(H * 0.26)}" fill="${b}"/><circle cx="${W / 2}" cy="${f1(sy)}" r="${f1(H * 0.2)}" fill="${lighten(b, 0.3)}"/>`,
  );
  c.add(motif('sawsun', W / 2, sy, H * 0.26, darken(b, 0.2), { sw: 0.08 }));
  c.add(
    `<rect y="${f1(H * 0.8)}" width="${W}" height="${f1(H * 0.2)}" fill="${c.pattern(kente(c.id('k'), [a, b, pal.accents[2], pal.accents[3], pal.deep], H / 16))}"/>`,
  );
  const n = 5;
  for (let i = 0; i < n; i += 1) {
    const x = W * (0.12 + (i * 0.76) / (n - 1));
    const h = H * (0.55 - Math.abs(i - 2) * 0.05);
    c.add(person(x, H * 0.86, h, { ...outfit(r, pal), arms: i % 2 ? ['up', 'up'] : ['up', 'wave'] }));
  }
  sparkles(c, r, 16, '#fff3c4');
}

function why(c, r, pal) {
  const { w: W, h: H } = c;
  const [a, b, d] = r.shuffle(pal.accents);
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad(
      [
        [0, pal.deep2],
        [1, pal.deep],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  for (let i = 1; i < 7; i += 1)
    c.add(
      `<circle cx="${f1(W * 0.5)}" cy="${f1(H * 0.5)}" r="${f1(H * 0.1 * i)}" fill="none" stroke="${lighten(pal.deep2, 0.12)}" stroke-width="2"/>`,
    );
  const mw = H * 0.78;
  const map = africa(W / 2 - mw / 2, H * 0.08, mw);
  const k = c.pattern(kente(c.id('k'), [a, b, d, lighten(a, 0.4), pal.deep], H / 22));
  c.add(`<path d="${map.d}" fill="${k}" stroke="${pal.light}" stroke-width="4" stroke-linejoin="round"/>`);
  const cities = [
    [3.4, 6.5],
    [36.8, -1.3],
    [18.4, -33.9],
    [31.2, 30],
    [-17.4, 14.7],
    [-0.2, 5.6],
    [38.7, 9],
    [32.6, 0.3],
    [28, -26.2],
    [7.5, 9.1],
    [13.2, -8.8],
    [-7.6, 33.6],
  ];
  const pts = cities.map(([lo, la]) => map.project(lo, la));
  const [lx, ly] = pts[0];
  for (const [x, y] of pts.slice(1))
    c.add(
      `<path d="M${f1(lx)} ${f1(ly)} Q${f1((lx + x) / 2 + (y - ly) * 0.25)} ${f1((ly + y) / 2 - (x - lx) * 0.25)} ${f1(x)} ${f1(y)}" stroke="#ffffff" stroke-width="3" fill="none" stroke-dasharray="8 6" opacity="0.85"/>`,
    );
  for (const [i, [x, y]] of pts.entries())
    c.add(
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="${i ? 9 : 16}" fill="${i ? '#ffffff' : a}" stroke="${pal.deep}" stroke-width="4"/>`,
    );
  for (const [x, y] of [
    [W * 0.06, H * 0.2],
    [W * 0.94, H * 0.3],
    [W * 0.08, H * 0.8],
    [W * 0.92, H * 0.75],
  ]) {
    c.add(
      `<path d="M${f1(lx)} ${f1(ly)} Q${f1((lx + x) / 2)} ${f1(Math.min(ly, y) - H * 0.15)} ${f1(x)} ${f1(y)}" stroke="${b}" stroke-width="3" fill="none" opacity="0.7"/><circle cx="${f1(x)}" cy="${f1(y)}" r="10" fill="${b}"/>`,
    );
  }
}

function overview(c, r, pal) {
  // an aerial-ish view of the main hall filling up
  const { w: W, h: H } = c;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, pal.deep2],
      [1, pal.deep],
    ])}"/>`,
  );
  c.add(
    `<rect x="${f1(W * 0.08)}" y="${f1(H * 0.06)}" width="${f1(W * 0.84)}" height="${f1(H * 0.22)}" rx="8" fill="${c.pattern(kente(c.id('k'), [...r.shuffle(pal.accents), pal.deep], H / 20))}"/>`,
  );
  c.add(
    `<rect x="${f1(W * 0.2)}" y="${f1(H * 0.09)}" width="${f1(W * 0.6)}" height="${f1(H * 0.16)}" rx="6" fill="${pal.deep}" opacity="0.85"/>`,
  );
  const t = fit('AFRICA CREATIVE MARKET', 'sansBold', {
    max: Math.round(H * 0.06),
    min: 10,
    maxWidth: W * 0.54,
    spacing: 4,
  });
  c.add(
    textLines(t.lines, {
      x: W / 2,
      y: H * 0.17 + t.size * 0.36,
      key: 'sansBold',
      size: t.size,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 4,
    }),
  );
  for (let i = 0; i < 6; i += 1)
    c.put(beam(c.id('b'), W * (0.1 + i * 0.16), 0, r.range(-30, 30), H, 16, pal.accents[i % 4], 0.3));
  c.add(`<rect y="${f1(H * 0.3)}" width="${W}" height="${f1(H * 0.05)}" fill="${lighten(pal.deep2, 0.15)}"/>`);
  c.add(
    crowd(r, {
      w: W,
      yTop: H * 0.34,
      yBottom: H * 0.92,
      rows: 9,
      base: H * 0.01,
      grow: 3,
      colors: ['#140f1c', mix('#140f1c', pal.accents[0], 0.15), '#100c16'],
      wraps: pal.accents,
      hands: 0.08,
      phones: 0.06,
    }),
  );
}

const DRAW = { stillLife, dance, skyline, gallery, creator, cinema, legal, mosaic, mission, why, overview };

/** Draws a named topic on a w×h canvas. `icons` for stillLife. */
export function topic(r, kind, w, h, { icons, palette } = {}) {
  const pal = palette ?? r.pick(PALETTES);
  const c = new Canvas(w, h);
  if (kind === 'stillLife') stillLife(c, r, pal, icons);
  else DRAW[kind](c, r, pal);
  return c.svg();
}
