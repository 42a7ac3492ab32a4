import 'server-only';
import { defaultLocale, type Locale } from '@/content/locales';
import { isUniqueViolation } from '@/lib/db';
import type { AttendeeStatus } from '@/lib/db/schema';
import { waitlistMail } from '@/lib/email/templates';
import { formRegistry, type RegistrationInput } from '@/lib/forms';
import { queueMails } from '@/lib/submissions/store';
import {
  deliverMails,
  serviceLog,
  type EmailState,
  type ServiceDeps,
  type UpstreamFailure,
} from '@/lib/submissions/service';
import { forwardToUpstream } from '@/lib/submissions/upstream';
import { createTicketId, signTicket, type SignedTicket, type Ticket, type TicketSigningKey } from '@/lib/tickets';
import { passSeatsOnNowAndThen, type SeatPolicy } from './seats';
import {
  AttendeeNotStored,
  findAttendeeByEmail,
  recordAttendee,
  recordSeatedAttendee,
  type AttendeeRecord,
} from './store';
import { liveTicket, mailTicketAgain, ticketMail } from './ticket-mail';

/**
 * The registration form's post, after lib/handlers has checked it: the attendee, their ticket and
 * its mail, and the form's submission row, stored in one transaction (./store.ts recordAttendee).
 * It is the submission service (lib/submissions/service.ts) with what only a registration needs.
 */
export interface RegistrationDeps extends ServiceDeps {
  /** The Ed25519 key tickets are signed with (TICKET_SIGNING_KEY); none while registration is closed. */
  ticketKey?: TicketSigningKey | null;
  /** REGISTRATION_CAPACITY and REGISTRATION_OFFER_HOURS; absent or a null capacity: no cap. */
  seats?: SeatPolicy;
  /** Signs the attendee's own links (./tokens.ts: the ticket mail's cancel link, an offer's claim link): the session secret. */
  linkSecret: string;
}

/**
 * A registration's outcome: the person's status (registered with a ticket; waitlisted when the
 * capacity was reached; for a repeated address, whatever their registration is now) and,
 * while they hold one, their ticket.
 */
export type RegisterResult =
  | {
      ok: true;
      id: string;
      status: AttendeeStatus;
      ticketId: string;
      ticket: SignedTicket | null;
      email: EmailState;
      repeated: boolean;
    }
  | { ok: false; failure: UpstreamFailure };

/**
 * A repeated address: its registration as it stands, never a second one. A ticket holder gets
 * the first ticket mailed again, a person waiting the waiting-list mail (each at most once per
 * MAIL_REPEAT_WINDOW_MS); an offer's mail was sent with the offer, and a cancelled registration
 * gets nothing. Each mail is in the language they registered in, whatever the repeat's.
 */
async function answerAgain(deps: RegistrationDeps, attendee: AttendeeRecord, now: number): Promise<RegisterResult> {
  const repeated = {
    ok: true as const,
    id: attendee.ticketId,
    status: attendee.status,
    ticketId: attendee.ticketId,
    repeated: true,
  };
  let mailIds: string[] = [];
  const ticket = liveTicket(attendee);
  if (attendee.status === 'registered') {
    if (!ticket) throw new Error(`the registration ${attendee.ticketId} holds no signed ticket`);
    mailIds = await mailTicketAgain(deps.db, ticket, now, {
      window: true,
      linkSecret: deps.linkSecret,
      locale: attendee.locale,
    });
  } else if (attendee.status === 'waitlisted') {
    mailIds = await queueMails(
      deps.db,
      [waitlistMail({ firstName: attendee.firstName, emailAddress: attendee.email, locale: attendee.locale })],
      now,
    );
  }
  if (mailIds.length === 0) {
    // Nothing new is on its way (the address had its mail within MAIL_REPEAT_WINDOW_MS, or its
    // state has no mail to repeat): the same success, pending, so a repeat cannot be used to
    // flood the inbox.
    serviceLog(deps, `repeated registration of ${attendee.ticketId} (${attendee.status}): nothing mailed again`);
    return { ...repeated, ticket, email: 'pending' };
  }
  serviceLog(deps, `repeated registration of ${attendee.ticketId} (${attendee.status}): its mail was sent again`);
  return { ...repeated, ticket, email: await deliverMails(deps, mailIds) };
}

