import 'server-only';
import type { Db, Queryable } from '@/lib/db';
import { findAttendee, holdsLiveTicket, type AttendeeRecord } from '@/lib/attendees/store';
import { liveTicket } from '@/lib/attendees/ticket-mail';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { outboxInsert } from '@/lib/email/outbox-rows';
import { letterRequestReplacedMail } from '@/lib/email/templates';
import { decodeTicket } from '@/lib/tickets/codec';
import type { Ed25519Verify, TicketPublicKey } from '@/lib/tickets/ed25519';
import { findRevocation, ticketHash } from '@/lib/tickets/revocations';
import type { DecodedTicket, SignedTicket } from '@/lib/tickets/schema';
import { checkTicket } from '@/lib/tickets/verify';
import { ticketIdOfVisaRequestToken } from '@/lib/attendees/links';
import { submitRequest, type LetterRequestInput, type SubmittedRequest } from './requests';

/**
 * Who may see and ask for a visa invitation letter (docs/letters.md): the holder of a live ticket. The
 * ticket must not be revoked, and it must be the registration's current ticket (a corrected
 * registration has a new one; a cancelled, waiting or erased one has none).
 *
 * Two proofs, of different strength. The ticket link (`data`) proves only that one has seen the
 * ticket: its QR code carries the same payload, so gate staff or anyone photographing a badge
 * holds it. It opens the page that says how to ask. Making or replacing a request, which holds
 * passport data and leads to a letter naming a person, takes the request link from the ticket
 * mail (`token`, ./links.ts), which only the registered mailbox receives.
 */
export type LetterTicket =
  /** The ticket as presented (with its signature, for links that carry it on). */
  | { state: 'holder'; ticket: DecodedTicket }
  /** Unreadable, unsigned, signed by a key we do not publish, or forged. */
  | { state: 'invalid' }
  | { state: 'cancelled' }
  /** Signed by us, but not the registration's current ticket (or no registration holds it any more). */
  | { state: 'replaced' }
  | { state: 'unavailable' };

export interface LetterTicketDeps {
  db: () => Promise<Queryable>;
  keys: readonly TicketPublicKey[];
  verify: Ed25519Verify;
}

type Standing =
  { state: 'cancelled' } | { state: 'replaced' } | { state: 'current'; attendee: AttendeeRecord; ticket: SignedTicket };

/** Where the registration holding `ticketId` stands now. */
async function standingOf(db: Queryable, ticketId: string): Promise<Standing> {
  if (await findRevocation(db, ticketId)) return { state: 'cancelled' };
  const attendee = await findAttendee(db, ticketId);
  if (attendee?.status === 'cancelled') return { state: 'cancelled' };
  const ticket = attendee ? liveTicket(attendee) : null;
  if (!attendee || !ticket || ticket.ticketId !== ticketId) return { state: 'replaced' };
  return { state: 'current', attendee, ticket };
}

async function readingDatabase<T>(read: () => Promise<T>): Promise<T | { state: 'unavailable' }> {
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { state: 'unavailable' };
    throw error;
  }
}

/** The ticket link's holder: enough to be told how to ask, never to ask. */
export async function letterTicketHolder(deps: LetterTicketDeps, data: string | undefined): Promise<LetterTicket> {
  const verdict = await checkTicket(data, { keys: deps.keys, verify: deps.verify });
  const decoded = decodeTicket(data);
  if (verdict.status !== 'valid' || !decoded.ok) return { state: 'invalid' };
  return readingDatabase(async () => {
    const standing = await standingOf(await deps.db(), verdict.ticket.ticketId);
    if (standing.state !== 'current') return standing;
    if (standing.ticket.signature !== decoded.ticket.signature) return { state: 'replaced' };
    return { state: 'holder', ticket: decoded.ticket };
  });
}

export type LetterRequester =
  Exclude<LetterTicket, { state: 'holder' }> | { state: 'holder'; ticket: SignedTicket; attendee: AttendeeRecord };

/** The request link's holder (the registered mailbox): may make or replace the ticket's request. */
export async function letterRequester(
  db: () => Promise<Queryable>,
  linkSecret: string,
  token: string | undefined,
): Promise<LetterRequester> {
  const ticketId = ticketIdOfVisaRequestToken(linkSecret, token);
  if (!ticketId) return { state: 'invalid' };
  return readingDatabase(async () => {
    const standing = await standingOf(await db(), ticketId);
    return standing.state === 'current'
      ? { state: 'holder', ticket: standing.ticket, attendee: standing.attendee }
      : standing;
  });
}

/**
 * The statement that finds the attendee still holding `ticketId` live as the write runs:
 * registered under this id, with a ticket, not revoked. letterRequester's read comes before
 * the write, and an erasure, cancellation or correction committing in between has already
 * deleted, dropped or moved the ticket's requests: a request stored without this check would
 * outlive them. On PostgreSQL it locks the attendee's row until the write ends, so one of those
 * that comes after waits and then sees the request (as certificates.ts registeredWithoutCertificate).
 */
function holdsTicketNow(db: Queryable, ticketId: string) {
  const live = holdsLiveTicket(db, ticketId)
    .where('ticket', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('ticket_revocations').select('ticket_hash').where('ticket_hash', '=', ticketHash(ticketId)),
        ),
      ),
    );
  return db.dialect === 'postgres' ? live.forShare() : live;
}

/**
 * Stores the request link holder's request, if they still hold the ticket live (`stored` false:
 * not stored). One that replaces a pending request is mailed to the registered address in the
 * same write, in case that mailbox is not the holder's alone, only if this write deleted it.
 */
export async function submitHolderRequest(
  db: Db,
  holder: Extract<LetterRequester, { state: 'holder' }>,
  input: LetterRequestInput,
  now: number,
): Promise<SubmittedRequest> {
  const { attendee } = holder;
  return submitRequest(db, holder.ticket.ticketId, input, now, {
    when: holdsTicketNow(db, holder.ticket.ticketId),
    also: (replaced, replacedByThis) => [
      outboxInsert(
        db,
        letterRequestReplacedMail({
          holder: replaced.fullName,
          emailAddress: attendee.email,
          sentOn: replaced.createdAt,
          locale: attendee.locale,
        }),
        now,
        { when: replacedByThis },
      ).query,
    ],
  });
}
