import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { articles } from '@/content/news';
import { articleRedirect } from '@/lib/content/news';
import { isForeignActionPost } from '@/lib/http/origin';
import { plainPageResponse } from '@/lib/http/plain-page';
import { messages } from '@/lib/i18n';
import { routing } from '@/lib/i18n/routing';
import { isOptimisableMediaPath } from '@/lib/images/optimiser-url';
import { programme } from '@/content/programme';
import { editionSpeakers } from '@/content/speakers';
import { programmeRedirect } from '@/lib/programme/sessions';
import { isEmptySearch, speakerSearchFrom } from '@/lib/content/speaker-search';
import {
  ADMIN_PATH_HEADER,
  aliasTarget,
  isKnownPath,
  isLocalizedPath,
  localePath,
  searchRewrite,
  splitLocalePath,
} from '@/lib/routes';
import { defaultLocale, localeTags, type Locale } from '@/content/locales';

const speakerIds = editionSpeakers.map((speaker) => speaker.id);

/**
 * next-intl's language routing: /about is served by app/[locale] as English (a rewrite to
 * /en/about), /fr/about as French, /en/about is sent to /about. Its rewrite is an absolute URL
 * on the request's origin: next.config.ts's `skipProxyUrlNormalize` gives the proxy the origin
 * Next's router itself uses, so the rewrite stays this site's page (see next.config.ts).
 */
const languageRouting = createMiddleware(routing);

/**
 * An alias (/programme) is redirected for good to the page it names (lib/routes.ts). Every other
 * path outside the route table gets an HTTP redirect to the home page (of its language:
 * /fr/unknown to /fr). A client-side navigation follows the redirect, so the unknown path never
 * lands in the history.
 * News paths that are not an article's canonical URL are redirected here too: /news/{id} and
 * a wrong slug to the canonical URL, an unknown id to /news; sessions and speakers alike. The
 * pages that exist in every language then go through next-intl's routing (lib/i18n/routing.ts);
 * the others (organiser area, verify page, letters, files) are English at one path.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The image optimiser fetches its `url` itself; anything but one of our pictures is refused
  // here with a 400 (it would otherwise meet the redirect below and answer 500).
  if (pathname === '/_next/image') {
    if (isOptimisableMediaPath(request.nextUrl.searchParams.get('url'))) return NextResponse.next();
    return new NextResponse('The url parameter must name a picture under /media.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { locale, path, prefixed } = splitLocalePath(pathname);
  // A form or server action posted from another site: Next would refuse it with a 500 (or let
  // it through with no Origin from a cross-site context); lib/http/origin.ts says why.
  if (isForeignActionPost(request))
    return foreignPostRefusal(locale, isKnownPath(pathname) ? pathname : localePath(locale, '/'));
  const alias = aliasTarget(pathname);
  if (alias) return NextResponse.redirect(new URL(alias, request.url), 308);
  if (!isKnownPath(pathname)) return NextResponse.redirect(new URL(localePath(locale, '/'), request.url), 307);
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    // The admin pages send an anonymous visitor to the sign-in page with this as the return path.
    const headers = new Headers(request.headers);
    headers.set(ADMIN_PATH_HEADER, `${pathname}${request.nextUrl.search}`.slice(0, 500));
    return NextResponse.next({ request: { headers } });
  }
  if (path.startsWith('/news/')) {
    const redirect = articleRedirect(path, articles);
    if (redirect)
      return NextResponse.redirect(new URL(localePath(locale, redirect.location), request.url), redirect.status);
  }
  // Sessions like articles (a wrong slug to the canonical path, an unknown id to the programme);
  // an unknown speaker to /speakers.
  const programmeRedirectTo = programmeRedirect(path, programme, speakerIds);
  if (programmeRedirectTo)
    return NextResponse.redirect(
      new URL(localePath(locale, programmeRedirectTo.location), request.url),
      programmeRedirectTo.status,
    );
  if (path.startsWith('/programme/') && /\/(opengraph|twitter)-image[\w.-]*$/.test(path)) {
    // A session's preview card. Next names an English page's card by the page it renders
    // (/en/programme/…/opengraph-image-…): served where it is named, as its French twin is.
    return prefixed ? NextResponse.next() : languageRouting(request);
  }
  // A list searched without JavaScript: rendered by its search page, at its own address, so the
  // list itself reads no searchParams. /en/… goes to next-intl's redirect. Blank words and unknown
  // sectors get the plain list.
  const params = request.nextUrl.searchParams;
  const searching = !isEmptySearch(speakerSearchFrom({ q: params.get('q') ?? '', sector: params.get('sector') ?? '' }));
  const searchPage = (locale === defaultLocale && prefixed) || !searching ? null : searchRewrite(path, params);
  if (searchPage) return NextResponse.rewrite(new URL(`/${locale}${searchPage}${request.nextUrl.search}`, request.url));
  if (isLocalizedPath(path)) return languageRouting(request);
  return NextResponse.next();
}

/** 403 with a short page in the path's language, linking to the page the form lives on. */
function foreignPostRefusal(locale: Locale, formPath: string): Response {
  const texts = messages(locale).forms.foreignPost;
  return plainPageResponse({
    status: 403,
    lang: localeTags[locale].bcp47,
    title: texts.title,
    heading: texts.title,
    paragraphs: [texts.text],
    link: { href: formPath, label: texts.link },
  });
}

export const config = {
  matcher: ['/_next/image', '/((?!_next/static|_next/image|media/|api/).*)'],
};
