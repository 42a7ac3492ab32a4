import 'server-only';
import Link from 'next/link';
import type { LetterRequest } from '@/lib/letters/requests';
import { formatTime } from './format';
import { TableHead } from './table-head';

/** One page of the visa letter queue: each name opens the request's page. */
export function LetterRequestsTable({ rows, caption }: { rows: LetterRequest[]; caption: string }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          columns={[
            'Requested',
            'Name',
            'Nationality',
            'Ticket',
            'Embassy or consulate',
            'Travel',
            'Letter',
            'Decided',
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-ink/10" data-request={row.id}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(row.createdAt)}</td>
              <td className="py-2 pr-3">
                <Link href={`/admin/letters/${row.id}`} prefetch={false} className="underline">
                  {row.fullName}
                </Link>
              </td>
              <td className="py-2 pr-3">{row.nationality}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{row.ticketId}</td>
              <td className="py-2 pr-3">{row.embassy}</td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {row.arrival} to {row.departure}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{row.documentNumber ?? ''}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(row.decidedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
