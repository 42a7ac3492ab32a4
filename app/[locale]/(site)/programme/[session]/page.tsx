import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { SessionDetails } from '@/components/programme/session-details';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { localizedContent } from '@/content/localized';
import { programme } from '@/content/programme';
import { localeParam } from '@/lib/i18n/params';
import { formatTimeRange } from '@/lib/i18n/format';
import { programmeDaysIn, resolveSessionParam, sessionInstants, sessionPath, sessionSpeakers } from '@/lib/programme';
import { sessionJsonLd } from '@/lib/seo/session-json-ld';
import { localePath } from '@/lib/routes';
import { serializeJsonLd } from '@/lib/seo/event-json-ld';
import { localeAlternatesMetadata, openGraphSite } from '@/lib/seo/page-metadata';
import { sessionCardImage } from '@/lib/seo/session-card';
import { siteUrl } from '@/lib/site-url';
import type { Locale } from '@/content/locales';
import { reviewArticle } from '@/components/home/phase-links';
import { siteClock } from '@/lib/phase';

type Props = { params: Promise<{ locale: string; session: string }> };

/**
 * Every session's canonical page is known at build time; other params redirect (also done by
 * proxy.ts). The page renders per request: its actions follow the edition's phase (lib/phase).
 */
export const dynamicParams = true;

export function generateStaticParams() {
  return programme.map((session) => ({ session: sessionPath(session).slice('/programme/'.length) }));
}

/** The session of this param, its title and description in the page's language. */
function resolve(param: string, locale: Locale) {
  const resolution = resolveSessionParam(param, programme);
  if (resolution.kind === 'redirect') {
    if (resolution.status === 307) redirect(localePath(locale, resolution.location));
    permanentRedirect(localePath(locale, resolution.location));
  }
  return localizedContent(locale).programme.session(resolution.item);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const resolution = resolveSessionParam((await params).session, programme);
  if (resolution.kind !== 'found') return { robots: { index: false } };
  const { site, programme: words } = localizedContent(locale);
  const session = words.session(resolution.item);
  const day = programmeDaysIn(locale).find((candidate) => candidate.date === session.date);
  const description = `${day?.longDate}, ${formatTimeRange(locale, session)}, ${words.roomName(session.room)}. ${session.description}`;
  const title = `${session.title} | ${site.name} ${site.edition}`;
  // In French, the session's own card (opengraph-image.tsx) is named here for its alt in French.
  const card = sessionCardImage(locale, sessionPath(session));
  const images = card ? { images: [card] } : {};
  return {
    title: session.title,
    description,
    alternates: localeAlternatesMetadata(locale, sessionPath(session)),
    openGraph: {
      ...openGraphSite(locale),
      title,
      description,
      url: localePath(locale, sessionPath(session)),
      ...images,
    },
    twitter: { card: 'summary_large_image', title, description, ...images },
  };
}

export default async function SessionPage({ params }: Props) {
  const locale = await localeParam(params);
  const session = resolve((await params).session, locale);
  const { site, edition, speakers: people } = localizedContent(locale);
  const speakers = sessionSpeakers(session).map(people.speaker);
  const jsonLd = sessionJsonLd(session, site, edition, siteUrl(), speakers, locale);
  // After the edition every session is over; during it, those that have ended (no star or
  // calendar for what is past).
  const clock = await siteClock();
  const after = clock.phase === 'after';
  const ended = after || sessionInstants(session, edition.utcOffset).end <= clock.now;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <SessionDetails
        session={session}
        speakers={speakers}
        locale={locale}
        past={ended}
        reviewHref={after ? localePath(locale, reviewArticle.url) : undefined}
      />
      <RegisterServiceWorker area="programme" />
    </>
  );
}
