import 'server-only';
import { findAttendeeByTicketId } from '@/lib/submissions';
import { ticketSigningSecret } from '@/lib/tickets/signing-secret';
import { checkTicket, storeLookup } from '@/lib/tickets/verify';
import type { TicketVerifier } from './service';

/** The gate's verdict on a ticket, the same check as the public verify page: wired here once. */
export const ticketVerifier: TicketVerifier = (data) => checkTicket(data, { secret: ticketSigningSecret(), lookup: storeLookup(findAttendeeByTicketId) });
