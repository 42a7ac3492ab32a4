/** @jest-environment node */
import { sql, type Kysely } from 'kysely';
import { erasePerson } from '@/lib/admin/erase';
import { openDatabase, type Db } from '@/lib/db';
import { down as uncountSeats, up as countSeats } from '@/lib/db/migrations/0013-seat-count';
import { SqliteConnection } from '@/lib/db/sqlite';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import type { RegistrationInput } from '@/lib/forms';
import { registerAttendee, type RegistrationDeps } from './register';
import { checkTicketSignature, decodeTicket, ticketKeyFromSeed } from '@/lib/tickets';
import { testTicketSeed } from '@/lib/tickets/fixtures';
import { cancelRegistration } from './lifecycle';
import { claimSeat, passSeatsOn, seatFigures, viewClaim, type SeatDeps } from './seats';
import { attendeeCounts, findAttendee, findAttendeeByEmail } from './store';
import { ticketLetters } from '@/lib/letters/ticket-letters';

const ticketKey = ticketKeyFromSeed(testTicketSeed);
const HOUR = 3_600_000;
const secret = 'a test secret that is at least thirty-two characters long';
const quiet = () => undefined;

function person(emailAddress: string, firstName = 'Amaka'): RegistrationInput {
  return {
    firstName,
    lastName: 'Okafor',
    emailAddress,
    phoneNumber: '+234 803 123 4567',
    company: '',
    country: 'NG',
    category: 'creative',
    consent: true,
  };
}

/** The seats held and the people waiting as the database keeps them (seat_count). */
async function seatCount(db: Db) {
  const { rows } = await sql<{
    held: number;
    waiting: number;
  }>`select held, waiting from seat_count where id = 1`.execute(db.kysely);
  return { held: Number(rows[0].held), waiting: Number(rows[0].waiting) };
}

/** The same, counted from the attendees. */
async function countedRows(db: Db) {
  const counts = await attendeeCounts(db);
  return { held: counts.registered + counts.offered, waiting: counts.waitlisted };
}

