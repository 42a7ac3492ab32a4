/** The ticket pages' frame: bare, no header and no footer, so a ticket fills a phone screen. */
export function TicketFrame({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex flex-1 flex-col bg-sand">
      {children}
    </main>
  );
}
