import 'server-only';
import { auditInsert } from '@/lib/audit';
import { findAttendee } from '@/lib/attendees/store';
import type { Db, Queryable } from '@/lib/db';
import { letterApprovedMail, letterRejectedMail } from '@/lib/email/templates';
import { outboxInsert } from '@/lib/email/outbox-rows';
import type { TicketSigningKey } from '@/lib/tickets/keys';
import {
  documentLanded,
  findDocumentByNumber,
  issueDocument,
  withdrawDocument,
  withdrawEarlierLetters,
  type IssuedDocument,
} from './documents';
import { letterDownloadUrl } from './links';
import { approveUpdate, decidedBy, findRequest, rejectUpdate, stillPending, type LetterRequest } from './requests';

/**
 * The organisers' decisions on visa letter requests (/admin/letters/[id]): approve (the letter is
 * issued, numbered and signed, and its download link mailed), reject (the reason mailed), and
 * withdraw an issued letter. Each is one write with its mail and its audit entry, and happens at
 * most once: a second press, or a second organiser at the same time, finds the request decided and
 * changes nothing. Its mails are in the language the attendee registered in. Passport data never
 * goes into a mail, an audit entry or a log.
 */
export interface ReviewDeps {
  db: Db;
  /** The ticket key the letter is signed with; null when the server has none (no letters then). */
  key: TicketSigningKey | null;
  linkSecret: string;
  now?: () => number;
}

export type ReviewResult =
  | { ok: true; request: LetterRequest; document?: IssuedDocument; mailId?: string }
  | { ok: false; problem: 'not-found' | 'decided' | 'no-attendee' | 'no-signing-key' };

/**
 * The pending request, locked on PostgreSQL until the write ends: of two organisers approving at
 * once on two instances, the second's insert waits and then finds it approved (PostgreSQL
 * re-reads a locked row), so one request never gets two letters. SQLite writes one at a time.
 * It must still belong to the ticket it was read with: a correction moves it to the new ticket,
 * and a letter issued for the old one would stand for a revoked ticket.
 */
function pendingForUpdate(db: Queryable, id: string, ticketId: string) {
  const pending = stillPending(db, id).where('ticket_id', '=', ticketId);
  return db.dialect === 'postgres' ? pending.forUpdate() : pending;
}

/** Approves a pending request: issues its letter and queues the mail with the download link. */
export async function approveRequest(
  deps: ReviewDeps,
  id: string,
  { actor, coversCosts }: { actor: string; coversCosts: boolean },
): Promise<ReviewResult> {
  const { db } = deps;
  const request = await findRequest(db, id);
  if (!request) return { ok: false, problem: 'not-found' };
  if (request.status !== 'pending') return { ok: false, problem: 'decided' };
  if (!deps.key) return { ok: false, problem: 'no-signing-key' };
  // Retention has erased the passport data: a letter issued now would be unusable.
  if (request.scrubbedAt !== null) return { ok: false, problem: 'decided' };
  const attendee = await findAttendee(db, request.ticketId);
  // Only a registration that still stands gets a letter (not one cancelled since the request).
  if (!attendee || attendee.status !== 'registered') return { ok: false, problem: 'no-attendee' };
  const now = (deps.now ?? Date.now)();
  let mailId: string | undefined;
  const document = await issueDocument(
    db,
    {
      kind: 'letter',
      ticketId: request.ticketId,
      requestId: id,
      holder: request.fullName,
      nationality: request.nationality,
      passportEnd: request.passportNumber,
      issuedBy: actor,
    },
    deps.key,
    {
      now,
      when: pendingForUpdate(db, id, request.ticketId),
      also: (letter) => {
        // Only with this request's letter (never another's that took the same number meanwhile).
        // The code is the signature's: a letter another instance stored under the same number
        // for this request is not this one, so this mail and entry do not land with it.
        const landed = documentLanded(db, letter.number).where('request_id', '=', id).where('code', '=', letter.code);
        const mail = outboxInsert(
          db,
          letterApprovedMail({
            holder: request.fullName,
            emailAddress: attendee.email,
            number: letter.number,
            downloadUrl: letterDownloadUrl(deps.linkSecret, letter.number),
            locale: attendee.locale,
          }),
          now,
          { when: landed },
        );
        mailId = mail.id;
        return [
          approveUpdate(db, id, letter.number, coversCosts, actor, now),
          withdrawEarlierLetters(db, request.ticketId, letter.number, now, landed),
          mail.query,
          auditInsert(
            db,
            {
              actor,
              action: 'letter-approved',
              target: id,
              detail: `${letter.number}${coversCosts ? '; the organisers pay travel or accommodation' : ''}`,
            },
            now,
            landed,
          ),
        ];
      },
    },
  );
  if (!document) return { ok: false, problem: 'decided' };
  return {
    ok: true,
    request: {
      ...request,
      status: 'approved',
      decidedAt: now,
      decidedBy: actor,
      coversCosts,
      documentNumber: document.number,
    },
    document,
    mailId,
  };
}

