/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { signTicket, ticketKeyFromSeed } from '@/lib/tickets';
import { testLinkSecret, testTicketSeed } from '@/lib/tickets/fixtures';
import { findRevocation } from '@/lib/tickets/revocations';
import { cancelByLink, readCancelLink, type SelfCancelDeps } from './self-cancel';
import { findAttendee, recordAttendee } from './store';
import { ticketMail } from './ticket-mail';
import { attendeeToken } from './tokens';
import { ticketLetters } from '@/lib/letters/ticket-letters';

const key = ticketKeyFromSeed(testTicketSeed);
const signed = signTicket(
  { ticketId: 'ACM2025-SELF01-1', firstName: 'Tunde', lastName: 'Bello', email: 'tunde@example.com' },
  key,
);

/** The token of the "Can't come?" link in the ticket mail, as the attendee receives it. */
function tokenInTicketMail(): string {
  const link = /Cancel your registration:\n(\S+)/.exec(ticketMail(signed, testLinkSecret, 'en').text)?.[1];
  if (!link) throw new Error('the ticket mail has no cancel link');
  const url = new URL(link);
  expect(url.pathname).toBe('/ticket/cancel');
  return url.searchParams.get('token') ?? '';
}

describe.each(dialectsUnderTest())('cancelling one’s own registration on %s', (dialect) => {
  let t: TestDatabase;
  let deps: SelfCancelDeps;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    deps = { db: t.db, linkSecret: testLinkSecret, letters: ticketLetters, now: () => 5_000 };
    await recordAttendee(
      t.db,
      {
        ticketId: signed.ticketId,
        firstName: 'Tunde',
        lastName: 'Bello',
        email: signed.email,
        ticket: signed,
        payload: {},
      },
      [],
      1_000,
    );
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('the mail’s link opens the question and changes nothing; the button cancels, once', async () => {
    const token = tokenInTicketMail();
    expect(await readCancelLink(deps, token)).toEqual({
      kind: 'confirm',
      ticketId: signed.ticketId,
      firstName: 'Tunde',
      lastName: 'Bello',
    });
    expect(await readCancelLink(deps, token)).toMatchObject({ kind: 'confirm' });
    expect(await findAttendee(t.db, signed.ticketId)).toMatchObject({ status: 'registered' });
    expect(await findRevocation(t.db, signed.ticketId)).toBeNull();

    expect(await cancelByLink(deps, token)).toBe('done');
    expect(await findAttendee(t.db, signed.ticketId)).toMatchObject({ status: 'cancelled', statusAt: 5_000 });
    expect(await findRevocation(t.db, signed.ticketId)).toEqual({ revokedAt: 5_000 });

    expect(await readCancelLink(deps, token)).toEqual({ kind: 'already-cancelled' });
    expect(await cancelByLink(deps, token)).toBe('already-cancelled');
    const notices = await t.db.kysely
      .selectFrom('outbox')
      .select('recipient')
      .where('kind', '=', 'cancellation')
      .execute();
    expect(notices).toEqual([{ recipient: 'tunde@example.com' }]);
  });

  it('two presses at once cancel once', async () => {
    const token = tokenInTicketMail();
    expect((await Promise.all([cancelByLink(deps, token), cancelByLink(deps, token)])).sort()).toEqual([
      'already-cancelled',
      'done',
    ]);
  });

  it('refuses a forged, truncated, other-purpose or other-secret token and changes nothing', async () => {
    const token = tokenInTicketMail();
    const [body, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ p: 'cancel', t: 'ACM2025-OTHER1-1' })).toString('base64url');
    for (const bad of [
      undefined,
      '',
      'not-a-token',
      token.slice(0, -3),
      `${forgedBody}.${signature}`,
      `${body}.${Buffer.alloc(32).toString('base64url')}`,
      attendeeToken(testLinkSecret, { purpose: 'claim', ticketId: signed.ticketId }),
      attendeeToken('another secret altogether, long enough', { purpose: 'cancel', ticketId: signed.ticketId }),
    ]) {
      expect(await readCancelLink(deps, bad)).toEqual({ kind: 'invalid' });
      expect(await cancelByLink(deps, bad)).toBe('invalid');
    }
    expect(await findAttendee(t.db, signed.ticketId)).toMatchObject({ status: 'registered' });
  });

  it('a link whose ticket is no longer the registration’s (corrected since: a new id) cancels nothing', async () => {
    const old = attendeeToken(testLinkSecret, { purpose: 'cancel', ticketId: 'ACM2025-SELF01-0' });
    expect(await readCancelLink(deps, old)).toEqual({ kind: 'replaced' });
    expect(await cancelByLink(deps, old)).toBe('replaced');
    expect(await findAttendee(t.db, signed.ticketId)).toMatchObject({ status: 'registered' });
  });
});
