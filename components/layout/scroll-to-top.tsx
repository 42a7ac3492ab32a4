'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Scrolls smoothly to the top on every path change, except under /admin. */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (pathname.startsWith('/admin')) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);

  return null;
}
