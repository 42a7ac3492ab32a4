// Composes generated pictures with their captions into one contact sheet, to check a whole set
// by eye at once (e.g. that every portrait matches its name):
//   npx tsx scripts/media/contact-sheet.mjs speakers|past-speakers|gallery|gallery-edition|partners [out.png] [from] [count]
import path from 'node:path';
import sharp from 'sharp';
import { esc, MEDIA } from './core.mjs';
import { editionSpeakers } from '../../content/speakers.ts';
import { pastSpeakers } from '../../content/past-speakers.ts';
import { editionGalleryImages, galleryHeroItems, galleryImages } from '../../content/gallery.ts';
import { partnerTiers } from '../../content/partners.ts';

const [set = 'speakers', out = `/tmp/contact-${set}.png`, from = '0', count = '400'] = process.argv.slice(2);
const look = (l) => [l.presentation, l.skin, l.hair, l.attire, l.facialHair, l.earrings && 'earrings'].filter(Boolean);
const SETS = {
  speakers: () => editionSpeakers.map((s) => ({ src: s.src, lines: [s.name, look(s.look).join(' ')] })),
  'past-speakers': () => pastSpeakers.map((s) => ({ src: s.src, lines: [s.name.trim(), look(s.look).join(' ')] })),
  gallery: () => [...galleryImages, ...galleryHeroItems].map((g) => ({ src: g.url, lines: [g.alt.split(' at ')[0]] })),
  'gallery-edition': () =>
    editionGalleryImages.map((g) => ({
      src: g.url,
      lines: [g.alt.split(', ')[0].slice(0, 44), g.alt.split(', ')[0].slice(44)],
    })),
  partners: () => partnerTiers.flatMap((t) => t.logos.map((l) => ({ src: l.image, lines: [l.alt] }))),
};
const items = SETS[set]().slice(Number(from), Number(from) + Number(count));
const portraitLike = set.includes('speakers');
const tw = portraitLike ? 150 : 240;
const th = portraitLike ? 188 : set === 'partners' ? 120 : 160;
const cols = portraitLike ? 10 : 6;
const capH = 34;
const rows = Math.ceil(items.length / cols);
const tiles = await Promise.all(
  items.map(async (item, i) => {
    const file = path.join(MEDIA, item.src.replace(/^\/media\//, ''));
    const img = await sharp(file).resize(tw, th, { fit: 'cover' }).toBuffer();
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${capH}"><rect width="100%" height="100%" fill="#fff"/>${item.lines
        .map(
          (l, j) =>
            `<text x="3" y="${13 + j * 14}" font-family="sans-serif" font-size="${j ? 9 : 11}" fill="#111">${esc(l)}</text>`,
        )
        .join('')}</svg>`,
    );
    const x = (i % cols) * (tw + 4);
    const y = Math.floor(i / cols) * (th + capH + 4);
    return [
      { input: img, left: x, top: y },
      { input: caption, left: x, top: y + th },
    ];
  }),
);
await sharp({
  create: { width: cols * (tw + 4), height: rows * (th + capH + 4), channels: 3, background: '#ddd' },
})
  .composite(tiles.flat())
  .png()
  .toFile(out);
console.log(`${out}: ${items.length} pictures`);
