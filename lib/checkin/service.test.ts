/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { listAudit } from '@/lib/audit';
import { erasePerson } from '@/lib/admin/erase';
import { decodeTicket, encodeTicket } from '@/lib/tickets/codec';
import { asciiTicket, testTicketSeed } from '@/lib/tickets/fixtures';
import { signTicket, ticketKeyFromSeed } from '@/lib/tickets/keys';
import { checkTicket, type GateResult } from '@/lib/tickets/verify';
import { checkinCounts, checkinExportChunks, lastScans, recentCheckins, undoCheckin } from '@/lib/admin/checkins';
import { checkIn, checkinTime, NonceReusedError, SCANNED_AT_MAX_AGE_MS, type TicketVerifier } from './service';
import { checkinGates, findCheckin } from './store';
import { recordAttendee } from '@/lib/attendees/store';
import { cancelRegistration } from '@/lib/attendees/lifecycle';
import { revokeTickets } from '@/lib/tickets/revocations';
import { ticketLetters } from '@/lib/letters/ticket-letters';

/**
 * The verifier is the service's dependency (Ed25519 or whatever lib/tickets does): here ids
 * starting EXT are "unverified" (the organisers' own system), BAD "invalid", others valid.
 */
const verify: TicketVerifier = async (data) => {
  const decoded = decodeTicket(data);
  if (!decoded.ok) return { status: 'invalid', reason: 'This QR code does not hold a readable ticket.' };
  const { ticketId, firstName, lastName, email, company } = decoded.ticket;
  const ticket = { ticketId, firstName, lastName, email, ...(company ? { company } : {}) };
  if (ticket.ticketId.startsWith('BAD')) return { status: 'invalid', reason: 'The signature does not match.' };
  if (ticket.ticketId.startsWith('EXT')) return { status: 'unverified', ticket, note: 'Not issued by this website.' };
  return { status: 'valid', ticket, by: 'signature' } satisfies GateResult;
};

const ticket = (ticketId: string) =>
  encodeTicket({ ticketId, firstName: 'Ada', lastName: 'Okafor', email: 'Ada@Example.com', signature: 'x' });
const staffA = { id: 'u1', name: 'Gbenga Gate' };
const staffB = { id: 'u2', name: 'Ngozi North' };
const T0 = Date.UTC(2026, 10, 20, 8, 0, 0);

