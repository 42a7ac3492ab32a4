import 'server-only';
import { randomUUID } from 'node:crypto';
import { defaultLocale, type Locale } from '@/content/locales';
import type { CounterStore } from '@/lib/counters/rate-limit';
import type { Db } from '@/lib/db';
import { mailAddressHash, outboxInsert } from '@/lib/email/outbox-rows';
import { marketLinkMail } from '@/lib/email/templates';
import { findAttendeeByEmail } from '@/lib/attendees/store';
import { liveTicket } from '@/lib/attendees/ticket-mail';
import { findSubmission } from '@/lib/submissions/store';
import { emailKey } from '@/lib/text';
import type { MarketAuth } from './auth';

/**
 * "Email me a sign-in link" for the market. The page answers every address the same way, so it
 * never tells who is registered; what happens behind it, in order:
 *
 *   1. the request counts against the address (the page's action has counted the client): past
 *      the limit nothing is looked up or sent;
 *   2. only a registered attendee with a live ticket, or an exhibitor an organiser admitted, is a
 *      participant: anyone else gets nothing;
 *   3. the participant is recorded (market_people) and better-auth mints the link, which the
 *      outbox mails in the language they registered in.
 */

/** Link requests per address an hour: a person retrying is served, a script walking an inbox is not. */
export const MARKET_LINKS_PER_ADDRESS = 5;
const WINDOW_MS = 60 * 60_000;

export interface MarketSignInDeps {
  db: Db;
  auth: MarketAuth;
  /** The counters every instance shares on PostgreSQL, else this process's. */
  counters: CounterStore;
  now?: () => number;
}

/** What happened, for the log and the tests only: the visitor's answer never depends on it. */
export type MarketLinkOutcome = 'mailed' | 'not-a-participant' | 'address-limited';

/**
 * `locale`: the language of the page the person asked from. The link, its mail and the market's
 * later mails follow it; without one, the language they registered in.
 */
export async function requestMarketLink(
  deps: MarketSignInDeps,
  email: string,
  locale?: Locale,
): Promise<MarketLinkOutcome> {
  const now = (deps.now ?? Date.now)();
  const address = emailKey(email);
  // Keyed by a hash: the counters need not hold the address.
  const byAddress = await deps.counters.hit(`market-link:${mailAddressHash(address)}`, WINDOW_MS, now);
  if (byAddress.count > MARKET_LINKS_PER_ADDRESS) return 'address-limited';

  const participant = await participantFor(deps.db, address, now, locale);
  if (!participant) return 'not-a-participant';
  await deps.auth.api.signInMagicLink({
    body: {
      email: address,
      name: participant.name,
      callbackURL: `${participant.locale === defaultLocale ? '' : `/${participant.locale}`}/market/me`,
      metadata: { firstName: participant.firstName, locale: participant.locale },
    },
    headers: new Headers(),
  });
  return 'mailed';
}

/**
 * Who the address is in the market: an attendee with a live ticket (recorded as a participant on
 * their first request), or an exhibitor an organiser admitted (lib/market/exhibitors.ts); else null.
 */
async function participantFor(db: Db, address: string, now: number, asked?: Locale) {
  const attendee = await findAttendeeByEmail(db, address);
  if (attendee && liveTicket(attendee)) {
    const language = asked ?? attendee.locale;
    await db.kysely
      .insertInto('market_people')
      .values({
        id: randomUUID(),
        email: address,
        kind: 'attendee',
        source_id: attendee.ticketId,
        locale: language,
        created_at: now,
        last_active_at: now,
      })
      .onConflict((conflict) => conflict.column('email').doUpdateSet({ locale: language, last_active_at: now }))
      .execute();
    return {
      firstName: attendee.firstName,
      name: `${attendee.firstName} ${attendee.lastName}`,
      locale: language,
    };
  }
  const exhibitor = await db.kysely
    .selectFrom('market_people')
    .select(['source_id', 'locale'])
    .where('email', '=', address)
    .where('kind', '=', 'exhibitor')
    .executeTakeFirst();
  if (!exhibitor) return null;
  const language = asked ?? (exhibitor.locale === 'fr' ? 'fr' : 'en');
  await db.kysely
    .updateTable('market_people')
    .set({ last_active_at: now, locale: language })
    .where('email', '=', address)
    .execute();
  const submission = await findSubmission(db, 'exhibition', exhibitor.source_id);
  const field = (name: string) => (typeof submission?.payload[name] === 'string' ? submission.payload[name] : '');
  return {
    firstName: field('firstName'),
    name: `${field('firstName')} ${field('lastName')}`.trim() || address,
    locale: language,
  };
}

/** The auth settings' `sendLink`: queues the link's mail (the outbox worker sends it). */
export function mailMarketLink(db: Db, now: () => number = Date.now) {
  return async (email: string, url: string, metadata: Record<string, unknown>) => {
    const locale = metadata.locale === 'fr' ? 'fr' : 'en';
    const firstName = typeof metadata.firstName === 'string' ? metadata.firstName : '';
    const mail = outboxInsert(db, marketLinkMail({ locale, firstName, emailAddress: email, url }), now());
    await db.atomic([mail.query]);
  };
}
