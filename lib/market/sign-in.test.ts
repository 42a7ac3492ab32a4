/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { DbCounters } from '@/lib/counters/db-counters';
import { recordAttendee } from '@/lib/attendees/store';
import { cancelRegistration } from '@/lib/attendees/lifecycle';
import { signTicket, ticketKeyFromSeed } from '@/lib/tickets';
import { testTicketSeed } from '@/lib/tickets/fixtures';
import { ticketLetters } from '@/lib/letters/ticket-letters';
import { createMarketAuth } from './auth';
import { MARKET_LINKS_PER_ADDRESS, mailMarketLink, requestMarketLink, type MarketSignInDeps } from './sign-in';

const key = ticketKeyFromSeed(testTicketSeed);
const now = 5_000_000;

describe.each(dialectsUnderTest())('asking for a market sign-in link on %s', (dialect) => {
  let t: TestDatabase;
  let deps: MarketSignInDeps;

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    const auth = createMarketAuth(t.db, {
      secret: 'test-secret-test-secret-test-secret-0',
      baseURL: 'https://acm.example',
      sendLink: mailMarketLink(t.db, () => now),
    });
    deps = { db: t.db, auth, counters: new DbCounters(t.db), now: () => now };
    const signed = signTicket(
      { ticketId: 'ACM2025-MKT001-1', firstName: 'Aminata', lastName: 'Diallo', email: 'Aminata@Example.com' },
      key,
    );
    await recordAttendee(
      t.db,
      {
        ticketId: signed.ticketId,
        firstName: 'Aminata',
        lastName: 'Diallo',
        email: signed.email,
        ticket: signed,
        payload: {},
        locale: 'fr',
      },
      [],
      now - 1000,
    );
  });
  afterEach(async () => {
    await t.dispose();
  });

  const mails = () =>
    t.db.kysely
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'subject', 'text'])
      .where('kind', '=', 'market-link')
      .execute();

  it('mails a registered attendee a link in their language, and records them as a participant', async () => {
    expect(await requestMarketLink(deps, ' aminata@EXAMPLE.com ')).toBe('mailed');
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'market-link', recipient: 'aminata@example.com' });
    expect(queued[0].subject).toContain('Votre lien de connexion au marché');
    expect(queued[0].text).toContain('Bonjour Aminata,');
    expect(queued[0].text).toMatch(
      /https:\/\/acm\.example\/api\/market\/auth\/magic-link\/verify\?token=[\w-]+&callbackURL=%2Ffr%2Fmarket%2Fme/,
    );
    expect(await t.db.kysely.selectFrom('market_people').selectAll().execute()).toEqual([
      {
        id: expect.stringMatching(/^[\w-]{36}$/),
        email: 'aminata@example.com',
        kind: 'attendee',
        source_id: 'ACM2025-MKT001-1',
        locale: 'fr',
        created_at: expect.anything(),
        last_active_at: expect.anything(),
      },
    ]);
  });

  it('writes the link in the language of the page asked from, and keeps it for the later mails', async () => {
    expect(await requestMarketLink(deps, 'aminata@example.com', 'en')).toBe('mailed');
    const [mail] = await mails();
    expect(mail.subject).toContain('Your sign-in link to the');
    expect(mail.text).toMatch(/callbackURL=%2Fmarket%2Fme/);
    expect(
      await t.db.kysely
        .selectFrom('market_people')
        .select('locale')
        .where('email', '=', 'aminata@example.com')
        .execute(),
    ).toEqual([{ locale: 'en' }]);
  });

  it('sends nothing to an address with no live ticket, whatever it is told', async () => {
    expect(await requestMarketLink(deps, 'stranger@example.com')).toBe('not-a-participant');
    await cancelRegistration({ db: t.db, letters: ticketLetters, now: () => now }, 'ACM2025-MKT001-1', { actor: null });
    expect(await requestMarketLink(deps, 'aminata@example.com')).toBe('not-a-participant');
    expect(await mails()).toEqual([]);
    expect(await t.db.kysely.selectFrom('market_verifications').selectAll().execute()).toEqual([]);
  });

  it('stops after the limit per address', async () => {
    for (let i = 0; i < MARKET_LINKS_PER_ADDRESS; i++)
      expect(await requestMarketLink(deps, 'aminata@example.com')).toBe('mailed');
    expect(await requestMarketLink(deps, 'aminata@example.com')).toBe('address-limited');
    expect(await requestMarketLink(deps, 'AMINATA@example.com')).toBe('address-limited');
    expect(await mails()).toHaveLength(MARKET_LINKS_PER_ADDRESS);
  });
});
