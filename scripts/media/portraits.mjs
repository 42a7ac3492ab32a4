// Stylised head-and-shoulders portraits for the speaker grids. Who is drawn comes from the
// speaker's `look` in content/ (presentation, skin tone, hair or headwear, attire, facial hair,
// earrings, glasses), so a portrait never contradicts its name; the seed only varies what the
// look leaves open (background, palette, prints, exact tone and proportions). 600×750 viewBox.
import { darken, f1, HAIR, lighten, linearGradient, mix, PALETTES, radialGradient, SKIN, svgDoc } from './core.mjs';
import { ankara, chevrons, dots, kente, motif, MOTIFS, mudcloth } from './art.mjs';

const W = 600;
const H = 750;

function background(r, pal, defs) {
  const [a, b, c] = r.shuffle(pal.accents);
  const kind = r.int(0, 5);
  defs.push(
    linearGradient(
      'bg',
      [
        [0, mix(a, pal.deep, r.range(0.05, 0.35))],
        [1, mix(b, pal.deep, r.range(0.2, 0.55))],
      ],
      { x1: 0, y1: 0, x2: r.range(0.3, 1), y2: 1 },
    ),
  );
  let out = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  if (kind === 0) {
    out += `<circle cx="${f1(r.range(250, 350))}" cy="${f1(r.range(290, 350))}" r="${f1(r.range(230, 270))}" fill="${c}" opacity="0.85"/>`;
  } else if (kind === 1) {
    const k = kente('kb', [a, c, b, lighten(c, 0.3), pal.deep], 36);
    defs.push(k.def);
    const x = r.pick([0, W - 90]);
    out += `<rect x="${x}" y="0" width="90" height="${H}" fill="${k.fill}" opacity="0.9"/>`;
  } else if (kind === 2) {
    for (let i = 5; i >= 1; i -= 1)
      out += `<circle cx="300" cy="330" r="${i * 75}" fill="${mix(c, pal.deep, i / 7)}" opacity="0.55"/>`;
  } else if (kind === 3) {
    const m = r.pick(MOTIFS);
    for (let i = 0; i < 3; i += 1)
      for (let j = 0; j < 4; j += 1)
        out += motif(m, 100 + i * 200, 90 + j * 200, 120, lighten(a, 0.4), { sw: 0.06 }).replace(
          '<g ',
          '<g opacity="0.22" ',
        );
  } else if (kind === 4) {
    defs.push(
      radialGradient(
        'halo',
        [
          [0, lighten(c, 0.35), 0.95],
          [0.6, c, 0.35],
          [1, c, 0],
        ],
        { cx: 0.5, cy: 0.42, r: 0.6 },
      ),
    );
    out += `<rect width="${W}" height="${H}" fill="url(#halo)"/>`;
  } else {
    const ang = r.range(-30, 30);
    out += `<g transform="rotate(${f1(ang)} 300 375)">${[0, 1, 2, 3].map((i) => `<rect x="-300" y="${-200 + i * 260}" width="1200" height="110" fill="${i % 2 ? c : lighten(a, 0.15)}" opacity="0.45"/>`).join('')}</g>`;
  }
  return out;
}

