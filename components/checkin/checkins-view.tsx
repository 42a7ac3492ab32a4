import { FilterSelect } from '@/components/admin/filter-select';
import { formatTime } from '@/components/admin/format';
import { TableHead } from '@/components/admin/table-head';
import type { AttemptRow, CheckinRow } from '@/lib/admin/checkins';

const resultLabels: Record<AttemptRow['result'], string> = {
  checked_in: 'Checked in',
  already_checked_in: 'Refused: already checked in',
  invalid: 'Refused: invalid',
  unverified: 'Not verified (not admitted)',
  revoked: 'Refused: ticket cancelled',
};

const verificationLabels: Record<CheckinRow['verification'], string> = {
  signature: 'Signature',
  store: 'Registration list',
  unverified: 'Admitted unverified',
};

/** The gate filter: a GET form, so each filtered view is a link. */
export function GateFilter({ gates, gate }: { gates: string[]; gate: string }) {
  return (
    <form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Filter by gate">
      <FilterSelect
        name="gate"
        label="Gate"
        value={gate}
        options={gates.map((name) => ({ value: name, label: name }))}
        anyLabel="All gates"
      />
      <button type="submit" className="rounded bg-ink px-4 py-1.5 font-semibold text-white">
        Apply
      </button>
    </form>
  );
}

export function CheckinsTable({ rows, back }: { rows: CheckinRow[]; back: string }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Check-ins, newest first</caption>
        <TableHead columns={['When', 'Ticket', 'Name', 'Gate', 'Staff', 'Verified by', '']} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.ticket_id} className="border-b border-ink/10" data-ticket={row.ticket_id}>
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatTime(row.at)}
                {row.source === 'offline' ? ' (offline)' : ''}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{row.ticket_id}</td>
              <td className="py-2 pr-3">{row.name}</td>
              <td className="py-2 pr-3">{row.gate}</td>
              <td className="py-2 pr-3">{row.staff_name}</td>
              <td className="py-2 pr-3">{verificationLabels[row.verification]}</td>
              <td className="py-2 pr-3">
                <form method="post" action="/api/admin/checkins/undo">
                  <input type="hidden" name="ticketId" value={row.ticket_id} />
                  <input type="hidden" name="back" value={back} />
                  <button
                    type="submit"
                    className="rounded border border-ink/40 px-2 py-1 font-medium text-ink hover:bg-ink/5"
                    aria-label={`Undo check-in of ${row.ticket_id}`}
                  >
                    Undo check-in
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ScansTable({ rows }: { rows: AttemptRow[] }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Last scans, newest first, including refused ones</caption>
        <TableHead columns={['When', 'Result', 'Ticket', 'Name', 'Gate', 'Staff', 'Detail']} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.nonce} className="border-b border-ink/10" data-result={row.result}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(row.at)}</td>
              <td className="py-2 pr-3">{resultLabels[row.result]}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{row.ticket_id ?? ''}</td>
              <td className="py-2 pr-3">{row.name ?? ''}</td>
              <td className="py-2 pr-3">{row.gate}</td>
              <td className="py-2 pr-3">{row.staff_name}</td>
              <td className="py-2 pr-3">
                {row.result === 'already_checked_in' && row.first_at !== null
                  ? `First: ${formatTime(row.first_at)} at ${row.first_gate} by ${row.first_by}`
                  : (row.reason ?? '')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