describe.each(dialectsUnderTest())('check-in on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let clock = T0;
  const deps = () => ({ db: database().db, verify, now: () => clock });
  const scan = (
    data: string,
    gate = 'North',
    extra: { nonce?: string; confirmUnverified?: boolean; scannedAt?: string } = {},
  ) => ({
    ticket: data,
    gate,
    nonce: extra.nonce ?? randomUUID(),
    ...extra,
  });
  const attempts = () => database().db.kysely.selectFrom('checkin_attempts').selectAll().orderBy('at').execute();
  const checkinRows = () => database().db.kysely.selectFrom('checkins').selectAll().execute();

  beforeEach(() => {
    clock = T0;
  });

  it('checks a valid ticket in the first time, then answers already_checked_in with the first scan', async () => {
    const first = await checkIn(deps(), scan(ticket('ACM-1')), staffA);
    expect(first).toEqual({
      result: 'checked_in',
      ticketId: 'ACM-1',
      name: 'Ada Okafor',
      firstCheckIn: { at: new Date(T0).toISOString(), gate: 'North', by: 'Gbenga Gate' },
    });
    clock = T0 + 60_000;
    const second = await checkIn(
      deps(),
      scan(`https://acm.example/ticket/qr-verify?ticket=${encodeURIComponent(ticket('ACM-1'))}`, 'South'),
      staffB,
    );
    expect(second).toEqual({ ...first, result: 'already_checked_in' });
    const rows = await checkinRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ticket_id: 'ACM-1',
      email: 'ada@example.com',
      gate: 'North',
      staff_name: 'Gbenga Gate',
      verification: 'signature',
      source: 'online',
    });
    const log = await attempts();
    expect(log.map((row) => [row.result, row.gate, row.staff_name])).toEqual([
      ['checked_in', 'North', 'Gbenga Gate'],
      ['already_checked_in', 'South', 'Ngozi North'],
    ]);
    expect(Number(log[1].first_at)).toBe(T0);
  });

  it('answers a replayed nonce with the original answer and stores one row', async () => {
    const request = scan(ticket('ACM-2'));
    const first = await checkIn(deps(), request, staffA);
    clock += 5_000;
    const again = await checkIn(deps(), request, staffA);
    const concurrent = await Promise.all([checkIn(deps(), request, staffA), checkIn(deps(), request, staffA)]);
    expect(first.result).toBe('checked_in');
    for (const answer of [again, ...concurrent]) expect(answer).toEqual(first);
    expect(await checkinRows()).toHaveLength(1);
    expect(await attempts()).toHaveLength(1);
  });

  it('two retries of one lost request racing each other are one check-in', async () => {
    const request = scan(ticket('ACM-2B'));
    const answers = await Promise.all([checkIn(deps(), request, staffA), checkIn(deps(), request, staffA)]);
    expect(answers.map((answer) => answer.result)).toEqual(['checked_in', 'checked_in']);
    expect(await attempts()).toHaveLength(1);
  });

  it('refuses a nonce reused for another ticket', async () => {
    const request = scan(ticket('ACM-3'));
    await checkIn(deps(), request, staffA);
    await expect(checkIn(deps(), { ...request, ticket: ticket('ACM-4') }, staffA)).rejects.toBeInstanceOf(
      NonceReusedError,
    );
    expect(await findCheckin(database().db, 'ACM-4')).toBeNull();
  });

  it('20 concurrent scans of one ticket on different gates: exactly one checked_in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        checkIn(deps(), scan(ticket('ACM-RACE'), `Gate ${index}`), index % 2 ? staffA : staffB),
      ),
    );
    const winners = answers.filter((answer) => answer.result === 'checked_in');
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.result === 'already_checked_in')).toHaveLength(19);
    for (const answer of answers) expect(answer.firstCheckIn).toEqual(winners[0].firstCheckIn);
    expect(await checkinRows()).toHaveLength(1);
    expect((await attempts()).filter((row) => row.result === 'checked_in')).toHaveLength(1);
  });

  it('asks before admitting an unverified ticket, admits it on confirmation, then catches its second use', async () => {
    const external = ticket('EXT-77');
    const asked = await checkIn(deps(), scan(external), staffA);
    expect(asked).toEqual({
      result: 'unverified',
      ticketId: 'EXT-77',
      name: 'Ada Okafor',
      reason: 'Not issued by this website.',
    });
    expect(await checkinRows()).toHaveLength(0);
    const admitted = await checkIn(deps(), scan(external, 'North', { confirmUnverified: true }), staffA);
    expect(admitted.result).toBe('checked_in');
    expect((await findCheckin(database().db, 'EXT-77'))?.verification).toBe('unverified');
    clock += 1000;
    // Caught with or without confirmation: the ticket id has been used.
    for (const confirmUnverified of [false, true]) {
      const again = await checkIn(deps(), scan(external, 'South', { confirmUnverified }), staffB);
      expect(again).toMatchObject({
        result: 'already_checked_in',
        firstCheckIn: { gate: 'North', by: 'Gbenga Gate', at: new Date(T0).toISOString() },
      });
    }
  });

  it('the same nonce first unverified, then confirmed, is one admitted scan', async () => {
    const request = scan(ticket('EXT-78'));
    expect((await checkIn(deps(), request, staffA)).result).toBe('unverified');
    expect((await checkIn(deps(), { ...request, confirmUnverified: true }, staffA)).result).toBe('checked_in');
    expect((await attempts()).map((row) => row.result)).toEqual(['checked_in']);
  });

  it('logs an invalid ticket with its reason and stores no check-in', async () => {
    const forged = await checkIn(deps(), scan(ticket('BAD-1')), staffA);
    expect(forged).toEqual({
      result: 'invalid',
      ticketId: 'BAD-1',
      name: 'Ada Okafor',
      reason: 'The signature does not match.',
    });
    clock += 1;
    const garbage = await checkIn(deps(), scan('not a ticket'), staffA);
    expect(garbage).toEqual({ result: 'invalid', reason: 'This QR code does not hold a readable ticket.' });
    expect(await checkinRows()).toHaveLength(0);
    expect((await attempts()).map((row) => [row.result, row.ticket_id, row.reason])).toEqual([
      ['invalid', 'BAD-1', 'The signature does not match.'],
      ['invalid', null, 'This QR code does not hold a readable ticket.'],
    ]);
  });

  it('records an offline upload at the time the device scanned, when plausible', async () => {
    const scannedAt = new Date(T0 - 3_600_000).toISOString();
    const uploaded = await checkIn(deps(), scan(ticket('ACM-OFF'), 'East', { scannedAt }), staffA);
    expect(uploaded.firstCheckIn?.at).toBe(scannedAt);
    expect(await findCheckin(database().db, 'ACM-OFF')).toMatchObject({
      at: T0 - 3_600_000,
      recorded_at: T0,
      source: 'offline',
    });
    // A clock far in the future or a week back is not believed: the server's time is recorded.
    const future = await checkIn(
      deps(),
      scan(ticket('ACM-FUT'), 'East', { scannedAt: new Date(T0 + 3_600_000).toISOString() }),
      staffA,
    );
    expect(future.firstCheckIn?.at).toBe(new Date(T0).toISOString());
    expect(checkinTime(new Date(T0 - SCANNED_AT_MAX_AGE_MS - 1).toISOString(), T0)).toBe(T0);
    expect(checkinTime(new Date(T0 + 30_000).toISOString(), T0)).toBe(T0);
  });

  it('an organiser undoes a check-in (audited by ticket id only); the ticket can be checked in again', async () => {
    const original = scan(ticket('ACM-U'));
    const answer = await checkIn(deps(), original, staffA);
    expect(await undoCheckin(database().db, 'ACM-U', 'org@example.com', T0 + 10)).toBe(true);
    // A late retry of the undone scan answers as it did, and does not check the ticket in again.
    expect(await checkIn(deps(), original, staffA)).toEqual(answer);
    expect(await findCheckin(database().db, 'ACM-U')).toBeNull();
    expect(await undoCheckin(database().db, 'ACM-U', 'org@example.com', T0 + 11)).toBe(false);
    expect(await findCheckin(database().db, 'ACM-U')).toBeNull();
    const [entry] = await listAudit(database().db);
    expect(entry).toMatchObject({
      action: 'checkin-undone',
      actor: 'org@example.com',
      target: 'ACM-U',
      detail: null,
      at: T0 + 10,
    });
    clock += 60_000;
    expect((await checkIn(deps(), scan(ticket('ACM-U'), 'South'), staffB)).firstCheckIn).toEqual({
      at: new Date(clock).toISOString(),
      gate: 'South',
      by: 'Ngozi North',
    });
  });

  it('lists counts, gates, the last scans and the check-ins, and exports them with formulas defused', async () => {
    await checkIn(
      deps(),
      scan(
        encodeTicket({ ticketId: 'ACM-X1', firstName: '=HYPERLINK("x")', lastName: 'Ọlọ́lá', email: 'x1@example.com' }),
        'North',
      ),
      staffA,
    );
    clock += 1000;
    await checkIn(deps(), scan(ticket('ACM-X2'), 'South'), staffB);
    clock += 1000;
    await checkIn(deps(), scan(ticket('ACM-X2'), 'North'), staffA);
    clock += 1000;
    await checkIn(deps(), scan('garbage'), staffA);
    const db = database().db;
    expect(await checkinCounts(db)).toEqual({ checkedIn: 2, registered: 0 });
    expect(await checkinGates(db)).toEqual(['North', 'South']);
    expect((await lastScans(db, { gate: 'North' })).map((row) => [row.ticket_id, row.result])).toEqual([
      [null, 'invalid'],
      ['ACM-X2', 'already_checked_in'],
      ['ACM-X1', 'checked_in'],
    ]);
    expect((await recentCheckins(db)).map((row) => row.ticket_id)).toEqual(['ACM-X2', 'ACM-X1']);
    expect((await recentCheckins(db, { gate: 'South' })).map((row) => row.ticket_id)).toEqual(['ACM-X2']);
    let csv = '';
    for await (const chunk of checkinExportChunks(db, 'csv')) csv += chunk;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFticket_id,name,email,checked_in_at,gate,staff,verification,source,recorded_at');
    expect(lines[1]).toMatch(
      /^ACM-X2,Ada Okafor,ada@example.com,2026-11-20T08:00:01.000Z,South,Ngozi North,signature,online,/,
    );
    expect(lines[2]).toMatch(/^ACM-X1,"'=HYPERLINK\(""x""\) Ọlọ́lá",x1@example.com,/);
    let json = '';
    for await (const chunk of checkinExportChunks(db, 'json', 'North')) json += chunk;
    expect(JSON.parse(json)).toEqual([
      expect.objectContaining({ ticket_id: 'ACM-X1', gate: 'North', staff: 'Gbenga Gate' }),
    ]);
  });

  it("erasure of a person removes their check-ins and scans, nobody else's", async () => {
    await checkIn(deps(), scan(ticket('ACM-E1')), staffA);
    await checkIn(deps(), scan(ticket('ACM-E1')), staffB);
    await checkIn(deps(), scan(ticket('BAD-E2')), staffA);
    await checkIn(
      deps(),
      scan(encodeTicket({ ticketId: 'ACM-E3', firstName: 'Bola', lastName: 'Ade', email: 'bola@example.com' })),
      staffA,
    );
    const counts = await erasePerson(database().db, ' ADA@example.com ', 'org@example.com');
    expect(counts).toMatchObject({ checkins: 1, scans: 3 });
    expect((await checkinRows()).map((row) => row.ticket_id)).toEqual(['ACM-E3']);
    expect((await attempts()).map((row) => row.ticket_id)).toEqual(['ACM-E3']);
    expect((await listAudit(database().db))[0].detail).toBe(
      '0 submissions, 0 subscribers, 0 attendees, 0 mails, 1 check-ins, 3 scans',
    );
  });

  describe('a revoked ticket', () => {
    const revokedAt = T0 - 3_600_000;

    it('answers revoked with when, whatever its signature; the scan is logged, never a check-in; a retry answers the same', async () => {
      await revokeTickets(database().db, ['ACM-R1', 'BAD-R2', 'EXT-R3'], revokedAt);
      const request = scan(ticket('ACM-R1'));
      const answer = await checkIn(deps(), request, staffA);
      expect(answer).toEqual({
        result: 'revoked',
        ticketId: 'ACM-R1',
        name: 'Ada Okafor',
        revokedAt: new Date(revokedAt).toISOString(),
      });
      expect(await checkIn(deps(), request, staffA)).toEqual(answer);
      // A forged signature and an unsigned ticket with a revoked id, even confirmed by staff: revoked.
      expect(await checkIn(deps(), scan(ticket('BAD-R2')), staffA)).toMatchObject({
        result: 'revoked',
        ticketId: 'BAD-R2',
      });
      expect(await checkIn(deps(), scan(ticket('EXT-R3'), 'North', { confirmUnverified: true }), staffA)).toMatchObject(
        { result: 'revoked' },
      );
      expect(await checkinRows()).toEqual([]);
      expect((await attempts()).map((row) => [row.ticket_id, row.result, row.gate, row.staff_name]).sort()).toEqual([
        ['ACM-R1', 'revoked', 'North', 'Gbenga Gate'],
        ['BAD-R2', 'revoked', 'North', 'Gbenga Gate'],
        ['EXT-R3', 'revoked', 'North', 'Gbenga Gate'],
      ]);
      expect((await lastScans(database().db, {}))[0]).toMatchObject({ result: 'revoked' });
    });

    it("revoked while its scan is being decided: the check-in's own write refuses it", async () => {
      const db = database().db;
      // The revocation commits after the service looked and before it writes: during the signature check.
      const revokingVerify: TicketVerifier = async (data) => {
        await revokeTickets(db, ['ACM-RACE'], T0 - 1);
        return verify(data);
      };
      expect(await checkIn({ db, verify: revokingVerify, now: () => clock }, scan(ticket('ACM-RACE')), staffA)).toEqual(
        {
          result: 'revoked',
          ticketId: 'ACM-RACE',
          name: 'Ada Okafor',
          revokedAt: new Date(T0 - 1).toISOString(),
        },
      );
      expect(await checkinRows()).toEqual([]);
    });

    it('checked in, then cancelled: the next scan, and an offline scan uploaded later, answer revoked', async () => {
      const db = database().db;
      await recordAttendee(
        db,
        {
          ticketId: 'ACM-C1',
          firstName: 'Ada',
          lastName: 'Okafor',
          email: 'ada@example.com',
          ticket: { ticketId: 'ACM-C1' },
          payload: {},
        },
        [],
        T0 - 10_000,
      );
      await recordAttendee(
        db,
        {
          ticketId: 'ACM-C2',
          firstName: 'Bola',
          lastName: 'Ade',
          email: 'bola@example.com',
          ticket: { ticketId: 'ACM-C2' },
          payload: {},
        },
        [],
        T0 - 10_000,
      );
      expect(await checkIn(deps(), scan(ticket('ACM-C1')), staffA)).toMatchObject({ result: 'checked_in' });
      clock = T0 + 60_000;
      expect(
        await cancelRegistration({ db, letters: ticketLetters, now: () => clock }, 'ACM-C1', {
          actor: 'org@example.com',
        }),
      ).toMatchObject({
        ok: true,
      });
      expect(
        await cancelRegistration({ db, letters: ticketLetters, now: () => clock }, 'ACM-C2', {
          actor: 'org@example.com',
        }),
      ).toMatchObject({
        ok: true,
      });
      clock = T0 + 120_000;
      expect(await checkIn(deps(), scan(ticket('ACM-C1'), 'South'), staffB)).toEqual({
        result: 'revoked',
        ticketId: 'ACM-C1',
        name: 'Ada Okafor',
        revokedAt: new Date(T0 + 60_000).toISOString(),
      });
      // Admitted offline at 08:00:30, cancelled at 08:01, uploaded at 08:02: refused, no check-in.
      const offline = scan(ticket('ACM-C2'), 'West', { scannedAt: new Date(T0 + 30_000).toISOString() });
      expect(await checkIn(deps(), offline, staffB)).toMatchObject({
        result: 'revoked',
        revokedAt: new Date(T0 + 60_000).toISOString(),
      });
      expect((await checkinRows()).map((row) => row.ticket_id)).toEqual(['ACM-C1']);
    });

    it("an erased attendee's ticket is refused as revoked and never checks in again as a fresh first scan", async () => {
      const db = database().db;
      await recordAttendee(
        db,
        {
          ticketId: 'ACM-E9',
          firstName: 'Ada',
          lastName: 'Okafor',
          email: 'ada@example.com',
          ticket: { ticketId: 'ACM-E9' },
          payload: {},
        },
        [],
        T0 - 10_000,
      );
      expect(await checkIn(deps(), scan(ticket('ACM-E9')), staffA)).toMatchObject({ result: 'checked_in' });
      clock = T0 + 60_000;
      expect(await erasePerson(db, 'ada@example.com', 'org@example.com', clock)).toMatchObject({
        attendees: 1,
        checkins: 1,
      });
      expect(await checkinRows()).toEqual([]);
      clock = T0 + 120_000;
      expect(await checkIn(deps(), scan(ticket('ACM-E9')), staffB)).toEqual({
        result: 'revoked',
        ticketId: 'ACM-E9',
        name: 'Ada Okafor',
        revokedAt: new Date(T0 + 60_000).toISOString(),
      });
      expect(await checkinRows()).toEqual([]);
    });
  });

  // U+212A KELVIN SIGN normalises (NFC) to K, and the signature covers the NFC
  // fields, so the lookalike verified and was a second key for one ticket at the gate.
  it('admits a signed ticket once, whatever lookalike of its id a second gate is shown', async () => {
    const key = ticketKeyFromSeed(testTicketSeed);
    const realVerify: TicketVerifier = (data) =>
      checkTicket(data, { keys: [{ id: key.id, publicKey: key.publicKey }] });
    const signed = signTicket(asciiTicket, key);
    const real = { db: database().db, verify: realVerify, now: () => clock };
    expect(await checkIn(real, scan(encodeTicket(signed)), staffA)).toMatchObject({ result: 'checked_in' });
    const lookalike = encodeTicket({ ...signed, ticketId: signed.ticketId.replace('K', '\u212a') });
    expect(await checkIn(real, scan(lookalike, 'South'), staffB)).toMatchObject({ result: 'invalid' });
    expect((await checkinRows()).map((row) => row.ticket_id)).toEqual([asciiTicket.ticketId]);
  });
});
