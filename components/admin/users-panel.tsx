import 'server-only';
import { MIN_PASSWORD_LENGTH, type AdminUser } from '@/lib/auth/users';
import { TableHead } from './table-head';

/**
 * /admin/users: every user with Disable/Enable, Remove and a new password; a form to add one.
 * Each button's name is its visible word and the user's address (WCAG 2.5.3, label in name).
 */
export function UsersPanel({ users, self }: { users: AdminUser[]; self: string }) {
  const input = 'mt-1 rounded border border-ink/40 px-2 py-1';
  return (
    <>
      <table className="mt-6 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Users</caption>
        <TableHead columns={['Name', 'Email', 'Role', 'State', 'Actions']} />
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-b border-ink/10 align-top">
              <td className="py-2 pr-3">{user.name}</td>
              <td className="py-2 pr-3">{user.email}</td>
              <td className="py-2 pr-3">{user.role}</td>
              <td className="py-2 pr-3">{user.disabled ? 'Disabled' : 'Active'}</td>
              <td className="py-2 pr-3">
                {user.id === self ? (
                  <span>This is you</span>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <form method="post" action={`/api/admin/users/${user.id}`}>
                      <input type="hidden" name="action" value={user.disabled ? 'enable' : 'disable'} />
                      <button
                        type="submit"
                        className="rounded border border-ink/40 px-2 py-0.5"
                        aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
                      >
                        {user.disabled ? 'Enable' : 'Disable'}
                      </button>
                    </form>
                    <form method="post" action={`/api/admin/users/${user.id}`}>
                      <input type="hidden" name="action" value="remove" />
                      <button
                        type="submit"
                        className="rounded border border-red-800 px-2 py-0.5 text-red-800"
                        aria-label={`Remove ${user.email}`}
                      >
                        Remove
                      </button>
                    </form>
                    <form method="post" action={`/api/admin/users/${user.id}`} className="flex items-center gap-1">
                      <input type="hidden" name="action" value="reset-password" />
                      <label htmlFor={`password-${user.id}`} className="sr-only">
                        New password for {user.email}
                      </label>
                      <input
                        id={`password-${user.id}`}
                        name="password"
                        type="password"
                        autoComplete="new-password"
                        minLength={MIN_PASSWORD_LENGTH}
                        required
                        placeholder="New password"
                        className="w-36 rounded border border-ink/40 px-2 py-0.5"
                      />
                      <button
                        type="submit"
                        className="rounded border border-ink/40 px-2 py-0.5"
                        aria-label={`Reset password for ${user.email}`}
                      >
                        Reset password
                      </button>
                    </form>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-10 text-xl font-bold text-ink">Add a user</h2>
      <form method="post" action="/api/admin/users" className="mt-3 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="new-name" className="block text-sm font-medium text-ink">
            Name
          </label>
          <input id="new-name" name="name" required className={input} />
        </div>
        <div>
          <label htmlFor="new-email" className="block text-sm font-medium text-ink">
            Email
          </label>
          <input id="new-email" name="email" type="email" required className={input} />
        </div>
        <div>
          <label htmlFor="new-role" className="block text-sm font-medium text-ink">
            Role
          </label>
          <select id="new-role" name="role" defaultValue="gate" className={input}>
            <option value="gate">gate</option>
            <option value="organiser">organiser</option>
          </select>
        </div>
        <div>
          <label htmlFor="new-password" className="block text-sm font-medium text-ink">
            Password (at least {MIN_PASSWORD_LENGTH} characters)
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            className={input}
          />
        </div>
        <button type="submit" className="rounded bg-ink px-4 py-1.5 font-semibold text-white">
          Add user
        </button>
      </form>
    </>
  );
}
