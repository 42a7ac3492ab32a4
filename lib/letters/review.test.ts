/** @jest-environment node */
import { listAudit } from '@/lib/audit';
import { readAttendeeToken } from '@/lib/attendees/tokens';
import { recordAttendee } from '@/lib/attendees/store';
import { cancelRegistration } from '@/lib/attendees/lifecycle';
import { correctAttendee, correctionSchema } from '@/lib/attendees/correct';
import { erasePerson } from '@/lib/admin/erase';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { testTicketSeed } from '@/lib/tickets/fixtures';
import { nodeEd25519Verify, signTicket, ticketKeyFromSeed } from '@/lib/tickets/keys';
import { certificateOfTicket, certificatesOpen, issueCertificateManually } from './certificates';
import { documentsOfTicket } from './documents';
import { letterByNumber, letterOfTicket } from './downloads';
import { letterNumberOfToken } from './links';
import { countRequests, findRequest, findRequests, scrubRequests, submitRequest } from './requests';
import { approveRequest, rejectRequest, withdrawIssued, type ReviewDeps } from './review';
import { encodeSignedStatement } from './statement';
import { sampleLetterRequest } from './fixtures';
import { verifyDocumentCode, verifySignedDocument } from './verify';
import { ticketLetters } from '@/lib/letters/ticket-letters';

const key = ticketKeyFromSeed(testTicketSeed);
const linkSecret = 'a test secret for the letter links';
const TICKET = 'ACM2025-LT12CD-1000';
const OTHER = 'ACM2025-LT34EF-1001';
const ORGANISER = 'org@example.com';
/** 20 September 2025, 10:00 in Lagos: the 2025 edition has begun. */
const DURING = Date.UTC(2025, 8, 20, 9);

const request = sampleLetterRequest;

