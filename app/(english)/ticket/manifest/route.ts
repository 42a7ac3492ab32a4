import { ticketWebManifest } from '@/lib/tickets/manifest';

/**
 * The web app manifest of one attendee's ticket, linked only from that ticket's page: added to
 * the home screen, it opens that very ticket (start_url), which the service worker keeps for
 * offline use. An unreadable ticket gets a manifest that opens the ticket page's error state.
 * `locale`: the ticket page's language (its words, and its page as start_url).
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  return Response.json(ticketWebManifest(query.get('data'), query.get('locale')), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'private, max-age=86400' },
  });
}
