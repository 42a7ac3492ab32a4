/** @jest-environment node */
import { findAttendeeByEmail } from '@/lib/attendees/store';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { validContact } from '@/lib/forms/fixtures';
import { findInboxRow } from '@/lib/admin/inbox';
import { exportChunks } from '@/lib/admin/export';
import { ticketKeyFromSeed } from '@/lib/tickets';
import { testLinkSecret, testTicketSeed } from '@/lib/tickets/fixtures';
import { receiveForm, type IntakeServices } from '@/lib/handlers/form-intake';
import { findSubmissions, findSubscribers, submissionCounts, type Slice } from './store';

/**
 * The language a form was sent in, through the intake both ways in share, on a real
 * database: kept with the submission, the attendee or the subscriber, and the confirmation
 * mail written in it; an unknown language refused as a field error before anything is stored.
 */
const ticketKey = ticketKeyFromSeed(testTicketSeed);
const oldestFirst: Slice = { newest: false, after: null, limit: 1000 };
const NNBSP = '\u202f';

function registration(emailAddress: string, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Aïssatou',
    lastName: 'Diop',
    emailAddress,
    phoneNumber: '+221 77 123 45 67',
    company: '',
    country: 'SN',
    category: 'creative',
    consent: 'yes',
    ...over,
  };
}

