/**
 * For e2e/support/letters.ts only (run with tsx --conditions=react-server): what the letter
 * suites arrange in a server's database (DATABASE_URL: the site server's, or the admin
 * server's) with the site's own code, each printing its outcome as JSON:
 *   submit <ticket id> <request JSON>      stores a request as the request form does; its id
 *   attendee <base64 signed ticket>        records the registration that holds this ticket; with
 *                                          its ticket mail's visa letter request link (a path)
 *   revoke <ticket id>                     revokes the ticket (as a cancellation does)
 *   issue <kind> <ticket id> <holder> [nationality] [passport number]
 *                                          issues a letter or certificate with the suite's key
 *   withdraw <number>                      withdraws a document (as an organiser does)
 *   reject <ticket id> <reason>            rejects the ticket's pending request
 *   approve <ticket id>                    approves it, issuing its letter
 *   link <number>                          the path and query of the letter's mailed download link
 *   retention <days> <now ms>              the scheduled retention job at that moment
 *   erase <email>                          erases a person (as /api/admin/erase does)
 */
import { erasePerson } from '@/lib/admin/erase';
import { recordAttendee } from '@/lib/attendees/store';
import { sessionSecret } from '@/lib/auth/secret';
import { issueDocument, withdrawDocument } from '@/lib/letters/documents';
import { visaRequestPath } from '@/lib/attendees/links';
import { letterDownloadUrl } from '@/lib/letters/links';
import { applyLetterRetention } from '@/lib/letters/retention';
import {
  approveUpdate,
  pendingRequestOfTicket,
  rejectUpdate,
  submitRequest,
  type LetterRequestInput,
} from '@/lib/letters/requests';
import { encodeSignedStatement } from '@/lib/letters/statement';
import { decodeTicket } from '@/lib/tickets/codec';
import { revokeTickets } from '@/lib/tickets/revocations';
import { runDbCommand } from './db-cli';
import { E2E_TICKET_KEY } from './tickets';

runDbCommand(async (db, command, args) => {
  switch (command) {
    case 'submit':
      return await submitRequest(db, args[0], JSON.parse(args[1]) as LetterRequestInput, Date.now());
    case 'attendee': {
      const decoded = decodeTicket(args[0]);
      if (!decoded.ok) throw new Error(decoded.error);
      const { ticketId, firstName, lastName, email } = decoded.ticket;
      await recordAttendee(db, {
        ticketId,
        firstName,
        lastName,
        email,
        ticket: decoded.ticket,
        payload: { firstName, lastName, email },
      });
      return { ticketId, requestLink: visaRequestPath(await sessionSecret(db, process.env.AUTH_SECRET), ticketId) };
    }
    case 'revoke':
      await revokeTickets(db, [args[0]], Date.now());
      return { revoked: args[0] };
    case 'issue': {
      const [kind, ticketId, holder, nationality, passportEnd] = args;
      if (kind !== 'letter' && kind !== 'certificate') throw new Error(`unknown kind ${kind}`);
      const document = await issueDocument(
        db,
        { kind, ticketId, holder, nationality, passportEnd, issuedBy: 'e2e@example.com' },
        E2E_TICKET_KEY,
      );
      if (!document?.signed) throw new Error('not issued');
      return {
        number: document.number,
        code: document.code,
        doc: encodeSignedStatement(document.signed),
        statement: document.statement,
      };
    }
    case 'withdraw':
      await db.atomic([withdrawDocument(db, args[0], 'e2e', Date.now())]);
      return { withdrawn: args[0] };
    case 'reject': {
      const request = await pendingRequestOfTicket(db, args[0]);
      if (!request) throw new Error(`no pending request for ${args[0]}`);
      await db.atomic([rejectUpdate(db, request.id, args[1], 'e2e@example.com', Date.now())]);
      return { rejected: request.id };
    }
    case 'approve': {
      const request = await pendingRequestOfTicket(db, args[0]);
      if (!request) throw new Error(`no pending request for ${args[0]}`);
      const input = {
        kind: 'letter' as const,
        ticketId: request.ticketId,
        requestId: request.id,
        holder: request.fullName,
        nationality: request.nationality,
        passportEnd: request.passportNumber,
        issuedBy: 'e2e@example.com',
      };
      const letter = await issueDocument(db, input, E2E_TICKET_KEY, {
        also: (document) => [approveUpdate(db, request.id, document.number, false, 'e2e@example.com', Date.now())],
      });
      return { number: letter?.number };
    }
    case 'link': {
      const url = new URL(letterDownloadUrl(await sessionSecret(db, process.env.AUTH_SECRET), args[0]));
      return { path: `${url.pathname}${url.search}` };
    }
    case 'retention':
      return { scrubbed: await applyLetterRetention(db, { days: Number(args[0]), now: Number(args[1]) }) };
    case 'erase':
      return await erasePerson(db, args[0], 'e2e@example.com');
    default:
      throw new Error(`unknown command ${command}`);
  }
});
