import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { SpeakerProfile } from '@/components/speakers/speaker-profile';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { editionSpeakers } from '@/content/speakers';
import { displayText } from '@/lib/content/speakers';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { sessionsOfSpeaker, speakerPath } from '@/lib/programme';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteClock } from '@/lib/phase';

type Props = { params: Promise<{ locale: string; speaker: string }> };

/**
 * The speakers' slugs are known at build time; proxy.ts sends any other slug to /speakers. The
 * pages render per request: their sessions follow the edition's phase (lib/phase).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return editionSpeakers.map((speaker) => ({ speaker: speaker.id }));
}

/** The speaker of this slug, the role and bio in the page's language. */
const find = (id: string, locale: Locale) =>
  localizedContent(locale).speakers.editionSpeakers.find((speaker) => speaker.id === id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const speaker = find((await params).speaker, locale);
  if (!speaker) return { robots: { index: false } };
  const { site } = localizedContent(locale);
  return pageMetadata({
    locale,
    title: displayText(speaker.name),
    description: fill(messages(locale).speakers.profileDescription, {
      name: displayText(speaker.name),
      title: displayText(speaker.title),
      site: site.name,
      year: site.edition,
      bio: speaker.bio,
    }),
    path: speakerPath(speaker),
  });
}

export default async function SpeakerPage({ params }: Props) {
  const locale = await localeParam(params);
  const speaker = find((await params).speaker, locale);
  if (!speaker) notFound();
  return (
    <>
      <SpeakerProfile
        speaker={speaker}
        sessions={sessionsOfSpeaker(speaker.id, localizedContent(locale).programme.sessions)}
        locale={locale}
        past={(await siteClock()).phase === 'after'}
      />
      <RegisterServiceWorker area="programme" />
    </>
  );
}
