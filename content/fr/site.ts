import { defineContent } from '../schemas/define';
import { siteSchema } from '../schemas/site';
import { site as englishSite } from '../site';

/**
 * The event's facts in French: only the words change (tagline, description, the venue's region);
 * names, dates, addresses, contacts and links are content/site.ts's.
 */
export const site = defineContent('content/fr/site.ts', siteSchema, {
  ...englishSite,
  tagline: 'Là où l’économie créative africaine rencontre le monde',
  description:
    'Africa Creative Market est le rendez-vous panafricain annuel de l’économie créative, conférence et marché à la fois : quatre jours de conférences, d’ateliers, de pitchs, de vitrines et d’affaires pour le cinéma, la musique, la mode, l’art, le jeu vidéo et la tech, à Lagos.',
  venue: { ...englishSite.venue, region: 'État de Lagos' },
});

export { phoneHref } from '../site';
