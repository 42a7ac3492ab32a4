import type { Locale } from '@/content/locales';
import type { NavItem, SiteLink } from '@/content/schemas/items';
import { localePath, splitLocalePath } from '@/lib/routes';

/**
 * Whether a menu link is the current page (a section link also matches its sub-paths). Both are
 * compared without their language prefix: the links of a French page are /fr/…, and an English
 * page is rendered at /en/… by the build while the browser shows /… (proxy.ts's rewrite).
 */
export function isLinkActive(link: string, pathname: string): boolean {
  if (/^https?:/.test(link)) return false;
  const target = splitLocalePath(link).path;
  const current = splitLocalePath(pathname).path;
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

export function isItemActive(item: NavItem, pathname: string): boolean {
  if (item.sublinks) return item.sublinks.some((sub: SiteLink) => isLinkActive(sub.link, pathname));
  return isLinkActive(item.link, pathname);
}

/** Attributes for a link: external ones open in a new tab without leaking the opener. */
export function externalLinkProps(link: SiteLink) {
  return link.external || /^https?:/.test(link.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** A language's menu with its links to that language's pages (/about → /fr/about). */
export function localizeNavigation(locale: Locale, items: readonly NavItem[]): NavItem[] {
  const link = <L extends SiteLink>(item: L): L => ({ ...item, link: localePath(locale, item.link) });
  return items.map((item) => ({ ...link(item), ...(item.sublinks ? { sublinks: item.sublinks.map(link) } : {}) }));
}
