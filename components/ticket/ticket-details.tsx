import { en } from '@/content/messages/en';
import type { Messages } from '@/content/messages/en';
import type { Ticket } from '@/lib/tickets/schema';

type Labels = Pick<Messages['ticket'], 'name' | 'email' | 'company' | 'ticketId' | 'notSpecified'>;

/**
 * The attendee's fields as a description list, shared by the ticket card and the gate view (in
 * English: the gate's verify page is English only). `data-field` names each row in English
 * whatever the language, for the tests and the gate's tools.
 */
export function TicketDetails({
  ticket,
  showEmail = true,
  labels = en.ticket,
}: {
  ticket: Ticket;
  showEmail?: boolean;
  labels?: Labels;
}) {
  const rows: [string, string, string][] = [
    ['Name', labels.name, `${ticket.firstName} ${ticket.lastName}`],
    ...(showEmail ? ([['Email', labels.email, ticket.email]] as [string, string, string][]) : []),
    ['Company', labels.company, ticket.company ?? labels.notSpecified],
    ['Ticket ID', labels.ticketId, ticket.ticketId],
  ];
  return (
    <dl className="divide-y divide-plum/10">
      {rows.map(([field, label, value]) => (
        <div key={field} className="grid grid-cols-[6.5rem_1fr] gap-3 py-2.5">
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd
            className={`min-w-0 break-words text-base font-semibold text-ink ${field === 'Ticket ID' ? 'font-mono text-sm' : ''}`}
            data-field={field}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
