import QRCode, { type QRCodeToDataURLOptions } from 'qrcode';
import { siteUrl } from '@/lib/site-url';
import { encodeTicket } from './codec';
import type { DecodedTicket } from './schema';

/** SPEC.md sections 7 and 9: error correction H, width 300, margin 2. */
export const QR_OPTIONS = {
  errorCorrectionLevel: 'H',
  width: 300,
  margin: 2,
  type: 'image/png',
} as const satisfies QRCodeToDataURLOptions;

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

/** A PNG data URL of the QR code for some content; any failure is the error of SPEC.md section 8. */
export async function generateQrDataUrl(content: string): Promise<string> {
  try {
    return await QRCode.toDataURL(content, QR_OPTIONS);
  } catch {
    throw new Error(QR_ERROR);
  }
}
