import 'server-only';
import type { InboxRow } from '@/lib/admin/inbox';
import { fieldsOf } from '@/lib/admin/inbox';
import { canResend, type MailState } from '@/lib/email/outbox-rows';
import type { FormKind } from '@/lib/forms/registry';
import { formatTime, languageLabel, mailStatusLabel } from './format';

/**
 * One submission as it was sent: every field as plain text (React escapes it; nothing is turned
 * into a link, so a link in a message cannot be clicked by mistake), then its mails.
 */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function SubmissionFields({ kind, row }: { kind: FormKind; row: InboxRow }) {
  const known = fieldsOf(kind);
  const extra = Object.keys(row.payload).filter((key) => !known.some((field) => field.name === key));
  const entries = [
    ...known.map((field) => ({ key: field.name, label: field.label })),
    ...extra.map((key) => ({ key, label: key })),
  ];
  return (
    <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold text-ink">Received</dt>
      <dd>{formatTime(row.createdAt)}</dd>
      <dt className="font-semibold text-ink">Language</dt>
      <dd data-field="locale">{languageLabel(row.locale)}</dd>
      {entries.map((entry) => (
        <div key={entry.key} className="contents">
          <dt className="font-semibold text-ink">{entry.label}</dt>
          <dd className="whitespace-pre-wrap break-words" data-field={entry.key}>
            {text(row.payload[entry.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function MailStatus({ mails, back }: { mails: MailState[]; back: string }) {
  if (mails.length === 0) return <p className="mt-3 text-ink">No mail belongs to this submission.</p>;
  return (
    <ul className="mt-3 space-y-4">
      {mails.map((mail) => (
        <li key={mail.id} className="rounded border border-ink/20 p-3" data-testid="mail-status">
          <p>
            <strong>{mailStatusLabel(mail)}</strong> · {mail.subject} · to {mail.recipient}
          </p>
          <p className="mt-1 text-sm">
            Attempts: {mail.attempts}
            {mail.sentAt ? ` · sent ${formatTime(mail.sentAt)}` : ''}
          </p>
          {mail.lastError ? <p className="mt-1 text-sm">Last error: {mail.lastError}</p> : null}
          {canResend(mail) ? (
            <form method="post" action={`/api/admin/mails/${mail.id}/resend`} className="mt-2">
              <input type="hidden" name="back" value={back} />
              <button type="submit" className="rounded bg-ink px-3 py-1 font-semibold text-white">
                Resend
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function HandledControl({ row, back }: { row: InboxRow; back: string }) {
  const handled = row.handledAt !== null;
  return (
    <div className="mt-3">
      <p role="status">
        {handled ? `Handled by ${row.handledBy ?? 'unknown'} on ${formatTime(row.handledAt)}.` : 'Not handled yet.'}
      </p>
      <form method="post" action={`/api/admin/submissions/${row.id}/handled`} className="mt-2">
        <input type="hidden" name="handled" value={handled ? 'false' : 'true'} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="rounded border border-ink/40 px-3 py-1 font-semibold text-ink">
          {handled ? 'Mark unhandled' : 'Mark handled'}
        </button>
      </form>
    </div>
  );
}

/** An exhibition registration's place in the market: admitted (and when), or the button that admits it. */
export function MarketAdmission({
  row,
  back,
  admission,
}: {
  row: InboxRow;
  back: string;
  admission: { kind: string; source_id: string; created_at: number } | null;
}) {
  if (admission)
    return (
      <p role="status" className="mt-3">
        {admission.kind === 'exhibitor' && admission.source_id === row.id
          ? `Admitted to the market on ${formatTime(admission.created_at)}; the invitation is listed under Mails.`
          : `${row.email} is already a market participant (${admission.kind === 'attendee' ? 'as an attendee with a ticket' : 'through another registration'}).`}
      </p>
    );
  return (
    <form method="post" action={`/api/admin/submissions/${row.id}/market`} className="mt-3">
      <p>
        Admitting makes {row.email} a participant of the market: they are mailed an invitation in the language of their
        form, and may then sign in with that address, write a profile and take meetings.
      </p>
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="mt-2 rounded bg-ink px-3 py-1 font-semibold text-white">
        Admit to the market
      </button>
    </form>
  );
}
