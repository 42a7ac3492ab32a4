import 'server-only';
import { dayName } from '@/lib/market/organiser';
import { clockTime, TABLE_NAME_MAX, type MarketTable } from '@/lib/market/settings-store';
import { eventDays, type MeetingSettings } from '@/lib/market/slots';

const input = 'mt-1 block rounded border border-ink/40 bg-white px-2 py-1';
/** A refused field: the same box with a red, thicker border (one border colour, so none competes). */
const button = 'rounded border border-ink/40 px-3 py-1 font-medium text-ink hover:bg-ink/5';
const invalidInput = 'mt-1 block rounded border-2 border-red-700 bg-white px-2 py-1';

/**
 * The meetings' setup form: days, hours, slot length and caps, posted to the settings route
 * (a plain form: the server checks everything). `typed` and `invalid` put back what was posted
 * when it was refused.
 */
export function MeetingSettingsForm({
  settings,
  saved,
  typed,
  invalid,
}: {
  settings: MeetingSettings;
  saved: boolean;
  typed: Record<string, string> | null;
  invalid: string[];
}) {
  const value = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const dayTicked = (day: string) => (typed ? typed[`day-${day}`] !== undefined : settings.days.includes(day));
  const field = (name: string) => ({
    'aria-invalid': invalid.includes(name) || undefined,
    className: invalid.includes(name) ? invalidInput : input,
  });
  return (
    <form method="post" action="/api/admin/market/meetings/settings" className="mt-4 space-y-4">
      {saved ? null : (
        <p className="rounded border border-amber-700 bg-amber-50 px-3 py-2 text-ink">
          Not set up yet: participants cannot ask for meetings until these settings are saved. The form shows the
          defaults.
        </p>
      )}
      <fieldset>
        <legend className="font-medium text-ink">Meeting days</legend>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {eventDays().map((day) => (
            <li key={day}>
              <label className="inline-flex min-h-6 items-center gap-2">
                <input type="checkbox" name={`day-${day}`} defaultChecked={dayTicked(day)} className="h-5 w-5" />
                {dayName(day)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {[
          { name: 'start', label: 'Start (Lagos)', time: true, shown: clockTime(settings.startMinute) },
          { name: 'end', label: 'End (Lagos)', time: true, shown: clockTime(settings.endMinute) },
          { name: 'slotMinutes', label: 'Slot length (minutes)', min: 5, max: 120, shown: settings.slotMinutes },
          { name: 'maxOpenRequests', label: 'Open requests per participant', shown: settings.maxOpenRequests },
          {
            name: 'maxNewSendersPerDay',
            label: 'New senders a day per recipient',
            shown: settings.maxNewSendersPerDay,
          },
        ].map(({ name, label, time, min, max, shown }) => (
          <label key={name} className="text-ink">
            {label}
            <input
              name={name}
              required
              defaultValue={value(name, String(shown))}
              {...(time
                ? { type: 'time', step: 300 }
                : { type: 'number', inputMode: 'numeric' as const, min: min ?? 1, max: max ?? 500 })}
              {...field(name)}
            />
          </label>
        ))}
      </div>
      <p className="text-sm text-ink/80">
        A slot that would run past the end is left out. A change that removes a slot holding a booked meeting is
        refused, naming the meeting.
      </p>
      <button type="submit" className={button}>
        Save settings
      </button>
    </form>
  );
}

/** The lounge's tables in order: rename each, remove one nobody has a meeting at, add one. */
export function MeetingTables({ tables, typedName }: { tables: MarketTable[]; typedName: string }) {
  return (
    <>
      {tables.length === 0 ? (
        <p className="mt-4 text-ink">No tables yet: meetings need at least one.</p>
      ) : (
        <ol className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
          {tables.map((table) => (
            <li key={table.id} className="flex flex-wrap items-end gap-2 py-2">
              <form method="post" action="/api/admin/market/meetings/tables" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="action" value="rename" />
                <input type="hidden" name="id" value={table.id} />
                <label className="text-ink">
                  <span className="sr-only">Name of {table.name}</span>
                  <input
                    name="name"
                    defaultValue={table.name}
                    required
                    maxLength={TABLE_NAME_MAX}
                    className={`${input} mt-0 w-44`}
                  />
                </label>
                <button type="submit" className={button} aria-label={`Rename ${table.name}`}>
                  Rename
                </button>
              </form>
              <span className="text-sm text-ink/80">
                {table.booked === 0 ? 'No booked meetings' : `${table.booked} booked`}
              </span>
              {table.booked === 0 ? (
                <form method="post" action="/api/admin/market/meetings/tables">
                  <input type="hidden" name="action" value="remove" />
                  <input type="hidden" name="id" value={table.id} />
                  <button
                    type="submit"
                    className="rounded border border-red-800 px-3 py-1 text-red-800 hover:bg-red-50"
                    aria-label={`Remove ${table.name}`}
                  >
                    Remove
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <form method="post" action="/api/admin/market/meetings/tables" className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="action" value="add" />
        <label className="text-ink">
          New table
          <input name="name" required maxLength={TABLE_NAME_MAX} defaultValue={typedName} className={`${input} w-44`} />
        </label>
        <button type="submit" className={button}>
          Add table
        </button>
      </form>
    </>
  );
}
