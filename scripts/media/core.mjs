// Shared plumbing for the media generator: seeded randomness, colour maths, SVG helpers and the
// WebP writer. Every image derives its seed from its own output path, so any single file can be
// regenerated identically no matter the order or the subset of jobs that runs.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const MEDIA = path.join(ROOT, 'public', 'media');

// Two cores are shared by several agents; keep libvips from spawning a thread per core per job.
sharp.concurrency(1);
sharp.cache(false);

/** FNV-1a over a string, giving a 32-bit seed. */
function hashSeed(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for artwork. */
export function rng(seedOrText) {
  let a = typeof seedOrText === 'string' ? hashSeed(seedOrText) : seedOrText >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      const out = arr.slice();
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    fork: (label) => rng(hashSeed(`${label}:${Math.floor(next() * 1e9)}`)),
  };
  return r;
}

// ---------- colour ----------
const toRgb = (hex) => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
};
const toHex = (rgb) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
export const mix = (a, b, t) => {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
};
export const darken = (c, t) => mix(c, '#000000', t);
export const lighten = (c, t) => mix(c, '#ffffff', t);
const luminance = (c) => {
  const [r, g, b] = toRgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** Dark ink or white, whichever reads better on the given background. */
export const inkOn = (bg) => (luminance(bg) > 0.33 ? '#141016' : '#ffffff');

/**
 * Palettes in a pan-African key: each has a deep background, a second deep tone, warm and cool
 * accents and a light tone.
 */
export const PALETTES = [
  {
    name: 'plum-gold',
    deep: '#2d0f3f',
    deep2: '#4a1766',
    accents: ['#f5b700', '#f26b1d', '#0b6e4f', '#b8360f'],
    light: '#fbf6ee',
  },
  {
    name: 'kente',
    deep: '#14110c',
    deep2: '#3b2a12',
    accents: ['#f5b700', '#0b8a4f', '#c8321c', '#f28c28'],
    light: '#fff3d6',
  },
  {
    name: 'indigo',
    deep: '#0d1333',
    deep2: '#1b2a6b',
    accents: ['#3f7bd9', '#f2e8cf', '#e07a2f', '#f5b700'],
    light: '#eef2ff',
  },
  {
    name: 'sunset',
    deep: '#3a0f4a',
    deep2: '#7a1d5c',
    accents: ['#ff7b2e', '#ffb627', '#e83f6f', '#ffd6a5'],
    light: '#fff1e6',
  },
  {
    name: 'savanna',
    deep: '#1f1b16',
    deep2: '#4a3323',
    accents: ['#d9a441', '#c2562b', '#2f8f6f', '#f3e3c3'],
    light: '#faf3e3',
  },
  {
    name: 'lagoon',
    deep: '#0b3954',
    deep2: '#0f5c73',
    accents: ['#00c2c2', '#f4d35e', '#ee964b', '#f95738'],
    light: '#e8fbfb',
  },
  {
    name: 'royal',
    deep: '#202c59',
    deep2: '#3d2a7a',
    accents: ['#f0a202', '#f18805', '#d95d39', '#b4a0ff'],
    light: '#f3f0ff',
  },
  {
    name: 'forest',
    deep: '#102a1e',
    deep2: '#175c3f',
    accents: ['#f5b700', '#08c45a', '#e9f5db', '#f26b1d'],
    light: '#effaf2',
  },
  {
    name: 'magenta',
    deep: '#2b0a3d',
    deep2: '#540d6e',
    accents: ['#ee4266', '#ffd23f', '#3bceac', '#ff8fab'],
    light: '#fff0f6',
  },
  {
    name: 'earth',
    deep: '#1d2b2f',
    deep2: '#264653',
    accents: ['#e9c46a', '#e76f51', '#2a9d8f', '#f4a261'],
    light: '#fdf6ec',
  },
  {
    name: 'ember',
    deep: '#1a0a06',
    deep2: '#5c1a0b',
    accents: ['#ff5e1a', '#ffb000', '#ffd9a0', '#c1121f'],
    light: '#fff4e8',
  },
  {
    name: 'teal-coral',
    deep: '#112a2a',
    deep2: '#254441',
    accents: ['#ff6f59', '#43aa8b', '#f7c548', '#ef3054'],
    light: '#eefaf6',
  },
];

export const SKIN = [
  '#3b2219',
  '#4a2a1c',
  '#5a3522',
  '#6b4028',
  '#7a4a2c',
  '#8a5633',
  '#9c653c',
  '#ad7446',
  '#bf8552',
  '#cf9868',
  '#deae82',
  '#eac39d',
];
export const HAIR = ['#120c0a', '#1c1210', '#2a1a12', '#3a2418', '#4b2e1c', '#1a1a1a', '#5a3a22'];

// ---------- svg ----------
export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const f1 = (n) => (Math.round(n * 10) / 10).toString();

/** Wraps defs and body into a document drawn in a viewBox of vw×vh and rasterised at w×h. */
export function svgDoc({ w, h, vw = w, vh = h, defs = '', body }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}
export function radialGradient(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = {}) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${s}</radialGradient>`;
}

// ---------- output ----------
export const written = [];

export async function ensureDir(file) {
  await mkdir(path.dirname(file), { recursive: true });
}

/** Rasterises an SVG string to WebP at public/media/<rel>. */
export async function writeWebp(rel, svg, { quality = 70, effort = 6, alphaQuality } = {}) {
  const out = path.join(MEDIA, rel);
  await ensureDir(out);
  const buf = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .webp({ quality, effort, smartSubsample: true, alphaQuality })
    .toBuffer();
  await writeFile(out, buf);
  written.push({ rel, bytes: buf.length });
  return buf.length;
}

export async function writeRaw(rel, buf) {
  const out = path.join(MEDIA, rel);
  await ensureDir(out);
  await writeFile(out, buf);
  written.push({ rel, bytes: buf.length });
  return buf.length;
}

/** Runs async jobs with bounded concurrency, keeping results in order. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const pad = (n, w) => String(n).padStart(w, '0');
