import { edition } from '@/lib/edition';
import { decodeTicket, encodeTicket } from './codec';
import { ticketPagePath, ticketPayload } from './qr';
import type { DecodedTicket } from './schema';

/** The home-screen icon sizes (app/ticket/app-icon/[size]). */
export const TICKET_ICON_SIZES = [192, 512] as const;

/** The manifest link of a ticket's page: its query carries the ticket, like the page's own. */
export function ticketManifestPath(ticket: DecodedTicket): string {
  return `/ticket/manifest?data=${encodeURIComponent(encodeTicket(ticketPayload(ticket)))}`;
}

/**
 * A web app manifest whose start_url is the attendee's own ticket page, so the home-screen icon
 * opens their ticket (offline too, once opened: lib/offline/areas.ts).
 */
export function ticketWebManifest(data: string | null) {
  const decoded = decodeTicket(data);
  const startUrl = decoded.ok ? ticketPagePath(decoded.ticket) : '/ticket/qr-download';
  const name = decoded.ok ? `${edition.shortTitle} ticket: ${decoded.ticket.firstName} ${decoded.ticket.lastName}` : `${edition.shortTitle} ticket`;
  return {
    id: startUrl,
    name,
    short_name: 'My ticket',
    description: `Your ${edition.title} ticket: its QR code for check-in, also without a network.`,
    start_url: startUrl,
    scope: '/ticket/qr-download',
    display: 'standalone',
    background_color: '#fbf6ee',
    theme_color: '#2d0f3f',
    icons: TICKET_ICON_SIZES.map((size) => ({ src: `/ticket/app-icon/${size}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
