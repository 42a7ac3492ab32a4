import type { Metadata } from 'next';
import { CachedPages } from '@/components/programme/cached-pages';
import { messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { localeAlternatesMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).offline;
  return {
    title: t.title,
    description: t.description,
    alternates: localeAlternatesMetadata(locale, '/offline'),
    robots: { index: false, follow: false },
  };
}

/**
 * What the programme's service worker shows for a page it has no copy of while offline. Its
 * layout, (offline)/layout.tsx, gives it a header whose button follows no phase: the service
 * worker keeps the copy of its install day, so "Register" would outlive registration.
 */
export default async function OfflinePage({ params }: Props) {
  const t = messages(await localeParam(params)).offline;
  return (
    <div className="container-page py-14 sm:py-20">
      <h1 className="text-3xl font-extrabold tracking-tight text-plum sm:text-5xl">{t.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink">{t.lead}</p>
      <CachedPages />
    </div>
  );
}
