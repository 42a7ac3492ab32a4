import { handleCheckin } from '@/lib/checkin/http';
import type { TicketVerifier } from '@/lib/checkin/service';
import { findAttendeeByTicketId } from '@/lib/submissions';
import { ticketSigningSecret } from '@/lib/tickets/signing-secret';
import { checkTicket, storeLookup } from '@/lib/tickets/verify';

/** The gate's verdict on a ticket: the same check as the verify page (the one place it is wired). */
const verify: TicketVerifier = (data) => checkTicket(data, { secret: ticketSigningSecret(), lookup: storeLookup(findAttendeeByTicketId) });

/** POST /api/checkin { ticket, nonce, gate, confirmUnverified?, scannedAt? }: gate and organiser users. */
export function POST(request: Request): Promise<Response> {
  return handleCheckin(request, verify);
}