function clothing(r, pal, defs, skin, style) {
  const base = r.pick([...pal.accents, pal.deep2, '#1c1c28', '#f4efe6', '#2a4d8f', '#7a1d2e']);
  const shoulders = `M40 790 C40 640 120 585 215 568 L385 568 C480 585 560 640 560 790Z`;
  let out = '';
  if (style === 'print' || style === 'dress') {
    const pick = r.int(0, 3);
    const [a, b] = r.shuffle(pal.accents);
    const p =
      pick === 0
        ? ankara('cl', a, b, pal.deep, 70)
        : pick === 1
          ? kente('cl', [a, b, pal.deep, lighten(a, 0.4), '#141016'], 42)
          : pick === 2
            ? chevrons('cl', a, darken(b, 0.2), 46, 90)
            : mudcloth('cl', '#2a1d14', '#efe2c8', 64);
    defs.push(p.def);
    out += `<path d="${shoulders}" fill="${p.fill}"/>`;
    if (style === 'dress')
      out += `<path d="M215 568 Q300 660 385 568" fill="${skin}"/><path d="M215 568 Q300 660 385 568" fill="none" stroke="${darken(a, 0.2)}" stroke-width="10"/>`;
    else out += `<path d="M250 568 Q300 625 350 568" fill="${darken(skin, 0.12)}"/>`;
  } else if (style === 'suit' || style === 'suit-tie') {
    const shirt = r.pick(['#ffffff', '#f3eee2', '#dfe9f5', '#1a1a1a']);
    out += `<path d="${shoulders}" fill="${base}"/>`;
    out += `<path d="M250 568 L300 700 L350 568Z" fill="${shirt}"/>`;
    if (style === 'suit-tie')
      out += `<path d="M292 600 L308 600 L314 690 L300 712 L286 690Z" fill="${r.pick(pal.accents)}"/>`;
    out += `<path d="M228 566 L300 712 L262 790 L200 620Z M372 566 L300 712 L338 790 L400 620Z" fill="${darken(base, 0.25)}"/>`;
  } else if (style === 'agbada') {
    out += `<path d="${shoulders}" fill="${base}"/>`;
    const trim = r.pick(pal.accents.filter((c) => c !== base).concat(['#f5e6b8']));
    out += `<path d="M236 568 Q300 650 364 568" fill="${darken(skin, 0.12)}"/>`;
    out += `<path d="M236 570 Q300 650 364 570 L352 700 Q300 730 248 700Z" fill="none" stroke="${trim}" stroke-width="12"/>`;
    for (let i = 0; i < 5; i += 1) out += `<circle cx="300" cy="${660 + i * 18}" r="5" fill="${trim}"/>`;
  } else if (style === 'kaftan') {
    out += `<path d="${shoulders}" fill="${base}"/><path d="M262 568 Q300 610 338 568" fill="${darken(skin, 0.12)}"/><path d="M300 600 V790" stroke="${lighten(base, 0.35)}" stroke-width="8"/>`;
    for (let i = 0; i < 6; i += 1)
      out += `<path d="M288 ${620 + i * 20} L312 ${620 + i * 20}" stroke="${lighten(base, 0.35)}" stroke-width="4"/>`;
  } else {
    out += `<path d="${shoulders}" fill="${base}"/><path d="M250 568 Q300 620 350 568" fill="${darken(skin, 0.12)}"/><path d="M250 568 Q300 620 350 568" fill="none" stroke="${darken(base, 0.2)}" stroke-width="8"/>`;
  }
  // soft shade under the chin line
  out += `<path d="${shoulders}" fill="url(#shade)" opacity="0.5"/>`;
  defs.push(
    linearGradient(
      'shade',
      [
        [0, '#000', 0],
        [0.7, '#000', 0],
        [1, '#000', 0.35],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
  );
  return `<g transform="translate(0 -35)">${out}</g>`;
}

/** A hijab: fabric from the crown to the shoulders, open around the face. */
function hijabShape(r, pal, hx, hy, rx, ry) {
  const c = r.pick([...pal.accents, '#1c1c28', '#f4efe6', '#7a1d2e', '#2a4d8f', '#5b4a6b']);
  const top = hy - ry;
  const ix = rx * 0.84;
  const iy = ry * 0.88;
  const cy = hy + 14;
  const outer = `M${f1(hx - 180)} 640 C${f1(hx - 170)} 560 ${f1(hx - rx - 40)} ${f1(hy + ry * 0.6)} ${f1(hx - rx - 34)} ${f1(hy)} C${f1(hx - rx - 30)} ${f1(top - 60)} ${f1(hx + rx + 30)} ${f1(top - 60)} ${f1(hx + rx + 34)} ${f1(hy)} C${f1(hx + rx + 40)} ${f1(hy + ry * 0.6)} ${f1(hx + 170)} 560 ${f1(hx + 180)} 640 Q${f1(hx)} 700 ${f1(hx - 180)} 640Z`;
  const face = `M${f1(hx - ix)} ${f1(cy)} a${f1(ix)} ${f1(iy)} 0 1 0 ${f1(2 * ix)} 0 a${f1(ix)} ${f1(iy)} 0 1 0 ${f1(-2 * ix)} 0Z`;
  const fold = darken(c, 0.22);
  return `<path d="${outer} ${face}" fill="${c}" fill-rule="evenodd"/><path d="M${f1(hx - ix - 8)} ${f1(cy + iy * 0.6)} Q${f1(hx)} ${f1(cy + iy + 50)} ${f1(hx + ix + 30)} ${f1(cy + iy * 0.2)}" stroke="${fold}" stroke-width="9" fill="none" opacity="0.7"/><path d="M${f1(hx - ix)} ${f1(cy - 10)} A${f1(ix)} ${f1(iy)} 0 0 1 ${f1(hx + ix)} ${f1(cy - 10)}" stroke="${fold}" stroke-width="7" fill="none" opacity="0.6"/>`;
}

// Each named tone spans two neighbouring shades of SKIN (darkest first); the lightest two are unused.
const TONES = { deep: 0, dark: 2, brown: 4, medium: 6, tan: 8 };

/** Returns the portrait SVG of a speaker's `look` (content/schemas/speakers.ts), rasterised at w×h. */
export function portrait(r, look, w = 600, h = 750) {
  const pal = r.pick(PALETTES);
  const defs = [];
  const skin = SKIN[TONES[look.skin] + r.int(0, 1)];
  const shadow = darken(skin, 0.18);
  const hairC = r.pick(HAIR);
  const feminine = look.presentation === 'woman';
  const hx = 300 + r.range(-8, 8);
  const hy = 345 + r.range(-8, 8);
  const rx = r.range(98, 110);
  const ry = rx * r.range(1.2, 1.3);
  const parts = [background(r, pal, defs)];
  const hairStyle = look.hair;
  const hijab = hairStyle === 'hijab';
  const wrapColor = r.pick(pal.accents);
  // back hair volume
  if (hairStyle === 'afro')
    parts.push(
      `<ellipse cx="${f1(hx)}" cy="${f1(hy - (feminine ? 60 : 50))}" rx="${f1(rx * (feminine ? 1.75 : 1.4))}" ry="${f1(ry * (feminine ? 1.35 : 1.15))}" fill="${hairC}"/>`,
    );
  if (hairStyle === 'braids' || hairStyle === 'locs') {
    const len = hairStyle === 'braids' ? r.range(230, 320) : r.range(160, 260);
    for (let i = -6; i <= 6; i += 1) {
      if (Math.abs(i) < 3) continue;
      const x = hx + i * (rx / 5.2);
      parts.push(
        `<rect x="${f1(x - 11)}" y="${f1(hy - ry * 0.6)}" width="22" height="${f1(len)}" rx="11" fill="${i % 2 ? hairC : lighten(hairC, 0.08)}"/>`,
      );
    }
  }
  // neck and shoulders
  parts.push(
    `<path d="M${f1(hx - 48)} ${f1(hy + ry * 0.55)} L${f1(hx - 56)} 565 Q${f1(hx)} 595 ${f1(hx + 56)} 565 L${f1(hx + 48)} ${f1(hy + ry * 0.55)}Z" fill="${shadow}"/>`,
  );
  parts.push(clothing(r, pal, defs, skin, look.attire));
  // ears (a hijab covers them)
  if (!hijab)
    parts.push(
      `<ellipse cx="${f1(hx - rx + 4)}" cy="${f1(hy + 10)}" rx="16" ry="26" fill="${shadow}"/><ellipse cx="${f1(hx + rx - 4)}" cy="${f1(hy + 10)}" rx="16" ry="26" fill="${shadow}"/>`,
    );
  // earrings
  if (look.earrings && !hijab) {
    const gold = r.pick(['#f5b700', '#e6c35c', '#ffffff', pal.accents[0]]);
    if (r.chance(0.5))
      parts.push(
        `<circle cx="${f1(hx - rx + 2)}" cy="${f1(hy + 52)}" r="18" fill="none" stroke="${gold}" stroke-width="6"/><circle cx="${f1(hx + rx - 2)}" cy="${f1(hy + 52)}" r="18" fill="none" stroke="${gold}" stroke-width="6"/>`,
      );
    else
      parts.push(
        `<path d="M${f1(hx - rx + 2)} ${f1(hy + 36)} l-10 34 l10 14 l10 -14Z M${f1(hx + rx - 2)} ${f1(hy + 36)} l-10 34 l10 14 l10 -14Z" fill="${gold}"/>`,
      );
  }
  // head
  parts.push(`<ellipse cx="${f1(hx)}" cy="${f1(hy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${skin}"/>`);
  if (hijab) parts.push(hijabShape(r, pal, hx, hy, rx, ry));
  parts.push(
    `<path d="M${f1(hx + rx * 0.35)} ${f1(hy - ry * 0.93)} A${f1(rx)} ${f1(ry)} 0 0 1 ${f1(hx + rx * 0.3)} ${f1(hy + ry * 0.95)} A${f1(rx * 0.85)} ${f1(ry)} 0 0 0 ${f1(hx + rx * 0.35)} ${f1(hy - ry * 0.93)}Z" fill="${shadow}" opacity="0.45"/>`,
  );
  // face
  const eyeY = hy + r.range(-2, 10);
  const eyeDx = rx * 0.4;
  const eye = '#1a0f0a';
  parts.push(
    `<ellipse cx="${f1(hx - eyeDx)}" cy="${f1(eyeY)}" rx="10" ry="${f1(r.range(6, 8))}" fill="${eye}"/><ellipse cx="${f1(hx + eyeDx)}" cy="${f1(eyeY)}" rx="10" ry="${f1(r.range(6, 8))}" fill="${eye}"/>`,
  );
  parts.push(
    `<circle cx="${f1(hx - eyeDx + 3)}" cy="${f1(eyeY - 2)}" r="2.4" fill="#fff" opacity="0.8"/><circle cx="${f1(hx + eyeDx + 3)}" cy="${f1(eyeY - 2)}" r="2.4" fill="#fff" opacity="0.8"/>`,
  );
  const browLift = r.range(26, 34);
  parts.push(
    `<path d="M${f1(hx - eyeDx - 20)} ${f1(eyeY - browLift + 4)} Q${f1(hx - eyeDx)} ${f1(eyeY - browLift - 6)} ${f1(hx - eyeDx + 18)} ${f1(eyeY - browLift + 2)} M${f1(hx + eyeDx - 18)} ${f1(eyeY - browLift + 2)} Q${f1(hx + eyeDx)} ${f1(eyeY - browLift - 6)} ${f1(hx + eyeDx + 20)} ${f1(eyeY - browLift + 4)}" stroke="${darken(hairC, 0.1)}" stroke-width="${feminine ? 5 : 8}" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="M${f1(hx - 4)} ${f1(eyeY + 14)} Q${f1(hx - 6)} ${f1(eyeY + 44)} ${f1(hx - 18)} ${f1(eyeY + 52)} Q${f1(hx)} ${f1(eyeY + 60)} ${f1(hx + 18)} ${f1(eyeY + 52)}" stroke="${darken(skin, 0.3)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
  const mouthY = eyeY + r.range(80, 90);
  const smile = r.range(6, 16);
  const lip = feminine ? r.pick(['#8e2b3a', '#a23b4b', '#6b2530', '#b5523b']) : darken(skin, 0.38);
  parts.push(
    `<path d="M${f1(hx - 30)} ${f1(mouthY)} Q${f1(hx)} ${f1(mouthY + smile + 6)} ${f1(hx + 30)} ${f1(mouthY)} Q${f1(hx)} ${f1(mouthY + smile * 0.4)} ${f1(hx - 30)} ${f1(mouthY)}Z" fill="${lip}"/>`,
  );
  if (r.chance(0.35))
    parts.push(
      `<ellipse cx="${f1(hx - rx * 0.55)}" cy="${f1(eyeY + 48)}" rx="18" ry="10" fill="#e0705a" opacity="0.18"/><ellipse cx="${f1(hx + rx * 0.55)}" cy="${f1(eyeY + 48)}" rx="18" ry="10" fill="#e0705a" opacity="0.18"/>`,
    );
  // beard
  if (look.facialHair && look.facialHair !== 'none') {
    const goatee = `<path d="M${f1(hx - 22)} ${f1(mouthY + 28)} Q${f1(hx)} ${f1(mouthY + 54)} ${f1(hx + 22)} ${f1(mouthY + 28)} Q${f1(hx)} ${f1(mouthY + 36)} ${f1(hx - 22)} ${f1(mouthY + 28)}Z" fill="${hairC}"/>`;
    parts.push(
      look.facialHair === 'beard'
        ? `<path d="M${f1(hx - rx + 6)} ${f1(hy + 10)} Q${f1(hx - rx + 10)} ${f1(hy + ry + 20)} ${f1(hx)} ${f1(hy + ry + 18)} Q${f1(hx + rx - 10)} ${f1(hy + ry + 20)} ${f1(hx + rx - 6)} ${f1(hy + 10)} Q${f1(hx + rx * 0.6)} ${f1(mouthY - 10)} ${f1(hx)} ${f1(mouthY - 16)} Q${f1(hx - rx * 0.6)} ${f1(mouthY - 10)} ${f1(hx - rx + 6)} ${f1(hy + 10)}Z M${f1(hx - 26)} ${f1(mouthY + 2)} Q${f1(hx)} ${f1(mouthY + 18)} ${f1(hx + 26)} ${f1(mouthY + 2)} Q${f1(hx)} ${f1(mouthY + 26)} ${f1(hx - 26)} ${f1(mouthY + 2)}Z" fill="${hairC}" fill-rule="evenodd"/>`
        : `<path d="M${f1(hx - 34)} ${f1(mouthY - 8)} Q${f1(hx)} ${f1(mouthY - 20)} ${f1(hx + 34)} ${f1(mouthY - 8)} Q${f1(hx)} ${f1(mouthY - 12)} ${f1(hx - 34)} ${f1(mouthY - 8)}Z" fill="${hairC}"/>${look.facialHair === 'goatee' ? goatee : ''}`,
    );
  }
  // glasses
  if (look.glasses) {
    const gc = r.pick(['#141016', '#7a3b12', '#c9a227', '#2d0f3f']);
    const round = r.chance(0.5);
    const gw = 38;
    const lens = (cx) =>
      round
        ? `<circle cx="${f1(cx)}" cy="${f1(eyeY)}" r="${gw / 2 + 6}"/>`
        : `<rect x="${f1(cx - gw / 2 - 8)}" y="${f1(eyeY - 20)}" width="${gw + 16}" height="40" rx="10"/>`;
    parts.push(
      `<g fill="#ffffff" fill-opacity="0.12" stroke="${gc}" stroke-width="6">${lens(hx - eyeDx)}${lens(hx + eyeDx)}<path d="M${f1(hx - eyeDx + gw / 2 + 6)} ${f1(eyeY - 4)} Q${f1(hx)} ${f1(eyeY - 14)} ${f1(hx + eyeDx - gw / 2 - 6)} ${f1(eyeY - 4)}" fill="none"/></g>`,
    );
  }
  // hair on top / headwear
  const top = hy - ry;
  switch (hairStyle) {
    case 'short':
    case 'fade':
    case 'twa':
    case 'locs':
    case 'braids':
    case 'bun': {
      const lift = hairStyle === 'fade' ? 34 : hairStyle === 'twa' ? 20 : 14;
      parts.push(
        `<path d="M${f1(hx - rx - 4)} ${f1(hy - 4)} C${f1(hx - rx - 8)} ${f1(top - lift - 30)} ${f1(hx + rx + 8)} ${f1(top - lift - 30)} ${f1(hx + rx + 4)} ${f1(hy - 4)} Q${f1(hx + rx * 0.7)} ${f1(top + ry * 0.25)} ${f1(hx)} ${f1(top + ry * 0.28)} Q${f1(hx - rx * 0.7)} ${f1(top + ry * 0.25)} ${f1(hx - rx - 4)} ${f1(hy - 4)}Z" fill="${hairC}"/>`,
      );
      if (hairStyle === 'bun') parts.push(`<circle cx="${f1(hx)}" cy="${f1(top - 36)}" r="44" fill="${hairC}"/>`);
      if (hairStyle === 'twa')
        for (let i = 0; i < 24; i += 1)
          parts.push(
            `<circle cx="${f1(hx - rx + (i % 8) * (rx / 3.6))}" cy="${f1(top - 10 + Math.floor(i / 8) * 18 - Math.abs((i % 8) - 3.5) * -4)}" r="12" fill="${lighten(hairC, 0.06)}"/>`,
          );
      break;
    }
    case 'afro':
      parts.push(
        `<path d="M${f1(hx - rx - 2)} ${f1(hy - 10)} Q${f1(hx)} ${f1(top + 10)} ${f1(hx + rx + 2)} ${f1(hy - 10)} L${f1(hx + rx + 30)} ${f1(top - 40)} L${f1(hx - rx - 30)} ${f1(top - 40)}Z" fill="${hairC}"/>`,
      );
      break;
    case 'gele': {
      const p = r.chance(0.5) ? kente('gl', r.shuffle(pal.accents).concat(['#141016']), 30) : null;
      if (p) defs.push(p.def);
      const c = p ? p.fill : wrapColor;
      const sh = darken(wrapColor, 0.2);
      parts.push(
        `<path d="M${f1(hx - rx - 40)} ${f1(hy - 20)} C${f1(hx - rx - 120)} ${f1(top - 80)} ${f1(hx - 60)} ${f1(top - 170)} ${f1(hx + 20)} ${f1(top - 120)} C${f1(hx + 100)} ${f1(top - 190)} ${f1(hx + rx + 150)} ${f1(top - 90)} ${f1(hx + rx + 40)} ${f1(hy - 20)} Q${f1(hx)} ${f1(top + 30)} ${f1(hx - rx - 40)} ${f1(hy - 20)}Z" fill="${c}"/>`,
      );
      parts.push(
        `<path d="M${f1(hx - rx - 30)} ${f1(hy - 30)} Q${f1(hx)} ${f1(top - 20)} ${f1(hx + rx + 30)} ${f1(hy - 30)}" stroke="${sh}" stroke-width="12" fill="none"/><path d="M${f1(hx - 40)} ${f1(top - 60)} Q${f1(hx + 20)} ${f1(top - 150)} ${f1(hx + 110)} ${f1(top - 90)}" stroke="${sh}" stroke-width="8" fill="none" opacity="0.7"/>`,
      );
      break;
    }
    case 'wrap': {
      // a tall wrapped headtie: fabric piled above the head, folds across it, the ends knotted at one side
      const p = ankara('wr', wrapColor, r.pick(pal.accents), pal.deep, 40);
      defs.push(p.def);
      const side = r.pick([-1, 1]);
      const fold = darken(wrapColor, 0.3);
      parts.push(
        `<path d="M${f1(hx - rx - 16)} ${f1(hy - 2)} C${f1(hx - rx - 60)} ${f1(top - 150)} ${f1(hx + rx + 60)} ${f1(top - 170)} ${f1(hx + rx + 16)} ${f1(hy - 2)} Q${f1(hx)} ${f1(top + 40)} ${f1(hx - rx - 16)} ${f1(hy - 2)}Z" fill="${p.fill}"/>` +
          `<path d="M${f1(hx - rx - 8)} ${f1(top + 10)} Q${f1(hx)} ${f1(top - 60)} ${f1(hx + rx + 8)} ${f1(top - 20)} M${f1(hx - rx + 6)} ${f1(top - 50)} Q${f1(hx + 10)} ${f1(top - 110)} ${f1(hx + rx - 6)} ${f1(top - 70)}" stroke="${fold}" stroke-width="9" fill="none" opacity="0.75"/>` +
          `<ellipse cx="${f1(hx + side * rx * 0.55)}" cy="${f1(top - 84)}" rx="46" ry="24" transform="rotate(${side * -30} ${f1(hx + side * rx * 0.55)} ${f1(top - 84)})" fill="${darken(wrapColor, 0.1)}"/><ellipse cx="${f1(hx + side * rx * 0.95)}" cy="${f1(top - 54)}" rx="40" ry="20" transform="rotate(${side * 40} ${f1(hx + side * rx * 0.95)} ${f1(top - 54)})" fill="${darken(wrapColor, 0.2)}"/>`,
      );
      break;
    }
    case 'kufi': {
      const p = dots('kf', wrapColor, lighten(wrapColor, 0.5), 18, 3);
      defs.push(p.def);
      parts.push(
        `<path d="M${f1(hx - rx - 2)} ${f1(top + 40)} L${f1(hx - rx + 6)} ${f1(top - 40)} Q${f1(hx)} ${f1(top - 62)} ${f1(hx + rx - 6)} ${f1(top - 40)} L${f1(hx + rx + 2)} ${f1(top + 40)} Q${f1(hx)} ${f1(top + 26)} ${f1(hx - rx - 2)} ${f1(top + 40)}Z" fill="${p.fill}"/>`,
      );
      break;
    }
    case 'fila': {
      parts.push(
        `<path d="M${f1(hx - rx - 2)} ${f1(top + 46)} Q${f1(hx - rx)} ${f1(top - 44)} ${f1(hx + 30)} ${f1(top - 50)} Q${f1(hx + rx + 70)} ${f1(top - 40)} ${f1(hx + rx + 40)} ${f1(top + 20)} L${f1(hx + rx + 2)} ${f1(top + 46)} Q${f1(hx)} ${f1(top + 30)} ${f1(hx - rx - 2)} ${f1(top + 46)}Z" fill="${wrapColor}"/><path d="M${f1(hx - rx)} ${f1(top + 40)} Q${f1(hx)} ${f1(top + 24)} ${f1(hx + rx)} ${f1(top + 40)}" stroke="${darken(wrapColor, 0.3)}" stroke-width="8" fill="none"/>`,
      );
      break;
    }
    case 'hijab':
      break;
    default:
      parts.push(
        `<ellipse cx="${f1(hx - rx * 0.35)}" cy="${f1(top + 40)}" rx="26" ry="14" fill="#fff" opacity="0.12"/>`,
      );
  }
  return svgDoc({ w, h, vw: W, vh: H, defs: defs.join(''), body: parts.join('') });
}
