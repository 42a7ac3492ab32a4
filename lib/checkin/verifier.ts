import 'server-only';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { serverCounters } from '@/lib/http/shared-counters';
import { CounterLimiter, type RateDecision } from '@/lib/http/rate-limit';
import { processSingleton } from '@/lib/process-singleton';
import { findAttendeeByTicketId } from '@/lib/submissions';
import { nodeEd25519Verify } from '@/lib/tickets/keys';
import { publishedTicketKeys } from '@/lib/tickets/signing-key';
import { checkTicket, storeLookup, type AttendeeLookup } from '@/lib/tickets/verify';
import { GATE_LOOKUPS_PER_MINUTE, TICKET_CHECKS_PER_MINUTE } from './limits';
import type { TicketVerifier } from './service';

/**
 * The verdicts on a ticket, wired here once. The public page (/ticket/qr-verify) trusts
 * signatures only and never reads the registration list, so it tells nobody who is registered;
 * an anonymous client may ask it TICKET_CHECKS_PER_MINUTE times a minute. The gate (POST
 * /api/checkin, /admin/check-in) also looks unsigned tickets up, to refuse one that names a
 * registered ticket id with other details, at most GATE_LOOKUPS_PER_MINUTE times a minute per
 * staff member. Counts are shared by every instance on PostgreSQL (lib/http/shared-counters).
 */

/** The public page's verdict: the signature alone. */
export const publicTicketVerifier: TicketVerifier = (data) =>
  checkTicket(data, { keys: publishedTicketKeys(), verify: nodeEd25519Verify });

function limiter(name: string, limit: number): Promise<CounterLimiter> {
  return processSingleton(`ticketLimiter:${name}`, async () => new CounterLimiter(await serverCounters(), name, limit));
}

/**
 * Counts one anonymous ticket check by `client` (lib/http clientKey). When the counters cannot be
 * reached (PostgreSQL down) the check is allowed: the verdict needs no database, and an attendee
 * at the gate must still see it; the page reads nothing anybody could abuse meanwhile.
 */
export async function countPublicTicketCheck(client: string): Promise<RateDecision> {
  try {
    return await (await limiter('ticket-check', TICKET_CHECKS_PER_MINUTE)).hit(client);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { allowed: true, retryAfterSeconds: 0, remaining: 0 };
  }
}

/** The gate's verdict for one staff member: unsigned tickets are looked up while their budget lasts. */
export function gateTicketVerifier(staffId: string): TicketVerifier {
  const find = storeLookup(findAttendeeByTicketId);
  const lookup: AttendeeLookup = async (ticketId) => {
    const decision = await (await limiter('gate-lookup', GATE_LOOKUPS_PER_MINUTE)).hit(staffId);
    return decision.allowed ? find(ticketId) : undefined;
  };
  return (data) => checkTicket(data, { keys: publishedTicketKeys(), lookup, verify: nodeEd25519Verify });
}