/** How often a registration request also passes freed seats on (./seats.ts). */
const SEAT_PASS_EVERY_MS = 30_000;

/**
 * Registers an attendee: a signed ticket, stored, and mailed as a link to the ticket page. One
 * registration per address: a known address gets its registration as it stands (answerAgain),
 * never a second one. The database decides (a unique index on the normalised address), so two
 * concurrent registrations of one address make one entry. Under a capacity (deps.seats) the
 * database also decides who gets a seat (./store.ts, "Seats"): once none remains,
 * or while people wait, the person is put on the waiting list with no ticket and told so by mail.
 * `locale` is the language of the form: kept with the attendee, every mail to them is in it.
 */
export async function registerAttendee(
  deps: RegistrationDeps,
  input: RegistrationInput,
  locale: Locale = defaultLocale,
): Promise<RegisterResult> {
  const key = deps.ticketKey;
  if (!key) throw new Error('TICKET_SIGNING_KEY is required to issue tickets');
  const clock = deps.now ?? Date.now;
  if (deps.upstream) {
    // Looked up first, so that a known address is never forwarded twice.
    const known = await findAttendeeByEmail(deps.db, input.emailAddress);
    if (known) return answerAgain(deps, known, clock());
    const forwarded = await forwardToUpstream(deps.upstream, formRegistry.registration.endpoint, input);
    if (!forwarded.ok) return { ok: false, failure: forwarded };
  }
  // Otherwise a known address is found by the insert itself, which then stores nothing
  // (AttendeeNotStored): a rush of newcomers is spared a lookup each.
  const capacity = deps.seats?.capacity ?? null;
  if (capacity !== null && deps.seats) {
    // Expired offers pass on before this person is counted; any instance may do it, once.
    await passSeatsOnNowAndThen(
      { db: deps.db, seats: deps.seats, linkSecret: deps.linkSecret, now: deps.now },
      SEAT_PASS_EVERY_MS,
    );
  }
  let now = clock();
  for (let attempt = 0; ; attempt += 1) {
    const ticket: Ticket = {
      ticketId: createTicketId(input.emailAddress, now),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.emailAddress,
      ...(input.company ? { company: input.company } : {}),
    };
    const signed = signTicket(ticket, key);
    const attendee = {
      ...ticket,
      company: ticket.company ?? null,
      ticket: signed,
      payload: input,
      locale,
      submissionStatus: deps.upstream ? ('forwarded' as const) : ('stored' as const),
    };
    const mail = ticketMail(signed, deps.linkSecret, locale);
    try {
      const recorded =
        capacity === null
          ? { ...(await recordAttendee(deps.db, attendee, [mail], now)), status: 'registered' as const }
          : await recordSeatedAttendee(
              deps.db,
              attendee,
              {
                registered: mail,
                waitlisted: waitlistMail({ firstName: input.firstName, emailAddress: input.emailAddress, locale }),
              },
              capacity,
              now,
            );
      const issued = recorded.status === 'registered' ? signed : null;
      return {
        ok: true,
        id: recorded.id,
        status: recorded.status,
        ticketId: signed.ticketId,
        ticket: issued,
        email: await deliverMails(deps, recorded.mailIds),
        repeated: false,
      };
    } catch (error) {
      if (error instanceof AttendeeNotStored || isUniqueViolation(error)) {
        // The address is known (a repeat, or a double submit registered meanwhile): that registration.
        const registered = await findAttendeeByEmail(deps.db, input.emailAddress);
        if (registered) return answerAgain(deps, registered, clock());
        // Another address with the same id hash in the same millisecond: the next millisecond.
        if (attempt < 3) {
          now = Math.max(now + 1, clock());
          continue;
        }
      }
      if (!deps.upstream) throw error;
      // Forwarded: the organisers have the registration even though our copy failed.
      serviceLog(
        deps,
        `forwarded registration could not be kept locally: ${error instanceof Error ? error.message : String(error)}`,
      );
      return {
        ok: true,
        id: 'upstream',
        status: 'registered',
        ticketId: signed.ticketId,
        ticket: signed,
        email: 'failed',
        repeated: false,
      };
    }
  }
}
