import { formatTime } from '@/components/admin/format';
import type { Conflict } from '@/lib/scanner/store';

function conflictVerdict(conflict: Conflict): string {
  if (conflict.other)
    return `Already checked in at ${conflict.other.gate}, ${formatTime(conflict.other.at)}, by ${conflict.other.by}.`;
  if (conflict.revokedAt !== undefined) {
    return Number.isFinite(conflict.revokedAt)
      ? `Ticket cancelled on ${formatTime(conflict.revokedAt)}.`
      : 'Ticket cancelled.';
  }
  return `Refused: ${conflict.reason ?? 'no reason given'}`;
}

/** Offline check-ins the server did not accept: for the supervisor to follow up. */
export function ConflictList({ conflicts, onClear }: { conflicts: Conflict[]; onClear: () => void }) {
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="conflicts-heading" className="mt-8 rounded-lg border-2 border-amber-600 bg-amber-50 p-4">
      <h2 id="conflicts-heading" className="text-xl font-bold text-ink">
        Conflicts for the supervisor ({conflicts.length})
      </h2>
      <p className="mt-1 text-ink">Admitted here while offline, but the server did not accept the check-in.</p>
      <ul className="mt-3 space-y-3" data-testid="conflicts">
        {conflicts.map((conflict) => (
          <li key={conflict.nonce} className="border-t border-amber-600/40 pt-3 text-ink">
            <p className="font-bold">
              {conflict.name} <span className="font-normal">(ticket {conflict.ticketId})</span>
            </p>
            <p>
              Admitted here at {conflict.localGate}, {formatTime(conflict.localAt)}.
            </p>
            <p>{conflictVerdict(conflict)}</p>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="mt-4 rounded-lg border-2 border-ink px-4 py-2 font-semibold text-ink hover:bg-ink/5"
      >
        Clear the list
      </button>
    </section>
  );
}
