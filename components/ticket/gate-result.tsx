import { site } from '@/lib/edition';
import type { TicketVerdict } from '@/lib/tickets/verify';
import { GateCard } from './gate-card';
import { TicketDetails } from './ticket-details';

const styles = {
  valid: { band: 'bg-leaf text-white', title: 'Valid ticket' },
  unverified: { band: 'bg-gold text-ink', title: 'Not verified' },
  invalid: { band: 'bg-red-700 text-white', title: 'Invalid ticket' },
  revoked: { band: 'bg-red-700 text-white', title: 'Ticket cancelled' },
} as const;

function Icon({ status }: { status: TicketVerdict['status'] }) {
  const path =
    status === 'valid'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : status === 'unverified'
        ? 'M12 7v6M12 16.5v.5'
        : 'M7 7l10 10M17 7 7 17';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-14 w-14 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <circle cx="12" cy="12" r="10.5" strokeWidth="1.5" />
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** "16 Sept 2025, 09:05" in the edition's time zone. */
function cancelledOn(at: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: site.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}

/**
 * The gate view of a scanned ticket: the verdict's band (GateCard), then the attendee's details.
 * Every decoded value is rendered as text by React (escaped), never as HTML.
 */
export function GateResultView({ result }: { result: TicketVerdict }) {
  const style = styles[result.status];
  return (
    <GateCard status={result.status} band={style.band} title={style.title} icon={<Icon status={result.status} />}>
      {result.status === 'valid' && (
        <>
          <p className="text-sm text-muted">Issued by this website: its signature matches its details.</p>
          <div className="mt-3">
            <TicketDetails ticket={result.ticket} showEmail={false} />
          </div>
        </>
      )}
      {result.status === 'unverified' && (
        <>
          <p
            role="alert"
            className="rounded-xl border-2 border-gold bg-gold/15 px-4 py-3 text-sm font-semibold text-ink"
          >
            Warning: this ticket could not be verified. {result.note} Check the attendee&apos;s photo ID against the
            organisers&apos; list before admitting them.
          </p>
          <div className="mt-3">
            <TicketDetails ticket={result.ticket} />
          </div>
        </>
      )}
      {result.status === 'revoked' && (
        <p
          role="alert"
          className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-base font-semibold text-red-800"
        >
          This ticket was cancelled on {cancelledOn(result.revokedAt)}. Do not admit on this ticket; send the attendee
          to the help desk.
        </p>
      )}
      {result.status === 'invalid' && (
        <p
          role="alert"
          className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-base font-semibold text-red-800"
        >
          {result.reason} Do not admit on this ticket; send the attendee to the help desk.
        </p>
      )}
    </GateCard>
  );
}
