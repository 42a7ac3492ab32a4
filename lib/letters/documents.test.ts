/** @jest-environment node */
import { createPublicKey, verify as nodeVerify } from 'node:crypto';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { retiredTestTicketSeed, testTicketSeed } from '@/lib/tickets/fixtures';
import { nodeEd25519Verify, ticketKeyFromSeed } from '@/lib/tickets/keys';
import {
  documentCode,
  documentNumber,
  documentsOfTicket,
  eraseDocuments,
  eventDay,
  findDocumentByNumber,
  issueDocument,
  withdrawDocument,
} from './documents';
import {
  approveUpdate,
  findRequest,
  pendingRequestOfTicket,
  requestsOfTicket,
  scrubRequests,
  stillPending,
  submitRequest,
} from './requests';
import { decodeSignedStatement, encodeSignedStatement, formatDocumentCode, normaliseDocumentCode } from './statement';
import { sampleLetterRequest } from './fixtures';
import { verifyDocumentCode, verifySignedDocument, type VerifyDeps } from './verify';

const key = ticketKeyFromSeed(testTicketSeed);
const otherKey = ticketKeyFromSeed(retiredTestTicketSeed);
const T0 = Date.UTC(2025, 6, 1, 23, 30); // 2 July in Lagos (UTC+1)

const request = sampleLetterRequest;

describe('document numbers and codes', () => {
  it('numbers per kind and edition with fixed digits, and codes are 10 Crockford characters', () => {
    expect(documentNumber('letter', 2025, 7)).toBe('ACM-VL-2025-0007');
    expect(documentNumber('certificate', 2025, 12345)).toBe('ACM-CA-2025-12345');
    const code = documentCode('some-signature');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(documentCode('some-signature')).toBe(code);
    expect(documentCode('other-signature')).not.toBe(code);
    expect(normaliseDocumentCode(` ${formatDocumentCode(code).toLowerCase()} `)).toBe(code);
    expect(normaliseDocumentCode('O1LI0-00000')).toBe('01110' + '00000');
    expect(normaliseDocumentCode('ABCDE')).toBeNull();
    expect(normaliseDocumentCode('ABCDE-FGHIU')).toBeNull();
  });

  it('dates the issue in Lagos time', () => {
    expect(eventDay(T0)).toBe('2025-07-02');
  });
});

