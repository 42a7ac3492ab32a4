import { SiteShell } from '@/components/layout/site-shell';
import { localeParam } from '@/lib/i18n/params';

/**
 * The public frame for the offline page. The service worker precaches it when it installs and
 * shows it months later, so its header carries no call to action of the install day's phase.
 */
export default async function OfflineLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <SiteShell locale={await localeParam(params)} switchable phaseNeutral>
      {children}
    </SiteShell>
  );
}
