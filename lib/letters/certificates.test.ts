/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { changeHappened, markCancelled, recordAttendee } from '@/lib/attendees/store';
import { dialectsUnderTest, heldTransaction, untilWaitingForLock, useTestDatabase } from '@/lib/db/testing';
import { testTicketSeed } from '@/lib/tickets/fixtures';
import { signTicket, ticketKeyFromSeed } from '@/lib/tickets/keys';
import { issueCertificateManually } from './certificates';
import { documentsOfTicket, withdrawTicketDocuments } from './documents';

const key = ticketKeyFromSeed(testTicketSeed);
/** The event's second day, when certificates can be had. */
const DURING_EVENT = Date.UTC(2025, 8, 17, 12);

/** Only PostgreSQL runs the two writes at once; SQLite's one connection serialises them. */
const postgres = dialectsUnderTest().includes('postgres') ? describe : describe.skip;

postgres('a certificate issued while a cancellation commits, on postgres', () => {
  const database = useTestDatabase('postgres');

  it('waits for the cancellation and issues none (the attendee row is read FOR SHARE)', async () => {
    const { db, url } = database();
    const ticketId = 'ACM2025-CERT12-1000';
    const ticket = signTicket({ ticketId, firstName: 'Bola', lastName: 'Ige', email: 'bola@example.com' }, key);
    await recordAttendee(db, { ...ticket, ticket, payload: {} }, [], 1_000);

    // The cancellation's row change and withdrawal, which find no certificate yet, held open.
    const cancellation = await heldTransaction(url, async (tx) => {
      const changeId = randomUUID();
      await tx.kysely.executeQuery(markCancelled(tx, ticketId, null, DURING_EVENT, changeId).compile());
      await tx.kysely.executeQuery(
        withdrawTicketDocuments(tx, ticketId, DURING_EVENT, changeHappened(tx, ticketId, changeId)).compile(),
      );
    });
    const issue = issueCertificateManually({ db, key, now: () => DURING_EVENT }, ticketId, {
      actor: 'org@example.com',
    });
    await untilWaitingForLock(db).finally(() => cancellation.commit());

    expect(await issue).toEqual({ ok: false, problem: 'not-registered' });
    expect(await documentsOfTicket(db, ticketId, 'certificate')).toEqual([]);
  });
});
