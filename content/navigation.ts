import { z } from 'zod';
import { defineContent } from './schemas/define';
import { navItemSchema, siteLinkSchema } from './schemas/items';

/**
 * A list of links as written here, its paths kept as literal types: the translations
 * (content/fr/navigation.ts) give a title to each path by name, so a link added here fails their
 * type check until it has its title there.
 */
const asWritten = <const T extends z.input<typeof navItemSchema>[]>(links: T): T => links;

/** The paths of a list of links and of their sub-links. */
type LinksOf<T> = T extends readonly (infer Item)[]
  ? Item extends { link: infer Link; sublinks?: infer Sublinks }
    ? Link | LinksOf<Sublinks>
    : never
  : never;

/** The header menu. A sub-link with `external: true` opens in a new tab. */
const menu = asWritten([
  { title: 'Home', link: '/' },
  { title: 'About Us', link: '/about' },
  {
    title: 'Events',
    link: '/speakers',
    sublinks: [
      { title: 'Speakers', link: '/speakers' },
      { title: '2025 Schedule', link: '/2025-schedule' },
      { title: 'Past Schedule', link: '/past-schedule' },
      { title: 'Partner Events', link: '/partner-event' },
    ],
  },
  { title: 'Gallery', link: '/gallery' },
  { title: 'News', link: '/news' },
  { title: 'Register', link: '/register' },
  {
    title: 'Partners',
    link: '/partners',
    sublinks: [
      { title: 'Partners', link: '/partners' },
      { title: 'Become a partner', link: '/register-partner' },
    ],
  },
  { title: 'Exhibition', link: '/exhibition' },
  { title: 'FAQ', link: '/faq' },
  { title: 'Contact Us', link: '/contact' },
]);

const quickLinks = asWritten([
  { title: 'About Us', link: '/about' },
  { title: 'Gallery', link: '/gallery' },
  { title: 'Register', link: '/register' },
  { title: 'FAQ', link: '/faq' },
]);

/** The footer's legal links. */
const legalLinks = asWritten([
  { title: 'Privacy Policy', link: '/privacy' },
  { title: 'Terms of Use', link: '/terms' },
]);

/** Every path the menu and the footer link to: each translation titles each of them. */
export type NavigationLink = LinksOf<typeof menu> | LinksOf<typeof quickLinks> | LinksOf<typeof legalLinks>;
/** The paths of the menu's groups (an entry with sub-links), whose titles are not their first sub-link's. */
export type NavigationGroupLink = Extract<(typeof menu)[number], { sublinks: unknown }>['link'];

export const mainNavigation = defineContent('content/navigation.ts', z.array(navItemSchema).min(1), menu);

export const footerQuickLinks = defineContent(
  'content/navigation.ts#footerQuickLinks',
  z.array(siteLinkSchema),
  quickLinks,
);

export const footerLegalLinks = defineContent(
  'content/navigation.ts#footerLegalLinks',
  z.array(siteLinkSchema),
  legalLinks,
);
