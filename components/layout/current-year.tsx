'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * The copyright year. Pages are prerendered, so the build's year is in the HTML and the
 * visitor's clock corrects it after hydration (no mismatch warning: useSyncExternalStore).
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return <span suppressHydrationWarning>{year}</span>;
}

const BUILD_YEAR = new Date().getFullYear();
