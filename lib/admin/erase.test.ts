/** @jest-environment node */
import { sql } from 'kysely';
import { recordAttendee, ticketReplacement } from '@/lib/attendees/store';
import { ticketMail } from '@/lib/attendees/ticket-mail';
import { openDatabase } from '@/lib/db';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { outboxInsert } from '@/lib/email/outbox-rows';
import { createTicketId, signTicket, ticketKeyFromSeed } from '@/lib/tickets';
import { testLinkSecret, testTicketSeed } from '@/lib/tickets/fixtures';
import { erasePerson } from './erase';

const ticketKey = ticketKeyFromSeed(testTicketSeed);

/**
 * Only PostgreSQL runs two writers' transactions at once (SQLite's one connection serialises
 * them): there an erasure must not leave behind a mail that a writer it waited for committed.
 */
const postgres = dialectsUnderTest().includes('postgres') ? describe : describe.skip;

postgres('an erasure waiting on a correction on postgres', () => {
  const database = useTestDatabase('postgres');

  it('deletes the ticket mail the correction committed while the erasure waited for its row', async () => {
    const { db, url } = database();
    const email = 'corrected@example.com';
    const ticket = signTicket({ ticketId: createTicketId(email, 1_000), firstName: 'Bola', lastName: 'Ige', email }, ticketKey);
    await recordAttendee(db, { ...ticket, ticket, payload: {} }, [], 1_000);
    const corrected = signTicket({ ...ticket, ticketId: createTicketId(email, 2_000), lastName: 'Ige-Adeyemi' }, ticketKey);

    // The correction's statements, in a transaction held open on another connection.
    const organiser = await openDatabase(url);
    let commit = () => undefined as void;
    const released = new Promise<void>((resolve) => (commit = resolve));
    let started = () => undefined as void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const correction = organiser.kysely.transaction().execute(async (trx) => {
      const tx = { kysely: trx, dialect: organiser.dialect };
      const replace = ticketReplacement(tx, ticket.ticketId, { ...corrected, company: null, ticket: corrected }, 2_000, 'change-1');
      await trx.executeQuery(replace.compile());
      await trx.executeQuery(outboxInsert(tx, ticketMail(corrected, testLinkSecret, 'en'), 2_000).query.compile());
      started();
      await released;
    });
    try {
      await holding;
      const erasure = erasePerson(db, email, 'org@example.com', 3_000);
      // Until the erasure waits for the correction's row lock, then the correction commits.
      for (let tries = 0; ; tries += 1) {
        const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db.kysely);
        if (rows[0].waiting > 0) break;
        if (tries > 200) throw new Error('the erasure never waited for the correction');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      commit();
      await correction;
      await erasure;
    } finally {
      commit();
      await correction.catch(() => undefined);
      await organiser.close();
    }
    expect(await db.kysely.selectFrom('outbox').select('recipient').where(sql<string>`lower(recipient)`, '=', email).execute()).toEqual([]);
    expect(await db.kysely.selectFrom('attendees').select('ticket_id').execute()).toEqual([]);
  });
});
