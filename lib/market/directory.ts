import 'server-only';
import { sql } from 'kysely';
import { escapeLike, type Queryable } from '@/lib/db';
import type { MarketRole } from '@/lib/db/schema';
import { profileOf, profileSelect, type MarketProfile } from './profiles';
import { directorySearchFrom, type DirectorySearch } from './directory-search';

export { directorySearchFrom, type DirectorySearch };

/**
 * The market's directory (/market): the published profiles, searched and filtered in SQL and
 * paginated on the server, so a page carries 24 cards whatever the number of profiles. A search's
 * words must each appear in the folded search_text (names, organisation, both texts).
 */

export const DIRECTORY_PAGE_SIZE = 24;

export type DirectoryCard = Pick<
  MarketProfile,
  'slug' | 'displayName' | 'organisation' | 'role' | 'sectors' | 'country' | 'imageVersion'
>;

export interface DirectoryPage {
  total: number;
  /** The page shown, 1-based (a page past the end shows the last). */
  page: number;
  pages: number;
  cards: DirectoryCard[];
}

export async function searchDirectory(db: Queryable, search: DirectorySearch): Promise<DirectoryPage> {
  let query = profileSelect(db).where('p.status', '=', 'published');
  for (const word of search.words) {
    query = query.where(sql<boolean>`p.search_text like ${`%${escapeLike(word)}%`} escape '\\'`);
  }
  if (search.role) query = query.where('p.role', '=', search.role as MarketRole);
  if (search.country) query = query.where('p.country', '=', search.country);
  // The sectors are a JSON array of ids, none a part of another: the quoted id is the test.
  if (search.sector) query = query.where('p.sectors', 'like', `%"${search.sector}"%`);

  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const page = Math.min(search.page, pages);
  const rows =
    total === 0
      ? []
      : await query
          // search_text starts with the folded name: "Élodie" sorts with the E's on both databases.
          .orderBy('p.search_text')
          .orderBy('p.slug')
          .limit(DIRECTORY_PAGE_SIZE)
          .offset((page - 1) * DIRECTORY_PAGE_SIZE)
          .execute();
  return {
    total,
    page,
    pages,
    cards: rows.map((row) => {
      const { slug, displayName, organisation, role, sectors, country, imageVersion } = profileOf(row);
      return { slug, displayName, organisation, role, sectors, country, imageVersion };
    }),
  };
}

/** The countries of the published profiles: the directory's country filter offers only these. */
export async function directoryCountries(db: Queryable): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('market_profiles')
    .select('country')
    .distinct()
    .where('status', '=', 'published')
    .execute();
  return rows.map((row) => row.country);
}
