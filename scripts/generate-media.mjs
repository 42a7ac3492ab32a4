// Generates every image, the hero video and the Events Guide PDF under public/media.
// Run with `npm run media` (tsx, so the lists of pictures come from content/*.ts). Deterministic:
// each file's artwork is seeded from its own path, and
// sharp, ffmpeg (single-threaded, bitexact) and the PDF (fixed dates) give identical bytes on
// every run. Names come from content/data/*.json, this edition's boards and guide from content/programme.ts
// (with the venue and dates of content/site.ts); edit those and rerun.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA, ROOT, pad, pool, rng, writeRaw, writeWebp, written } from './media/core.mjs';
import { portrait } from './media/portraits.mjs';
import { logo, logoDesign } from './media/logos.mjs';
import { scene } from './media/scenes.mjs';
import { topic } from './media/topics.mjs';
import { poster, posterIcons, posterWhen } from './media/posters.mjs';
import { dayBoard, overviewBoard } from './media/boards.mjs';
import { heroFrame, renderHeroVideo } from './media/hero.mjs';
import { editionGalleryImages, galleryHeroItems, galleryImages, galleryThemeOf } from '../content/gallery.ts';
import { editionGalleryShots } from '../content/gallery-shots.ts';
import { pastSpeakers } from '../content/past-speakers.ts';
import { renderGuide } from './media/guide.mjs';
// TypeScript content, loaded through tsx (`npm run media`): the programme, the venue and the
// dates are read from content/, never repeated here.
import { scheduleBoards as boards, eventsGuidePdf } from '../content/schedules.ts';
import { programme } from '../content/programme.ts';
import { site } from '../content/site.ts';
import { editionPartnerEvents, previousPartnerEvents } from '../content/partner-events.ts';
import { deriveEdition } from '../content/schemas/edition.ts';
import { editionSpeakers } from '../content/speakers.ts';

const edition = deriveEdition(site);

const started = Date.now();
const readJson = async (rel) => JSON.parse(await readFile(path.join(ROOT, rel), 'utf8'));
const partners = await readJson('content/data/partner-names.json');
// `npm run media -- --only=schedule` regenerates only the files whose path starts with it.
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const venueLine = `${site.venue.name} · ${site.venue.street.split(', ').at(-1)}, ${site.venue.locality}`;

/** Each job: output path under public/media and a function returning the SVG. */
const jobs = [];
const add = (rel, draw, opts) => {
  if (!only || rel.startsWith(only)) jobs.push({ rel, draw: () => draw(rng(rel)), opts });
};

// ---------- home ----------
add('home/hero-poster.webp', () => heroFrame(0, 1920, 1080), { quality: 68 });
add('home/about.webp', (r) => topic(r, 'mosaic', 1200, 900));
const SECTORS = {
  'film-tv': ['clapper', 'reel', 'camera', 'star'],
  music: ['mic', 'guitar', 'drum', 'notes'],
  'fashion-apparel': ['dressform', 'hanger', 'star', 'heart'],
  art: ['easel', 'palette', 'mask', 'star'],
  photography: ['camera', 'aperture', 'star', 'heart'],
};
for (const [name, icons] of Object.entries(SECTORS))
  add(`home/sectors/${name}.webp`, (r) => topic(r, 'stillLife', 800, 600, { icons }));
add('home/sectors/dance.webp', (r) => topic(r, 'dance', 800, 600));

// ---------- about ----------
add('about/overview.webp', (r) => topic(r, 'overview', 1200, 900));
add('about/mission.webp', (r) => topic(r, 'mission', 1200, 900));
add('about/why.webp', (r) => topic(r, 'why', 1200, 900));

