import { formatTime } from '@/components/admin/format';
import type { ScannerState } from '@/lib/scanner/state';

/** How old the device's list of cancelled tickets is, in words ("Cancellations updated 3 min ago"). */
export function cancellationsAge(revocationsAt: number | null, now: number): string {
  if (revocationsAt === null)
    return 'No list of cancelled tickets on this device yet: connect once to refuse them offline.';
  const minutes = Math.max(0, Math.floor((now - revocationsAt) / 60_000));
  if (minutes < 1) return 'Cancellations updated less than a minute ago';
  if (minutes < 120) return `Cancellations updated ${minutes} min ago`;
  return `Cancellations updated ${Math.floor(minutes / 60)} h ago`;
}

/** A list older than this is shown in bold: the device has not synced for several refreshes. */
const STALE_LIST_MS = 10 * 60_000;

/** The device's state in words: network, ticket keys, cancellations list, check-ins waiting to upload. */
export function ScannerStatus({
  online,
  keysAt,
  revocationsAt,
  now,
  pending,
  uploadNote,
}: Pick<ScannerState, 'online' | 'keysAt' | 'revocationsAt' | 'now' | 'pending' | 'uploadNote'>) {
  const stale = revocationsAt === null || now - revocationsAt > STALE_LIST_MS;
  return (
    <ul className="mt-3 space-y-1 text-ink" aria-label="Scanner state">
      <li data-testid="network">
        {online
          ? 'Online: the server checks every scan.'
          : 'Offline: tickets are checked on this device and uploaded later.'}
      </li>
      <li data-testid="keys">
        {keysAt === null
          ? 'No ticket keys on this device yet: connect once to check tickets offline.'
          : `Ready to check offline (ticket keys saved ${formatTime(keysAt)}).`}
      </li>
      <li data-testid="cancellations" className={stale ? 'font-bold' : ''}>
        {cancellationsAge(revocationsAt, now)}
      </li>
      <li data-testid="pending" className={pending > 0 ? 'font-bold' : ''}>
        {pending === 1 ? '1 waiting to upload' : `${pending} waiting to upload`}
      </li>
      {uploadNote ? <li className="font-bold">{uploadNote}</li> : null}
    </ul>
  );
}
