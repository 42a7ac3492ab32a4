/**
 * The visitor's starred sessions ("My agenda"), kept in this browser's localStorage only: no
 * account, no server. Every star button and the agenda list subscribe, so starring in one place
 * updates the others, in this tab and in other tabs of the same site.
 */
const storageKey = 'acm-programme-starred';
const changeEvent = 'acm-programme-starred';

/** The starred ids; empty when storage is unavailable or holds something unexpected. */
export function readStarred(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Stars or unstars a session; returns whether it is starred now. */
export function toggleStarred(id: number): boolean {
  const current = readStarred();
  const starred = !current.includes(id);
  const next = starred ? [...current, id] : current.filter((other) => other !== id);
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the star still shows for this page view.
  }
  window.dispatchEvent(new Event(changeEvent));
  return starred;
}

export function subscribeStarred(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** A stable snapshot for useSyncExternalStore: the same string while the set is unchanged. */
export function starredSnapshot(): string {
  return readStarred().join(',');
}
