'use client';

import { useMemo } from 'react';
import { unlockAudio } from '@/lib/scanner/feedback';
import { scannerScreen } from '@/lib/scanner/state';
import { CameraView } from './camera-view';
import { CodeForm } from './code-form';
import { ConflictList } from './conflict-list';
import { GateForm } from './gate-form';
import { resultDisplay } from './result-display';
import { ResultScreen } from './result-screen';
import { ScannerStatus } from './scanner-status';
import { useScanner } from './use-scanner';

/**
 * The gate scanner (/admin/scan): a view of the scanner session's state (lib/scanner/state.ts,
 * run by lib/scanner/session.ts) and the camera. Phone-first: one column, as wide as a phone
 * held upright, on any screen.
 */
export function Scanner() {
  const { state, session } = useScanner();
  const outcome = state.result?.outcome;
  // One display per result: the result screen focuses its confirm button when the display changes.
  const display = useMemo(() => (outcome ? resultDisplay(outcome) : null), [outcome]);
  const screen = scannerScreen(state);

  if (screen === 'starting') return null;

  if (screen === 'gate-form') {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold text-ink">Gate scanner</h1>
        <GateForm
          initial={state.gate ?? ''}
          onSave={(name) => {
            unlockAudio();
            session.saveGate(name);
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Gate scanner</h1>
        <p className="text-ink">
          Gate: <strong data-testid="gate-name">{state.gate}</strong>{' '}
          <button type="button" onClick={session.editGate} className="ml-2 underline underline-offset-2">
            Change gate
          </button>
        </p>
      </div>
      <ScannerStatus
        online={state.online}
        keysAt={state.keysAt}
        revocationsAt={state.revocationsAt}
        now={state.now}
        pending={state.pending}
        uploadNote={state.uploadNote}
      />
      <CameraView onCode={session.codeRead} readerFailed={state.readerFailed} />
      <CodeForm checking={state.checking} onCheck={session.check} />
      <ConflictList conflicts={state.conflicts} onClear={() => void session.clearConflicts()} />
      <div role="status" aria-live="polite" aria-atomic="true">
        {display ? (
          <ResultScreen display={display} onConfirm={session.confirm} onClose={session.close} onHold={session.hold} />
        ) : null}
      </div>
    </div>
  );
}
