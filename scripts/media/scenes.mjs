// Event "photographs" as illustrations: the gallery themes of content/gallery.ts, drawn at any
// size so the gallery grid, the gallery hero, news body images and about images can all share
// them. The stage and hall scenes are drawn here, the venue's other spaces in venue-scenes.mjs.
import { darken, f1, inkOn, lighten, mix, PALETTES } from './core.mjs';
import { fontAttrs, fit, textLines } from './fonts.mjs';
import { ankara, crowd, glow, kente, motif, MOTIFS, person, seated, textile, truss } from './art.mjs';
import { Canvas, lights, outfit, screen, stageFloor, vignette } from './stage.mjs';
import { TIMED_SCENES, VENUE_SCENES } from './venue-scenes.mjs';
import { galleryThemes } from '../../content/gallery.ts';

// ---------- stage and hall scenes ----------

function panel(c, r, pal, drama) {
  const { w: W, h: H } = c;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, pal.deep2],
      [1, pal.deep],
    ])}"/>`,
  );
  // side LED columns with textile
  const tex = c.pattern(textile(r, c.id('t'), pal, H / 800));
  const colW = W * r.range(0.06, 0.1);
  c.add(
    `<rect x="${f1(W * 0.04)}" y="${f1(H * 0.1)}" width="${f1(colW)}" height="${f1(H * 0.52)}" fill="${tex}" opacity="0.85"/><rect x="${f1(W * 0.96 - colW)}" y="${f1(H * 0.1)}" width="${f1(colW)}" height="${f1(H * 0.52)}" fill="${tex}" opacity="0.85"/>`,
  );
  const sw = W * r.range(0.5, 0.62);
  const sx = (W - sw) / 2 + r.range(-W * 0.05, W * 0.05);
  const sh = Math.min(H * 0.36, sw * 0.42);
  screen(c, r, pal, sx, H * 0.1, sw, sh);
  c.add(
    truss(
      0,
      W,
      H * 0.04,
      '#1c1c24',
      Array.from({ length: 7 }, (_, i) => [W * (0.08 + i * 0.14), r.pick(pal.accents)]),
    ),
  );
  lights(c, r, pal, { n: drama ? 7 : 4, y: H * 0.06, len: H * 0.9, opacity: drama ? 0.5 : 0.32 });
  const floorY = H * 0.64;
  stageFloor(c, pal, floorY, H * 0.07, mix(pal.deep2, '#555566', 0.3));
  c.put(glow(c.id('gl'), W / 2, floorY, W * 0.4, lighten(pal.accents[0], 0.3), 0.25));
  const n = r.int(3, 5);
  const span = W * r.range(0.5, 0.68);
  const x0 = W / 2 - span / 2 + r.range(-W * 0.04, W * 0.04);
  const fh = H * 0.4;
  const chair = r.pick(['#f4efe6', '#d9a441', '#c8321c', '#222230', '#0b6e4f']);
  for (let i = 0; i < n; i += 1) {
    const x = x0 + (span * (i + 0.5)) / n;
    if (i === Math.floor(n / 2) && n > 3)
      c.add(
        `<ellipse cx="${f1(x - span / n / 2)}" cy="${f1(floorY + fh * 0.12)}" rx="${f1(fh * 0.16)}" ry="${f1(fh * 0.035)}" fill="${lighten(chair, 0.2)}"/><rect x="${f1(x - span / n / 2 - fh * 0.015)}" y="${f1(floorY + fh * 0.12)}" width="${f1(fh * 0.03)}" height="${f1(fh * 0.13)}" fill="#111"/>`,
      );
    c.add(seated(x, floorY + fh * 0.02, fh, { ...outfit(r, pal), chair, mic: i === 0 || r.chance(0.3) }));
  }
  c.add(
    crowd(r, {
      w: W,
      yTop: H * 0.8,
      yBottom: H * 0.95,
      rows: 2,
      base: H * 0.035,
      grow: 1.3,
      colors: ['#0d0b12', '#151019'],
      wraps: pal.accents,
      phones: 0.08,
    }),
  );
  vignette(c, 0.5);
}

