'use client';

import { AdminError } from '@/components/admin/admin-error';

/**
 * The organiser area's error boundary (the (area) layout, its pages and sign-in). Next.js gives
 * a page render no way to answer 503 without patching it, so such a response is a 500; the
 * page says what happened (a database failure: temporarily unavailable) instead of crashing.
 */
export default function AdminAreaError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AdminError digest={error.digest} />;
}
