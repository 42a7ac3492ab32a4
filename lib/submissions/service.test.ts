/** @jest-environment node */
import { openDatabase } from '@/lib/db';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { OutboxWorker } from '@/lib/email/outbox';
import { outboxStats } from '@/lib/email/outbox-rows';
import { providerTransport } from '@/lib/email/transports';
import type { ContactInput, RegistrationInput } from '@/lib/forms';
import { decodeTicket, checkTicketSignature, ticketKeyFromSeed } from '@/lib/tickets';
import { testLinkSecret, testTicketSeed } from '@/lib/tickets/fixtures';
import { startTestServer, type TestServer } from '@/lib/testing/http-server';
import { findAttendee, recordAttendee } from '@/lib/attendees/store';
import { countMatchingSubmissions, findSubmissions, findSubscribers, submissionCounts, type Slice } from './store';
import { createTicketId } from '@/lib/tickets/ticket-id';
import { registerAttendee, type RegistrationDeps } from '@/lib/attendees/register';
import { submitForm, subscribe } from './service';
import { MAIL_REPEAT_WINDOW_MS } from '@/lib/email/outbox-rows';

const ticketKey = ticketKeyFromSeed(testTicketSeed);
const listedKeys = [{ id: ticketKey.id, publicKey: ticketKey.publicKey }];

function attendee(emailAddress: string, firstName = 'Adé', company = ''): RegistrationInput {
  return {
    firstName,
    lastName: 'Obi',
    emailAddress,
    phoneNumber: '+234 803 123 4567',
    company,
    country: 'NG',
    category: 'creative',
    consent: true,
  };
}
const quiet = () => undefined;
const oldestFirst: Slice = { newest: false, after: null, limit: 1000 };

function contact(email: string, firstName = 'Ada'): ContactInput {
  return {
    firstName,
    lastName: 'Obi',
    emailAddress: email,
    altEmailAddress: '',
    phoneNumber: '+234 803 123 4567',
    altPhoneNumber: '',
    category: 'general-enquiries',
    message: 'Hello',
  };
}

