/** @jest-environment node */
import { erasePerson } from '@/lib/admin/erase';
import { listAudit } from '@/lib/audit';
import { correctAttendee } from '@/lib/attendees/correct';
import { cancelRegistration } from '@/lib/attendees/lifecycle';
import { recordAttendee } from '@/lib/attendees/store';
import type { Db } from '@/lib/db';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { testTicketSeed } from '@/lib/tickets/fixtures';
import { nodeEd25519Verify, signTicket, ticketKeyFromSeed } from '@/lib/tickets/keys';
import { revokeTickets } from '@/lib/tickets/revocations';
import { attendeeToken } from '@/lib/attendees/tokens';
import { encodeTicket } from '@/lib/tickets/codec';
import { findDocumentByNumber, issueDocument } from './documents';
import { applyLetterRetention, retentionCutoff } from './retention';
import { findRequest, requestsOfTicket, submitRequest, type LetterRequestInput } from './requests';
import { approveRequest } from './review';
import { visaRequestPath } from '@/lib/attendees/links';
import { letterRequester, letterTicketHolder, submitHolderRequest, type LetterTicketDeps } from './ticket-holder';
import { verifyDocumentCode } from './verify';
import { ticketLetters } from '@/lib/letters/ticket-letters';

const key = ticketKeyFromSeed(testTicketSeed);
const keys = [{ id: key.id, publicKey: key.publicKey }];

const request: LetterRequestInput = {
  fullName: 'Kofi Mensah',
  passportNumber: 'G12345678',
  nationality: 'Togo',
  dateOfBirth: '1985-07-12',
  passportExpiry: '2032-02-02',
  embassy: 'Embassy of Nigeria, Lomé',
  arrival: '2025-09-14',
  departure: '2025-09-21',
  organisation: null,
  role: null,
};

/** The Lagos midnight after the event's last day (2025-09-19, UTC+1), plus days. */
const afterEvent = (days: number) => Date.UTC(2025, 8, 19, 23, 0) + days * 86_400_000;

describe('the retention cut-off', () => {
  it('is the midnight after the event’s last day in Lagos, plus LETTER_RETENTION_DAYS', () => {
    expect(new Date(retentionCutoff(30)).toISOString()).toBe('2025-10-19T23:00:00.000Z');
    expect(retentionCutoff(1)).toBe(afterEvent(1));
    expect(retentionCutoff(2, '2025-12-31', '+00:00')).toBe(Date.UTC(2026, 0, 3));
  });
});

