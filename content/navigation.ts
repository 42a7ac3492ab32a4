import { z } from 'zod';
import { defineContent } from './schemas/define';
import { navItemSchema, siteLinkSchema } from './schemas/items';

/** The header menu of SPEC.md section 2. A sub-link with `external: true` opens in a new tab. */
export const mainNavigation = defineContent('content/navigation.ts', z.array(navItemSchema).min(1), [
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

/** The footer's quick links. */
export const footerQuickLinks = defineContent('content/navigation.ts#footerQuickLinks', z.array(siteLinkSchema), [
  { title: 'About Us', link: '/about' },
  { title: 'Gallery', link: '/gallery' },
  { title: 'Register', link: '/register' },
  { title: 'FAQ', link: '/faq' },
]);

/** The footer's legal links: they have no screen and redirect home (SPEC.md section 2). */
export const footerLegalLinks = defineContent('content/navigation.ts#footerLegalLinks', z.array(siteLinkSchema), [
  { title: 'Privacy Policy', link: '/privacy' },
  { title: 'Terms of Use', link: '/terms' },
]);
