'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A next/link that prefetches its route only once the visitor shows intent: the pointer over
 * it, keyboard focus or a touch. Next.js otherwise prefetches every link that enters the
 * viewport, and a prefetched route also downloads its client components' JavaScript, so a
 * header linking every page would make each page load the JavaScript of all the others before
 * any interaction (the budget is 1.15x an empty page, docs/performance.md). The navigation itself is unchanged.
 */
export function IntentLink({ onPointerEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null restores Next.js' default prefetch for this link (docs: "Hover-triggered prefetch").
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
