// Schedule boards (1080×1350): the text of content/schedules.ts (the past edition's from
// content/data/schedule-boards.json, 2025's from the programme) set as legible posters. The page
// gives screen-reader users the same text.
import { darken, esc, f1, lighten, mix } from './core.mjs';
import { fit, fontAttrs, measure, textLines, wrap } from './fonts.mjs';
import { icon, kente, motif } from './art.mjs';
import { Canvas } from './stage.mjs';

const W = 1080;
const H = 1350;

const THEMES = [
  {
    bg: '#2d0f3f',
    bg2: '#4a1766',
    card: '#3d1656',
    accent: '#f5b700',
    accent2: '#f26b1d',
    kente: ['#f5b700', '#0b8a4f', '#c8321c', '#f28c28', '#141016'],
  },
  {
    bg: '#0f2a22',
    bg2: '#175c3f',
    card: '#163d30',
    accent: '#f5b700',
    accent2: '#ff7b2e',
    kente: ['#f5b700', '#c8321c', '#0b8a4f', '#fff3d6', '#141016'],
  },
  {
    bg: '#14213d',
    bg2: '#1b3a6b',
    card: '#1c2f54',
    accent: '#ffb627',
    accent2: '#e83f6f',
    kente: ['#ffb627', '#e83f6f', '#3f7bd9', '#f2e8cf', '#0d1333'],
  },
  {
    bg: '#3a120a',
    bg2: '#6b2412',
    card: '#4d1a0e',
    accent: '#ffd23f',
    accent2: '#3bceac',
    kente: ['#ffd23f', '#3bceac', '#c1121f', '#ff8fab', '#1a0a06'],
  },
  {
    bg: '#1d2b2f',
    bg2: '#264653',
    card: '#23393f',
    accent: '#e9c46a',
    accent2: '#e76f51',
    kente: ['#e9c46a', '#e76f51', '#2a9d8f', '#f4a261', '#1d2b2f'],
  },
];

function frame(c, theme, edition, footer) {
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.grad([
      [0, theme.bg2],
      [0.45, theme.bg],
      [1, darken(theme.bg, 0.25)],
    ])}"/>`,
  );
  for (let i = 0; i < 4; i += 1)
    c.add(motif('rings', W - 80 + (i % 2) * -40, 250 + i * 320, 240, lighten(theme.bg, 0.07), { sw: 0.05 }));
  const k = c.pattern(kente(c.id('k'), theme.kente, 26));
  c.add(`<rect width="${W}" height="44" fill="${k}"/><rect y="44" width="${W}" height="6" fill="${theme.accent}"/>`);
  c.add(`<rect y="${H - 34}" width="${W}" height="34" fill="${k}"/>`);
  c.add(
    `<text x="70" y="112" ${fontAttrs('condBold', 26, 5)} fill="${theme.accent}">${esc(`AFRICA CREATIVE MARKET ${edition}`)}</text>`,
  );
  c.add(
    `<text x="${W / 2}" y="${H - 60}" ${fontAttrs('sans', 22, 1)} fill="${lighten(theme.bg, 0.7)}" text-anchor="middle">${esc(footer)}</text>`,
  );
}

/** Title: the part before the first '·' large, the rest as a subtitle. Returns the y below it. */
function heading(c, theme, title) {
  const [head, ...rest] = title.split(' · ');
  const t = fit(head, 'sansBold', { max: 84, min: 40, maxWidth: W - 140, maxLines: 2 });
  c.add(
    textLines(t.lines, {
      x: 70,
      y: 140 + t.size * 0.85,
      key: 'sansBold',
      size: t.size,
      lineHeight: 1.05,
      fill: '#ffffff',
    }),
  );
  let y = 140 + t.size * 1.05 * t.lines.length + 8;
  if (rest.length) {
    const sub = rest.join(' · ');
    const s = fit(sub, 'sans', { max: 36, min: 24, maxWidth: W - 140, maxLines: 2 });
    c.add(
      textLines(s.lines, {
        x: 70,
        y: y + s.size * 0.9,
        key: 'sans',
        size: s.size,
        lineHeight: 1.2,
        fill: lighten(theme.accent, 0.35),
      }),
    );
    y += s.size * 1.2 * s.lines.length + 6;
  }
  c.add(`<rect x="70" y="${f1(y + 14)}" width="120" height="8" rx="4" fill="${theme.accent2}"/>`);
  return y + 50;
}

