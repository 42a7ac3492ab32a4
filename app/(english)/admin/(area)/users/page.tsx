import { UsersPanel } from '@/components/admin/users-panel';
import { Outcome } from '@/components/admin/outcome';
import { pageUser } from '@/lib/authz';
import { listUsers } from '@/lib/auth/users';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Users' };

const done: Record<string, string> = {
  created: 'The user was added.',
  disable: 'The user was disabled and signed out.',
  enable: 'The user was enabled.',
  remove: 'The user was removed.',
  'reset-password': 'The password was changed and the user signed out.',
};

export default async function UsersPage({ searchParams }: PageProps<'/admin/users'>) {
  const user = await pageUser('organise');
  const params = await searchParams;
  const db = await appDb();
  const message = typeof params.done === 'string' ? done[params.done] : undefined;
  const error = typeof params.error === 'string' ? params.error.slice(0, 200) : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Users</h1>
      <Outcome message={message} error={error} />
      <UsersPanel users={await listUsers(db)} self={user.id} />
    </>
  );
}
