'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * The copyright year. A page may come from a cache, so the visitor's clock corrects the year in
 * the HTML after hydration (no mismatch warning: useSyncExternalStore).
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