function layoutSessions(sessions, scale) {
  const textW = W - 140 - 200 - 40;
  const ts = 34 * scale;
  const ss = 25 * scale;
  return sessions.map((s) => {
    const tl = wrap(s.title, 'sansBold', ts, textW);
    const sl = wrap(s.speakers, 'sans', ss, textW - 34);
    const vl = wrap(s.venue, 'sans', ss, textW - 34);
    const h = 24 + tl.length * ts * 1.16 + 10 + (sl.length + vl.length) * ss * 1.3 + 16;
    return { s, tl, sl, vl, h, ts, ss };
  });
}

/**
 * A board with many sessions (the 2025 days, drawn from the programme): one row each, the time
 * at the left, the title, then the room and speakers on one line, scaled down until all fit.
 */
function compactSessions(c, th, sessions, top) {
  const avail = H - 100 - top;
  const textW = W - 140 - 150;
  let rows;
  let total;
  for (let scale = 1; scale >= 0.5; scale -= 0.02) {
    const ts = 30 * scale;
    const ms = 21 * scale;
    rows = sessions.map((s) => {
      const tl = wrap(s.title, 'sansBold', ts, textW);
      const ml = wrap(`${s.venue} · ${s.speakers}`, 'sans', ms, textW);
      return { s, tl, ml, ts, ms, h: 14 + tl.length * ts * 1.14 + ml.length * ms * 1.28 + 10 };
    });
    total = rows.reduce((n, r) => n + r.h, 0);
    if (total <= avail) break;
  }
  let y = top + Math.max(0, (avail - total) / 2);
  rows.forEach(({ s, tl, ml, ts, ms, h }, i) => {
    if (i % 2 === 0)
      c.add(
        `<rect x="60" y="${f1(y)}" width="${W - 120}" height="${f1(h)}" rx="12" fill="${th.card}" opacity="0.85"/>`,
      );
    c.add(
      `<text x="80" y="${f1(y + 12 + ts * 0.9)}" ${fontAttrs('condBold', ts * 0.95)} fill="${th.accent}">${esc(s.time)}</text>`,
    );
    c.add(
      textLines(tl, { x: 220, y: y + 12 + ts * 0.9, key: 'sansBold', size: ts, lineHeight: 1.14, fill: '#ffffff' }),
    );
    c.add(
      textLines(ml, {
        x: 220,
        y: y + 12 + tl.length * ts * 1.14 + ms * 0.95,
        key: 'sans',
        size: ms,
        lineHeight: 1.28,
        fill: lighten(th.accent, 0.45),
      }),
    );
    y += h;
  });
}

