import { NextResponse, type NextRequest } from 'next/server';
import { isKnownPath } from '@/lib/routes';

/**
 * Every path outside the route table (including /privacy and /terms, which the footer links
 * to but which have no screen) gets an HTTP redirect to the home page. A client-side
 * navigation follows the redirect, so the unknown path never lands in the history.
 */
export function proxy(request: NextRequest) {
  if (isKnownPath(request.nextUrl.pathname)) return NextResponse.next();
  return NextResponse.redirect(new URL('/', request.url), 307);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|media/).*)'],
};
