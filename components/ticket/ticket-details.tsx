import type { Ticket } from '@/lib/tickets/schema';

/** The attendee's fields as a description list, shared by the ticket card and the gate view. */
export function TicketDetails({ ticket, showEmail = true }: { ticket: Ticket; showEmail?: boolean }) {
  const rows: [string, string][] = [
    ['Name', `${ticket.firstName} ${ticket.lastName}`],
    ...(showEmail ? ([['Email', ticket.email]] as [string, string][]) : []),
    ['Company', ticket.company ?? 'Not specified'],
    ['Ticket ID', ticket.ticketId],
  ];
  return (
    <dl className="divide-y divide-plum/10">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[6.5rem_1fr] gap-3 py-2.5">
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd
            className={`min-w-0 break-words text-base font-semibold text-ink ${label === 'Ticket ID' ? 'font-mono text-sm' : ''}`}
            data-field={label}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
