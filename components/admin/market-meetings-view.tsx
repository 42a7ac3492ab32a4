import 'server-only';
import { formatTime } from './format';
import {
  cellKey,
  dayName,
  lagosDayTime,
  meetingPlace,
  type MeetingCounts,
  type MeetingGrid,
  type MeetingParty,
  type OpenReport,
  type OrganiserMeeting,
} from '@/lib/market/organiser';

const countLabels: [keyof MeetingCounts, string][] = [
  ['requested', 'Requested'],
  ['accepted', 'Accepted'],
  ['declined', 'Declined'],
  ['held', 'Held'],
  ['noShow', 'No-show'],
  ['cancelled', 'Cancelled'],
];

export function MeetingCountsList({ counts }: { counts: MeetingCounts }) {
  return (
    <dl className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6">
      {countLabels.map(([key, label]) => (
        <div key={key} className="rounded border border-ink/15 bg-white px-3 py-2">
          <dt className="text-sm text-ink/80">{label}</dt>
          <dd className="text-2xl font-bold text-ink">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function Party({ party }: { party: MeetingParty }) {
  return (
    <span className="block">
      {party.name}
      {party.organisation ? <span className="text-ink/80"> ({party.organisation})</span> : null}
      {party.noShow ? <strong className="ml-1 text-red-800">no-show</strong> : null}
    </span>
  );
}

/** Links to each meeting day; the shown one is the current page. */
export function DayLinks({ days, current }: { days: string[]; current: string }) {
  return (
    <nav aria-label="Meeting days" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {days.map((day) => (
          <li key={day}>
            <a
              href={`?day=${day}#grid`}
              aria-current={day === current ? 'page' : undefined}
              className={`inline-block rounded border px-3 py-1 ${day === current ? 'border-ink bg-ink text-white' : 'border-ink/30 text-ink hover:bg-ink/5'}`}
            >
              {dayName(day)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One day's meetings: a row per slot, a column per table, each cell the two people meeting there.
 * Wide grids scroll sideways inside their own focusable region, the slot column staying put.
 */
export function MeetingGridTable({ grid }: { grid: MeetingGrid }) {
  if (grid.tables.length === 0) return <p className="mt-4 text-ink">Add a table to see the grid.</p>;
  return (
    <>
      <div
        className="relative mt-4 max-h-[70vh] overflow-auto rounded border border-ink/15"
        role="region"
        aria-label={`Meetings on ${dayName(grid.day)}`}
        tabIndex={0}
      >
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="sr-only">Booked meetings on {dayName(grid.day)}, by slot and table (Lagos time)</caption>
          <thead className="sticky top-0 z-10 bg-white">
            <tr className="border-b border-ink/20">
              <th scope="col" className="sticky left-0 bg-white px-2 py-2">
                Slot
              </th>
              {grid.tables.map((table) => (
                <th key={table.id} scope="col" className="min-w-40 px-2 py-2">
                  {table.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.slots.map((slot) => (
              <tr key={slot} className="border-b border-ink/10 align-top">
                <th scope="row" className="sticky left-0 bg-white px-2 py-2 font-medium tabular-nums">
                  {lagosDayTime(slot).time}
                </th>
                {grid.tables.map((table) => {
                  const meeting = grid.cells.get(cellKey(slot, table.id));
                  return (
                    <td key={table.id} className={`px-2 py-2 ${meeting ? 'bg-amber-50' : ''}`}>
                      {meeting ? (
                        <>
                          <Party party={meeting.a} />
                          <span className="mt-1 block border-t border-ink/10 pt-1">
                            <span className="sr-only">with </span>
                            <Party party={meeting.b} />
                          </span>
                        </>
                      ) : (
                        <span className="text-ink/60">Free</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {grid.outside.length > 0 ? (
        <p className="mt-2 text-ink">
          Booked outside the current slots:{' '}
          {grid.outside.map((meeting) => `${meetingPlace(meeting)} (${meeting.a.name}, ${meeting.b.name})`).join('; ')}
        </p>
      ) : null}
    </>
  );
}

export function NoShowList({ meetings }: { meetings: OrganiserMeeting[] }) {
  if (meetings.length === 0) return <p className="mt-4 text-ink">Nobody has been marked absent.</p>;
  return (
    <ul className="mt-4 space-y-2">
      {meetings.map((meeting) => {
        const absent = [meeting.a, meeting.b].filter((party) => party.noShow).map((party) => party.name);
        return (
          <li key={meeting.id} className="text-ink">
            {meetingPlace(meeting)}: {meeting.a.name} with {meeting.b.name}.{' '}
            <strong className="text-red-800">Absent: {absent.join(' and ')}</strong>
            {meeting.status === 'cancelled' ? ' (since cancelled)' : ''}
          </li>
        );
      })}
    </ul>
  );
}

/** The open reports, one card each (a table would hide the reason off a phone's screen). */
export function ReportsList({ reports }: { reports: OpenReport[] }) {
  if (reports.length === 0) return <p className="mt-4 text-ink">No open reports.</p>;
  return (
    <ul className="mt-4 space-y-3">
      {reports.map((report) => (
        <li key={report.id} className="rounded border border-ink/15 bg-white px-3 py-2 text-ink">
          <p className="text-sm text-ink/80">
            {formatTime(report.createdAt)}: <span className="text-ink">{report.reporter}</span> reported{' '}
            <span className="text-ink">{report.reported}</span>
          </p>
          <p className="mt-1 whitespace-pre-line">{report.reason}</p>
          <form method="post" action="/api/admin/market/meetings/reports" className="mt-2">
            <input type="hidden" name="id" value={report.id} />
            <button
              type="submit"
              className="rounded border border-ink/40 px-3 py-1 text-ink hover:bg-ink/5"
              aria-label={`Mark resolved: report about ${report.reported}`}
            >
              Mark resolved
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
