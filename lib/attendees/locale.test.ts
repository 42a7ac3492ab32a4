/** @jest-environment node */
import type { Db } from '@/lib/db';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { MAIL_REPEAT_WINDOW_MS } from '@/lib/email/outbox-rows';
import type { RegistrationInput } from '@/lib/forms';
import { DbCounters } from '@/lib/counters/db-counters';
import { registerAttendee, type RegistrationDeps } from './register';
import { ticketKeyFromSeed } from '@/lib/tickets';
import { testLinkSecret, testTicketSeed } from '@/lib/tickets/fixtures';
import { correctAttendee, correctionSchema } from './correct';
import { cancelRegistration } from './lifecycle';
import { sendLostTicket } from './lost-ticket';
import { resendTicket } from './resend';
import { claimSeat, passSeatsOn } from './seats';
import { findAttendeeByEmail } from './store';
import { ticketLetters } from '@/lib/letters/ticket-letters';

/**
 * Every later mail to a person goes out in the language they registered in, whoever
 * or whatever causes it: an organiser's resend or correction, "Lost your ticket?", a repeated
 * registration sent from an English page, a cancellation, a seat offer and its claim.
 */
const ticketKey = ticketKeyFromSeed(testTicketSeed);
const NNBSP = '\u202f';
const ORGANISER = 'org@example.com';

function person(emailAddress: string, firstName: string): RegistrationInput {
  return {
    firstName,
    lastName: 'Diop',
    emailAddress,
    phoneNumber: '+221 77 123 45 67',
    company: '',
    country: 'SN',
    category: 'creative',
    consent: true,
  };
}

