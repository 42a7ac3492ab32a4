/** @jest-environment node */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { encodeTicket } from '@/lib/tickets/codec';
import { asciiTicket, igboTicket, yorubaTicket } from '@/lib/tickets/fixtures';
import { createEngine, type TransportAnswer } from './engine';
import type { FeedbackTone } from './feedback';
import { createScannerSession, REVOCATIONS_REFRESH_MS, RESULT_MS, SAME_CODE_MS, UPLOAD_RETRY_MS } from './session';
import { scannerScreen, type ScannerState } from './state';
import { openScannerStore } from './store';
import { answer, published, revocationServer, scripted, signedCode } from './test-server';
import { cancellationsAge } from '@/components/scanner/scanner-status';

/**
 * The session with the real engine and store (IndexedDB from fake-indexeddb), a scripted server,
 * and jest's clock for its timers. What the browser gives a page (the network flag, the saved
 * gate name) is a plain value here.
 */

// The fixtures' Igbo ticket shares the ASCII ticket's id; here it is another attendee.
const otherTicket = { ...igboTicket, ticketId: 'ACM2025-IGBO01-1757980800002' };

/** A value the page watches, as navigator.onLine or the saved gate name. */
function watched<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

function start(
  options: {
    online?: boolean;
    gate?: string;
    answers?: TransportAnswer[];
    preloadReader?: () => Promise<unknown>;
  } = {},
) {
  const store = openScannerStore(`test-${randomUUID()}`);
  const server = scripted(...(options.answers ?? []));
  const network = watched(options.online ?? true);
  const gate = watched(options.gate ?? 'North gate');
  const tones: FeedbackTone[] = [];
  const list = revocationServer();
  const session = createScannerSession({
    engine: createEngine({
      store,
      transport: server.transport,
      online: network.read,
      newNonce: randomUUID,
      now: Date.now,
    }),
    store,
    fetchKeys: async () => [published],
    fetchRevoked: list.fetchPage,
    network,
    gate: { ...gate, save: (name) => (gate.set(name.trim()), gate.read()) },
    preloadReader: options.preloadReader ?? (async () => undefined),
    play: (tone) => void tones.push(tone),
    now: Date.now,
  });
  const stop = session.start();
  const state = () => session.getSnapshot();
  return { session, server, list, network, tones, stop, state };
}

