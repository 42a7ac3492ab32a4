import 'server-only';
import type { Db } from '@/lib/db';
import { auditInsert } from '@/lib/audit';
import { outboxInsert, queuedMailIds } from '@/lib/email/outbox-rows';
import { findAttendee, holdsLiveTicket } from './store';
import { liveTicket, ticketMail } from './ticket-mail';

/**
 * An organiser's "Resend ticket": the same ticket mail queued again, with its audit entry in the
 * same write, both only if the ticket is still live when it lands. It is an explicit request, so
 * the address's mail window (which holds back a public form's repeats) does not apply.
 */
export type ResendResult = { ok: true; mailId: string } | { ok: false; problem: 'not-found' | 'no-live-ticket' };

export async function resendTicket(
  deps: { db: Db; linkSecret: string; now?: () => number },
  ticketId: string,
  { actor }: { actor: string },
): Promise<ResendResult> {
  const attendee = await findAttendee(deps.db, ticketId);
  if (!attendee) return { ok: false, problem: 'not-found' };
  const ticket = liveTicket(attendee);
  if (!ticket) return { ok: false, problem: 'no-live-ticket' };
  const now = (deps.now ?? Date.now)();
  // Queued only while the ticket is still live when the write lands (not cancelled or corrected meanwhile).
  const when = holdsLiveTicket(deps.db, ticketId);
  const mail = outboxInsert(deps.db, ticketMail(ticket, deps.linkSecret, attendee.locale), now, { when });
  await deps.db.atomic([
    mail.query,
    auditInsert(deps.db, { actor, action: 'ticket-resent', target: ticketId }, now, when),
  ]);
  if ((await queuedMailIds(deps.db, [mail.id])).length === 0) return { ok: false, problem: 'no-live-ticket' };
  return { ok: true, mailId: mail.id };
}