function keynote(c, r, pal, drama) {
  const { w: W, h: H } = c;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, darken(pal.deep, 0.3)],
      [0.5, pal.deep],
      [1, '#07060a'],
    ])}"/>`,
  );
  const sw = W * r.range(0.42, 0.56);
  const sx = W * r.range(0.16, 0.84) - sw / 2;
  // keep the screen above the speaker's head so the slide text stays clear
  const sh = Math.min(H * 0.2, sw * 0.42);
  const sy = H * 0.05;
  screen(c, r, pal, Math.max(W * 0.03, Math.min(W * 0.97 - sw, sx)), sy, sw, sh);
  const stageY = H * 0.5;
  c.add(`<rect x="0" y="${f1(stageY)}" width="${W}" height="${f1(H * 0.04)}" fill="${mix(pal.deep2, '#888', 0.2)}"/>`);
  c.put(glow(c.id('gl'), W * 0.5, stageY, W * 0.45, r.pick(pal.accents), drama ? 0.45 : 0.3));
  const px = W * r.range(0.25, 0.75);
  const o = outfit(r, pal);
  c.add(person(px, stageY + H * 0.02, H * 0.24, { ...o, arms: ['down', 'gesture'] }));
  c.add(
    `<path d="M${f1(px + H * 0.05)} ${f1(stageY - H * 0.1)} h${f1(H * 0.09)} l${f1(-H * 0.012)} ${f1(H * 0.12)} h${f1(-H * 0.066)}Z" fill="${lighten(pal.deep2, 0.15)}"/><rect x="${f1(px + H * 0.06)}" y="${f1(stageY - H * 0.085)}" width="${f1(H * 0.07)}" height="${f1(H * 0.015)}" fill="${pal.accents[0]}"/>`,
  );
  lights(c, r, pal, { n: drama ? 6 : 3, y: 0, len: H * 0.6, opacity: drama ? 0.45 : 0.3 });
  const rim = r.pick(pal.accents);
  c.add(
    crowd(r, {
      w: W,
      yTop: H * 0.5,
      yBottom: H * 0.93,
      rows: r.int(6, 8),
      base: H * 0.011,
      grow: 3.2,
      colors: [mix('#120e16', rim, 0.18), '#0f0c14', mix('#120e16', rim, 0.08)],
      wraps: pal.accents,
      hands: r.range(0, 0.06),
      phones: r.range(0.03, 0.1),
      density: r.range(0.95, 1.2),
    }),
  );
  vignette(c, 0.55);
}

