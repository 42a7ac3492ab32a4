import 'server-only';
import { headers } from 'next/headers';
import { asDatabaseUnavailable } from '@/lib/db/unavailable';
import type { MarketPersonKind } from '@/lib/db/schema';
import { marketRuntime } from '@/lib/runtime';

/** A signed-in market participant: what pages and actions may know of them. */
export interface Participant {
  /** market_people.id: what profiles, requests and meetings refer to. */
  id: string;
  email: string;
  kind: MarketPersonKind;
  locale: string;
}

/**
 * The participant whose market session this request carries (the `acm-market` cookie), or null.
 * Only the market's own sign-in is read, so an organiser's session is never a participant's and
 * the reverse. A database that cannot be reached throws DatabaseUnavailableError (a 503), never
 * "signed out".
 */
export async function currentParticipant(requestHeaders?: Headers): Promise<Participant | null> {
  const { auth, db } = await marketRuntime();
  try {
    const session = await auth.api.getSession({ headers: requestHeaders ?? (await headers()) });
    if (!session) return null;
    const person = await db.kysely
      .selectFrom('market_people')
      .select(['id', 'email', 'kind', 'locale'])
      .where('email', '=', session.user.email)
      .executeTakeFirst();
    return person ?? null;
  } catch (error) {
    throw asDatabaseUnavailable(error) ?? error;
  }
}
