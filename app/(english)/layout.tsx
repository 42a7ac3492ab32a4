import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { rootMetadata, siteViewport } from '@/lib/seo/page-metadata';

/**
 * The root layout of the pages that are English only, at one path: the organiser area, the gate's
 * verify page, the visa letter and certificate pages and /letters/*.
 */
export const metadata: Metadata = rootMetadata('en');

export const viewport: Viewport = siteViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument locale="en" suggest={false}>
      {children}
    </SiteDocument>
  );
}
