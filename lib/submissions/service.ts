import 'server-only';
import type { Db } from '@/lib/db';
import { attendeeMail } from '@/lib/email/templates';
import type { DeliveryState, OutboxWorker } from '@/lib/email/outbox';
import type { OutgoingMail } from '@/lib/email/outbox-rows';
import { formRegistry, type FormInput, type RegistrationInput, type SubmissionFormKind } from '@/lib/forms';
import { createTicketId, signTicket, ticketPageUrl, type Ticket } from '@/lib/tickets';
import { recordAttendee, recordSubmission, subscribeToNewsletter } from './store';
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
  ticketSecret?: string;
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

export type RegisterResult = { ok: true; id: string; ticketId: string; email: EmailState } | { ok: false; failure: UpstreamFailure };

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ''}` : String(error);
  return /UNIQUE|unique|23505|SQLITE_CONSTRAINT/.test(text);
}

/** Registers an attendee: a signed ticket, stored, and mailed as a link to the ticket page. */
export async function registerAttendee(deps: ServiceDeps, input: RegistrationInput): Promise<RegisterResult> {
  if (!deps.ticketSecret) throw new Error('TICKET_SIGNING_SECRET is required to issue tickets');
  if (deps.upstream) {
    const forwarded = await forwardToUpstream(deps.upstream, formRegistry.registration.endpoint, input);
    if (!forwarded.ok) return { ok: false, failure: forwarded };
  }
  const clock = deps.now ?? Date.now;
  let now = clock();
  for (let attempt = 0; ; attempt += 1) {
    const ticket: Ticket = {
      ticketId: createTicketId(input.emailAddress, now),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.emailAddress,
      ...(input.company ? { company: input.company } : {}),
    };
    const signed = signTicket(ticket, deps.ticketSecret);
    const mail = attendeeMail({ firstName: input.firstName, emailAddress: input.emailAddress, ticketUrl: ticketPageUrl(signed) });
    try {
      const result = await keep(deps, deps.upstream !== null, () =>
        recordAttendee(
          deps.db,
          {
            ticketId: ticket.ticketId,
            firstName: ticket.firstName,
            lastName: ticket.lastName,
            email: ticket.email,
            company: ticket.company ?? null,
            ticket: signed,
            payload: input,
            status: deps.upstream ? 'forwarded' : 'stored',
          },
          [mail],
          now,
        ),
      );
      if (!result.ok) return result;
      return { ...result, ticketId: ticket.ticketId };
    } catch (error) {
      // The same address registering twice in one millisecond: the next millisecond is a new id.
      if (attempt < 3 && isUniqueViolation(error)) {
        now = Math.max(now + 1, clock());
        continue;
      }
      throw error;
    }
  }
}

export async function subscribe(deps: ServiceDeps, email: string): Promise<{ created: boolean }> {
  return subscribeToNewsletter(deps.db, email, (deps.now ?? Date.now)());
}