/** Day board: { title, sessions: [{ time, title, speakers, venue }] }. */
export function dayBoard(board, { theme, edition, footer, compact = false }) {
  const c = new Canvas(W, H);
  const th = THEMES[theme % THEMES.length];
  frame(c, th, edition, footer);
  const top = heading(c, th, board.title);
  if (compact) {
    compactSessions(c, th, board.sessions, top);
    return c.svg();
  }
  const avail = H - 100 - top;
  const gap = 14;
  let items;
  for (let scale = 1; scale >= 0.6; scale -= 0.02) {
    items = layoutSessions(board.sessions, scale);
    const total = items.reduce((n, it) => n + it.h, 0) + gap * (items.length - 1);
    if (total <= avail) break;
  }
  const total = items.reduce((n, it) => n + it.h, 0) + gap * (items.length - 1);
  let y = top + Math.max(0, (avail - total) / 2);
  for (const it of items) {
    const { s, tl, sl, vl, h, ts, ss } = it;
    c.add(`<rect x="60" y="${f1(y)}" width="${W - 120}" height="${f1(h)}" rx="20" fill="${th.card}" opacity="0.92"/>`);
    c.add(`<rect x="60" y="${f1(y)}" width="10" height="${f1(h)}" rx="5" fill="${th.accent}"/>`);
    // time pill
    const tw = Math.max(150, measure(s.time, 'condBold', 30) + 36);
    c.add(`<rect x="92" y="${f1(y + 22)}" width="${f1(tw)}" height="50" rx="25" fill="${th.accent}"/>`);
    c.add(
      `<text x="${f1(92 + tw / 2)}" y="${f1(y + 57)}" ${fontAttrs('condBold', 30)} fill="#141016" text-anchor="middle">${esc(s.time)}</text>`,
    );
    const tx = 92 + 200 + 20;
    let ty = y + 24 + ts * 0.9;
    c.add(textLines(tl, { x: tx, y: ty, key: 'sansBold', size: ts, lineHeight: 1.16, fill: '#ffffff' }));
    ty += (tl.length - 1) * ts * 1.16 + 12 + ss * 1.15;
    c.add(
      `<g transform="translate(${f1(tx)} ${f1(ty - ss * 0.85)})"><circle cx="11" cy="7" r="6" fill="${th.accent2}"/><path d="M0 ${f1(ss * 0.95)} Q11 4 22 ${f1(ss * 0.95)}Z" fill="${th.accent2}"/></g>`,
    );
    c.add(textLines(sl, { x: tx + 34, y: ty, key: 'sans', size: ss, lineHeight: 1.3, fill: lighten(th.bg, 0.85) }));
    ty += sl.length * ss * 1.3;
    c.add(icon('pin', tx + 11, ty - ss * 0.38, ss * 1.05, { a: th.accent, d: th.card }));
    c.add(textLines(vl, { x: tx + 34, y: ty, key: 'sans', size: ss, lineHeight: 1.3, fill: lighten(th.accent, 0.45) }));
    y += h + gap;
  }
  return c.svg();
}

/** Overview board: { title, items: [string] }. */
export function overviewBoard(board, { theme, edition, footer }) {
  const c = new Canvas(W, H);
  const th = THEMES[theme % THEMES.length];
  frame(c, th, edition, footer);
  c.add(`<rect x="0" y="120" width="${W}" height="0" fill="none"/>`);
  const t = fit(board.title, 'sansBold', { max: 76, min: 40, maxWidth: W - 140, maxLines: 3 });
  c.add(
    textLines(t.lines, {
      x: 70,
      y: 150 + t.size * 0.85,
      key: 'sansBold',
      size: t.size,
      lineHeight: 1.08,
      fill: '#ffffff',
    }),
  );
  const top = 150 + t.size * 1.08 * t.lines.length + 30;
  c.add(`<rect x="70" y="${f1(top - 10)}" width="120" height="8" rx="4" fill="${th.accent2}"/>`);
  const avail = H - 110 - top - 20;
  let size = 40;
  let laid;
  let total;
  const gap = 16;
  for (; size >= 22; size -= 1) {
    laid = board.items.map((it) => wrap(it, 'sans', size, W - 140 - 110));
    total = laid.reduce((n, l) => n + l.length * size * 1.25 + 44, 0) + gap * (laid.length - 1);
    if (total <= avail) break;
  }
  let y = top + 20 + Math.max(0, (avail - total) / 2);
  const motifs = ['rings', 'star', 'horns', 'heart', 'cross', 'fence', 'eye', 'sawsun', 'rings', 'star'];
  laid.forEach((lines, i) => {
    const h = lines.length * size * 1.25 + 44;
    c.add(
      `<rect x="60" y="${f1(y)}" width="${W - 120}" height="${f1(h)}" rx="18" fill="${i % 2 ? th.card : mix(th.card, th.bg2, 0.5)}" opacity="0.92"/>`,
    );
    c.add(motif(motifs[i % motifs.length], 112, y + h / 2, 50, i % 2 ? th.accent2 : th.accent, { sw: 0.11 }));
    c.add(textLines(lines, { x: 160, y: y + 22 + size * 0.92, key: 'sans', size, lineHeight: 1.25, fill: '#ffffff' }));
    y += h + gap;
  });
  return c.svg();
}
