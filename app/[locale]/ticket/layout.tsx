import { TicketFrame } from '@/components/ticket/ticket-frame';

/** The attendee's ticket and cancel pages, in every language. */
export default function TicketLayout({ children }: { children: React.ReactNode }) {
  return <TicketFrame>{children}</TicketFrame>;
}
