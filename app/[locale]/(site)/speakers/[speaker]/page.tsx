import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { SpeakerProfile } from '@/components/speakers/speaker-profile';
import { site } from '@/content/site';
import { editionSpeakers } from '@/content/speakers';
import { displayText } from '@/lib/content/speakers';
import { sessionsOfSpeaker, speakerPath } from '@/lib/programme';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ speaker: string }> };

/** The 55 pages are prerendered; proxy.ts sends any other slug to /speakers. */
export const dynamicParams = false;

export function generateStaticParams() {
  return editionSpeakers.map((speaker) => ({ speaker: speaker.id }));
}

const find = (id: string) => editionSpeakers.find((speaker) => speaker.id === id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const speaker = find((await params).speaker);
  if (!speaker) return { robots: { index: false } };
  return pageMetadata({
    title: displayText(speaker.name),
    description: `${displayText(speaker.name)}, ${displayText(speaker.title)}: speaker at ${site.name} ${site.edition}. ${speaker.bio}`,
    path: speakerPath(speaker),
  });
}

export default async function SpeakerPage({ params }: Props) {
  const speaker = find((await params).speaker);
  if (!speaker) notFound();
  return (
    <>
      <SpeakerProfile speaker={speaker} sessions={sessionsOfSpeaker(speaker.id)} />
      <RegisterServiceWorker area="programme" />
    </>
  );
}
