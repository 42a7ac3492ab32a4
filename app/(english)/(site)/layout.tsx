import { SiteShell } from '@/components/layout/site-shell';

/** The public frame of the English-only pages (/letters/verify): no language switch, there is no other language to go to. */
export default function EnglishSiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell locale="en" switchable={false}>
      {children}
    </SiteShell>
  );
}
