import { readGateName, saveGateName, subscribeGateName } from '@/lib/checkin/gate-name';
import { preloadQrDetector } from './detector';
import { createEngine, fetchRevokedPage, fetchTicketKeys, httpTransport } from './engine';
import { playFeedback } from './feedback';
import { createScannerSession, type ScannerSession } from './session';
import { openScannerStore } from './store';

/** navigator.onLine, watched through the window's online and offline events. */
const network = {
  read: () => navigator.onLine,
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

/**
 * The scanner session on a real device: IndexedDB, POST /api/checkin, the keys and the
 * cancellations endpoints, the gate name in localStorage, the QR reader and the speaker.
 * Creating it touches none of them (a server render may call it); start() does.
 */
export function createBrowserScannerSession(): ScannerSession {
  const store = openScannerStore();
  return createScannerSession({
    store,
    engine: createEngine({
      store,
      transport: httpTransport(),
      online: network.read,
      newNonce: () => crypto.randomUUID(),
      now: Date.now,
    }),
    fetchKeys: () => fetchTicketKeys(),
    fetchRevoked: fetchRevokedPage(),
    network,
    gate: { read: readGateName, save: saveGateName, subscribe: subscribeGateName },
    preloadReader: preloadQrDetector,
    play: playFeedback,
    now: Date.now,
  });
}
