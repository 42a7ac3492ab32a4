import { TicketFrame } from '@/components/ticket/ticket-frame';

/** The gate's verify page and the ticket's document pages (English only). */
export default function EnglishTicketLayout({ children }: { children: React.ReactNode }) {
  return <TicketFrame>{children}</TicketFrame>;
}
