import { NextResponse, type NextRequest } from 'next/server';
import { articles } from '@/content/news';
import { articleRedirect } from '@/lib/content/news';
import { programme } from '@/content/programme';
import { speakers2025 } from '@/content/speakers';
import { programmeRedirect } from '@/lib/programme/sessions';
import { isKnownPath } from '@/lib/routes';

const speakerIds = speakers2025.map((speaker) => speaker.id);

/**
 * Every path outside the route table (including /privacy and /terms, which the footer links
 * to but which have no screen) gets an HTTP redirect to the home page. A client-side
 * navigation follows the redirect, so the unknown path never lands in the history.
 * News paths that are not an article's canonical URL are redirected here too: /news/{id} and
 * a wrong slug to the canonical URL, an unknown id to /news.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isKnownPath(pathname)) return NextResponse.redirect(new URL('/', request.url), 307);
  if (pathname.startsWith('/news/')) {
    const redirect = articleRedirect(pathname, articles);
    if (redirect) return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status);
  }
  // Sessions like articles (a wrong slug to the canonical path, an unknown id to the programme);
  // an unknown speaker to /speakers.
  const programmeRedirectTo = programmeRedirect(pathname, programme, speakerIds);
  if (programmeRedirectTo) return NextResponse.redirect(new URL(programmeRedirectTo.location, request.url), programmeRedirectTo.status);
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|media/|api/).*)'],
};
