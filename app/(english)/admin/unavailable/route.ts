import { UNAVAILABLE_GATE_TEXT, UNAVAILABLE_HEADING, UNAVAILABLE_TEXT } from '@/components/admin/unavailable-texts';
import { safeAdminPath } from '@/lib/routes';
import { plainPageResponse } from '@/lib/http/plain-page';
import { RETRY_AFTER_SECONDS } from '@/lib/http/unavailable';

/**
 * GET /admin/unavailable?next=/admin/…: where an organiser-area page sends its visitor when the
 * session could not be looked up because the database failed (lib/authz pageUser). A page
 * render cannot answer 503 in Next.js; this route can: 503 with Retry-After, plain HTML that
 * needs no script, and a link back to the page. Gate phones stay on the scanner, which works on.
 */
export function GET(request: Request): Response {
  return plainPageResponse({
    status: 503,
    title: `${UNAVAILABLE_HEADING} | ACM organiser area`,
    heading: UNAVAILABLE_HEADING,
    paragraphs: [UNAVAILABLE_TEXT, UNAVAILABLE_GATE_TEXT],
    link: { href: safeAdminPath(new URL(request.url).searchParams.get('next')), label: 'Try again' },
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}
