import { UNAVAILABLE_GATE_TEXT, UNAVAILABLE_HEADING, UNAVAILABLE_TEXT } from '@/components/admin/unavailable-texts';
import { safeAdminPath } from '@/lib/routes';
import { escapeHtml } from '@/lib/email/templates';
import { RETRY_AFTER_SECONDS } from '@/lib/http/unavailable';

/**
 * GET /admin/unavailable?next=/admin/…: where an organiser-area page sends its visitor when the
 * session could not be looked up because the database failed (lib/authz pageUser). A page
 * render cannot answer 503 in Next.js; this route can: 503 with Retry-After, plain HTML that
 * needs no script, and a link back to the page. No timed refresh: a page that moves by itself
 * fails WCAG 2.2.1 (axe's meta-refresh rule); gate phones stay on the scanner, which works on.
 */
export function GET(request: Request): Response {
  const next = safeAdminPath(new URL(request.url).searchParams.get('next'));
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${UNAVAILABLE_HEADING} | ACM organiser area</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#faf6f0;color:#141016}main{max-width:28rem;margin:0 auto;padding:4rem 1rem}h1{font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.5rem 1rem;border-radius:.25rem;background:#141016;color:#fff;font-weight:600;text-decoration:none}</style>
</head>
<body>
<main>
<h1>${UNAVAILABLE_HEADING}</h1>
<p>${UNAVAILABLE_TEXT}</p>
<p>${UNAVAILABLE_GATE_TEXT}</p>
<a href="${escapeHtml(next)}">Try again</a>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}
