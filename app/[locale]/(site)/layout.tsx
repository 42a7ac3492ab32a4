import { SiteShell } from '@/components/layout/site-shell';
import { localeParam } from '@/lib/i18n/params';

export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <SiteShell locale={await localeParam(params)} switchable>
      {children}
    </SiteShell>
  );
}
