/** @jest-environment node */
import { DatabaseUnavailableError } from '@/lib/db/unavailable';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { validContact } from '@/lib/forms/fixtures';
import { decodeTicket, ticketKeyFromSeed } from '@/lib/tickets';
import { testLinkSecret, testTicketSeed } from '@/lib/tickets/fixtures';
import { registrationTexts as frRegistrationTexts } from '@/content/fr/registration';
import { fr } from '@/content/messages/fr';
import { registrationTexts } from '@/content/registration';
import { formStateOf } from './form-actions';
import { receiveForm, type IntakeServices } from './form-intake';
import { findAttendeeByEmail } from '@/lib/attendees/store';
import { countMatchingSubmissions, findSubscribers, submissionCounts, type Slice } from '@/lib/submissions/store';

/**
 * The intake both ways in share (the JSON endpoint and the server action), on a real database:
 * what it accepts and stores, what it refuses before storing anything, and how a failure of
 * the database reads; then how its outcome becomes the form's state.
 */
const ticketKey = ticketKeyFromSeed(testTicketSeed);
const quiet = () => undefined;
const oldestFirst: Slice = { newest: false, after: null, limit: 1000 };

function registration(emailAddress: string, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Ngozi',
    lastName: 'Obi',
    emailAddress,
    phoneNumber: '+234 803 123 4567',
    company: '',
    country: 'NG',
    category: 'creative',
    consent: 'yes',
    ...over,
  };
}

describe.each(dialectsUnderTest())('the form intake on %s', (dialect) => {
  let t: TestDatabase;
  let services: IntakeServices;
  let open = true;

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    open = true;
    services = {
      registrationOpen: () => open,
      deps: async () => ({
        db: t.db,
        upstream: null,
        outbox: null,
        deliveryWaitMs: 0,
        ticketKey,
        linkSecret: testLinkSecret,
        log: quiet,
      }),
    };
  });
  afterEach(() => t.dispose());

  it('stores a valid contact and answers 201 with the success text; the mail waits in the outbox', async () => {
    const outcome = await receiveForm('contact', { ...validContact, nickname: '' }, services);
    expect(outcome).toEqual({
      ok: true,
      status: 201,
      answer: { id: expect.any(String), email: 'pending', message: 'Your message has been sent successfully!' },
    });
    expect(await countMatchingSubmissions(t.db, { kind: 'contact' })).toBe(1);
  });

  it('refuses a filled honeypot, bad fields and unsafe text before anything is stored', async () => {
    expect(await receiveForm('contact', { ...validContact, nickname: 'bot' }, services)).toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(await receiveForm('contact', { ...validContact, phoneNumber: 'call me', category: 'x' }, services)).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { phoneNumber: ['Enter a valid phone number'], category: ['Choose a category'] },
    });
    const nul = await receiveForm('contact', { ...validContact, message: 'Hello\u0000' }, services);
    expect(nul).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { message: [expect.stringContaining('Message')] },
    });
    expect(await submissionCounts(t.db)).toEqual([]);
  });

  it('registers an attendee with a link to the ticket page; the same address again gets no link', async () => {
    const first = await receiveForm('registration', registration('ada@example.com'), services);
    if (!first.ok) throw new Error(`refused: ${first.reason}`);
    const link = new URL(first.answer.ticketUrl ?? '', 'https://example.com');
    expect(link.pathname).toBe('/ticket/qr-download');
    const decoded = decodeTicket(link.searchParams.get('data'));
    expect(decoded.ok && decoded.ticket).toMatchObject({
      ticketId: first.answer.ticketId,
      firstName: 'Ngozi',
      email: 'ada@example.com',
    });
    expect((await findAttendeeByEmail(t.db, 'ada@example.com'))?.ticketId).toBe(first.answer.ticketId);

    const again = await receiveForm(
      'registration',
      registration('ADA@example.com', { firstName: 'Someone' }),
      services,
    );
    expect(again).toEqual({
      ok: true,
      status: 201,
      answer: {
        status: 'registered',
        email: 'pending',
        message: 'Registration successful! We have emailed you your ticket.',
      },
    });
  });

  it('answers that registration is closed while it is, whatever was sent', async () => {
    open = false;
    expect(await receiveForm('registration', registration('ada@example.com'), services)).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(await receiveForm('registration', {}, services)).toEqual({ ok: false, reason: 'closed' });
    expect(await findAttendeeByEmail(t.db, 'ada@example.com')).toBeNull();
  });

  it('subscribes an address once, with the same answer the second time', async () => {
    const answer = {
      ok: true,
      status: 200,
      answer: {
        subscribed: true,
        message: 'Thank you for subscribing! You will receive our news and schedule updates.',
      },
    };
    expect(await receiveForm('newsletter', { email: 'ada@example.com' }, services)).toEqual(answer);
    expect(await receiveForm('newsletter', { email: 'Ada@Example.com' }, services)).toEqual(answer);
    expect(await findSubscribers(t.db, {}, oldestFirst)).toHaveLength(1);
  });
});