describe.each(dialectsUnderTest())('the organisers\u2019 review of visa letter requests on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const deps = (now = 5000): ReviewDeps => ({ db: database().db, key, linkSecret, now: () => now });
  const mails = () =>
    database()
      .db.kysely.selectFrom('outbox')
      .select(['kind', 'recipient', 'subject', 'text'])
      .orderBy('created_at')
      .execute();

  beforeEach(async () => {
    const { db } = database();
    for (const [ticketId, email] of [
      [TICKET, 'aissata@example.com'],
      [OTHER, 'kofi@example.com'],
    ]) {
      const ticket = signTicket({ ticketId, firstName: 'Aïssata', lastName: 'Kouyaté', email }, key);
      await recordAttendee(
        db,
        { ticketId, firstName: 'Aïssata', lastName: 'Kouyaté', email, ticket, payload: {} },
        [],
        1000,
      );
    }
  });

  it('never approves a request whose registration was cancelled, or whose passport data was erased', async () => {
    const { db } = database();
    const { id } = await submitRequest(db, TICKET, request, 2000);
    await cancelRegistration({ db, letters: ticketLetters }, TICKET, { actor: ORGANISER });
    // The cancellation dropped the pending request; one left by a race still is not approved.
    expect(await findRequest(db, id)).toBeNull();
    expect(await approveRequest(deps(), id, { actor: ORGANISER, coversCosts: false })).toEqual({
      ok: false,
      problem: 'not-found',
    });
    const other = await submitRequest(db, OTHER, request, 2000);
    await scrubRequests(db, 3000);
    expect(await approveRequest(deps(), other.id, { actor: ORGANISER, coversCosts: false })).toEqual({
      ok: false,
      problem: 'decided',
    });
    expect(await documentsOfTicket(db, OTHER, 'letter')).toEqual([]);
  });

  it('withdraws a ticket\u2019s earlier letter when a newer request is approved: one authentic letter per ticket', async () => {
    const { db } = database();
    const first = await submitRequest(db, TICKET, request, 2000);
    const older = await approveRequest(deps(3000), first.id, { actor: ORGANISER, coversCosts: false });
    if (!older.ok || !older.document) throw new Error('not approved');
    // A renewed passport: a new request, approved in its turn.
    const second = await submitRequest(db, TICKET, { ...request, passportNumber: 'B7654321' }, 4000);
    const newer = await approveRequest(deps(5000), second.id, { actor: ORGANISER, coversCosts: false });
    if (!newer.ok || !newer.document) throw new Error('not approved');
    const verifyDeps = {
      db: async () => db,
      keys: [{ id: key.id, publicKey: key.publicKey }],
      verify: nodeEd25519Verify,
    };
    expect(await verifyDocumentCode(verifyDeps, older.document.code)).toMatchObject({
      state: 'withdrawn',
      withdrawnAt: 5000,
    });
    expect(await verifyDocumentCode(verifyDeps, newer.document.code)).toMatchObject({ state: 'authentic' });
    expect(await letterOfTicket(db, TICKET)).toMatchObject({ ok: true, document: { number: newer.document.number } });
    // Another ticket's letter is untouched.
    const others = await submitRequest(db, OTHER, request, 2000);
    const kept = await approveRequest(deps(6000), others.id, { actor: ORGANISER, coversCosts: false });
    if (!kept.ok || !kept.document) throw new Error('not approved');
    expect(await verifyDocumentCode(verifyDeps, newer.document.code)).toMatchObject({ state: 'authentic' });
  });

  it('withdraws the letters and certificate of a registration that is cancelled', async () => {
    const { db } = database();
    const { id } = await submitRequest(db, TICKET, request, 2000);
    const approved = await approveRequest(deps(), id, { actor: ORGANISER, coversCosts: false });
    if (!approved.ok || !approved.document) throw new Error('not approved');
    await cancelRegistration({ db, letters: ticketLetters, now: () => 9000 }, TICKET, { actor: ORGANISER });
    expect(
      await verifyDocumentCode(
        { db: async () => db, keys: [{ id: key.id, publicKey: key.publicKey }], verify: nodeEd25519Verify },
        approved.document.code,
      ),
    ).toMatchObject({ state: 'withdrawn', withdrawnAt: 9000 });
  });

  it('moves requests and letters to the corrected ticket, so an erasure still finds them', async () => {
    const { db } = database();
    const { id } = await submitRequest(db, TICKET, request, 2000);
    const approved = await approveRequest(deps(), id, { actor: ORGANISER, coversCosts: false });
    expect(approved.ok).toBe(true);
    const corrected = await correctAttendee(
      { db, letters: ticketLetters, ticketKey: key, linkSecret, now: () => 6000 },
      TICKET,
      correctionSchema.parse({ firstName: 'Aïssata', lastName: 'Kouyate', company: '' }),
      { actor: ORGANISER },
    );
    if (!corrected.ok) throw new Error(corrected.problem);
    expect((await findRequest(db, id))?.ticketId).toBe(corrected.ticketId);
    expect(await documentsOfTicket(db, corrected.ticketId, 'letter')).toHaveLength(1);
    await erasePerson(db, 'aissata@example.com', ORGANISER, 7000);
    expect(await findRequest(db, id)).toBeNull();
    expect(await documentsOfTicket(db, corrected.ticketId, 'letter')).toEqual([]);
  });

  it('holds one certificate per ticket in the database itself', async () => {
    const { db } = database();
    const { issueDocument } = await import('./documents');
    await issueDocument(db, { kind: 'certificate', ticketId: TICKET, holder: 'Aïssata Kouyaté', issuedBy: null }, key, {
      now: DURING,
    });
    await expect(
      db.atomic([
        db.kysely.insertInto('issued_documents').values({
          number: 'ACM-CA-2025-09999',
          kind: 'certificate',
          edition: 2025,
          sequence: 9999,
          code: '0000000000',
          ticket_id: TICKET,
          request_id: null,
          issued_at: DURING,
          statement: null,
          kid: null,
          signature: null,
          issued_by: null,
          withdrawn_at: null,
          withdrawn_reason: null,
        }),
      ]),
    ).rejects.toThrow();
  });

  it('approves once: one numbered letter, one mail with a download link, one audit entry, whoever presses twice', async () => {
    const { db } = database();
    const { id } = await submitRequest(db, TICKET, request, 2000);
    const [first, second] = await Promise.all([
      approveRequest(deps(), id, { actor: ORGANISER, coversCosts: false }),
      approveRequest(deps(), id, { actor: 'other@example.com', coversCosts: true }),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const again = await approveRequest(deps(), id, { actor: ORGANISER, coversCosts: false });
    expect(again).toEqual({ ok: false, problem: 'decided' });

    const letters = await documentsOfTicket(db, TICKET, 'letter');
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      number: 'ACM-VL-2025-0001',
      requestId: id,
      statement: { holder: 'Aïssata Kouyaté', nationality: 'Mali', passportEnd: '4567' },
    });
    const stored = await findRequest(db, id);
    expect(stored).toMatchObject({ status: 'approved', documentNumber: 'ACM-VL-2025-0001', decidedAt: 5000 });

    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'letter-approved', recipient: 'aissata@example.com' });
    expect(sent[0].text).toContain('ACM-VL-2025-0001');
    // Passport data never goes into a mail.
    expect(sent[0].text).not.toContain('A01234567');
    const token = /\/letters\/download\?token=(\S+)/.exec(sent[0].text)?.[1];
    expect(letterNumberOfToken(linkSecret, token)).toBe('ACM-VL-2025-0001');
    expect(readAttendeeToken(linkSecret, 'cancel', token ?? '').ok).toBe(false);

    const audit = (await listAudit(db)).filter((entry) => entry.action === 'letter-approved');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: id, detail: expect.stringMatching(/^ACM-VL-2025-0001/) });
    expect(JSON.stringify(await listAudit(db))).not.toContain('A01234567');

    const verdict = await verifySignedDocument(
      { db: async () => db, keys: [{ id: key.id, publicKey: key.publicKey }], verify: nodeEd25519Verify },
      letters[0].signed ? encodeSignedStatement(letters[0].signed) : '',
    );
    expect(verdict.state).toBe('authentic');
  });

  it('records that the organisers pay travel or accommodation when ticked', async () => {
    const { id } = await submitRequest(database().db, TICKET, request, 2000);
    await approveRequest(deps(), id, { actor: ORGANISER, coversCosts: true });
    expect(await findRequest(database().db, id)).toMatchObject({ coversCosts: true });
    expect((await listAudit(database().db))[0].detail).toContain('the organisers pay travel or accommodation');
  });

  it('rejects with the reason mailed and audited, once', async () => {
    const { db } = database();
    const { id } = await submitRequest(db, TICKET, request, 2000);
    const result = await rejectRequest(deps(), id, {
      actor: ORGANISER,
      reason: 'The travel dates do not match the event.',
    });
    expect(result.ok).toBe(true);
    expect(await rejectRequest(deps(6000), id, { actor: 'other@example.com', reason: 'Another reason' })).toEqual({
      ok: false,
      problem: 'decided',
    });
    expect(await approveRequest(deps(7000), id, { actor: ORGANISER, coversCosts: false })).toEqual({
      ok: false,
      problem: 'decided',
    });
    expect(await findRequest(db, id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'The travel dates do not match the event.',
      decidedBy: ORGANISER,
    });
    const sent = await mails();
    expect(sent).toEqual([expect.objectContaining({ kind: 'letter-rejected', recipient: 'aissata@example.com' })]);
    expect(sent[0].text).toContain('The travel dates do not match the event.');
    expect((await listAudit(db)).map((entry) => entry.action)).toEqual(['letter-rejected']);
    expect(await documentsOfTicket(db, TICKET, 'letter')).toEqual([]);
  });

  it('writes its mails in the language the attendee registered in, the organiser\u2019s reason as typed', async () => {
    const { db } = database();
    const ticketId = 'ACM2025-FR56GH-1002';
    const ticket = signTicket({ ticketId, firstName: 'Aïssata', lastName: 'Traoré', email: 'aissata@example.ml' }, key);
    await recordAttendee(
      db,
      {
        ticketId,
        firstName: 'Aïssata',
        lastName: 'Traoré',
        email: 'aissata@example.ml',
        ticket,
        payload: {},
        locale: 'fr',
      },
      [],
      1000,
    );
    const reason = 'The passport expires before your departure date.';
    const first = await submitRequest(db, ticketId, request, 2000);
    expect(await rejectRequest(deps(), first.id, { actor: ORGANISER, reason })).toMatchObject({ ok: true });
    const second = await submitRequest(db, ticketId, request, 3000);
    const approved = await approveRequest(deps(6000), second.id, { actor: ORGANISER, coversCosts: false });
    if (!approved.ok || !approved.document) throw new Error('not approved');
    const [rejected, letter] = await mails();
    expect(rejected).toMatchObject({
      kind: 'letter-rejected',
      recipient: 'aissata@example.ml',
      subject: 'Votre demande de lettre d\u2019invitation à Africa Creative Market 2025',
    });
    expect(rejected.text).toContain(
      `Bonjour ${request.fullName},\n\nNous n\u2019avons pas pu établir la lettre d\u2019invitation pour votre visa, pour la raison suivante\u202f:\n\n${reason}\n\nVous pouvez envoyer une nouvelle demande depuis le lien de l\u2019e-mail de votre billet`,
    );
    expect(letter).toMatchObject({
      kind: 'letter-approved',
      subject: 'Votre lettre d\u2019invitation à Africa Creative Market 2025',
    });
    expect(letter.text).toContain(`Votre lettre n°\u00a0${approved.document.number} est prête`);
    // The download page is English for everyone: its link is not under /fr.
    expect(letter.text).toMatch(/Télécharger ma lettre\u202f:\n\nhttps?:\/\/[^/]+\/letters\/download\?token=/);
  });

  it('withdraws a letter: its downloads stop, verify says withdrawn, audited once', async () => {
    const { db } = database();
    const { id } = await submitRequest(db, TICKET, request, 2000);
    const approved = await approveRequest(deps(), id, { actor: ORGANISER, coversCosts: false });
    if (!approved.ok || !approved.document) throw new Error('not approved');
    const number = approved.document.number;
    expect(await letterByNumber(db, number)).toMatchObject({ ok: true, request: { passportNumber: 'A01234567' } });
    expect(await letterOfTicket(db, TICKET)).toMatchObject({ ok: true, document: { number } });
    expect(await letterOfTicket(db, OTHER)).toEqual({ ok: false, problem: 'none' });

    expect(
      await withdrawIssued({ db, now: () => 8000 }, number, { actor: ORGANISER, reason: 'Issued in error' }),
    ).toMatchObject({ ok: true });
    expect(await withdrawIssued({ db, now: () => 9000 }, number, { actor: ORGANISER, reason: null })).toEqual({
      ok: false,
      problem: 'withdrawn',
    });
    expect(await letterByNumber(db, number)).toEqual({ ok: false, problem: 'withdrawn' });
    expect(
      await verifyDocumentCode(
        { db: async () => db, keys: [{ id: key.id, publicKey: key.publicKey }], verify: nodeEd25519Verify },
        approved.document.code,
      ),
    ).toMatchObject({ state: 'withdrawn', number });
    expect(await letterOfTicket(db, TICKET)).toEqual({ ok: false, problem: 'withdrawn' });
    expect((await listAudit(db)).filter((entry) => entry.action === 'letter-withdrawn')).toEqual([
      expect.objectContaining({ target: id, detail: `${number}; reason: Issued in error` }),
    ]);
  });

  it('stops the download once retention erased the passport data', async () => {
    const { db } = database();
    const { id } = await submitRequest(db, TICKET, request, 2000);
    const approved = await approveRequest(deps(), id, { actor: ORGANISER, coversCosts: false });
    if (!approved.ok || !approved.document) throw new Error('not approved');
    await scrubRequests(db, 10_000);
    expect(await letterByNumber(db, approved.document.number)).toEqual({ ok: false, problem: 'expired' });
  });

  it('lists the queue: pending oldest first, decided most recent first, searched by name, ticket id and letter number', async () => {
    const { db } = database();
    const a = await submitRequest(db, TICKET, { ...request, fullName: 'Ama Mensah' }, 3000);
    const b = await submitRequest(db, OTHER, { ...request, fullName: 'Kofi Boateng' }, 2000);
    const slice = { offset: 0, limit: 50 };
    expect((await findRequests(db, { status: 'pending' }, slice)).map((row) => row.fullName)).toEqual([
      'Kofi Boateng',
      'Ama Mensah',
    ]);
    expect((await findRequests(db, { status: 'pending', search: 'MENSAH' }, slice)).map((row) => row.id)).toEqual([
      a.id,
    ]);
    expect((await findRequests(db, { status: 'pending', search: 'LT34EF' }, slice)).map((row) => row.id)).toEqual([
      b.id,
    ]);
    await approveRequest(deps(5000), b.id, { actor: ORGANISER, coversCosts: false });
    await approveRequest(deps(6000), a.id, { actor: ORGANISER, coversCosts: false });
    expect((await findRequests(db, { status: 'approved' }, slice)).map((row) => row.fullName)).toEqual([
      'Ama Mensah',
      'Kofi Boateng',
    ]);
    expect(
      (await findRequests(db, { status: 'approved', search: 'vl-2025-0001' }, slice)).map((row) => row.id),
    ).toEqual([b.id]);
    expect(await countRequests(db, { status: 'pending' })).toBe(0);
    expect(await countRequests(db, { status: 'approved' })).toBe(2);
  });
});

