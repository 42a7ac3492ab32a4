import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ProfileView } from '@/components/market/profile-view';
import { localizedContent } from '@/content/localized';
import { currentParticipant } from '@/lib/authz/participant';
import { localeParam } from '@/lib/i18n/params';
import { PICTURE_WIDTHS, pictureUrl } from '@/lib/market/images-url';
import { findPublishedProfile } from '@/lib/market/profiles';
import { profileJsonLd } from '@/lib/market/profiles-json-ld';
import { marketRuntime } from '@/lib/runtime';
import { localeUrl, serializeJsonLd } from '@/lib/seo/event-json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteUrl } from '@/lib/site-url';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** One read per request, shared by the metadata and the page. */
const publishedProfile = cache(async (slug: string) => findPublishedProfile((await marketRuntime()).db, slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const profile = await publishedProfile((await params).slug);
  if (!profile) return {};
  const metadata = pageMetadata({
    locale,
    title: profile.organisation ? `${profile.displayName} · ${profile.organisation}` : profile.displayName,
    description: (profile.offer || localizedContent(locale).market.directory.description).slice(0, 200),
    path: `/market/${profile.slug}`,
  });
  // Search engines list a profile only if its owner allowed it.
  return profile.indexable ? metadata : { ...metadata, robots: { index: false, follow: false } };
}

/**
 * A published profile; any other (pending, rejected, unknown) is not found. Its owner sees it as
 * others do, without "Request a meeting" (the session is read for that, so the page is per person).
 */
export default async function MarketProfilePage({ params }: Props) {
  const locale = await localeParam(params);
  const profile = await publishedProfile((await params).slug);
  if (!profile) notFound();
  const viewer = await currentParticipant();
  const base = siteUrl();
  const image =
    profile.imageVersion === null
      ? null
      : `${base}${pictureUrl(profile.slug, profile.imageVersion, PICTURE_WIDTHS[2])}`;
  return (
    <>
      {profile.indexable ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(profileJsonLd(profile, localeUrl(base, locale, `/market/${profile.slug}`), image)),
          }}
        />
      ) : null}
      <ProfileView locale={locale} profile={profile} own={viewer?.id === profile.personId} />
    </>
  );
}
