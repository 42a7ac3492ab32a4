import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/admin-shell';
import { pageUser } from '@/lib/authz';
import { may } from '@/lib/roles';

export const metadata: Metadata = {
  title: { default: 'Organiser area', template: '%s | ACM organiser area' },
  robots: { index: false, follow: false },
};

/** Every page of the organiser area but sign-in: no live session, no page (a redirect to sign in). */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await pageUser();
  return (
    <AdminShell user={user} organiser={may(user, 'organise')}>
      {children}
    </AdminShell>
  );
}
