import Link from 'next/link';
import type { InboxRow } from '@/lib/admin/inbox';
import type { FormKind } from '@/lib/forms/registry';
import { formatTime, languageLabel } from './format';
import { TableHead } from './table-head';

/** A name to show for a row: the form's name fields, else its address. */
function displayName(row: InboxRow): string {
  const { firstName, lastName, fullName } = row.payload;
  const name =
    [firstName, lastName].filter((part) => typeof part === 'string' && part).join(' ') ||
    (typeof fullName === 'string' ? fullName : '');
  return name || row.email;
}

export function SubmissionsTable({ kind, rows }: { kind: FormKind; rows: InboxRow[] }) {
  return (
    <table className="mt-6 w-full border-collapse text-left text-sm">
      <caption className="sr-only">Submissions, newest first</caption>
      <TableHead
        columns={
          kind === 'newsletter'
            ? ['Received', 'Name', 'Email', 'Language']
            : ['Received', 'Name', 'Email', 'Language', 'Handled']
        }
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-ink/10">
            <td className="py-2 pr-3 whitespace-nowrap">{formatTime(row.createdAt)}</td>
            <td className="py-2 pr-3">
              <Link href={`/admin/submissions/${kind}/${row.id}`} prefetch={false} className="underline">
                {displayName(row)}
              </Link>
            </td>
            <td className="py-2 pr-3">{row.email}</td>
            <td className="py-2 pr-3">{languageLabel(row.locale)}</td>
            {kind !== 'newsletter' ? <td className="py-2 pr-3">{row.handledAt ? 'Yes' : 'No'}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
