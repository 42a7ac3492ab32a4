import { formatTime } from '@/components/admin/format';
import type { Outcome } from '@/lib/scanner/engine';

/** The four colours of the result screen (and a neutral one for a scan that was not recorded). */
export type Tone = 'green' | 'amber' | 'red' | 'blue' | 'grey';

export type ResultDisplay = {
  tone: Tone;
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

/** What the result screen shows for an outcome, in words gate staff read at arm's length. */
export function resultDisplay(outcome: Outcome): ResultDisplay {
  switch (outcome.kind) {
    case 'checked_in':
      return {
        tone: 'green',
        title: 'Valid, checked in',
        name: outcome.name,
        lines: outcome.offline ? ['Saved on this device: it uploads when the network is back.'] : [],
        confirm: false,
      };
    case 'already_checked_in':
      return { tone: 'amber', title: 'Already checked in', name: outcome.name, lines: [firstScan(outcome.first, outcome.offline)], confirm: false };
    case 'invalid':
      return { tone: 'red', title: 'Invalid ticket', lines: [outcome.reason], confirm: false };
    case 'unverified':
      return outcome.offline
        ? { tone: 'blue', title: 'Not verified: cannot check offline', name: outcome.name, lines: [outcome.reason], confirm: false }
        : { tone: 'blue', title: 'Not verified: check ID', name: outcome.name, lines: [outcome.reason, 'Admit only after checking an ID with this name.'], confirm: true };
    case 'error':
      return { tone: 'grey', title: 'Scan not recorded', lines: [outcome.message], confirm: false };
  }
}
