import type { Outcome } from './engine';
import {
  canCheck,
  initialScannerState,
  reduceScanner,
  scannerScreen,
  waitsForStaff,
  type ScannerEvent,
  type ScannerState,
} from './state';

const green: Outcome = {
  kind: 'checked_in',
  ticketId: 'T-1',
  name: 'Ada Okafor',
  at: 1,
  gate: 'North gate',
  offline: false,
};
const blue: Outcome = {
  kind: 'unverified',
  ticketId: 'T-2',
  name: 'Uche Unsigned',
  reason: 'No signature.',
  ticket: 'code',
  offline: false,
};

const run = (events: ScannerEvent[], from: ScannerState = initialScannerState) => events.reduce(reduceScanner, from);
const atGate = run([{ type: 'gate-read', gate: 'North gate' }]);

describe('the screen', () => {
  it('shows nothing until the device is read, then the gate form until a gate is named, then the scanner', () => {
    expect(scannerScreen(initialScannerState)).toBe('starting');
    const unnamed = run([{ type: 'gate-read', gate: '' }]);
    expect(scannerScreen(unnamed)).toBe('gate-form');
    expect(scannerScreen(run([{ type: 'gate-saved', gate: 'North gate' }], unnamed))).toBe('scanner');
  });

  it('"Change gate" shows the form with the current name until it is saved', () => {
    const editing = run([{ type: 'gate-edit' }], atGate);
    expect(scannerScreen(editing)).toBe('gate-form');
    expect(editing.gate).toBe('North gate');
    const saved = run([{ type: 'gate-saved', gate: 'South gate' }], editing);
    expect(scannerScreen(saved)).toBe('scanner');
    expect(saved.gate).toBe('South gate');
  });
});

describe('a scan', () => {
  it('is checked, then its result shows and the next scan may go', () => {
    expect(canCheck(atGate)).toBe(true);
    const checking = run([{ type: 'check-started' }], atGate);
    expect(checking).toMatchObject({ checking: true, result: null });
    expect(canCheck(checking)).toBe(false);
    const shown = run([{ type: 'checked', outcome: green }], checking);
    expect(shown).toMatchObject({ checking: false, result: { id: 1, outcome: green, held: false } });
    expect(canCheck(shown)).toBe(true);
  });

  it('cannot start before the gate is named, nor while another is checked', () => {
    expect(run([{ type: 'check-started' }])).toBe(initialScannerState);
    const checking = run([{ type: 'check-started' }], atGate);
    expect(run([{ type: 'check-started' }], checking)).toBe(checking);
  });

  it('that failed in the engine frees the next scan and shows nothing', () => {
    expect(run([{ type: 'check-started' }, { type: 'check-failed' }], atGate)).toMatchObject({
      checking: false,
      result: null,
    });
  });
});

describe('the result', () => {
  const shown = run([{ type: 'check-started' }, { type: 'checked', outcome: green }], atGate);

  it('clears when its timer ends, but a late timer of an earlier result leaves the newer one', () => {
    expect(run([{ type: 'result-timed-out', id: 1 }], shown).result).toBeNull();
    const newer = run([{ type: 'checked', outcome: blue }], shown);
    expect(newer.result).toMatchObject({ id: 2, outcome: blue });
    expect(run([{ type: 'result-timed-out', id: 1 }], newer)).toBe(newer);
  });

  it('is held while a button on it has focus, and closes from a button', () => {
    const held = run([{ type: 'result-held', held: true }], shown);
    expect(held.result).toMatchObject({ id: 1, held: true });
    expect(run([{ type: 'result-held', held: true }], held)).toBe(held);
    expect(run([{ type: 'result-held', held: false }], held).result).toMatchObject({ held: false });
    expect(run([{ type: 'result-closed' }], held).result).toBeNull();
  });

  it('waits for staff only when online and blue', () => {
    expect(waitsForStaff(blue)).toBe(true);
    expect(waitsForStaff({ ...blue, offline: true })).toBe(false);
    expect(waitsForStaff(green)).toBe(false);
  });
});

describe('the device', () => {
  it('shows the network, the keys, the queue and the conflicts as read', () => {
    const conflict = {
      nonce: 'n',
      ticketId: 'T-1',
      name: 'Ada Okafor',
      localAt: 1,
      localGate: 'North gate',
      reason: 'Withdrawn.',
    };
    const state = run([
      { type: 'network', online: false },
      { type: 'keys-read', fetchedAt: 42 },
      { type: 'queue-read', pending: 2, conflicts: [conflict] },
    ]);
    expect(state).toMatchObject({ online: false, keysAt: 42, pending: 2, conflicts: [conflict] });
    expect(run([{ type: 'network', online: false }], state)).toBe(state);
  });

  it('says why an upload stopped when staff must act, not when the network is gone', () => {
    const signedOut = run([
      { type: 'upload-finished', stopped: 'You are signed out. Sign in again to go on scanning.' },
    ]);
    expect(signedOut.uploadNote).toBe('You are signed out. Sign in again to go on scanning.');
    expect(run([{ type: 'upload-finished', stopped: 'network' }], signedOut).uploadNote).toBe('');
    expect(run([{ type: 'upload-finished' }], signedOut).uploadNote).toBe('');
  });

  it('remembers that the QR reader could not load', () => {
    expect(run([{ type: 'reader-failed' }]).readerFailed).toBe(true);
  });
});
