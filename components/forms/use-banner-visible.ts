import { useEffect, useState } from 'react';
import { BANNER_TIMEOUT_MS } from '@/lib/forms/constants';

/**
 * Whether the banner of `result` (a form's latest state, a new object for each answer) is still
 * up: it clears BANNER_TIMEOUT_MS after the answer arrived, or after the page that carried it
 * was hydrated. Without script it stays: nothing can clear it.
 */
export function useBannerVisible(result: object): boolean {
  const [expired, setExpired] = useState<object | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(result), BANNER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return expired !== result;
}
