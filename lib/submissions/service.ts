import 'server-only';
import type { Db } from '@/lib/db';
import type { DeliveryState, OutboxWorker } from '@/lib/email/outbox';
import { MAIL_REPEAT_WINDOW_MS, type OutgoingMail } from '@/lib/email/outbox-rows';
import { formRegistry, type FormInput, type RegistrationInput, type SubmissionFormKind } from '@/lib/forms';
import { findAttendeeByEmail, recordAttendee, type AttendeeRecord } from '@/lib/attendees/store';
import { liveTicket, mailTicketAgain, ticketMail } from '@/lib/attendees/ticket-mail';
import { createTicketId, signTicket, type SignedTicket, type Ticket, type TicketSigningKey } from '@/lib/tickets';
import { recordSubmission, subscribeToNewsletter } from './store';
import { forwardToUpstream, type UpstreamConfig, type UpstreamResult } from './upstream';

/**
 * What happens to a valid submission: forwarded to the organisers' API when one is
 * configured, then kept with its confirmation mail in one write, then one attempt to send the
 * mail while the visitor waits (the outbox keeps retrying after that). An e-mail problem never
 * turns an accepted submission into a failure.
 */
export interface ServiceDeps {
  db: Db;
  upstream: UpstreamConfig | null;
  outbox: OutboxWorker | null;
  /** How long a request waits for its confirmation mail before answering "pending". */
  deliveryWaitMs: number;
  /** The Ed25519 key tickets are signed with (TICKET_SIGNING_KEY); none while registration is closed. */
  ticketKey?: TicketSigningKey | null;
  /** Signs the attendee's own links in the ticket mail (lib/attendees/links.ts): the session secret. */
  linkSecret: string;
  now?: () => number;
  log?: (message: string) => void;
}

export type UpstreamFailure = Exclude<UpstreamResult, { ok: true }>;

/**
 * sent: the confirmation went out; pending: queued (no transport, or still sending);
 * retrying: the first attempt failed and the outbox will try again; failed: the mail could not
 * be queued (the submission itself was accepted upstream).
 */
export type EmailState = DeliveryState | 'failed';

export type SubmitResult = { ok: true; id: string; email: EmailState } | { ok: false; failure: UpstreamFailure };

/** The confirmation mail of a submission, as its form's registry entry writes it. */
function confirmationMail<K extends SubmissionFormKind>(kind: K, input: FormInput<K>): OutgoingMail {
  const build = formRegistry[kind].confirmationMail as ((input: FormInput<K>) => OutgoingMail) | null;
  if (!build) throw new Error(`the ${kind} form has no confirmation mail`);
  return build(input);
}

function log(deps: ServiceDeps, message: string): void {
  (deps.log ?? ((text: string) => console.log(`[submissions] ${text}`)))(message);
}

/** OutboxWorker.deliver never rejects and answers pending without a transport. */
async function deliver(deps: ServiceDeps, mailIds: string[]): Promise<EmailState> {
  return deps.outbox ? deps.outbox.deliver(mailIds, deps.deliveryWaitMs) : 'pending';
}