/** Lets IndexedDB and the engine work (they answer on later turns of the event loop) until `done` holds. */
async function until(state: () => ScannerState, done: (state: ScannerState) => boolean) {
  for (let turn = 0; turn < 1000 && !done(state()); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  if (!done(state())) throw new Error(`The scanner never got there: ${JSON.stringify(state())}`);
}

const ready = (state: ScannerState) => state.keysAt !== null && state.revocationsAt !== null;

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

describe('starting', () => {
  it('reads the gate, downloads the ticket keys and reads the queue', async () => {
    const { state } = start();
    await until(state, ready);
    expect(state()).toMatchObject({ gate: 'North gate', online: true, pending: 0, conflicts: [], result: null });
    expect(scannerScreen(state())).toBe('scanner');
  });

  it('asks for the gate on a new device, and scans once it is saved', async () => {
    const { session, state } = start({ gate: '' });
    expect(scannerScreen(state())).toBe('gate-form');
    session.saveGate('  West gate ');
    expect(state().gate).toBe('West gate');
    expect(scannerScreen(state())).toBe('scanner');
  });

  it('says when the QR reader cannot load', async () => {
    const { state } = start({ preloadReader: async () => Promise.reject(new Error('no WebAssembly')) });
    await until(state, (current) => current.readerFailed);
  });
});

describe('a scan online', () => {
  it('is checked, shows the server answer with its sound, and clears after RESULT_MS', async () => {
    const { session, server, tones, state } = start({
      answers: [answer({ result: 'checked_in', name: 'Ada Okafor' })],
    });
    await until(state, ready);
    const checked = session.check(signedCode(asciiTicket));
    expect(state().checking).toBe(true);
    await checked;
    expect(state()).toMatchObject({
      checking: false,
      result: { outcome: { kind: 'checked_in', name: 'Ada Okafor', offline: false } },
    });
    expect(server.requests).toEqual([expect.objectContaining({ gate: 'North gate' })]);
    expect(tones).toEqual(['green']);
    jest.advanceTimersByTime(RESULT_MS - 1);
    expect(state().result).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(state().result).toBeNull();
  });

  it('stays while a button on the result has focus, and clears RESULT_MS after focus leaves', async () => {
    const { session, tones, state } = start({ answers: [answer({ result: 'invalid', reason: 'Forged.' })] });
    await until(state, ready);
    await session.check(signedCode(asciiTicket));
    session.hold(true);
    jest.advanceTimersByTime(10 * RESULT_MS);
    expect(state().result?.outcome).toEqual({ kind: 'invalid', reason: 'Forged.' });
    session.hold(false);
    jest.advanceTimersByTime(RESULT_MS);
    expect(state().result).toBeNull();
    expect(tones).toEqual(['red']);
  });

  it('blue waits for staff, the camera does not scan over it, and "ID checked: admit" sends it confirmed', async () => {
    const { session, server, tones, state } = start({
      answers: [answer({ result: 'unverified', reason: 'Not issued here.' }), answer({ result: 'checked_in' })],
    });
    await until(state, ready);
    const unsigned = encodeTicket(asciiTicket);
    await session.check(unsigned);
    jest.advanceTimersByTime(10 * RESULT_MS);
    expect(state().result?.outcome).toMatchObject({ kind: 'unverified', offline: false });
    session.codeRead(signedCode(otherTicket));
    expect(server.requests).toHaveLength(1);
    session.confirm();
    await until(state, (current) => current.result?.outcome.kind === 'checked_in');
    expect(server.requests.map((request) => [request.ticket, request.confirmUnverified])).toEqual([
      [unsigned, undefined],
      [unsigned, true],
    ]);
    expect(tones).toEqual(['blue', 'green']);
  });

  it('a code held in front of the camera is sent once, and again once it was away SAME_CODE_MS', async () => {
    const { session, server, state } = start({
      answers: [answer({ result: 'checked_in' }), answer({ result: 'already_checked_in' })],
    });
    await until(state, ready);
    const code = signedCode(asciiTicket);
    session.codeRead(code);
    await until(state, (current) => current.result !== null);
    // Read every second for longer than SAME_CODE_MS: still the same person.
    for (let second = 0; second < 6; second += 1) {
      jest.advanceTimersByTime(1000);
      session.codeRead(code);
    }
    expect(server.requests).toHaveLength(1);
    jest.advanceTimersByTime(SAME_CODE_MS);
    session.codeRead(code);
    await until(state, (current) => current.result?.outcome.kind === 'already_checked_in');
    expect(server.requests).toHaveLength(2);
  });
});

describe('the list of cancelled tickets', () => {
  const age = (state: ScannerState) => cancellationsAge(state.revocationsAt, state.now);

  it('is downloaded at start, and its age shows as the minutes pass', async () => {
    const { list, state } = start();
    await until(state, ready);
    expect(list.requests).toEqual([undefined]);
    expect(age(state())).toBe('Cancellations updated less than a minute ago');
  });

  it('is refreshed every REVOCATIONS_REFRESH_MS while online and on reconnect; a ticket cancelled meanwhile is refused offline', async () => {
    const { session, list, network, state, tones } = start();
    await until(state, ready);
    list.revoke(asciiTicket.ticketId, '2025-11-15T08:00:00.000Z');
    const started = state().revocationsAt ?? 0;
    jest.advanceTimersByTime(REVOCATIONS_REFRESH_MS);
    await until(state, (current) => (current.revocationsAt ?? 0) > started);
    expect(list.requests).toHaveLength(2);
    network.set(false);
    await session.check(signedCode(asciiTicket));
    expect(state()).toMatchObject({
      pending: 0,
      result: { outcome: { kind: 'revoked', offline: true, ticketId: asciiTicket.ticketId } },
    });
    expect(tones).toEqual(['red']);

    // While offline nothing is asked; the age grows; on reconnect the list is refreshed at once.
    jest.advanceTimersByTime(3 * 60_000);
    expect(list.requests).toHaveLength(2);
    expect(age(state())).toBe('Cancellations updated 3 min ago');
    list.revoke(otherTicket.ticketId, '2025-11-15T08:05:00.000Z');
    network.set(true);
    await until(state, () => list.requests.length === 3);
    await until(state, () => age(state()) === 'Cancellations updated less than a minute ago');
    network.set(false);
    await session.check(signedCode(otherTicket));
    expect(state().result?.outcome).toMatchObject({ kind: 'revoked', ticketId: otherTicket.ticketId });
  });

  it('a list that cannot be downloaded keeps its age: the device says how old its list is', async () => {
    const { list, state } = start();
    await until(state, ready);
    list.down = true;
    for (const requests of [2, 3]) {
      const keysAt = state().keysAt ?? 0;
      jest.advanceTimersByTime(REVOCATIONS_REFRESH_MS);
      // The keys still download: the refresh has ended once they are read again.
      await until(state, (current) => (current.keysAt ?? 0) > keysAt);
      expect(list.requests).toHaveLength(requests);
    }
    await until(state, (current) => age(current) === 'Cancellations updated 2 min ago');
  });
});

describe('offline', () => {
  it('checks on the device and queues; back online, uploads in scan order and lists a conflict', async () => {
    const { session, server, network, state } = start();
    await until(state, ready);
    network.set(false);
    expect(state().online).toBe(false);
    await session.check(signedCode(asciiTicket));
    expect(state()).toMatchObject({ pending: 1, result: { outcome: { kind: 'checked_in', offline: true } } });
    await session.check(signedCode(otherTicket));
    await session.check(signedCode(asciiTicket));
    expect(state()).toMatchObject({ pending: 2, result: { outcome: { kind: 'already_checked_in', offline: true } } });
    expect(server.requests).toEqual([]);

    const other = { at: '2025-11-15T08:00:00.000Z', gate: 'East gate', by: 'Ori Organiser' };
    server.answers.push(
      answer({ result: 'checked_in' }),
      answer({ result: 'already_checked_in', firstCheckIn: other }),
    );
    network.set(true);
    await until(state, (current) => current.pending === 0 && current.conflicts.length === 1);
    expect(server.requests.map((request) => [request.ticket, request.gate])).toEqual([
      [signedCode(asciiTicket), 'North gate'],
      [signedCode(otherTicket), 'North gate'],
    ]);
    expect(server.requests.every((request) => request.scannedAt && request.nonce)).toBe(true);
    expect(state().conflicts).toEqual([
      expect.objectContaining({
        ticketId: otherTicket.ticketId,
        other: { at: Date.parse(other.at), gate: 'East gate', by: 'Ori Organiser' },
      }),
    ]);
    await session.clearConflicts();
    expect(state().conflicts).toEqual([]);
  });

  it('a server that cannot answer (its database down) queues the scan; the retry uploads it once it answers', async () => {
    const { session, server, state } = start({ answers: [{ kind: 'network' }, { kind: 'network' }] });
    await until(state, ready);
    await session.check(signedCode(yorubaTicket));
    expect(state()).toMatchObject({
      online: true,
      pending: 1,
      uploadNote: '',
      result: { outcome: { kind: 'checked_in', offline: true } },
    });
    // The upload tried straight after the scan gets no answer either.
    await until(state, () => server.requests.length === 3);
    expect(state()).toMatchObject({ pending: 1, uploadNote: '' });
    server.answers.push(answer({ result: 'checked_in' }));
    jest.advanceTimersByTime(UPLOAD_RETRY_MS);
    await until(state, (current) => current.pending === 0);
    // Every try carries the nonce of the scan whose answers were lost.
    expect(server.requests.map((request) => request.nonce)).toEqual(Array(4).fill(server.requests[0].nonce));
  });

  it('an upload refused while signed out says so and keeps the queue for the next try', async () => {
    const { session, server, network, state } = start();
    await until(state, ready);
    network.set(false);
    await session.check(signedCode(asciiTicket));
    server.answers.push({ kind: 'status', status: 401 });
    network.set(true);
    await until(state, (current) => current.uploadNote !== '');
    expect(state()).toMatchObject({ pending: 1, uploadNote: 'You are signed out. Sign in again to go on scanning.' });
    server.answers.push(answer({ result: 'checked_in' }));
    jest.advanceTimersByTime(UPLOAD_RETRY_MS);
    await until(state, (current) => current.pending === 0);
    expect(state().uploadNote).toBe('');
  });
});

it('once stopped, no timer acts: the result stays and nothing is uploaded', async () => {
  const { session, server, network, stop, state } = start({ answers: [answer({ result: 'checked_in' })] });
  await until(state, ready);
  network.set(false);
  await session.check(signedCode(otherTicket));
  stop();
  network.set(true);
  jest.advanceTimersByTime(2 * UPLOAD_RETRY_MS);
  for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(state()).toMatchObject({
    online: false,
    pending: 1,
    result: { outcome: { kind: 'checked_in', offline: true } },
  });
  expect(server.requests).toEqual([]);
});
