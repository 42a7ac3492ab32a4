import 'server-only';
import { ATTENDEE_STATUSES, attendeeFilterFields, statusLabels, type AttendeeFilters } from '@/lib/admin/attendees';

/** The registrations' search and filters: a GET form, so every filtered view is a link. */
export function AttendeeFiltersForm({ filters }: { filters: AttendeeFilters }) {
  const input = 'mt-1 rounded border border-ink/40 px-2 py-1';
  return (
    <form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Search and filters">
      <div>
        <label htmlFor="filter-q" className="block text-sm font-medium text-ink">
          Search names, emails, ticket ids, company
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ''} className={`${input} w-72`} />
      </div>
      {attendeeFilterFields.map((field) => (
        <div key={field.name}>
          <label htmlFor={`filter-${field.name}`} className="block text-sm font-medium text-ink">
            {field.label}
          </label>
          <select id={`filter-${field.name}`} name={field.name} defaultValue={filters.fields[field.name] ?? ''} className={`${input} max-w-56`}>
            <option value="">Any</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div>
        <label htmlFor="filter-status" className="block text-sm font-medium text-ink">
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={filters.status ?? ''} className={input}>
          <option value="">Any</option>
          {ATTENDEE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-checked-in" className="block text-sm font-medium text-ink">
          Checked in
        </label>
        <select id="filter-checked-in" name="checkedIn" defaultValue={filters.checkedIn ?? ''} className={input}>
          <option value="">Any</option>
          <option value="yes">Checked in</option>
          <option value="no">Not checked in</option>
        </select>
      </div>
      <button type="submit" className="rounded bg-ink px-4 py-1.5 font-semibold text-white">
        Apply
      </button>
    </form>
  );
}
