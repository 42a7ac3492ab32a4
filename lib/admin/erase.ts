import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { eraseCheckins } from '@/lib/checkin/store';
import { eraseMails } from '@/lib/email/outbox-rows';
import { formKinds } from '@/lib/forms/registry';
import { eraseAttendees, takeSeatLock } from '@/lib/attendees/store';
import { eraseDocuments } from '@/lib/letters/documents';
import { eraseRequests } from '@/lib/letters/requests';
import { deleteErased, submissionsNaming } from '@/lib/submissions/store';
import { revokeTickets } from '@/lib/tickets/revocations';
import { eraseAuditMentions } from '@/lib/audit';
import { eraseMarketPerson } from '@/lib/market/erase';
import { emailFieldsOf } from './inbox';

/**
 * Erasure of a person (Nigeria Data Protection Act 2023): every submission that names the
 * address (as its reply address or in any e-mail field of its form), the newsletter
 * subscription, attendees (their tickets revoked), their visa letter requests (passport
 * data included), their letters and certificates (emptied and withdrawn, their numbers kept),
 * their check-ins and scans at the gate, everything the market holds of them, and every mail to the address or confirming an erased
 * submission, in one transaction. Audit entries that mention the address lose their detail; the erasure
 * itself is audited with its counts, by whom and when, never the address.
 */
export const eraseSchema = z.object({ email: z.email('Enter the email address to erase.').max(320) });

export interface ErasureCounts {
  submissions: number;
  subscribers: number;
  attendees: number;
  mails: number;
  checkins: number;
  scans: number;
  letterRequests: number;
  documents: number;
  /** 1 when the address was a market participant (profile, requests, meetings and sign-in gone). */
  marketParticipants: number;
}

export async function erasePerson(db: Db, email: string, actor: string, now = Date.now()): Promise<ErasureCounts> {
  const address = email.trim().toLowerCase();
  const fields = [...new Set(formKinds.flatMap(emailFieldsOf))];
  // Each table's own module deletes its part; one transaction keeps it all or nothing.
  return db.kysely.transaction().execute(async (trx) => {
    const tx = { kysely: trx, dialect: db.dialect };
    // The seat lock first, as every writer that adds or removes an attendee or changes a status
    // takes it before any row (store.ts seatLock): registrations and cancellations wait for the
    // erasure's commit. Corrections, certificate issues and approvals take no seat lock; the
    // statements below wait on their row locks instead.
    await takeSeatLock(tx);
    const submissionIds = await submissionsNaming(tx, address, fields);
    const stored = await deleteErased(tx, address, submissionIds);
    const attendees = await eraseAttendees(tx, address);
    // Revoked in the transaction that deletes the rows: a ticket of an erased person must never
    // admit anyone again, and its revocation (a hash and a time) names no one.
    await revokeTickets(tx, attendees.ticketIds, now);
    // The letters of those tickets, in the same transaction: the requests (passport data) go,
    // the documents keep only their number and code, withdrawn.
    const letterRequests = await eraseRequests(tx, attendees.rowIds);
    const documents = await eraseDocuments(tx, attendees.rowIds, now);
    const gate = await eraseCheckins(tx, address);
    const marketParticipants = await eraseMarketPerson(tx, address);
    // The mails last: a correction's ticket mail or an approval's letter mail commits with the row
    // the statements above waited on, and under READ COMMITTED only a statement after that wait
    // sees it (PostgreSQL; SQLite's transaction is alone anyway).
    const mails = await eraseMails(tx, address, submissionIds);
    const counts: ErasureCounts = {
      ...stored,
      attendees: attendees.count,
      mails,
      ...gate,
      letterRequests,
      documents,
      marketParticipants,
    };
    const atGate = counts.checkins + counts.scans > 0 ? `, ${counts.checkins} check-ins, ${counts.scans} scans` : '';
    const letters =
      letterRequests + documents > 0
        ? `, ${letterRequests} letter requests, ${documents} letters and certificates`
        : '';
    const market = marketParticipants > 0 ? ', a market participant' : '';
    const detail = `${counts.submissions} submissions, ${counts.subscribers} subscribers, ${counts.attendees} attendees, ${counts.mails} mails${atGate}${letters}${market}`;
    await eraseAuditMentions(tx, address, { actor, action: 'erasure', detail }, now);
    return counts;
  });
}