/** Rejects a pending request with a reason, which is mailed to the person who asked. */
export async function rejectRequest(
  deps: ReviewDeps,
  id: string,
  { actor, reason }: { actor: string; reason: string },
): Promise<ReviewResult> {
  const { db } = deps;
  const request = await findRequest(db, id);
  if (!request) return { ok: false, problem: 'not-found' };
  if (request.status !== 'pending') return { ok: false, problem: 'decided' };
  const attendee = await findAttendee(db, request.ticketId);
  if (!attendee) return { ok: false, problem: 'no-attendee' };
  const now = (deps.now ?? Date.now)();
  // The update first: the mail and the entry land only if this write is the one that decided.
  const decided = decidedBy(db, id, 'rejected', actor, now);
  const mail = outboxInsert(
    db,
    letterRejectedMail({ holder: request.fullName, emailAddress: attendee.email, reason, locale: attendee.locale }),
    now,
    { when: decided },
  );
  await db.atomic([
    rejectUpdate(db, id, reason, actor, now),
    mail.query,
    auditInsert(db, { actor, action: 'letter-rejected', target: id, detail: `reason: ${reason}` }, now, decided),
  ]);
  const after = await findRequest(db, id);
  if (!after || after.status !== 'rejected' || after.decidedAt !== now || after.decidedBy !== actor)
    return { ok: false, problem: 'decided' };
  return { ok: true, request: after, mailId: mail.id };
}

export type WithdrawResult = { ok: true; document: IssuedDocument } | { ok: false; problem: 'not-found' | 'withdrawn' };

/** Withdraws an issued letter or certificate: /letters/verify says "Withdrawn" and its links stop working. */
export async function withdrawIssued(
  deps: Pick<ReviewDeps, 'db' | 'now'>,
  number: string,
  { actor, reason }: { actor: string; reason: string | null },
): Promise<WithdrawResult> {
  const { db } = deps;
  const document = await findDocumentByNumber(db, number);
  if (!document) return { ok: false, problem: 'not-found' };
  if (document.withdrawnAt !== null) return { ok: false, problem: 'withdrawn' };
  const now = (deps.now ?? Date.now)();
  const withdrawn = db.kysely
    .selectFrom('issued_documents')
    .select('number')
    .where('number', '=', number)
    .where('withdrawn_at', '=', now);
  await db.atomic([
    withdrawDocument(db, number, reason, now),
    auditInsert(
      db,
      {
        actor,
        action: 'letter-withdrawn',
        target: document.requestId ?? number,
        detail: `${number}${reason ? `; reason: ${reason}` : ''}`,
      },
      now,
      withdrawn,
    ),
  ]);
  const after = await findDocumentByNumber(db, number);
  if (!after || after.withdrawnAt !== now) return { ok: false, problem: 'withdrawn' };
  return { ok: true, document: after };
}
