import type { Outcome } from './engine';
import type { Conflict } from './store';

/**
 * What the gate operator sees, as one value changed only by typed events: the gate's name, the
 * network, the device's offline state (keys, queue, conflicts), the scan being checked and the
 * result on screen. Pure: the session (session.ts) runs the effects and feeds their answers back
 * as events; the camera's own state stays in its hook.
 */
export type ScannerState = {
  /** This device's gate; null until read on the device (the server render and the first paint). */
  gate: string | null;
  /** Staff pressed "Change gate": the gate form shows until they save. */
  editingGate: boolean;
  online: boolean;
  /** When the ticket keys on this device were downloaded; null while it has none. */
  keysAt: number | null;
  /** When the device's list of cancelled tickets was last complete; null before a first sync. */
  revocationsAt: number | null;
  /** The device's clock as last read (every few seconds): the list's age ("3 min ago") is counted from it. */
  now: number;
  /** Check-ins made offline, waiting to be uploaded. */
  pending: number;
  conflicts: Conflict[];
  /** Why the last upload stopped (signed out, not allowed, too many scans); '' otherwise. */
  uploadNote: string;
  /** A scan is with the engine: another is not sent meanwhile. */
  checking: boolean;
  result: ShownResult | null;
  /** How many results have been shown: each gets the next id, so a late timer cannot hide a newer one. */
  shown: number;
  /** The QR reader could not be loaded: codes can still be typed. */
  readerFailed: boolean;
};

/** A result on screen; `held` while one of its buttons has focus (a keyboard user reading it). */
export type ShownResult = { id: number; outcome: Outcome; held: boolean };

export type ScannerEvent =
  | { type: 'gate-read'; gate: string }
  | { type: 'gate-edit' }
  | { type: 'gate-saved'; gate: string }
  | { type: 'network'; online: boolean }
  | { type: 'keys-read'; fetchedAt: number | null }
  | { type: 'revocations-read'; completeAt: number | null }
  | { type: 'clock'; now: number }
  | { type: 'queue-read'; pending: number; conflicts: Conflict[] }
  /** `stopped` as the engine's upload answers it: 'network', or a message for staff. */
  | { type: 'upload-finished'; stopped?: string }
  | { type: 'reader-failed' }
  | { type: 'check-started' }
  | { type: 'checked'; outcome: Outcome }
  | { type: 'check-failed' }
  | { type: 'result-held'; held: boolean }
  | { type: 'result-closed' }
  | { type: 'result-timed-out'; id: number };

export const initialScannerState: ScannerState = {
  gate: null,
  editingGate: false,
  online: true,
  keysAt: null,
  revocationsAt: null,
  now: 0,
  pending: 0,
  conflicts: [],
  uploadNote: '',
  checking: false,
  result: null,
  shown: 0,
  readerFailed: false,
};

/** An online blue result: staff check an ID and decide, so it stays and the camera does not scan over it. */
export function waitsForStaff(outcome: Outcome): boolean {
  return outcome.kind === 'unverified' && !outcome.offline;
}

/** A scan can be sent: the gate is named and no other scan is being checked. */
export function canCheck(state: ScannerState): state is ScannerState & { gate: string } {
  return Boolean(state.gate) && !state.checking;
}

/** Which screen shows: nothing until the device's gate is read, the gate form, or the scanner. */
export function scannerScreen(state: ScannerState): 'starting' | 'gate-form' | 'scanner' {
  if (state.gate === null) return 'starting';
  return !state.gate || state.editingGate ? 'gate-form' : 'scanner';
}

/** The next state; the same object when the event changes nothing (no render, no timer restarted). */
export function reduceScanner(state: ScannerState, event: ScannerEvent): ScannerState {
  switch (event.type) {
    case 'gate-read':
      return event.gate === state.gate ? state : { ...state, gate: event.gate };
    case 'gate-edit':
      return { ...state, editingGate: true };
    case 'gate-saved':
      return { ...state, gate: event.gate, editingGate: false };
    case 'network':
      return event.online === state.online ? state : { ...state, online: event.online };
    case 'keys-read':
      return { ...state, keysAt: event.fetchedAt };
    case 'revocations-read':
      return event.completeAt === state.revocationsAt ? state : { ...state, revocationsAt: event.completeAt };
    case 'clock':
      return event.now === state.now ? state : { ...state, now: event.now };
    case 'queue-read':
      return { ...state, pending: event.pending, conflicts: event.conflicts };
    case 'upload-finished':
      // A lost network is already said by the network line; a refusal needs staff.
      return { ...state, uploadNote: event.stopped && event.stopped !== 'network' ? event.stopped : '' };
    case 'reader-failed':
      return { ...state, readerFailed: true };
    case 'check-started':
      return canCheck(state) ? { ...state, checking: true } : state;
    case 'checked':
      return {
        ...state,
        checking: false,
        shown: state.shown + 1,
        result: { id: state.shown + 1, outcome: event.outcome, held: false },
      };
    case 'check-failed':
      return { ...state, checking: false };
    case 'result-held':
      return state.result && state.result.held !== event.held
        ? { ...state, result: { ...state.result, held: event.held } }
        : state;
    case 'result-closed':
      return state.result ? { ...state, result: null } : state;
    case 'result-timed-out':
      return state.result?.id === event.id ? { ...state, result: null } : state;
  }
}
