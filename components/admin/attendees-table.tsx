import 'server-only';
import Link from 'next/link';
import type { AttendeeListRecord } from '@/lib/attendees/store';
import { optionLabel, statusLabels } from '@/lib/admin/attendees';
import { formatTime, languageLabel } from './format';
import { TableHead } from './table-head';

/** The registrations, newest first: each name opens the person's page. */
export function AttendeesTable({ rows }: { rows: AttendeeListRecord[] }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Registrations, newest first</caption>
        <TableHead
          columns={[
            'Registered',
            'Name',
            'Email',
            'Ticket',
            'Company',
            'Category',
            'Country',
            'Language',
            'Status',
            'Checked in',
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.ticketId} className="border-b border-ink/10" data-ticket={row.ticketId}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(row.createdAt)}</td>
              <td className="py-2 pr-3">
                <Link
                  href={`/admin/attendees/${encodeURIComponent(row.ticketId)}`}
                  prefetch={false}
                  className="underline"
                >
                  {row.firstName} {row.lastName}
                </Link>
              </td>
              <td className="py-2 pr-3 break-all">{row.email}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{row.ticketId}</td>
              <td className="py-2 pr-3">{row.company ?? ''}</td>
              <td className="py-2 pr-3">{optionLabel('category', row.category)}</td>
              <td className="py-2 pr-3">{optionLabel('country', row.country)}</td>
              <td className="py-2 pr-3">{languageLabel(row.locale)}</td>
              <td className="py-2 pr-3">{statusLabels[row.status]}</td>
              <td className="py-2 pr-3">{row.checkedIn ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