describe('a failure on the way', () => {
  const failing = (error: Error): IntakeServices => ({
    registrationOpen: () => true,
    deps: () => Promise.reject(error),
  });
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => logged.mockRestore());

  it('names the database’s failure, never throws, and logs the cause', async () => {
    const down = failing(
      new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    );
    expect(await receiveForm('contact', validContact, down)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await receiveForm('registration', registration('ada@example.com'), down)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(logged).toHaveBeenCalledWith('[forms] contact failed:', expect.stringContaining('database'));
  });

  it('reads anything else as unexpected', async () => {
    expect(await receiveForm('newsletter', { email: 'ada@example.com' }, failing(new Error('a bug')))).toEqual({
      ok: false,
      reason: 'unexpected',
    });
  });
});

describe('the form state an outcome becomes', () => {
  const posted = { ...validContact, phoneNumber: 'call me', nickname: 'bot', $ACTION_KEY: 'k1', extra: 'x' };

  it('success: the mail note only when the confirmation could not go, and the ticket link', () => {
    expect(formStateOf('contact', posted, { ok: true, status: 201, answer: { message: 'ok', email: 'sent' } })).toEqual(
      { status: 'success', emailNotSent: false },
    );
    expect(
      formStateOf('contact', posted, { ok: true, status: 201, answer: { message: 'ok', email: 'retrying' } }),
    ).toEqual({ status: 'success', emailNotSent: true });
    expect(
      formStateOf(
        'registration',
        {},
        { ok: true, status: 201, answer: { message: 'ok', email: 'failed', ticketUrl: '/ticket/qr-download?data=x' } },
      ),
    ).toEqual({
      status: 'success',
      emailNotSent: true,
      ticketUrl: '/ticket/qr-download?data=x',
    });
    // A place on the waiting list is a success in its own words, with no ticket link.
    expect(
      formStateOf(
        'registration',
        {},
        { ok: true, status: 201, answer: { message: 'On the list', email: 'pending', status: 'waitlisted' } },
      ),
    ).toEqual({
      status: 'success',
      emailNotSent: false,
      message: registrationTexts.waitlistSuccess,
    });
  });

  it('answers in the language of the page the form was on (its locale field)', () => {
    const french = { locale: 'fr' };
    expect(
      formStateOf('registration', french, {
        ok: true,
        status: 201,
        answer: { message: 'ok', email: 'sent', ticketUrl: '/ticket/qr-download?data=x' },
      }),
    ).toEqual({
      status: 'success',
      emailNotSent: false,
      ticketUrl: '/fr/ticket/qr-download?data=x',
    });
    expect(
      formStateOf('registration', french, {
        ok: true,
        status: 201,
        answer: { message: 'On the list', email: 'sent', status: 'waitlisted' },
      }),
    ).toMatchObject({
      message: frRegistrationTexts.waitlistSuccess,
    });
    expect(
      formStateOf('contact', { ...posted, locale: 'fr' }, { ok: false, reason: 'limited', retryAfterSeconds: 30 }),
    ).toMatchObject({ message: fr.forms.failures.tooManyRequests });
    expect(formStateOf('registration', french, { ok: false, reason: 'closed' })).toMatchObject({
      message: `Les inscriptions à l’édition 2025 sont closes. Rendez-vous l’an prochain\u202f!`,
    });
  });

  it('failure: the field errors and what was typed in the form’s own fields, never the honeypot', () => {
    const state = formStateOf('contact', posted, {
      ok: false,
      reason: 'invalid',
      fieldErrors: { phoneNumber: ['Enter a valid phone number'] },
    });
    expect(state).toEqual({
      status: 'error',
      fieldErrors: { phoneNumber: ['Enter a valid phone number'] },
      values: { ...validContact, phoneNumber: 'call me' },
    });
  });

  it('failure: says why when the visitor can act on it', () => {
    const message = (outcome: Parameters<typeof formStateOf>[2]) => {
      const state = formStateOf('contact', posted, outcome);
      return state.status === 'error' ? state.message : state.status;
    };
    expect(message({ ok: false, reason: 'limited', retryAfterSeconds: 30 })).toBe(
      'Too many requests. Please wait a minute and try again.',
    );
    expect(message({ ok: false, reason: 'unavailable' })).toMatch(
      /database is not answering\. Please try again in a few seconds\.$/,
    );
    expect(message({ ok: false, reason: 'closed' })).toBe(
      'Registration for the 2025 edition has officially closed. See you next year!',
    );
    expect(message({ ok: false, reason: 'unexpected' })).toBeUndefined();
    expect(message({ ok: false, reason: 'rejected' })).toBeUndefined();
    expect(
      message({
        ok: false,
        reason: 'upstream',
        failure: { ok: false, kind: 'timeout', message: 'no answer in 1500 ms' },
      }),
    ).toBeUndefined();
  });
});
