import { ticketWebManifest } from '@/lib/tickets/manifest';

/**
 * The web app manifest of one attendee's ticket, linked only from that ticket's page: added to
 * the home screen, it opens that very ticket (start_url), which the service worker keeps for
 * offline use. An unreadable ticket gets a manifest that opens the ticket page's error state.
 */
export async function GET(request: Request): Promise<Response> {
  const data = new URL(request.url).searchParams.get('data');
  return Response.json(ticketWebManifest(data), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'private, max-age=86400' },
  });
}
