import type { Metadata } from 'next';
import { GalleryPage } from '@/components/gallery/gallery-page';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { siteClock } from '@/lib/phase';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).gallery;
  return pageMetadata({
    locale,
    title: t.title,
    description: fill(t.description, { name: localizedContent(locale).site.name }),
    path: '/gallery',
  });
}

/** The gallery follows the phase: the edition's own pictures join it once it is over. */
export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  const { phase } = await siteClock();
  return <GalleryPage locale={locale} over={phase === 'after'} />;
}
