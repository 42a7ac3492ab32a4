import { localePath, splitLocalePath } from '../../lib/routes';
import { programmePages } from './programme-pages';
import { publicPages, type PublicPage } from './public-pages';

/**
 * Every public page the budget, phone-bytes and accessibility tests visit, in French
 * (/fr, /fr/about, …, a French news article, session and speaker, the French ticket page).
 */
export const frenchPages: PublicPage[] = [...publicPages, ...programmePages].map((target) => ({
  // Names read as paths (« /programme/{id}-{slug} »): the French page's is under /fr.
  name: target.name === '/' ? '/fr' : `/fr${target.name}`,
  path: localePath('fr', target.path),
  isOwnPath: (pathname: string) => {
    const { locale, path } = splitLocalePath(pathname);
    return locale === 'fr' && target.isOwnPath(path);
  },
}));