function runway(c, r, pal, drama) {
  const { w: W, h: H } = c;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, pal.deep],
      [1, '#050407'],
    ])}"/>`,
  );
  // back wall with a big motif and light strips
  const wallH = H * 0.42;
  c.add(
    `<rect x="0" y="0" width="${W}" height="${f1(wallH)}" fill="${c.grad([
      [0, pal.deep2],
      [1, darken(pal.deep2, 0.4)],
    ])}"/>`,
  );
  const k = c.pattern(
    kente(c.id('k'), [...r.shuffle(pal.accents).slice(0, 3), lighten(pal.accents[1], 0.3), '#141016'], H / 26),
  );
  c.add(
    `<rect x="${f1(W / 2 - W * 0.12)}" y="${f1(H * 0.04)}" width="${f1(W * 0.24)}" height="${f1(wallH - H * 0.04)}" fill="${k}" opacity="0.9"/>`,
  );
  c.add(motif(r.pick(MOTIFS), W / 2, wallH * 0.5, H * 0.2, '#ffffff', { sw: 0.08 }));
  for (let i = 0; i < 10; i += 1)
    c.add(
      `<rect x="${f1(W * (0.03 + i * 0.1))}" y="${f1(wallH - 8)}" width="${f1(W * 0.06)}" height="4" fill="${lighten(pal.accents[0], 0.5)}" opacity="0.8"/>`,
    );
  const vx = W / 2 + r.range(-W * 0.03, W * 0.03);
  // runway in perspective
  const topHalf = W * 0.06;
  const botHalf = W * 0.26;
  c.add(
    `<path d="M${f1(vx - topHalf)} ${f1(wallH)} L${f1(vx + topHalf)} ${f1(wallH)} L${f1(vx + botHalf)} ${H} L${f1(vx - botHalf)} ${H}Z" fill="${c.grad(
      [
        [0, '#d9d4cc'],
        [1, '#f7f3ec'],
      ],
    )}"/>`,
  );
  c.add(
    `<path d="M${f1(vx - topHalf * 0.3)} ${f1(wallH)} L${f1(vx + topHalf * 0.3)} ${f1(wallH)} L${f1(vx + botHalf * 0.35)} ${H} L${f1(vx - botHalf * 0.35)} ${H}Z" fill="#ffffff" opacity="0.5"/>`,
  );
  // side audiences
  const rows = 6;
  for (let row = 0; row < rows; row += 1) {
    const t = row / (rows - 1);
    const y = wallH + (H - wallH) * (0.1 + t * 0.85);
    const half = topHalf + (botHalf - topHalf) * ((y - wallH) / (H - wallH));
    const s = H * (0.01 + t * 0.02);
    for (const side of [-1, 1]) {
      const edge = vx + side * (half + s * 3);
      const w = side < 0 ? edge : W - edge;
      c.add(
        crowd(r, {
          x0: side < 0 ? 0 : edge,
          w: Math.max(0, w - s * 2),
          yTop: y - s * 3.2,
          yBottom: y - s * 3.2,
          rows: 1,
          base: s,
          grow: 1,
          colors: [mix('#181220', pal.accents[row % 4], 0.12)],
          wraps: pal.accents,
          phones: 0.08,
        }),
      );
    }
  }
  // models
  const n = r.chance(0.5) ? 2 : 1;
  // far model first so the near one overlaps it
  for (let i = n - 1; i >= 0; i -= 1) {
    const depth = i === 0 ? r.range(0.55, 0.75) : r.range(0.15, 0.3);
    const y = wallH + (H - wallH) * depth;
    const h = H * (0.18 + depth * 0.5);
    const o = outfit(r, pal);
    const fill = c.pattern(textile(r, c.id('m'), pal, h / 900));
    c.add(
      `<ellipse cx="${f1(vx)}" cy="${f1(y)}" rx="${f1(h * 0.16)}" ry="${f1(h * 0.03)}" fill="#000" opacity="0.25"/>`,
    );
    c.add(
      person(vx + r.range(-h * 0.1, h * 0.1), y, h, {
        ...o,
        dress: r.chance(0.7),
        pattern: fill,
        arms: 'down',
        wrap: r.chance(0.4) ? r.pick(pal.accents) : undefined,
      }),
    );
  }
  lights(c, r, pal, {
    n: drama ? 8 : 5,
    y: 0,
    len: H,
    opacity: drama ? 0.4 : 0.25,
    colors: ['#ffffff', ...pal.accents],
  });
  for (let i = 0; i < (drama ? 6 : 3); i += 1)
    c.put(glow(c.id('f'), r.range(0, W), r.range(H * 0.5, H * 0.9), H * 0.05, '#ffffff', 0.9));
  vignette(c, 0.6);
}

const BOOTHS = [
  'ADIRE STUDIO',
  'LENS & LIGHT',
  'KORA BEATS',
  'NOK CERAMICS',
  'PIXEL SAVANNA',
  'INDIGO PRINTS',
  'ANKARA LAB',
  'BRONZE & CLAY',
  'CREATOR HUB',
  'SOUNDWAVE AFRICA',
  'BEAD WORKS',
  'FRAME & FORM',
];

