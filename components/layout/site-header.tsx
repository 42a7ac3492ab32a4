import { IntentLink as Link } from '@/components/ui/intent-link';
import { mainNavigation } from '@/content/navigation';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 bg-plum text-white shadow-md">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href="/" className="shrink-0">
          <Logo />
        </Link>
        <DesktopNav items={mainNavigation} />
        <MobileMenu items={mainNavigation} />
      </div>
    </header>
  );
}
