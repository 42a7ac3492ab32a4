import 'server-only';
import { REQUEST_STATUSES, requestStatusLabels, type LetterFilters } from '@/lib/admin/letters';

/** The visa letter queue's status and search: a GET form, so every view is a link. */
export function LetterFiltersForm({ filters }: { filters: LetterFilters }) {
  const input = 'mt-1 rounded border border-ink/40 px-2 py-1';
  return (
    <form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Search and filters">
      <div>
        <label htmlFor="letters-status" className="block text-sm font-medium text-ink">
          Status
        </label>
        <select id="letters-status" name="status" defaultValue={filters.status} className={input}>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {requestStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="letters-q" className="block text-sm font-medium text-ink">
          Search names, ticket ids, letter numbers
        </label>
        <input id="letters-q" name="q" type="search" defaultValue={filters.q ?? ''} className={`${input} w-72`} />
      </div>
      <button type="submit" className="rounded bg-ink px-4 py-1.5 font-semibold text-white">
        Apply
      </button>
    </form>
  );
}
