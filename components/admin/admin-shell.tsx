import Link from 'next/link';
import { formKinds } from '@/lib/forms/registry';
import { kindTitle } from './kind-title';

/**
 * The organiser area's frame: a skip link, its navigation, who is signed in and Sign out. Users
 * who may not organise (gate staff) see only the scanner: every other page here would answer 403.
 */
export function AdminShell({
  user,
  organiser,
  children,
}: {
  user: { name: string; email: string; role: string };
  organiser: boolean;
  children: React.ReactNode;
}) {
  const scanner = { href: '/admin/scan', label: 'Scanner' };
  const links = !organiser
    ? [scanner]
    : [
        { href: '/admin', label: 'Dashboard' },
        { href: '/admin/attendees', label: 'Attendees' },
        { href: '/admin/letters', label: 'Letters' },
        { href: '/admin/market', label: 'Market' },
        ...formKinds.map((kind) => ({ href: `/admin/submissions/${kind}`, label: kindTitle(kind) })),
        { href: '/admin/checkins', label: 'Check-ins' },
        { href: '/admin/users', label: 'Users' },
        { href: '/admin/audit', label: 'Audit log' },
        scanner,
      ];
  return (
    <>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 rounded bg-ink px-4 py-2 text-white"
      >
        Skip to content
      </a>
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-bold text-ink">ACM organiser area</p>
          <div className="flex items-center gap-3 text-sm">
            <span>
              {user.name} ({user.role})
            </span>
            <form method="post" action="/api/admin/sign-out">
              <button
                type="submit"
                className="rounded border border-ink/30 px-3 py-1 font-medium text-ink hover:bg-ink/5"
              >
                Sign out
              </button>
            </form>
          </div>
        </div>
        {links.length > 0 ? (
          <nav aria-label="Organiser area" className="mx-auto max-w-6xl px-4 pb-3">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className="text-ink underline-offset-2 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="admin-main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
    </>
  );
}
