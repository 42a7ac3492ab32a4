import { formatTime } from '@/components/admin/format';
import type { Outcome } from '@/lib/scanner/engine';
import { toneOf, type FeedbackTone } from '@/lib/scanner/feedback';
import { waitsForStaff } from '@/lib/scanner/state';

export type ResultDisplay = {
  /** The four colours of the result screen (and grey for a scan that was not recorded), as its sound. */
  tone: FeedbackTone;
  title: string;
  /** The holder's name, large. */
  name?: string;
  lines: string[];
  /** Blue online: staff checked the ID and may admit with a second confirmation. */
  confirm: boolean;
};

const firstScan = (first: { at: number; gate: string; by?: string }, offline: boolean) => {
  const when = Number.isFinite(first.at) ? formatTime(first.at) : 'an unknown time';
  const where = first.gate ? ` at ${first.gate}` : '';
  const who = first.by ? ` by ${first.by}` : '';
  return `First scan: ${when}${where}${who}${offline ? ' (on this device)' : ''}`;
};

const cancelled = (at: number, offline: boolean) =>
  `${Number.isFinite(at) ? `Cancelled by the organisers on ${formatTime(at)}` : 'Cancelled by the organisers'}${offline ? " (on this device's list)" : ''}.`;

/** What the result screen shows for an outcome, in words gate staff read at arm's length. */
export function resultDisplay(outcome: Outcome): ResultDisplay {
  const tone = toneOf(outcome);
  const confirm = waitsForStaff(outcome);
  switch (outcome.kind) {
    case 'checked_in':
      return {
        tone,
        title: 'Valid, checked in',
        name: outcome.name,
        lines: outcome.offline ? ['Saved on this device: it uploads when the network is back.'] : [],
        confirm,
      };
    case 'already_checked_in':
      return {
        tone,
        title: 'Already checked in',
        name: outcome.name,
        lines: [firstScan(outcome.first, outcome.offline)],
        confirm,
      };
    case 'invalid':
      return { tone, title: 'Invalid ticket', lines: [outcome.reason], confirm };
    case 'revoked':
      return {
        tone,
        title: 'Ticket cancelled',
        name: outcome.name,
        lines: [cancelled(outcome.revokedAt, outcome.offline), 'Do not admit: send the holder to the help desk.'],
        confirm,
      };
    case 'unverified':
      return confirm
        ? {
            tone,
            title: 'Not verified: check ID',
            name: outcome.name,
            lines: [outcome.reason, 'Admit only after checking an ID with this name.'],
            confirm,
          }
        : { tone, title: 'Not verified: cannot check offline', name: outcome.name, lines: [outcome.reason], confirm };
    case 'error':
      return { tone, title: 'Scan not recorded', lines: [outcome.message], confirm };
  }
}