/** Keeps a forwarded submission; if our own database fails, the organisers still have it. */
async function keep(deps: ServiceDeps, forwarded: boolean, write: () => Promise<{ id: string; mailIds: string[] }>): Promise<SubmitResult> {
  try {
    const recorded = await write();
    return { ok: true, id: recorded.id, email: await deliver(deps, recorded.mailIds) };
  } catch (error) {
    if (!forwarded) throw error;
    log(deps, `forwarded submission could not be kept locally: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: true, id: 'upstream', email: 'failed' };
  }
}

export async function submitForm<K extends SubmissionFormKind>(deps: ServiceDeps, kind: K, input: FormInput<K>): Promise<SubmitResult> {
  const form = formRegistry[kind];
  if (deps.upstream) {
    const forwarded = await forwardToUpstream(deps.upstream, form.endpoint, input);
    if (!forwarded.ok) return { ok: false, failure: forwarded };
  }
  const now = (deps.now ?? Date.now)();
  return keep(deps, deps.upstream !== null, () =>
    recordSubmission(
      deps.db,
      { kind, email: (form.emailOf as (input: FormInput<K>) => string)(input), status: deps.upstream ? 'forwarded' : 'stored', payload: input, now },
      [confirmationMail(kind, input)],
    ),
  );
}

export type RegisterResult =
  | { ok: true; id: string; ticketId: string; ticket: SignedTicket; email: EmailState; repeated: boolean }
  | { ok: false; failure: UpstreamFailure };

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ''}` : String(error);
  return /UNIQUE|unique|23505|SQLITE_CONSTRAINT/.test(text);
}

/**
 * The ticket first issued to an address, mailed again (at most once per MAIL_REPEAT_WINDOW_MS):
 * a repeated registration never makes a second one.
 */
async function sendAgain(deps: ServiceDeps, attendee: AttendeeRecord, now: number): Promise<RegisterResult> {
  const ticket = liveTicket(attendee);
  if (!ticket) throw new Error(`the registration ${attendee.ticketId} holds no live ticket (${attendee.status})`);
  const mailIds = await mailTicketAgain(deps.db, ticket, now, { window: true, linkSecret: deps.linkSecret });
  if (mailIds.length === 0) {
    // The address had its ticket mailed within MAIL_REPEAT_WINDOW_MS: that mail stands, and the
    // answer is the same success (pending: nothing new is on its way) so a repeat cannot be
    // used to flood the inbox (issue 21).
    log(deps, `repeated registration of ticket ${attendee.ticketId}: mailed within the last ${MAIL_REPEAT_WINDOW_MS / 60_000} minutes, not again`);
    return { ok: true, id: attendee.ticketId, ticketId: attendee.ticketId, ticket, email: 'pending', repeated: true };
  }
  log(deps, `repeated registration of ticket ${attendee.ticketId}: the ticket was mailed again`);
  return { ok: true, id: attendee.ticketId, ticketId: attendee.ticketId, ticket, email: await deliver(deps, mailIds), repeated: true };
}

/**
 * Registers an attendee: a signed ticket, stored, and mailed as a link to the ticket page. One
 * registration per address: a known address gets its first ticket again (and its mail, unless
 * one went within the address's mail window), never a second one. The database decides (a unique index on the normalised address), so two
 * concurrent registrations of one address issue one ticket.
 */
export async function registerAttendee(deps: ServiceDeps, input: RegistrationInput): Promise<RegisterResult> {
  const key = deps.ticketKey;
  if (!key) throw new Error('TICKET_SIGNING_KEY is required to issue tickets');
  const clock = deps.now ?? Date.now;
  const known = await findAttendeeByEmail(deps.db, input.emailAddress);
  if (known) return sendAgain(deps, known, clock());
  if (deps.upstream) {
    const forwarded = await forwardToUpstream(deps.upstream, formRegistry.registration.endpoint, input);
    if (!forwarded.ok) return { ok: false, failure: forwarded };
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
    try {
      const recorded = await recordAttendee(
        deps.db,
        {
          ...ticket,
          company: ticket.company ?? null,
          ticket: signed,
          payload: input,
          submissionStatus: deps.upstream ? 'forwarded' : 'stored',
        },
        [ticketMail(signed, deps.linkSecret)],
        now,
      );
      return { ok: true, id: recorded.id, ticketId: signed.ticketId, ticket: signed, email: await deliver(deps, recorded.mailIds), repeated: false };
    } catch (error) {
      if (isUniqueViolation(error)) {
        // The same address registered meanwhile (a double submit): that registration's ticket.
        const registered = await findAttendeeByEmail(deps.db, input.emailAddress);
        if (registered) return sendAgain(deps, registered, clock());
        // Another address with the same id hash in the same millisecond: the next millisecond.
        if (attempt < 3) {
          now = Math.max(now + 1, clock());
          continue;
        }
      }
      if (!deps.upstream) throw error;
      // Forwarded: the organisers have the registration even though our copy failed.
      log(deps, `forwarded registration could not be kept locally: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: true, id: 'upstream', ticketId: signed.ticketId, ticket: signed, email: 'failed', repeated: false };
    }
  }
}

export async function subscribe(deps: ServiceDeps, email: string): Promise<{ created: boolean }> {
  return subscribeToNewsletter(deps.db, email, (deps.now ?? Date.now)());
}
