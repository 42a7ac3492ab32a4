/**
 * The gate's name, chosen once on a device and remembered there: the scanner and the "Check in"
 * button of /admin/check-in read the same localStorage key (client-safe, no imports).
 */
const GATE_NAME_KEY = 'acm-gate-name';
export const GATE_NAME_MAX = 60;

let fallback = '';

export function readGateName(): string {
  try {
    return (localStorage.getItem(GATE_NAME_KEY) ?? '').trim().slice(0, GATE_NAME_MAX);
  } catch {
    return fallback;
  }
}

export function saveGateName(name: string): string {
  const value = name.trim().replace(/\s+/g, ' ').slice(0, GATE_NAME_MAX);
  try {
    if (value) localStorage.setItem(GATE_NAME_KEY, value);
    else localStorage.removeItem(GATE_NAME_KEY);
  } catch {
    // Private mode without storage: the name lasts as long as the page.
    fallback = value;
  }
  for (const listener of listeners) listener();
  return value;
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: the saved name changes on this page or in another tab. */
export function subscribeGateName(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
