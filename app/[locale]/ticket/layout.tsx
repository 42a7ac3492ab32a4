/** Ticket pages are bare: no header and no footer, so a ticket fills a phone screen. */
export default function TicketLayout({ children }: { children: React.ReactNode }) {
  return <main id="main" className="flex flex-1 flex-col bg-sand">{children}</main>;
}
