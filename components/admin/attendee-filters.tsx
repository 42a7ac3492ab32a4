import 'server-only';
import { ATTENDEE_STATUSES, attendeeFilterFields, statusLabels, type AttendeeFilters } from '@/lib/admin/attendees';
import { FilterSelect, filterInputClass } from './filter-select';

const checkedInOptions = [
  { value: 'yes', label: 'Checked in' },
  { value: 'no', label: 'Not checked in' },
];

/** The registrations' search and filters: a GET form, so every filtered view is a link. */
export function AttendeeFiltersForm({ filters }: { filters: AttendeeFilters }) {
  return (
    <form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Search and filters">
      <div>
        <label htmlFor="filter-q" className="block text-sm font-medium text-ink">
          Search names, emails, ticket ids, company
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          className={`${filterInputClass} w-72`}
        />
      </div>
      {attendeeFilterFields.map((field) => (
        <FilterSelect
          key={field.name}
          name={field.name}
          label={field.label}
          value={filters.fields[field.name]}
          options={field.options}
          className="max-w-56"
        />
      ))}
      <FilterSelect
        name="status"
        label="Status"
        value={filters.status}
        options={ATTENDEE_STATUSES.map((status) => ({ value: status, label: statusLabels[status] }))}
      />
      <FilterSelect name="checkedIn" label="Checked in" value={filters.checkedIn} options={checkedInOptions} />
      <button type="submit" className="rounded bg-ink px-4 py-1.5 font-semibold text-white">
        Apply
      </button>
    </form>
  );
}
