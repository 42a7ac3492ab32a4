'use client';

import { useEffect } from 'react';

/** The attribute the root <html> carries once React has hydrated the document. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks <html> once React has hydrated the root layout, through the public effect of a
 * component (an effect runs only after its tree has been hydrated). The end-to-end fixture
 * (e2e/support/test.ts) waits for it before pressing a control that needs React, and the phone
 * bench (scripts/bench-phone.mjs) reports when it appeared. Nothing on the page reads it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
