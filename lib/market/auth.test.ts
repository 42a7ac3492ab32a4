/** @jest-environment node */
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { createMarketAuth, MAGIC_LINK_SECONDS, type MarketAuth } from './auth';

describe.each(dialectsUnderTest())('the market sign-in link on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let auth: MarketAuth;
  let sent: { email: string; url: string }[];
  beforeEach(() => {
    sent = [];
    auth = createMarketAuth(database().db, {
      secret: 'test-secret-test-secret-test-secret-0',
      baseURL: 'https://acm.example',
      sendLink: async (email, url) => {
        sent.push({ email, url });
      },
    });
  });

  const requestLink = (email: string) =>
    auth.api.signInMagicLink({ body: { email, callbackURL: '/market/me' }, headers: new Headers() });

  /** Follows the mailed link as a browser would: its answer, and the session cookie it set. */
  async function follow(url: string) {
    const link = new URL(url);
    const response = await auth.api.magicLinkVerify({
      query: {
        token: link.searchParams.get('token') ?? '',
        callbackURL: link.searchParams.get('callbackURL') ?? undefined,
      },
      headers: new Headers(),
      asResponse: true,
    });
    const cookie = response.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .find(
        (each) => each.startsWith('acm-market.session_token=') || each.startsWith('__Secure-acm-market.session_token='),
      );
    return { response, cookie };
  }

  it('mails a link on the site that signs the person in once, under the market cookie only', async () => {
    await requestLink('ada@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0].email).toBe('ada@example.com');
    const link = new URL(sent[0].url);
    expect(link.origin).toBe('https://acm.example');
    expect(link.pathname).toBe('/api/market/auth/magic-link/verify');

    // Only a hash of the token is kept.
    const stored = await database().db.kysely.selectFrom('market_verifications').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(link.searchParams.get('token'));

    const first = await follow(sent[0].url);
    expect(first.cookie).toBeDefined();
    const session = await auth.api.getSession({ headers: new Headers({ cookie: first.cookie! }) });
    expect(session?.user.email).toBe('ada@example.com');
    // The organiser area's tables know nothing of it.
    expect(await database().db.kysely.selectFrom('auth_sessions').selectAll().execute()).toEqual([]);
    expect(await database().db.kysely.selectFrom('auth_users').selectAll().execute()).toEqual([]);

    const second = await follow(sent[0].url);
    expect(second.cookie).toBeUndefined();
    expect(second.response.headers.get('location')).toMatch(/error=/);
  });

  it('refuses a link after its 15 minutes', async () => {
    await requestLink('ada@example.com');
    const past = new Date(Date.now() - 1000);
    await database()
      .db.kysely.updateTable('market_verifications')
      .set({ expiresAt: dialect === 'postgres' ? past : past.toISOString() })
      .execute();
    const late = await follow(sent[0].url);
    expect(late.cookie).toBeUndefined();
    expect(late.response.headers.get('location')).toMatch(/error=/);
    expect(MAGIC_LINK_SECONDS).toBe(900);
  });
});