function booths(c, r, pal) {
  const { w: W, h: H } = c;
  c.add(
    `<rect width="${W}" height="${f1(H * 0.3)}" fill="${c.grad([
      [0, '#1c1a22'],
      [1, '#3a3644'],
    ])}"/>`,
  );
  for (let i = 0; i < 12; i += 1)
    c.add(
      `<rect x="${f1(W * (0.02 + i * 0.085))}" y="${f1(H * 0.08)}" width="${f1(W * 0.05)}" height="6" rx="3" fill="#fff6d8" opacity="0.9"/>`,
    );
  c.add(
    `<rect y="${f1(H * 0.3)}" width="${W}" height="${f1(H * 0.7)}" fill="${c.grad([
      [0, '#e9e2d6'],
      [1, '#c9bfae'],
    ])}"/>`,
  );
  c.add(`<rect y="${f1(H * 0.3)}" width="${W}" height="${f1(H * 0.36)}" fill="${lighten(pal.light, 0.2)}"/>`);
  const n = r.int(3, 4);
  const gap = W * 0.02;
  const bw = (W - gap * (n + 1)) / n;
  const top = H * 0.22;
  const bot = H * 0.7;
  const names = r.shuffle(BOOTHS);
  for (let i = 0; i < n; i += 1) {
    const x = gap + i * (bw + gap);
    const col = pal.accents[(i + r.int(0, 3)) % 4];
    const tex = c.pattern(textile(r, c.id('t'), pal, H / 900));
    c.add(
      `<rect x="${f1(x)}" y="${f1(top)}" width="${f1(bw)}" height="${f1(bot - top)}" fill="${lighten(col, 0.55)}"/>`,
    );
    c.add(`<rect x="${f1(x)}" y="${f1(top)}" width="${f1(bw)}" height="${f1(H * 0.08)}" fill="${col}"/>`);
    const t = fit(names[i], 'condBold', {
      max: Math.round(H * 0.045),
      min: 8,
      maxWidth: bw * 0.85,
      maxLines: 1,
      spacing: 1,
    });
    c.add(
      textLines(t.lines, {
        x: x + bw / 2,
        y: top + H * 0.04 + t.size * 0.36,
        key: 'condBold',
        size: t.size,
        fill: inkOn(col),
        anchor: 'middle',
        spacing: 1,
      }),
    );
    // wall display
    const kind = r.int(0, 2);
    if (kind === 0) {
      for (let j = 0; j < 3; j += 1)
        c.add(
          `<rect x="${f1(x + bw * (0.1 + j * 0.3))}" y="${f1(top + H * 0.12)}" width="${f1(bw * 0.22)}" height="${f1(H * 0.14)}" fill="#fff" stroke="${darken(col, 0.4)}" stroke-width="4"/><rect x="${f1(x + bw * (0.12 + j * 0.3))}" y="${f1(top + H * 0.13)}" width="${f1(bw * 0.18)}" height="${f1(H * 0.12)}" fill="${c.grad(
            [
              [0, r.pick(pal.accents)],
              [1, pal.deep2],
            ],
          )}"/>`,
        );
    } else if (kind === 1) {
      c.add(
        `<rect x="${f1(x + bw * 0.08)}" y="${f1(top + H * 0.11)}" width="${f1(bw * 0.84)}" height="${f1(H * 0.18)}" fill="${tex}"/>`,
      );
    } else {
      for (let j = 0; j < 4; j += 1)
        c.add(
          motif(r.pick(MOTIFS), x + bw * (0.15 + j * 0.23), top + H * 0.18, H * 0.08, darken(col, 0.3), { sw: 0.1 }),
        );
    }
    // counter with goods
    const cy = bot - H * 0.14;
    c.add(
      `<rect x="${f1(x + bw * 0.05)}" y="${f1(cy)}" width="${f1(bw * 0.9)}" height="${f1(H * 0.14)}" fill="${darken(col, 0.25)}"/><rect x="${f1(x + bw * 0.05)}" y="${f1(cy)}" width="${f1(bw * 0.9)}" height="${f1(H * 0.02)}" fill="${lighten(col, 0.3)}"/>`,
    );
    for (let j = 0; j < 5; j += 1) {
      const gx = x + bw * (0.12 + j * 0.17);
      const gc = r.pick([...pal.accents, '#f4efe6', pal.deep2]);
      const g = r.int(0, 2);
      if (g === 0)
        c.add(
          `<rect x="${f1(gx)}" y="${f1(cy - H * 0.05)}" width="${f1(bw * 0.12)}" height="${f1(H * 0.05)}" rx="${f1(H * 0.02)}" fill="${gc}"/>`,
        );
      else if (g === 1)
        c.add(
          `<path d="M${f1(gx + bw * 0.02)} ${f1(cy)} q${f1(-bw * 0.03)} ${f1(-H * 0.05)} ${f1(bw * 0.04)} ${f1(-H * 0.07)} q${f1(bw * 0.07)} ${f1(H * 0.02)} ${f1(bw * 0.04)} ${f1(H * 0.07)}Z" fill="${gc}"/>`,
        );
      else
        c.add(
          `<rect x="${f1(gx)}" y="${f1(cy - H * 0.03)}" width="${f1(bw * 0.12)}" height="${f1(H * 0.03)}" fill="${gc}"/><rect x="${f1(gx + bw * 0.01)}" y="${f1(cy - H * 0.055)}" width="${f1(bw * 0.1)}" height="${f1(H * 0.025)}" fill="${lighten(gc, 0.3)}"/>`,
        );
    }
  }
  // visitors
  const m = r.int(5, 9);
  const people = [];
  for (let i = 0; i < m; i += 1) people.push({ x: r.range(W * 0.04, W * 0.96), depth: r.range(0, 1) });
  people.sort((a, b) => a.depth - b.depth);
  for (const p of people) {
    const y = H * (0.78 + p.depth * 0.2);
    const h = H * (0.42 + p.depth * 0.18);
    c.add(
      `<ellipse cx="${f1(p.x)}" cy="${f1(y)}" rx="${f1(h * 0.14)}" ry="${f1(h * 0.025)}" fill="#000" opacity="0.15"/>`,
    );
    c.add(
      person(p.x, y, h, {
        ...outfit(r, pal),
        arms: r.pick(['down', 'hold', 'gesture', ['down', 'gesture']]),
        lanyard: r.chance(0.6) ? r.pick(pal.accents) : undefined,
      }),
    );
  }
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.radial(
      [
        [0.6, '#000', 0],
        [1, '#000', 0.3],
      ],
      { r: 0.8 },
    )}"/>`,
  );
}

