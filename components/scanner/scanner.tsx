'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { formatTime } from '@/components/admin/format';
import { createEngine, fetchTicketKeys, httpTransport, type Outcome, type ScannerEngine } from '@/lib/scanner/engine';
import { playFeedback, unlockAudio } from '@/lib/scanner/feedback';
import { readGateName, saveGateName, subscribeGateName } from '@/lib/checkin/gate-name';
import { openScannerStore, type Conflict, type ScannerStore } from '@/lib/scanner/store';
import { ConflictList } from './conflict-list';
import { GateForm } from './gate-form';
import { resultDisplay, type ResultDisplay } from './result-display';
import { ResultScreen } from './result-screen';
import { preloadQrDetector, useQrCamera } from './use-qr-camera';

/** How long a result stays on screen (a blue one waits for staff to decide). */
const RESULT_MS = 2200;
/** A code still in front of the camera is not sent again until it has been away this long. */
const SAME_CODE_MS = 4000;
/** While check-ins wait to upload, the upload is tried this often (and at once when the network returns). */
const UPLOAD_RETRY_MS = 15_000;

type Shown = { outcome: Outcome; display: ResultDisplay };

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * The gate scanner (/admin/scan): the camera and a typed code, the result screen, and the
 * device's offline state (keys, waiting uploads, conflicts). The logic is lib/scanner.
 */
