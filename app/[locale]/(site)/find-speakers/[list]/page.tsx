import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  isSpeakerList,
  SpeakerListPage,
  speakerListMetadata,
  speakerLists,
} from '@/components/speakers/speaker-list-page';
import { speakerSearchFrom } from '@/lib/content/speaker-search';
import { localeParam } from '@/lib/i18n/params';

type Props = {
  params: Promise<{ locale: string; list: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateStaticParams() {
  return speakerLists.map((list) => ({ list }));
}

/**
 * A speaker list searched without JavaScript (/speakers?q=ada): proxy.ts rewrites such a request
 * here, so the list pages themselves stay prerendered and only a search renders per request.
 * The address stays the list's; this path is never linked and redirects home when typed.
 */
async function request({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { list } = await params;
  if (!isSpeakerList(list)) notFound();
  return { locale, list, search: speakerSearchFrom(await searchParams) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, list, search } = await request(props);
  return speakerListMetadata(list, locale, search);
}

export default async function SearchedSpeakersPage(props: Props) {
  const { locale, list, search } = await request(props);
  return <SpeakerListPage list={list} locale={locale} search={search} />;
}
