import { formatTime } from '@/components/admin/format';
import type { ScannerState } from '@/lib/scanner/state';

/** The device's state in words: the network, its ticket keys, the check-ins waiting to upload. */
export function ScannerStatus({ online, keysAt, pending, uploadNote }: Pick<ScannerState, 'online' | 'keysAt' | 'pending' | 'uploadNote'>) {
  return (
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
  );
}
