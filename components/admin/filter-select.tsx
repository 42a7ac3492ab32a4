export const filterInputClass = 'mt-1 rounded border border-ink/40 px-2 py-1';

/**
 * One labelled select of an organiser list's GET filter form. The first option, valued "",
 * means no filter ("Any" unless told otherwise).
 */
export function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel = 'Any',
  className = '',
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  options: readonly { value: string; label: string }[];
  anyLabel?: string;
  className?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={`${filterInputClass} ${className}`.trim()}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
