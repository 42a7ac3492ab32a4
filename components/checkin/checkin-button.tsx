'use client';

import { useState } from 'react';
import { readGateName } from '@/lib/checkin/gate-name';
import type { CheckinResponse } from '@/lib/checkin/shared';

/** Without a gate name remembered by the scanner (/admin/scan) on this device. */
const DEFAULT_GATE = 'Ticket page';

type State =
  { phase: 'idle' | 'sending' } | { phase: 'done'; answer: CheckinResponse } | { phase: 'error'; message: string };

function gateName(): string {
  return readGateName() || DEFAULT_GATE;
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts (not on a plain-HTTP LAN address). */
function newNonce(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const styles = {
  checked_in: 'border-leaf bg-leaf text-white',
  already_checked_in: 'border-gold bg-gold/20 text-ink',
  unverified: 'border-gold bg-gold/20 text-ink',
  invalid: 'border-red-700 bg-red-50 text-red-800',
  revoked: 'border-red-700 bg-red-50 text-red-800',
} as const;

/**
 * The verify page's "Check in" button, rendered only for signed-in gate and organiser users:
 * posts the ticket to /api/checkin with a fresh nonce and shows the server's verdict. An
 * unverified ticket needs a second, explicit press (sent with the same nonce: one scan).
 */
export function CheckinButton({ ticket, timeZone }: { ticket: string; timeZone: string }) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [nonce, setNonce] = useState<string | null>(null);

  async function send(confirmUnverified: boolean) {
    const scan = confirmUnverified && nonce ? nonce : newNonce();
    setNonce(scan);
    setState({ phase: 'sending' });
    try {
      const response = await fetch('/api/checkin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ticket,
          nonce: scan,
          gate: gateName(),
          ...(confirmUnverified ? { confirmUnverified: true } : {}),
        }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !body || typeof body !== 'object' || !('result' in body)) {
        const message =
          body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
            ? body.message
            : `The server answered ${response.status}.`;
        setState({ phase: 'error', message });
        return;
      }
      setState({ phase: 'done', answer: body as CheckinResponse });
    } catch {
      setState({ phase: 'error', message: 'No connection to the server. Try again.' });
    }
  }

  const time = (at: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(at));
  const answer = state.phase === 'done' ? state.answer : null;
  const first = answer?.firstCheckIn;

  return (
    <section aria-label="Check-in" className="mx-auto mt-4 w-full max-w-md">
      {answer?.result !== 'checked_in' && answer?.result !== 'already_checked_in' && answer?.result !== 'revoked' ? (
        <button
          type="button"
          onClick={() => send(answer?.result === 'unverified')}
          disabled={state.phase === 'sending'}
          className="w-full rounded-2xl bg-ink px-6 py-5 text-2xl font-extrabold text-white shadow-lg hover:bg-ink/90 disabled:opacity-70"
        >
          {state.phase === 'sending'
            ? 'Checking in...'
            : answer?.result === 'unverified'
              ? 'Admit without verification'
              : 'Check in'}
        </button>
      ) : null}
      <div role="status" aria-live="polite" className="mt-4">
        {answer ? (
          <div data-result={answer.result} className={`rounded-2xl border-2 px-5 py-4 ${styles[answer.result]}`}>
            {answer.result === 'checked_in' ? (
              <>
                <p className="text-2xl font-extrabold">Checked in</p>
                <p className="mt-1">
                  {answer.name}, {first ? `${time(first.at)} at ${first.gate}` : ''}
                </p>
              </>
            ) : answer.result === 'already_checked_in' ? (
              <>
                <p className="text-2xl font-extrabold">Already checked in</p>
                {first ? (
                  <p className="mt-1">
                    First check-in: {time(first.at)} at {first.gate}, by {first.by}. Do not admit again.
                  </p>
                ) : null}
              </>
            ) : answer.result === 'revoked' ? (
              <>
                <p className="text-xl font-extrabold">Ticket cancelled</p>
                <p className="mt-1">
                  {answer.revokedAt ? `Cancelled by the organisers on ${time(answer.revokedAt)}. ` : ''}Do not admit:
                  send the holder to the help desk.
                </p>
              </>
            ) : answer.result === 'unverified' ? (
              <>
                <p className="text-xl font-extrabold">Not verified: check ID</p>
                <p className="mt-1">
                  {answer.reason} Check the attendee&apos;s photo ID against the organisers&apos; list, then press again
                  to admit.
                </p>
              </>
            ) : (
              <>
                <p className="text-xl font-extrabold">Invalid ticket</p>
                <p className="mt-1">{answer.reason}</p>
              </>
            )}
          </div>
        ) : state.phase === 'error' ? (
          <p className="rounded-2xl border-2 border-red-700 bg-red-50 px-5 py-4 font-semibold text-red-800">
            Not checked in: {state.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
