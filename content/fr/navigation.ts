import { z } from 'zod';
import { defineContent } from '../schemas/define';
import { navItemSchema, siteLinkSchema } from '../schemas/items';
import { edition } from './edition';

/**
 * The header menu and the footer links in French. The links are content/navigation.ts's paths:
 * the pages add the /fr prefix where they render them.
 */
export const mainNavigation = defineContent('content/fr/navigation.ts', z.array(navItemSchema).min(1), [
  { title: 'Accueil', link: '/' },
  { title: 'À propos', link: '/about' },
  {
    title: 'Événements',
    link: '/speakers',
    sublinks: [
      { title: 'Intervenants', link: '/speakers' },
      { title: `Programme ${edition.year}`, link: '/2025-schedule' },
      { title: `Programme ${edition.previousYear}`, link: '/past-schedule' },
      { title: 'Événements partenaires', link: '/partner-event' },
    ],
  },
  { title: 'Galerie', link: '/gallery' },
  { title: 'Actualités', link: '/news' },
  { title: 'Inscription', link: '/register' },
  {
    title: 'Partenaires',
    link: '/partners',
    sublinks: [
      { title: 'Nos partenaires', link: '/partners' },
      { title: 'Devenir partenaire', link: '/register-partner' },
    ],
  },
  { title: 'Exposants', link: '/exhibition' },
  { title: 'FAQ', link: '/faq' },
  { title: 'Contact', link: '/contact' },
]);

/** The footer's quick links. */
export const footerQuickLinks = defineContent('content/fr/navigation.ts#footerQuickLinks', z.array(siteLinkSchema), [
  { title: 'À propos', link: '/about' },
  { title: 'Galerie', link: '/gallery' },
  { title: 'Inscription', link: '/register' },
  { title: 'FAQ', link: '/faq' },
]);

/** The footer's legal links. */
export const footerLegalLinks = defineContent('content/fr/navigation.ts#footerLegalLinks', z.array(siteLinkSchema), [
  { title: 'Politique de confidentialité', link: '/privacy' },
  { title: 'Conditions d’utilisation', link: '/terms' },
]);