describe.each(dialectsUnderTest())('certificates of attendance on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const deps = (now = DURING) => ({ db: database().db, key, now: () => now });

  beforeEach(async () => {
    const ticket = signTicket(
      { ticketId: TICKET, firstName: 'Aïssata', lastName: 'Kouyaté', email: 'aissata@example.com' },
      key,
    );
    await recordAttendee(
      database().db,
      {
        ticketId: TICKET,
        firstName: 'Aïssata',
        lastName: 'Kouyaté',
        email: 'aissata@example.com',
        ticket,
        payload: {},
      },
      [],
      1000,
    );
  });

  const checkIn = () =>
    database()
      .db.kysely.insertInto('checkins')
      .values({
        ticket_id: TICKET,
        name: 'Aïssata Kouyaté',
        email: 'aissata@example.com',
        at: DURING,
        gate: 'North',
        staff_id: 's',
        staff_name: 'Gate',
        verification: 'signature',
        source: 'online',
        nonce: 'n-1',
        recorded_at: DURING,
      })
      .execute();

  it('opens on the first event day, Lagos time', () => {
    // 15 September 23:30 UTC is already 16 September 00:30 in Lagos.
    expect(certificatesOpen(Date.UTC(2025, 8, 15, 22, 59))).toBe(false);
    expect(certificatesOpen(Date.UTC(2025, 8, 15, 23, 30))).toBe(true);
  });

  it('refuses before the event and for a ticket never checked in; issues one certificate once checked in', async () => {
    expect(await certificateOfTicket(deps(Date.UTC(2025, 8, 1)), TICKET)).toEqual({ ok: false, problem: 'not-open' });
    expect(await certificateOfTicket(deps(), TICKET)).toEqual({ ok: false, problem: 'not-checked-in' });
    await checkIn();
    const [first, second] = await Promise.all([
      certificateOfTicket(deps(), TICKET),
      certificateOfTicket(deps(), TICKET),
    ]);
    if (!first.ok || !second.ok) throw new Error('no certificate');
    expect(first.document.number).toBe('ACM-CA-2025-00001');
    expect(second.document.number).toBe(first.document.number);
    expect(first.document.statement).toMatchObject({
      kind: 'certificate',
      holder: 'Aïssata Kouyaté',
      nationality: '',
      passportEnd: '',
      issuedOn: '2025-09-20',
    });
    expect(await documentsOfTicket(database().db, TICKET, 'certificate')).toHaveLength(1);
    expect(await certificateOfTicket(deps(), 'ACM2025-NOPE00-1')).toEqual({ ok: false, problem: 'not-registered' });
    expect((await listAudit(database().db)).filter((entry) => entry.action === 'certificate-issued')).toEqual([]);
  });

  it('lets an organiser issue one for a person admitted without a scan (audited), which the ticket then downloads', async () => {
    // Not before the event: nobody has attended yet.
    expect(await issueCertificateManually(deps(Date.UTC(2025, 8, 1)), TICKET, { actor: ORGANISER })).toEqual({
      ok: false,
      problem: 'not-open',
    });
    const issued = await issueCertificateManually(deps(), TICKET, { actor: ORGANISER });
    if (!issued.ok) throw new Error(issued.problem);
    expect(await certificateOfTicket(deps(), TICKET)).toEqual({ ok: true, document: issued.document });
    expect(await issueCertificateManually(deps(), TICKET, { actor: ORGANISER })).toEqual({
      ok: true,
      document: issued.document,
    });
    expect((await listAudit(database().db)).filter((entry) => entry.action === 'certificate-issued')).toEqual([
      expect.objectContaining({ actor: ORGANISER, target: TICKET, detail: issued.document.number }),
    ]);
  });
});