describe.each(dialectsUnderTest())('letters and certificates on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const deps = (): VerifyDeps => ({
    db: async () => database().db,
    keys: [{ id: key.id, publicKey: key.publicKey }],
    verify: nodeEd25519Verify,
  });

  it('issues numbered, signed documents a stranger can verify with the published key alone', async () => {
    const first = await issueDocument(
      database().db,
      {
        kind: 'letter',
        ticketId: 'T-1',
        holder: request.fullName,
        nationality: 'Mali',
        passportEnd: 'A01234567',
        issuedBy: 'org@example.org',
      },
      key,
      { now: T0 },
    );
    const second = await issueDocument(
      database().db,
      {
        kind: 'letter',
        ticketId: 'T-2',
        holder: 'Kofi Mensah',
        nationality: 'Ghana',
        passportEnd: 'G998877',
        issuedBy: 'org@example.org',
      },
      key,
      { now: T0 },
    );
    const certificate = await issueDocument(
      database().db,
      { kind: 'certificate', ticketId: 'T-1', holder: 'Aïssata Kouyaté', issuedBy: null },
      key,
      { now: T0 },
    );
    expect([first?.number, second?.number, certificate?.number]).toEqual([
      'ACM-VL-2025-0001',
      'ACM-VL-2025-0002',
      'ACM-CA-2025-00001',
    ]);
    expect(first?.statement).toMatchObject({
      passportEnd: '4567',
      nationality: 'Mali',
      issuedOn: '2025-07-02',
      eventStart: '2025-09-16',
      eventEnd: '2025-09-19',
    });
    expect(certificate?.statement).toMatchObject({ passportEnd: '', nationality: '' });

    // The scheme as docs/letters.md states it, checked with node:crypto and the public key only.
    const signed = decodeSignedStatement(encodeSignedStatement(first!.signed!))!;
    const bytes = Buffer.from(
      JSON.stringify([
        'acm-document-v1',
        signed.kid,
        signed.kind,
        signed.number,
        signed.issuedOn,
        signed.holder,
        signed.nationality,
        signed.passportEnd,
        signed.eventStart,
        signed.eventEnd,
      ]),
      'utf8',
    );
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey }, format: 'jwk' });
    expect(nodeVerify(null, bytes, publicKey, Buffer.from(signed.signature, 'base64url'))).toBe(true);
    expect(
      nodeVerify(
        null,
        Buffer.from(bytes.toString('utf8').replace('4567', '4568')),
        publicKey,
        Buffer.from(signed.signature, 'base64url'),
      ),
    ).toBe(false);

    expect(await verifyDocumentCode(deps(), formatDocumentCode(first!.code))).toEqual({
      state: 'authentic',
      statement: first!.statement,
      code: first!.code,
    });
    expect(await verifySignedDocument(deps(), encodeSignedStatement(first!.signed!))).toMatchObject({
      state: 'authentic',
    });
    expect((await documentsOfTicket(database().db, 'T-1', 'letter')).map((document) => document.number)).toEqual([
      'ACM-VL-2025-0001',
    ]);
  });

  it('says "not authentic" of a wrong code, an edited statement, a foreign key or a statement that is not ours', async () => {
    const letter = (await issueDocument(
      database().db,
      {
        kind: 'letter',
        ticketId: 'T-1',
        holder: 'Kofi Mensah',
        nationality: 'Ghana',
        passportEnd: 'G998877',
        issuedBy: 'o',
      },
      key,
      { now: T0 },
    ))!;
    const wrong = letter.code.slice(0, 9) + (letter.code.endsWith('0') ? '1' : '0');
    expect(await verifyDocumentCode(deps(), wrong)).toEqual({ state: 'not-authentic' });
    expect(await verifyDocumentCode(deps(), 'not a code')).toEqual({ state: 'not-authentic' });
    const edited = { ...letter.signed!, holder: 'Kofi Mensa' };
    expect(await verifySignedDocument(deps(), encodeSignedStatement(edited))).toEqual({ state: 'not-authentic' });
    // Signed by a key that is not published.
    const { signStatement } = await import('./documents');
    expect(
      await verifySignedDocument(deps(), encodeSignedStatement(signStatement(letter.statement!, otherKey))),
    ).toEqual({ state: 'not-authentic' });
    // Well signed, but a number we never issued (here, a statement we signed but never stored).
    expect(
      await verifySignedDocument(
        deps(),
        encodeSignedStatement(signStatement({ ...letter.statement!, number: 'ACM-VL-2025-0999' }, key)),
      ),
    ).toEqual({ state: 'not-authentic' });
    expect(await verifySignedDocument(deps(), 'garbage')).toEqual({ state: 'not-authentic' });
  });

  it('says "withdrawn" after a withdrawal and after an erasure, and never reuses the number', async () => {
    const letter = (await issueDocument(
      database().db,
      {
        kind: 'letter',
        ticketId: 'T-1',
        holder: 'Kofi Mensah',
        nationality: 'Ghana',
        passportEnd: 'G998877',
        issuedBy: 'o',
      },
      key,
      { now: T0 },
    ))!;
    await database().db.atomic([withdrawDocument(database().db, letter.number, 'Duplicate', T0 + 1000)]);
    expect(await verifyDocumentCode(deps(), letter.code)).toEqual({
      state: 'withdrawn',
      number: letter.number,
      kind: 'letter',
      withdrawnAt: T0 + 1000,
    });
    const other = (await issueDocument(
      database().db,
      { kind: 'letter', ticketId: 'T-2', holder: 'Ama Owusu', nationality: 'Ghana', passportEnd: 'G1', issuedBy: 'o' },
      key,
      { now: T0 },
    ))!;
    expect(await eraseDocuments(database().db, ['T-2'], T0 + 2000)).toBe(1);
    expect(await verifySignedDocument(deps(), encodeSignedStatement(other.signed!))).toMatchObject({
      state: 'withdrawn',
      number: other.number,
    });
    const erased = await findDocumentByNumber(database().db, other.number);
    expect(erased).toMatchObject({ statement: null, signed: null, ticketId: null, withdrawnReason: 'erased' });
    const next = (await issueDocument(
      database().db,
      { kind: 'letter', ticketId: 'T-3', holder: 'Yaw', nationality: 'Ghana', passportEnd: '1', issuedBy: 'o' },
      key,
      { now: T0 },
    ))!;
    expect(next.number).toBe('ACM-VL-2025-0003');
  });

  it('gives each of many concurrent issuers its own number', async () => {
    const issued = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        issueDocument(
          database().db,
          { kind: 'certificate', ticketId: `T-${index}`, holder: `Person ${index}`, issuedBy: null },
          key,
          { now: T0 },
        ),
      ),
    );
    const numbers = issued.map((document) => document!.number).sort();
    expect(new Set(numbers).size).toBe(12);
    expect(numbers[11]).toBe('ACM-CA-2025-00012');
  });

  it('keeps one pending request per ticket, approves it once with its letter, and scrubs passport data', async () => {
    const first = await submitRequest(database().db, 'T-1', request, T0);
    const second = await submitRequest(
      database().db,
      'T-1',
      { ...request, embassy: 'Embassy of Nigeria, Dakar' },
      T0 + 1,
    );
    expect(second.replaced).toBe(true);
    expect(await findRequest(database().db, first.id)).toBeNull();
    expect((await pendingRequestOfTicket(database().db, 'T-1'))?.embassy).toBe('Embassy of Nigeria, Dakar');
    await Promise.all([
      submitRequest(database().db, 'T-9', request, T0),
      submitRequest(database().db, 'T-9', request, T0),
    ]);
    expect((await requestsOfTicket(database().db, 'T-9')).length).toBe(1);

    const approve = () =>
      issueDocument(
        database().db,
        {
          kind: 'letter',
          ticketId: 'T-1',
          requestId: second.id,
          holder: request.fullName,
          nationality: request.nationality,
          passportEnd: request.passportNumber,
          issuedBy: 'o',
        },
        key,
        {
          now: T0,
          when: stillPending(database().db, second.id),
          also: (document) => [approveUpdate(database().db, second.id, document.number, true, 'o', T0)],
        },
      );
    const approved = await approve();
    expect(approved?.number).toBe('ACM-VL-2025-0001');
    expect(await approve()).toBeNull();
    expect(await findRequest(database().db, second.id)).toMatchObject({
      status: 'approved',
      documentNumber: 'ACM-VL-2025-0001',
      coversCosts: true,
    });

    expect(await scrubRequests(database().db, T0 + 5)).toBe(2);
    expect(await findRequest(database().db, second.id)).toMatchObject({
      passportNumber: '',
      dateOfBirth: '',
      passportExpiry: '',
      scrubbedAt: T0 + 5,
      fullName: request.fullName,
    });
  });
});
