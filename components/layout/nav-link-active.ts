import type { NavItem, SiteLink } from '@/content/schemas/items';

/** Whether a menu link is the current page (a section link also matches its sub-paths). */
export function isLinkActive(link: string, pathname: string): boolean {
  if (/^https?:/.test(link)) return false;
  if (link === '/') return pathname === '/';
  return pathname === link || pathname.startsWith(`${link}/`);
}

export function isItemActive(item: NavItem, pathname: string): boolean {
  if (item.sublinks) return item.sublinks.some((sub: SiteLink) => isLinkActive(sub.link, pathname));
  return isLinkActive(item.link, pathname);
}

/** Attributes for a link: external ones open in a new tab without leaking the opener. */
export function externalLinkProps(link: SiteLink) {
  return link.external || /^https?:/.test(link.link)
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : {};
}
