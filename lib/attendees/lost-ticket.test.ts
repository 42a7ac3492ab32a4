/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { MAIL_REPEAT_WINDOW_MS } from '@/lib/email/outbox-rows';
import { DbCounters } from '@/lib/counters/db-counters';
import { signTicket, ticketKeyFromSeed } from '@/lib/tickets';
import { testLinkSecret, testTicketSeed } from '@/lib/tickets/fixtures';
import { cancelRegistration } from './lifecycle';
import { LOST_TICKET_REQUESTS_PER_ADDRESS, sendLostTicket, type LostTicketDeps } from './lost-ticket';
import { recordAttendee } from './store';
import { ticketLetters } from '@/lib/letters/ticket-letters';

const key = ticketKeyFromSeed(testTicketSeed);
const registeredAt = 1_000_000;
/** Long after the registration's own mail: its address window is over. */
const later = registeredAt + MAIL_REPEAT_WINDOW_MS + 1;

describe.each(dialectsUnderTest())('"Lost your ticket?" on %s', (dialect) => {
  let t: TestDatabase;
  let deps: LostTicketDeps;
  const signed = signTicket(
    { ticketId: 'ACM2025-LOST01-1', firstName: 'Ngozi', lastName: 'Eze', email: 'Ngozi.Eze@example.com' },
    key,
  );

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    deps = { db: t.db, linkSecret: testLinkSecret, counters: new DbCounters(t.db), now: () => later };
    await recordAttendee(
      t.db,
      {
        ticketId: signed.ticketId,
        firstName: 'Ngozi',
        lastName: 'Eze',
        email: signed.email,
        ticket: signed,
        payload: {},
      },
      [],
      registeredAt,
    );
  });
  afterEach(async () => {
    await t.dispose();
  });

  const mails = () => t.db.kysely.selectFrom('outbox').select(['kind', 'recipient', 'text']).execute();

  it('mails a registered address its current ticket, to the address it registered with', async () => {
    expect(await sendLostTicket(deps, 'ngozi.eze@EXAMPLE.com')).toBe('mailed');
    const queued = await mails();
    expect(queued).toEqual([
      {
        kind: 'attendee',
        recipient: 'Ngozi.Eze@example.com',
        text: expect.stringContaining('/ticket/qr-download?data='),
      },
    ]);
    expect(queued[0].text).toContain("Can't come? Cancel your registration:\nhttps://");
  });

  it('sends nothing for an unknown address', async () => {
    expect(await sendLostTicket(deps, 'nobody@example.com')).toBe('no-live-ticket');
    expect(await mails()).toEqual([]);
  });

  it('sends nothing for a cancelled registration', async () => {
    await cancelRegistration({ db: t.db, letters: ticketLetters, now: () => later - 1 }, signed.ticketId, {
      actor: null,
    });
    expect(await sendLostTicket(deps, signed.email)).toBe('no-live-ticket');
    expect((await mails()).filter((mail) => mail.kind === 'attendee')).toEqual([]);
  });

  it('mails at most once per mail window, however often it is asked', async () => {
    expect(await sendLostTicket(deps, signed.email)).toBe('mailed');
    expect(await sendLostTicket({ ...deps, now: () => later + 60_000 }, signed.email)).toBe('mailed-recently');
    expect(await mails()).toHaveLength(1);
  });

  it('counts requests per address, registered or not: past the limit nothing is looked up or sent', async () => {
    for (const address of ['nobody@example.com', signed.email]) {
      for (let request = 0; request < LOST_TICKET_REQUESTS_PER_ADDRESS; request += 1)
        await sendLostTicket(deps, address);
      expect(await sendLostTicket(deps, address)).toBe('address-limited');
    }
    expect(await mails()).toHaveLength(1);
    // An hour later the address may ask again (its mail window is long over too).
    expect(await sendLostTicket({ ...deps, now: () => later + 60 * 60_000 }, signed.email)).toBe('mailed');
  });
});