describe.each(dialectsUnderTest())('submission service on %s', (dialect) => {
  let t: TestDatabase;
  let mailer: TestServer;
  let upstream: TestServer;
  let worker: OutboxWorker;
  let deps: RegistrationDeps;
  const mails = () =>
    mailer.requests.map((request) => request.body as { recipient_email: string; message: string; subject: string });

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    mailer = await startTestServer((request) => {
      const to = (request.body as { recipient_email: string }).recipient_email;
      return to.includes('mail-fail')
        ? { json: { success: false, error: 'Mailbox unavailable' } }
        : { json: { success: true } };
    });
    upstream = await startTestServer((request) => {
      const email = String((request.body as { emailAddress?: string }).emailAddress);
      if (email.includes('upstream-fail')) return { json: { success: false, message: 'Rejected upstream' } };
      if (email.includes('upstream-500')) return { status: 500, text: 'down' };
      return { json: { success: true } };
    });
    worker = new OutboxWorker({
      db: t.db,
      transport: providerTransport(`${mailer.url}/email/senderjson.php`, 'Africa Creative Market'),
      log: quiet,
      backoffMs: () => 50,
    });
    deps = {
      db: t.db,
      upstream: null,
      outbox: worker,
      deliveryWaitMs: 3000,
      ticketKey,
      linkSecret: testLinkSecret,
      log: quiet,
    };
  });
  afterEach(async () => {
    await worker.stop();
    await Promise.all([mailer.close(), upstream.close()]);
    await t.dispose();
  });

  it('stores a contact enquiry and sends its confirmation', async () => {
    const result = await submitForm(deps, 'contact', contact('ada@example.com'));
    expect(result).toMatchObject({ ok: true, email: 'sent' });
    const [row] = await findSubmissions(t.db, { kind: 'contact' }, oldestFirst);
    expect(row).toMatchObject({
      kind: 'contact',
      email: 'ada@example.com',
      status: 'stored',
      payload: contact('ada@example.com'),
    });
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toMatchObject({
      recipient_email: 'ada@example.com',
      subject: 'We have received your inquiry | Africa Creative Market',
    });
  });

  it('keeps the submission when the e-mail fails, and the outbox retries the mail', async () => {
    const result = await submitForm(deps, 'exhibition', {
      firstName: 'Ada',
      lastName: 'Obi',
      company: 'Studio',
      emailAddress: 'mail-fail@example.com',
      altEmailAddress: '',
      phoneNumber: '08031234567',
      altPhoneNumber: '',
      industry: 'technology',
      website: 'https://studio.example.com',
      services: 'Design',
      comments: '',
    });
    expect(result).toMatchObject({ ok: true, email: 'retrying' });
    expect(await countMatchingSubmissions(t.db, { kind: 'exhibition' })).toBe(1);
    expect(await outboxStats(t.db)).toEqual({ pending: 1, sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await worker.runOnce();
    expect(mails().map((mail) => mail.recipient_email)).toEqual(['mail-fail@example.com', 'mail-fail@example.com']);
    const [row] = await t.db.kysely.selectFrom('outbox').selectAll().execute();
    expect(row).toMatchObject({ status: 'pending', attempts: 2, last_error: 'Mailbox unavailable' });
  });

  it('forwards to the organisers API when configured, keeping a forwarded copy', async () => {
    const upstreamDeps = {
      ...deps,
      upstream: { baseUrl: upstream.url, username: 'u', password: 'p', timeoutMs: 1000 },
    };
    const result = await submitForm(upstreamDeps, 'partner', {
      fullName: 'Ada Obi',
      phoneNumber: '08031234567',
      altPhoneNumber: '',
      emailAddress: 'ada@example.com',
      altEmailAddress: '',
      company: 'Obi Ltd',
      message: '',
    });
    expect(result).toMatchObject({ ok: true, email: 'sent' });
    expect(upstream.requests.map((request) => request.path)).toEqual(['/api/partner/registration']);
    expect((await findSubmissions(t.db, { kind: 'partner' }, oldestFirst))[0]).toMatchObject({ status: 'forwarded' });
    expect(mails()[0].subject).toContain('partnership inquiry');
  });

  it('stores nothing and sends nothing when the organisers API refuses', async () => {
    const upstreamDeps = {
      ...deps,
      upstream: { baseUrl: upstream.url, username: 'u', password: 'p', timeoutMs: 1000 },
    };
    expect(await submitForm(upstreamDeps, 'contact', contact('upstream-fail@example.com'))).toEqual({
      ok: false,
      failure: { ok: false, kind: 'rejected', status: 200, message: 'Rejected upstream' },
    });
    expect(await submitForm(upstreamDeps, 'contact', contact('upstream-500@example.com'))).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 500 },
    });
    expect(await submissionCounts(t.db)).toEqual([]);
    expect(mails()).toHaveLength(0);
  });

  it('registers an attendee with a signed ticket and mails the ticket page link', async () => {
    const result = await registerAttendee({ ...deps, now: () => 1_757_980_800_000 }, attendee('ade@example.com'));
    if (!result.ok) throw new Error('registration failed');
    expect(result.ticketId).toMatch(/^ACM2025-[0-9A-Z]{6}-1757980800000$/);
    expect(result.email).toBe('sent');
    const stored = await findAttendee(t.db, result.ticketId);
    expect(stored).toMatchObject({ firstName: 'Adé', lastName: 'Obi', email: 'ade@example.com', company: null });

    const [mail] = mails();
    expect(mail.subject).toBe('Thank you for registering for Africa Creative Market 2025');
    const link = /href="([^"]+\/ticket\/qr-download\?data=[^"]+)"/.exec(mail.message)?.[1];
    expect(link).toBeDefined();
    const data = new URL((link as string).replace(/&amp;/g, '&')).searchParams.get('data');
    const decoded = decodeTicket(data);
    if (!decoded.ok) throw new Error(decoded.error);
    expect(decoded.ticket).toMatchObject({
      ticketId: result.ticketId,
      firstName: 'Adé',
      lastName: 'Obi',
      email: 'ade@example.com',
    });
    expect(decoded.ticket.kid).toBe(ticketKey.id);
    expect(await checkTicketSignature(decoded.ticket, listedKeys)).toBe('valid');
    expect(stored?.ticket).toEqual(decoded.ticket);
    expect(result.ticket).toEqual(decoded.ticket);
  });

  it('registers an address once: again (other case, NFD spelling) is the same ticket, mailed again after the mail window', async () => {
    let clock = 1_757_980_800_000;
    const timed = { ...deps, now: () => clock };
    const first = await registerAttendee(timed, attendee('Ọlá@Example.com'));
    const soon = await registerAttendee(
      timed,
      attendee(' ọlá@EXAMPLE.COM '.normalize('NFD'), 'Someone Else', 'Other Co'),
    );
    clock += MAIL_REPEAT_WINDOW_MS;
    const again = await registerAttendee(timed, attendee('ọlá@example.com', 'Someone Else', 'Other Co'));
    if (!first.ok || !soon.ok || !again.ok) throw new Error('registration failed');
    expect(first.repeated).toBe(false);
    // Within the window: the same ticket and success, but no second mail (pending: none is on its way).
    expect(soon).toMatchObject({ repeated: true, ticketId: first.ticketId, ticket: first.ticket, email: 'pending' });
    expect(again).toMatchObject({ repeated: true, ticketId: first.ticketId, ticket: first.ticket, email: 'sent' });
    expect(await countMatchingSubmissions(t.db, { kind: 'registration' })).toBe(1);
    const links = mails().map((mail) => /href="([^"]+)"/.exec(mail.message)?.[1]);
    expect(links).toHaveLength(2);
    expect(links[1]).toBe(links[0]);
  });

  it('20 registrations of one address within the mail window queue one ticket mail; one more after it', async () => {
    let clock = 1_757_980_800_000;
    const timed = { ...deps, outbox: null, now: () => clock };
    const spellings = (index: number) => (index % 2 ? ' Repeat@Example.COM ' : 'repeat@example.com');
    for (let index = 0; index < 20; index += 1) {
      clock += 1_000;
      expect(await registerAttendee(timed, attendee(spellings(index)))).toMatchObject({ ok: true, email: 'pending' });
    }
    expect(await outboxStats(t.db)).toEqual({ pending: 1, sent: 0, failed: 0 });
    // The window runs from the first mail: 20 s in, 10 minutes on from it, the next one goes.
    clock = 1_757_980_800_000 + 1_000 + MAIL_REPEAT_WINDOW_MS - 1;
    await registerAttendee(timed, attendee('repeat@example.com'));
    expect(await outboxStats(t.db)).toEqual({ pending: 1, sent: 0, failed: 0 });
    clock += 1;
    await registerAttendee(timed, attendee('REPEAT@example.com'));
    expect(await outboxStats(t.db)).toEqual({ pending: 2, sent: 0, failed: 0 });
    expect(await countMatchingSubmissions(t.db, { kind: 'registration' })).toBe(1);
  });

  it('20 contact submissions from one address: all stored, one confirmation queued; one more after the window', async () => {
    let clock = 2_000_000_000_000;
    const timed = { ...deps, outbox: null, now: () => clock };
    for (let index = 0; index < 20; index += 1) {
      clock += 1_000;
      expect(
        await submitForm(
          timed,
          'contact',
          contact(index % 2 ? ' Flood@Example.com' : 'flood@example.com', `N${index}`),
        ),
      ).toMatchObject({ ok: true, email: 'pending' });
    }
    expect(await countMatchingSubmissions(t.db, { kind: 'contact' })).toBe(20);
    expect(await outboxStats(t.db)).toEqual({ pending: 1, sent: 0, failed: 0 });
    // Another kind of mail to the address, and another address, have windows of their own.
    await submitForm(timed, 'partner', {
      fullName: 'Ada Obi',
      phoneNumber: '+234 803 123 4567',
      altPhoneNumber: '',
      emailAddress: 'flood@example.com',
      altEmailAddress: '',
      company: 'Co',
      message: '',
    });
    await submitForm(timed, 'contact', contact('other@example.com'));
    expect(await outboxStats(t.db)).toEqual({ pending: 3, sent: 0, failed: 0 });
    clock += MAIL_REPEAT_WINDOW_MS;
    await submitForm(timed, 'contact', contact('FLOOD@example.com'));
    expect(await outboxStats(t.db)).toEqual({ pending: 4, sent: 0, failed: 0 });
    expect(await countMatchingSubmissions(t.db, { kind: 'contact' })).toBe(22);
  });

  it('20 concurrent contact submissions from one address (two instances on one database) queue one confirmation', async () => {
    const second = await openDatabase(t.url);
    try {
      const other = { ...deps, outbox: null, now: () => 3_000_000_000_000 };
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          submitForm(
            { ...other, db: index % 2 ? t.db : second },
            'contact',
            contact(index % 3 ? 'burst@example.com' : 'BURST@example.com', `N${index}`),
          ),
        ),
      );
      expect(results.every((result) => result.ok)).toBe(true);
    } finally {
      await second.close();
    }
    expect(await countMatchingSubmissions(t.db, { kind: 'contact' })).toBe(20);
    expect(await outboxStats(t.db)).toEqual({ pending: 1, sent: 0, failed: 0 });
  });

  it('two concurrent registrations of one address: one attendee, one ticket, both answered with it', async () => {
    const quietDeps = { ...deps, outbox: null };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        registerAttendee(quietDeps, attendee(i % 2 ? 'twice@example.com' : 'TWICE@example.com')),
      ),
    );
    const ids = new Set(results.map((result) => (result.ok ? result.ticketId : 'failed')));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.ok && !result.repeated)).toHaveLength(1);
    const rows = await t.db.kysely
      .selectFrom('attendees')
      .select('ticket_id')
      .where('email_key', '=', 'twice@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await countMatchingSubmissions(t.db, { kind: 'registration' })).toBe(1);
  });

  it('one address twice in the same millisecond (the same ticket id) keeps one submission and one mail', async () => {
    const frozen = { ...deps, outbox: null, now: () => 7_000_000 };
    const input = attendee('same.ms@example.com');
    const results = await Promise.all([registerAttendee(frozen, input), registerAttendee(frozen, input)]);
    expect(results.filter((result) => result.ok && !result.repeated)).toHaveLength(1);
    expect(await countMatchingSubmissions(t.db, { kind: 'registration' })).toBe(1);
    expect((await outboxStats(t.db)).pending).toBe(1);
  });

  it('gives an address whose ticket id is taken in that millisecond the next millisecond', async () => {
    const frozen = { ...deps, outbox: null, now: () => 1000 };
    // Another address already holds the id this one would get (same 6-character hash, same ms).
    const taken = createTicketId('other@example.com', 1000);
    await recordAttendee(
      t.db,
      { ticketId: taken, firstName: 'A', lastName: 'B', email: 'holder@example.com', ticket: {}, payload: {} },
      [],
      1000,
    );
    const second = await registerAttendee(frozen, attendee('other@example.com'));
    expect(second.ok && second.ticketId).toBe(createTicketId('other@example.com', 1001));
    expect(await countMatchingSubmissions(t.db, { kind: 'registration' })).toBe(2);
  });

  it('refuses to issue a ticket without a signing key', async () => {
    await expect(registerAttendee({ ...deps, ticketKey: null }, attendee('nokey@example.com'))).rejects.toThrow(
      /TICKET_SIGNING_KEY/,
    );
  });

  it('subscribes a newsletter address once', async () => {
    expect(await subscribe(deps, 'reader@example.com')).toEqual({ created: true });
    expect(await subscribe(deps, 'READER@example.com')).toEqual({ created: false });
    expect(await findSubscribers(t.db, {}, oldestFirst)).toHaveLength(1);
  });

  it('a burst of concurrent submissions: every acknowledged one is stored with its mail queued', async () => {
    const quietDeps = { ...deps, outbox: null };
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        submitForm(quietDeps, 'contact', contact(`burst${index}@example.com`, `N${index}`)),
      ),
    );
    const acknowledged = results.filter((result) => result.ok);
    expect(acknowledged).toHaveLength(200);
    const stored = await findSubmissions(t.db, { kind: 'contact' }, oldestFirst);
    expect(new Set(stored.map((row) => row.id))).toEqual(
      new Set(acknowledged.map((result) => (result.ok ? result.id : ''))),
    );
    expect(await outboxStats(t.db)).toEqual({ pending: 200, sent: 0, failed: 0 });
  });
});
