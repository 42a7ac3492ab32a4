import type { TicketPublicKey } from '@/lib/tickets/ed25519';
import type { FetchRevoked, Outcome, ScannerEngine } from './engine';
import { toneOf, type FeedbackTone } from './feedback';
import {
  canCheck,
  initialScannerState,
  reduceScanner,
  waitsForStaff,
  type ScannerEvent,
  type ScannerState,
  type ShownResult,
} from './state';
import type { ScannerStore } from './store';

/**
 * The gate scanner while its page is open: the state of state.ts in a small store that React
 * reads with useSyncExternalStore, and the effects around it (the engine's scans and uploads,
 * IndexedDB reads, the network, the result's timer, its sound). The browser's parts come in as
 * deps (browser-session.ts wires the real ones), so a test drives it with a clock of its own.
 */

/** How long a result stays on screen (a blue one waits for staff to decide). */
export const RESULT_MS = 2200;
/** A code still in front of the camera is not sent again until it has been away this long. */
export const SAME_CODE_MS = 4000;
/** While check-ins wait to upload, the upload is tried this often (and at once when the network returns). */
export const UPLOAD_RETRY_MS = 15_000;
/**
 * While online, the list of cancelled tickets is brought up to date this often (and at once when
 * the network returns): a ticket cancelled at the desk is refused offline within about a minute.
 */
export const REVOCATIONS_REFRESH_MS = 60_000;
/** The page's clock ticks this often, for the age of the cancellations list. */
const CLOCK_MS = 15_000;

/** Something the page watches: a read and a subscription answering an unsubscribe. */
type Watched<T> = { read(): T; subscribe(listener: () => void): () => void };

export type SessionDeps = {
  engine: Pick<ScannerEngine, 'scan' | 'upload' | 'refreshKeys' | 'refreshRevocations'>;
  store: Pick<ScannerStore, 'getKeys' | 'revocationSync' | 'pendingCount' | 'conflicts' | 'clearConflicts'>;
  fetchKeys: () => Promise<TicketPublicKey[]>;
  fetchRevoked: FetchRevoked;
  network: Watched<boolean>;
  /** The device's gate name; save answers the name as stored. */
  gate: Watched<string> & { save(name: string): string };
  /** Loads the QR reader ahead of the camera. */
  preloadReader: () => Promise<unknown>;
  play: (tone: FeedbackTone) => void;
  now: () => number;
};

