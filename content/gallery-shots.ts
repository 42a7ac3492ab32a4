import type { GalleryThemeId } from './gallery';

/**
 * What each picture of this edition's gallery shows, for scripts/media to draw it and for its alt
 * text (content/gallery.ts, content/fr/gallery.ts) to say so: a theme of the gallery drawn in one
 * light or, in the open air, at one time of day. No words here: each language names the lights
 * and times itself.
 */

/** The names of the palettes scripts/media draws with (it refuses a name it does not know). */
type GalleryLight =
  | 'plum-gold'
  | 'kente'
  | 'indigo'
  | 'sunset'
  | 'savanna'
  | 'lagoon'
  | 'royal'
  | 'forest'
  | 'magenta'
  | 'earth'
  | 'ember'
  | 'teal-coral';

/** The times of day an open-air theme (outdoor, gate) may be drawn at. */
type GalleryTime = 'morning' | 'noon' | 'golden' | 'night';

export type GalleryShot = {
  theme: GalleryThemeId;
  /** Seen from the room's other side: a text-free theme whose layout is otherwise fixed. */
  mirror?: boolean;
} & ({ light: GalleryLight } | { time: GalleryTime });

/**
 * The 2025 pictures in the order /gallery shows them. No two share a theme and a light (or time);
 * neighbours differ in kind (stage, hall, open air), as in the older grid, so a page of the grid
 * never reads as one scene repeated.
 */
export const editionGalleryShots: readonly GalleryShot[] = [
  { theme: 'keynote', light: 'ember' },
  { theme: 'outdoor', time: 'golden' },
  { theme: 'runway', light: 'magenta' },
  { theme: 'workshop', light: 'teal-coral' },
  { theme: 'music', light: 'royal' },
  { theme: 'gate', time: 'morning' },
  { theme: 'art', light: 'earth' },
  { theme: 'pitch', light: 'indigo' },
  { theme: 'booths', light: 'kente' },
  { theme: 'dance', light: 'sunset' },
  { theme: 'gaming', light: 'lagoon' },
  { theme: 'networking', light: 'savanna' },
  { theme: 'screening', light: 'plum-gold' },
  { theme: 'panel', light: 'forest' },
  { theme: 'outdoor', time: 'night' },
  { theme: 'music', light: 'ember' },
  { theme: 'runway', light: 'lagoon' },
  { theme: 'workshop', light: 'plum-gold', mirror: true },
  { theme: 'keynote', light: 'royal' },
  { theme: 'gate', time: 'golden' },
  { theme: 'booths', light: 'teal-coral' },
  { theme: 'dance', light: 'forest' },
  { theme: 'art', light: 'magenta' },
  { theme: 'pitch', light: 'savanna' },
  { theme: 'gaming', light: 'sunset' },
  { theme: 'networking', light: 'indigo' },
  { theme: 'outdoor', time: 'morning' },
  { theme: 'panel', light: 'kente' },
  { theme: 'screening', light: 'earth' },
  { theme: 'music', light: 'magenta' },
  { theme: 'outdoor', time: 'noon' },
  { theme: 'runway', light: 'kente' },
];

/** What sets a shot apart from the others of its theme. */
export const galleryShotKey = (shot: GalleryShot) => `${shot.theme}:${'light' in shot ? shot.light : shot.time}`;

/** Themes on a lit stage, whose colours are its lights; elsewhere they are the room's tones. */
const stageThemes: ReadonlySet<GalleryThemeId> = new Set([
  'panel',
  'keynote',
  'runway',
  'music',
  'dance',
  'pitch',
  'screening',
]);

/** A language's words for what sets a shot apart. */
export type GalleryShotWords = {
  lights: Record<GalleryLight, string>;
  times: Record<GalleryTime, string>;
  stage: (colours: string) => string;
  room: (colours: string) => string;
};

/** What sets a shot apart, in a language's words: "under red and orange lights", "at night". */
export const galleryShotDetail = (shot: GalleryShot, words: GalleryShotWords) =>
  'time' in shot
    ? words.times[shot.time]
    : (stageThemes.has(shot.theme) ? words.stage : words.room)(words.lights[shot.light]);
