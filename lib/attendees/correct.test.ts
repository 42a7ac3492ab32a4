/** @jest-environment node */
import { listAudit } from '@/lib/audit';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { testTicketSeed } from '@/lib/tickets/fixtures';
import { checkTicketSignature } from '@/lib/tickets/ed25519';
import { nodeEd25519Verify, signTicket, ticketKeyFromSeed } from '@/lib/tickets/keys';
import { ticketPagePath } from '@/lib/tickets/qr';
import { findRevocation } from '@/lib/tickets/revocations';
import type { SignedTicket } from '@/lib/tickets/schema';
import { correctAttendee, correctionSchema } from './correct';
import { cancelRegistration } from './lifecycle';
import { resendTicket } from './resend';
import { findAttendee, findAttendeeByEmail, recordAttendee } from './store';
import { ticketLetters } from '@/lib/letters/ticket-letters';

const key = ticketKeyFromSeed(testTicketSeed);
const ORIGINAL = 'ACM2025-AB12CD-1000';
const linkSecret = 'a test secret for the cancel links';

describe.each(dialectsUnderTest())('correcting and resending a ticket on %s', (dialect) => {
  let t: TestDatabase;
  let issued: SignedTicket;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    issued = signTicket(
      { ticketId: ORIGINAL, firstName: 'Chiamka', lastName: 'Nwosu', email: 'Chiamaka@Example.com' },
      key,
    );
    await recordAttendee(
      t.db,
      {
        ticketId: ORIGINAL,
        firstName: 'Chiamka',
        lastName: 'Nwosu',
        email: 'Chiamaka@Example.com',
        ticket: issued,
        payload: {},
      },
      [],
      1000,
    );
  });
  afterEach(async () => {
    await t.dispose();
  });

  const ticketMails = () =>
    t.db.kysely
      .selectFrom('outbox')
      .select(['recipient', 'text'])
      .where('kind', '=', 'attendee')
      .orderBy('created_at')
      .execute();
  const correction = (values: Record<string, string>) =>
    correctionSchema.parse({ firstName: 'Chiamaka', lastName: 'Nwọsu', company: '', ...values });

  it('revokes the old ticket, stores and mails a new one with a new id that verifies with the same key, and audits it', async () => {
    const result = await correctAttendee(
      { db: t.db, letters: ticketLetters, ticketKey: key, linkSecret, now: () => 5000 },
      ORIGINAL,
      correction({ company: 'Ọ̀yọ́ Textiles' }),
      { actor: 'org@example.com' },
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.ticketId).toBe('ACM2025-' + result.ticketId.split('-')[1] + '-5000');
    expect(result.ticketId).not.toBe(ORIGINAL);
    expect(result.ticket).toMatchObject({
      ticketId: result.ticketId,
      firstName: 'Chiamaka',
      lastName: 'Nwọsu',
      email: 'Chiamaka@Example.com',
      company: 'Ọ̀yọ́ Textiles',
      kid: key.id,
    });
    expect(
      await checkTicketSignature(result.ticket, [{ id: key.id, publicKey: key.publicKey }], nodeEd25519Verify),
    ).toBe('valid');

    expect(await findRevocation(t.db, ORIGINAL)).toEqual({ revokedAt: 5000 });
    expect(await findRevocation(t.db, result.ticketId)).toBeNull();
    expect(await findAttendee(t.db, ORIGINAL)).toBeNull();
    expect(await findAttendeeByEmail(t.db, 'chiamaka@example.com')).toMatchObject({
      ticketId: result.ticketId,
      firstName: 'Chiamaka',
      lastName: 'Nwọsu',
      company: 'Ọ̀yọ́ Textiles',
      status: 'registered',
      issuedAt: 5000,
      createdAt: 1000,
      ticket: result.ticket,
    });

    const mails = await ticketMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe('Chiamaka@Example.com');
    expect(mails[0].text).toContain(ticketPagePath(result.ticket));
    expect((await listAudit(t.db))[0]).toMatchObject({
      action: 'details-corrected',
      actor: 'org@example.com',
      target: result.ticketId,
      detail: `replaces ${ORIGINAL}; corrected first name, last name, company`,
    });
  });

  it('refuses what is not a correction: nothing changed, an unknown ticket, a cancelled one, no signing key', async () => {
    const deps = { db: t.db, ticketKey: key, linkSecret, letters: ticketLetters };
    const actor = { actor: 'org@example.com' };
    expect(
      await correctAttendee(deps, ORIGINAL, correctionSchema.parse({ firstName: 'Chiamka', lastName: 'Nwosu' }), actor),
    ).toEqual({ ok: false, problem: 'unchanged' });
    expect(await correctAttendee(deps, 'ACM2025-NOPE-1', correction({}), actor)).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect(
      await correctAttendee(
        { db: t.db, letters: ticketLetters, ticketKey: null, linkSecret },
        ORIGINAL,
        correction({}),
        actor,
      ),
    ).toEqual({
      ok: false,
      problem: 'no-signing-key',
    });
    await cancelRegistration({ db: t.db, letters: ticketLetters }, ORIGINAL, actor);
    expect(await correctAttendee(deps, ORIGINAL, correction({}), actor)).toEqual({
      ok: false,
      problem: 'no-live-ticket',
    });
    expect(await ticketMails()).toHaveLength(0);
    expect((await listAudit(t.db)).map((entry) => entry.action)).toEqual(['registration-cancelled']);
  });

  it('checks the fields as the registration form does', () => {
    const refused = correctionSchema.safeParse({
      firstName: ' ',
      lastName: 'Ada\u202Enimda',
      company: 'x'.repeat(201),
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name must not contain text-direction override characters'],
      ['company', 'Company must be at most 200 characters'],
    ]);
  });

  it('of two concurrent corrections one lands: one new ticket, one mail, one audit entry', async () => {
    const results = await Promise.all(
      ['Chiamaka', 'Chioma'].map((firstName, index) =>
        correctAttendee(
          { db: t.db, letters: ticketLetters, ticketKey: key, linkSecret, now: () => 6000 + index },
          ORIGINAL,
          correction({ firstName }),
          { actor: 'org@example.com' },
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    // The other read the old ticket before the winner replaced it (no-live-ticket) or after (not-found).
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, problem: expect.stringMatching(/^(no-live-ticket|not-found)$/) },
    ]);
    expect(await ticketMails()).toHaveLength(1);
    expect((await listAudit(t.db)).filter((entry) => entry.action === 'details-corrected')).toHaveLength(1);
    expect(await t.db.kysely.selectFrom('attendees').select('ticket_id').execute()).toHaveLength(1);
  });

  it('resends the same ticket whatever the mail window holds, audited; a cancelled ticket is not resent', async () => {
    const actor = { actor: 'org@example.com' };
    const first = await resendTicket({ db: t.db, linkSecret, now: () => 2000 }, ORIGINAL, actor);
    const second = await resendTicket({ db: t.db, linkSecret, now: () => 2001 }, ORIGINAL, actor);
    expect(first.ok && second.ok).toBe(true);
    const mails = await ticketMails();
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain(ticketPagePath(issued));
    expect((await listAudit(t.db)).map((entry) => [entry.action, entry.target])).toEqual([
      ['ticket-resent', ORIGINAL],
      ['ticket-resent', ORIGINAL],
    ]);
    await cancelRegistration({ db: t.db, letters: ticketLetters }, ORIGINAL, actor);
    expect(await resendTicket({ db: t.db, linkSecret }, ORIGINAL, actor)).toEqual({
      ok: false,
      problem: 'no-live-ticket',
    });
    expect(await resendTicket({ db: t.db, linkSecret }, 'ACM2025-NOPE-1', actor)).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect(await ticketMails()).toHaveLength(2);
  });
});