export function createScannerSession(deps: SessionDeps) {
  let state = initialScannerState;
  const listeners = new Set<() => void>();
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let uploading: Promise<void> | null = null;
  let lastCode = { raw: '', seen: 0 };

  function dispatch(event: ScannerEvent) {
    const previous = state;
    state = reduceScanner(state, event);
    if (state === previous) return;
    if (state.result !== previous.result) resultChanged(previous.result);
    for (const listener of listeners) listener();
  }

  function resultChanged(previous: ShownResult | null) {
    clearTimeout(hideTimer);
    const { result } = state;
    if (!result) return;
    if (result.id !== previous?.id) deps.play(toneOf(result.outcome));
    // Staff decide on a blue result; a focused button holds any other until focus leaves; the rest clear themselves.
    if (!result.held && !waitsForStaff(result.outcome))
      hideTimer = setTimeout(() => dispatch({ type: 'result-timed-out', id: result.id }), RESULT_MS);
  }

  async function readKeys() {
    dispatch({ type: 'keys-read', fetchedAt: (await deps.store.getKeys())?.fetchedAt ?? null });
  }

  let syncing: Promise<void> | null = null;

  /** The keys and the cancellations list, downloaded again; one refresh at a time. */
  function refreshLists(): Promise<void> {
    if (!deps.network.read()) return Promise.resolve();
    syncing ??= (async () => {
      try {
        await Promise.all([deps.engine.refreshKeys(deps.fetchKeys), deps.engine.refreshRevocations(deps.fetchRevoked)]);
      } finally {
        syncing = null;
        await readLists();
      }
    })();
    return syncing;
  }

  async function readLists() {
    await readKeys();
    dispatch({ type: 'revocations-read', completeAt: (await deps.store.revocationSync())?.completeAt ?? null });
  }

  async function readQueue() {
    const [pending, conflicts] = await Promise.all([deps.store.pendingCount(), deps.store.conflicts()]);
    dispatch({ type: 'queue-read', pending, conflicts });
  }

  /** One upload at a time, in the queue's order (engine.upload); a call during one joins it. */
  function upload(): Promise<void> {
    if (!deps.network.read()) return Promise.resolve();
    uploading ??= (async () => {
      try {
        if ((await deps.store.pendingCount()) === 0) return;
        const { stopped } = await deps.engine.upload();
        dispatch({ type: 'upload-finished', stopped });
      } finally {
        uploading = null;
        await readQueue();
      }
    })();
    return uploading;
  }

  async function check(raw: string, options: { confirmUnverified?: boolean } = {}): Promise<void> {
    if (!canCheck(state)) return;
    const { gate } = state;
    dispatch({ type: 'check-started' });
    let outcome: Outcome;
    try {
      outcome = await deps.engine.scan(raw, gate, options);
    } catch (error) {
      dispatch({ type: 'check-failed' });
      throw error;
    }
    dispatch({ type: 'checked', outcome });
    await readQueue();
    if (outcome.kind !== 'error' && deps.network.read()) void upload();
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ScannerState => state,
    getServerSnapshot: (): ScannerState => initialScannerState,

    /** Reads the device's state and starts watching it; answers the stop (for a React effect). */
    start(): () => void {
      dispatch({ type: 'gate-read', gate: deps.gate.read() });
      dispatch({ type: 'network', online: deps.network.read() });
      dispatch({ type: 'clock', now: deps.now() });
      const unwatchGate = deps.gate.subscribe(() => dispatch({ type: 'gate-read', gate: deps.gate.read() }));
      const unwatchNetwork = deps.network.subscribe(() => {
        const online = deps.network.read();
        dispatch({ type: 'network', online });
        if (!online) return;
        void refreshLists();
        void upload();
      });
      void (async () => {
        await readLists();
        await refreshLists();
        await readQueue();
        await upload();
      })();
      // Fetched now, while there is a network, so the offline worker keeps the reader's files.
      deps.preloadReader().catch(() => dispatch({ type: 'reader-failed' }));
      const retry = setInterval(() => void upload(), UPLOAD_RETRY_MS);
      const refresh = setInterval(() => void refreshLists(), REVOCATIONS_REFRESH_MS);
      const clock = setInterval(() => dispatch({ type: 'clock', now: deps.now() }), CLOCK_MS);
      return () => {
        unwatchGate();
        unwatchNetwork();
        clearInterval(retry);
        clearInterval(refresh);
        clearInterval(clock);
        clearTimeout(hideTimer);
      };
    },

    /** A typed code or link. */
    check: (raw: string) => check(raw),

    /** A code the camera read, every frame it is in view. */
    codeRead(raw: string) {
      const now = deps.now();
      // The same code held in front of the camera: seen, not sent again.
      if (raw === lastCode.raw && now - lastCode.seen < SAME_CODE_MS) {
        lastCode.seen = now;
        return;
      }
      // Staff are deciding on a blue result: the camera waits.
      if (state.result && waitsForStaff(state.result.outcome)) return;
      lastCode = { raw, seen: now };
      void check(raw);
    },

    /** "ID checked: admit": the unverified ticket is sent again, confirmed. */
    confirm() {
      const outcome = state.result?.outcome;
      dispatch({ type: 'result-closed' });
      if (outcome?.kind === 'unverified') void check(outcome.ticket, { confirmUnverified: true });
    },
    close: () => dispatch({ type: 'result-closed' }),
    hold: (held: boolean) => dispatch({ type: 'result-held', held }),
    editGate: () => dispatch({ type: 'gate-edit' }),
    saveGate: (name: string) => dispatch({ type: 'gate-saved', gate: deps.gate.save(name) }),
    clearConflicts: () => deps.store.clearConflicts().then(readQueue),
  };
}

export type ScannerSession = ReturnType<typeof createScannerSession>;