describe.each(dialectsUnderTest())('capacity and the waiting list on %s', (dialect) => {
  let t: TestDatabase;
  let clock: number;
  const now = () => clock;
  const seatDeps = (db: Db, capacity: number): SeatDeps => ({
    db,
    seats: { capacity, offerHours: 48 },
    linkSecret: secret,
    now,
  });
  const serviceDeps = (db: Db, capacity: number): RegistrationDeps => ({
    upstream: null,
    outbox: null,
    deliveryWaitMs: 0,
    ticketKey,
    log: quiet,
    ...seatDeps(db, capacity),
  });

  const mails = (kind: string) =>
    t.db.kysely
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'html'])
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute();
  const claimLink = (html: string) => {
    const href = /href="([^"]*\/register\/claim\?token=[^"]+)"/.exec(html)?.[1];
    if (!href) throw new Error('no claim link in the mail');
    return new URL(href.replace(/&amp;/g, '&')).searchParams.get('token') as string;
  };

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    clock = 1_757_000_000_000;
  });
  afterEach(async () => {
    try {
      // Whatever a test did, the database's own count follows the rows it counts (migration 0013).
      expect(await seatCount(t.db)).toEqual(await countedRows(t.db));
    } finally {
      await t.dispose();
    }
  });

  it('a repeat in the same burst as newcomers stores nothing and fails no one else’s write', async () => {
    const deps = serviceDeps(t.db, 10);
    clock += 1;
    await registerAttendee(deps, person('known@example.com'));
    const rows = async () => ({
      attendees: Number(
        (
          await t.db.kysely
            .selectFrom('attendees')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      submissions: Number(
        (
          await t.db.kysely
            .selectFrom('submissions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      mails: Number(
        (
          await t.db.kysely
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    expect(await rows()).toEqual({ attendees: 1, submissions: 1, mails: 1 });
    // One turn of the event loop: the three writes are group-committed in one transaction, where
    // a refused insert would have failed the newcomers' writes with it (each then written again
    // on its own: four transactions on SQLite instead of one, and the repeat's mail check a fifth).
    const batches = jest.spyOn(SqliteConnection.prototype, 'batch');
    clock += 1;
    const answers = await Promise.all([
      registerAttendee(deps, person('new1@example.com')),
      registerAttendee(deps, person('Known@Example.com')),
      registerAttendee(deps, person('new2@example.com')),
    ]);
    expect(answers.map((answer) => answer.ok && [answer.status, answer.repeated])).toEqual([
      ['registered', false],
      ['registered', true],
      ['registered', false],
    ]);
    // The repeat's insert did nothing, and neither did its submission or its mail; its ticket's
    // mail is not sent again within the mail window.
    expect(await rows()).toEqual({ attendees: 3, submissions: 3, mails: 3 });
    if (dialect === 'sqlite') expect(batches).toHaveBeenCalledTimes(2);
    batches.mockRestore();
  });

  it('registers while seats remain, then puts people on the waiting list with no ticket and a waiting-list mail', async () => {
    const deps = serviceDeps(t.db, 2);
    const answers = [];
    for (const name of ['a', 'b', 'c']) {
      clock += 1;
      answers.push(await registerAttendee(deps, person(`${name}@example.com`)));
    }
    expect(answers.map((answer) => answer.ok && answer.status)).toEqual(['registered', 'registered', 'waitlisted']);
    const waiting = await findAttendeeByEmail(t.db, 'c@example.com');
    expect(waiting).toMatchObject({ status: 'waitlisted', ticket: null, issuedAt: null });
    expect(answers[2]).toMatchObject({ ok: true, ticket: null, ticketId: waiting?.ticketId });
    expect((await mails('attendee')).map((mail) => mail.recipient)).toEqual(['a@example.com', 'b@example.com']);
    expect(await mails('waitlist')).toEqual([
      expect.objectContaining({
        recipient: 'c@example.com',
        subject: 'You are on the waiting list for Africa Creative Market 2025',
      }),
    ]);
    expect(await seatFigures(t.db, 2)).toEqual({
      capacity: 2,
      registered: 2,
      offered: 0,
      waiting: 1,
      cancelled: 0,
      free: 0,
      full: true,
    });

    // Registering again answers the current status and makes no second entry.
    clock += 1;
    expect(await registerAttendee(deps, person('C@Example.com'))).toMatchObject({
      ok: true,
      status: 'waitlisted',
      repeated: true,
      ticket: null,
    });
    expect(await attendeeCounts(t.db)).toEqual({ registered: 2, waitlisted: 1, offered: 0, cancelled: 0 });
  });

  it('50 concurrent registrations for the last 10 seats give 10 tickets and 40 places on the waiting list', async () => {
    const deps = serviceDeps(t.db, 15);
    for (let i = 0; i < 5; i += 1) await registerAttendee(deps, person(`early${i}@example.com`));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => registerAttendee(deps, person(`rush${i}@example.com`))),
    );
    expect(answers.filter((answer) => answer.ok && answer.status === 'registered')).toHaveLength(10);
    expect(answers.filter((answer) => answer.ok && answer.status === 'waitlisted')).toHaveLength(40);
    expect(await attendeeCounts(t.db)).toEqual({ registered: 15, waitlisted: 40, offered: 0, cancelled: 0 });
    const issued = await t.db.kysely
      .selectFrom('attendees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ticket', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(issued.n)).toBe(15);
    expect(await mails('attendee')).toHaveLength(15);
    expect(await mails('waitlist')).toHaveLength(40);
  });

  if (dialect === 'postgres') {
    it('instances on one PostgreSQL: 50 concurrent registrations for the last 10 seats still give 10 tickets', async () => {
      // Five instances, each with its own group commit and writer connections: their batches
      // commit at the same moment, which only the seat lock orders.
      const others = await Promise.all(Array.from({ length: 4 }, () => openDatabase(t.url)));
      const instances = [t.db, ...others];
      try {
        for (let i = 0; i < 5; i += 1) await registerAttendee(serviceDeps(t.db, 15), person(`early${i}@example.com`));
        for (const db of instances) await findAttendeeByEmail(db, 'warm@example.com');
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            registerAttendee(serviceDeps(instances[i % instances.length], 15), person(`rush${i}@example.com`)),
          ),
        );
        expect(answers.filter((answer) => answer.ok && answer.status === 'registered')).toHaveLength(10);
        expect(await attendeeCounts(t.db)).toEqual({ registered: 15, waitlisted: 40, offered: 0, cancelled: 0 });
        expect(await mails('attendee')).toHaveLength(15);
        expect(await mails('waitlist')).toHaveLength(40);
      } finally {
        await Promise.all(others.map((db) => db.close()));
      }
    });
  }

  it('a cancellation offers the seat to the first person waiting; the link issues their ticket once', async () => {
    const deps = serviceDeps(t.db, 1);
    const holder = await registerAttendee(deps, person('holder@example.com'));
    clock += 1;
    await registerAttendee(deps, person('first@example.com', 'First'));
    clock += 1;
    await registerAttendee(deps, person('second@example.com', 'Second'));
    if (!holder.ok) throw new Error('registration failed');

    clock += HOUR;
    const seats = seatDeps(t.db, 1);
    await cancelRegistration(
      { db: t.db, letters: ticketLetters, now, passSeatsOn: async () => void (await passSeatsOn(seats)) },
      holder.ticketId,
      { actor: 'org@example.com' },
    );
    const first = await findAttendeeByEmail(t.db, 'first@example.com');
    expect(first).toMatchObject({ status: 'offered', offerExpiresAt: clock + 48 * HOUR });
    expect(await findAttendeeByEmail(t.db, 'second@example.com')).toMatchObject({ status: 'waitlisted' });
    const [offer] = await mails('seat-offer');
    expect(offer).toMatchObject({
      recipient: 'first@example.com',
      subject: 'A seat at Africa Creative Market 2025 is yours to claim',
    });
    // Passing seats on again (another instance, the scheduled jobs) offers and mails nothing more.
    await passSeatsOn(seats);
    expect(await mails('seat-offer')).toHaveLength(1);
    expect(await attendeeCounts(t.db)).toEqual({ registered: 0, waitlisted: 1, offered: 1, cancelled: 1 });

    const token = claimLink(offer.html);
    expect(await viewClaim(seats, token)).toMatchObject({ state: 'open', expiresAt: clock + 48 * HOUR });
    clock += 47 * HOUR;
    const claimed = await claimSeat({ ...seats, ticketKey }, token);
    if (!claimed.ok) throw new Error(`claim refused: ${claimed.view.state}`);
    expect(claimed.ticket).toMatchObject({ ticketId: first?.ticketId, firstName: 'First', email: 'first@example.com' });
    expect(await checkTicketSignature(claimed.ticket, [{ id: ticketKey.id, publicKey: ticketKey.publicKey }])).toBe(
      'valid',
    );
    expect(await findAttendee(t.db, first?.ticketId ?? '')).toMatchObject({
      status: 'registered',
      issuedAt: clock,
      offerExpiresAt: null,
    });
    const [ticketMail] = (await mails('attendee')).filter((mail) => mail.recipient === 'first@example.com');
    const data = new URL(
      /href="([^"]+qr-download[^"]+)"/.exec(ticketMail.html)?.[1].replace(/&amp;/g, '&') ?? '',
    ).searchParams.get('data');
    const decoded = decodeTicket(data);
    expect(decoded.ok && decoded.ticket.ticketId).toBe(first?.ticketId);

    // The link used: it says so, and a second claim changes nothing.
    clock += 2 * HOUR;
    expect(await viewClaim(seats, token)).toMatchObject({ state: 'claimed' });
    expect(await claimSeat({ ...seats, ticketKey }, token)).toMatchObject({ ok: false, view: { state: 'claimed' } });
    expect((await mails('attendee')).filter((mail) => mail.recipient === 'first@example.com')).toHaveLength(1);
    expect(await viewClaim(seats, `${token}x`)).toEqual({ state: 'invalid' });
    expect(await viewClaim(seats, 'garbage')).toEqual({ state: 'invalid' });
  });

  it('an expired offer passes to the next person; its link then says the offer ended; concurrent passes pass it once', async () => {
    const deps = serviceDeps(t.db, 1);
    const holder = await registerAttendee(deps, person('holder@example.com'));
    for (const name of ['first', 'second', 'third']) {
      clock += 1;
      await registerAttendee(deps, person(`${name}@example.com`));
    }
    if (!holder.ok) throw new Error('registration failed');
    const seats = seatDeps(t.db, 1);
    await cancelRegistration(
      { db: t.db, letters: ticketLetters, now, passSeatsOn: async () => void (await passSeatsOn(seats)) },
      holder.ticketId,
      { actor: null },
    );
    const token = claimLink((await mails('seat-offer'))[0].html);

    // Before the end nothing passes on.
    clock += 47 * HOUR;
    await passSeatsOn(seats);
    expect(await findAttendeeByEmail(t.db, 'first@example.com')).toMatchObject({ status: 'offered' });

    clock += 2 * HOUR;
    const other = await openDatabase(t.url);
    try {
      // Two instances pass seats on at the same moment: one offer to the next person, one mail.
      await Promise.all([passSeatsOn(seats), passSeatsOn({ ...seats, db: other }), passSeatsOn(seats)]);
    } finally {
      await other.close();
    }
    expect(await findAttendeeByEmail(t.db, 'first@example.com')).toMatchObject({
      status: 'cancelled',
      cancelReason: 'offer expired',
    });
    expect(await findAttendeeByEmail(t.db, 'second@example.com')).toMatchObject({
      status: 'offered',
      offerExpiresAt: clock + 48 * HOUR,
    });
    expect(await findAttendeeByEmail(t.db, 'third@example.com')).toMatchObject({ status: 'waitlisted' });
    expect((await mails('seat-offer')).map((mail) => mail.recipient)).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
    expect(await viewClaim(seats, token)).toEqual({ state: 'expired' });
    expect(await claimSeat({ ...seats, ticketKey }, token)).toEqual({ ok: false, view: { state: 'expired' } });
    expect(await attendeeCounts(t.db)).toEqual({ registered: 0, waitlisted: 1, offered: 1, cancelled: 2 });
  });

  it('a newcomer never takes a freed seat from the people waiting', async () => {
    const deps = serviceDeps(t.db, 1);
    const holder = await registerAttendee(deps, person('holder@example.com'));
    clock += 1;
    await registerAttendee(deps, person('waiting@example.com'));
    if (!holder.ok) throw new Error('registration failed');
    // Cancelled without passing the seat on at once (the scheduled jobs would, later).
    await cancelRegistration({ db: t.db, letters: ticketLetters, now }, holder.ticketId, { actor: null });
    clock += 1;
    // Within SEAT_PASS_EVERY_MS of the last pass, the registration does not pass seats on: the count alone decides.
    expect(await registerAttendee(deps, person('late@example.com'))).toMatchObject({ status: 'waitlisted' });
    expect(await findAttendeeByEmail(t.db, 'waiting@example.com')).toMatchObject({ status: 'waitlisted' });
    await passSeatsOn(seatDeps(t.db, 1));
    expect(await findAttendeeByEmail(t.db, 'waiting@example.com')).toMatchObject({ status: 'offered' });
    expect(await findAttendeeByEmail(t.db, 'late@example.com')).toMatchObject({ status: 'waitlisted' });
  });

  it('keeps its count of seats through erasures, deletions and changes of many rows at once, and counts the rows it finds when migrated', async () => {
    const deps = serviceDeps(t.db, 3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      clock += 1;
      await registerAttendee(deps, person(`${name}@example.com`));
    }
    expect(await seatCount(t.db)).toEqual({ held: 3, waiting: 2 });
    await erasePerson(t.db, 'a@example.com', 'org@example.com', clock);
    await erasePerson(t.db, 'e@example.com', 'org@example.com', clock);
    expect(await seatCount(t.db)).toEqual({ held: 2, waiting: 1 });
    // Changes the application never makes still keep the count: many rows at once, a row to the same status.
    await t.db.kysely
      .updateTable('attendees')
      .set({ status: 'offered' })
      .where('status', 'in', ['registered', 'waitlisted'])
      .execute();
    expect(await seatCount(t.db)).toEqual({ held: 3, waiting: 0 });
    await t.db.kysely.updateTable('attendees').set({ status: 'offered' }).execute();
    expect(await seatCount(t.db)).toEqual({ held: 3, waiting: 0 });
    await t.db.kysely.deleteFrom('attendees').where('email', '=', 'b@example.com').execute();
    expect(await seatCount(t.db)).toEqual({ held: 2, waiting: 0 });
    // Migrating a database that already holds attendees counts them (in a transaction, as the
    // migrator runs a migration on PostgreSQL).
    const migrate = (step: (db: Kysely<unknown>) => Promise<void>) =>
      t.db.kysely.transaction().execute((trx) => step(trx as unknown as Kysely<unknown>));
    await migrate(uncountSeats);
    await t.db.kysely
      .updateTable('attendees')
      .set({ status: 'waitlisted' })
      .where('email', '=', 'c@example.com')
      .execute();
    await migrate(countSeats);
    expect(await seatCount(t.db)).toEqual({ held: 1, waiting: 1 });
    // SQLite runs a migration outside a transaction: a start that stopped half-way runs it again.
    if (dialect === 'sqlite') await countSeats(t.db.kysely as unknown as Kysely<unknown>);
    expect(await seatCount(t.db)).toEqual({ held: 1, waiting: 1 });
    await t.db.kysely.deleteFrom('attendees').execute();
    expect(await seatCount(t.db)).toEqual({ held: 0, waiting: 0 });
  });
});
