import type { Metadata } from 'next';
import { SpeakerListPage, speakerListMetadata } from '@/components/speakers/speaker-list-page';
import { localeParam } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return speakerListMetadata('past-speakers', await localeParam(params));
}

/** Prerendered without a search; a request with ?q= or ?sector= is rewritten to app/[locale]/(site)/find-speakers. */
export default async function PastSpeakersPage({ params }: Props) {
  return <SpeakerListPage list="past-speakers" locale={await localeParam(params)} search={{ q: '', sector: '' }} />;
}