function music(c, r, pal, drama) {
  const { w: W, h: H } = c;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, '#07050b'],
      [0.6, darken(pal.deep, 0.2)],
      [1, '#050407'],
    ])}"/>`,
  );
  // LED wall
  const ledFill = c.pattern(
    r.chance(0.5)
      ? kente(c.id('k'), [...r.shuffle(pal.accents), '#07050b'], H / 18)
      : ankara(c.id('a'), pal.deep2, pal.accents[0], pal.accents[2], H / 10),
  );
  c.add(
    `<rect x="${f1(W * 0.1)}" y="${f1(H * 0.08)}" width="${f1(W * 0.8)}" height="${f1(H * 0.34)}" fill="${ledFill}" opacity="0.45"/>`,
  );
  c.add(
    truss(
      0,
      W,
      H * 0.04,
      '#121218',
      Array.from({ length: 9 }, (_, i) => [W * (0.06 + i * 0.11), r.pick(pal.accents)]),
    ),
  );
  lights(c, r, pal, { n: drama ? 10 : 7, y: H * 0.05, len: H * 1.05, spread: [8, 18], opacity: drama ? 0.6 : 0.45 });
  const stageY = H * 0.66;
  stageFloor(c, pal, stageY, H * 0.05, '#24202c');
  // drummer on riser
  const dx = W * r.range(0.42, 0.58);
  c.add(
    `<rect x="${f1(dx - H * 0.16)}" y="${f1(stageY - H * 0.08)}" width="${f1(H * 0.32)}" height="${f1(H * 0.08)}" fill="#2e2a38"/>`,
  );
  c.add(person(dx, stageY - H * 0.03, H * 0.24, { ...outfit(r, pal), arms: 'up' }));
  c.add(
    `<circle cx="${f1(dx - H * 0.08)}" cy="${f1(stageY - H * 0.12)}" r="${f1(H * 0.035)}" fill="#e8e4dc"/><circle cx="${f1(dx + H * 0.08)}" cy="${f1(stageY - H * 0.12)}" r="${f1(H * 0.035)}" fill="#e8e4dc"/><circle cx="${f1(dx)}" cy="${f1(stageY - H * 0.085)}" r="${f1(H * 0.05)}" fill="${pal.accents[1]}"/><circle cx="${f1(dx)}" cy="${f1(stageY - H * 0.085)}" r="${f1(H * 0.035)}" fill="#f4efe6"/><ellipse cx="${f1(dx - H * 0.13)}" cy="${f1(stageY - H * 0.2)}" rx="${f1(H * 0.05)}" ry="${f1(H * 0.008)}" fill="#e6c35c"/>`,
  );
  // guitarist and keys
  const gx = W * r.range(0.18, 0.3);
  const go = outfit(r, pal);
  c.add(person(gx, stageY + H * 0.03, H * 0.42, { ...go, arms: ['gesture', 'hold'] }));
  c.add(
    `<g transform="rotate(-28 ${f1(gx)} ${f1(stageY - H * 0.16)})"><ellipse cx="${f1(gx)}" cy="${f1(stageY - H * 0.15)}" rx="${f1(H * 0.05)}" ry="${f1(H * 0.035)}" fill="${r.pick(['#b8360f', '#f5b700', '#e8e4dc', '#1b2a6b'])}"/><rect x="${f1(gx)}" y="${f1(stageY - H * 0.16)}" width="${f1(H * 0.16)}" height="${f1(H * 0.012)}" fill="#2a1a12"/></g>`,
  );
  const kx = W * r.range(0.7, 0.84);
  c.add(person(kx, stageY + H * 0.03, H * 0.4, { ...outfit(r, pal), arms: 'hold' }));
  c.add(
    `<rect x="${f1(kx - H * 0.11)}" y="${f1(stageY - H * 0.16)}" width="${f1(H * 0.22)}" height="${f1(H * 0.03)}" fill="#111"/><rect x="${f1(kx - H * 0.1)}" y="${f1(stageY - H * 0.155)}" width="${f1(H * 0.2)}" height="${f1(H * 0.012)}" fill="#eee"/><path d="M${f1(kx - H * 0.08)} ${f1(stageY - H * 0.13)} L${f1(kx - H * 0.1)} ${f1(stageY + H * 0.03)} M${f1(kx + H * 0.08)} ${f1(stageY - H * 0.13)} L${f1(kx + H * 0.1)} ${f1(stageY + H * 0.03)}" stroke="#111" stroke-width="${f1(H * 0.008)}"/>`,
  );
  // singer front and centre
  const sx = W * r.range(0.4, 0.6);
  const so = outfit(r, pal);
  const sfill = c.pattern(textile(r, c.id('s'), pal, H / 900));
  c.put(glow(c.id('sg'), sx, stageY - H * 0.2, H * 0.35, r.pick(pal.accents), 0.45));
  c.add(person(sx, stageY + H * 0.06, H * 0.56, { ...so, pattern: sfill, arms: r.pick(['mic', ['up', 'mic']]) }));
  c.add(
    `<path d="M${f1(sx + H * 0.1)} ${f1(stageY + H * 0.06)} L${f1(sx + H * 0.06)} ${f1(stageY - H * 0.38)}" stroke="#0c0c10" stroke-width="${f1(H * 0.008)}"/>`,
  );
  // crowd
  c.add(
    crowd(r, {
      w: W,
      yTop: H * 0.74,
      yBottom: H * 0.92,
      rows: 3,
      base: H * 0.026,
      grow: 1.6,
      colors: ['#08070b', '#0c0a10'],
      hands: r.range(0.25, 0.45),
      phones: 0.1,
    }),
  );
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, r.pick(pal.accents), 0.12],
      [0.5, '#000', 0],
      [1, '#000', 0],
    ])}"/>`,
  );
  vignette(c, 0.45);
}

