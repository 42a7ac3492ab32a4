import { z } from 'zod';
import { refuseUnsafeText } from '@/lib/text';

/**
 * What the server and the browser share of the check-in: browser-safe (no server import; the
 * rest of lib/checkin is server-only), read by POST /api/checkin, the gate page's "Check in"
 * button and the scanner (lib/scanner: online scans and offline uploads).
 *
 * The protocol: pretix's redeem is the model. The client sends an idempotency nonce so a
 * retried request is the same check-in, and the server decides who was first.
 */
export const checkinRequestSchema = z.object({
  /** The base64 ticket JSON, or the whole verify URL (…/ticket/qr-verify?ticket=…). */
  ticket: z.string().trim().min(1).max(8192),
  /** A fresh UUID per scan: the same nonce twice is one check-in. */
  nonce: z.uuid(),
  /** The gate's name as staff chose it on the scanner. */
  gate: z.string().trim().min(1).max(60).superRefine(refuseUnsafeText('The gate name')),
  /** Staff confirmed admitting a ticket that cannot be verified (the organisers' own system). */
  confirmUnverified: z.boolean().optional(),
  /** When an offline scanner uploads later: the moment the device scanned (ISO 8601). */
  scannedAt: z.iso.datetime({ offset: true }).optional(),
});

export type CheckinRequest = z.infer<typeof checkinRequestSchema>;

/** `revoked`: the organisers cancelled the ticket (lib/tickets/revocations.ts); never admitted, even if signed. */
export type CheckinResult = 'checked_in' | 'already_checked_in' | 'invalid' | 'unverified' | 'revoked';

type FirstCheckIn = { at: string; gate: string; by: string };

/**
 * The 200 answer of POST /api/checkin, as the body itself (not wrapped in the site's envelope),
 * for every verdict. Errors of the request use the site's failure envelope: 400 a body this
 * schema refuses, 401 signed out, 403 another role or a foreign Origin, 409 a nonce already
 * used for another ticket, 415 not JSON.
 */
export type CheckinResponse = {
  result: CheckinResult;
  ticketId?: string;
  /** "First Last" of the ticket holder. */
  name?: string;
  /** On checked_in: this check-in; on already_checked_in: the first one. */
  firstCheckIn?: FirstCheckIn;
  /** On invalid or unverified: why, in words gate staff can act on. */
  reason?: string;
  /** On revoked: when the ticket was cancelled (ISO 8601). */
  revokedAt?: string;
};

/**
 * What gate staff paste or scan is either the ticket's base64 JSON or the whole verify link
 * ({site}/ticket/qr-verify?ticket=…, or the attendee's own ticket link with ?data=…). Returns
 * the base64 part; anything that is not such a link is passed on as it is, for the ticket
 * decoder to accept or refuse.
 */
export function ticketDataFrom(input: string): string {
  const value = input.trim();
  if (!/^https?:\/\//i.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  // Read the raw query, not URLSearchParams: it would turn an unencoded '+' of base64 into a space.
  for (const part of url.search.slice(1).split('&')) {
    const [name, ...rest] = part.split('=');
    if (name === 'ticket' || name === 'data') return rest.join('=');
  }
  return '';
}
