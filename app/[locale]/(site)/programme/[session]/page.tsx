import type { Metadata } from 'next';
import { edition } from '@/lib/edition';
import { permanentRedirect, redirect } from 'next/navigation';
import { SessionDetails } from '@/components/programme/session-details';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { programme } from '@/content/programme';
import { site } from '@/content/site';
import { formatTimeRange, programmeDays, resolveSessionParam, sessionPath, sessionSpeakers } from '@/lib/programme';
import { sessionJsonLd } from '@/lib/programme/session-json-ld';
import { serializeJsonLd } from '@/lib/seo/event-json-ld';
import { siteUrl } from '@/lib/site-url';

type Props = { params: Promise<{ session: string }> };

/** Every session's canonical page is prerendered; other params redirect (also done by proxy.ts). */
export const dynamicParams = true;

export function generateStaticParams() {
  return programme.map((session) => ({ session: sessionPath(session).slice('/programme/'.length) }));
}

function resolve(param: string) {
  const resolution = resolveSessionParam(param, programme);
  if (resolution.kind === 'redirect') {
    if (resolution.status === 307) redirect(resolution.location);
    permanentRedirect(resolution.location);
  }
  return resolution.item;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolution = resolveSessionParam((await params).session, programme);
  if (resolution.kind !== 'found') return { robots: { index: false } };
  const session = resolution.item;
  const day = programmeDays.find((candidate) => candidate.date === session.date);
  const description = `${day?.longDate}, ${formatTimeRange(session)}, ${session.room}. ${session.description}`;
  const title = `${session.title} | ${site.name} ${site.edition}`;
  return {
    title: session.title,
    description,
    alternates: { canonical: sessionPath(session) },
    openGraph: { type: 'website', siteName: site.name, locale: 'en_NG', title, description, url: sessionPath(session) },
    twitter: { card: 'summary_large_image', title, description },
  };
}

export default async function SessionPage({ params }: Props) {
  const session = resolve((await params).session);
  const speakers = sessionSpeakers(session);
  const jsonLd = sessionJsonLd(session, site, edition, siteUrl(), speakers);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <SessionDetails session={session} speakers={speakers} />
      <RegisterServiceWorker area="programme" />
    </>
  );
}
