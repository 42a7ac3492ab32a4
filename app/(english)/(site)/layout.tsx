import { SiteShell } from '@/components/layout/site-shell';

/** The public frame of the English-only pages (/letters/verify): no language switch, as there is no other language. */
export default function EnglishSiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell locale="en" switchable={false}>
      {children}
    </SiteShell>
  );
}
