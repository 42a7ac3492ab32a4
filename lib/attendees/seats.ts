import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '@/content/locales';
import type { Db } from '@/lib/db';
import { outboxInsert, outboxInsertUnlessQueued, queuedMailIds } from '@/lib/email/outbox-rows';
import { seatOfferMail } from '@/lib/email/templates';
import { signTicket, type SignedTicket, type TicketSigningKey } from '@/lib/tickets';
import {
  attendeeCounts,
  changeHappened,
  changeLanded,
  claimOfferUpdate,
  expireOffers,
  findAttendee,
  offerFreeSeats,
  offerStands,
  seatLock,
  standingOffers,
  type AttendeeRecord,
} from './store';
import { attendeePageUrl } from './links';
import { ticketMail } from './ticket-mail';
import { attendeeToken, readAttendeeToken } from './tokens';

/**
 * The capacity and its waiting list (modelled on pretix's waiting list). Who holds a
 * seat is decided in the database (store.ts, "Seats"); this module passes freed seats on:
 * expired offers end, free seats are offered to the people waiting longest, each offer is mailed
 * with a signed claim link (tokens.ts, purpose "claim"), and a claim turns the offer into a
 * ticket. Nothing here is a timer of one process: passSeatsOn is a conditional write any
 * instance may run at any time (after a cancellation, from a scheduled job, on
 * registration requests), and running it twice, here or elsewhere, changes nothing more.
 */
export interface SeatPolicy {
  /** REGISTRATION_CAPACITY: the seats (live tickets plus offers); null: no cap. */
  capacity: number | null;
  /** REGISTRATION_OFFER_HOURS: how long an offer holds its seat. */
  offerHours: number;
}

export interface SeatDeps {
  db: Db;
  seats: SeatPolicy;
  /** The secret the attendee links are signed with (the session secret, RegistrationDeps.linkSecret). */
  linkSecret: string;
  now?: () => number;
}

/** The page an offer's link opens (app/[locale]/(site)/register/claim). */
export const CLAIM_PATH = '/register/claim';

/** In the language the person registered in: /fr/register/claim for French (./links.ts). */
function claimUrl(token: string, locale: Locale): string {
  return attendeePageUrl(locale, `${CLAIM_PATH}?token=${encodeURIComponent(token)}`);
}

/**
 * The outbox id of an offer's mail, derived from the person and the offer's expiry: every
 * instance that finds the offer unmailed computes the same id, so it is queued once.
 */
