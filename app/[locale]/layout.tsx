import type { Metadata, Viewport } from 'next';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { InlineStyles } from '@/components/layout/inline-styles';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/site-url';
import { edition } from '@/lib/edition';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${edition.title} | ${site.venue.locality}, ${edition.dates}`, template: `%s | ${edition.title}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name, locale: 'en_NG' },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#2d0f3f',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <InlineStyles />
        <ScrollToTop />
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