function networking(c, r, pal) {
  const { w: W, h: H } = c;
  const wall = lighten(pal.light, 0.1);
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, wall],
      [1, mix(pal.light, pal.accents[0], 0.15)],
    ])}"/>`,
  );
  // windows or step-and-repeat wall
  if (r.chance(0.5)) {
    const sky = c.grad([
      [0, mix('#7cc4f2', pal.accents[2], 0.2)],
      [1, '#fbe3b8'],
    ]);
    for (let i = 0; i < 5; i += 1)
      c.add(
        `<rect x="${f1(W * (0.03 + i * 0.195))}" y="${f1(H * 0.06)}" width="${f1(W * 0.17)}" height="${f1(H * 0.5)}" fill="${sky}"/>`,
      );
    for (let i = 0; i < 8; i += 1)
      c.add(
        `<rect x="${f1(W * (0.05 + i * 0.12))}" y="${f1(H * (0.36 - (i % 3) * 0.06))}" width="${f1(W * 0.06)}" height="${f1(H * (0.2 + (i % 3) * 0.06))}" fill="${mix('#7d8fa6', pal.deep, 0.15)}" opacity="0.55"/>`,
      );
  } else {
    const col = r.pick(pal.accents);
    c.add(`<rect x="0" y="${f1(H * 0.04)}" width="${W}" height="${f1(H * 0.56)}" fill="${lighten(col, 0.8)}"/>`);
    for (let y = H * 0.1; y < H * 0.56; y += H * 0.12) {
      for (let x = ((y / (H * 0.12)) % 2) * W * 0.08; x < W; x += W * 0.16) {
        c.add(motif('rings', x + W * 0.04, y, H * 0.045, col, { sw: 0.12 }));
        c.add(
          `<text x="${f1(x + W * 0.075)}" y="${f1(y + H * 0.014)}" ${fontAttrs('sansBold', H * 0.03)} fill="${darken(col, 0.2)}">ACM</text>`,
        );
      }
    }
  }
  c.add(
    `<rect y="${f1(H * 0.58)}" width="${W}" height="${f1(H * 0.42)}" fill="${c.grad([
      [0, '#b9ab98'],
      [1, '#8f8171'],
    ])}"/>`,
  );
  // plants
  for (const px of [W * 0.03, W * 0.97]) {
    c.add(
      `<rect x="${f1(px - H * 0.04)}" y="${f1(H * 0.6)}" width="${f1(H * 0.08)}" height="${f1(H * 0.1)}" fill="${pal.deep2}"/>`,
    );
    for (let i = 0; i < 6; i += 1)
      c.add(
        `<ellipse cx="${f1(px + (i - 2.5) * H * 0.02)}" cy="${f1(H * (0.5 - (i % 3) * 0.04))}" rx="${f1(H * 0.02)}" ry="${f1(H * 0.09)}" transform="rotate(${(i - 2.5) * 14} ${f1(px)} ${f1(H * 0.6)})" fill="#2f7d4f"/>`,
      );
  }
  // groups
  const groups = r.int(2, 3);
  const items = [];
  for (let g = 0; g < groups; g += 1) {
    const cx = W * ((g + 0.5) / groups) + r.range(-W * 0.05, W * 0.05);
    const depth = r.range(0, 1);
    const k = r.int(2, 3);
    const h = H * (0.5 + depth * 0.22);
    for (let j = 0; j < k; j += 1)
      items.push({
        x: cx + (j - (k - 1) / 2) * h * 0.34,
        y: H * (0.86 + depth * 0.1),
        h: h * r.range(0.92, 1.06),
        arms: r.pick([['down', 'hold'], ['gesture', 'down'], 'hold', ['down', 'gesture'], ['wave', 'down']]),
      });
    if (r.chance(0.7))
      items.push({ table: true, x: cx + r.range(-h * 0.1, h * 0.1), y: H * (0.86 + depth * 0.1) - 1, h });
  }
  items.sort((a, b) => a.y - b.y || (a.table ? -1 : 1));
  for (const it of items) {
    if (it.table) {
      c.add(
        `<rect x="${f1(it.x - it.h * 0.012)}" y="${f1(it.y - it.h * 0.5)}" width="${f1(it.h * 0.024)}" height="${f1(it.h * 0.5)}" fill="#2a2a30"/><ellipse cx="${f1(it.x)}" cy="${f1(it.y - it.h * 0.5)}" rx="${f1(it.h * 0.1)}" ry="${f1(it.h * 0.02)}" fill="#f4efe6"/><ellipse cx="${f1(it.x)}" cy="${f1(it.y)}" rx="${f1(it.h * 0.07)}" ry="${f1(it.h * 0.012)}" fill="#2a2a30"/><rect x="${f1(it.x - it.h * 0.03)}" y="${f1(it.y - it.h * 0.56)}" width="${f1(it.h * 0.014)}" height="${f1(it.h * 0.05)}" fill="${pal.accents[1]}" opacity="0.8"/>`,
      );
    } else {
      c.add(
        `<ellipse cx="${f1(it.x)}" cy="${f1(it.y)}" rx="${f1(it.h * 0.13)}" ry="${f1(it.h * 0.02)}" fill="#000" opacity="0.18"/>`,
      );
      c.add(
        person(it.x, it.y, it.h, {
          ...outfit(r, pal),
          arms: it.arms,
          lanyard: r.chance(0.7) ? r.pick(pal.accents) : undefined,
        }),
      );
    }
  }
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.radial(
      [
        [0.6, '#000', 0],
        [1, '#000', 0.25],
      ],
      { r: 0.8 },
    )}"/>`,
  );
}

