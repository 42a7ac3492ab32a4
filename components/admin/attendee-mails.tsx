import type { MailState } from '@/lib/email/outbox-rows';
import { formatTime, mailStatusLabel } from './format';
import { TableHead } from './table-head';

/** The mails to an attendee's address, newest first, with how their delivery went. */
export function AttendeeMails({ mails }: { mails: MailState[] }) {
  if (mails.length === 0) return <p className="mt-3 text-ink">No mail has been queued to this address.</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Mails to this address, newest first</caption>
        <TableHead columns={['Queued', 'Subject', 'Status', 'Attempts', 'Sent']} />
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.id} className="border-b border-ink/10" data-testid="attendee-mail">
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(mail.createdAt)}</td>
              <td className="py-2 pr-3">{mail.subject}</td>
              <td className="py-2 pr-3">
                {mailStatusLabel(mail)}
                {mail.lastError ? ` (${mail.lastError})` : ''}
              </td>
              <td className="py-2 pr-3">{mail.attempts}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(mail.sentAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
