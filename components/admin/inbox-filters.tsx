import 'server-only';
import type { InboxFilters } from '@/lib/admin/inbox';
import type { FormKind } from '@/lib/forms/registry';
import { filterFieldsOf } from '@/lib/admin/inbox';

/** The list's search and filters: a GET form, so every filtered view is a link. */
export function InboxFiltersForm({ kind, filters }: { kind: FormKind; filters: InboxFilters }) {
  const input = 'mt-1 rounded border border-ink/40 px-2 py-1';
  return (
    <form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Search and filters">
      <div>
        <label htmlFor="filter-q" className="block text-sm font-medium text-ink">
          Search names, emails, company
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ''} className={`${input} w-64`} />
      </div>
      {filterFieldsOf(kind).map((field) => (
        <div key={field.name}>
          <label htmlFor={`filter-${field.name}`} className="block text-sm font-medium text-ink">
            {field.label}
          </label>
          <select id={`filter-${field.name}`} name={field.name} defaultValue={filters.fields[field.name] ?? ''} className={input}>
            <option value="">Any</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div>
        <label htmlFor="filter-from" className="block text-sm font-medium text-ink">
          From
        </label>
        <input id="filter-from" name="from" type="date" defaultValue={filters.from ?? ''} className={input} />
      </div>
      <div>
        <label htmlFor="filter-to" className="block text-sm font-medium text-ink">
          To
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filters.to ?? ''} className={input} />
      </div>
      {kind !== 'newsletter' ? (
        <div>
          <label htmlFor="filter-handled" className="block text-sm font-medium text-ink">
            Handled
          </label>
          <select id="filter-handled" name="handled" defaultValue={filters.handled ?? ''} className={input}>
            <option value="">Any</option>
            <option value="no">Unhandled</option>
            <option value="yes">Handled</option>
          </select>
        </div>
      ) : null}
      <button type="submit" className="rounded bg-ink px-4 py-1.5 font-semibold text-white">
        Apply
      </button>
    </form>
  );
}
