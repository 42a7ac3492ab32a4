/** @jest-environment node */
import { listAudit } from '@/lib/audit';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { findRevocation } from '@/lib/tickets/revocations';
import { cancelRegistration } from './lifecycle';
import { attendeeCounts, findAttendee, recordAttendee } from './store';
import { ticketLetters } from '@/lib/letters/ticket-letters';

describe.each(dialectsUnderTest())('cancelling a registration on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    await recordAttendee(
      t.db,
      {
        ticketId: 'ACM-C-1',
        firstName: 'Chidi',
        lastName: 'Eze',
        email: 'chidi@example.com',
        ticket: { ticketId: 'ACM-C-1' },
        payload: {},
      },
      [],
      10,
    );
  });
  afterEach(async () => {
    await t.dispose();
  });

  const cancellationMails = async () =>
    t.db.kysely.selectFrom('outbox').select(['recipient', 'subject']).where('kind', '=', 'cancellation').execute();

  it('revokes the ticket, frees the seat, mails the person and audits who did it', async () => {
    const result = await cancelRegistration({ db: t.db, letters: ticketLetters, now: () => 500 }, 'ACM-C-1', {
      actor: 'org@example.com',
      reason: 'duplicate',
    });
    expect(result).toMatchObject({ ok: true, attendee: { status: 'cancelled', cancelReason: 'duplicate' } });
    expect(await findRevocation(t.db, 'ACM-C-1')).toEqual({ revokedAt: 500 });
    expect(await findAttendee(t.db, 'ACM-C-1')).toMatchObject({
      status: 'cancelled',
      statusAt: 500,
      cancelReason: 'duplicate',
    });
    expect(await attendeeCounts(t.db)).toMatchObject({ registered: 0, cancelled: 1 });
    expect(await cancellationMails()).toEqual([
      { recipient: 'chidi@example.com', subject: expect.stringContaining('is cancelled') },
    ]);
    expect((await listAudit(t.db))[0]).toMatchObject({
      action: 'registration-cancelled',
      actor: 'org@example.com',
      target: 'ACM-C-1',
      detail: 'reason: duplicate',
    });
  });

  it('does it once: a second or concurrent cancellation changes nothing and mails nothing', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        cancelRegistration({ db: t.db, letters: ticketLetters, now: () => 600 }, 'ACM-C-1', { actor: null }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.problem)).toEqual([
      'already-cancelled',
      'already-cancelled',
    ]);
    expect(await cancellationMails()).toHaveLength(1);
    expect((await listAudit(t.db)).filter((entry) => entry.action === 'registration-cancelled')).toEqual([
      expect.objectContaining({ actor: null, detail: 'by the attendee' }),
    ]);
  });

  it('answers not-found for an unknown ticket', async () => {
    expect(
      await cancelRegistration({ db: t.db, letters: ticketLetters }, 'ACM-NOPE', { actor: 'org@example.com' }),
    ).toEqual({
      ok: false,
      problem: 'not-found',
      attendee: null,
    });
  });
});
