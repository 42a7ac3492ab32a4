/** @jest-environment node */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeTicket } from '@/lib/tickets/codec';
import { bytesToBase64Url } from '@/lib/tickets/ed25519';
import { asciiTicket, igboTicket, yorubaTicket } from '@/lib/tickets/fixtures';
import { createEngine, httpTransport, outcomeFromResponse, type TransportAnswer } from './engine';
import { ticketIdHash } from '@/lib/tickets/revoked-list';
import { openScannerStore } from './store';
import { answer, published, revocationServer, scripted, signedCode } from './test-server';

// The fixtures' Igbo ticket shares the ASCII ticket's id; here it is a third attendee.
const thirdTicket = { ...igboTicket, ticketId: 'ACM2025-IGBO01-1757980800002' };

function setUp(options: { online: boolean; answers?: TransportAnswer[] }) {
  const store = openScannerStore(`test-${randomUUID()}`);
  const server = scripted(...(options.answers ?? []));
  const state = { online: options.online, clock: Date.parse('2025-11-15T08:00:00Z') };
  const engine = createEngine({
    store,
    transport: server.transport,
    online: () => state.online,
    newNonce: () => randomUUID(),
    now: () => (state.clock += 1000),
  });
  return { store, server, state, engine };
}

const gate = 'North gate';

describe('online scans', () => {
  it('sends the ticket with a fresh nonce and the gate, and shows the server answer', async () => {
    const first = { at: '2025-11-15T08:00:01.000Z', gate, by: 'Gbenga Gate' };
    const { engine, server } = setUp({
      online: true,
      answers: [
        answer({ result: 'checked_in', ticketId: asciiTicket.ticketId, name: 'Ada Okafor', firstCheckIn: first }),
        answer({
          result: 'already_checked_in',
          ticketId: asciiTicket.ticketId,
          name: 'Ada Okafor',
          firstCheckIn: first,
        }),
      ],
    });
    const code = signedCode(asciiTicket);
    await expect(engine.scan(`https://example.org/ticket/qr-verify?ticket=${code}`, gate)).resolves.toMatchObject({
      kind: 'checked_in',
      name: 'Ada Okafor',
      offline: false,
    });
    await expect(engine.scan(code, gate)).resolves.toMatchObject({
      kind: 'already_checked_in',
      first: { at: Date.parse(first.at), gate, by: 'Gbenga Gate' },
    });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]).toEqual({ ticket: code, nonce: expect.any(String), gate });
    expect(server.requests[0].nonce).not.toBe(server.requests[1].nonce);
  });

  it('refuses an unreadable code without asking the server', async () => {
    const { engine, server } = setUp({ online: true });
    await expect(engine.scan('hello, not a ticket', gate)).resolves.toEqual({
      kind: 'invalid',
      reason: 'This code does not hold a readable ticket.',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('retries a lost request with the same nonce, then handles the scan offline with that nonce', async () => {
    const { engine, server, store } = setUp({ online: true, answers: [{ kind: 'network' }, { kind: 'network' }] });
    await engine.refreshKeys(async () => [published]);
    await expect(engine.scan(signedCode(thirdTicket), gate)).resolves.toMatchObject({
      kind: 'checked_in',
      offline: true,
    });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1].nonce).toBe(server.requests[0].nonce);
    const [queued] = await store.queued();
    expect(queued.nonce).toBe(server.requests[0].nonce);
  });

  it('sends confirmUnverified only when staff confirm', async () => {
    const { engine, server } = setUp({
      online: true,
      answers: [answer({ result: 'unverified', reason: 'Not issued by this site.' }), answer({ result: 'checked_in' })],
    });
    const code = encodeTicket(asciiTicket);
    await expect(engine.scan(code, gate)).resolves.toMatchObject({
      kind: 'unverified',
      name: 'Ada Okafor',
      ticket: code,
      offline: false,
    });
    await engine.scan(code, gate, { confirmUnverified: true });
    expect(server.requests.map((request) => request.confirmUnverified)).toEqual([undefined, true]);
  });

  it.each([
    [401, 'You are signed out'],
    [403, 'may not check tickets in'],
  ])('HTTP %s is a scan not recorded, never an offline check-in', async (status, message) => {
    const { engine, store } = setUp({ online: true, answers: [{ kind: 'status', status }] });
    await engine.refreshKeys(async () => [published]);
    const outcome = await engine.scan(signedCode(asciiTicket), gate);
    expect(outcome).toMatchObject({ kind: 'error', message: expect.stringContaining(message) });
    expect(await store.pendingCount()).toBe(0);
  });
});