/** One drawing per theme id of content/gallery.ts. */
const DRAW = { panel, keynote, runway, booths, music, networking, ...VENUE_SCENES };

/** Themes drawn without lettering, which may be drawn mirrored (the room seen from its other side). */
const MIRRORABLE = new Set(['workshop', 'networking', 'art', 'dance', 'outdoor']);

/**
 * Draws the gallery theme of the given id (content/gallery.ts) into a new canvas of w×h. A
 * `palette` (a name of PALETTES) and, for open-air themes, a `time` of day pin what is otherwise
 * drawn at random, for pictures whose alt text names them; `mirror` turns a text-free scene
 * round, so a theme whose layout is fixed can appear twice without looking the same.
 */
export function scene(r, id, w, h, { drama = false, palette, time, mirror = false } = {}) {
  const draw = DRAW[id];
  if (!draw || !galleryThemes.some((theme) => theme.id === id))
    throw new Error(`scenes.mjs: no drawing for gallery theme "${id}"`);
  const pal = palette === undefined ? r.pick(PALETTES) : PALETTES.find((p) => p.name === palette);
  if (!pal) throw new Error(`scenes.mjs: no palette "${palette}"`);
  if (time !== undefined && !TIMED_SCENES.has(id)) throw new Error(`scenes.mjs: "${id}" is not drawn at a time of day`);
  if (mirror && !MIRRORABLE.has(id)) throw new Error(`scenes.mjs: "${id}" has lettering and cannot be mirrored`);
  const c = new Canvas(w, h);
  draw(c, r, pal, drama, { time });
  if (mirror) c.body = [`<g transform="matrix(-1 0 0 1 ${w} 0)">`, ...c.body, '</g>'];
  return c.svg();
}
