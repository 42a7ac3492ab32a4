import { z } from 'zod';
import { defineContent } from './schemas/define';
import { mediaPath, sectorSchema, statSchema } from './schemas/items';
import { edition } from './edition';

const homeSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    tagline: z.string().min(1),
    /** The loop on screens 768 px and wider. */
    video: mediaPath,
    /** The loop on narrower screens: a small portrait encode of the same scene's centre. */
    narrowVideo: mediaPath,
    poster: mediaPath,
  }),
  stats: z.array(statSchema).length(5),
  /**
   * What the strip's figures count, under it: its participants are the registered delegates, not
   * every visitor the edition's attendance figure counts. Before and during the edition, then after.
   */
  statsNote: z.object({ upcoming: z.string().min(1), past: z.string().min(1) }),
  about: z.object({
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    image: mediaPath,
    imageAlt: z.string().min(1),
  }),
  sectors: z.array(sectorSchema).length(6),
});

/** Home page copy: hero, the stats strip, about teaser and sectors. */
export const home = defineContent('content/home.ts', homeSchema, {
  hero: {
    eyebrow: `${edition.datesWithYear} · Lagos, Nigeria`,
    title: edition.title,
    tagline: `${edition.lengthAtStart} where Africa’s film, music, fashion, art and tech talent meets the investors, buyers and partners who take it to the world.`,
    video: '/media/home/hero.mp4',
    narrowVideo: '/media/home/hero-narrow.mp4',
    poster: '/media/home/hero-poster.webp',
  },
  stats: [
    { value: '4,000+', label: 'Participants' },
    { value: '3', label: 'Continents' },
    { value: '30+', label: 'Sessions' },
    { value: '5,000+', label: 'In training' },
    { value: '30+', label: 'Exhibitors' },
  ],
  statsNote: {
    upcoming:
      'Participants are the delegates registered for the conference, the workshops and the marketplace. With visitors to the art exhibition, the showcases and the partner events, more than 25,000 attendees are expected over the four days.',
    past: 'Participants are the delegates registered for the conference, the workshops and the marketplace. With visitors to the art exhibition, the showcases and the partner events, the four days drew more than 25,000 attendees.',
  },
  about: {
    heading: 'The marketplace for Africa’s creative economy',
    paragraphs: [
      'Since 2022, Africa Creative Market has brought creatives, industry professionals, investors, policymakers, exhibitors and media together in Lagos through conferences, workshops, pitches, marketplace engagements, showcases and partner events.',
      'The global creative sector is a 6 trillion dollar economy, yet Africa contributes only 1.4 percent of it: 81 billion dollars. We exist to close that gap, by connecting the continent’s talent with global demand and the capital to grow.',
    ],
    image: '/media/home/about.webp',
    imageAlt: 'Delegates in conversation at the Africa Creative Market marketplace',
  },
  sectors: [
    {
      title: 'Film & TV',
      description: 'Co-productions, distribution deals and the stories the world is waiting to see.',
      image: '/media/home/sectors/film-tv.webp',
    },
    {
      title: 'Music',
      description: 'Publishing, live, streaming and the business behind Afrobeats and Amapiano.',
      image: '/media/home/sectors/music.webp',
    },
    {
      title: 'Fashion & Apparel',
      description: 'Designers, manufacturers and buyers building African fashion brands for export.',
      image: '/media/home/sectors/fashion-apparel.webp',
    },
    {
      title: 'Dance',
      description: 'Choreographers and performers turning movement into careers and global trends.',
      image: '/media/home/sectors/dance.webp',
    },
    {
      title: 'Art',
      description: 'Galleries, collectors and artists shaping the market for contemporary African art.',
      image: '/media/home/sectors/art.webp',
    },
    {
      title: 'Photography',
      description: 'Visual storytellers, agencies and the rights that make photography pay.',
      image: '/media/home/sectors/photography.webp',
    },
  ],
});