// ---------- speakers: one portrait per speaker of content/ that points at our own media ----------
// Each portrait is drawn from the speaker's `look`, so it matches the name beside it.
const ownMedia = (src) => (src.startsWith('/media/') ? [src.replace(/^\/media\//, '')] : []);
for (const s of editionSpeakers) for (const file of ownMedia(s.src)) add(file, (r) => portrait(r, s.look, 600, 750));
for (const s of pastSpeakers)
  for (const file of ownMedia(s.src)) add(file, (r) => portrait(r, s.look, 480, 600), { quality: 66 });

// ---------- partners (same order as partner-names.json) ----------
// Designs are chosen for the whole wall in order, even with --only, so no two partners share one.
const takenDesigns = new Set();
for (const tier of ['diamond', 'supporting', 'program', 'media', 'past']) {
  partners[tier].forEach((p, i) => {
    const design = logoDesign(p.name, takenDesigns);
    add(`partners/${tier}-${pad(i + 1, 2)}.webp`, () => logo(p.name, design));
  });
}

// ---------- gallery: picture i shows galleryThemeOf(i), as its alt text says ----------
galleryImages.forEach((image, index) =>
  ownMedia(image.url).forEach((file) => add(file, (r) => scene(r, galleryThemeOf(index + 1).id, 1200, 800))),
);
galleryHeroItems.forEach((image, index) =>
  ownMedia(image.url).forEach((file) =>
    add(file, (r) => scene(r, galleryThemeOf(index + 1).id, 1920, 800, { drama: true })),
  ),
);
// This edition's: each in the light or at the time of day its shot names (and its alt text says).
editionGalleryImages.forEach((image, index) => {
  const { theme, mirror, ...look } = editionGalleryShots[index];
  const pin = { mirror, ...('light' in look ? { palette: look.light } : { time: look.time }) };
  ownMedia(image.url).forEach((file) => add(file, (r) => scene(r, theme, 1200, 800, pin)));
});

// ---------- partner events ----------
// This edition's events are dated by their sessions in the programme; the previous edition's
// by that edition's dates.
for (const event of editionPartnerEvents) {
  const dates = programme.filter((session) => session.partnerEvent === event.title).map((session) => session.date);
  const when = posterWhen(dates) || edition.datesWithYear.toUpperCase();
  for (const file of ownMedia(event.img))
    add(file, (r) => poster(r, { title: event.title, when, icons: posterIcons(event.title) }, String(edition.year)));
}
for (const event of previousPartnerEvents) {
  const when = `${edition.previousDatesWithYear.toUpperCase()} · ${site.venue.locality.toUpperCase()}`;
  for (const file of ownMedia(event.img))
    add(file, (r) =>
      poster(r, { title: event.title, when, icons: posterIcons(event.title) }, String(edition.previousYear)),
    );
}

// ---------- schedule boards ----------
const rel = (file) => file.replace(/^\/media\//, '');
boards.past.forEach((b, i) =>
  add(
    rel(b.file),
    () =>
      dayBoard(b, {
        theme: i,
        edition: String(edition.previousYear),
        footer: `${site.venue.locality} · ${edition.previousDatesWithYear}`,
      }),
    { quality: 72 },
  ),
);
const year = String(edition.year);
boards.programmeBoards.overview.forEach((b, i) =>
  add(rel(b.file), () => overviewBoard(b, { theme: i + 1, edition: year, footer: venueLine }), { quality: 72 }),
);
boards.programmeBoards.days.forEach((b, i) =>
  add(rel(b.file), () => dayBoard(b, { theme: i + 2, edition: year, footer: venueLine, compact: true }), {
    quality: 72,
  }),
);

// ---------- news ----------
const NEWS_HEROES = [
  (r) => topic(r, 'skyline', 1200, 675),
  (r) => topic(r, 'gallery', 1200, 675),
  (r) => topic(r, 'creator', 1200, 675),
  (r) => topic(r, 'legal', 1200, 675),
  (r) => topic(r, 'stillLife', 1200, 675, { icons: ['camera', 'aperture', 'star', 'heart'] }),
  (r) => topic(r, 'mosaic', 1200, 675),
  (r) => topic(r, 'cinema', 1200, 675),
  (r) => scene(r, 'keynote', 1200, 675, { drama: true }),
];
NEWS_HEROES.forEach((draw, i) => add(`news/article-${i + 1}.webp`, draw));
const S = (t) => (r) => scene(r, t, 800, 600);
const T = (k, icons) => (r) => topic(r, k, 800, 600, { icons });
const NEWS_BODY = {
  1: [
    S('panel'),
    S('keynote'),
    S('runway'),
    S('booths'),
    S('music'),
    S('networking'),
    T('skyline'),
    S('keynote'),
    S('music'),
    S('panel'),
    T('dance'),
    S('booths'),
    S('networking'),
    S('runway'),
  ],
  2: [
    T('gallery'),
    S('booths'),
    T('dance'),
    S('runway'),
    T('stillLife', ['easel', 'palette', 'mask', 'star']),
    S('music'),
    T('gallery'),
    S('booths'),
    T('stillLife', ['mask', 'drum', 'palette', 'notes']),
    S('runway'),
    T('dance'),
    S('music'),
    T('gallery'),
    S('booths'),
  ],
  3: [
    T('creator'),
    S('panel'),
    S('keynote'),
    T('stillLife', ['phone', 'play', 'heart', 'star']),
    S('networking'),
    T('creator'),
    S('booths'),
    S('panel'),
    T('stillLife', ['laptop', 'phone', 'headphones', 'play']),
    S('keynote'),
    T('creator'),
    S('networking'),
    S('music'),
    S('panel'),
  ],
  4: [
    T('legal'),
    S('panel'),
    S('networking'),
    S('keynote'),
    T('stillLife', ['scales', 'doc', 'gavel', 'laptop']),
    S('panel'),
    S('networking'),
    T('legal'),
    S('booths'),
    S('keynote'),
    T('stillLife', ['doc', 'scales', 'star', 'laptop']),
    S('networking'),
    S('panel'),
    S('keynote'),
  ],
};
for (const [n, list] of Object.entries(NEWS_BODY))
  list.forEach((draw, i) => add(`news/article-${n}-img-${pad(i + 1, 2)}.webp`, draw));

// ---------- run ----------
let done = 0;
await pool(jobs, 2, async (job) => {
  await writeWebp(job.rel, job.draw(), job.opts);
  done += 1;
  if (done % 100 === 0) console.log(`  ${done}/${jobs.length} images`);
});
console.log(`images: ${jobs.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const guide = rel(eventsGuidePdf.href);
if (!only || guide.startsWith(only))
  await writeRaw(
    guide,
    await renderGuide(boards, { programme, site, speakers: editionSpeakers, partnerEvents: editionPartnerEvents }),
  );
// The hero loop: the wide encode for screens 768 px and wider, and a portrait one for phones
// (the centre a phone shows, small enough to keep the home page's first view under 300 KB).
for (const [video, options] of [
  ['home/hero.mp4', { w: 1280, h: 720, fps: 24, seconds: 6, crf: 28 }],
  ['home/hero-narrow.mp4', { w: 360, h: 640, fps: 24, seconds: 6, crf: 34 }],
]) {
  if (!only || video.startsWith(only)) await renderHeroVideo(video, options);
}

// ---------- report ----------
const byFolder = new Map();
for (const { rel: r, bytes } of written) {
  const folder = r
    .split('/')
    .slice(0, r.startsWith('speakers') || r.startsWith('events') || r.startsWith('schedule') ? 2 : 1)
    .join('/');
  const cur = byFolder.get(folder) ?? { files: 0, bytes: 0 };
  cur.files += 1;
  cur.bytes += bytes;
  byFolder.set(folder, cur);
}
const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
for (const [folder, { files, bytes }] of [...byFolder].sort())
  console.log(`${folder.padEnd(18)} ${String(files).padStart(4)} files  ${kb(bytes).padStart(9)}`);

// Total of everything on disk under public/media (including anything not written by this run).
async function walk(dir) {
  let total = 0;
  const stale = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      const sub = await walk(p);
      total += sub.total;
      stale.push(...sub.stale);
    } else {
      total += (await stat(p)).size;
      const r = path.relative(MEDIA, p);
      if (!written.some((w) => w.rel === r)) stale.push(r);
    }
  }
  return { total, stale };
}
const { total, stale } = await walk(MEDIA);
if (stale.length && !only) console.log(`not written by this run (remove if obsolete): ${stale.join(', ')}`);
console.log(
  `total public/media: ${(total / 1024 / 1024).toFixed(2)} MB (${written.length} files written) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (total > 20 * 1024 * 1024) {
  console.error('public/media exceeds the 20 MB budget');
  process.exitCode = 1;
}
