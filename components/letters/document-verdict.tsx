import 'server-only';
import { verifyTexts } from '@/content/letter-pages';
import { eventDay } from '@/lib/letters/documents';
import { longDate } from '@/lib/letters/dates';
import { formatDocumentCode } from '@/lib/letters/statement';
import type { DocumentVerdict } from '@/lib/letters/verify';

const t = verifyTexts;

/** A verdict on the verify page, or a refusal to give one (too many checks from this client). */
export type VerifyOutcome = DocumentVerdict | { state: 'limited'; retryAfterSeconds: number };

const tones: Record<VerifyOutcome['state'], string> = {
  authentic: 'border-leaf',
  withdrawn: 'border-red-700',
  'not-authentic': 'border-red-700',
  unavailable: 'border-gold',
  limited: 'border-gold',
};

function range(start: string, end: string): string {
  return start === end ? longDate(start) : `${longDate(start)} to ${longDate(end)}`;
}

/**
 * What /letters/verify answers, each state under its own heading: an authentic
 * letter (number, date of issue, holder, nationality, the passport number's last characters,
 * event dates) or certificate (without the passport facts), not authentic, withdrawn (number,
 * when), or no verdict: the records cannot be read, or this client checked too often.
 */
export function DocumentVerdictView({ outcome }: { outcome: VerifyOutcome }) {
  let title: string;
  let detail: string;
  let facts: [string, string][] = [];
  switch (outcome.state) {
    case 'authentic': {
      const statement = outcome.statement;
      const letter = statement.kind === 'letter';
      title = letter ? t.authenticLetter : t.authenticCertificate;
      detail = letter ? t.authenticLetterDetail : t.authenticCertificateDetail;
      facts = [
        [t.labels.number, statement.number],
        [t.labels.issuedOn, longDate(statement.issuedOn)],
        [t.labels.holder, statement.holder],
        ...(letter
          ? ([
              [t.labels.nationality, statement.nationality],
              [t.labels.passportEnd, statement.passportEnd],
            ] as [string, string][])
          : []),
        [t.labels.event, range(statement.eventStart, statement.eventEnd)],
      ];
      break;
    }
    case 'withdrawn':
      title = t.withdrawn;
      detail = t.withdrawnDetail(outcome.number, longDate(eventDay(outcome.withdrawnAt)));
      facts = [[t.labels.number, outcome.number]];
      break;
    case 'not-authentic':
      title = t.notAuthentic;
      detail = t.notAuthenticDetail;
      break;
    case 'unavailable':
      title = t.unavailable;
      detail = t.unavailableDetail;
      break;
    case 'limited':
      title = t.tooMany;
      detail = t.tooManyDetail(outcome.retryAfterSeconds);
      break;
  }
  return (
    <section
      aria-labelledby="verdict-title"
      data-verdict={outcome.state}
      className={`rounded-2xl border-l-8 bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8 ${tones[outcome.state]}`}
    >
      <h2 id="verdict-title" className="text-2xl font-extrabold text-ink">
        {title}
      </h2>
      <p className="mt-2 text-base text-ink">{detail}</p>
      {facts.length > 0 ? (
        <dl className="mt-4 divide-y divide-plum/10">
          {facts.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
              <dt className="text-sm font-medium text-muted">{label}</dt>
              <dd className="break-words text-base font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {outcome.state === 'authentic' ? (
        <p className="mt-4 text-sm text-muted">{t.codeLine(formatDocumentCode(outcome.code))}</p>
      ) : null}
    </section>
  );
}
