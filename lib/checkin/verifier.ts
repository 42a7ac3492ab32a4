import 'server-only';
import { findAttendeeByTicketId } from '@/lib/submissions';
import { nodeEd25519Verify } from '@/lib/tickets/keys';
import { publishedTicketKeys } from '@/lib/tickets/signing-key';
import { checkTicket, storeLookup } from '@/lib/tickets/verify';
import type { TicketVerifier } from './service';

/** The gate's verdict on a ticket, the same check as the public verify page: wired here once. */
export const ticketVerifier: TicketVerifier = (data) =>
  checkTicket(data, { keys: publishedTicketKeys(), lookup: storeLookup(findAttendeeByTicketId), verify: nodeEd25519Verify });
