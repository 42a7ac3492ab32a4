'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server HTML and while React hydrates it, true from the render that follows. The
 * controls keep their server HTML working on its own (links, popovers, CSS) and switch to their
 * scripted semantics (roving tab stops, live state attributes) only here, so nothing they show
 * before hydration is contradicted by a mismatch and nothing moves when the script takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
