import 'server-only';
import { sql } from 'kysely';
import { auditInsert } from '@/lib/audit';
import { findAttendee } from '@/lib/attendees/store';
import { checkinsOfHolder } from '@/lib/checkin/store';
import type { Db, Queryable } from '@/lib/db';
import { site } from '@/lib/edition';
import { siteNow } from '@/lib/phase/clock';
import type { TicketSigningKey } from '@/lib/tickets/keys';
import { documentsOfTicket, eventDay, issueDocument, type IssuedDocument } from './documents';

/**
 * Certificates of attendance. From the event's first day (Lagos time) the holder of a
 * live ticket that was checked in gets one certificate, issued the first time it is asked for
 * and the same one every time after. An organiser issues one for a person admitted without a
 * scan (audited), after which the ticket's download gives that one.
 */
export interface CertificateDeps {
  db: Db;
  key: TicketSigningKey | null;
  /** The clock, injectable (default: the site's, lib/phase, for when certificates open; the real one for their date). */
  now?: () => number;
}

/** Whether certificates can be had at `now`: from the first event day, in the event's time zone. */
export function certificatesOpen(now: number): boolean {
  return eventDay(now) >= site.startDate;
}

/** What an issue answers: the certificate, or why none can be had. */
type IssueResult =
  { ok: true; document: IssuedDocument } | { ok: false; problem: 'not-registered' | 'withdrawn' | 'no-signing-key' };

/** An organiser's issue: also refused before the event has begun (nobody has attended yet). */
export type ManualIssueResult = IssueResult | { ok: false; problem: 'not-open' };

/** What the ticket's download answers: also too early, or never checked in. */
export type CertificateResult = IssueResult | { ok: false; problem: 'not-open' | 'not-checked-in' };

/** The ticket's certificate that stands (issued, not withdrawn), or null, or 'withdrawn' when every one was. */
async function standingCertificate(db: Queryable, ticketId: string): Promise<IssuedDocument | 'withdrawn' | null> {
  const certificates = await documentsOfTicket(db, ticketId, 'certificate');
  if (certificates.length === 0) return null;
  return certificates.find((document) => document.withdrawnAt === null) ?? 'withdrawn';
}

/**
 * The statement that finds the attendee still registered under this ticket and without a
 * certificate: the issue's condition, so two downloads at once issue one certificate. On
 * PostgreSQL it locks the attendee's row until the write ends: a cancellation committing
 * meanwhile is waited for and then seen (the row re-read), and one that comes after waits for
 * this certificate and withdraws it; without the lock both could pass, leaving a cancelled
 * registration with a standing certificate.
 */
function registeredWithoutCertificate(db: Queryable, ticketId: string) {
  const registered = db.kysely
    .selectFrom('attendees')
    .select(sql<number>`1`.as('one'))
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'registered')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('issued_documents')
            .select('number')
            .where('issued_documents.ticket_id', '=', ticketId)
            .where('kind', '=', 'certificate'),
        ),
      ),
    );
  return db.dialect === 'postgres' ? registered.forShare() : registered;
}

async function issueCertificate(
  deps: CertificateDeps,
  ticketId: string,
  holder: string,
  actor: string | null,
): Promise<IssueResult> {
  if (!deps.key) return { ok: false, problem: 'no-signing-key' };
  // Signed with the real date, even in a SITE_DATE preview: the site's clock only opens them.
  const now = (deps.now ?? Date.now)();
  const document = await issueDocument(deps.db, { kind: 'certificate', ticketId, holder, issuedBy: actor }, deps.key, {
    now,
    when: registeredWithoutCertificate(deps.db, ticketId),
    also: (certificate) =>
      actor
        ? [
            auditInsert(
              deps.db,
              { actor, action: 'certificate-issued', target: ticketId, detail: certificate.number },
              now,
              deps.db.kysely
                .selectFrom('issued_documents')
                .select('number')
                .where('number', '=', certificate.number)
                .where('ticket_id', '=', ticketId),
            ),
          ]
        : [],
  });
  if (document) return { ok: true, document };
  // Another request issued it meanwhile (or the registration was cancelled): read again.
  const standing = await standingCertificate(deps.db, ticketId);
  if (standing && standing !== 'withdrawn') return { ok: true, document: standing };
  return { ok: false, problem: standing === 'withdrawn' ? 'withdrawn' : 'not-registered' };
}

/** The certificate of a live ticket's holder, issued now if it is the first time (ticketId: a verified ticket's). */
export async function certificateOfTicket(deps: CertificateDeps, ticketId: string): Promise<CertificateResult> {
  if (!certificatesOpen((deps.now ?? siteNow)())) return { ok: false, problem: 'not-open' };
  const attendee = await findAttendee(deps.db, ticketId);
  if (!attendee || attendee.status !== 'registered') return { ok: false, problem: 'not-registered' };
  const standing = await standingCertificate(deps.db, ticketId);
  if (standing === 'withdrawn') return { ok: false, problem: 'withdrawn' };
  if (standing) return { ok: true, document: standing };
  const checkins = await checkinsOfHolder(deps.db, { ticketId, email: attendee.email });
  if (checkins.length === 0) return { ok: false, problem: 'not-checked-in' };
  return issueCertificate(deps, ticketId, `${attendee.firstName} ${attendee.lastName}`, null);
}

/** An organiser's "Issue certificate" for a person admitted without a scan (audited). */
export async function issueCertificateManually(
  deps: CertificateDeps,
  ticketId: string,
  { actor }: { actor: string },
): Promise<ManualIssueResult> {
  if (!certificatesOpen((deps.now ?? siteNow)())) return { ok: false, problem: 'not-open' };
  const attendee = await findAttendee(deps.db, ticketId);
  if (!attendee || attendee.status !== 'registered') return { ok: false, problem: 'not-registered' };
  const standing = await standingCertificate(deps.db, ticketId);
  if (standing === 'withdrawn') return { ok: false, problem: 'withdrawn' };
  if (standing) return { ok: true, document: standing };
  return issueCertificate(deps, ticketId, `${attendee.firstName} ${attendee.lastName}`, actor);
}
