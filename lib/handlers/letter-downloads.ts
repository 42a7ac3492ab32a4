import 'server-only';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '@/lib/db/unavailable';
import { REVOCATIONS_UNREAD_NOTE } from '@/lib/tickets/verify';
import { appServices, letterUnlockDeps, publicTicketCheck, ticketSigningKey } from '@/lib/runtime';
import { certificateOfTicket, type CertificateResult } from '@/lib/letters/certificates';
import { letterByNumber, letterOfTicket, type LetterDownload } from '@/lib/letters/downloads';
import { letterNumberOfToken } from '@/lib/letters/links';
import { unlockLetter, type UnlockRefusal } from '@/lib/letters/unlock';

/**
 * The attendee's downloads, for their pages and PDF routes (/ticket/certificate,
 * /ticket/visa-letter/letter, /letters/download): which document a ticket or a link gives, or
 * why none. A ticket must verify (signed by a published key, not revoked) and name a live
 * registration; the database being down is said as such, never as "no certificate".
 */
export type Unreadable = { ok: false; problem: 'invalid-ticket' | 'invalid-link' | 'unavailable' };

/**
 * The ticket id of a `data` parameter whose ticket verifies and is not revoked, or null. When the
 * list of revocations cannot be read, the database is down: that is thrown as such, so the page
 * says "unavailable", never "not a ticket".
 */
async function verifiedTicketId(data: string | undefined): Promise<string | null> {
  if (!data) return null;
  const verdict = await publicTicketCheck(data);
  if (verdict.status === 'unverified' && verdict.note === REVOCATIONS_UNREAD_NOTE)
    throw new DatabaseUnavailableError('the revocations could not be read');
  return verdict.status === 'valid' ? verdict.ticket.ticketId : null;
}

async function guarded<T>(run: () => Promise<T | Unreadable>): Promise<T | Unreadable> {
  try {
    return await run();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { ok: false, problem: 'unavailable' };
    throw error;
  }
}

export function certificateForTicket(data: string | undefined): Promise<CertificateResult | Unreadable> {
  return guarded(async () => {
    const ticketId = await verifiedTicketId(data);
    if (!ticketId) return { ok: false, problem: 'invalid-ticket' };
    const { deps } = await appServices();
    return certificateOfTicket({ db: deps.db, key: ticketSigningKey() }, ticketId);
  });
}

export function letterForTicket(data: string | undefined): Promise<LetterDownload | Unreadable> {
  return guarded(async () => {
    const ticketId = await verifiedTicketId(data);
    if (!ticketId) return { ok: false, problem: 'invalid-ticket' };
    const { deps } = await appServices();
    return letterOfTicket(deps.db, ticketId);
  });
}

/**
 * The ticket's letter for the person who also knows its passport number (the ticket's link alone
 * is in its QR code, which gate staff and any photo of it read), with the tries of `client`
 * counted before the ticket is checked and those of the letter after (./unlock.ts).
 */
export function letterForTicketHolder(
  data: string | undefined,
  passportNumber: string,
  client: string,
): Promise<LetterDownload | Unreadable | UnlockRefusal> {
  return guarded(async () =>
    unlockLetter(await letterUnlockDeps(), () => letterForTicket(data), { client, passportNumber }),
  );
}

export function letterForLink(token: string | undefined): Promise<LetterDownload | Unreadable> {
  return guarded(async () => {
    const { deps } = await appServices();
    const number = letterNumberOfToken(deps.linkSecret, token);
    if (!number) return { ok: false, problem: 'invalid-link' };
    return letterByNumber(deps.db, number);
  });
}
