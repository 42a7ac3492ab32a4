/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { countMatchingSubmissions } from '@/lib/submissions/store';
import { attendeeCounts, findAttendee, findAttendeeByEmail, recordAttendee } from './store';

const mail = { kind: 'attendee', recipient: 'ada@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };

describe.each(dialectsUnderTest())('attendee store on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('stores an attendee with the signed ticket, finds it by ticket id and by address', async () => {
    const ticket = {
      ticketId: 'ACM-2025-ABC123-1',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      signature: 'sig',
    };
    await recordAttendee(
      t.db,
      {
        ticketId: ticket.ticketId,
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@example.com',
        company: null,
        ticket,
        payload: { firstName: 'Ada' },
      },
      [mail],
      50,
    );
    const found = await findAttendee(t.db, ticket.ticketId);
    expect(found).toEqual({
      ticketId: ticket.ticketId,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      company: null,
      ticket,
      createdAt: 50,
      status: 'registered',
      statusAt: 50,
      issuedAt: 50,
      offerExpiresAt: null,
      cancelReason: null,
      locale: 'en',
    });
    expect(await findAttendeeByEmail(t.db, ' ADA@example.com')).toEqual(found);
    expect(await findAttendee(t.db, 'nope')).toBeNull();
    expect(await countMatchingSubmissions(t.db, { kind: 'registration' })).toBe(1);
  });

  it('keeps a person on the waiting list without a ticket', async () => {
    await recordAttendee(
      t.db,
      {
        ticketId: 'ACM-W-1',
        firstName: 'W',
        lastName: 'Ait',
        email: 'w@example.com',
        ticket: null,
        status: 'waitlisted',
        payload: {},
      },
      [],
      70,
    );
    expect(await findAttendee(t.db, 'ACM-W-1')).toMatchObject({ ticket: null, issuedAt: null, status: 'waitlisted' });
    expect(await attendeeCounts(t.db)).toEqual({ registered: 0, waitlisted: 1, offered: 0, cancelled: 0 });
  });

  it('refuses a second attendee with the same ticket id and stores nothing of it', async () => {
    const base = {
      ticketId: 'ACM-2025-DUP-1',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      ticket: {},
      payload: {},
    };
    await recordAttendee(t.db, base, [mail]);
    await expect(recordAttendee(t.db, { ...base, email: 'other@example.com' }, [mail])).rejects.toThrow();
    expect(await countMatchingSubmissions(t.db, { kind: 'registration' })).toBe(1);
    expect(await t.db.kysely.selectFrom('outbox').select('id').execute()).toHaveLength(1);
  });
});
