import type { Metadata, Viewport } from 'next';
import { BrandFacePreload } from '@/components/layout/brand-face-preload';
import { SiteDocument } from '@/components/layout/site-document';
import { locales } from '@/content/locales';
import { localeParam } from '@/lib/i18n/params';
import { rootMetadata, siteViewport } from '@/lib/seo/page-metadata';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

/**
 * The root layout of the pages that exist in every language: /about is English (proxy.ts rewrites
 * it here with locale "en"), /fr/about French. Both are prerendered, one page per language; a
 * language outside content/locales.ts is not a page.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rootMetadata(await localeParam(params));
}

export const viewport: Viewport = siteViewport;

export default async function LocaleLayout({ children, params }: Props) {
  return (
    <SiteDocument locale={await localeParam(params)} suggest>
      <BrandFacePreload />
      {children}
    </SiteDocument>
  );
}
