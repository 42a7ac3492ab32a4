import { NextResponse, type NextRequest } from 'next/server';
import { articles } from '@/content/news';
import { articleRedirect } from '@/lib/content/news';
import { isOptimisableMediaPath } from '@/lib/images/optimiser-url';
import { programme } from '@/content/programme';
import { editionSpeakers } from '@/content/speakers';
import { programmeRedirect } from '@/lib/programme/sessions';
import { ADMIN_PATH_HEADER, isKnownPath } from '@/lib/routes';

const speakerIds = editionSpeakers.map((speaker) => speaker.id);

/**
 * Every path outside the route table (including /terms, which the footer links to but which
 * has no screen) gets an HTTP redirect to the home page. A client-side
 * navigation follows the redirect, so the unknown path never lands in the history.
 * News paths that are not an article's canonical URL are redirected here too: /news/{id} and
 * a wrong slug to the canonical URL, an unknown id to /news.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The image optimiser fetches its `url` itself; anything but one of our pictures is refused
  // here with a 400 (it would otherwise meet the redirect below and answer 500).
  if (pathname === '/_next/image') {
    if (isOptimisableMediaPath(request.nextUrl.searchParams.get('url'))) return NextResponse.next();
    return new NextResponse('The url parameter must name a picture under /media.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (!isKnownPath(pathname)) return NextResponse.redirect(new URL('/', request.url), 307);
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    // The admin pages send an anonymous visitor to the sign-in page with this as the return path.
    const headers = new Headers(request.headers);
    headers.set(ADMIN_PATH_HEADER, `${pathname}${request.nextUrl.search}`.slice(0, 500));
    return NextResponse.next({ request: { headers } });
  }
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
  matcher: ['/_next/image', '/((?!_next/static|_next/image|media/|api/).*)'],
};
