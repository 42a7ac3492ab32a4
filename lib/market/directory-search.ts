import { foldText, isMarketCountry, isMarketRole, isMarketSector } from './profiles-fields';

/**
 * What a visitor asked the directory for, read from its GET form (?q=&role=&sector=&country=&page=).
 * Pure, so the page and the browser's filter-as-you-type read an address the same way. Unknown
 * values are dropped, never an error: an old or hand-made link still shows a page.
 */
export interface DirectorySearch {
  q: string;
  /** q's words, folded as search_text is (at most 8). */
  words: string[];
  role: string;
  sector: string;
  country: string;
  page: number;
}

const Q_MAX = 100;

export function directorySearchFrom(params: Record<string, string | string[] | undefined>): DirectorySearch {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const q = one('q').slice(0, Q_MAX);
  const page = Number.parseInt(one('page'), 10);
  return {
    q,
    words: foldText(q).split(/\s+/).filter(Boolean).slice(0, 8),
    role: isMarketRole(one('role')) ? one('role') : '',
    sector: isMarketSector(one('sector')) ? one('sector') : '',
    country: isMarketCountry(one('country')) ? one('country') : '',
    page: Number.isSafeInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The address's query for a search ('' for none), page 1 left out. */
export function directoryQuery(search: Pick<DirectorySearch, 'q' | 'role' | 'sector' | 'country'>, page = 1): string {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.role) params.set('role', search.role);
  if (search.sector) params.set('sector', search.sector);
  if (search.country) params.set('country', search.country);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isFiltered(search: Pick<DirectorySearch, 'q' | 'role' | 'sector' | 'country'>): boolean {
  return Boolean(search.q.trim() || search.role || search.sector || search.country);
}