function offerMailId(ticketId: string, expiresAt: number): string {
  const hex = createHash('sha256').update(`seat-offer\n${ticketId}\n${expiresAt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues the mail of every standing offer that has none yet. An offer and its mail are written
 * apart (which people get a seat is only known once the offer is stored), so a process that
 * stops between the two leaves an offer unmailed: the next pass, on any instance, mails it.
 * Each mail is queued only if its offer still stands when the write runs: a person cancelled
 * after the offers were read is not told to claim a seat.
 */
async function mailStandingOffers(deps: SeatDeps, now: number): Promise<string[]> {
  const offers = (await standingOffers(deps.db, now)).filter(
    (offer): offer is AttendeeRecord & { offerExpiresAt: number } => offer.offerExpiresAt !== null,
  );
  if (offers.length === 0) return [];
  const ids = offers.map((offer) => offerMailId(offer.ticketId, offer.offerExpiresAt));
  const queued = new Set(await queuedMailIds(deps.db, ids));
  const missing = offers.filter((_, index) => !queued.has(ids[index]));
  if (missing.length === 0) return [];
  const secret = deps.linkSecret;
  await deps.db.atomic(
    missing.map((offer) => {
      const token = attendeeToken(secret, {
        purpose: 'claim',
        ticketId: offer.ticketId,
        expiresAt: offer.offerExpiresAt,
      });
      const mail = seatOfferMail({
        firstName: offer.firstName,
        emailAddress: offer.email,
        claimUrl: claimUrl(token, offer.locale),
        expiresAt: offer.offerExpiresAt,
        locale: offer.locale,
      });
      return outboxInsertUnlessQueued(
        deps.db,
        mail,
        now,
        offerMailId(offer.ticketId, offer.offerExpiresAt),
        offerStands(deps.db, offer.ticketId, offer.offerExpiresAt),
      );
    }),
  );
  return missing.map((offer) => offer.ticketId);
}

/**
 * Passes seats on: ends the offers that ran out, offers every free seat to the people waiting
 * longest (in one write, under the seat lock), then mails the offers not yet mailed. Answers
 * the ticket ids of the people whose offer was mailed by this call.
 */
export async function passSeatsOn(deps: SeatDeps): Promise<string[]> {
  const now = (deps.now ?? Date.now)();
  const lock = seatLock(deps.db);
  await deps.db.atomic([
    ...(lock ? [lock] : []),
    expireOffers(deps.db, now, randomUUID()),
    offerFreeSeats(deps.db, deps.seats.capacity, now, now + deps.seats.offerHours * 3_600_000, randomUUID()),
  ]);
  return mailStandingOffers(deps, now);
}

const lastPass = new WeakMap<Db, number>();

/**
 * passSeatsOn at most once per `everyMs` per database handle, for callers on a request's path
 * (a registration) and the scheduled job; a failure is logged, and the next pass retries.
 */
export async function passSeatsOnNowAndThen(deps: SeatDeps, everyMs: number): Promise<void> {
  const now = (deps.now ?? Date.now)();
  if (now - (lastPass.get(deps.db) ?? 0) < everyMs) return;
  lastPass.set(deps.db, now);
  await passSeatsOn(deps).catch((error: unknown) =>
    console.error('[seats] passing seats on failed:', error instanceof Error ? error.message : error),
  );
}

/** The figures of the capacity, for the registration page and the organiser dashboard. */
export interface SeatFigures {
  capacity: number | null;
  registered: number;
  offered: number;
  waiting: number;
  cancelled: number;
  /** Seats nobody holds (null without a cap). */
  free: number | null;
  /** A newcomer would be put on the waiting list: no seat remains, or people are waiting. */
  full: boolean;
}

export async function seatFigures(db: Db, capacity: number | null): Promise<SeatFigures> {
  const counts = await attendeeCounts(db);
  const held = counts.registered + counts.offered;
  const free = capacity === null ? null : Math.max(0, capacity - held);
  return {
    capacity,
    registered: counts.registered,
    offered: counts.offered,
    waiting: counts.waitlisted,
    cancelled: counts.cancelled,
    free,
    full: capacity !== null && (free === 0 || counts.waitlisted > 0),
  };
}

/** What a claim link finds: an offer to take, a seat already taken with it, or nothing to take. */
export type ClaimView =
  | { state: 'open'; attendee: AttendeeRecord; expiresAt: number }
  | { state: 'claimed'; attendee: AttendeeRecord }
  | { state: 'expired' }
  | { state: 'invalid' };

export async function viewClaim(deps: SeatDeps, token: string): Promise<ClaimView> {
  const now = (deps.now ?? Date.now)();
  // Read without the token's own expiry first: a link used in time and opened again later
  // still says the seat was claimed, not that it expired.
  const reading = readAttendeeToken(deps.linkSecret, 'claim', token, 0);
  if (!reading.ok || reading.expiresAt === null) return { state: 'invalid' };
  const attendee = await findAttendee(deps.db, reading.ticketId);
  if (!attendee) return { state: 'invalid' };
  // Registered before the offer's end: with this offer (a waiting person holds no other way in).
  if (attendee.status === 'registered' && attendee.issuedAt !== null && attendee.issuedAt < reading.expiresAt) {
    return { state: 'claimed', attendee };
  }
  if (attendee.status === 'offered' && attendee.offerExpiresAt === reading.expiresAt && now < reading.expiresAt) {
    return { state: 'open', attendee, expiresAt: reading.expiresAt };
  }
  return { state: 'expired' };
}

export type ClaimResult =
  { ok: true; attendee: AttendeeRecord; ticket: SignedTicket; mailId: string } | { ok: false; view: ClaimView };

/**
 * Takes up an offer: signs the person's ticket (with the id reserved when they joined the
 * waiting list) and, in one write, makes them registered and queues the ticket mail, only while
 * the offer stands (store.ts claimOfferUpdate); a second claim, or one after the expiry, changes
 * nothing and answers what the link now finds.
 */
export async function claimSeat(
  deps: SeatDeps & { ticketKey: TicketSigningKey | null | undefined },
  token: string,
): Promise<ClaimResult> {
  const view = await viewClaim(deps, token);
  if (view.state !== 'open') return { ok: false, view };
  if (!deps.ticketKey) throw new Error('TICKET_SIGNING_KEY is required to issue tickets');
  const now = (deps.now ?? Date.now)();
  const { attendee } = view;
  // The ticket id reserved when they joined the waiting list; signTicket keeps only a ticket's fields.
  const signed = signTicket({ ...attendee, company: attendee.company ?? undefined }, deps.ticketKey);
  const changeId = randomUUID();
  const mail = outboxInsert(deps.db, ticketMail(signed, deps.linkSecret, attendee.locale), now, {
    when: changeHappened(deps.db, attendee.ticketId, changeId),
  });
  const lock = seatLock(deps.db);
  await deps.db.atomic([
    ...(lock ? [lock] : []),
    claimOfferUpdate(deps.db, attendee.ticketId, signed, now, changeId),
    mail.query,
  ]);
  if (!(await changeLanded(deps.db, attendee.ticketId, changeId)))
    return { ok: false, view: await viewClaim(deps, token) };
  return {
    ok: true,
    attendee: {
      ...attendee,
      status: 'registered',
      statusAt: now,
      ticket: signed as unknown as Record<string, unknown>,
      issuedAt: now,
      offerExpiresAt: null,
    },
    ticket: signed,
    mailId: mail.id,
  };
}
