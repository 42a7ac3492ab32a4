import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { auditInsert } from '@/lib/audit';
import { outboxInsert } from '@/lib/email/outbox-rows';
import { registrationSchema } from '@/lib/forms/schemas';
import { createTicketId, signTicket, type SignedTicket, type Ticket, type TicketSigningKey } from '@/lib/tickets';
import { revocationInserts } from '@/lib/tickets/revocations';
import { changeHappened, changeLanded, findAttendee, ticketReplacement } from './store';
import { liveTicket, ticketMail } from './ticket-mail';
import type { TicketLetters } from './ticket-letters';

/**
 * An organiser's correction of what is signed into a ticket: first name, last name, company
 * (checked as the registration form checks them). The signature covers them, so the ticket is
 * replaced: a new signed ticket with a new id, signed with the key registration signs with, is
 * stored in the old one's place and mailed, and the old ticket is revoked at every gate. An
 * address is not corrected: the ticket id derives from it, and a person cancels and registers
 * again. One batch: the row's change, the revocation, the mail and the audit entry, the last three
 * only if the change happened (store.ts changeHappened), so of two concurrent corrections one wins
 * and the other queues nothing.
 */
export const correctionSchema = registrationSchema.pick({ firstName: true, lastName: true, company: true });

export type Correction = z.infer<typeof correctionSchema>;

export interface CorrectionDeps {
  db: Db;
  /** The key registration signs with (TICKET_SIGNING_KEY). */
  ticketKey: TicketSigningKey | null;
  /** What the new ticket's cancel link is signed with (RegistrationDeps.linkSecret). */
  linkSecret: string;
  /** The ticket's visa letters, moved to the new ticket in the correction's transaction (lib/letters ticketLetters). */
  letters: TicketLetters;
  now?: () => number;
}

export type CorrectionResult =
  | { ok: true; ticketId: string; previousTicketId: string; ticket: SignedTicket; mailId: string }
  | { ok: false; problem: 'not-found' | 'no-live-ticket' | 'unchanged' | 'no-signing-key' };

/** Which of the signed fields the correction changes, by name (the audit entry names them, never their values). */
function changedFields(ticket: SignedTicket, correction: Correction): string[] {
  const changes: [string, boolean][] = [
    ['first name', ticket.firstName !== correction.firstName.normalize('NFC')],
    ['last name', ticket.lastName !== correction.lastName.normalize('NFC')],
    ['company', (ticket.company ?? '') !== correction.company.normalize('NFC')],
  ];
  return changes.filter(([, changed]) => changed).map(([name]) => name);
}

export async function correctAttendee(
  deps: CorrectionDeps,
  ticketId: string,
  correction: Correction,
  { actor }: { actor: string },
): Promise<CorrectionResult> {
  const { db, ticketKey } = deps;
  if (!ticketKey) return { ok: false, problem: 'no-signing-key' };
  const attendee = await findAttendee(db, ticketId);
  if (!attendee) return { ok: false, problem: 'not-found' };
  const current = liveTicket(attendee);
  if (!current) return { ok: false, problem: 'no-live-ticket' };
  const changed = changedFields(current, correction);
  if (changed.length === 0) return { ok: false, problem: 'unchanged' };

  const now = (deps.now ?? Date.now)();
  // The id carries the time it was made: a new one differs from the old, unless made in the same millisecond.
  const id = createTicketId(current.email, now);
  const next: Ticket = {
    ticketId: id === ticketId ? createTicketId(current.email, now + 1) : id,
    firstName: correction.firstName,
    lastName: correction.lastName,
    email: current.email,
    ...(correction.company ? { company: correction.company } : {}),
  };
  const signed = signTicket(next, ticketKey);
  const changeId = randomUUID();
  const when = changeHappened(db, signed.ticketId, changeId);
  const mail = outboxInsert(db, ticketMail(signed, deps.linkSecret, attendee.locale), now, { when });
  await db.atomic([
    ticketReplacement(
      db,
      ticketId,
      {
        ticketId: signed.ticketId,
        firstName: signed.firstName,
        lastName: signed.lastName,
        company: signed.company ?? null,
        ticket: signed,
      },
      now,
      changeId,
    ),
    ...revocationInserts(db, [ticketId], now, when),
    ...deps.letters.move(db, ticketId, signed.ticketId, when),
    mail.query,
    auditInsert(
      db,
      {
        actor,
        action: 'details-corrected',
        target: signed.ticketId,
        detail: `replaces ${ticketId}; corrected ${changed.join(', ')}`,
      },
      now,
      when,
    ),
  ]);
  // Lost to a concurrent change (cancelled or corrected meanwhile): nothing of this batch landed.
  if (!(await changeLanded(db, signed.ticketId, changeId))) return { ok: false, problem: 'no-live-ticket' };
  return { ok: true, ticketId: signed.ticketId, previousTicketId: ticketId, ticket: signed, mailId: mail.id };
}
