import 'server-only';
import { requestStatusLabels } from '@/lib/admin/letters';
import type { IssuedDocument } from '@/lib/letters/documents';
import type { LetterRequest } from '@/lib/letters/requests';
import { formatDocumentCode } from '@/lib/letters/statement';
import { FactList } from './fact-list';
import { formatTime } from './format';

const ERASED = 'Erased after the event (retention)';

/**
 * What a visa letter request says (passport data included: organisers only), its decision, and
 * its letter once issued (number, verification code, withdrawal).
 */
export function LetterRequestFacts({ request, letter }: { request: LetterRequest; letter: IssuedDocument | null }) {
  const scrubbed = request.scrubbedAt !== null;
  const rows: [string, string, string?][] = [
    ['Full name (as in the passport)', request.fullName, 'full-name'],
    ['Passport number', scrubbed ? ERASED : request.passportNumber, 'passport-number'],
    ['Nationality', request.nationality, 'nationality'],
    ['Date of birth', scrubbed ? ERASED : request.dateOfBirth],
    ['Passport expires', scrubbed ? ERASED : request.passportExpiry],
    ['Embassy or consulate', request.embassy, 'embassy'],
    ['Arrival', request.arrival],
    ['Departure', request.departure],
    ['Organisation', request.organisation ?? 'Not specified'],
    ['Role', request.role ?? 'Not specified'],
    ['Requested', formatTime(request.createdAt)],
    ['Status', requestStatusLabels[request.status], 'status'],
    ...(request.decidedAt !== null
      ? ([['Decided', `${formatTime(request.decidedAt)} by ${request.decidedBy ?? 'an organiser'}`]] as [
          string,
          string,
        ][])
      : []),
    ...(request.rejectReason
      ? ([['Reason for the rejection', request.rejectReason, 'reject-reason']] as [string, string, string][])
      : []),
    ...(request.status === 'approved'
      ? ([
          [
            'Travel or accommodation',
            request.coversCosts ? 'Paid by the organisers' : 'Not paid by the organisers',
            'costs',
          ],
        ] as [string, string, string][])
      : []),
    ...(letter
      ? ([
          ['Letter', letter.number, 'letter-number'],
          ['Verification code', formatDocumentCode(letter.code), 'letter-code'],
          ...(letter.withdrawnAt !== null
            ? [
                [
                  'Withdrawn',
                  `${formatTime(letter.withdrawnAt)}${letter.withdrawnReason ? `: ${letter.withdrawnReason}` : ''}`,
                  'withdrawn',
                ],
              ]
            : []),
        ] as [string, string, string?][])
      : []),
  ];
  return <FactList rows={rows} className="mt-3" />;
}
