// The home hero: a looping stage scene (sweeping lights, a scrolling kente band, a crowd with
// hands swaying, drifting sparks). Every moving part is periodic in the loop length, so the
// last frame runs seamlessly into the first. Frame 0 at 1920×1080 is the poster.
import { spawn } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { darken, f1, lighten, MEDIA, mix, rng, svgDoc, written, ensureDir } from './core.mjs';
import { africa, kente, motif } from './art.mjs';
import { stat } from 'node:fs/promises';

const VW = 1920;
const VH = 1080;
const ACC = ['#f5b700', '#f26b1d', '#0b8a4f', '#e83f6f', '#3f7bd9'];

/** Static layout drawn once from a fixed seed; frames only move it. */
function layout() {
  const r = rng('hero-layout');
  const heads = [];
  const rows = 3;
  for (let row = 0; row < rows; row += 1) {
    const s = 20 + row * 9;
    const y = VH - 170 + row * 62;
    for (let x = -40 + r.range(0, 40); x < VW + 60; x += s * 4.2 * r.range(0.85, 1.1)) {
      heads.push({
        x,
        y: y + r.range(-6, 6),
        s: s * r.range(0.92, 1.08),
        style: r.pick(['short', 'afro', 'short', 'bun', 'wrap']),
        hand: r.chance(0.32),
        lean: r.range(-1.2, 1.2),
        phase: r.range(0, Math.PI * 2),
        color: mix('#0b0710', '#2d0f3f', r.range(0, 0.35)),
      });
    }
  }
  const sparks = Array.from({ length: 46 }, () => ({
    x: r.range(0, VW),
    y: r.range(60, VH - 260),
    rad: r.range(40, 160),
    ph: r.range(0, Math.PI * 2),
    k: r.pick([1, 1, 2]),
    size: r.range(3, 9),
    c: r.pick(ACC.concat(['#ffffff', '#fff3c4'])),
  }));
  const beams = Array.from({ length: 7 }, (_, i) => ({
    x: VW * (0.07 + i * 0.143),
    base: r.range(-18, 18),
    amp: r.range(12, 24),
    ph: r.range(0, Math.PI * 2),
    c: ACC[i % ACC.length],
    spread: r.range(12, 20),
  }));
  return { heads, sparks, beams };
}
const L = layout();

