import 'server-only';
import { issueCertificateAction } from '@/lib/admin/attendee-actions';
import type { IssuedDocument } from '@/lib/letters/documents';
import { formatDocumentCode } from '@/lib/letters/statement';
import { AttendeeActionForm } from './attendee-action-form';
import { formatTime } from './format';

/**
 * An attendee's certificate of attendance: the one issued (number, code, when, by
 * whom), or, for a live ticket without one, "Issue certificate" for a person admitted without a
 * scan; their ticket's download then gives it.
 */
export function CertificatePanel({
  ticketId,
  live,
  certificates,
}: {
  ticketId: string;
  live: boolean;
  certificates: IssuedDocument[];
}) {
  return (
    <>
      {certificates.length > 0 ? (
        <ul className="mt-3 space-y-1 text-ink">
          {certificates.map((document) => (
            <li key={document.number} data-certificate={document.number}>
              {document.number}, code {formatDocumentCode(document.code)}, issued {formatTime(document.issuedAt)}
              {document.issuedBy ? ` by ${document.issuedBy}` : ' on download (checked in)'}
              {document.withdrawnAt !== null ? `; withdrawn ${formatTime(document.withdrawnAt)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-ink">No certificate issued.</p>
      )}
      {live && certificates.length === 0 ? (
        <>
          <p className="mt-3 text-sm text-ink">
            For a person admitted without a scan: issues their certificate, which their ticket then downloads.
          </p>
          <AttendeeActionForm
            action={issueCertificateAction}
            name="Issue certificate"
            targetId={ticketId}
            submitLabel="Issue certificate"
            pendingLabel="Issuing…"
          />
        </>
      ) : null}
    </>
  );
}
