'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The baseline's one client component: a button that answers a tap by changing its text. It
 * marks itself with data-hydrated once React has hydrated it (an effect runs only then), the
 * same signal the site's root layout gives on <html> (components/layout/hydration-mark.tsx).
 */
export function TapButton() {
  const [tapped, setTapped] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-hydrated', '');
  }, []);
  return (
    <button ref={ref} type="button" onClick={() => setTapped(true)}>
      {tapped ? 'Tapped' : 'Tap me'}
    </button>
  );
}
