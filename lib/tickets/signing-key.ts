import 'server-only';
import { serverEnv } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton';
import type { TicketPublicKey } from './ed25519';
import { publishedKey, ticketKeyFromSeed, type TicketSigningKey } from './keys';

/**
 * The site's ticket keys from the validated environment: TICKET_SIGNING_KEY (the current seed)
 * and TICKET_RETIRED_PUBLIC_KEYS (earlier keys' public halves). Without a signing key the site
 * issues no tickets and publishes no keys, so every signed ticket shows as "Not verified".
 */
export function ticketSigningKey(): TicketSigningKey | null {
  return processSingleton('ticketSigningKey', () => {
    const seed = serverEnv().TICKET_SIGNING_KEY;
    return seed ? ticketKeyFromSeed(seed) : null;
  });
}

/** The keys a verifier trusts: the current one first, then the retired ones, each once. */
export function publishedTicketKeys(): TicketPublicKey[] {
  return processSingleton('publishedTicketKeys', () => {
    const current = ticketSigningKey();
    const keys = [
      ...(current ? [{ id: current.id, publicKey: current.publicKey }] : []),
      ...serverEnv().TICKET_RETIRED_PUBLIC_KEYS.map(publishedKey),
    ];
    return keys.filter((key, index) => keys.findIndex((other) => other.id === key.id) === index);
  });
}
