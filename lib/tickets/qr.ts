import QRCode, { type QRCodeToStringOptions } from 'qrcode';
import { siteUrl } from '@/lib/site-url';
import { encodeTicket } from './codec';
import type { DecodedTicket } from './schema';

/**
 * SPEC.md sections 7 and 9: error correction H, width 300, margin 2. Drawn as SVG: a signed
 * ticket needs a version 19 symbol (97 modules), and a 300-pixel PNG of it has modules of
 * uneven width (3 or 4 pixels) that scanners misread, while the vector image stays exact at
 * any screen density.
 */
export const QR_OPTIONS = {
  errorCorrectionLevel: 'H',
  width: 300,
  margin: 2,
  type: 'svg',
} as const satisfies QRCodeToStringOptions;

export const QR_ERROR = 'QR code generation failed';

/** Only the ticket's own fields travel, in a fixed order, whatever else the input carried. */
export function ticketPayload(ticket: DecodedTicket): DecodedTicket {
  return {
    ticketId: ticket.ticketId,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    email: ticket.email,
    ...(ticket.company ? { company: ticket.company } : {}),
    ...(ticket.signature ? { signature: ticket.signature } : {}),
  };
}

/** The gate URL inside the QR code: {site}/ticket/qr-verify?ticket={base64 ticket JSON}. */
export function ticketVerifyUrl(ticket: DecodedTicket): string {
  return `${siteUrl()}/ticket/qr-verify?ticket=${encodeURIComponent(encodeTicket(ticketPayload(ticket)))}`;
}

/** The ticket page link sent to the attendee: {site}/ticket/qr-download?data={base64 ticket JSON}. */
export function ticketPageUrl(ticket: DecodedTicket): string {
  return `${siteUrl()}/ticket/qr-download?data=${encodeURIComponent(encodeTicket(ticketPayload(ticket)))}`;
}

/** An SVG data URL, escaped only where URLs need it so the HTML stays compressible. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/"/g, "'").replace(/[\r\n%#()<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}

/** An image data URL of the QR code for some content; any failure is the error of SPEC.md section 8. */
export async function generateQrDataUrl(content: string): Promise<string> {
  try {
    if (!content) throw new Error('No content');
    // Anti-aliased edges: crispEdges snaps 97 modules onto 300 pixels unevenly.
    return svgDataUrl((await QRCode.toString(content, QR_OPTIONS)).replace(' shape-rendering="crispEdges"', ''));
  } catch {
    throw new Error(QR_ERROR);
  }
}
