/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { DbCounters } from '@/lib/counters/db-counters';
import { listAudit } from '@/lib/audit';
import { recordSubmission } from '@/lib/submissions/store';
import { createMarketAuth } from './auth';
import { admitExhibitor, exhibitorAdmission } from './exhibitors';
import { mailMarketLink, requestMarketLink } from './sign-in';

const now = 7_000_000;

describe.each(dialectsUnderTest())('admitting an exhibitor to the market on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const exhibition = (email: string, kind: 'exhibition' | 'contact' = 'exhibition') =>
    recordSubmission(t.db, {
      kind,
      email,
      status: 'stored',
      payload: { firstName: 'Kwame', lastName: 'Asante', company: 'Kente Lab', emailAddress: email },
      locale: 'fr',
      now: now - 10_000,
    });

  it('makes the contact a participant, invites them in their language, audits it, and lets them sign in', async () => {
    const { id } = await exhibition('Kwame@Kente.example');
    expect(await admitExhibitor(t.db, id, 'org@example.com', now)).toBe('admitted');
    expect(await exhibitorAdmission(t.db, 'kwame@kente.example')).toEqual({
      kind: 'exhibitor',
      source_id: id,
      created_at: now,
    });
    const invite = await t.db.kysely
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text', 'submission_id'])
      .where('kind', '=', 'market-invite')
      .executeTakeFirstOrThrow();
    expect(invite).toMatchObject({ recipient: 'kwame@kente.example', submission_id: id });
    expect(invite.subject).toContain('Votre stand est au marché');
    expect(invite.text).toContain('Bonjour Kwame,');
    expect(invite.text).toContain('/fr/market/sign-in');
    expect((await listAudit(t.db)).map(({ actor, action, target }) => ({ actor, action, target }))).toContainEqual({
      actor: 'org@example.com',
      action: 'market-admitted',
      target: id,
    });
    // Twice is once.
    expect(await admitExhibitor(t.db, id, 'org@example.com', now + 1)).toBe('already-a-participant');

    const auth = createMarketAuth(t.db, {
      secret: 'test-secret-test-secret-test-secret-0',
      baseURL: 'https://acm.example',
      sendLink: mailMarketLink(t.db, () => now),
    });
    const deps = { db: t.db, auth, counters: new DbCounters(t.db), now: () => now };
    expect(await requestMarketLink(deps, 'kwame@kente.example')).toBe('mailed');
    const link = await t.db.kysely
      .selectFrom('outbox')
      .select(['text'])
      .where('kind', '=', 'market-link')
      .executeTakeFirstOrThrow();
    expect(link.text).toContain('Bonjour Kwame,');
    expect(link.text).toContain('callbackURL=%2Ffr%2Fmarket%2Fme');
  });

  it('admits only exhibition registrations', async () => {
    const { id } = await exhibition('someone@example.com', 'contact');
    expect(await admitExhibitor(t.db, id, 'org@example.com', now)).toBe('not-found');
    expect(await admitExhibitor(t.db, 'no-such-id', 'org@example.com', now)).toBe('not-found');
    expect(await exhibitorAdmission(t.db, 'someone@example.com')).toBeNull();
  });
});
