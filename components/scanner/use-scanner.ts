'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { createBrowserScannerSession } from '@/lib/scanner/browser-session';

/**
 * The scanner session of this page (lib/scanner/session.ts): created once, started while the
 * component is mounted, its state read with useSyncExternalStore (the server and the first
 * render see the initial state: the gate is this device's).
 */
export function useScanner() {
  const [session] = useState(createBrowserScannerSession);
  useEffect(() => session.start(), [session]);
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
  return { state, session };
}
