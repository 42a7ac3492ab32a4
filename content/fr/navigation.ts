import { z } from 'zod';
import {
  footerLegalLinks as englishLegalLinks,
  footerQuickLinks as englishQuickLinks,
  mainNavigation as englishNavigation,
  type NavigationGroupLink,
  type NavigationLink,
} from '../navigation';
import { defineContent } from '../schemas/define';
import { navItemSchema, siteLinkSchema, type NavItem, type SiteLink } from '../schemas/items';
import { edition } from './edition';

/**
 * The header menu and the footer links in French: content/navigation.ts's lists, in its order and
 * with its paths (the pages add the /fr prefix where they render them), each link titled here by
 * its path. A path added there fails the type check here until it has its French title.
 */
const titles: Record<NavigationLink, string> = {
  '/': 'Accueil',
  '/about': 'À propos',
  '/speakers': 'Intervenants',
  '/2025-schedule': `Programme ${edition.year}`,
  '/past-schedule': `Programme ${edition.previousYear}`,
  '/partner-event': 'Événements partenaires',
  '/gallery': 'Galerie',
  '/news': 'Actualités',
  '/register': 'Inscription',
  '/partners': 'Nos partenaires',
  '/register-partner': 'Devenir partenaire',
  '/exhibition': 'Exposants',
  '/faq': 'FAQ',
  '/contact': 'Contact',
  '/privacy': 'Politique de confidentialité',
  '/terms': 'Conditions d’utilisation',
};

/** The titles of the menu's groups, by the group's path (« Événements » opens on the speakers). */
const groupTitles: Record<NavigationGroupLink, string> = {
  '/speakers': 'Événements',
  '/partners': 'Partenaires',
};

/** An English link with its French title (a path with none fails the schema below, naming it). */
const translated = (link: SiteLink): SiteLink => ({ ...link, title: titles[link.link as NavigationLink] });

const translatedItem = ({ sublinks, ...item }: NavItem): NavItem =>
  sublinks
    ? { ...item, title: groupTitles[item.link as NavigationGroupLink], sublinks: sublinks.map(translated) }
    : translated(item);

export const mainNavigation = defineContent(
  'content/fr/navigation.ts',
  z.array(navItemSchema).min(1),
  englishNavigation.map(translatedItem),
);

export const footerQuickLinks = defineContent(
  'content/fr/navigation.ts#footerQuickLinks',
  z.array(siteLinkSchema),
  englishQuickLinks.map(translated),
);

export const footerLegalLinks = defineContent(
  'content/fr/navigation.ts#footerLegalLinks',
  z.array(siteLinkSchema),
  englishLegalLinks.map(translated),
);