/** SVG of the hero at phase p in [0, 1). */
export function heroFrame(p, w = VW, h = VH) {
  const TAU = Math.PI * 2;
  const a = TAU * p;
  const defs = [];
  const body = [];
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0e0416"/><stop offset="0.55" stop-color="#2d0f3f"/><stop offset="1" stop-color="#5a1a3a"/></linearGradient>`,
  );
  body.push(`<rect width="${VW}" height="${VH}" fill="url(#sky)"/>`);
  // pulsing warm glow behind the stage
  const pulse = 0.5 + 0.12 * Math.sin(a);
  defs.push(
    `<radialGradient id="sun"><stop offset="0" stop-color="#f26b1d" stop-opacity="${f1(pulse)}"/><stop offset="0.5" stop-color="#b8360f" stop-opacity="${f1(pulse * 0.4)}"/><stop offset="1" stop-color="#b8360f" stop-opacity="0"/></radialGradient>`,
  );
  body.push(`<ellipse cx="${VW / 2}" cy="${VH - 200}" rx="1100" ry="560" fill="url(#sun)"/>`);
  // faint Africa outline and slow-turning adinkra rings
  const map = africa(VW * 0.62, 90, 620);
  body.push(`<path d="${map.d}" fill="none" stroke="#f5b700" stroke-width="3" opacity="0.16"/>`);
  body.push(
    `<g transform="rotate(${f1(p * 360)} ${VW * 0.2} 330)" opacity="0.14">${motif('sawsun', VW * 0.2, 330, 360, '#f5b700', { sw: 0.03 })}</g>`,
  );
  // truss and sweeping beams
  body.push(`<rect x="0" y="22" width="${VW}" height="18" fill="#140b1c"/>`);
  L.beams.forEach((b, i) => {
    const ang = b.base + b.amp * Math.sin(a + b.ph);
    defs.push(
      `<linearGradient id="b${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.c}" stop-opacity="0.55"/><stop offset="1" stop-color="${b.c}" stop-opacity="0"/></linearGradient>`,
    );
    const len = 1150;
    const half = Math.tan((b.spread * Math.PI) / 360) * len;
    body.push(
      `<path transform="translate(${f1(b.x)} 40) rotate(${f1(ang)})" d="M-6 0 L6 0 L${f1(half)} ${len} L${f1(-half)} ${len}Z" fill="url(#b${i})"/>`,
    );
    body.push(
      `<rect x="${f1(b.x - 14)}" y="30" width="28" height="26" rx="5" fill="#0c0810"/><circle cx="${f1(b.x)}" cy="54" r="8" fill="${lighten(b.c, 0.4)}"/>`,
    );
  });
  // sparks drifting on closed loops
  for (const s of L.sparks) {
    const x = s.x + Math.cos(a * s.k + s.ph) * s.rad;
    const y = s.y + Math.sin(a * s.k + s.ph) * s.rad * 0.5;
    const tw = 0.45 + 0.45 * Math.sin(a * 2 + s.ph);
    body.push(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(s.size)}" fill="${s.c}" opacity="${f1(tw)}"/>`);
  }
  // crowd
  for (const hd of L.heads) {
    const { x, y, s, color } = hd;
    if (hd.hand) {
      const sway = Math.sin(a * 2 + hd.phase);
      const hx = x + s * (1.8 + hd.lean) + sway * s * 0.9;
      const hy = y - s * 4.7 + Math.abs(sway) * s * 0.3;
      body.push(
        `<path d="M${f1(x + s * 1.4)} ${f1(y - s * 1.2)} L${f1(hx)} ${f1(hy)}" stroke="${color}" stroke-width="${f1(s * 0.6)}" stroke-linecap="round"/><circle cx="${f1(hx)}" cy="${f1(hy - s * 0.2)}" r="${f1(s * 0.45)}" fill="${color}"/>`,
      );
    }
    body.push(
      `<path d="M${f1(x - s * 2.1)} ${f1(y)} Q${f1(x - s * 2.1)} ${f1(y - s * 1.35)} ${f1(x - s * 0.8)} ${f1(y - s * 1.45)} L${f1(x + s * 0.8)} ${f1(y - s * 1.45)} Q${f1(x + s * 2.1)} ${f1(y - s * 1.35)} ${f1(x + s * 2.1)} ${f1(y)}Z" fill="${color}"/>`,
    );
    const hy2 = y - s * 2.2;
    if (hd.style === 'afro')
      body.push(`<circle cx="${f1(x)}" cy="${f1(hy2 - s * 0.15)}" r="${f1(s * 1.3)}" fill="${color}"/>`);
    else if (hd.style === 'bun')
      body.push(
        `<circle cx="${f1(x)}" cy="${f1(hy2)}" r="${f1(s)}" fill="${color}"/><circle cx="${f1(x)}" cy="${f1(hy2 - s * 1.05)}" r="${f1(s * 0.5)}" fill="${color}"/>`,
      );
    else if (hd.style === 'wrap')
      body.push(
        `<circle cx="${f1(x)}" cy="${f1(hy2)}" r="${f1(s)}" fill="${color}"/><ellipse cx="${f1(x)}" cy="${f1(hy2 - s * 0.6)}" rx="${f1(s * 1.25)}" ry="${f1(s * 0.85)}" fill="${darken('#6b2a4a', 0.4)}"/>`,
      );
    else body.push(`<circle cx="${f1(x)}" cy="${f1(hy2)}" r="${f1(s)}" fill="${color}"/>`);
  }
  // scrolling kente band: moves exactly four tiles per loop
  const b = 30;
  const k = kente('kb', ['#f5b700', '#0b8a4f', '#c8321c', '#f28c28', '#141016'], b);
  defs.push(
    k.def.replace(
      'patternUnits="userSpaceOnUse"',
      `patternUnits="userSpaceOnUse" patternTransform="translate(${f1(p * 4 * 2 * b)} 0)"`,
    ),
  );
  body.push(
    `<rect x="0" y="${VH - 44}" width="${VW}" height="44" fill="${k.fill}"/><rect x="0" y="${VH - 50}" width="${VW}" height="6" fill="#f5b700"/>`,
  );
  // gentle darkening at the top and left so overlaid text stays readable
  defs.push(
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.6" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`,
  );
  body.push(`<rect width="${VW}" height="${VH}" fill="url(#shade)"/>`);
  return svgDoc({ w, h, vw: VW, vh: VH, defs: defs.join(''), body: body.join('') });
}

/**
 * Renders the loop with sharp and encodes it with ffmpeg. A `w` narrower than the scene's 16:9
 * takes the centre of the scene at height `h`: the part a portrait phone shows of the wide loop
 * and of the poster (object-fit: cover), so the phone's encode carries no pixels it would crop.
 */
export async function renderHeroVideo(rel, { w = 1280, h = 720, fps = 24, seconds = 6, crf = 30 } = {}) {
  const out = path.join(MEDIA, rel);
  await ensureDir(out);
  const frames = fps * seconds;
  const sceneW = Math.max(w, Math.round((h * VW) / VH));
  const ff = spawn(
    '/usr/bin/ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${w}x${h}`,
      '-r',
      String(fps),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'animation',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-g',
      String(fps * 2),
      '-threads',
      '1',
      '-x264-params',
      'threads=1:lookahead-threads=1',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      out,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) => {
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
  for (let i = 0; i < frames; i += 1) {
    const raw = await sharp(Buffer.from(heroFrame(i / frames, sceneW, h)))
      .extract({ left: Math.floor((sceneW - w) / 2), top: 0, width: w, height: h })
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ff.stdin.write(raw)) await new Promise((res) => ff.stdin.once('drain', res));
  }
  ff.stdin.end();
  await done;
  const { size } = await stat(out);
  written.push({ rel, bytes: size });
  return size;
}