describe.each(dialectsUnderTest())('later mails in the person’s language on %s', (dialect) => {
  let t: TestDatabase;
  let clock: number;
  const now = () => clock;
  const deps = (db: Db, capacity: number | null = null): RegistrationDeps => ({
    db,
    upstream: null,
    outbox: null,
    deliveryWaitMs: 0,
    ticketKey,
    linkSecret: testLinkSecret,
    seats: { capacity, offerHours: 48 },
    now,
    log: () => undefined,
  });
  const mails = (kind: string) =>
    t.db.kysely
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text'])
      .where('kind', '=', kind)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const lastMail = async (kind: string) => (await mails(kind)).at(-1);

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    clock = 1_757_000_000_000;
  });
  afterEach(() => t.dispose());

  async function registerInFrench(email = 'aissatou@example.sn') {
    const result = await registerAttendee(deps(t.db), person(email, 'Aïssatou'), 'fr');
    if (!result.ok) throw new Error('not registered');
    return result.ticketId;
  }

  /** A French ticket mail: French words, the ticket and cancel pages under /fr. */
  function expectFrenchTicketMail(mail: { subject: string; text: string } | undefined) {
    expect(mail?.subject).toBe('Merci de votre inscription à Africa Creative Market 2025');
    expect(mail?.text).toMatch(new RegExp(`Votre billet${NNBSP}:\\n\\nhttps?://[^/]+/fr/ticket/qr-download\\?data=`));
    expect(mail?.text).toMatch(
      new RegExp(`Annulez votre inscription${NNBSP}:\\nhttps?://[^/]+/fr/ticket/cancel\\?token=`),
    );
  }

  it('an organiser’s resend and correction, and "Lost your ticket?", mail the ticket in French', async () => {
    const ticketId = await registerInFrench();
    clock += 1000;
    expect(
      await resendTicket({ db: t.db, linkSecret: testLinkSecret, now }, ticketId, { actor: ORGANISER }),
    ).toMatchObject({ ok: true });
    expect(await mails('attendee')).toHaveLength(2);
    expectFrenchTicketMail(await lastMail('attendee'));

    clock += 1000;
    const corrected = await correctAttendee(
      { db: t.db, letters: ticketLetters, ticketKey, linkSecret: testLinkSecret, now },
      ticketId,
      correctionSchema.parse({ firstName: 'Aïssatou', lastName: 'Ndiaye', company: '' }),
      { actor: ORGANISER },
    );
    expect(corrected.ok).toBe(true);
    expect(await mails('attendee')).toHaveLength(3);
    expectFrenchTicketMail(await lastMail('attendee'));

    clock += MAIL_REPEAT_WINDOW_MS + 1;
    expect(
      await sendLostTicket(
        { db: t.db, linkSecret: testLinkSecret, counters: new DbCounters(t.db), now },
        'aissatou@example.sn',
      ),
    ).toBe('mailed');
    expect(await mails('attendee')).toHaveLength(4);
    expectFrenchTicketMail(await lastMail('attendee'));
  });

  it('a repeated registration from an English page gets the ticket again in French', async () => {
    await registerInFrench();
    clock += MAIL_REPEAT_WINDOW_MS + 1;
    const again = await registerAttendee(deps(t.db), person('AISSATOU@example.sn', 'Aïssatou'), 'en');
    expect(again).toMatchObject({ ok: true, repeated: true });
    expect(await mails('attendee')).toHaveLength(2);
    expectFrenchTicketMail(await lastMail('attendee'));
    expect((await findAttendeeByEmail(t.db, 'aissatou@example.sn'))?.locale).toBe('fr');
  });

  it('a cancellation is told in French; an English attendee’s in English', async () => {
    const french = await registerInFrench();
    const english = await registerAttendee(deps(t.db), person('kofi@example.com', 'Kofi'));
    if (!english.ok) throw new Error('not registered');
    await cancelRegistration({ db: t.db, letters: ticketLetters, now }, french, {
      actor: ORGANISER,
      reason: 'duplicate',
    });
    clock += 1;
    await cancelRegistration({ db: t.db, letters: ticketLetters, now }, english.ticketId, { actor: null });
    const [fr, en] = await mails('cancellation');
    expect(fr).toMatchObject({
      recipient: 'aissatou@example.sn',
      subject: 'Votre inscription à Africa Creative Market 2025 est annulée',
    });
    expect(fr.text).toContain(
      'Votre inscription à Africa Creative Market 2025 a été annulée et votre billet n’est plus valable.',
    );
    // The organisers' reason is theirs: never in the person's mail.
    expect(fr.text).not.toContain('duplicate');
    expect(en).toMatchObject({
      recipient: 'kofi@example.com',
      subject: 'Your registration for Africa Creative Market 2025 is cancelled',
    });
  });

  it('the waiting list, the seat offer with its /fr claim link, and the claimed ticket, in French', async () => {
    const first = await registerAttendee(deps(t.db, 1), person('kofi@example.com', 'Kofi'));
    if (!first.ok) throw new Error('not registered');
    clock += 1;
    const waiting = await registerAttendee(deps(t.db, 1), person('aissatou@example.sn', 'Aïssatou'), 'fr');
    expect(waiting).toMatchObject({ ok: true, status: 'waitlisted' });
    expect(await mails('waitlist')).toEqual([
      expect.objectContaining({
        recipient: 'aissatou@example.sn',
        subject: 'Vous êtes sur la liste d’attente de Africa Creative Market 2025',
      }),
    ]);

    clock += 1000;
    await cancelRegistration({ db: t.db, letters: ticketLetters, now }, first.ticketId, { actor: ORGANISER });
    expect(
      await passSeatsOn({ db: t.db, seats: { capacity: 1, offerHours: 48 }, linkSecret: testLinkSecret, now }),
    ).toHaveLength(1);
    const [offer] = await mails('seat-offer');
    expect(offer).toMatchObject({
      recipient: 'aissatou@example.sn',
      subject: 'Une place à Africa Creative Market 2025 vous attend',
    });
    // Offered at 2025-09-04 15:33 UTC for 48 hours: until Saturday 6 September, 16:33 in Lagos.
    expect(offer.text).toContain(
      'Elle vous est réservée jusqu’au samedi 6 septembre 2025 à 16\u00a0h\u00a033 (heure de Lagos).',
    );
    const link = new RegExp(`Confirmer ma place${NNBSP}:\\n\\n(https?://[^/]+/fr/register/claim\\?token=\\S+)`).exec(
      offer.text,
    )?.[1];
    expect(link).toBeDefined();

    clock += 1000;
    const claimed = await claimSeat(
      { db: t.db, seats: { capacity: 1, offerHours: 48 }, linkSecret: testLinkSecret, now, ticketKey },
      new URL(link ?? '').searchParams.get('token') ?? '',
    );
    expect(claimed.ok).toBe(true);
    const tickets = await mails('attendee');
    expect(tickets.map((mail) => mail.recipient)).toEqual(['kofi@example.com', 'aissatou@example.sn']);
    expectFrenchTicketMail(tickets[1]);
  });
});
