import type { Metadata } from 'next';
import { ExhibitionPage as Exhibition, exhibitionMetadata } from '@/components/exhibition/exhibition-page';
import { localeParam } from '@/lib/i18n/params';
import { siteClock } from '@/lib/phase';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return exhibitionMetadata(await localeParam(params), (await siteClock()).phase);
}

/** The stand registration before the edition, where to find it during, what it was after (lib/phase). */
export default async function ExhibitionPage({ params }: Props) {
  return <Exhibition locale={await localeParam(params)} phase={(await siteClock()).phase} />;
}
