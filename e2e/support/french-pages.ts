import { localePath, splitLocalePath } from '../../lib/routes';
import { programmePages } from './programme-pages';
import { publicPages, type PublicPage } from './public-pages';

/**
 * Issue 26: every public page the budget, phone-bytes and accessibility tests visit, in French
 * (/fr, /fr/about, …, a French news article, session and speaker, the French ticket page).
 */
export const frenchPages: PublicPage[] = [...publicPages, ...programmePages].map((target) => ({
  name: `${localePath('fr', target.name.split(' ')[0])}${target.name.includes(' ') ? target.name.slice(target.name.indexOf(' ')) : ''}`,
  path: localePath('fr', target.path),
  isOwnPath: (pathname: string) => {
    const { locale, path } = splitLocalePath(pathname);
    return locale === 'fr' && target.isOwnPath(path);
  },
}));