export function Scanner() {
  // null on the server and in the first render: the name is this device's.
  const gate = useSyncExternalStore(subscribeGateName, readGateName, () => null);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const [editingGate, setEditingGate] = useState(false);
  const [keysAt, setKeysAt] = useState<number | null>(null);
  const [pending, setPending] = useState(0);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [uploadNote, setUploadNote] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [manual, setManual] = useState('');
  const [busy, setBusy] = useState(false);
  const [readerError, setReaderError] = useState('');

  const core = useRef<{ store: ScannerStore; engine: ScannerEngine } | null>(null);
  const uploading = useRef<Promise<void> | null>(null);
  const lastCode = useRef<{ raw: string; seen: number }>({ raw: '', seen: 0 });
  const inFlight = useRef(false);
  const shownRef = useRef<Shown | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);

  const refresh = useCallback(async () => {
    const current = core.current;
    if (!current) return;
    setPending(await current.store.pendingCount());
    setConflicts(await current.store.conflicts());
  }, []);

  const upload = useCallback(() => {
    const current = core.current;
    if (!current || !navigator.onLine) return Promise.resolve();
    uploading.current ??= (async () => {
      try {
        if ((await current.store.pendingCount()) === 0) return;
        const { stopped } = await current.engine.upload();
        setUploadNote(stopped && stopped !== 'network' ? stopped : '');
      } finally {
        uploading.current = null;
        await refresh();
      }
    })();
    return uploading.current;
  }, [refresh]);

  useEffect(() => {
    const store = openScannerStore();
    const engine = createEngine({ store, transport: httpTransport(), online: () => navigator.onLine, newNonce: () => crypto.randomUUID(), now: Date.now });
    core.current = { store, engine };
    void (async () => {
      if (navigator.onLine) await engine.refreshKeys(() => fetchTicketKeys());
      setKeysAt((await store.getKeys())?.fetchedAt ?? null);
      await refresh();
      await upload();
    })();
    // Fetched now, while there is a network, so the offline worker keeps the reader's files.
    preloadQrDetector().catch(() => setReaderError('The QR reader could not load: type the code instead.'));
    const goOnline = () => {
      void engine.refreshKeys(() => fetchTicketKeys()).then(async () => setKeysAt((await store.getKeys())?.fetchedAt ?? null));
      void upload();
    };
    window.addEventListener('online', goOnline);
    const retry = window.setInterval(() => void upload(), UPLOAD_RETRY_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.clearInterval(retry);
      window.clearTimeout(hideTimer.current);
    };
  }, [refresh, upload]);

  const close = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    shownRef.current = null;
    setShown(null);
  }, []);

  /** A result stays while a button on it has focus (a keyboard user reading it); it clears once focus leaves. */
  const hold = useCallback(
    (held: boolean) => {
      window.clearTimeout(hideTimer.current);
      if (!held && shownRef.current && !shownRef.current.display.confirm) hideTimer.current = window.setTimeout(close, RESULT_MS);
    },
    [close],
  );

  const show = useCallback(
    (outcome: Outcome) => {
      const display = resultDisplay(outcome);
      const next = { outcome, display };
      shownRef.current = next;
      setShown(next);
      playFeedback(display.tone);
      window.clearTimeout(hideTimer.current);
      // A blue result waits for staff's decision; the others clear themselves for the next person.
      if (!display.confirm) hideTimer.current = window.setTimeout(close, RESULT_MS);
    },
    [close],
  );

  const submit = useCallback(
    async (raw: string, options: { confirmUnverified?: boolean } = {}) => {
      const current = core.current;
      if (!current || !gate || inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        const outcome = await current.engine.scan(raw, gate, options);
        show(outcome);
        await refresh();
        if (!outcome.kind.startsWith('error') && navigator.onLine) void upload();
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [gate, refresh, show, upload],
  );

  const onCode = useCallback(
    (raw: string) => {
      const now = Date.now();
      const last = lastCode.current;
      // The same code held in front of the camera: seen, not sent again.
      if (raw === last.raw && now - last.seen < SAME_CODE_MS) {
        last.seen = now;
        return;
      }
      // Staff are deciding on a blue result: the camera waits.
      if (shownRef.current?.display.confirm) return;
      lastCode.current = { raw, seen: now };
      void submit(raw);
    },
    [submit],
  );

  const { videoRef, state: cameraState, error: cameraError, start: startCamera, stop: stopCamera } = useQrCamera(onCode);

  const confirm = () => {
    const outcome = shownRef.current?.outcome;
    close();
    if (outcome?.kind === 'unverified') void submit(outcome.ticket, { confirmUnverified: true });
  };

  if (gate === null) return null;

  if (!gate || editingGate) {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold text-ink">Gate scanner</h1>
        <GateForm
          initial={gate}
          onSave={(name) => {
            unlockAudio();
            saveGateName(name);
            setEditingGate(false);
          }}
        />
      </div>
    );
  }

  // Phone-first: one column, as wide as a phone held upright, on any screen.
  return (
    <div className="mx-auto max-w-xl">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Gate scanner</h1>
        <p className="text-ink">
          Gate: <strong data-testid="gate-name">{gate}</strong>{' '}
          <button type="button" onClick={() => setEditingGate(true)} className="ml-2 underline underline-offset-2">
            Change gate
          </button>
        </p>
      </div>

      <ul className="mt-3 space-y-1 text-ink" aria-label="Scanner state">
        <li data-testid="network">{online ? 'Online: the server checks every scan.' : 'Offline: tickets are checked on this device and uploaded later.'}</li>
        <li data-testid="keys">
          {keysAt === null ? 'No ticket keys on this device yet: connect once to check tickets offline.' : `Ready to check offline (ticket keys saved ${formatTime(keysAt)}).`}
        </li>
        <li data-testid="pending" className={pending > 0 ? 'font-bold' : ''}>
          {pending === 1 ? '1 waiting to upload' : `${pending} waiting to upload`}
        </li>
        {uploadNote ? <li className="font-bold">{uploadNote}</li> : null}
      </ul>

      <div className="relative mt-4 overflow-hidden rounded-lg bg-black">
        <video ref={videoRef} muted playsInline aria-label="Camera view" className="aspect-[4/3] w-full object-cover" />
        {cameraState !== 'on' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
            <button
              type="button"
              onClick={() => {
                unlockAudio();
                void startCamera();
              }}
              disabled={cameraState === 'starting'}
              className="rounded-lg bg-white px-6 py-4 text-xl font-bold text-ink disabled:opacity-70"
            >
              {cameraState === 'starting' ? 'Starting camera...' : 'Start camera'}
            </button>
            {cameraError || readerError ? <p>{cameraError || readerError}</p> : null}
          </div>
        ) : null}
      </div>
      {cameraState === 'on' ? (
        <button type="button" onClick={stopCamera} className="mt-2 underline underline-offset-2 text-ink">
          Stop camera
        </button>
      ) : null}

      <form
        className="mt-6 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          unlockAudio();
          if (manual.trim()) void submit(manual).then(() => setManual(''));
        }}
      >
        <label htmlFor="ticket-code" className="text-lg font-semibold text-ink">
          Ticket code or link
        </label>
        <input
          id="ticket-code"
          name="ticket"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={manual}
          onChange={(event) => setManual(event.target.value)}
          className="rounded-lg border-2 border-ink/40 px-4 py-3 text-base"
        />
        <button type="submit" disabled={busy} className="self-start rounded-lg bg-ink px-6 py-3 text-lg font-bold text-white hover:bg-ink/85 disabled:opacity-70">
          {busy ? 'Checking...' : 'Check ticket'}
        </button>
      </form>

      <ConflictList
        conflicts={conflicts}
        onClear={() => {
          void core.current?.store.clearConflicts().then(refresh);
        }}
      />

      <div role="status" aria-live="polite" aria-atomic="true">
        {shown ? <ResultScreen display={shown.display} onConfirm={confirm} onClose={close} onHold={hold} /> : null}
      </div>
    </div>
  );
}
