/** @jest-environment node */
import { sql } from 'kysely';
import { recordAttendee, ticketReplacement } from '@/lib/attendees/store';
import { ticketMail } from '@/lib/attendees/ticket-mail';
import { dialectsUnderTest, heldTransaction, untilWaitingForLock, useTestDatabase } from '@/lib/db/testing';
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
    const ticket = signTicket(
      { ticketId: createTicketId(email, 1_000), firstName: 'Bola', lastName: 'Ige', email },
      ticketKey,
    );
    await recordAttendee(db, { ...ticket, ticket, payload: {} }, [], 1_000);
    const corrected = signTicket(
      { ...ticket, ticketId: createTicketId(email, 2_000), lastName: 'Ige-Adeyemi' },
      ticketKey,
    );

    // The correction's row change and ticket mail, committed only once the erasure waits for the row.
    const correction = await heldTransaction(url, async (tx) => {
      await tx.kysely.executeQuery(
        ticketReplacement(
          tx,
          ticket.ticketId,
          { ...corrected, company: null, ticket: corrected },
          2_000,
          'change-1',
        ).compile(),
      );
      await tx.kysely.executeQuery(
        outboxInsert(tx, ticketMail(corrected, testLinkSecret, 'en'), 2_000).query.compile(),
      );
    });
    const erasure = erasePerson(db, email, 'org@example.com', 3_000);
    await untilWaitingForLock(db).finally(() => correction.commit());
    await erasure;

    expect(
      await db.kysely
        .selectFrom('outbox')
        .select('recipient')
        .where(sql<string>`lower(recipient)`, '=', email)
        .execute(),
    ).toEqual([]);
    expect(await db.kysely.selectFrom('attendees').select('ticket_id').execute()).toEqual([]);
  });
});
