import { escapeHtml } from '@/lib/text';

/**
 * A small HTML page of its own, for the answers a page render cannot give in Next.js: 503 while
 * the database is not answering, 429 when a client must wait, 403 to a form posted from another
 * site (proxy.ts). It needs no script and no stylesheet request, says so in words, and links
 * back (no timed refresh: a page that moves by itself fails WCAG 2.2.1). Never cached; noindex in
 * its meta tag, and by the X-Robots-Tag of the paths that answer it (next.config.ts).
 */
export interface PlainPage {
  status: 403 | 429 | 503;
  /** The page's language (BCP 47); English when not given. */
  lang?: string;
  /** The document's <title>. */
  title: string;
  heading: string;
  paragraphs: string[];
  link: { href: string; label: string };
  /** Sent as Retry-After: when the client may try again (429, 503). */
  retryAfterSeconds?: number;
}

export function plainPageResponse({
  status,
  lang = 'en',
  title,
  heading,
  paragraphs,
  link,
  retryAfterSeconds,
}: PlainPage): Response {
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#faf6f0;color:#141016}main{max-width:28rem;margin:0 auto;padding:4rem 1rem}h1{font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1rem;border-radius:.25rem;background:#141016;color:#fff;font-weight:600;text-decoration:none}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>
</main>
</body>
</html>
`;
  const retry: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...retry, 'Cache-Control': 'no-store' },
  });
}