describe.each(dialectsUnderTest())('passport data on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function registered(ticketId: string, email: string) {
    const ticket = signTicket({ ticketId, firstName: 'Kofi', lastName: 'Mensah', email }, key);
    await recordAttendee(database().db, {
      ticketId,
      firstName: 'Kofi',
      lastName: 'Mensah',
      email,
      ticket,
      payload: { email },
    });
    return ticket;
  }

  /** The holder as the request link of the ticket mail shows them. */
  async function holderOf(ticketId: string, secret: string) {
    const token = new URL(visaRequestPath(secret, ticketId), 'https://site.test').searchParams.get('token') ?? '';
    const holder = await letterRequester(async () => database().db, secret, token);
    if (holder.state !== 'holder') throw new Error(`${ticketId} is not a holder`);
    return holder;
  }

  it('is erased LETTER_RETENTION_DAYS after the event, once, and only then', async () => {
    const db = database().db;
    const { id } = await submitRequest(db, 'ACM2025-RET-1', request, afterEvent(-40));
    expect(await applyLetterRetention(db, { days: 30, now: afterEvent(29) })).toBe(0);
    expect(await findRequest(db, id)).toMatchObject({
      passportNumber: 'G12345678',
      dateOfBirth: '1985-07-12',
      passportExpiry: '2032-02-02',
      scrubbedAt: null,
    });

    expect(await applyLetterRetention(db, { days: 30, now: afterEvent(30) })).toBe(1);
    const scrubbed = await findRequest(db, id);
    expect(scrubbed).toMatchObject({
      passportNumber: '',
      dateOfBirth: '',
      passportExpiry: '',
      scrubbedAt: afterEvent(30),
      fullName: 'Kofi Mensah',
    });
    const row = await db.kysely
      .selectFrom('letter_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/G12345678|1985-07-12|2032-02-02/);
    // A second instance's pass (or the next one) finds nothing left to do.
    expect(await applyLetterRetention(db, { days: 30, now: afterEvent(31) })).toBe(0);
  });

  it('goes with its person: an erasure deletes the requests and empties the letters, with counts in the audit entry', async () => {
    const db = database().db;
    await registered('ACM2025-ERASE-1', 'kofi@example.com');
    await registered('ACM2025-KEEP-1', 'ama@example.com');
    await submitRequest(db, 'ACM2025-ERASE-1', request, 1_000);
    await submitRequest(
      db,
      'ACM2025-KEEP-1',
      { ...request, fullName: 'Ama Owusu', passportNumber: 'G87654321', dateOfBirth: '1992-11-30' },
      1_000,
    );
    const letter = await issueDocument(
      db,
      {
        kind: 'letter',
        ticketId: 'ACM2025-ERASE-1',
        holder: 'Kofi Mensah',
        nationality: 'Togo',
        passportEnd: 'G12345678',
        issuedBy: 'org@example.com',
      },
      key,
      { now: 2_000 },
    );

    const counts = await erasePerson(db, 'KOFI@example.com', 'org@example.com', 3_000);
    expect(counts).toMatchObject({ attendees: 1, letterRequests: 1, documents: 1 });
    expect(await requestsOfTicket(db, 'ACM2025-ERASE-1')).toEqual([]);
    expect(await requestsOfTicket(db, 'ACM2025-KEEP-1')).toHaveLength(1);
    const document = await findDocumentByNumber(db, letter!.number);
    expect(document).toMatchObject({ number: letter!.number, statement: null, ticketId: null, withdrawnAt: 3_000 });
    expect(
      await verifyDocumentCode({ db: async () => db, keys, verify: nodeEd25519Verify }, letter!.code),
    ).toMatchObject({ state: 'withdrawn', number: letter!.number });
    const everything = JSON.stringify([
      await db.kysely.selectFrom('letter_requests').selectAll().execute(),
      await db.kysely.selectFrom('issued_documents').selectAll().execute(),
    ]);
    expect(everything).not.toMatch(/G12345678|Kofi|1985-07-12/);
    expect((await listAudit(db))[0].detail).toBe(
      '1 submissions, 0 subscribers, 1 attendees, 0 mails, 1 letter requests, 1 letters and certificates',
    );
  });

  it('lets only the holder of a live ticket ask', async () => {
    const db = database().db;
    const deps: LetterTicketDeps = { db: async () => db, keys, verify: nodeEd25519Verify };
    const live = await registered('ACM2025-LIVE-1', 'live@example.com');
    expect(await letterTicketHolder(deps, encodeTicket(live))).toMatchObject({
      state: 'holder',
      ticket: { ticketId: 'ACM2025-LIVE-1', signature: live.signature },
    });

    // Forged (an edited name under the old signature), unsigned, or unreadable.
    expect(await letterTicketHolder(deps, encodeTicket({ ...live, firstName: 'Mallory' }))).toEqual({
      state: 'invalid',
    });
    expect(
      await letterTicketHolder(
        deps,
        encodeTicket({ ticketId: live.ticketId, firstName: 'Kofi', lastName: 'Mensah', email: 'live@example.com' }),
      ),
    ).toEqual({ state: 'invalid' });
    expect(await letterTicketHolder(deps, 'not a ticket')).toEqual({ state: 'invalid' });
    expect(await letterTicketHolder({ ...deps, keys: [] }, encodeTicket(live))).toEqual({ state: 'invalid' });

    // Signed by us, but no registration holds it, or the registration holds another ticket.
    const stranger = signTicket(
      { ticketId: 'ACM2025-NOBODY-1', firstName: 'No', lastName: 'Body', email: 'nobody@example.com' },
      key,
    );
    expect(await letterTicketHolder(deps, encodeTicket(stranger))).toEqual({ state: 'replaced' });
    const older = signTicket(
      { ticketId: live.ticketId, firstName: 'Kofi', lastName: 'Mensa', email: 'live@example.com' },
      key,
    );
    expect(await letterTicketHolder(deps, encodeTicket(older))).toEqual({ state: 'replaced' });

    await revokeTickets(db, [live.ticketId], 5_000);
    expect(await letterTicketHolder(deps, encodeTicket(live))).toEqual({ state: 'cancelled' });

    const down: LetterTicketDeps = {
      ...deps,
      db: async () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    };
    const other = await registered('ACM2025-LIVE-2', 'live2@example.com');
    expect(await letterTicketHolder(down, encodeTicket(other))).toEqual({ state: 'unavailable' });
  });

  it('lets only the request link of the ticket mail make or replace a request, and mails the holder a replacement', async () => {
    const db = database().db;
    const secret = 'link-secret-for-tests';
    const live = await registered('ACM2025-MAIL-1', 'holder@example.com');
    const token = new URL(visaRequestPath(secret, live.ticketId), 'https://site.test').searchParams.get('token') ?? '';
    const holder = await letterRequester(async () => db, secret, token);
    expect(holder).toMatchObject({
      state: 'holder',
      ticket: { ticketId: live.ticketId },
      attendee: { email: 'holder@example.com' },
    });
    if (holder.state !== 'holder') throw new Error('not a holder');
    await submitHolderRequest(db, holder, request, 1_000);

    // What a stranger holds: the ticket's QR payload (the ticket link's data), or a token of
    // another purpose or signed with another secret. None of them may ask.
    expect(await letterRequester(async () => db, secret, encodeTicket(live))).toEqual({ state: 'invalid' });
    expect(
      await letterRequester(
        async () => db,
        secret,
        attendeeToken(secret, { purpose: 'cancel', ticketId: live.ticketId }),
      ),
    ).toEqual({ state: 'invalid' });
    expect(await letterRequester(async () => db, 'another-secret', token)).toEqual({ state: 'invalid' });
    expect(await letterRequester(async () => db, secret, undefined)).toEqual({ state: 'invalid' });
    expect(
      await letterRequester(
        async () => db,
        secret,
        attendeeToken(secret, { purpose: 'visa-request', ticketId: 'ACM2025-NOBODY-1' }),
      ),
    ).toEqual({ state: 'replaced' });
    expect((await requestsOfTicket(db, live.ticketId)).map((each) => each.fullName)).toEqual(['Kofi Mensah']);

    // The holder replaces their own request: the registered address is told, without passport data.
    await submitHolderRequest(db, holder, { ...request, passportNumber: 'H7654321' }, 2_000);
    expect((await requestsOfTicket(db, live.ticketId)).map((each) => [each.status, each.passportNumber])).toEqual([
      ['pending', 'H7654321'],
    ]);
    const mails = await db.kysely.selectFrom('outbox').select(['kind', 'recipient', 'html', 'text']).execute();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['letter-request-replaced', 'holder@example.com'],
    ]);
    expect(JSON.stringify(mails)).not.toMatch(/G12345678|H7654321/);

    await revokeTickets(db, [live.ticketId], 5_000);
    expect(await letterRequester(async () => db, secret, token)).toEqual({ state: 'cancelled' });
    const down = async () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(await letterRequester(down, secret, token)).toEqual({ state: 'unavailable' });
  });

  it('stores no request for a holder cancelled, corrected or erased after their ticket was read', async () => {
    const db = database().db;
    const secret = 'link-secret-for-tests';
    const changes: [string, (ticketId: string, email: string) => Promise<unknown>][] = [
      [
        'cancelled',
        (ticketId) =>
          cancelRegistration({ db, letters: ticketLetters, now: () => 3_000 }, ticketId, { actor: 'org@example.com' }),
      ],
      [
        'corrected',
        (ticketId) =>
          correctAttendee(
            { db, letters: ticketLetters, ticketKey: key, linkSecret: secret, now: () => 3_000 },
            ticketId,
            { firstName: 'Kofi', lastName: 'Mensah-Owusu', company: '' },
            { actor: 'org@example.com' },
          ),
      ],
      ['erased', (_ticketId, email) => erasePerson(db, email, 'org@example.com', 3_000)],
    ];
    for (const [index, [change, make]] of changes.entries()) {
      const live = await registered(`ACM2025-GONE-${index}`, `gone${index}@example.com`);
      const holder = await holderOf(live.ticketId, secret);
      await make(live.ticketId, live.email);
      expect([change, await submitHolderRequest(db, holder, request, 4_000)]).toMatchObject([
        change,
        { stored: false },
      ]);
    }
    expect(await db.kysely.selectFrom('letter_requests').select('ticket_id').execute()).toEqual([]);
  });

  it('mails no replacement when an organiser decided the pending request before the new one was stored', async () => {
    const db = database().db;
    const secret = 'link-secret-for-tests';
    const live = await registered('ACM2025-APPR-1', 'approved@example.com');
    const holder = await holderOf(live.ticketId, secret);
    const first = await submitHolderRequest(db, holder, request, 1_000);
    // The organiser's approval commits between the submission's read of the pending request and its write.
    const approvedMeanwhile: Db = {
      ...db,
      atomic: async (queries) => {
        await approveRequest({ db, key, linkSecret: secret, now: () => 1_500 }, first.id, {
          actor: 'org@example.com',
          coversCosts: false,
        });
        return db.atomic(queries);
      },
    };
    const second = await submitHolderRequest(
      approvedMeanwhile,
      holder,
      { ...request, passportNumber: 'H7654321' },
      2_000,
    );
    expect(second).toMatchObject({ stored: true, replaced: false });
    expect((await requestsOfTicket(db, live.ticketId)).map((each) => each.status)).toEqual(['pending', 'approved']);
    const kinds = (await db.kysely.selectFrom('outbox').select('kind').execute()).map((mail) => mail.kind);
    expect(kinds).not.toContain('letter-request-replaced');
  });
});
