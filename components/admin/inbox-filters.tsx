import 'server-only';
import type { InboxFilters } from '@/lib/admin/inbox';
import type { FormKind } from '@/lib/forms/registry';
import { filterFieldsOf } from '@/lib/admin/inbox';
import { FilterSelect, filterInputClass } from './filter-select';

const handledOptions = [
  { value: 'no', label: 'Unhandled' },
  { value: 'yes', label: 'Handled' },
];

/** The list's search and filters: a GET form, so every filtered view is a link. */
export function InboxFiltersForm({ kind, filters }: { kind: FormKind; filters: InboxFilters }) {
  return (
    <form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Search and filters">
      <div>
        <label htmlFor="filter-q" className="block text-sm font-medium text-ink">
          Search names, emails, company
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          className={`${filterInputClass} w-64`}
        />
      </div>
      {filterFieldsOf(kind).map((field) => (
        <FilterSelect
          key={field.name}
          name={field.name}
          label={field.label}
          value={filters.fields[field.name]}
          options={field.options ?? []}
        />
      ))}
      <div>
        <label htmlFor="filter-from" className="block text-sm font-medium text-ink">
          From
        </label>
        <input
          id="filter-from"
          name="from"
          type="date"
          defaultValue={filters.from ?? ''}
          className={filterInputClass}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className="block text-sm font-medium text-ink">
          To
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filters.to ?? ''} className={filterInputClass} />
      </div>
      {kind !== 'newsletter' ? (
        <FilterSelect name="handled" label="Handled" value={filters.handled} options={handledOptions} />
      ) : null}
      <button type="submit" className="rounded bg-ink px-4 py-1.5 font-semibold text-white">
        Apply
      </button>
    </form>
  );
}
