/** Labelled facts of one record in the organiser area (a person, a letter request); `key` names a value for tests. */
export function FactList({
  rows,
  className = 'mt-6',
}: {
  rows: readonly (readonly [string, string, string?])[];
  className?: string;
}) {
  return (
    <dl className={`${className} grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]`}>
      {rows.map(([label, value, key]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="break-words" data-field={key}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
