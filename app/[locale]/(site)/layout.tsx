import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* No paint before the header and <main> are parsed (the link is released when </main> is
          read): with the stylesheet inline, a page could be painted while its HTML is still being
          read, and the header's right-aligned menu would grow to the left as its last items
          arrive (a layout shift, seen on a loaded machine). React places the link in the <head>. */}
      <link rel="expect" href="#main" blocking="render" />
      <a href="#main" className="sr-only z-[60] rounded bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