describe('a server that cannot decide (its database down: 503, or any 5xx)', () => {
  // A real local HTTP server answering as POST /api/checkin does during an outage.
  let server: Server;
  let url = '';
  let status = 503;
  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      if (status === 503)
        response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' }).end(
          JSON.stringify({
            success: false,
            error: 'Service Unavailable',
            message: 'Temporarily unavailable',
            statusCode: 503,
          }),
        );
      else response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/checkin`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([503, 500, 502])('HTTP %s reads as no network, and only 401 as signed out', async (code) => {
    status = code;
    await expect(httpTransport(url)({ ticket: 'x', nonce: randomUUID(), gate })).resolves.toEqual({ kind: 'network' });
    status = 401;
    await expect(httpTransport(url)({ ticket: 'x', nonce: randomUUID(), gate })).resolves.toEqual({
      kind: 'status',
      status: 401,
    });
  });

  it('a 503 scan is decided on the device and queued with its nonce, not "signed out"', async () => {
    status = 503;
    const store = openScannerStore(`test-${randomUUID()}`);
    const engine = createEngine({
      store,
      transport: httpTransport(url),
      online: () => true,
      newNonce: randomUUID,
      now: Date.now,
    });
    await engine.refreshKeys(async () => [published]);
    await expect(engine.scan(signedCode(thirdTicket), gate)).resolves.toMatchObject({
      kind: 'checked_in',
      offline: true,
    });
    expect(await store.pendingCount()).toBe(1);
  });
});

describe('offline scans', () => {
  it('checks a signed ticket in on the device, catches its second scan, and queues one upload', async () => {
    const { engine, store, server } = setUp({ online: false });
    await engine.refreshKeys(async () => [published]);
    const code = signedCode(yorubaTicket);
    const first = await engine.scan(code, gate);
    expect(first).toMatchObject({
      kind: 'checked_in',
      offline: true,
      name: `${yorubaTicket.firstName} ${yorubaTicket.lastName}`,
    });
    const second = await engine.scan(code, 'South gate');
    expect(second).toMatchObject({ kind: 'already_checked_in', offline: true, first: { gate } });
    if (first.kind === 'checked_in' && second.kind === 'already_checked_in') expect(second.first.at).toBe(first.at);
    expect(await store.pendingCount()).toBe(1);
    expect(server.requests).toHaveLength(0);
  });

  it('two scans of one ticket at the same moment: exactly one is admitted', async () => {
    const { engine, store } = setUp({ online: false });
    await engine.refreshKeys(async () => [published]);
    const code = signedCode(asciiTicket);
    const outcomes = await Promise.all([engine.scan(code, gate), engine.scan(code, gate)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already_checked_in', 'checked_in']);
    expect(await store.pendingCount()).toBe(1);
  });

  it('catches offline a ticket the server checked in earlier', async () => {
    const at = '2025-11-15T07:30:00.000Z';
    const { engine, state } = setUp({
      online: true,
      answers: [
        answer({
          result: 'checked_in',
          ticketId: asciiTicket.ticketId,
          name: 'Ada Okafor',
          firstCheckIn: { at, gate: 'East gate', by: 'Ori' },
        }),
      ],
    });
    await engine.refreshKeys(async () => [published]);
    await engine.scan(signedCode(asciiTicket), gate);
    state.online = false;
    await expect(engine.scan(signedCode(asciiTicket), gate)).resolves.toMatchObject({
      kind: 'already_checked_in',
      offline: true,
      first: { at: Date.parse(at), gate: 'East gate' },
    });
  });

  it('refuses a tampered ticket and a forged signature', async () => {
    const { engine, store } = setUp({ online: false });
    await engine.refreshKeys(async () => [published]);
    const signed = JSON.parse(Buffer.from(signedCode(asciiTicket), 'base64').toString('utf8'));
    const tampered = encodeTicket({ ...signed, lastName: 'Someone Else' });
    const forged = encodeTicket({ ...signed, signature: bytesToBase64Url(new Uint8Array(64).fill(7)) });
    await expect(engine.scan(tampered, gate)).resolves.toMatchObject({
      kind: 'invalid',
      reason: expect.stringContaining('forged or altered'),
    });
    await expect(engine.scan(forged, gate)).resolves.toMatchObject({ kind: 'invalid' });
    expect(await store.pendingCount()).toBe(0);
  });

  it('says an unsigned ticket, a ticket of an unknown key and any ticket without keys cannot be checked offline', async () => {
    const { engine, store } = setUp({ online: false });
    await expect(engine.scan(signedCode(asciiTicket), gate)).resolves.toMatchObject({
      kind: 'unverified',
      offline: true,
      reason: expect.stringContaining('no ticket keys'),
    });
    await engine.refreshKeys(async () => [{ ...published, id: 'other' }]);
    await expect(engine.scan(signedCode(asciiTicket), gate)).resolves.toMatchObject({
      kind: 'unverified',
      offline: true,
      reason: expect.stringContaining('key this device does not know'),
    });
    await expect(engine.scan(encodeTicket(asciiTicket), gate)).resolves.toMatchObject({
      kind: 'unverified',
      offline: true,
      reason: expect.stringContaining('no signature'),
    });
    expect(await store.pendingCount()).toBe(0);
  });

  it('keeps the downloaded keys when a later download fails', async () => {
    const { engine, store } = setUp({ online: false });
    await engine.refreshKeys(async () => [published]);
    expect(
      await engine.refreshKeys(async () => {
        throw new Error('offline');
      }),
    ).toBe(false);
    expect((await store.getKeys())?.keys).toEqual([published]);
  });
});

describe('the list of cancelled tickets', () => {
  const cancelledAt = '2025-11-15T07:45:00.000Z';

  it('is downloaded answer by answer after its cursor, and refuses a cancelled ticket offline whatever its signature, without queueing it', async () => {
    const { engine, store } = setUp({ online: false });
    await engine.refreshKeys(async () => [published]);
    const list = revocationServer(2);
    for (const id of ['ACM2025-A', 'ACM2025-B', asciiTicket.ticketId, 'ACM2025-C', 'ACM2025-D'])
      list.revoke(id, cancelledAt);
    await expect(engine.refreshRevocations(list.fetchPage)).resolves.toBe(true);
    // Three answers of two: the first without a cursor, each next one from the cursor before.
    expect(list.requests).toEqual([undefined, '2', '4']);
    expect(await store.revocationSync()).toEqual({ cursor: '5', completeAt: expect.any(Number) });

    const signed = signedCode(asciiTicket);
    await expect(engine.scan(signed, gate)).resolves.toEqual({
      kind: 'revoked',
      ticketId: asciiTicket.ticketId,
      name: `${asciiTicket.firstName} ${asciiTicket.lastName}`,
      revokedAt: Date.parse(cancelledAt),
      offline: true,
    });
    await expect(engine.scan(encodeTicket(asciiTicket), gate)).resolves.toMatchObject({
      kind: 'revoked',
      offline: true,
    });
    expect(await store.pendingCount()).toBe(0);
    // Another ticket still checks in.
    await expect(engine.scan(signedCode(yorubaTicket), gate)).resolves.toMatchObject({
      kind: 'checked_in',
      offline: true,
    });

    // The next refresh asks only after its cursor and gets what was cancelled since.
    list.revoke(yorubaTicket.ticketId, '2025-11-15T08:30:00.000Z');
    await engine.refreshRevocations(list.fetchPage);
    expect(list.requests.slice(3)).toEqual(['5']);
    await expect(engine.scan(signedCode(yorubaTicket), gate)).resolves.toMatchObject({
      kind: 'revoked',
      revokedAt: Date.parse('2025-11-15T08:30:00.000Z'),
    });
  });

  it('an interrupted first sync keeps what it got and resumes at its cursor; the list is complete only at the end', async () => {
    const { engine, store, state } = setUp({ online: false });
    const list = revocationServer(2);
    for (const id of ['ACM2025-A', 'ACM2025-B', 'ACM2025-C']) list.revoke(id, cancelledAt);
    const fetchPage = async (since: string | undefined) => {
      if (since === '2') throw new TypeError('Failed to fetch');
      return list.fetchPage(since);
    };
    await expect(engine.refreshRevocations(fetchPage)).resolves.toBe(false);
    expect(await store.revocationSync()).toEqual({ cursor: '2', completeAt: null });
    const before = state.clock;
    await expect(engine.refreshRevocations(list.fetchPage)).resolves.toBe(true);
    expect(list.requests.at(-1)).toBe('2');
    expect((await store.revocationSync())?.completeAt).toBeGreaterThan(before);
  });

  it('hashes a ticket id as the server stores it: SHA-256 of its UTF-8, lower-case hex', async () => {
    const list = revocationServer();
    list.revoke('ACM2025-ỌLÁ-1', cancelledAt);
    await expect(ticketIdHash('ACM2025-ỌLÁ-1')).resolves.toBe(list.entries[0].hash);
  });
});

describe('upload', () => {
  async function offlineQueue(codes: string[]) {
    const setup = setUp({ online: false });
    await setup.engine.refreshKeys(async () => [published]);
    for (const code of codes) await setup.engine.scan(code, gate);
    return setup;
  }

  it('uploads in order with the original nonce and scan time, and reports another gate that was first as a conflict', async () => {
    const setup = await offlineQueue([signedCode(asciiTicket), signedCode(thirdTicket)]);
    const queued = await setup.store.queued();
    expect(queued.map((entry) => entry.ticketId)).toEqual([asciiTicket.ticketId, thirdTicket.ticketId]);
    const other = { at: '2025-11-15T08:00:00.500Z', gate: 'East gate', by: 'Ori Organiser' };
    const server = scripted(
      answer({
        result: 'checked_in',
        ticketId: asciiTicket.ticketId,
        firstCheckIn: { at: queued[0].scannedAt, gate, by: 'Gbenga' },
      }),
      answer({
        result: 'already_checked_in',
        ticketId: thirdTicket.ticketId,
        name: 'Chiamaka Nwọsu',
        firstCheckIn: other,
      }),
    );
    const engine = createEngine({
      store: setup.store,
      transport: server.transport,
      online: () => true,
      newNonce: randomUUID,
      now: Date.now,
    });
    await expect(engine.upload()).resolves.toEqual({ uploaded: 2 });
    expect(server.requests).toEqual(
      queued.map((entry) => ({ ticket: entry.ticket, nonce: entry.nonce, gate, scannedAt: entry.scannedAt })),
    );
    expect(await setup.store.pendingCount()).toBe(0);
    expect(await setup.store.conflicts()).toEqual([
      {
        nonce: queued[1].nonce,
        ticketId: thirdTicket.ticketId,
        name: 'Chiamaka Nwọsu',
        localAt: Date.parse(queued[1].scannedAt),
        localGate: gate,
        other: { at: Date.parse(other.at), gate: 'East gate', by: 'Ori Organiser' },
      },
    ]);
  });

  it('stops at a lost network and keeps that check-in and the later ones for the next try', async () => {
    const setup = await offlineQueue([signedCode(asciiTicket), signedCode(thirdTicket), signedCode(yorubaTicket)]);
    const server = scripted(answer({ result: 'checked_in' }), { kind: 'network' });
    const engine = createEngine({
      store: setup.store,
      transport: server.transport,
      online: () => true,
      newNonce: randomUUID,
      now: Date.now,
    });
    await expect(engine.upload()).resolves.toEqual({ uploaded: 1, stopped: 'network' });
    expect((await setup.store.queued()).map((entry) => entry.ticketId)).toEqual([
      thirdTicket.ticketId,
      yorubaTicket.ticketId,
    ]);
    const retry = scripted(answer({ result: 'checked_in' }), answer({ result: 'checked_in' }));
    const again = createEngine({
      store: setup.store,
      transport: retry.transport,
      online: () => true,
      newNonce: randomUUID,
      now: Date.now,
    });
    await expect(again.upload()).resolves.toEqual({ uploaded: 2 });
    // The retried upload carries the nonce of the attempt whose answer was lost.
    expect(retry.requests[0].nonce).toBe(server.requests[1].nonce);
  });

  it('stops while signed out; a ticket the server refuses becomes a conflict with its reason', async () => {
    const setup = await offlineQueue([signedCode(asciiTicket), signedCode(thirdTicket)]);
    const signedOut = createEngine({
      store: setup.store,
      transport: scripted({ kind: 'status', status: 401 }).transport,
      online: () => true,
      newNonce: randomUUID,
      now: Date.now,
    });
    await expect(signedOut.upload()).resolves.toMatchObject({
      uploaded: 0,
      stopped: expect.stringContaining('signed out'),
    });
    expect(await setup.store.pendingCount()).toBe(2);
    const server = scripted(
      answer({ result: 'invalid', reason: 'This key was withdrawn.' }),
      answer({ result: 'checked_in' }),
    );
    const engine = createEngine({
      store: setup.store,
      transport: server.transport,
      online: () => true,
      newNonce: randomUUID,
      now: Date.now,
    });
    await expect(engine.upload()).resolves.toEqual({ uploaded: 2 });
    expect(await setup.store.conflicts()).toEqual([
      expect.objectContaining({ ticketId: asciiTicket.ticketId, reason: 'This key was withdrawn.' }),
    ]);
    await setup.store.clearConflicts();
    expect(await setup.store.conflicts()).toEqual([]);
  });

  it('a ticket cancelled while it waited to upload becomes a conflict that says so', async () => {
    const setup = await offlineQueue([signedCode(asciiTicket)]);
    const revokedAt = '2025-11-15T08:10:00.000Z';
    const server = scripted(answer({ result: 'revoked', ticketId: asciiTicket.ticketId, revokedAt }));
    const engine = createEngine({
      store: setup.store,
      transport: server.transport,
      online: () => true,
      newNonce: randomUUID,
      now: Date.now,
    });
    await expect(engine.upload()).resolves.toEqual({ uploaded: 1 });
    expect(await setup.store.pendingCount()).toBe(0);
    expect(await setup.store.conflicts()).toEqual([
      expect.objectContaining({ ticketId: asciiTicket.ticketId, revokedAt: Date.parse(revokedAt) }),
    ]);
  });
});

describe('outcomeFromResponse', () => {
  const fallback = { ticketId: 'T-1', name: 'Ada Okafor', at: 42 };
  it('falls back to the scanned ticket for missing fields and maps unknown results to invalid', () => {
    expect(outcomeFromResponse({ result: 'checked_in' }, 'code', fallback)).toEqual({
      kind: 'checked_in',
      ticketId: 'T-1',
      name: 'Ada Okafor',
      at: 42,
      gate: '',
      offline: false,
    });
    expect(outcomeFromResponse({ result: 'invalid', reason: 'Forged.' }, 'code', fallback)).toEqual({
      kind: 'invalid',
      reason: 'Forged.',
    });
    expect(outcomeFromResponse({ result: 'revoked', revokedAt: '2025-11-15T08:10:00.000Z' }, 'code', fallback)).toEqual(
      {
        kind: 'revoked',
        ticketId: 'T-1',
        name: 'Ada Okafor',
        revokedAt: Date.parse('2025-11-15T08:10:00.000Z'),
        offline: false,
      },
    );
  });
});