describe.each(dialectsUnderTest())('the form’s language on %s', (dialect) => {
  let t: TestDatabase;
  let services: IntakeServices;
  const outbox = () =>
    t.db.kysely
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'subject', 'text', 'html', 'submission_id'])
      .orderBy('created_at')
      .execute();

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    services = {
      registrationOpen: () => true,
      deps: async () => ({
        db: t.db,
        upstream: null,
        outbox: null,
        deliveryWaitMs: 0,
        ticketKey,
        linkSecret: testLinkSecret,
        log: () => undefined,
      }),
    };
  });
  afterEach(() => t.dispose());

  it('a French contact enquiry is kept as French and confirmed by a French mail', async () => {
    const outcome = await receiveForm('contact', { ...validContact, locale: 'fr' }, services);
    if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
    const [row] = await findSubmissions(t.db, { kind: 'contact' }, oldestFirst);
    expect(row).toMatchObject({ id: outcome.answer.id, locale: 'fr', payload: validContact });
    // The language is the submission's own column, not one of the form's fields.
    expect(row.payload).not.toHaveProperty('locale');
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      kind: 'contact',
      submission_id: row.id,
      subject: 'Nous avons bien reçu votre message | Africa Creative Market',
    });
    expect(mail.text).toContain(`Bonjour ${validContact.firstName},`);
    expect(mail.text).toContain('Nous avons bien reçu votre message et nous vous répondrons sous 48 heures.');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('a form sent without a language, or in English, is English as before', async () => {
    await receiveForm('contact', validContact, services);
    await receiveForm(
      'contact',
      { ...validContact, emailAddress: 'kofi@example.com', firstName: 'Kofi', locale: 'en' },
      services,
    );
    const rows = await findSubmissions(t.db, { kind: 'contact' }, oldestFirst);
    expect(rows.map((row) => row.locale)).toEqual(['en', 'en']);
    const mails = await outbox();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'We have received your inquiry | Africa Creative Market',
      'We have received your inquiry | Africa Creative Market',
    ]);
    expect(mails[1].text).toContain('Dear Kofi,');
    expect(mails[1].html).toContain('<html lang="en">');
  });

  it('refuses a language the site does not speak as a field error on locale, with the other fields’ errors, storing nothing', async () => {
    for (const locale of ['de', 'FR', '', 'fr-FR', 7, null, ['fr']]) {
      expect(await receiveForm('contact', { ...validContact, locale }, services)).toEqual({
        ok: false,
        reason: 'invalid',
        fieldErrors: { locale: ['Choose a language: en or fr'] },
      });
    }
    expect(await receiveForm('contact', { ...validContact, phoneNumber: 'call me', locale: 'de' }, services)).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { phoneNumber: ['Enter a valid phone number'], locale: ['Choose a language: en or fr'] },
    });
    expect(await receiveForm('registration', registration('a@example.com', { locale: 'xx' }), services)).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { locale: expect.any(Array) },
    });
    expect(await receiveForm('newsletter', { email: 'a@example.com', locale: 'xx' }, services)).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { locale: expect.any(Array) },
    });
    expect(await submissionCounts(t.db)).toEqual([]);
    expect(await findSubscribers(t.db, {}, oldestFirst)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('a French registration: the attendee and the submission keep French; the ticket mail is French with the attendee’s pages under /fr', async () => {
    const outcome = await receiveForm('registration', registration('aissatou@example.sn', { locale: 'fr' }), services);
    if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
    expect(await findAttendeeByEmail(t.db, 'aissatou@example.sn')).toMatchObject({
      ticketId: outcome.answer.ticketId,
      locale: 'fr',
    });
    const [submission] = await findSubmissions(t.db, { kind: 'registration' }, oldestFirst);
    expect(submission.locale).toBe('fr');
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      kind: 'attendee',
      recipient: 'aissatou@example.sn',
      subject: 'Merci de votre inscription à Africa Creative Market 2025',
    });
    expect(mail.text).toContain('Bonjour Aïssatou,');
    expect(mail.text).toMatch(new RegExp(`Votre billet${NNBSP}:\\n\\nhttps?://[^/]+/fr/ticket/qr-download\\?data=`));
    expect(mail.text).toMatch(
      new RegExp(`Annulez votre inscription${NNBSP}:\\nhttps?://[^/]+/fr/ticket/cancel\\?token=`),
    );
    // The visa letter pages stay English: its link is not under /fr.
    expect(mail.text).toMatch(
      new RegExp(`Demandez une lettre d’invitation${NNBSP}:\\nhttps?://[^/]+/ticket/visa-letter\\?token=`),
    );
  });

  it('an English registration keeps its links without a language prefix', async () => {
    await receiveForm('registration', registration('ada@example.com', { firstName: 'Ada' }), services);
    expect((await findAttendeeByEmail(t.db, 'ada@example.com'))?.locale).toBe('en');
    const [mail] = await outbox();
    expect(mail.subject).toBe('Thank you for registering for Africa Creative Market 2025');
    expect(mail.text).toMatch(/Your ticket:\n\nhttps?:\/\/[^/]+\/ticket\/qr-download\?data=/);
    expect(mail.text).toMatch(/Cancel your registration:\nhttps?:\/\/[^/]+\/ticket\/cancel\?token=/);
  });

  it('a newsletter address keeps the language it first subscribed in', async () => {
    await receiveForm('newsletter', { email: 'Lecteur@example.sn', locale: 'fr' }, services);
    await receiveForm('newsletter', { email: 'lecteur@example.sn' }, services);
    await receiveForm('newsletter', { email: 'reader@example.com' }, services);
    const subscribers = await findSubscribers(t.db, {}, oldestFirst);
    // Two subscriptions in one millisecond have no order between them: compare as a set.
    expect(subscribers.map((row) => [row.email, row.locale]).sort()).toEqual([
      ['lecteur@example.sn', 'fr'],
      ['reader@example.com', 'en'],
    ]);
  });

  it('the organisers read each submission’s language, and its export carries it', async () => {
    const outcome = await receiveForm('contact', { ...validContact, locale: 'fr' }, services);
    if (!outcome.ok || !outcome.answer.id) throw new Error('refused');
    expect(await findInboxRow(t.db, 'contact', outcome.answer.id)).toMatchObject({ locale: 'fr' });
    let csv = '';
    for await (const chunk of exportChunks(t.db, 'contact', 'csv')) csv += chunk;
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header.split(',').indexOf('locale')).toBe(5);
    expect(line.split(',')[5]).toBe('fr');
    await receiveForm('newsletter', { email: 'lecteur@example.sn', locale: 'fr' }, services);
    let json = '';
    for await (const chunk of exportChunks(t.db, 'newsletter', 'json')) json += chunk;
    expect(JSON.parse(json)).toEqual([expect.objectContaining({ email: 'lecteur@example.sn', locale: 'fr' })]);
  });
});
